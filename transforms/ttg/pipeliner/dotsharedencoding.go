package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// swizzledForDotOperand is Triton's SwizzledSharedEncodingAttr::get for a dot operand of an
// Ampere or Hopper MMA: the swizzling that lets ldmatrix read the operand of src's shape and
// element width without bank conflicts; for other parents, the unswizzled layout. It returns
// nil when src's layout has no memory order.
func swizzledForDotOperand(ctx *ir.Context, dot *ttg.DotOperandEncoding, src *ir.RankedTensorType) *ttg.SwizzledSharedEncoding {
	order := orderForMemory(src)
	if order == nil {
		return nil
	}
	mma, ok := dot.Parent.(*ttg.NvidiaMmaEncoding)
	if !ok || (mma.VersionMajor != 2 && mma.VersionMajor != 3) {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, nil)
	}
	bitwidth := ir.IntOrFloatBitWidth(src.Elem)
	k := int(src.Dims[order[0]])
	perPhase := max(1024/(bitwidth*k), 1)
	mmaStride, vec := 8, 4*dot.KWidth
	rank := len(order)
	kDim := rank - 2
	if dot.OpIdx == 0 {
		kDim = rank - 1
	}
	if int(order[0]) != kDim {
		vec, mmaStride = mmaStride, vec
	}
	maxPhase := max(min(mmaStride, 1024/(vec*bitwidth)), 1)
	maxPhase = max(maxPhase/perPhase, 1)
	return ttg.SwizzledShared(ctx, vec, perPhase, maxPhase, order, mma.CGA)
}

// orderForMemory is Triton's getOrderForMemory for a distributed tensor: its layout's order,
// or its thread order where the fastest thread dimension holds one element per thread.
func orderForMemory(t *ir.RankedTensorType) []uint32 {
	lin, ok := linearOf(t)
	if !ok {
		return nil
	}
	order, threadOrder := lin.Order(), lin.ThreadOrder()
	if slices.Equal(order, threadOrder) {
		return order
	}
	contig, err := lin.ElemsPerThread(t.Dims)
	if err == nil && contig[threadOrder[0]] == 1 {
		return threadOrder
	}
	return order
}

// linearOf returns the linear form of a distributed tensor's layout.
func linearOf(t *ir.RankedTensorType) (layout.Linear, bool) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.Linear{}, false
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return layout.Linear{}, false
	}
	lin, err := layout.ToLinear(dist, t.Dims)
	return lin, err == nil
}
