package layout

import (
	"errors"
	"fmt"
	"slices"
)

// amdWarpSize is the number of lanes of an AMD wavefront, which MFMA and WMMA layouts assume.
const amdWarpSize = 64

// AMDMfma is #ttg.amd_mfma: the accumulator layout of AMD MFMA instructions of
// InstrShape [M, N, K], each warp computing TilesPerWarp instruction tiles.
// IsTransposed swaps the roles of M and N inside a tile (each lane then holds
// consecutive N elements); ElementBitWidth 64 has one register per lane and
// row group instead of four.
type AMDMfma struct {
	Version                               int
	WarpsPerCTA, InstrShape, TilesPerWarp []uint32
	IsTransposed                          bool
	ElementBitWidth                       int
	CGA                                   CGALayout
}

func (AMDMfma) distributed() {}

// Rank returns the number of dimensions of the layout.
func (m AMDMfma) Rank() int { return len(m.WarpsPerCTA) }

// CTALayout returns the CGA field.
func (m AMDMfma) CTALayout() CGALayout { return m.CGA }

// RepOrder returns the row-major matrix order (Triton's getDefaultMmaOrder).
func (m AMDMfma) RepOrder() []uint32 { return matrixOrder(m.Rank(), true) }

// Validate checks the rank, the instruction shape and the tiles per warp.
func (m AMDMfma) Validate() error {
	if err := validateAMDParams("amd_mfma", m.WarpsPerCTA, m.InstrShape, m.TilesPerWarp, m.CGA); err != nil {
		return err
	}
	mDim, nDim := m.InstrShape[0], m.InstrShape[1]
	if mDim*nDim < amdWarpSize && !(mDim == 4 && nDim == 4) {
		return fmt.Errorf("amd_mfma: instruction tile %dx%d is smaller than a wavefront", mDim, nDim)
	}
	if mDim == 64 && nDim == 4 && !m.IsTransposed {
		return errors.New("amd_mfma: 64x4 mfma must be transposed")
	}
	return nil
}

// validateAMDParams checks the parameters MFMA and WMMA layouts share: rank 2 or 3, an
// instruction shape [M, N, K], tiles per warp of the layout's rank, powers of two, and the
// CTA layout.
func validateAMDParams(kind string, warpsPerCTA, instrShape, tilesPerWarp []uint32, cga CGALayout) error {
	r := len(warpsPerCTA)
	if r != 2 && r != 3 {
		return fmt.Errorf("%s: rank must be 2 or 3, got %d", kind, r)
	}
	if len(instrShape) != 3 {
		return fmt.Errorf("%s: instrShape %v must be [M, N, K]", kind, instrShape)
	}
	if len(tilesPerWarp) != r {
		return fmt.Errorf("%s: tilesPerWarp %v must have rank %d", kind, tilesPerWarp, r)
	}
	for _, p := range []struct {
		n string
		v []uint32
	}{{"warpsPerCTA", warpsPerCTA}, {"instrShape", instrShape}, {"tilesPerWarp", tilesPerWarp}} {
		if err := validateDims(p.n, p.v); err != nil {
			return fmt.Errorf("%s: %w", kind, err)
		}
	}
	if err := cga.validate(r); err != nil {
		return fmt.Errorf("%s: %w", kind, err)
	}
	return nil
}

// layoutStep is one factor of a layout product: size values of an input
// dimension along an output dimension.
type layoutStep struct {
	size    int32
	in, out string
}

// mulSteps multiplies l by the identity layout of each step in turn; a step
// of size zero (a repeat count that rounds down to nothing) adds nothing.
func mulSteps(l LinearLayout, steps ...layoutStep) (LinearLayout, error) {
	for _, s := range steps {
		if s.size == 0 {
			continue
		}
		id, err := Identity1D(s.size, s.in, s.out)
		if err != nil {
			return LinearLayout{}, err
		}
		if l, err = l.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return l, nil
}

// ToLinearLayout returns the accumulator layout as Triton's
// AMDMfmaEncodingAttr::toLinearLayout: within a tile each lane holds 4 (or,
// for 64-bit elements, 1) consecutive rows, lanes run along N then M (along
// M then N when transposed); tiles repeat along N over the tiles per warp,
// the warps and the rest of the tensor's N before moving along M, so the
// tiles of the whole tensor are N-contiguous.
func (m AMDMfma) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if err := m.Validate(); err != nil {
		return LinearLayout{}, err
	}
	if err := validateShape(m, shape); err != nil {
		return LinearLayout{}, err
	}
	names := standardOutDimNames(len(shape))
	order := m.RepOrder()
	dimM, dimN := names[order[1]], names[order[0]]
	mDim, nDim := int32(m.InstrShape[0]), int32(m.InstrShape[1])
	height := int32(4)
	if m.ElementBitWidth == 64 {
		height = 1
	}
	tiles := (mDim * nDim) / (amdWarpSize * height)
	var tile []layoutStep
	if !m.IsTransposed {
		tile = []layoutStep{
			{height, DimRegister, dimM},
			{nDim, DimLane, dimN},
			{amdWarpSize / nDim, DimLane, dimM},
			{tiles, DimRegister, dimM},
		}
	} else {
		tile = []layoutStep{
			{height, DimRegister, dimN},
			{mDim, DimLane, dimM},
			{amdWarpSize / mDim, DimLane, dimN},
			{tiles, DimRegister, dimN},
		}
	}
	cta, err := mulSteps(Empty(), tile...)
	if err != nil {
		return LinearLayout{}, err
	}
	if cta, err = transposeOutsWith(cta, dimN, dimM); err != nil {
		return LinearLayout{}, err
	}
	if cta, err = extendAMDTiles(cta, shape, m.TilesPerWarp, m.WarpsPerCTA, nDim, dimN, dimM); err != nil {
		return LinearLayout{}, err
	}
	return combineCtaCgaWithShape(cta, m.CGA, shape)
}

// extendAMDTiles extends the one-tile layout of an AMD MFMA or WMMA accumulator as Triton
// does: registers over the tiles per warp along N, warps along N, registers over the rest of
// the tensor's N, then registers over the tiles per warp along M and warps along M, so the
// tiles of the whole tensor are N-contiguous; a batch dimension gets the batch warps.
func extendAMDTiles(cta LinearLayout, shape []int64, tilesPerWarp, warpsPerCTA []uint32, nDim int32, dimN, dimM string) (LinearLayout, error) {
	rank := len(shape)
	batch := rank - 2
	mIndex, nIndex := batch, batch+1
	tilesM, tilesN := int32(tilesPerWarp[mIndex]), int32(tilesPerWarp[nIndex])
	warpsM, warpsN := int32(warpsPerCTA[mIndex]), int32(warpsPerCTA[nIndex])
	cta, err := mulSteps(cta,
		layoutStep{tilesN, DimRegister, dimN},
		layoutStep{warpsN, DimWarp, dimN},
		layoutStep{int32(shape[nIndex] / int64(nDim*warpsN*tilesN)), DimRegister, dimN},
		layoutStep{tilesM, DimRegister, dimM},
		layoutStep{warpsM, DimWarp, dimM})
	if err != nil || batch == 0 {
		return cta, err
	}
	dimB := standardOutDimNames(rank)[0]
	return mulSteps(cta, layoutStep{1, DimRegister, dimB}, layoutStep{1, DimLane, dimB}, layoutStep{int32(warpsPerCTA[0]), DimWarp, dimB})
}

// transposeOutsWith reorders l's output dimensions to names, adding any of
// names l lacks as size-one dimensions first.
func transposeOutsWith(l LinearLayout, names ...string) (LinearLayout, error) {
	for _, n := range names {
		if slices.Contains(l.OutDimNames(), n) {
			continue
		}
		one, err := Identity1D(1, DimRegister, n)
		if err != nil {
			return LinearLayout{}, err
		}
		if l, err = l.Mul(one); err != nil {
			return LinearLayout{}, err
		}
	}
	return l.TransposeOuts(names)
}

// mfmaOperandToLinearLayout is Triton's mfmaDotToLinearLayout: each lane
// holds kWidth consecutive K elements; lanes run along the non-K dimension
// (the instruction's M or N) then along K; the tile repeats along K over the
// operand and along the non-K dimension over the tiles per warp; warps are
// laid out as the accumulator's, without broadcast.
func (d DotOperand) mfmaOperandToLinearLayout(mfma AMDMfma, shape []int64) (LinearLayout, error) {
	rank := len(shape)
	nonKIndex, kIndex := rank-1, rank-2
	if d.OpIdx == 0 {
		nonKIndex, kIndex = rank-2, rank-1
	}
	mDim, nDim := int32(mfma.InstrShape[0]), int32(mfma.InstrShape[1])
	nonKDim := nDim
	if d.OpIdx == 0 {
		nonKDim = mDim
	}
	kWidth := int32(d.KWidth)
	names := standardOutDimNames(rank)
	order := orderForDotOperand(d.OpIdx, rank, true)
	dimK, dimNonK := names[order[0]], names[order[1]]
	steps := []layoutStep{
		{kWidth, DimRegister, dimK},
		{nonKDim, DimLane, dimNonK},
		{amdWarpSize / nonKDim, DimLane, dimK},
	}
	kTileSize := amdWarpSize / nonKDim * kWidth
	if (mDim == 64 && nDim == 4 && d.OpIdx == 0) || (mDim == 4 && nDim == 64 && d.OpIdx == 1) {
		steps = append(steps, layoutStep{16, DimRegister, dimK})
		kTileSize *= 16
	}
	if kSize := int32(shape[kIndex]); kSize > kTileSize {
		steps = append(steps, layoutStep{kSize / kTileSize, DimRegister, dimK})
	}
	steps = append(steps, layoutStep{int32(mfma.TilesPerWarp[nonKIndex]), DimRegister, dimNonK})
	tile, err := mulSteps(Empty(), steps...)
	if err != nil {
		return LinearLayout{}, err
	}
	if tile, err = transposeOutsWith(tile, dimK, dimNonK); err != nil {
		return LinearLayout{}, err
	}
	if rank == 3 {
		dimB := names[order[2]]
		if tile, err = mulSteps(tile, layoutStep{1, DimRegister, dimB}, layoutStep{1, DimLane, dimB}); err != nil {
			return LinearLayout{}, err
		}
	}
	warps, err := identityStandardND(DimWarp, mfma.WarpsPerCTA, mfma.RepOrder())
	if err != nil {
		return LinearLayout{}, err
	}
	cta, err := tile.Mul(warps)
	if err != nil {
		return LinearLayout{}, err
	}
	ll, err := combineCtaCgaWithShape(cta, mfma.CGA, shape)
	if err != nil {
		return LinearLayout{}, err
	}
	return ll.TransposeOuts(names)
}
