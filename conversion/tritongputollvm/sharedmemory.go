package tritongputollvm

import (
	"math/bits"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// SharedMemoryBase is Triton's getSharedMemoryBase: the address of op's shared-memory
// allocation (its allocation.offset) in the function's shared memory (StackPointer).
func (l *Lowering) SharedMemoryBase(loc ir.Location, op *ir.Operation) *ir.Value {
	var offset int64
	if a, ok := op.Attr("allocation.offset").(*ir.IntegerAttr); ok {
		offset = a.Value
	}
	off := l.I32(loc, offset)
	return l.GEP(loc, llvm.Pointer(l.Ctx, sharedAddressSpace), l.Ctx.IntegerType(8), l.StackPointer(loc), off)
}

// True emits llvm.mlir.constant(true) : i1.
func (l *Lowering) True(loc ir.Location) *ir.Value { return l.IntConst(loc, l.Ctx.I1(), 1) }

// ExtractBits is Triton's pext_i32: the bits of a selected by mask, packed downwards.
func (l *Lowering) ExtractBits(loc ir.Location, a *ir.Value, mask uint32) *ir.Value {
	if mask == 0xFFFFFFFF {
		return a
	}
	result := l.I32(loc, 0)
	var extracted uint32
	for mask != 0 {
		old := mask
		lowest := mask & -mask
		mask &= lowest + mask
		group := mask ^ old
		lsb := uint32(bits.TrailingZeros32(lowest))
		length := uint32(bits.TrailingZeros32(^(group >> lsb)))
		shift := lsb - extracted
		extracted += length
		masked := llvm.BuildAnd(l.B, loc, l.I32(loc, int64(int32(group))), a).Res()
		result = llvm.BuildOr(l.B, loc, result, llvm.BuildLshr(l.B, loc, masked, l.I32(loc, int64(shift))).Res()).Res()
	}
	return result
}

// Delinearize is Triton's delinearize over a layout's lane or warp dimension: the
// coordinates per tensor dimension of the linear id, and whether this thread holds the
// first copy of its data along dim.
func (l *Lowering) Delinearize(loc ir.Location, ll layout.LinearLayout, dim string, linear *ir.Value) ([]*ir.Value, *ir.Value) {
	masks := zeroBasisMasks(ll)
	rep := l.True(loc)
	if free := masks[dim]; free != 0 {
		rep = l.ICmp(loc, "eq", llvm.BuildAnd(l.B, loc, l.I32(loc, int64(free)), linear).Res(), l.I32(loc, 0))
		linear = l.ExtractBits(loc, linear, uint32(^free&(ll.InDimSize(dim)-1)))
	}
	lin := layout.Linear{Layout: ll}
	var shape, order []uint32
	if dim == layout.DimLane {
		shape, order = lin.ThreadsPerWarp(), lin.ThreadOrder()
	} else {
		shape, order = lin.WarpsPerCTA(), lin.WarpOrder()
	}
	out := make([]*ir.Value, len(shape))
	remained := linear
	for _, d := range order {
		size := l.I32(loc, int64(shape[d]))
		out[d] = llvm.BuildUrem(l.B, loc, remained, size).Res()
		remained = llvm.BuildUdiv(l.B, loc, remained, size).Res()
	}
	return out, rep
}

// Linearize is Triton's linearize: the offset of coordinates idx in an array of the given
// shape whose dimensions run in order, fastest first.
func (l *Lowering) Linearize(loc ir.Location, idx []*ir.Value, shape []int32, order []uint32) *ir.Value {
	linear := l.I32(loc, 0)
	if len(idx) == 0 {
		return linear
	}
	linear = idx[order[len(order)-1]]
	for i := len(order) - 2; i >= 0; i-- {
		d := order[i]
		size := l.I32(loc, int64(shape[d]))
		linear = llvm.BuildAdd(l.B, loc, llvm.BuildMul(l.B, loc, linear, size).Res(), idx[d]).Res()
	}
	return linear
}
