package layout

import (
	"fmt"
	"math/bits"
	"slices"
)

// This file answers what Triton's shared-memory allocation asks of a layout conversion: whether
// it goes through shared memory (cvtNeedsSharedMemory, lib/Analysis/Utility.cpp), and how many
// elements of scratch it needs, which follows from the swizzled shared-memory layout that
// lib/Tools/GenericSwizzling.cpp picks for it: the tensor split into vector, bank, segment and
// repetition bases, where the repetitions reuse the same scratch.

// RemoveBroadcastRegisters returns l without its register bases that are zero, as Triton's
// actionRemoveBroadcastedRegs applies.
func RemoveBroadcastRegisters(l LinearLayout) LinearLayout {
	i := l.inIndex(DimRegister)
	if i < 0 {
		return l
	}
	ins := cloneIns(l.ins)
	var kept [][]int32
	for _, b := range ins[i].Bases {
		if slices.ContainsFunc(b, func(v int32) bool { return v != 0 }) {
			kept = append(kept, b)
		}
	}
	ins[i].Bases = kept
	return LinearLayout{ins: ins, outs: l.outs, rank: l.rank}
}

// CvtNeedsSharedMemory is Triton's cvtNeedsSharedMemory: a conversion from the distributed
// layout src to dst goes through shared memory unless it only reorders registers or can be done
// with warp shuffles (at most one transposition between register and lane bits).
func CvtNeedsSharedMemory(src, dst LinearLayout) (bool, error) {
	comp, err := MinimalConversion(src, dst)
	if err != nil {
		return false, err
	}
	outs := comp.OutDimNames()
	if len(outs) == 0 || slices.Equal(outs, []string{DimRegister}) {
		return false, nil
	}
	if !slices.Equal(outs, []string{DimRegister, DimLane}) {
		return true, nil
	}
	n, err := mixedTranspositions(src, dst)
	if err != nil {
		return false, err
	}
	return n >= 2, nil
}

// padBases returns l restricted to register and lane, with zero bases appended so that the
// two dimensions have nReg and nLane bases.
func padBases(l LinearLayout, nReg, nLane int) (LinearLayout, error) {
	s, err := l.Sublayout([]string{DimRegister, DimLane}, l.OutDimNames())
	if err != nil {
		return LinearLayout{}, err
	}
	ins := cloneIns(s.ins)
	for i := range ins {
		want := nReg
		if ins[i].Name == DimLane {
			want = nLane
		}
		for len(ins[i].Bases) < want {
			ins[i].Bases = append(ins[i].Bases, make([]int32, len(s.outs)))
		}
	}
	return New(ins, s.outs, false)
}

// mixedTranspositions counts the transpositions between register and lane bits in the
// permutation that converts src to dst within a warp, as Triton's
// getWarpLayoutConvertDecomposition factors it: one per register bit the permutation sends to
// a lane bit.
func mixedTranspositions(src, dst LinearLayout) (int, error) {
	src, dst = RemoveBroadcastRegisters(src), RemoveBroadcastRegisters(dst)
	nReg := max(src.InDimSizeLog2(DimRegister), dst.InDimSizeLog2(DimRegister))
	nLane := max(src.InDimSizeLog2(DimLane), dst.InDimSizeLog2(DimLane))
	s, err := padBases(src, nReg, nLane)
	if err != nil {
		return 0, err
	}
	t, err := padBases(dst, nReg, nLane)
	if err != nil {
		return 0, err
	}
	p, err := s.InvertAndCompose(t)
	if err != nil {
		return 0, err
	}
	dims := []string{DimRegister, DimLane}
	pBases := [][][]int32{p.Bases(DimRegister), p.Bases(DimLane)}
	laneOut := p.outIndex(DimLane)
	regOut := p.outIndex(DimRegister)
	outOf := []int{regOut, laneOut}
	sFlat, err := s.FlattenOuts()
	if err != nil {
		return 0, err
	}
	tFlat, err := t.FlattenOuts()
	if err != nil {
		return 0, err
	}
	type loc struct{ dim, idx int }
	var srcZeros, dstZeros []loc
	for d, name := range dims {
		sb, tb := sFlat.Bases(name), tFlat.Bases(name)
		for i := range sb {
			sv, tv := sb[i][0], tb[i][0]
			switch {
			case sv == 0 && tv == 0:
				pBases[d][i][outOf[d]] = 1 << i
			case sv == 0:
				srcZeros = append(srcZeros, loc{d, i})
			case tv == 0:
				dstZeros = append(dstZeros, loc{d, i})
			}
		}
	}
	for k := 0; k < min(len(srcZeros), len(dstZeros)); k++ {
		sz, dz := srcZeros[k], dstZeros[k]
		pBases[sz.dim][sz.idx][outOf[dz.dim]] = 1 << dz.idx
	}
	n := 0
	for _, b := range pBases[0] {
		if laneOut >= 0 && b[laneOut] != 0 {
			n++
		}
	}
	return n, nil
}

// flatBases returns the bases of input dim of a layout with one output dimension.
func flatBases(l LinearLayout, dim string) []int32 {
	var out []int32
	for _, b := range l.Bases(dim) {
		out = append(out, b[0])
	}
	return out
}

// isPow2 reports whether v is a positive power of two.
func isPow2(v int32) bool { return v > 0 && v&(v-1) == 0 }

// rowEchelon returns the rows of the reduced row echelon form over GF(2) of vectors, each
// with its pivot (lowest set bit) cleared in all the others; zero rows are dropped.
func rowEchelon(vectors []int32) []uint64 {
	var rows []uint64
	for _, v := range vectors {
		x := uint64(uint32(v))
		for _, r := range rows {
			if x&(1<<bits.TrailingZeros64(r)) != 0 {
				x ^= r
			}
		}
		if x == 0 {
			continue
		}
		p := uint64(1) << bits.TrailingZeros64(x)
		for i, r := range rows {
			if r&p != 0 {
				rows[i] ^= x
			}
		}
		rows = append(rows, x)
	}
	return rows
}

// nullspaceBasis returns a basis of the vectors of dim bits orthogonal to all of vectors, as
// Triton's nullspaceBasis: one per free column, in column order.
func nullspaceBasis(vectors []int32, dim int) []int32 {
	rows := rowEchelon(vectors)
	pivots := map[int]bool{}
	for _, r := range rows {
		pivots[bits.TrailingZeros64(r)] = true
	}
	var basis []int32
	for col := 0; col < dim; col++ {
		if pivots[col] {
			continue
		}
		v := uint64(1) << col
		for _, r := range rows {
			if r&(1<<col) != 0 {
				v ^= 1 << bits.TrailingZeros64(r)
			}
		}
		basis = append(basis, int32(v))
	}
	return basis
}

// intersectionBasis is Triton's intersectionBasis: for bases of powers of two, the elements of
// b1 also in b2, in b1's order; otherwise a basis of the intersection of their spans.
func intersectionBasis(b1, b2 []int32, dim int) []int32 {
	if !slices.ContainsFunc(b1, func(v int32) bool { return !isPow2(v) }) &&
		!slices.ContainsFunc(b2, func(v int32) bool { return !isPow2(v) }) {
		var out []int32
		for _, b := range b1 {
			if b != 0 && slices.Contains(b2, b) {
				out = append(out, b)
			}
		}
		return out
	}
	joint := append(nullspaceBasis(b1, dim), nullspaceBasis(b2, dim)...)
	return nullspaceBasis(joint, dim)
}

// computeSegment is Triton's computeSegment: the lenSegment bases that select a bank segment,
// first those in neither bank basis, then XORs of the two banks' differing bases
// (conflict-free), then the differing bases themselves (conflicts).
func computeSegment(bankSrc, bankDst []int32, dim, lenSegment int) []int32 {
	inSrc := func(v int32) bool { return v != 0 && slices.Contains(bankSrc, v) }
	inDst := func(v int32) bool { return v != 0 && slices.Contains(bankDst, v) }
	var segment []int32
	for b := 0; b < dim; b++ {
		if !inSrc(1<<b) && !inDst(1<<b) {
			segment = append(segment, 1<<b)
		}
	}
	if len(segment) >= lenSegment {
		return segment[:max(lenSegment, 0)]
	}
	var a, b []int32
	for _, v := range uniqueNonZero(bankSrc) {
		if !inDst(v) {
			a = append(a, v)
		}
	}
	for _, v := range uniqueNonZero(bankDst) {
		if !inSrc(v) {
			b = append(b, v)
		}
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	slices.Sort(a)
	slices.Sort(b)
	conflicts := min(max(0, lenSegment-len(a)-len(segment)), len(a))
	for i := conflicts; i < len(a); i++ {
		segment = append(segment, a[i]^b[i])
	}
	segment = append(segment, a[:conflicts]...)
	segment = append(segment, b[:conflicts]...)
	if len(segment) > lenSegment {
		segment = segment[:lenSegment]
	}
	return segment
}

// uniqueNonZero returns the distinct non-zero values of vs.
func uniqueNonZero(vs []int32) []int32 {
	var out []int32
	for _, v := range vs {
		if v != 0 && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// swizzling is a swizzled shared-memory layout (Triton's optimalSwizzling result): its vector,
// bank, segment and repetition bases, and the instructions (indices into srcDstTiles) that
// write and read it.
type swizzling struct {
	vector, bank, segment, reps []int32
	srcInstr, dstInstr          int
}

// optimalSwizzling is the core of Triton's optimalSwizzling over flattened src and dst: given
// the vectorisation bases and the bases each side's instruction touches in one wavefront, it
// picks the segment bases and moves to repetitions those in registers on both sides (but the
// first leaveReps).
func optimalSwizzling(src, dst LinearLayout, bitwidth int, vbasis, tileSrc, tileDst []int32, leaveReps int) swizzling {
	dim := src.TotalOutDimSizeLog2()
	bankSrc := append(slices.Clone(vbasis), tileSrc...)
	bankDst := append(slices.Clone(vbasis), tileDst...)
	const bankBits = 32 * 32
	lenB := min(log2(int32(bankBits/((1<<len(vbasis))*bitwidth))), dim-len(vbasis))
	lenS := dim - lenB - len(vbasis)
	sbasis := computeSegment(bankSrc, bankDst, dim, lenS)
	srcRegs, dstRegs := flatBases(src, DimRegister), flatBases(dst, DimRegister)
	sw := swizzling{vector: vbasis, bank: complementBasis(append(slices.Clone(vbasis), sbasis...), dim)}
	for _, s := range sbasis {
		if slices.Contains(srcRegs, s) && slices.Contains(dstRegs, s) {
			if leaveReps > 0 {
				leaveReps--
				sw.segment = append(sw.segment, s)
			} else {
				sw.reps = append(sw.reps, s)
			}
			continue
		}
		sw.segment = append(sw.segment, s)
	}
	return sw
}

// bankConflicts returns the read and write bank conflicts of a swizzling for the given tiles.
func bankConflicts(tileSrc, tileDst []int32, sw swizzling, dim int) int {
	write := 1 << len(intersectionBasis(sw.segment, tileSrc, dim))
	read := 1 << len(intersectionBasis(sw.segment, tileDst, dim))
	return read - 1 + write - 1
}

// removeAll returns the elements of vs not in drop.
func removeAll(vs, drop []int32) []int32 {
	var out []int32
	for _, v := range vs {
		if !slices.Contains(drop, v) {
			out = append(out, v)
		}
	}
	return out
}

// optimalSwizzlingLdSt is Triton's optimalSwizzlingLdSt over flattened src and dst (register
// broadcasting removed): the swizzling for a conversion done with ld.shared and st.shared.
func optimalSwizzlingLdSt(src, dst LinearLayout, bitwidth int) swizzling {
	regSrc, regDst := flatBases(src, DimRegister), flatBases(dst, DimRegister)
	laneSrc, laneDst := flatBases(src, DimLane), flatBases(dst, DimLane)
	dim := src.TotalOutDimSizeLog2()
	vbasis := intersectionBasis(regSrc, regDst, dim)
	if maxVec := log2(int32(128 / bitwidth)); len(vbasis) > maxVec {
		vbasis = vbasis[:maxVec]
	}
	fills := fillsUnknown
	if (1<<len(vbasis))*bitwidth < 32 {
		perBank := log2(int32(32 / bitwidth))
		warpSrc := nonZero(flatBases(src, DimWarp))
		warpDst := nonZero(flatBases(dst, DimWarp))
		regSrcWarp := intersectionBasis(removeAll(regSrc, vbasis), warpDst, dim)
		regDstWarp := intersectionBasis(removeAll(regDst, vbasis), warpSrc, dim)
		largest := regDstWarp
		fills = fillsDst
		if len(regSrcWarp) == len(regDstWarp) && len(regSrcWarp) > 0 {
			if slices.Min(regSrcWarp) < slices.Min(regDstWarp) {
				largest, fills = regSrcWarp, fillsSrc
			}
		} else if len(regSrcWarp) > len(regDstWarp) {
			largest, fills = regSrcWarp, fillsSrc
		}
		vbasis = append(vbasis, largest...)
		if len(vbasis) < perBank {
			vbasis = append(vbasis, intersectionBasis(warpSrc, warpDst, dim)...)
		}
		for i := 0; len(vbasis) < perBank && (i < len(warpSrc) || i < len(warpDst)); i++ {
			if i < len(warpSrc) && !slices.Contains(vbasis, warpSrc[i]) {
				vbasis = append(vbasis, warpSrc[i])
			}
			if len(vbasis) < perBank && i < len(warpDst) && !slices.Contains(vbasis, warpDst[i]) {
				vbasis = append(vbasis, warpDst[i])
			}
		}
		if len(vbasis) > perBank {
			vbasis = vbasis[:perBank]
		}
	}
	log2Vec := log2(int32(max(1, (1<<len(vbasis))*bitwidth/32)))
	tileSrc := laneSrc[:max(0, len(laneSrc)-log2Vec)]
	tileDst := laneDst[:max(0, len(laneDst)-log2Vec)]
	sw := optimalSwizzling(src, dst, bitwidth, vbasis, tileSrc, tileDst, 0)
	if log2Vec < 2 {
		sw.bank = reorderBanks(sw.bank, regSrc, regDst, fills)
	}
	return sw
}

// nonZero returns the non-zero values of vs in order (Triton's removeZeros).
func nonZero(vs []int32) []int32 {
	var out []int32
	for _, v := range vs {
		if v != 0 {
			out = append(out, v)
		}
	}
	return out
}

// memOpTile describes a shared-memory instruction: the lanes whose bases must be contiguous in
// its tile and the lanes that give its addresses (Triton's LocalMemOpTile).
type memOpTile struct {
	laneContig, laneAddr []int
}

// srcDstTiles returns the instructions that can write (src) and read (dst) the scratch of a
// conversion of elements of bitwidth bits, as Triton's getSrcDstTiles for an NVIDIA target:
// ld/st.shared always, stmatrix from sm_90 and ldmatrix from sm_75.
func srcDstTiles(computeCapability, bitwidth int) (src, dst []memOpTile) {
	ldst := memOpTile{laneAddr: []int{0, 1, 2}}
	src, dst = []memOpTile{ldst}, []memOpTile{ldst}
	stmatrix, ldmatrix := computeCapability >= 90, computeCapability >= 75
	if bitwidth <= 32 {
		m := memOpTile{laneContig: []int{0, 1}, laneAddr: []int{2, 3, 4}}
		if stmatrix {
			src = append(src, m)
		}
		if ldmatrix {
			dst = append(dst, m)
		}
	}
	if bitwidth == 16 {
		m := memOpTile{laneContig: []int{2, 3, 4}, laneAddr: []int{0, 1}}
		if stmatrix {
			src = append(src, m)
		}
		if ldmatrix {
			dst = append(dst, m)
		}
	}
	return src, dst
}

// tilePair is the source and destination layouts optimalSwizzlingTile compares for every pair
// of instruction tiles, with the conversions between them computed once, when first needed.
type tilePair struct {
	src, dst             LinearLayout
	srcToDst, dstToSrc   LinearLayout
	haveToDst, haveToSrc bool
}

// conversion returns dst's inverse composed with src (toDst) or src's inverse composed with
// dst.
func (p *tilePair) conversion(toDst bool) (LinearLayout, error) {
	var err error
	switch {
	case toDst && !p.haveToDst:
		p.srcToDst, err = p.dst.InvertAndCompose(p.src)
		p.haveToDst = err == nil
	case !toDst && !p.haveToSrc:
		p.dstToSrc, err = p.src.InvertAndCompose(p.dst)
		p.haveToSrc = err == nil
	}
	if toDst {
		return p.srcToDst, err
	}
	return p.dstToSrc, err
}

// optimalSwizzlingTile is Triton's optimalSwizzlingTile: the vectorisation bases shared by an
// instruction reading the pair's source with nRegSrc register bases and the lanes laneIdTileSrc
// contiguous, and one writing its destination likewise, or false when the two cannot share a
// tile.
func optimalSwizzlingTile(p *tilePair, nRegSrc, nRegDst int, laneIdTileSrc, laneIdTileDst []int) ([]int32, bool, error) {
	a, b, nRegA, nRegB, laneIdTileA, laneIdTileB := p.src, p.dst, nRegSrc, nRegDst, laneIdTileSrc, laneIdTileDst
	if nRegA < nRegB {
		a, b, nRegA, nRegB, laneIdTileA, laneIdTileB = b, a, nRegB, nRegA, laneIdTileB, laneIdTileA
	}
	dim := a.TotalOutDimSizeLog2()
	cvt, err := p.conversion(nRegSrc >= nRegDst)
	if err != nil {
		return nil, false, err
	}
	regA, regB := flatBases(a, DimRegister), flatBases(b, DimRegister)
	laneA, laneB := flatBases(a, DimLane), flatBases(b, DimLane)
	vbasis := intersectionBasis(regA, regB, dim)
	if len(vbasis) < nRegB {
		return nil, false, nil
	}
	vbasis = vbasis[:nRegB]
	index := func(lane []int32, ids []int) ([]int32, bool) {
		var out []int32
		for _, id := range ids {
			if id >= len(lane) || lane[id] == 0 {
				return nil, false
			}
			out = append(out, lane[id])
		}
		return out, true
	}
	if _, ok := index(laneA, laneIdTileA); !ok {
		return nil, false, nil
	}
	laneTileB, ok := index(laneB, laneIdTileB)
	if !ok {
		return nil, false, nil
	}
	cvtLane := cvt.Bases(DimLane)
	regOut, laneOut := cvt.outIndex(DimRegister), cvt.outIndex(DimLane)
	for i := 0; i < nRegA-nRegB; i++ {
		if regOut < 0 || cvtLane[laneIdTileB[i]][regOut] == 0 {
			return nil, false, nil
		}
	}
	tail := laneIdTileB[len(laneIdTileB)-len(laneIdTileA):]
	for k, idxA := range laneIdTileA {
		if laneOut < 0 || cvtLane[tail[k]][laneOut] != 1<<idxA {
			return nil, false, nil
		}
	}
	return append(vbasis, laneTileB...), true, nil
}

// instructionTile returns the bases one wavefront of instr touches: the first registers not in
// vbasis it needs, then its address lanes; false when the registers run out.
func instructionTile(instr memOpTile, regs, lanes, vbasis []int32) ([]int32, bool) {
	need := 3 - len(instr.laneAddr)
	var tile []int32
	for _, r := range regs {
		if need == 0 {
			break
		}
		if !slices.Contains(vbasis, r) {
			tile = append(tile, r)
			need--
		}
	}
	if need > 0 {
		return nil, false
	}
	for _, i := range instr.laneAddr {
		if i >= len(lanes) {
			return nil, false
		}
		tile = append(tile, lanes[i])
	}
	return tile, true
}

// optimalSwizzlingNV is Triton's optimalSwizzling with the NVIDIA instruction tiles: among the
// pairs of write and read instructions that can share a tile, the swizzling with the fewest
// bank conflicts, then the most repetitions; ld/st.shared's when none can.
func optimalSwizzlingNV(src, dst LinearLayout, computeCapability, bitwidth int) (swizzling, error) {
	srcFlat, err := src.FlattenOuts()
	if err != nil {
		return swizzling{}, err
	}
	dstFlat, err := dst.FlattenOuts()
	if err != nil {
		return swizzling{}, err
	}
	srcTiles, dstTiles := srcDstTiles(computeCapability, bitwidth)
	totalBases := log2(int32(128 / bitwidth))
	regSrc, regDst := flatBases(srcFlat, DimRegister), flatBases(dstFlat, DimRegister)
	laneSrc, laneDst := flatBases(srcFlat, DimLane), flatBases(dstFlat, DimLane)
	dim := srcFlat.TotalOutDimSizeLog2()
	best, bestConflicts, found := swizzling{}, 0, false
	pair := &tilePair{src: srcFlat, dst: dstFlat}
	for si, is := range srcTiles {
		for di, id := range dstTiles {
			vbasis, ok, err := optimalSwizzlingTile(pair, totalBases-len(is.laneContig),
				totalBases-len(id.laneContig), is.laneContig, id.laneContig)
			if err != nil {
				return swizzling{}, err
			}
			if !ok {
				continue
			}
			tileSrc, okSrc := instructionTile(is, regSrc, laneSrc, vbasis)
			tileDst, okDst := instructionTile(id, regDst, laneDst, vbasis)
			if !okSrc || !okDst {
				continue
			}
			leaveReps := min(len(is.laneContig)+len(is.laneAddr)-3, len(id.laneContig)+len(id.laneAddr)-3)
			sw := optimalSwizzling(srcFlat, dstFlat, bitwidth, vbasis, tileSrc, tileDst, leaveReps)
			sw.srcInstr, sw.dstInstr = si, di
			conflicts := bankConflicts(tileSrc, tileDst, sw, dim)
			if !found || conflicts < bestConflicts || (conflicts == bestConflicts && len(sw.reps) > len(best.reps)) {
				best, bestConflicts, found = sw, conflicts, true
			}
		}
	}
	if !found {
		return optimalSwizzlingLdSt(srcFlat, dstFlat, bitwidth), nil
	}
	return best, nil
}

// checkBitwidth rejects element widths the swizzling does not handle.
func checkBitwidth(bitwidth int) error {
	if bitwidth <= 0 || bitwidth > 128 || bitwidth&(bitwidth-1) != 0 {
		return fmt.Errorf("swizzling: unsupported element bit width %d", bitwidth)
	}
	return nil
}

// CvtScratchElems returns the number of elements of shared-memory scratch a conversion from
// the distributed layout src to dst of elements of bitwidth bits uses, as Triton's
// getNumScratchElemsSwizzledCvt: the tensor's size divided by the repetitions of its swizzled
// layout. A computeCapability of 0 asks for the target-independent ld/st.shared swizzling
// (lib/Analysis/Allocation.cpp); otherwise the NVIDIA one, which also considers ldmatrix and
// stmatrix (third_party/nvidia Allocation.cpp).
func CvtScratchElems(src, dst LinearLayout, bitwidth, computeCapability int) (int64, error) {
	if err := checkBitwidth(bitwidth); err != nil {
		return 0, err
	}
	src, dst = RemoveBroadcastRegisters(src), RemoveBroadcastRegisters(dst)
	var sw swizzling
	if computeCapability == 0 {
		srcFlat, err := src.FlattenOuts()
		if err != nil {
			return 0, err
		}
		dstFlat, err := dst.FlattenOuts()
		if err != nil {
			return 0, err
		}
		sw = optimalSwizzlingLdSt(srcFlat, dstFlat, bitwidth)
	} else {
		var err error
		if sw, err = optimalSwizzlingNV(src, dst, computeCapability, bitwidth); err != nil {
			return 0, err
		}
	}
	return src.TotalOutDimSize() >> len(sw.reps), nil
}

// CvtIsWarpLocal is Triton's isCvtWarpSync: the conversion from src to dst keeps every element
// within its warp (the map between them is trivial over warps) and neither layout broadcasts
// across warps, so that its scratch needs only warp-level synchronization.
func CvtIsWarpLocal(src, dst LinearLayout) bool {
	comp, err := dst.InvertAndCompose(src)
	if err != nil {
		return false
	}
	if _, ok := comp.Quotient([]string{DimWarp}); !ok {
		return false
	}
	for _, l := range []LinearLayout{src, dst} {
		for _, m := range l.FreeVariableMasks() {
			if m.Dim == DimWarp && m.Value != 0 {
				return false
			}
		}
	}
	return true
}
