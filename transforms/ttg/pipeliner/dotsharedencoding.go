package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// swizzledForDotOperand is Triton's SwizzledSharedEncodingAttr::get for a dot operand of an
// Ampere or Hopper MMA: the swizzling that lets ldmatrix read the operand of src's shape and
// element width (src a tensor or a shared memory descriptor) without bank conflicts; for
// other parents, the unswizzled layout. It returns nil when src has no memory order.
func swizzledForDotOperand(ctx *ir.Context, dot *ttg.DotOperandEncoding, src ir.Type) *ttg.SwizzledSharedEncoding {
	var order []uint32
	var dims []int64
	var elem ir.Type
	switch t := src.(type) {
	case *ir.RankedTensorType:
		order, dims, elem = orderForMemory(t), t.Dims, t.Elem
	case *ttg.MemDescType:
		order, dims, elem = sharedOrder(t), t.Dims, t.Elem
	}
	if order == nil {
		return nil
	}
	return SwizzledForNvidiaDotOperand(ctx, dot, dims, order, ir.IntOrFloatBitWidth(elem))
}

// SwizzledForNvidiaDotOperand is Triton's SwizzledSharedEncodingAttr::get for a dot operand
// of an Ampere or Hopper MMA, of the given shape, memory order and element width; for other
// parents, the unswizzled layout in that order.
func SwizzledForNvidiaDotOperand(ctx *ir.Context, dot *ttg.DotOperandEncoding, dims []int64, order []uint32, bitwidth int) *ttg.SwizzledSharedEncoding {
	mma, ok := dot.Parent.(*ttg.NvidiaMmaEncoding)
	if !ok || (mma.VersionMajor != 2 && mma.VersionMajor != 3) {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, nil)
	}
	k := int(dims[order[0]])
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

// sharedOrder is the order of a shared memory descriptor's layout (Triton's getOrder for
// shared encodings): a swizzled layout's own, or for an NVMMA layout the row-major order,
// transposed when it is.
func sharedOrder(t *ttg.MemDescType) []uint32 {
	switch e := t.Encoding.(type) {
	case *ttg.SwizzledSharedEncoding:
		return e.Order
	case *ttg.NVMMASharedEncoding:
		rank := len(t.Dims)
		order := make([]uint32, rank)
		for i := range order {
			order[i] = uint32(rank - 1 - i)
		}
		if e.Transposed && rank >= 2 {
			order[0], order[1] = order[1], order[0]
		}
		return order
	}
	return nil
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
