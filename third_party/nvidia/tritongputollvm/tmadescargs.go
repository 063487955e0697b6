package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/nvvm"
	"slices"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// tensorDescArgs returns the indices of a function's tensor descriptor arguments.
func tensorDescArgs(fn tt.FuncOp) []int {
	if fn.Body().Empty() {
		return nil
	}
	var idx []int
	for i, a := range fn.Body().Front().Arguments() {
		if _, ok := a.Type().(*tt.TensorDescType); ok {
			idx = append(idx, i)
		}
	}
	return idx
}

// markTMADescriptorArgs is Triton's handling of tensor descriptor arguments of CUDA kernels
// (amendFuncOp and handleByvalTmaDescArgs): the given arguments are marked tt.nv_tma_desc,
// and every argument so marked is passed by value as a 128-byte, 64-byte aligned grid
// constant.
func markTMADescriptorArgs(fn llvm.FuncOp, args []int) {
	ctx := fn.Operation.Context()
	attrs, ok := fn.ArgAttrsAttr().(*ir.ArrayAttr)
	if !ok {
		return
	}
	elems := append([]ir.Attribute(nil), attrs.Elems...)
	for i, e := range elems {
		var entries []ir.NamedAttribute
		if d, ok := e.(*ir.DictionaryAttr); ok {
			entries = append(entries, d.Entries...)
		}
		if slices.Contains(args, i) {
			entries = append(entries, ir.NamedAttribute{Name: "tt.nv_tma_desc", Value: ctx.I32Attr(1)})
		}
		if ir.LookupAttr(entries, "tt.nv_tma_desc") == nil {
			continue
		}
		entries = append(entries,
			ir.NamedAttribute{Name: "llvm.byval", Value: ctx.TypeAttr(llvm.Array(ctx, ctx.IntegerType(8), 128))},
			ir.NamedAttribute{Name: nvvm.ArgAttrGridConstant, Value: ctx.UnitAttr()},
			ir.NamedAttribute{Name: "llvm.align", Value: ctx.I32Attr(64)})
		elems[i] = ctx.DictionaryAttr(entries)
	}
	fn.SetArgAttrsAttr(ctx.ArrayAttr(elems))
}
