package layout

import "fmt"

// TMemLdStInfo is Triton's TMemLdStEncodingInfo: how tcgen05.ld / tcgen05.st messages move
// a register layout to or from tensor memory.
type TMemLdStInfo struct {
	// Atom is the message shape.
	Atom TMemAccessAtom
	// Reps maps the registers and warps beyond one message to rows and columns: the
	// messages to issue.
	Reps LinearLayout
	// Perm orders the registers so that each message's come first.
	Perm ColumnAction
	// NumRegsPerMessage is the number of 32-bit registers one message moves per thread.
	NumRegsPerMessage int
	// HasSecondHalfOffset is set for the 16x32bx2 atom, whose second half is at
	// SecondHalfOffset (row << 16 | col).
	HasSecondHalfOffset bool
	SecondHalfOffset    uint32
	// Broadcast, when not nil, drops the registers that repeat others before the messages.
	Broadcast *ColumnAction
	// Unpacked is set when each 16-bit element takes a 32-bit column.
	Unpacked bool
	// Vec is the number of narrow elements packed into one 32-bit register.
	Vec int
	// Padding is set when narrow elements are padded to 32 bits in software.
	Padding bool
}

// Register limits of the tcgen05.ld / tcgen05.st lowering.
const (
	// DefaultMaxNReg is the registers a thread may use when nothing sets ttg.maxnreg.
	DefaultMaxNReg = 256
	// largestTMemLdSt is the most registers one message may move per thread.
	largestTMemLdSt = 128
)

// ComputeTMemLdSt is Triton's computeTMemLdStEncodingInfo: the messages that move a tensor
// of register layout reg (register, lane, warp, block to dim0, dim1) to or from tensor
// memory of layout tmem (row, col to dim0, dim1, over the allocation shape) and elements
// of bitwidth bits, with at most maxnreg registers per thread. isScales is set for the
// scales encoding, whose allocation is padded. It fails when no message fits.
func ComputeTMemLdSt(reg, tmem LinearLayout, bitwidth int, isScales bool, maxnreg int) (TMemLdStInfo, error) {
	cvt, err := reg.InvertAndCompose(tmem)
	if err != nil {
		return TMemLdStInfo{}, err
	}
	// Warps 1 and 2 must map to rows 32 and 64, broadcast or not.
	for i, row := range []int{5, 6} {
		for _, dim := range tmem.OutDimNames() {
			if basisAt(reg, DimWarp, i, dim) != basisAt(tmem, DimRow, row, dim) {
				return TMemLdStInfo{}, fmt.Errorf("warps=1,2 must map to rows=32,64. Got:\n%s\n%s", reg.String(), tmem.String())
			}
		}
	}
	if reg.InDimSizeLog2(DimWarp) < 2 {
		return TMemLdStInfo{}, fmt.Errorf("tensor memory access needs at least 4 warps:\n%s", reg.String())
	}
	// Name rows 32 and 64 for the warps, which invertAndCompose cannot do as the rows
	// within a warp share their dimension with them.
	ins := cvt.InDims()
	w := cvt.inIndex(DimWarp)
	ins[w].Bases[0] = []int32{32, 0}
	ins[w].Bases[1] = []int32{64, 0}
	if cvt, err = New(ins, cvt.outs, false); err != nil {
		return TMemLdStInfo{}, err
	}
	return lowerTMemLdSt(cvt, maxnreg, bitwidth, isScales, false)
}

// lowerTMemLdSt is Triton's lowerTMemLdSt over cvt, the map from registers, lanes and warps
// to rows and columns.
func lowerTMemLdSt(cvt LinearLayout, maxnreg, bitwidth int, isScales, unpacked bool) (TMemLdStInfo, error) {
	if drop := RemoveBroadcastAction(cvt); !drop.IsIdentity() {
		unique, err := drop.Apply(cvt)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		info, err := lowerTMemLdSt(unique, maxnreg, bitwidth, isScales, unpacked)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		info.Broadcast = &drop
		return info, nil
	}
	if bitwidth < 32 {
		return lowerNarrowTMemLdSt(cvt, maxnreg, bitwidth, isScales)
	}
	if bitwidth != 32 {
		return TMemLdStInfo{}, fmt.Errorf("tensor memory of %d-bit elements", bitwidth)
	}
	// The tile matches at most one of the standard messages, even after reordering the
	// registers, as each places the lanes differently; failing those, 16x32bx2.
	for _, atom := range []TMemAccessAtom{TMem32x32b, TMem16x256b, TMem16x64b, TMem16x128b} {
		tile, err := TMemTileLayout(atom, unpacked, true)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		reps, perm, regs, ok, err := tmemVectorisation(cvt, tile, maxnreg)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		if ok {
			return TMemLdStInfo{Atom: atom, Reps: reps, Perm: perm, NumRegsPerMessage: regs, Vec: 1}, nil
		}
	}
	tile, err := TMemTileLayout(TMem16x32bx2, unpacked, true)
	if err != nil {
		return TMemLdStInfo{}, err
	}
	reps, perm, regs, ok, err := tmemVectorisation(cvt, tile, maxnreg)
	if err != nil {
		return TMemLdStInfo{}, err
	}
	if !ok {
		return TMemLdStInfo{}, fmt.Errorf("Failed to lower TMEM load/store: unsupported dst layout\n%s", cvt.String())
	}
	// The last lane basis of the reps is the offset of the second half.
	offset := uint32(basisAt(reps, DimLane, 4, DimRow))<<16 | uint32(basisAt(reps, DimLane, 4, DimCol))
	if offset == 0 {
		// ptxas rejects an offset of 0 (writing 16 rows only): scales use 1, their
		// allocation being padded.
		if !isScales {
			return TMemLdStInfo{}, fmt.Errorf("Only supported for scales as we pad the allocation.")
		}
		offset = 1
	}
	ins := reps.InDims()
	l := reps.inIndex(DimLane)
	if l < 0 || len(ins[l].Bases) < 5 {
		return TMemLdStInfo{}, fmt.Errorf("16x32bx2 reps without a fifth lane basis:%s", reps.Describe())
	}
	ins[l].Bases[4] = make([]int32, len(reps.outs))
	if reps, err = New(ins, reps.outs, false); err != nil {
		return TMemLdStInfo{}, err
	}
	return TMemLdStInfo{Atom: TMem16x32bx2, Reps: reps, Perm: perm, NumRegsPerMessage: regs,
		HasSecondHalfOffset: true, SecondHalfOffset: offset, Vec: 1}, nil
}

// lowerNarrowTMemLdSt lowers elements narrower than 32 bits: contiguous columns pack into
// one register; else 16-bit elements one per 32-bit column are unpacked; else each
// element is padded to 32 bits.
func lowerNarrowTMemLdSt(cvt LinearLayout, maxnreg, bitwidth int, isScales bool) (TMemLdStInfo, error) {
	var quot LinearLayout
	bestContig := 1
	for contig := 1; bitwidth*contig <= 32; contig *= 2 {
		id, err := Identity1D(int32(contig), DimRegister, DimCol)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		q, ok := cvt.DivideLeft(id)
		if !ok {
			break
		}
		quot, bestContig = q, contig
	}
	perWord := int32(32 / bitwidth)
	spread, err := Zeros1D(1, DimRegister, DimCol, perWord)
	if err != nil {
		return TMemLdStInfo{}, err
	}
	var unpacked, padding bool
	newBitwidth := bitwidth
	switch {
	case bestContig > 1:
		newBitwidth = bitwidth * bestContig
	default:
		two, err := Identity1D(2, DimRegister, DimCol)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		unpackedTile, err := spread.Mul(two)
		if err != nil {
			return TMemLdStInfo{}, err
		}
		if q, ok := cvt.DivideLeft(unpackedTile); ok && bitwidth == 16 {
			unpacked, quot, newBitwidth = true, q, 32
		} else if q, ok := cvt.DivideLeft(spread); ok {
			unpacked, quot, padding, newBitwidth = bitwidth == 16, q, true, 32
		} else {
			return TMemLdStInfo{}, fmt.Errorf("Failed to lower TMEM load/store: TMEM layout is not packed or unpacked")
		}
	}
	if unpacked {
		// Each register moves 32/bitwidth columns.
		if quot, err = spread.Mul(quot); err != nil {
			return TMemLdStInfo{}, err
		}
	}
	info, err := lowerTMemLdSt(quot, maxnreg, newBitwidth, isScales, unpacked)
	if err != nil {
		return TMemLdStInfo{}, err
	}
	if bestContig > 1 {
		info.Vec = bestContig
	}
	if unpacked {
		info.Unpacked = true
	}
	if padding {
		info.Padding = true
	}
	return info, nil
}

// tmemVectorisation is Triton's getVec: the most registers per message (a power of two
// times the tile's, using at most half of maxnreg, a quarter when maxnreg is 256 and one
// message does not suffice) with which tile, after a register permutation, divides cvt.
// It returns the reps, the permutation, the registers per message, and false when not even
// one tile fits.
func tmemVectorisation(cvt, tile LinearLayout, maxnreg int) (LinearLayout, ColumnAction, int, bool, error) {
	if maxnreg/2 > largestTMemLdSt {
		return LinearLayout{}, ColumnAction{}, 0, false, fmt.Errorf("maxnreg %d is above %d", maxnreg, 2*largestTMemLdSt)
	}
	maxReg := maxnreg / 2
	// ptxas schedules poorly with the largest messages when more than one is needed.
	if maxnreg == DefaultMaxNReg && int(cvt.InDimSize(DimRegister)) > maxReg {
		maxReg /= 2
	}
	tileRegs := int(tile.InDimSize(DimRegister))
	maxVec := maxReg / tileRegs
	var reps LinearLayout
	var perm ColumnAction
	i := 1
	for ; i <= maxVec; i *= 2 {
		vec, err := Identity1D(int32(i), DimRegister, DimCol)
		if err != nil {
			return LinearLayout{}, ColumnAction{}, 0, false, err
		}
		vecTile, err := tile.Mul(vec)
		if err != nil {
			return LinearLayout{}, ColumnAction{}, 0, false, err
		}
		p, ok := RegPermForDivide(cvt, vecTile, true)
		if !ok {
			break
		}
		permuted, err := p.Apply(cvt)
		if err != nil {
			return LinearLayout{}, ColumnAction{}, 0, false, err
		}
		r, ok, err := tileReps(permuted, vecTile)
		if err != nil {
			return LinearLayout{}, ColumnAction{}, 0, false, err
		}
		if !ok {
			break
		}
		perm, reps = p, r
	}
	if i == 1 {
		return LinearLayout{}, ColumnAction{}, 0, false, nil
	}
	return reps, perm, i / 2 * tileRegs, true, nil
}

// tileReps is Triton's getReps: cvt with the leading bases of each input dimension that
// tile covers zeroed, when those bases are the tile's and no other basis touches the bits
// the tile's outputs use.
func tileReps(cvt, tile LinearLayout) (LinearLayout, bool, error) {
	masks := make([]int32, len(cvt.outs))
	for k, o := range cvt.outs {
		tk := tile.outIndex(o.Name)
		if tk < 0 {
			continue
		}
		for _, in := range tile.ins {
			for _, b := range in.Bases {
				masks[k] |= b[tk]
			}
		}
	}
	ins := cvt.InDims()
	for d, in := range ins {
		nb := tile.InDimSizeLog2(in.Name)
		if nb > len(in.Bases) {
			return LinearLayout{}, false, nil
		}
		for i := 0; i < nb; i++ {
			for _, o := range cvt.outs {
				if basisAt(cvt, in.Name, i, o.Name) != basisAt(tile, in.Name, i, o.Name) {
					return LinearLayout{}, false, nil
				}
			}
		}
		for i := nb; i < len(in.Bases); i++ {
			for k := range cvt.outs {
				if in.Bases[i][k]&masks[k] != 0 {
					return LinearLayout{}, false, nil
				}
			}
		}
		for i := 0; i < nb; i++ {
			ins[d].Bases[i] = make([]int32, len(cvt.outs))
		}
	}
	reps, err := New(ins, cvt.outs, false)
	return reps, err == nil, err
}
