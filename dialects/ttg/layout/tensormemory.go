package layout

import "fmt"

// Input dimension names of tensor memory layouts.
const (
	// DimRow indexes the 128 lanes (rows) of tensor memory.
	DimRow = "row"
	// DimCol indexes the columns of tensor memory, in units of the element type, or of 16
	// bits for elements narrower than that.
	DimCol = "col"
)

// TensorMemory holds the parameters of #ttng.tensor_memory_encoding: BlockM x BlockN blocks,
// ColStride columns per element, split CTASplitM x CTASplitN across CTAs, shared by a CTA
// pair when TwoCTAs.
type TensorMemory struct {
	BlockM, BlockN, ColStride int
	CTASplitM, CTASplitN      int
	TwoCTAs                   bool
}

// TensorMemoryScales holds the parameters of #ttng.tensor_memory_scales_encoding, the layout
// of the block scales of a scaled tcgen05.mma.
type TensorMemoryScales struct {
	CTASplitM, CTASplitN int
}

// standardDims returns dim0 and dim1.
func standardDims() (string, string) { return "dim0", "dim1" }

// splitAcrossCTAs returns tile*identity(n, col -> dim): tile repeated over n CTAs along dim,
// each CTA's part in further columns.
func splitAcrossCTAs(tile LinearLayout, err error, n int, dim string) (LinearLayout, error) {
	if err != nil {
		return LinearLayout{}, err
	}
	split, err := Identity1D(int32(n), DimCol, dim)
	if err != nil {
		return LinearLayout{}, err
	}
	return tile.Mul(split)
}

// repeatInColumns returns tile repeated repsM times along dim0 then repsN times along dim1,
// the repetitions in further columns.
func repeatInColumns(tile LinearLayout, repsM, repsN int64) (LinearLayout, error) {
	d0, d1 := standardDims()
	repM, err := Identity1D(int32(repsM), DimCol, d0)
	if err != nil {
		return LinearLayout{}, err
	}
	repN, err := Identity1D(int32(repsN), DimCol, d1)
	if err != nil {
		return LinearLayout{}, err
	}
	reps, err := repM.Mul(repN)
	if err != nil {
		return LinearLayout{}, err
	}
	return tile.Mul(reps)
}

// ToLinearLayout is Triton's tensorMemoryToLinearLayout: the map from the row and col of
// tensor memory to the dim0, dim1 of a 2-D tensor of the given shape. A zero basis in rows
// 32 or 64 means the element is duplicated in another warp's rows; any other zero basis
// marks rows or columns that hold no element.
func (t TensorMemory) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if len(shape) != 2 {
		return LinearLayout{}, fmt.Errorf("tensor memory layout of a rank-%d shape", len(shape))
	}
	if t.CTASplitM < 1 || t.CTASplitN < 1 {
		return LinearLayout{}, fmt.Errorf("tensor memory CTASplitM %d, CTASplitN %d", t.CTASplitM, t.CTASplitN)
	}
	_, d1 := standardDims()
	// CTAs are ordered [0, 1]: the N split is the outermost factor.
	if t.CTASplitN > 1 {
		inner := t
		inner.CTASplitN = 1
		tile, err := inner.ToLinearLayout([]int64{shape[0], shape[1] / int64(t.CTASplitN)})
		return splitAcrossCTAs(tile, err, t.CTASplitN, d1)
	}
	if t.CTASplitM > 1 {
		return t.splitMLinearLayout(shape)
	}
	return t.blockLinearLayout(shape)
}

// splitMLinearLayout is the layout of an encoding split along M across CTAs. A 64-row block
// shared by two CTAs is laid out as the transpose of a 128-row one: its last row and col
// bases swap (PTX's tcgen05 data path layout B).
func (t TensorMemory) splitMLinearLayout(shape []int64) (LinearLayout, error) {
	d0, _ := standardDims()
	splitM, inner := t.CTASplitM, t
	m64TwoCTA := t.BlockM == 64 && t.TwoCTAs
	if m64TwoCTA {
		inner.BlockM *= 2
		splitM /= 2
	}
	inner.CTASplitM = 1
	tile, err := inner.ToLinearLayout([]int64{shape[0] / int64(splitM), shape[1]})
	ret, err := splitAcrossCTAs(tile, err, splitM, d0)
	if err != nil || !m64TwoCTA {
		return ret, err
	}
	ins := ret.InDims()
	rows, cols := ins[ret.inIndex(DimRow)].Bases, ins[ret.inIndex(DimCol)].Bases
	if len(rows) == 0 || len(cols) == 0 {
		return LinearLayout{}, fmt.Errorf("tensor memory layout without rows or cols to swap")
	}
	rows[len(rows)-1], cols[len(cols)-1] = cols[len(cols)-1], rows[len(rows)-1]
	return New(ins, ret.outs, false)
}

// blockLinearLayout is the layout of an encoding held by one CTA.
func (t TensorMemory) blockLinearLayout(shape []int64) (LinearLayout, error) {
	d0, d1 := standardDims()
	if t.BlockM != 64 && t.BlockM != 128 {
		return LinearLayout{}, fmt.Errorf("tensor memory blockM %d is not 64 or 128", t.BlockM)
	}
	blockN := int32(min(int64(t.BlockN), shape[1]))
	strided, err := Zeros1D(int32(t.ColStride), DimCol, d1, 1)
	if err != nil {
		return LinearLayout{}, err
	}
	var tile LinearLayout
	if t.BlockM == 64 {
		tile, err = t.block64(strided, shape, blockN)
	} else {
		var rows, cols LinearLayout
		if rows, err = Identity1D(128, DimRow, d0); err == nil {
			if cols, err = Identity1D(blockN, DimCol, d1); err == nil {
				tile, err = blockOf(strided, rows, cols)
			}
		}
	}
	if err != nil {
		return LinearLayout{}, err
	}
	repsM := shape[0] / int64(tile.OutDimSize(d0))
	repsN := shape[1] / int64(tile.OutDimSize(d1))
	if repsM < 1 || repsN < 1 {
		return LinearLayout{}, fmt.Errorf("tensor memory shape %dx%d is smaller than its %dx%d block", shape[0], shape[1], tile.OutDimSize(d0), tile.OutDimSize(d1))
	}
	// The remaining repetitions go to further columns, M first.
	return repeatInColumns(tile, repsM, repsN)
}

// blockOf returns strided*(rows*cols), grouped as Triton groups it: the output dimensions
// follow rows then cols.
func blockOf(strided, rows, cols LinearLayout) (LinearLayout, error) {
	block, err := rows.Mul(cols)
	if err != nil {
		return LinearLayout{}, err
	}
	return strided.Mul(block)
}

// block64 is the tile of a 64-row block: rows 0-15 of each warp's 32 rows hold data, row 16
// takes the next 64 rows of M, or the next block of N, or nothing.
func (t TensorMemory) block64(strided LinearLayout, shape []int64, blockN int32) (LinearLayout, error) {
	d0, d1 := standardDims()
	rows, err := Identity1D(16, DimRow, d0)
	if err != nil {
		return LinearLayout{}, err
	}
	cols, err := Identity1D(blockN, DimCol, d1)
	if err != nil {
		return LinearLayout{}, err
	}
	tile, err := blockOf(strided, rows, cols)
	if err != nil {
		return LinearLayout{}, err
	}
	ins := tile.InDims()
	r := tile.inIndex(DimRow)
	switch {
	case shape[0] > 64:
		ins[r].Bases = append(ins[r].Bases, []int32{64, 0})
	case shape[1] > int64(blockN):
		ins[r].Bases = append(ins[r].Bases, []int32{0, blockN})
	default:
		ins[r].Bases = append(ins[r].Bases, []int32{0, 0})
	}
	ins[r].Bases = append(ins[r].Bases, []int32{16, 0}, []int32{32, 0})
	return NewInferred(ins, []string{d0, d1})
}

// ToLinearLayout is Triton's tensorMemoryScalesToLinearLayout: the map from the row and col
// of tensor memory to the dim0, dim1 of the scales of a 2-D tensor of the given shape (PTX's
// tcgen05 scale factor layout: 32 rows broadcast to the four warps, 4 columns of K, two
// 32-row halves of M in columns).
func (t TensorMemoryScales) ToLinearLayout(shape []int64) (LinearLayout, error) {
	if len(shape) != 2 {
		return LinearLayout{}, fmt.Errorf("tensor memory scales layout of a rank-%d shape", len(shape))
	}
	if t.CTASplitM < 1 || t.CTASplitN < 1 {
		return LinearLayout{}, fmt.Errorf("tensor memory scales CTASplitM %d, CTASplitN %d", t.CTASplitM, t.CTASplitN)
	}
	d0, d1 := standardDims()
	if t.CTASplitN > 1 {
		tile, err := TensorMemoryScales{CTASplitM: t.CTASplitM, CTASplitN: 1}.ToLinearLayout([]int64{shape[0], shape[1] / int64(t.CTASplitN)})
		return splitAcrossCTAs(tile, err, t.CTASplitN, d1)
	}
	if t.CTASplitM > 1 {
		tile, err := TensorMemoryScales{CTASplitM: 1, CTASplitN: t.CTASplitN}.ToLinearLayout([]int64{shape[0] / int64(t.CTASplitM), shape[1]})
		return splitAcrossCTAs(tile, err, t.CTASplitM, d0)
	}
	parts := []struct {
		size      int32
		in, out   string
		broadcast bool
	}{
		{32, DimRow, d0, false},
		{4, DimRow, d0, true},
		{4, DimCol, d1, false},
		{2, DimCol, d0, false},
	}
	tile := Empty()
	for _, p := range parts {
		var f LinearLayout
		var err error
		if p.broadcast {
			f, err = Zeros1D(p.size, p.in, p.out, 1)
		} else {
			f, err = Identity1D(p.size, p.in, p.out)
		}
		if err != nil {
			return LinearLayout{}, err
		}
		if tile, err = tile.Mul(f); err != nil {
			return LinearLayout{}, err
		}
	}
	tile, err := repeatInColumns(tile, ceilDiv(shape[0], int64(tile.OutDimSize(d0))), ceilDiv(shape[1], int64(tile.OutDimSize(d1))))
	if err != nil {
		return LinearLayout{}, err
	}
	// Shapes smaller than 64 x 4 leave rows and columns without data.
	return ensureNotLargerThan(tile, map[string]int32{d0: int32(shape[0]), d1: int32(shape[1])}, false)
}
