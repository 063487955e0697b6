package layout

import (
	"fmt"
	"slices"
)

// TMemAccessAtom is the shape of one tcgen05.ld / tcgen05.st message of a warp: the lanes
// (rows) and bits per lane it moves (Triton's TMemAccessAtom).
type TMemAccessAtom int

// The tcgen05.ld / tcgen05.st message shapes.
const (
	// TMem32x32b moves 32 rows of one 32-bit column per register.
	TMem32x32b TMemAccessAtom = iota
	// TMem16x64b moves 16 rows of 64 bits: lane pairs share a row.
	TMem16x64b
	// TMem16x128b moves 16 rows of 128 bits: four lanes per row, two rows per lane.
	TMem16x128b
	// TMem16x256b moves 16 rows of 256 bits: four lanes per row, two columns and two
	// rows per lane.
	TMem16x256b
	// TMem16x32bx2 moves two 16-row halves of one 32-bit column, the second at an offset.
	TMem16x32bx2
)

// String returns the PTX spelling of the shape (.32x32b, ...), without the dot.
func (a TMemAccessAtom) String() string {
	switch a {
	case TMem32x32b:
		return "32x32b"
	case TMem16x64b:
		return "16x64b"
	case TMem16x128b:
		return "16x128b"
	case TMem16x256b:
		return "16x256b"
	case TMem16x32bx2:
		return "16x32bx2"
	}
	return fmt.Sprintf("TMemAccessAtom(%d)", int(a))
}

// TMemTileLayout is Triton's getTileLayout: the map from the registers and lanes of one warp
// to the rows and 32-bit columns one message of the atom moves. Unpacked doubles the columns
// a register moves (16-bit elements one per 32-bit column). WithWarp adds warps 1 and 2 on
// rows 32 and 64, over 128 rows.
func TMemTileLayout(atom TMemAccessAtom, unpacked, withWarp bool) (LinearLayout, error) {
	tile, err := New([]InDim{{Name: DimRegister}, {Name: DimLane}}, []OutDim{{DimRow, 1}, {DimCol, 1}}, false)
	if err != nil {
		return LinearLayout{}, err
	}
	var factors []LinearLayout
	if unpacked {
		f, err := Zeros1D(1, DimRegister, DimCol, 2)
		if err != nil {
			return LinearLayout{}, err
		}
		factors = append(factors, f)
	}
	atomLayout, err := atomTile(atom)
	if err != nil {
		return LinearLayout{}, err
	}
	if tile, err = Product(append(append([]LinearLayout{tile}, factors...), atomLayout)...); err != nil {
		return LinearLayout{}, err
	}
	if !withWarp {
		return tile, nil
	}
	ins := append(tile.InDims(), InDim{Name: DimWarp, Bases: [][]int32{{32, 0}, {64, 0}}})
	return New(ins, []OutDim{{DimRow, 128}, {DimCol, tile.OutDimSize(DimCol)}}, false)
}

// atomTile returns the registers and lanes of one message to rows and columns.
func atomTile(atom TMemAccessAtom) (LinearLayout, error) {
	type factor struct {
		size    int32
		in, out string
	}
	var fs []factor
	switch atom {
	case TMem32x32b:
		fs = []factor{{32, DimLane, DimRow}}
	case TMem16x32bx2:
		fs = []factor{{16, DimLane, DimRow}}
	case TMem16x64b:
		return NewInferred([]InDim{{Name: DimLane, Bases: [][]int32{{8, 0}, {0, 1}, {1, 0}, {2, 0}, {4, 0}}}}, []string{DimRow, DimCol})
	case TMem16x128b:
		fs = []factor{{4, DimLane, DimCol}, {8, DimLane, DimRow}, {2, DimRegister, DimRow}}
	case TMem16x256b:
		fs = []factor{{2, DimRegister, DimCol}, {4, DimLane, DimCol}, {8, DimLane, DimRow}, {2, DimRegister, DimRow}}
	default:
		return LinearLayout{}, fmt.Errorf("unsupported tensor memory access atom %v", atom)
	}
	out := Empty()
	for _, f := range fs {
		id, err := Identity1D(f.size, f.in, f.out)
		if err != nil {
			return LinearLayout{}, err
		}
		if out, err = out.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return out, nil
}

// basisAt returns the value in out of basis i of input dimension in, 0 when l has no such
// basis or output.
func basisAt(l LinearLayout, in string, i int, out string) int32 {
	d, k := l.inIndex(in), l.outIndex(out)
	if d < 0 || k < 0 || i >= len(l.ins[d].Bases) {
		return 0
	}
	return l.ins[d].Bases[i][k]
}

// basisIsZero reports whether basis i of input dimension in is zero (or absent).
func basisIsZero(l LinearLayout, in string, i int) bool {
	d := l.inIndex(in)
	if d < 0 || i >= len(l.ins[d].Bases) {
		return true
	}
	return !slices.ContainsFunc(l.ins[d].Bases[i], func(v int32) bool { return v != 0 })
}

// TMemDistributedLayout is Triton's getDistributedLayoutForTmemLdSt: the register layout
// (register, lane, warp, block to dim0, dim1) with which numWarps warps move the tensor
// memory of layout tmem (row, col to dim0, dim1; Triton's toLinearLayout of the memdesc over
// its shape) of elements of bitwidth bits with messages of the given atom, the CTAs laid out
// as cga. It reports false when the atom cannot move that memory.
func TMemDistributedLayout(tmem LinearLayout, atom TMemAccessAtom, numWarps, bitwidth int, cga CGALayout) (LinearLayout, bool, error) {
	if numWarps < 4 || numWarps&(numWarps-1) != 0 {
		return LinearLayout{}, false, fmt.Errorf("tensor memory access by %d warps: a power of two of at least 4 is needed", numWarps)
	}
	if atom == TMem16x32bx2 {
		return LinearLayout{}, false, fmt.Errorf("no register layout is chosen for the 16x32bx2 atom")
	}
	d0, d1 := standardDims()
	ctaLayout, err := cga.LinearLayout(2)
	if err != nil {
		return LinearLayout{}, false, err
	}
	// The tensor memory layout does not show CTA broadcasting: divide out the CTA split,
	// columns of dim0 then dim1.
	splitM, err := Identity1D(ctaLayout.OutDimSize(d0), DimCol, d0)
	if err != nil {
		return LinearLayout{}, false, err
	}
	splitN, err := Identity1D(ctaLayout.OutDimSize(d1), DimCol, d1)
	if err != nil {
		return LinearLayout{}, false, err
	}
	ctaCols, err := splitM.Mul(splitN)
	if err != nil {
		return LinearLayout{}, false, err
	}
	perCTA, ok := tmem.DivideRight(ctaCols)
	if !ok {
		return LinearLayout{}, false, fmt.Errorf("tensor memory layout does not end with its CTA split:%s", tmem.Describe())
	}
	ret, ok, err := tmemDistributedPerCTA(perCTA, atom, numWarps, bitwidth)
	if err != nil || !ok {
		return LinearLayout{}, ok, err
	}
	ret, err = ret.Mul(ctaLayout)
	return ret, err == nil, err
}

// tmemDistributedPerCTA is TMemDistributedLayout within one CTA. Elements narrower than 32
// bits are first packed (or unpacked, or padded) into 32-bit columns, as the lowering of
// tcgen05.ld / tcgen05.st does.
func tmemDistributedPerCTA(tmem LinearLayout, atom TMemAccessAtom, numWarps, bitwidth int) (LinearLayout, bool, error) {
	_, d1 := standardDims()
	if bitwidth == 32 {
		return tmemDistributed32(tmem, atom, numWarps)
	}
	if bitwidth > 32 || bitwidth <= 0 {
		return LinearLayout{}, false, fmt.Errorf("tensor memory of %d-bit elements", bitwidth)
	}
	var quot LinearLayout
	bestContig := 1
	for contig := 1; bitwidth*contig <= 32; contig *= 2 {
		id, err := Identity1D(int32(contig), DimCol, d1)
		if err != nil {
			return LinearLayout{}, false, err
		}
		q, ok := tmem.DivideLeft(id)
		if !ok {
			break
		}
		quot, bestContig = q, contig
	}
	pack := func(q LinearLayout, newBitwidth int, regs int32) (LinearLayout, bool, error) {
		ret, ok, err := tmemDistributedPerCTA(q, atom, numWarps, newBitwidth)
		if err != nil || !ok || regs == 1 {
			return ret, ok, err
		}
		cast, err := Identity1D(regs, DimRegister, d1)
		if err != nil {
			return LinearLayout{}, false, err
		}
		ret, err = cast.Mul(ret)
		return ret, err == nil, err
	}
	if bestContig > 1 {
		// Contiguous columns pack into one wider element.
		return pack(quot, bitwidth*bestContig, int32(bestContig))
	}
	perWord := int32(32 / bitwidth)
	spread, err := Zeros1D(perWord, DimCol, d1, 1)
	if err != nil {
		return LinearLayout{}, false, err
	}
	if bitwidth == 16 {
		two, err := Identity1D(2, DimCol, d1)
		if err != nil {
			return LinearLayout{}, false, err
		}
		unpacked, err := spread.Mul(two)
		if err != nil {
			return LinearLayout{}, false, err
		}
		if q, ok := tmem.DivideLeft(unpacked); ok {
			return pack(q, 32, 2)
		}
	}
	if q, ok := tmem.DivideLeft(spread); ok {
		// Software padding of each element to a 32-bit column.
		return pack(q, 32, 1)
	}
	if tmem.InDimSize(DimCol) == 1 {
		return pack(tmem, 32, 1)
	}
	return LinearLayout{}, false, fmt.Errorf("tensor memory layout of %d-bit elements is neither packed nor unpacked:%s", bitwidth, tmem.Describe())
}

// tmemDistributed32 is the register layout for 32-bit columns: the atom's tile, repeated
// over registers for the missing columns, warps 1 and 2 on rows 32 and 64, and the other
// warps on row 16 or on further columns, composed with the tensor memory layout.
func tmemDistributed32(tmem LinearLayout, atom TMemAccessAtom, numWarps int) (LinearLayout, bool, error) {
	tile, err := TMemTileLayout(atom, false, false)
	if err != nil {
		return LinearLayout{}, false, err
	}
	nColsMissing := int(tmem.InDimSize(DimCol) / tile.OutDimSize(DimCol))
	if nColsMissing == 0 {
		return LinearLayout{}, false, nil
	}
	instr32Rows := atom == TMem32x32b
	layout16Rows := basisIsZero(tmem, DimRow, 4)

	// The lowering computes tmem⁻¹∘(tmem∘tile) and must get the tile back: tmem must be
	// injective on what the tile reaches.
	comp, err := tile.Compose(tmem)
	if err != nil {
		return LinearLayout{}, false, err
	}
	if instr32Rows {
		// Lane 16 goes to the 16x32bx2 message, not to row 16.
		if comp, err = comp.ResizeInDim(DimLane, comp.InDimSize(DimLane)/2); err != nil {
			return LinearLayout{}, false, err
		}
	}
	if !comp.IsInjective() {
		return LinearLayout{}, false, nil
	}

	// Row 16, when the atom leaves it and the layout has 32 rows, takes a warp if there are
	// more than four, else a register.
	row16 := ""
	if !instr32Rows && !layout16Rows {
		row16 = DimRegister
		if numWarps > 4 {
			row16 = DimWarp
		}
	}
	warpsToTile := numWarps / 4
	if row16 == DimWarp {
		warpsToTile = numWarps / 8
	}
	warpBroadcast := warpsToTile / min(nColsMissing, warpsToTile)
	warpsToTile /= warpBroadcast
	nColsMissing /= warpsToTile

	if nColsMissing > 1 {
		var extra []LinearLayout
		if instr32Rows && layout16Rows {
			// Lane 16 would read repeated rows: it reads the second half of the columns
			// with the 16x32bx2 message instead.
			lane0, err := Identity1D(2, DimLane, DimRow)
			if err != nil {
				return LinearLayout{}, false, err
			}
			var ok bool
			if tile, ok = tile.DivideLeft(lane0); !ok {
				return LinearLayout{}, false, fmt.Errorf("tensor memory tile does not start with lane 1 on row 1")
			}
			regs, err := Identity1D(int32(nColsMissing/2), DimRegister, DimCol)
			if err != nil {
				return LinearLayout{}, false, err
			}
			lanes, err := Identity1D(2, DimLane, DimCol)
			if err != nil {
				return LinearLayout{}, false, err
			}
			extra = []LinearLayout{regs, lanes}
		} else {
			regs, err := Identity1D(int32(nColsMissing), DimRegister, DimCol)
			if err != nil {
				return LinearLayout{}, false, err
			}
			extra = []LinearLayout{regs}
		}
		rest, err := Product(extra...)
		if err != nil {
			return LinearLayout{}, false, err
		}
		if tile, err = tile.Mul(rest); err != nil {
			return LinearLayout{}, false, err
		}
	}

	ins := append(tile.InDims(), InDim{Name: DimWarp, Bases: [][]int32{{32, 0}, {64, 0}}})
	if row16 != "" {
		for i := range ins {
			if ins[i].Name == row16 {
				ins[i].Bases = append(ins[i].Bases, []int32{16, 0})
			}
		}
	}
	if tile, err = New(ins, []OutDim{{DimRow, 128}, {DimCol, tile.OutDimSize(DimCol)}}, false); err != nil {
		return LinearLayout{}, false, err
	}
	warpCols, err := Identity1D(int32(warpsToTile), DimWarp, DimCol)
	if err != nil {
		return LinearLayout{}, false, err
	}
	warpCopies, err := Zeros1D(int32(warpBroadcast), DimWarp, DimCol, 1)
	if err != nil {
		return LinearLayout{}, false, err
	}
	if tile, err = Product(tile, warpCols, warpCopies); err != nil {
		return LinearLayout{}, false, err
	}
	if tile.OutDimSize(DimCol) != tmem.InDimSize(DimCol) {
		return LinearLayout{}, false, fmt.Errorf("tensor memory tile covers %d columns of %d", tile.OutDimSize(DimCol), tmem.InDimSize(DimCol))
	}
	ret, err := tile.Compose(tmem)
	return ret, err == nil, err
}

// TMemSplitLongMLayout is Triton's getTmemLoadLayoutSplitLongM: with 8 warps, the default
// (32x32b) register layout of a tensor memory load with warp 4 and lane 16 swapped, when
// that keeps the warps' data along one dimension, so that a reduction along the other stays
// within warps. It reports false when it does not apply.
func TMemSplitLongMLayout(tmem LinearLayout, numWarps, bitwidth int, cga CGALayout) (LinearLayout, bool, error) {
	if numWarps != 8 {
		return LinearLayout{}, false, nil
	}
	ret, ok, err := TMemDistributedLayout(tmem, TMem32x32b, numWarps, bitwidth, cga)
	if err != nil || !ok {
		return LinearLayout{}, false, err
	}
	for _, dim := range []string{"dim0", "dim1"} {
		w1 := basisAt(ret, DimWarp, 0, dim) == 0
		w2 := basisAt(ret, DimWarp, 1, dim) == 0
		w4 := basisAt(ret, DimWarp, 2, dim) == 0
		l16 := basisAt(ret, DimLane, 4, dim) == 0
		if l16 != w4 && w1 == w2 && w1 == l16 {
			ins := ret.InDims()
			warp, lane := ret.inIndex(DimWarp), ret.inIndex(DimLane)
			ins[warp].Bases[2], ins[lane].Bases[4] = ins[lane].Bases[4], ins[warp].Bases[2]
			swapped, err := New(ins, ret.outs, false)
			return swapped, err == nil, err
		}
	}
	return LinearLayout{}, false, nil
}
