package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// ExternFunc is Triton's appendOrGetExternFuncOp: the declaration of the external function
// name in op's module, created before op's function when missing, with empty libname and
// libpath attributes.
func (l *Lowering) ExternFunc(op *ir.Operation, name string, fnType *llvm.FunctionType) {
	l.declare(op, name, fnType, ir.NamedAttribute{Name: "libname", Value: l.Ctx.StringAttr("")},
		ir.NamedAttribute{Name: "libpath", Value: l.Ctx.StringAttr("")})
}

// LibdeviceFunc is the declaration MLIR's GPU-to-NVVM lowering makes for a libdevice
// function: ExternFunc without the library attributes.
func (l *Lowering) LibdeviceFunc(op *ir.Operation, name string, fnType *llvm.FunctionType) {
	l.declare(op, name, fnType)
}

// declare creates the declaration of name before op's function unless it exists.
func (l *Lowering) declare(op *ir.Operation, name string, fnType *llvm.FunctionType, extra ...ir.NamedAttribute) {
	fn := op
	for fn != nil && !is[llvm.FuncOp](fn) {
		fn = fn.ParentOp()
	}
	if fn == nil {
		return
	}
	for _, other := range fn.Block().Ops() {
		if f, ok := llvm.AsFunc(other); ok && f.SymName() == name {
			return
		}
	}
	b := ir.NewBuilder(l.Ctx)
	b.SetInsertionPoint(fn)
	attrs := []ir.NamedAttribute{
		{Name: "sym_name", Value: l.Ctx.StringAttr(name)},
		{Name: "function_type", Value: l.Ctx.TypeAttr(fnType)},
		{Name: "linkage", Value: llvm.Enum(l.Ctx, "llvm", "linkage", "external", false)},
		{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		{Name: "unnamed_addr", Value: l.Ctx.I64Attr(0)},
		{Name: "visibility_", Value: l.Ctx.I64Attr(0)},
	}
	llvm.BuildFunc(b, op.Loc(), append(attrs, extra...)...)
}

// Call emits `llvm.call @name(args)` returning t.
func (l *Lowering) Call(loc ir.Location, name string, t ir.Type, args []*ir.Value) *ir.Value {
	return llvm.BuildCall(l.B, loc, t, args, nil,
		ir.NamedAttribute{Name: "callee", Value: l.Ctx.SymbolRefAttr(name)},
		ir.NamedAttribute{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		ir.NamedAttribute{Name: "TailCallKind", Value: llvm.Enum(l.Ctx, "llvm", "tailcallkind", "none", false)},
		ir.NamedAttribute{Name: "op_bundle_sizes", Value: l.Ctx.DenseI32ArrayAttr(nil)}).Result()
}

// Elementwise lowers op register by register with build, as ElementwiseOpConversionBase; it
// is how backends add their own elementwise patterns.
func (l *Lowering) Elementwise(op *ir.Operation, build func(loc ir.Location, elem ir.Type, args []*ir.Value) *ir.Value) error {
	return l.elementwise(op, build)
}
