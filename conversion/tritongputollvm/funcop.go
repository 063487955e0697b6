package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// globalAddressSpace is the NVPTX address space of global memory.
const globalAddressSpace = 1

// ConvertFunc is Triton's FuncOpConversion: it replaces a tt.func by an llvm.func with the
// converted argument types and the two trailing global- and profile-scratch pointers Triton
// adds, moves the body over, and casts each converted argument back to its old type at the
// body's start (the casts MLIR's signature conversion leaves). A public function is a kernel:
// it gets nvvm.kernel and nvvm.reqntid (32 threads a warp, whatever the module's warp size,
// as Triton sets it). It returns the new function.
func (l *Lowering) ConvertFunc(fn tt.FuncOp) (llvm.FuncOp, error) {
	body := fn.Body()
	if body.Empty() {
		return llvm.FuncOp{}, ir.OpError(fn.Operation, "cannot lower a function declaration")
	}
	entry := body.Front()
	var params []ir.Type
	for _, a := range entry.Arguments() {
		t, err := l.Types.Convert(a.Type())
		if err != nil {
			return llvm.FuncOp{}, ir.OpError(fn.Operation, "cannot convert argument type: %v", err)
		}
		params = append(params, t)
	}
	scratch := llvm.Pointer(l.Ctx, globalAddressSpace)
	params = append(params, scratch, scratch)
	var argAttrs []ir.Attribute
	if a, ok := fn.ArgAttrsAttr().(*ir.ArrayAttr); ok {
		argAttrs = append(argAttrs, a.Elems...)
	} else {
		for range entry.Arguments() {
			argAttrs = append(argAttrs, l.Ctx.DictionaryAttr(nil))
		}
	}
	argAttrs = append(argAttrs, l.Ctx.DictionaryAttr(nil), l.Ctx.DictionaryAttr(nil))
	name, _ := fn.SymNameAttr().(*ir.StringAttr)
	l.B.SetInsertionPoint(fn.Operation)
	attrs := []ir.NamedAttribute{
		{Name: "sym_name", Value: name},
		{Name: "function_type", Value: l.Ctx.TypeAttr(llvm.Function(l.Ctx, llvm.Void(l.Ctx), params, false))},
		{Name: "linkage", Value: llvm.Enum(l.Ctx, "llvm", "linkage", "external", false)},
		{Name: "CConv", Value: llvm.Enum(l.Ctx, "llvm", "cconv", "ccc", false)},
		{Name: "arg_attrs", Value: l.Ctx.ArrayAttr(argAttrs)},
		{Name: "unnamed_addr", Value: l.Ctx.I64Attr(0)},
		{Name: "visibility_", Value: l.Ctx.I64Attr(0)},
	}
	attrs = append(attrs, fn.Operation.Attrs()...)
	if vis, _ := fn.SymVisibilityAttr().(*ir.StringAttr); vis == nil || vis.Value != "private" {
		attrs = append(attrs,
			ir.NamedAttribute{Name: "nvvm.kernel", Value: l.Ctx.IntegerAttr(l.Ctx.IntegerTypeWithSignedness(1, ir.Unsigned), 1)},
			ir.NamedAttribute{Name: "nvvm.reqntid", Value: l.Ctx.DenseI32ArrayAttr([]int32{int32(32 * l.NumWarps)})})
	}
	attrs = append(attrs, l.clusterDimAttrs()...)
	newFn := llvm.BuildFunc(l.B, fn.Operation.Loc(), attrs...)
	newFn.Body().TakeBody(body)
	l.convertBlockArguments(entry, params[:len(params)-2])
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
	entry.AddArgument(scratch, fn.Operation.Loc())
	entry.AddArgument(scratch, fn.Operation.Loc())
	fn.Operation.Erase()
	return newFn, nil
}

// ReturnPattern is Triton's ReturnOpConversion for functions without results: tt.return
// becomes llvm.return.
func ReturnPattern(op *ir.Operation, l *Lowering) (bool, error) {
	ret, ok := tt.AsReturn(op)
	if !ok {
		return false, nil
	}
	if len(ret.Srcs()) != 0 {
		return true, ir.OpError(op, "lowering a return with values is not supported yet")
	}
	llvm.BuildReturn(l.B, op.Loc(), nil)
	return true, nil
}
