package layout

import "slices"

// This file builds the shared-memory layout that lib/Tools/GenericSwizzling.cpp picks for a
// layout conversion through shared memory: a map from vector, bank, segment and repetition
// bits to the tensor's coordinates. cvtscratch.go chooses its bases.

// Input dimensions of a swizzled shared-memory layout.
const (
	// DimVector indexes the elements one instruction moves per thread.
	DimVector = "vector"
	// DimBank indexes the 32-bit banks of one row of shared memory.
	DimBank = "bank"
	// DimSegment indexes the rows of shared memory one round of the conversion uses.
	DimSegment = "segment"
	// DimReps indexes the rounds that reuse the same rows.
	DimReps = "reps"
)

// Instructions that write or read a swizzled layout, as Triton numbers them.
const (
	// InstrLdSt is ld.shared or st.shared.
	InstrLdSt = 0
	// InstrMatrix is ldmatrix or stmatrix.
	InstrMatrix = 1
	// InstrMatrixTrans is ldmatrix.trans or stmatrix.trans.
	InstrMatrixTrans = 2
)

// Which side of a conversion filled the bank bases of its vector, when ld/st.shared alone
// lower it.
const (
	fillsUnknown = iota
	fillsSrc
	fillsDst
)

// complementBasis is Triton's complementBasis: the unit vectors of dim bits that complete
// basis to a basis of the whole space.
func complementBasis(basis []int32, dim int) []int32 {
	pivots := map[int]bool{}
	for _, r := range rowEchelon(basis) {
		pivots[log2(int32(r&-r))] = true
	}
	var out []int32
	for i := 0; i < dim; i++ {
		if !pivots[i] {
			out = append(out, 1<<i)
		}
	}
	return out
}

// reorderBanks puts first the bank bases that are registers of the side that filled the
// vector (or of the side with more of them), as Triton's optimalSwizzlingLdSt does to
// vectorise a little more when a vector is narrower than 64 bits.
func reorderBanks(banks, regSrc, regDst []int32, fills int) []int32 {
	var inSrc, inDst []int
	for i, b := range banks {
		if slices.Contains(regSrc, b) {
			inSrc = append(inSrc, i)
		}
		if slices.Contains(regDst, b) {
			inDst = append(inDst, i)
		}
	}
	var order []int
	switch {
	case fills == fillsSrc:
		order = inSrc
	case fills == fillsDst:
		order = inDst
	case len(inSrc) > len(inDst):
		order = inSrc
	default:
		order = inDst
	}
	for i := range banks {
		if !slices.Contains(order, i) {
			order = append(order, i)
		}
	}
	out := make([]int32, len(banks))
	for k, i := range order {
		out[k] = banks[i]
	}
	return out
}

// unflatten turns values of one output dimension into bases.
func unflatten(vs []int32) [][]int32 {
	out := make([][]int32, len(vs))
	for i, v := range vs {
		out[i] = []int32{v}
	}
	return out
}

// layout returns the swizzling as a layout from vector, bank, segment and reps to the
// output dimensions outs of the converted tensor.
func (sw swizzling) layout(outs []OutDim) (LinearLayout, error) {
	var total int32 = 1
	for _, o := range outs {
		total *= o.Size
	}
	flat, err := New([]InDim{
		{DimVector, unflatten(sw.vector)},
		{DimBank, unflatten(sw.bank)},
		{DimSegment, unflatten(sw.segment)},
		{DimReps, unflatten(sw.reps)},
	}, []OutDim{{outs[0].Name, total}}, true)
	if err != nil {
		return LinearLayout{}, err
	}
	return flat.ReshapeOuts(outs)
}

// OptimalSwizzlingLdSt is Triton's optimalSwizzlingLdSt: the shared-memory layout through
// which ld.shared and st.shared convert src to dst (both without broadcast registers, over
// register, lane and warp) with the fewest bank conflicts, for elements of bitwidth bits.
func OptimalSwizzlingLdSt(src, dst LinearLayout, bitwidth int) (LinearLayout, error) {
	if err := checkBitwidth(bitwidth); err != nil {
		return LinearLayout{}, err
	}
	srcFlat, err := src.FlattenOuts()
	if err != nil {
		return LinearLayout{}, err
	}
	dstFlat, err := dst.FlattenOuts()
	if err != nil {
		return LinearLayout{}, err
	}
	return optimalSwizzlingLdSt(srcFlat, dstFlat, bitwidth).layout(src.OutDims())
}

// OptimalSwizzlingNV is Triton's optimalSwizzling with the instructions of an NVIDIA GPU of
// the given compute capability: the shared-memory layout through which src converts to dst
// (both without broadcast registers), and the instructions (InstrLdSt, InstrMatrix,
// InstrMatrixTrans) that write and read it.
func OptimalSwizzlingNV(src, dst LinearLayout, computeCapability, bitwidth int) (smem LinearLayout, srcInstr, dstInstr int, err error) {
	if err := checkBitwidth(bitwidth); err != nil {
		return LinearLayout{}, 0, 0, err
	}
	sw, err := optimalSwizzlingNV(src, dst, computeCapability, bitwidth)
	if err != nil {
		return LinearLayout{}, 0, 0, err
	}
	smem, err = sw.layout(src.OutDims())
	if err != nil {
		return LinearLayout{}, 0, 0, err
	}
	return smem, sw.srcInstr, sw.dstInstr, nil
}
