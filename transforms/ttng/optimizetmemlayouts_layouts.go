package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// This file holds the patterns of triton-nvidia-optimize-tmem-layouts that change the
// register layout of a tensor memory load or store.

// ttngCGA returns the CTA layout of a tensor type's encoding.
func ttngCGA(t *ir.RankedTensorType) (layout.CGALayout, error) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.CGALayout{}, err
	}
	return enc.CTALayout(), nil
}

// sharedVectorWidth returns how many consecutive registers of a tensor of type t go to
// consecutive shared memory offsets of md: 1 when the access cannot be vectorized.
func sharedVectorWidth(t *ir.RankedTensorType, md *ttg.MemDescType) (int, bool) {
	reg, err := layoutattr.TensorLinearLayout(t)
	if err != nil {
		return 0, false
	}
	enc, err := ttg.LayoutEncoding(md.Encoding)
	if err != nil {
		return 0, false
	}
	shape := md.AllocShape
	if len(shape) > len(md.Dims) {
		shape = shape[len(shape)-len(md.Dims):]
	}
	smem, err := layout.ToLinearLayout(enc, shape)
	if err != nil {
		return 0, false
	}
	cvt, err := reg.InvertAndCompose(smem)
	if err != nil {
		return 0, false
	}
	return cvt.NumConsecutiveInOut(), true
}

// layout16x256b returns the #ttg.linear layout of 16x256b messages moving md for op's warps
// and the CTAs of t, with t in that layout; false when the message does not fit or t already
// has it.
func layout16x256b(op *ir.Operation, t *ir.RankedTensorType, md *ttg.MemDescType) (ir.Attribute, *ir.RankedTensorType, bool) {
	if _, ok := md.Encoding.(*ttng.TensorMemoryEncoding); !ok {
		return nil, nil, false
	}
	cga, err := ttngCGA(t)
	if err != nil {
		return nil, nil, false
	}
	ll, ok, err := ttng.TMemRegisterLayout(md, layout.TMem16x256b, numWarpsOf(op), cga)
	if err != nil || !ok {
		return nil, nil, false
	}
	enc, err := layoutattr.FromEncoding(op.Context(), layout.Linear{Layout: ll})
	if err != nil {
		return nil, nil, false
	}
	newType := op.Context().RankedTensorType(t.Dims, t.Elem, enc)
	return enc, newType, newType != t
}

// convertResultAfter gives op's result v type newType and converts it back to its old type
// right after op for its other users.
func convertResultAfter(rw *rewrite.Rewriter, op *ir.Operation, v *ir.Value, newType ir.Type) {
	oldType := v.Type()
	rw.ModifyInPlace(op, func() { v.SetType(newType) })
	rw.SetInsertionPointAfter(op)
	cvt := ttg.BuildConvertLayout(rw, op.Loc(), oldType, v)
	for _, u := range v.Uses() {
		if owner := u.Owner(); owner != cvt.Operation {
			rw.ModifyInPlace(owner, func() { u.Set(cvt.Result()) })
		}
	}
}

// reducesAlongN reports whether the forward slice of v through layout conversions and
// elementwise ops reaches a tt.reduce, and the last one it reaches reduces axis 1.
func reducesAlongN(v *ir.Value) bool {
	found := false
	inSlice := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if r, ok := tt.AsReduce(op); ok {
			axis, _ := r.Axis()
			found = axis == 1
			return
		}
		if _, ok := ttg.AsConvertLayout(op); !ok && !op.HasTrait(ir.Elementwise) {
			return
		}
		for _, res := range op.Results() {
			for _, user := range res.Users() {
				if !inSlice[user] {
					visit(user)
				}
			}
		}
		inSlice[op] = true
	}
	for _, user := range v.Users() {
		if !inSlice[user] {
			visit(user)
		}
	}
	return found
}

// tmemLoadForReduce gives an 8-warp tensor memory load whose result is reduced along N the
// layout that spreads the warps over M, so that the reduction stays within warps, and
// converts it back for its users (Triton's TMemLoadReducePattern).
func tmemLoadForReduce(load ttng.TmemLoadOp, rw *rewrite.Rewriter) error {
	numWarps := numWarpsOf(load.Operation)
	if numWarps != 8 || !reducesAlongN(load.ResultResult()) {
		return rewrite.ErrNoMatch
	}
	oldType := tensorType(load.ResultResult())
	md, ok := load.Src().Type().(*ttg.MemDescType)
	if oldType == nil || !ok {
		return rewrite.ErrNoMatch
	}
	enc, ok, err := ttng.TMemLoadLayoutSplitLongM(rw.Ctx, oldType, md, numWarps)
	if err != nil || !ok || enc == oldType.Encoding {
		return rewrite.ErrNoMatch
	}
	convertResultAfter(rw, load.Operation, load.ResultResult(), rw.Ctx.RankedTensorType(oldType.Dims, oldType.Elem, enc))
	return nil
}

// tmemStoreFromShared gives a tensor memory store the 16x256b message layout, through a
// conversion that remove-layout-conversions then propagates, when its value comes from
// 16-bit local_loads that cannot be vectorized and all of it can take the new layout
// (Triton's TMemFromSharedMemPattern).
func tmemStoreFromShared(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	md, ok := store.Dst().Type().(*ttg.MemDescType)
	oldType := tensorType(store.Src())
	if !ok || oldType == nil {
		return rewrite.ErrNoMatch
	}
	enc, newType, ok := layout16x256b(store.Operation, oldType, md)
	if !ok {
		return rewrite.ErrNoMatch
	}
	var src *ir.OpOperand
	for i := range store.NumOperands() {
		if operand := store.OpOperand(i); operand.Get() == store.Src() {
			src = operand
		}
	}
	slice, ok := ttgpasses.ConvertBackwardSlice(src, enc)
	if !ok {
		return rewrite.ErrNoMatch
	}
	improves := false
	for _, v := range slice {
		load, ok := ttg.AsLocalLoad(v.DefiningOp())
		if !ok {
			continue
		}
		t := tensorType(load.Result())
		if ir.IntOrFloatBitWidth(t.Elem) != 16 {
			return rewrite.ErrNoMatch
		}
		from, _ := load.Src().Type().(*ttg.MemDescType)
		if vec, ok := sharedVectorWidth(t, from); !ok || vec != 1 {
			return rewrite.ErrNoMatch
		}
		improves = true
	}
	if !improves {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(store.Operation)
	cvt := ttg.BuildConvertLayout(rw, store.Loc(), newType, store.Src())
	rw.ModifyInPlace(store.Operation, func() { store.SetSrc(cvt.Result()) })
	return nil
}

// tmemLoadToShared gives a tensor memory load the 16x256b message layout, converted back
// for its users, when its value reaches, through ops that propagate the layout, a store to
// shared memory of elements narrower than 32 bits that cannot be vectorized (Triton's
// TMemToSharedMemPattern).
func tmemLoadToShared(load ttng.TmemLoadOp, rw *rewrite.Rewriter) error {
	md, ok := load.Src().Type().(*ttg.MemDescType)
	oldType := tensorType(load.ResultResult())
	if !ok || oldType == nil {
		return rewrite.ErrNoMatch
	}
	enc, newType, ok := layout16x256b(load.Operation, oldType, md)
	if !ok || !reachesUnvectorizedStore(load.ResultResult(), enc) {
		return rewrite.ErrNoMatch
	}
	convertResultAfter(rw, load.Operation, load.ResultResult(), newType)
	return nil
}

// reachesUnvectorizedStore reports whether v, were it of layout enc, flows through ops that
// propagate layouts (not control flow) into a local_store of elements narrower than 32 bits
// whose current layout cannot be vectorized.
func reachesUnvectorizedStore(v *ir.Value, enc ir.Attribute) bool {
	type item struct {
		v   *ir.Value
		enc ir.Attribute
	}
	work := []item{{v, enc}}
	visited := map[item]bool{}
	for len(work) > 0 {
		cur := work[len(work)-1]
		work = work[:len(work)-1]
		if visited[cur] {
			continue
		}
		visited[cur] = true
		for _, user := range cur.v.Users() {
			if store, ok := ttg.AsLocalStore(user); ok {
				t := tensorType(store.Src())
				dst, _ := store.Dst().Type().(*ttg.MemDescType)
				if t == nil || dst == nil || ir.IntOrFloatBitWidth(t.Elem) >= 32 {
					continue
				}
				if vec, ok := sharedVectorWidth(t, dst); ok && vec == 1 {
					return true
				}
				continue
			}
			if isControlFlow(user) {
				continue
			}
			userEnc := ttgpasses.InferDstEncoding(user, cur.enc)
			if userEnc == nil {
				if _, ok := ttg.AsConvertLayout(user); !ok {
					continue
				}
				userEnc = cur.enc
			}
			for _, r := range user.Results() {
				work = append(work, item{r, userEnc})
			}
		}
	}
	return false
}

// isControlFlow reports whether op branches between regions or blocks, or yields.
func isControlFlow(op *ir.Operation) bool {
	if _, ok := ir.AsRegionBranch(op); ok {
		return true
	}
	if _, ok := ir.AsBranch(op); ok {
		return true
	}
	_, ok := scf.AsYield(op)
	return ok
}
