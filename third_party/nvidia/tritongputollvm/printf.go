package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// genericPointer is the address space of the generic pointers vprintf and __assertfail take.
const genericPointer = 0

// moduleBody returns the body of the module that holds op.
func moduleBody(op *ir.Operation) *ir.Block {
	for p := op; p != nil; p = p.ParentOp() {
		if m, ok := builtin.AsModule(p); ok {
			return m.BodyRegion().Front()
		}
	}
	return nil
}

// hasSymbol reports whether an op of body defines the symbol name.
func hasSymbol(body *ir.Block, name string) bool {
	for _, op := range body.Ops() {
		if ir.SymbolName(op) == name {
			return true
		}
	}
	return false
}

// declareAtModuleStart declares the external function name at the start of op's module
// unless the module has the symbol, as Triton's getVprintfDeclaration and
// getAssertfailDeclaration do.
func declareAtModuleStart(l *shared.Lowering, op *ir.Operation, name string, fnType *llvm.FunctionType, extra ...ir.NamedAttribute) {
	body := moduleBody(op)
	if body == nil || hasSymbol(body, name) {
		return
	}
	b := ir.NewBuilder(l.Ctx)
	b.SetInsertionPointToStart(body)
	attrs := []ir.NamedAttribute{
		{Name: "sym_name", Value: l.Ctx.StringAttr(name)},
		{Name: "function_type", Value: l.Ctx.TypeAttr(fnType)},
		{Name: "linkage", Value: llvm.Enum(l.Ctx, "llvm", "linkage", "external", false)},
		{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		{Name: "unnamed_addr", Value: l.Ctx.I64Attr(0)},
		{Name: "visibility_", Value: l.Ctx.I64Attr(0)},
	}
	llvm.BuildFunc(b, l.Ctx.UnknownLoc(), append(attrs, extra...)...)
}

// addStringToModule is Triton's LLVM::addStringToModule: an internal constant global holding
// content, named key with the first free number, at the start of op's module; it returns a
// pointer to the string's first byte.
func addStringToModule(l *shared.Lowering, op *ir.Operation, loc ir.Location, key, content string) *ir.Value {
	ctx := l.Ctx
	body := moduleBody(op)
	name := key + "0"
	for n := 1; hasSymbol(body, name); n++ {
		name = fmt.Sprintf("%s%d", key, n)
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(body)
	i8 := ctx.IntegerType(8)
	llvm.BuildMlirGlobal(b, ctx.UnknownLoc(),
		ir.NamedAttribute{Name: "global_type", Value: ctx.TypeAttr(llvm.Array(ctx, i8, int64(len(content))))},
		ir.NamedAttribute{Name: "constant", Value: ctx.UnitAttr()},
		ir.NamedAttribute{Name: "sym_name", Value: ctx.StringAttr(name)},
		ir.NamedAttribute{Name: "linkage", Value: llvm.Enum(ctx, "llvm", "linkage", "internal", false)},
		ir.NamedAttribute{Name: "value", Value: ctx.StringAttr(content)},
		ir.NamedAttribute{Name: "addr_space", Value: ctx.I32Attr(0)},
		ir.NamedAttribute{Name: "unnamed_addr", Value: ctx.I64Attr(0)},
		ir.NamedAttribute{Name: "visibility_", Value: ctx.I64Attr(0)})
	zero := l.I32(loc, 0)
	ptrT := llvm.Pointer(ctx, genericPointer)
	global := llvm.BuildMlirAddressof(l.B, ctx.UnknownLoc(), ptrT,
		ir.NamedAttribute{Name: "global_name", Value: ctx.SymbolRefAttr(name)}).Res()
	return l.GEP(loc, ptrT, i8, global, zero)
}

// callFunction emits `llvm.call @name(args)`; a nil result type calls a void function.
func callFunction(l *shared.Lowering, loc ir.Location, name string, result ir.Type, args []*ir.Value) {
	llvm.BuildCall(l.B, loc, result, args, nil,
		ir.NamedAttribute{Name: "callee", Value: l.Ctx.SymbolRefAttr(name)},
		ir.NamedAttribute{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		ir.NamedAttribute{Name: "TailCallKind", Value: llvm.Enum(l.Ctx, "llvm", "tailcallkind", "none", false)},
		ir.NamedAttribute{Name: "op_bundle_sizes", Value: l.Ctx.DenseI32ArrayAttr(nil)})
}

// printfPromote is Triton's printfPromoteValue: vprintf takes integers of at least 32 bits
// and doubles.
func printfPromote(l *shared.Lowering, loc ir.Location, v *ir.Value, signed bool) *ir.Value {
	ctx := l.Ctx
	switch t := v.Type().(type) {
	case *ir.IntegerType:
		if t.Width >= 32 {
			return v
		}
		if signed {
			return llvm.BuildSext(l.B, loc, ctx.I32(), v).Res()
		}
		return llvm.BuildZext(l.B, loc, ctx.I32(), v).Res()
	case *ir.FloatType:
		if t == ctx.BF16() || t == ctx.F16() || t == ctx.F32() {
			return llvm.BuildFpext(l.B, loc, ctx.F64(), v).Res()
		}
	}
	return v
}

// vprintf is Triton's NVIDIA TargetInfo::printf: the arguments, promoted, in a stack struct
// whose address vprintf receives with the format string.
func vprintf(l *shared.Lowering, op *ir.Operation, format *ir.Value, args []*ir.Value, signed []bool) {
	ctx := l.Ctx
	ptrT := llvm.Pointer(ctx, genericPointer)
	declareAtModuleStart(l, op, "vprintf", llvm.Function(ctx, ctx.I32(), []ir.Type{ptrT, ptrT}, false))
	loc := ctx.UnknownLoc()
	one := l.I32(loc, 1)
	zero := l.I32(loc, 0)
	buffer := llvm.BuildMlirZero(l.B, loc, ptrT).Res()
	if len(args) > 0 {
		promoted := make([]*ir.Value, len(args))
		types := make([]ir.Type, len(args))
		for i, a := range args {
			promoted[i] = printfPromote(l, loc, a, len(signed) == 0 || signed[i])
			types[i] = promoted[i].Type()
		}
		structT := llvm.Struct(ctx, types, false)
		alloca := llvm.BuildAlloca(l.B, loc, ptrT, one,
			ir.NamedAttribute{Name: "elem_type", Value: ctx.TypeAttr(structT)}).Res()
		for i, v := range promoted {
			// Triton builds each field index as an i32 constant, which the GEP builder then
			// folds into its constant indices; the constant stays in the output.
			l.I32(loc, int64(i))
			field := llvm.BuildGetelementptr(l.B, loc, ptrT, alloca, []*ir.Value{zero},
				ir.NamedAttribute{Name: "elem_type", Value: ctx.TypeAttr(structT)},
				ir.NamedAttribute{Name: "rawConstantIndices", Value: ctx.DenseI32ArrayAttr([]int32{dynamicIndex, int32(i)})}).Res()
			llvm.BuildStore(l.B, loc, v, field)
		}
		buffer = l.Bitcast(loc, alloca, ptrT)
	}
	callFunction(l, loc, "vprintf", ctx.I32(), []*ir.Value{format, buffer})
}

// dynamicIndex is the llvm dialect's marker of a dynamic index in rawConstantIndices.
const dynamicIndex = -2147483648

// programIDs are Triton's llGetPid along x, y and z.
func programIDs(l *shared.Lowering, loc ir.Location) [3]*ir.Value {
	return [3]*ir.Value{programID(l, loc, 0), programID(l, loc, 1), programID(l, loc, 2)}
}
