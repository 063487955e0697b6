package layout

import "fmt"

// SM120DotScaledScaleLayout returns the register layout in which the mma.sync block-scaled
// instructions of sm_120 read the scale of operand opIdx (Triton's
// getSM120DotScaledScaleLayout): a scale tensor of shape [M or N, K / group] whose K scales
// sit in each thread's registers, its M or N rows spread over the lanes of each quad group
// (A also over the lane pair 8 apart) and over the warps of the MMA's warpsPerCTA along M for
// A, along N for B, broadcast over the other warps, then tiled by the CTA layout cga.
func SM120DotScaledScaleLayout(shape []int64, opIdx int, warpsPerCTA []uint32, cga CGALayout) (LinearLayout, error) {
	if len(shape) != 2 || len(warpsPerCTA) != 2 {
		return LinearLayout{}, fmt.Errorf("sm_120 scale layout of a rank %d scale with rank %d warps", len(shape), len(warpsPerCTA))
	}
	names := standardOutDimNames(2)
	laneBases := [][]int32{{0, 0}, {0, 0}, {1, 0}, {2, 0}, {4, 0}}
	order := []uint32{0, 1}
	mmaWarps := []uint32{warpsPerCTA[1], warpsPerCTA[0]}
	if opIdx == 0 {
		laneBases[0] = []int32{8, 0}
		order = []uint32{1, 0}
		mmaWarps = []uint32{warpsPerCTA[0], warpsPerCTA[1]}
	}
	regs, err := Identity1D(int32(shape[1]), DimRegister, names[1])
	if err != nil {
		return LinearLayout{}, err
	}
	lanes, err := NewInferred([]InDim{{Name: DimLane, Bases: laneBases}}, names)
	if err != nil {
		return LinearLayout{}, err
	}
	warps, err := broadcastedDotOperandLayout(mmaWarps, order, 1, DimWarp)
	if err != nil {
		return LinearLayout{}, err
	}
	ll, err := regs.Mul(lanes)
	if err != nil {
		return LinearLayout{}, err
	}
	if ll, err = ll.Mul(warps); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(ll, cga, shape)
}
