package layout

import "fmt"

// wmmaWarpSize is the number of lanes of the wavefronts WMMA layouts assume.
const wmmaWarpSize = 32

// AMDWmma is #ttg.amd_wmma: the accumulator layout of AMD WMMA instructions (RDNA) of
// InstrShape [M, N, K], each warp computing TilesPerWarp instruction tiles. Version 1 spreads
// a lane's registers over every other row, versions 2 and 3 over consecutive rows;
// IsTranspose swaps rows and columns inside a tile.
type AMDWmma struct {
	Version                               int
	IsTranspose                           bool
	WarpsPerCTA, InstrShape, TilesPerWarp []uint32
	CGA                                   CGALayout
}

func (AMDWmma) distributed() {}

// Rank returns the number of dimensions of the layout.
func (w AMDWmma) Rank() int { return len(w.WarpsPerCTA) }

// CTALayout returns the CGA field.
func (w AMDWmma) CTALayout() CGALayout { return w.CGA }

// RepOrder returns the row-major matrix order (Triton's getDefaultMmaOrder).
func (w AMDWmma) RepOrder() []uint32 { return matrixOrder(w.Rank(), true) }

// Validate checks the version, the rank, the instruction shape and the tiles per warp.
func (w AMDWmma) Validate() error {
	if w.Version < 1 || w.Version > 3 {
		return fmt.Errorf("amd_wmma: version must be 1, 2 or 3, got %d", w.Version)
	}
	return validateAMDParams("amd_wmma", w.WarpsPerCTA, w.InstrShape, w.TilesPerWarp, w.CGA)
}

// ToLinearLayout returns the accumulator layout as Triton's
// AMDWmmaEncodingAttr::toLinearLayout: a 16x16 tile holds 8 registers a lane along M (every
// other row in version 1, consecutive rows otherwise) and 16 lanes along N, the other 16
// lanes taking the next row (version 1) or the next 8 rows; tiles then repeat N first over
// the tensor as for MFMA.
func (w AMDWmma) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := w.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(w, shape); err != nil {
		return LinearLayout{}, err
	}
	rank := len(shape)
	names := standardOutDimNames(rank)
	threadOrder := matrixOrder(rank, !w.IsTranspose)
	registers := [][]int32{{0, 1}, {0, 2}, {0, 4}}
	gap := []int32{0, 8}
	if w.Version == 1 {
		registers = [][]int32{{0, 2}, {0, 4}, {0, 8}}
		gap = []int32{0, 1}
	}
	lanes := [][]int32{{1, 0}, {2, 0}, {4, 0}, {8, 0}, gap}
	cta, err := NewInferred([]InDim{{DimRegister, registers}, {DimLane, lanes}}, []string{names[threadOrder[0]], names[threadOrder[1]]})
	if err != nil {
		return LinearLayout{}, err
	}
	order := w.RepOrder()
	dimM, dimN := names[order[1]], names[order[0]]
	if cta, err = cta.TransposeOuts([]string{dimN, dimM}); err != nil {
		return LinearLayout{}, err
	}
	if cta, err = extendAMDTiles(cta, shape, w.TilesPerWarp, w.WarpsPerCTA, int32(w.InstrShape[1]), dimN, dimM); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, w.CGA, shape)
}

// wmmaOperandToLinearLayout is Triton's wmmaDotOperandToLinearLayout: each lane holds kWidth
// consecutive K elements; lanes run along the non-K dimension, then along K (version 1
// repeats the same K elements there instead); registers repeat the tile along K up to the
// instruction's K (the operand's K, with several tiles per warp along the non-K dimension)
// and warps are broadcast along K.
func (d DotOperand) wmmaOperandToLinearLayout(wmma AMDWmma, shape []int64) (LinearLayout, error) {
	rank := len(shape)
	names := standardOutDimNames(rank)
	order := orderForDotOperand(d.OpIdx, rank, true)
	dimK, dimNonK := names[order[0]], names[order[1]]
	kDim := int32(wmma.InstrShape[2])
	nonKIndex, kIndex := rank-1, rank-2
	nonKDim := int32(wmma.InstrShape[1])
	if d.OpIdx == 0 {
		nonKIndex, kIndex = rank-2, rank-1
		nonKDim = int32(wmma.InstrShape[0])
	}
	tilesNonK := int32(wmma.TilesPerWarp[nonKIndex])
	kSize := int32(shape[kIndex])
	kWidth := int32(d.KWidth)
	depth := wmmaWarpSize / nonKDim
	tile, err := mulSteps(Empty(), layoutStep{kWidth, DimRegister, dimK}, layoutStep{nonKDim, DimLane, dimNonK})
	if err != nil {
		return LinearLayout{}, err
	}
	if wmma.Version == 1 {
		zeros, err := Zeros1D(depth, DimLane, dimK, 1)
		if err != nil {
			return LinearLayout{}, err
		}
		if tile, err = tile.Mul(zeros); err != nil {
			return LinearLayout{}, err
		}
	} else if tile, err = mulSteps(tile, layoutStep{depth, DimLane, dimK}); err != nil {
		return LinearLayout{}, err
	}
	kTileSize := depth * kWidth
	if tilesNonK > 1 {
		tile, err = mulSteps(tile, layoutStep{max(kSize, kDim) / kTileSize, DimRegister, dimK}, layoutStep{tilesNonK, DimRegister, dimNonK})
	} else {
		tile, err = mulSteps(tile, layoutStep{kDim / kTileSize, DimRegister, dimK})
	}
	if err != nil {
		return LinearLayout{}, err
	}
	if rank == 3 {
		dimB := names[order[2]]
		if tile, err = mulSteps(tile, layoutStep{1, DimRegister, dimB}, layoutStep{1, DimLane, dimB}); err != nil {
			return LinearLayout{}, err
		}
	}
	warps, err := broadcastedDotOperandLayout(wmma.WarpsPerCTA, wmma.RepOrder(), kIndex, DimWarp)
	if err != nil {
		return LinearLayout{}, err
	}
	repNames := make([]string, rank)
	for i, o := range order {
		repNames[i] = names[o]
	}
	if tile, err = transposeOutsWith(tile, repNames...); err != nil {
		return LinearLayout{}, err
	}
	if warps, err = warps.TransposeOuts(repNames); err != nil {
		return LinearLayout{}, err
	}
	cta, err := tile.Mul(warps)
	if err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, wmma.CGA, shape)
}
