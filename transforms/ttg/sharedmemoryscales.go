package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The pattern of tritongpu-optimize-dot-operands that lets tcgen05 copy block scales straight
// from shared memory (Triton's UseShmemForScales). A scale of a ttng.tc_gen5_mma_scaled that
// is loaded from shared memory and rearranged into the tensor memory scales layout,
//
//	local_load -> reshape to [MN/128, K/4, 32, 4, 4] -> trans {0, 3, 2, 1, 4} -> reshape to [MN, K]
//	-> ttng.tmem_alloc
//
// with layout conversions anywhere in between, is replaced by the same rearrangement of the
// shared memory descriptor (memdesc_reshape, memdesc_trans, memdesc_reshape), provided the
// shared memory holds each 512-element chunk contiguously.

// scaleChunkOrder is the transpose that interleaves the 32x4x4 chunks of block scales.
var scaleChunkOrder = []int32{0, 3, 2, 1, 4}

// scaleChunkElems is the number of scales tcgen05.cp copies as one contiguous chunk.
const scaleChunkElems = 512

// useSharedMemoryForScales rewrites the scale operands of mma that it can read from shared
// memory.
func useSharedMemoryForScales(mma ttng.TcGen5MmaScaledOp, rw *rewrite.Rewriter) error {
	changedA := rewriteScaleOperand(mma.Operation, mma.AScale(), mma.SetAScale, rw)
	changedB := rewriteScaleOperand(mma.Operation, mma.BScale(), mma.SetBScale, rw)
	if !changedA && !changedB {
		return rewrite.ErrNoMatch
	}
	return nil
}

// rewriteScaleOperand replaces the scale operand of mma (read with scale, written with set) by
// its shared memory view when it has one, and erases the tensor memory allocation it leaves
// unused.
func rewriteScaleOperand(mma *ir.Operation, scale *ir.Value, set func(*ir.Value), rw *rewrite.Rewriter) bool {
	view, ok := sharedMemoryScaleOperand(scale, rw)
	if !ok {
		return false
	}
	rw.ModifyInPlace(mma, func() { set(view) })
	alloc := scale.DefiningOp()
	if !slices.ContainsFunc(alloc.Results(), (*ir.Value).HasUses) {
		rw.EraseOp(alloc)
	}
	return true
}

// sharedMemoryScaleOperand matches the chain behind a tensor memory scale and, when it
// matches, builds the shared memory view that replaces it before its ttng.tmem_alloc and
// returns the view.
func sharedMemoryScaleOperand(scale *ir.Value, rw *rewrite.Rewriter) (*ir.Value, bool) {
	if scale == nil {
		return nil, false
	}
	memType, ok := scale.Type().(*ttg.MemDescType)
	if !ok {
		return nil, false
	}
	if _, isScales := memType.Encoding.(*ttng.TensorMemoryScalesEncoding); !isScales {
		return nil, false
	}
	alloc, ok := ttng.AsTmemAlloc(scale.DefiningOp())
	if !ok || alloc.Src() == nil || len(memType.Dims) != 2 {
		return nil, false
	}
	shape2D := memType.Dims
	shape5D := []int64{shape2D[0] / 128, shape2D[1] / 4, 32, 4, 4}
	reshape2D, ok := tt.AsReshape(skipConvertLayouts(alloc.Src()).DefiningOp())
	if !ok || !hasTensorShape(reshape2D.Result(), shape2D) {
		return nil, false
	}
	trans, ok := tt.AsTrans(skipConvertLayouts(reshape2D.Src()).DefiningOp())
	if !ok {
		return nil, false
	}
	if order, isArray := trans.OrderAttr().(*ir.DenseArrayAttr); !isArray || !slices.Equal(order.Int64s(), []int64{0, 3, 2, 1, 4}) {
		return nil, false
	}
	reshape5D, ok := tt.AsReshape(skipConvertLayouts(trans.Src()).DefiningOp())
	if !ok || !hasTensorShape(reshape5D.Result(), shape5D) {
		return nil, false
	}
	localLoad, ok := ttg.AsLocalLoad(skipConvertLayouts(reshape5D.Src()).DefiningOp())
	if !ok {
		return nil, false
	}
	shared := localLoad.Src()
	sharedType, ok := shared.Type().(*ttg.MemDescType)
	if !ok || !tmemCopyCompatible(sharedType, loadedByTMA(shared)) {
		return nil, false
	}
	type5D, err := memDescReshapeType(rw.Ctx, sharedType, shape5D)
	if err != nil {
		return nil, false
	}
	transType, err := memDescTransType(rw.Ctx, type5D, scaleChunkOrder)
	if err != nil {
		return nil, false
	}
	type2D, err := memDescReshapeType(rw.Ctx, transType, shape2D)
	if err != nil {
		return nil, false
	}
	rw.SetInsertionPoint(alloc.Operation)
	view := ttg.BuildMemdescReshape(rw, reshape5D.Loc(), type5D, shared).Result()
	view = ttg.BuildMemdescTrans(rw, trans.Loc(), transType, view,
		ir.NamedAttribute{Name: "order", Value: rw.Ctx.DenseI32ArrayAttr(scaleChunkOrder)}).Result()
	return ttg.BuildMemdescReshape(rw, reshape2D.Loc(), type2D, view).Result(), true
}

// hasTensorShape reports whether v is a ranked tensor of the given shape.
func hasTensorShape(v *ir.Value, shape []int64) bool {
	t, ok := v.Type().(*ir.RankedTensorType)
	return ok && slices.Equal(t.Dims, shape)
}

// loadedByTMA reports whether the shared memory shared is a local_alloc of a
// tt.descriptor_load (through layout conversions).
func loadedByTMA(shared *ir.Value) bool {
	alloc, ok := ttg.AsLocalAlloc(skipConvertLayouts(shared).DefiningOp())
	return ok && alloc.Src() != nil && opIs[tt.DescriptorLoadOp](skipConvertLayouts(alloc.Src()).DefiningOp())
}

// tmemCopyCompatible reports whether tcgen05.cp can copy scales from shared memory of type t:
// each 512-element chunk contiguous, and for a scale not loaded by TMA a 2-D allocation whose
// rows hold whole 32x128-bit chunks.
func tmemCopyCompatible(t *ttg.MemDescType, usesTMA bool) bool {
	if !innermostContiguous(t, scaleChunkElems) {
		return false
	}
	if usesTMA {
		return true
	}
	if len(t.Dims) != 2 {
		return false
	}
	return t.Dims[1]*int64(ir.IntOrFloatBitWidth(t.Elem))%(32*128) == 0
}

// innermostContiguous reports whether the first numElems offsets of shared memory of type t
// hold consecutive elements of its row-major flattening (Triton's isInnermostContiguous).
func innermostContiguous(t *ttg.MemDescType, numElems int) bool {
	ll, err := sharedLinearLayout(t.Encoding, t.Dims)
	if err != nil {
		return false
	}
	rev := ll.OutDimNames()
	slices.Reverse(rev)
	if ll, err = ll.TransposeOuts(rev); err != nil {
		return false
	}
	if ll, err = ll.FlattenOuts(); err != nil {
		return false
	}
	return ll.NumConsecutiveInOut() >= numElems
}
