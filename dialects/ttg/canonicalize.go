package ttg

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The folders of TritonGPU's ops and the canonicalization of ttg.warp_specialize
// (lib/Dialect/TritonGPU/IR/Ops.cpp), which the op definitions in ops.go name. The
// canonicalization patterns of ttg.convert_layout need the layout algebra and live in package
// dialects/ttg/convertlayout.

// warpSpecializePatterns adds Triton's WarpSpecializeOp::canonicalize, a function pattern,
// which MLIR leaves unnamed: ttgo labels it with the method's name.
func warpSpecializePatterns(add ir.PatternAdder) {
	add(rewrite.NewPattern("ttg.warp_specialize", 1, canonicalizeWarpSpecialize).WithLabel("WarpSpecializeOp::canonicalize"))
}

func foldValue(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

// foldMemDescTrans: memdesc_trans(x, order = iota) -> x;
// memdesc_trans(memdesc_trans(x, o1), o2) -> memdesc_trans(x, o1∘o2), in place.
func foldMemDescTrans(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	order, ok := op.Attr("order").(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	outer := order.Int64s()
	if isIota(outer) {
		return foldValue(op.Operand(0)), true
	}
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "ttg.memdesc_trans" {
		return nil, false
	}
	innerOrder, ok := inner.Attr("order").(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	composed := applyPermutation(innerOrder.Int64s(), outer)
	op.SetAttr("order", op.Context().DenseI32ArrayAttr(composed))
	op.SetOperand(0, inner.Operand(0))
	return nil, true
}

// isIota reports whether order is 0, 1, ..., n-1.
func isIota(order []int64) bool {
	for i, o := range order {
		if o != int64(i) {
			return false
		}
	}
	return true
}

// applyPermutation returns in permuted by perm: out[i] = in[perm[i]].
func applyPermutation(in, perm []int64) []int32 {
	out := make([]int32, len(perm))
	for i, p := range perm {
		out[i] = int32(in[p])
	}
	return out
}

// foldMemDescReinterpret: a reinterpret to the source's own type is a no-op.
func foldMemDescReinterpret(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.Result(0).Type() != op.Operand(0).Type() {
		return nil, false
	}
	return foldValue(op.Operand(0)), true
}

// foldLocalAlloc: an immutable local_alloc(local_load(m)) of m's own type is m.
func foldLocalAlloc(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	t, ok := op.Result(0).Type().(*MemDescType)
	if !ok || t.Mutable || op.NumOperands() == 0 {
		return nil, false
	}
	load := op.Operand(0).DefiningOp()
	if load == nil || load.Name() != "ttg.local_load" {
		return nil, false
	}
	src := load.Operand(0)
	if src.Type() != ir.Type(t) {
		return nil, false
	}
	return foldValue(src), true
}

var _ tt.ExpandDimsLayout = (*SliceEncoding)(nil)

// ExpandDimsEncoding returns the parent layout for an expand_dims along the sliced dimension,
// as Triton's inferExpandDimsOpEncoding; a slice expands along no other axis.
func (e *SliceEncoding) ExpandDimsEncoding(axis int) (ir.Attribute, bool) {
	if axis != e.Dim {
		return nil, false
	}
	return e.Parent, true
}

// canonicalizeWarpSpecialize drops the captures that no partition uses or that repeat an
// earlier capture, and the results that nothing uses.
func canonicalizeWarpSpecialize(op *ir.Operation, rw *rewrite.Rewriter) error {
	partitions := partitionRegions(op)
	unusedArgs := make([]bool, op.NumOperands())
	unusedResults := make([]bool, op.NumResults())
	anyArg, anyResult := false, false
	for i, r := range op.Results() {
		if !r.HasUses() {
			unusedResults[i], anyResult = true, true
		}
	}
	first := map[*ir.Value]int{}
	for i, capture := range op.Operands() {
		used := false
		for _, r := range partitions {
			used = used || r.Front().Argument(i).HasUses()
		}
		if !used {
			unusedArgs[i], anyArg = true, true
			continue
		}
		dup, seen := first[capture]
		if !seen {
			first[capture] = i
			continue
		}
		rw.ModifyInPlace(op, func() {
			for _, r := range partitions {
				rw.ReplaceAllUsesWith(r.Front().Argument(i), r.Front().Argument(dup))
			}
		})
		unusedArgs[i], anyArg = true, true
	}
	if !anyArg && !anyResult {
		return rewrite.ErrNoMatch
	}
	if anyArg {
		rw.ModifyInPlace(op, func() {
			for _, r := range partitions {
				for i := len(unusedArgs) - 1; i >= 0; i-- {
					if unusedArgs[i] {
						r.Front().EraseArgument(i)
					}
				}
			}
			op.SetOperands(keep(op.Operands(), unusedArgs))
		})
	}
	if !anyResult {
		return nil
	}
	for _, b := range op.Region(0).Blocks() {
		if y := b.Terminator(); y != nil && y.Name() == "ttg.warp_yield" {
			rw.ModifyInPlace(y, func() { y.SetOperands(keep(y.Operands(), unusedResults)) })
		}
	}
	st := &ir.OperationState{Name: op.Name(), Loc: op.Loc(), Operands: op.Operands(),
		Types: keep(op.ResultTypes(), unusedResults), Props: op.Props(), Attrs: op.Attrs()}
	st.AddRegion().TakeBody(op.Region(0))
	st.AddRegion().TakeBody(op.Region(1))
	n := rw.Create(st)
	next := 0
	for i, r := range op.Results() {
		if !unusedResults[i] {
			r.ReplaceAllUsesWith(n.Result(next))
			next++
		}
	}
	rw.EraseOp(op)
	return nil
}

// keep returns the elements of vs whose drop flag is false.
func keep[T any](vs []T, drop []bool) []T {
	var out []T
	for i, v := range vs {
		if !drop[i] {
			out = append(out, v)
		}
	}
	return out
}
