package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// globalAddressSpace is the NVPTX address space of global memory.
const globalAddressSpace = 1

// The trailing arguments Triton adds to every function (FuncOpToLLVM.cpp's NOTE: [Additional
// Function Arguments]), counted from the end: a device function receives its caller's shared
// memory, and every function the global and profile scratch memory. A kernel finds its shared
// memory at @global_smem instead.
const (
	profileScratchArgFromEnd = 1
	globalScratchArgFromEnd  = 2
	sharedMemoryArgFromEnd   = 3
)

// isKernel reports whether fn, a tt.func or llvm.func, is a kernel: Triton's isKernel, a
// public function.
func isKernel(fn *ir.Operation) bool { return ir.SymbolVisibility(fn) == "public" }

// ConvertFunc is Triton's FuncOpConversion: it replaces a tt.func by an llvm.func with the
// converted argument types, the trailing pointer arguments Triton adds (shared memory for a
// device function, then global and profile scratch memory), the results packed as MLIR's
// packFunctionResults packs them, moves the body over, and casts each converted argument back
// to its old type at the body's start (the casts MLIR's signature conversion leaves). A kernel
// gets nvvm.kernel and external linkage; a device function keeps its visibility and gets
// internal linkage and `passthrough = ["noinline"]`. Both get nvvm.reqntid (32 threads a warp,
// whatever the module's warp size, as Triton sets it), nvvm.maxnreg from the module's
// ttg.maxnreg and nvvm.cluster_dim with several CTAs. It returns the new function.
func (l *Lowering) ConvertFunc(fn tt.FuncOp) (llvm.FuncOp, error) {
	body := fn.Body()
	if body.Empty() {
		return llvm.FuncOp{}, ir.OpError(fn.Operation, "cannot lower a function declaration")
	}
	kernel := isKernel(fn.Operation)
	entry := body.Front()
	var params []ir.Type
	for _, a := range entry.Arguments() {
		t, err := l.Types.Convert(a.Type())
		if err != nil {
			return llvm.FuncOp{}, ir.OpError(fn.Operation, "cannot convert argument type: %v", err)
		}
		params = append(params, t)
	}
	numConverted := len(params)
	scratch := llvm.Pointer(l.Ctx, globalAddressSpace)
	if !kernel {
		params = append(params, llvm.Pointer(l.Ctx, sharedAddressSpace))
	}
	params = append(params, scratch, scratch)
	result, err := l.functionResultType(fn)
	if err != nil {
		return llvm.FuncOp{}, err
	}
	l.B.SetInsertionPoint(fn.Operation)
	newFn := llvm.BuildFunc(l.B, fn.Operation.Loc(), l.funcAttributes(fn, llvm.Function(l.Ctx, result, params, false))...)
	newFn.Body().TakeBody(body)
	l.convertBlockArguments(entry, params[:numConverted])
	for _, b := range newFn.Body().Blocks()[1:] {
		var types []ir.Type
		for _, a := range b.Arguments() {
			t, err := l.Types.Convert(a.Type())
			if err != nil {
				return llvm.FuncOp{}, ir.OpError(fn.Operation, "cannot convert block argument type: %v", err)
			}
			types = append(types, t)
		}
		l.convertBlockArguments(b, types)
	}
	for _, t := range params[numConverted:] {
		entry.AddArgument(t, fn.Operation.Loc())
	}
	fn.Operation.Erase()
	return newFn, nil
}

// funcAttributes returns the attributes of the llvm.func that lowers fn with type ft.
func (l *Lowering) funcAttributes(fn tt.FuncOp, ft *llvm.FunctionType) []ir.NamedAttribute {
	kernel := isKernel(fn.Operation)
	linkage := "external"
	if !kernel {
		linkage = "internal"
	}
	name, _ := fn.SymNameAttr().(*ir.StringAttr)
	attrs := []ir.NamedAttribute{
		{Name: "sym_name", Value: name},
		{Name: "function_type", Value: l.Ctx.TypeAttr(ft)},
		{Name: "linkage", Value: llvm.Enum(l.Ctx, "llvm", "linkage", linkage, false)},
		{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		{Name: "arg_attrs", Value: l.Ctx.ArrayAttr(l.argumentAttributes(fn, len(ft.Params)))},
		{Name: "unnamed_addr", Value: l.Ctx.I64Attr(0)},
		{Name: "visibility_", Value: l.Ctx.I64Attr(0)},
	}
	if res, ok := fn.ResAttrsAttr().(*ir.ArrayAttr); ok && len(res.Elems) == 1 {
		attrs = append(attrs, ir.NamedAttribute{Name: "res_attrs", Value: res})
	}
	for _, a := range fn.Operation.Attrs() {
		if a.Name != attrNumWarps {
			attrs = append(attrs, a)
		}
	}
	if kernel {
		attrs = append(attrs,
			ir.NamedAttribute{Name: "nvvm.kernel", Value: l.Ctx.IntegerAttr(l.Ctx.IntegerTypeWithSignedness(1, ir.Unsigned), 1)})
	} else {
		attrs = append(attrs,
			ir.NamedAttribute{Name: "sym_visibility", Value: fn.SymVisibilityAttr()},
			ir.NamedAttribute{Name: "passthrough", Value: l.Ctx.ArrayAttr([]ir.Attribute{l.Ctx.StringAttr("noinline")})})
	}
	if maxnreg := fn.Operation.ParentOp().Attr(attrMaxRegisters); maxnreg != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "nvvm.maxnreg", Value: maxnreg})
	}
	if l.NumCTAs > 1 {
		attrs = append(attrs, ir.NamedAttribute{Name: "nvvm.cluster_dim", Value: l.Ctx.DenseI32ArrayAttr([]int32{int32(l.NumCTAs)})})
	}
	return append(attrs,
		ir.NamedAttribute{Name: "nvvm.reqntid", Value: l.Ctx.DenseI32ArrayAttr([]int32{int32(32 * l.functionNumWarps(fn))})})
}

// functionNumWarps is the number of warps fn runs with, as Triton's FuncOpConversion counts
// them: the module's ttg.total-num-warps (warp specialization adds warps), else fn's own
// ttg.num-warps, else the module's.
func (l *Lowering) functionNumWarps(fn tt.FuncOp) int {
	if total, ok := fn.Operation.ParentOp().Attr(attrTotalNumWarps).(*ir.IntegerAttr); ok {
		return int(total.Value)
	}
	if own, ok := fn.Operation.Attr(attrNumWarps).(*ir.IntegerAttr); ok {
		return int(own.Value)
	}
	return l.NumWarps
}

// argumentAttributes returns the argument attributes of the lowered fn: its own for its
// arguments, then empty ones up to numParams (or for every argument when it has none).
func (l *Lowering) argumentAttributes(fn tt.FuncOp, numParams int) []ir.Attribute {
	var out []ir.Attribute
	if a, ok := fn.ArgAttrsAttr().(*ir.ArrayAttr); ok {
		out = append(out, a.Elems...)
	}
	for len(out) < numParams {
		out = append(out, l.Ctx.DictionaryAttr(nil))
	}
	return out
}

// functionResultType is the result type of the lowered fn: void, the converted result, or a
// struct of the converted results.
func (l *Lowering) functionResultType(fn tt.FuncOp) (ir.Type, error) {
	ta, _ := fn.FunctionTypeAttr().(*ir.TypeAttr)
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return nil, ir.OpError(fn.Operation, "function has no function type")
	}
	t, err := l.PackResultTypes(ft.Results)
	if err != nil {
		return nil, ir.OpError(fn.Operation, "cannot convert result type: %v", err)
	}
	return t, nil
}

// PackResultTypes is MLIR's packFunctionResults: void for no results, the converted type of
// a sole result, a struct of the converted types of several.
func (l *Lowering) PackResultTypes(results []ir.Type) (ir.Type, error) {
	converted := make([]ir.Type, len(results))
	for i, r := range results {
		t, err := l.Types.Convert(r)
		if err != nil {
			return nil, err
		}
		converted[i] = t
	}
	switch len(converted) {
	case 0:
		return llvm.Void(l.Ctx), nil
	case 1:
		return converted[0], nil
	}
	return llvm.Struct(l.Ctx, converted, false), nil
}
