package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/convertlayout"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The layout patterns of tritongpu-optimize-thread-locality: reshapes that may reorder
// elements and gathers get layouts that keep their reductions and gathers within threads and
// warps.

// moduleIntAttr returns the integer attribute name of the outermost op around op (the
// module), or def.
func moduleIntAttr(op *ir.Operation, name string, def int) int {
	for op.ParentOp() != nil {
		op = op.ParentOp()
	}
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return def
}

// reshapeLayoutForReduce gives a reordering tt.reshape whose users reduce along one axis a
// blocked layout that keeps that axis within each thread, converting back for the other
// users (Triton's OptimizeReshapeLayoutPattern).
func reshapeLayoutForReduce(reshape tt.ReshapeOp, rw *rewrite.Rewriter) error {
	if !reshape.AllowReorder() {
		return rewrite.ErrNoMatch
	}
	axis := -1
	for _, u := range reshape.Result().Users() {
		reduce, ok := tt.AsReduce(u)
		if !ok {
			continue
		}
		a, _ := reduce.Axis()
		if axis >= 0 && int(a) != axis {
			return rewrite.ErrNoMatch
		}
		axis = int(a)
	}
	if axis < 0 {
		return rewrite.ErrNoMatch
	}
	tensorType := reshape.Result().Type().(*ir.RankedTensorType)
	if blocked, ok := tensorType.Encoding.(*ttg.BlockedEncoding); ok {
		cga := layout.CGALayout{Bases: blocked.CGA}
		if blocked.ThreadsPerWarp[axis] == 1 && blocked.WarpsPerCTA[axis] == 1 && cga.CTAsPerCGA(len(tensorType.Dims))[axis] == 1 {
			return rewrite.ErrNoMatch
		}
	}
	enc, err := ttg.LayoutEncoding(tensorType.Encoding)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return rewrite.ErrNoMatch
	}
	lin, err := layout.ToLinear(dist, tensorType.Dims)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	var order []uint32
	for _, d := range lin.Order() {
		if int(d) != axis {
			order = append(order, d)
		}
	}
	order = append(order, uint32(axis))
	sizePerThread := make([]uint32, len(tensorType.Dims))
	for i := range sizePerThread {
		sizePerThread[i] = 1
	}
	numWarps, err := requireNumWarps(reshape.Operation)
	if err != nil {
		return err
	}
	blocked, err := layout.BlockedForShape(tensorType.Dims, sizePerThread, order, numWarps,
		moduleIntAttr(reshape.Operation, "ttg.threads-per-warp", 32), moduleIntAttr(reshape.Operation, "ttg.num-ctas", 1))
	if err != nil {
		return rewrite.ErrNoMatch
	}
	newEnc, err := layoutattr.FromEncoding(rw.Ctx, blocked)
	if err != nil || newEnc == tensorType.Encoding {
		return rewrite.ErrNoMatch
	}
	newType := rw.Ctx.RankedTensorType(tensorType.Dims, tensorType.Elem, newEnc)
	if convertlayout.IsExpensiveView(reshape.Src().Type(), newType) {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(reshape.Operation, func() {
		reshape.Result().SetType(newType)
		reshape.SetEfficientLayout(true)
	})
	rw.SetInsertionPointAfter(reshape.Operation)
	cvt := ttg.BuildConvertLayout(rw, reshape.Loc(), tensorType, reshape.Result())
	replaceAllUsesExcept(rw, reshape.Result(), cvt.Result(), cvt.Operation)
	return nil
}

// replaceAllUsesExcept redirects the uses of from to to, except those by except.
func replaceAllUsesExcept(rw *rewrite.Rewriter, from, to *ir.Value, except *ir.Operation) {
	for _, u := range from.Uses() {
		if owner := u.Owner(); owner != except {
			rw.ModifyInPlace(owner, func() { u.Set(to) })
		}
	}
}

// gatherLayout gives a tt.gather, its source and its indices a blocked layout in which each
// gather column lies within one warp, with as few index shuffles as possible (Triton's
// OptimizeGatherLayoutPattern).
func gatherLayout(gather tt.GatherOp, rw *rewrite.Rewriter) error {
	if gather.EfficientLayout() {
		return rewrite.ErrNoMatch
	}
	srcType := gather.Src().Type().(*ir.RankedTensorType)
	idxType := gather.Indices().Type().(*ir.RankedTensorType)
	rank := len(srcType.Dims)
	if rank == 1 || slices.Contains(srcType.Dims, 0) {
		return rewrite.ErrNoMatch
	}
	a, _ := gather.Axis()
	axis := int(a)
	numThreads := moduleIntAttr(gather.Operation, "ttg.threads-per-warp", 32)
	numWarps, err := requireNumWarps(gather.Operation)
	if err != nil {
		return err
	}
	enc, err := ttg.LayoutEncoding(srcType.Encoding)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return rewrite.ErrNoMatch
	}
	lin, err := layout.ToLinear(dist, srcType.Dims)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	threads := make([]uint32, rank)
	warps := make([]uint32, rank)
	order := []uint32{uint32(axis)}
	threads[axis] = uint32(min(srcType.Dims[axis], int64(numThreads)))
	threadsLeft := uint32(numThreads) / threads[axis]
	for _, d := range lin.ThreadOrder() {
		if int(d) == axis {
			continue
		}
		order = append(order, d)
		threads[d] = uint32(min(srcType.Dims[d], int64(threadsLeft)))
		threadsLeft /= threads[d]
	}
	warps[axis] = 1
	warpsLeft := uint32(numWarps)
	for _, d := range lin.WarpOrder() {
		if int(d) == axis {
			continue
		}
		warps[d] = min(uint32(srcType.Dims[d])/threads[d], warpsLeft)
		if warps[d] == 0 {
			return rewrite.ErrNoMatch
		}
		warpsLeft /= warps[d]
	}
	sizePerThread := make([]uint32, rank)
	for i := range sizePerThread {
		sizePerThread[i] = 1
	}
	sizePerThread[axis] = uint32(srcType.Dims[axis]) / threads[axis]
	threads[axis] *= threadsLeft
	warps[axis] *= warpsLeft
	newEnc := ttg.Blocked(rw.Ctx, sizePerThread, threads, warps, order, cgaAttr(dist.CTALayout()))
	rw.SetInsertionPoint(gather.Operation)
	src := ttg.BuildConvertLayout(rw, gather.Loc(), rw.Ctx.RankedTensorType(srcType.Dims, srcType.Elem, newEnc), gather.Src()).Result()
	idx := ttg.BuildConvertLayout(rw, gather.Loc(), rw.Ctx.RankedTensorType(idxType.Dims, idxType.Elem, newEnc), gather.Indices()).Result()
	resType := gather.Result().Type().(*ir.RankedTensorType)
	rw.SetInsertionPointAfter(gather.Operation)
	out := ttg.BuildConvertLayout(rw, gather.Loc(), resType, gather.Result())
	replaceAllUsesExcept(rw, gather.Result(), out.Result(), out.Operation)
	rw.ModifyInPlace(gather.Operation, func() {
		gather.SetSrc(src)
		gather.SetIndices(idx)
		gather.Result().SetType(rw.Ctx.RankedTensorType(resType.Dims, resType.Elem, newEnc))
		gather.SetEfficientLayout(true)
	})
	return nil
}

// insertAt returns v with x inserted at index i.
func insertAt[T any](v []T, i int, x T) []T {
	return slices.Insert(slices.Clone(v), i, x)
}
