package layout

import (
	"fmt"
	"slices"
)

// The choices Triton 3.6 makes when it turns a dot into a tensor-core instruction
// (lib/Dialect/TritonGPU/Transforms/Utility.cpp, AccelerateMatmul.cpp): the instruction
// shape, how the warps tile the result, and the shared layout wgmma reads its operands from.

// MMAElementClass says which wgmma instruction family an operand element type belongs to.
type MMAElementClass int

// The element classes of MMAv3InstrShape.
const (
	// MMAFloat is f16, bf16, f32 and the fp8 types wgmma takes (E5M2, E4M3FN, E4M3FNUZ).
	MMAFloat MMAElementClass = iota
	// MMAInt8 is i8.
	MMAInt8
	// MMAOther is every other element type: wgmma has no instruction for it.
	MMAOther
)

// mmaV3FloatN and mmaV3Int8N are the N sizes of the wgmma instructions, largest first.
var (
	mmaV3FloatN = []uint32{256, 248, 240, 232, 224, 216, 208, 200, 192, 184, 176, 168, 160, 152, 144, 136,
		128, 120, 112, 104, 96, 88, 80, 72, 64, 56, 48, 40, 32, 24, 16, 8}
	mmaV3Int8N = []uint32{224, 208, 192, 176, 160, 144, 128, 112, 96, 80, 64, 48, 32, 24, 16, 8}
)

// MMAv2InstrShape returns the mma.sync instruction shape for a result of the given rank:
// 16x8 over the last two dimensions, 1 over batch dimensions.
func MMAv2InstrShape(rank int) []uint32 {
	s := make([]uint32, rank)
	for i := range s {
		s[i] = 1
	}
	s[rank-1], s[rank-2] = 8, 16
	return s
}

// MMAv3InstrShape returns the wgmma instruction shape [16, N, K] for a result of shapePerCTA
// ([M, N]) whose operands have elemBits-bit elements of class class: the largest N that
// divides the result's N and fits the N one warp group covers.
func MMAv3InstrShape(shapePerCTA []int64, elemBits int, class MMAElementClass, numWarps int) ([]uint32, error) {
	if len(shapePerCTA) != 2 || shapePerCTA[0]%64 != 0 || shapePerCTA[1]%8 != 0 {
		return nil, fmt.Errorf("wgmma does not support a %v result", shapePerCTA)
	}
	var valid []uint32
	switch class {
	case MMAFloat:
		valid = mmaV3FloatN
	case MMAInt8:
		valid = mmaV3Int8N
	}
	const m = 16
	mWarps := max(uint32(shapePerCTA[0])/m, 1)
	nWarps := max(uint32(numWarps)/mWarps, 1)
	maxN := max(uint32(shapePerCTA[1])/nWarps, 8)
	for _, n := range valid {
		if uint32(shapePerCTA[1])%n == 0 && n <= maxN {
			return []uint32{m, n, uint32(256 / elemBits)}, nil
		}
	}
	return nil, fmt.Errorf("wgmma has no instruction for a %v result of %d-bit elements", shapePerCTA, elemBits)
}

// MMAv2WarpsPerTile returns how numWarps warps tile a 2D mma.sync result of shape: it balances
// the 16x8 tiles each warp repeats along M and N, giving ties to M (the A operand's tile is the
// larger), which keeps the registers operands take low.
func MMAv2WarpsPerTile(shape []int64, numWarps int) []uint32 {
	warps := []int64{1, 1}
	reps := []int64{ceilDiv(shape[0], 16), ceilDiv(shape[1], 8)}
	for warps[0]*warps[1] < int64(numWarps) {
		if reps[0] >= reps[1] {
			warps[0] *= 2
			if reps[0] != 1 {
				reps[0] /= 2
			}
		} else {
			warps[1] *= 2
			reps[1] /= 2
		}
	}
	return []uint32{uint32(warps[0]), uint32(warps[1])}
}

// MMAv3WarpsPerTile returns how numWarps warps tile a wgmma result of shape: a warp group of
// [4, 1] doubled along M while M has 16-row tiles left for the warps, else along N.
func MMAv3WarpsPerTile(shape []int64, numWarps int) []uint32 {
	ret := []uint32{4, 1}
	for int(ret[0]*ret[1]) < numWarps {
		if shape[0] > 16*int64(ret[0]) {
			ret[0] *= 2
		} else {
			ret[1] *= 2
		}
	}
	return ret
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// NVMMASwizzle returns the swizzling width and transposition of the #ttg.nvmma_shared layout
// for a tensor of shapePerCTA stored in order (fastest dimension first) with elemBits-bit
// elements (two per byte-pair when fp4Padded): the widest of 128, 64 and 32 bytes that divides
// the contiguous dimension's bytes, or 0 when fewer than 8 rows follow.
func NVMMASwizzle(shapePerCTA []int64, order []uint32, elemBits int, fp4Padded bool) (swizzle int, transposed bool) {
	packing := int64(1)
	if fp4Padded {
		packing = 2
	}
	contigBytes := shapePerCTA[order[0]] * packing * int64(elemBits) / 8
	for _, w := range []int64{128, 64, 32} {
		if contigBytes >= w && contigBytes%w == 0 {
			swizzle = int(w)
			break
		}
	}
	outer := int64(1)
	for _, d := range order[1:] {
		outer *= shapePerCTA[d]
	}
	if len(shapePerCTA) < 2 || outer < 8 {
		swizzle = 0
	}
	return swizzle, order[0] == 0
}

// OrderForMemory returns the order in which a tensor of shape held in enc is best stored in
// shared memory: enc's order, or its lanes' order where each thread holds a single element
// along the lanes' fastest dimension (registers then say nothing about contiguity).
func OrderForMemory(enc Distributed, shape []int64) ([]uint32, error) {
	l, err := ToLinear(enc, shape)
	if err != nil {
		return nil, err
	}
	order, threadOrder := l.Order(), l.ThreadOrder()
	if slices.Equal(order, threadOrder) {
		return order, nil
	}
	contig, err := l.ElemsPerThread(shape)
	if err != nil {
		return nil, err
	}
	if contig[threadOrder[0]] == 1 {
		return threadOrder, nil
	}
	return order, nil
}

// MMAOperandSwizzle returns the vec, perPhase and maxPhase of the #ttg.swizzled_shared layout
// an mma.sync or wgmma operand opIdx with the given kWidth is loaded from (ldmatrix): rows of
// vec elements swizzled so that a warp's accesses cover all 32 banks. shapePerCTA and order
// (fastest first) describe the stored tensor, bits its elements; needTrans says the operand is
// read transposed, which exchanges the roles of the K and M/N dimensions.
func MMAOperandSwizzle(opIdx int, kWidth int, shapePerCTA []int64, order []uint32, bits int, needTrans bool) (vec, perPhase, maxPhase int) {
	k := int(shapePerCTA[order[0]])
	perPhase = max(1024/(bits*k), 1)
	mmaStride := 8
	vec = 4 * kWidth
	if needTrans {
		vec, mmaStride = mmaStride, vec
	}
	rank := len(order)
	kDim := rank - 2
	if opIdx == 0 {
		kDim = rank - 1
	}
	if int(order[0]) != kDim {
		vec, mmaStride = mmaStride, vec
	}
	maxPhase = max(min(mmaStride, 1024/(vec*bits)), 1)
	maxPhase = max(maxPhase/perPhase, 1)
	return vec, perPhase, maxPhase
}
