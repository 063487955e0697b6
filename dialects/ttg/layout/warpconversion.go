package layout

import (
	"fmt"
	"slices"
)

// This file factors a layout conversion that moves data only between the registers and lanes
// of a warp into the pieces warp shuffles implement, as Triton's
// getWarpLayoutConvertDecomposition (lib/Analysis/Utility.cpp): the conversion is a
// permutation P of register and lane index bits, written P = P_mixed ∘ P_lane ∘ P_reg where
// P_reg and P_lane permute only register or only lane bits and P_mixed is a product of
// disjoint transpositions of a register bit with a lane bit.

// WarpTransposition is one transposition of P_mixed, Triton's TranspositionInfo: register
// bit Register swaps with lane bit Lane. When registers are packed several to a 32-bit word,
// the low register bits permute bytes within the word instead, and the four selectors are
// the byte-permute (prmt) selectors applied before and after the shuffle to the two words a
// transposition pairs; 0x3210 and 0x7654 select the words unchanged.
type WarpTransposition struct {
	Register, Lane                               int
	TopPreSel, BotPreSel, TopPostSel, BotPostSel uint16
}

// Default prmt selectors: the first and the second word unchanged.
const (
	selectFirst  uint16 = 0x3210
	selectSecond uint16 = 0x7654
)

// WarpConversion is Triton's DecomposedWarpConversion: RegisterPerm (P_reg, register ->
// register) and LanePerm (P_lane, lane -> lane) are permutations, Transpositions is P_mixed,
// and PackLog2 is the log2 of the number of elements packed into each 32-bit word.
type WarpConversion struct {
	RegisterPerm, LanePerm LinearLayout
	Transpositions         []WarpTransposition
	PackLog2               int
}

// LanePermIsIdentity reports whether P_lane is the identity, Triton's pLaneIsTrivial.
func (w WarpConversion) LanePermIsIdentity() bool {
	for i, b := range w.LanePerm.Bases(DimLane) {
		if b[0] != 1<<i {
			return false
		}
	}
	return true
}

// NeedsWarpShuffle is Triton's cvtNeedsWarpShuffle: the conversion from src to dst moves data
// between the registers and lanes of each warp only, with at most one transposition of a
// register bit with a lane bit.
func NeedsWarpShuffle(src, dst LinearLayout) (bool, error) {
	comp, err := MinimalConversion(src, dst)
	if err != nil {
		return false, err
	}
	if !slices.Equal(comp.OutDimNames(), []string{DimRegister, DimLane}) {
		return false, nil
	}
	w, err := DecomposeWarpConversion(src, dst, 32)
	if err != nil {
		return false, err
	}
	return len(w.Transpositions) < 2, nil
}

// DecomposeWarpConversion factors the conversion from src to dst, distributed layouts that
// differ only in how registers and lanes hold the tensor, for elements of bitwidth bits.
// Broadcast registers are dropped first and the register and lane dimensions padded with
// zero bases to equal sizes, so that the conversion is a permutation of index bits.
func DecomposeWarpConversion(src, dst LinearLayout, bitwidth int) (WarpConversion, error) {
	if bitwidth <= 0 {
		return WarpConversion{}, fmt.Errorf("decomposing a warp conversion: bitwidth %d", bitwidth)
	}
	src, dst = RemoveBroadcastRegisters(src), RemoveBroadcastRegisters(dst)
	nReg := max(src.InDimSizeLog2(DimRegister), dst.InDimSizeLog2(DimRegister))
	nLane := max(src.InDimSizeLog2(DimLane), dst.InDimSizeLog2(DimLane))
	s, err := padBases(src, nReg, nLane)
	if err != nil {
		return WarpConversion{}, err
	}
	t, err := padBases(dst, nReg, nLane)
	if err != nil {
		return WarpConversion{}, err
	}
	perm, err := bitPermutation(s, t, nReg, nLane)
	if err != nil {
		return WarpConversion{}, err
	}
	regNext, laneNext, mixed := factorCycles(perm, nReg, nLane)
	nPack := min(log2(min(max(int32(32/bitwidth), 1), 4)), nReg-len(mixed))
	transpositions := transpositionSelectors(mixed, regNext, nPack)
	regPerm, err := permutationLayout(DimRegister, regNext)
	if err != nil {
		return WarpConversion{}, err
	}
	lanePerm, err := permutationLayout(DimLane, laneNext)
	if err != nil {
		return WarpConversion{}, err
	}
	return WarpConversion{RegisterPerm: regPerm, LanePerm: lanePerm, Transpositions: transpositions, PackLog2: nPack}, nil
}

// bitIndex names one register (Lane false) or lane index bit.
type bitIndex struct {
	Lane bool
	Bit  int
}

// bitPermutation returns P as the image of every register bit then every lane bit: t's
// inverse composed with s, with the bits that neither layout uses fixed and the bits only
// one of them uses paired in order.
func bitPermutation(s, t LinearLayout, nReg, nLane int) ([]bitIndex, error) {
	p, err := s.InvertAndCompose(t)
	if err != nil {
		return nil, err
	}
	sFlat, err := s.FlattenOuts()
	if err != nil {
		return nil, err
	}
	tFlat, err := t.FlattenOuts()
	if err != nil {
		return nil, err
	}
	perm := make([]bitIndex, nReg+nLane)
	set := make([]bool, nReg+nLane)
	var srcFree, dstFree []bitIndex
	for _, dim := range []string{DimRegister, DimLane} {
		isLane := dim == DimLane
		offset := 0
		if isLane {
			offset = nReg
		}
		sb, tb, pb := sFlat.Bases(dim), tFlat.Bases(dim), p.Bases(dim)
		for i := range sb {
			sv, tv := sb[i][0], tb[i][0]
			switch {
			case sv == 0 && tv == 0:
				perm[offset+i], set[offset+i] = bitIndex{isLane, i}, true
			case sv == 0:
				srcFree = append(srcFree, bitIndex{isLane, i})
			case tv == 0:
				dstFree = append(dstFree, bitIndex{isLane, i})
			}
			if sv == 0 {
				continue
			}
			// P's column is the last output dimension with a set bit, as Triton reads it.
			for _, out := range []string{DimRegister, DimLane} {
				o := p.outIndex(out)
				if o >= 0 && pb[i][o] != 0 {
					perm[offset+i], set[offset+i] = bitIndex{out == DimLane, log2(pb[i][o])}, true
				}
			}
		}
	}
	for k := 0; k < min(len(srcFree), len(dstFree)); k++ {
		from := srcFree[k]
		idx := from.Bit
		if from.Lane {
			idx += nReg
		}
		perm[idx], set[idx] = dstFree[k], true
	}
	for i, ok := range set {
		if !ok {
			return nil, fmt.Errorf("decomposing a warp conversion: index bit %d has no image", i)
		}
	}
	return perm, nil
}

// factorCycles walks the cycles of perm, register bits first, and slices every run of lane
// bits l_j .. l_k that a cycle enters from r_m and leaves to r_i into a transposition:
// (.. r_m l_j .. l_k r_i ..) = (r_i l_j) ∘ (.. r_m r_i ..) ∘ (l_j .. l_k). It returns P_reg
// and P_lane as the next bit of each bit and the transpositions as (register, lane) pairs.
func factorCycles(perm []bitIndex, nReg, nLane int) (regNext, laneNext []int, mixed [][2]int) {
	regNext = make([]int, nReg)
	laneNext = make([]int, nLane)
	flat := func(b bitIndex) int {
		if b.Lane {
			return nReg + b.Bit
		}
		return b.Bit
	}
	visited := make([]bool, nReg+nLane)
	for start := range perm {
		if visited[start] {
			continue
		}
		entry := bitIndex{start >= nReg, start}
		if entry.Lane {
			entry.Bit -= nReg
		}
		curr := entry
		regStart, laneStart, laneEnd, regEnd := -1, -1, -1, -1
		for {
			visited[flat(curr)] = true
			next := perm[flat(curr)]
			switch {
			case !curr.Lane && !next.Lane:
				regNext[curr.Bit] = next.Bit
			case curr.Lane && next.Lane:
				laneNext[curr.Bit] = next.Bit
			case !curr.Lane:
				regStart, laneStart = curr.Bit, next.Bit
			default:
				regEnd, laneEnd = next.Bit, curr.Bit
			}
			if regEnd >= 0 {
				regNext[regStart] = regEnd
				laneNext[laneEnd] = laneStart
				mixed = append(mixed, [2]int{regEnd, laneStart})
				regStart, laneStart, laneEnd, regEnd = -1, -1, -1, -1
			}
			curr = next
			if flat(curr) == flat(entry) {
				break
			}
		}
	}
	return regNext, laneNext, mixed
}

// permutationLayout returns the layout over dim that sends bit i to bit next[i].
func permutationLayout(dim string, next []int) (LinearLayout, error) {
	bases := make([][]int32, len(next))
	for i, n := range next {
		bases[i] = []int32{1 << n}
	}
	return New([]InDim{{Name: dim, Bases: bases}}, []OutDim{{Name: dim, Size: 1 << len(next)}}, true)
}

// permuteSelector swaps, in the four nibbles of a prmt selector, the bit that picks the word
// with the bit of byte index that the low register bit bit moves.
func permuteSelector(sel uint16, bit, nPack int) uint16 {
	lo := bit + 2 - nPack
	const maskHi uint16 = 0x4444
	maskLo := uint16(0x1111) << lo
	fixed := sel &^ maskHi &^ maskLo
	shift := 2 - lo
	return fixed | (maskHi&sel)>>shift | (maskLo&sel)<<shift
}

// selectorFolding is the state of transpositionSelectors: P_reg as the next bit of each
// register bit, the register bits that transpositions use, and the packing.
type selectorFolding struct {
	regNext []int
	paired  map[int]bool
	nPack   int
}

// prev returns the bit whose next bit is b along P_reg.
func (f *selectorFolding) prev(b int) int {
	tail := b
	for curr := f.regNext[b]; curr != b; curr = f.regNext[curr] {
		tail = curr
	}
	return tail
}

// selectors returns the prmt selectors that apply the low register bits lowBits in turn,
// fixing in P_reg those that are neither head nor tail.
func (f *selectorFolding) selectors(head, tail int, lowBits []int) (top, bot uint16) {
	top, bot = selectFirst, selectSecond
	for _, b := range lowBits {
		top = permuteSelector(top, b, f.nPack)
		bot = permuteSelector(bot, b, f.nPack)
		if b != head && b != tail {
			f.regNext[b] = b
		}
	}
	return top, bot
}

// firstHighIsFree reports whether walking P_reg from the transposition's register bit meets
// a high (unpacked) bit that is the bit itself or unused by other transpositions.
func (f *selectorFolding) firstHighIsFree(t [2]int) bool {
	curr := t[0]
	for {
		if curr >= f.nPack {
			return curr == t[0] || !f.paired[curr]
		}
		curr = f.regNext[curr]
		if curr == t[0] {
			return false
		}
	}
}

// partner picks the high register bit that stands in for the low bit lowBit in a
// transposition: with two low bits, the image of the other low bit when lowBit is fixed and
// that image is free (the other low bit then joins the pre-shuffle bits), else the lowest
// unused high bit.
func (f *selectorFolding) partner(lowBit int, pre *[]int) int {
	if f.nPack == 2 {
		otherLow := 1 - lowBit
		b := f.regNext[otherLow]
		if f.regNext[lowBit] == lowBit && b >= f.nPack && !f.paired[b] && !f.paired[otherLow] {
			*pre = append(*pre, otherLow)
			f.regNext[f.prev(otherLow)] = b
			f.paired[b] = true
			return b
		}
	}
	p := f.nPack
	for f.paired[p] {
		p++
	}
	f.paired[p] = true
	return p
}

// transpositionSelectors is Triton's getTranspositionSelectors: it folds the low register
// bits of P_reg (those that select an element within a packed 32-bit word) next to each
// transposition into the transposition's prmt selectors, so that no transposition names a
// low bit, updating regNext (P_reg) in place.
func transpositionSelectors(mixed [][2]int, regNext []int, nPack int) []WarpTransposition {
	var out []WarpTransposition
	if nPack == 0 {
		for _, t := range mixed {
			out = append(out, WarpTransposition{Register: t[0], Lane: t[1],
				TopPreSel: selectFirst, BotPreSel: selectSecond, TopPostSel: selectFirst, BotPostSel: selectSecond})
		}
		return out
	}
	f := &selectorFolding{regNext: regNext, paired: map[int]bool{}, nPack: nPack}
	for _, t := range mixed {
		f.paired[t[0]] = true
	}
	var free, rest [][2]int
	for _, t := range mixed {
		if f.firstHighIsFree(t) {
			free = append(free, t)
		} else {
			rest = append(rest, t)
		}
	}
	for _, t := range append(free, rest...) {
		out = f.fold(out, t)
	}
	if nPack == 2 && regNext[0] == 1 && regNext[1] == 0 && len(out) > 0 {
		// (r0 r1) was in P: the last transposition's post-shuffle prmt swaps the two halves,
		// so P_reg no longer does. Triton 3.6 leaves (r0 r1) in P_reg as well, so the two
		// swaps cancel: on an H200, Triton's own kernels for such i8 conversions misplace
		// half the elements. ttgo departs from Triton here to compute the right values.
		out[len(out)-1].TopPostSel = 0x3120
		out[len(out)-1].BotPostSel = 0x7564
		regNext[0], regNext[1] = 0, 1
	}
	return out
}

// fold processes one transposition (rBit, lBit) of transpositionSelectors and inserts it into
// out.
func (f *selectorFolding) fold(out []WarpTransposition, t [2]int) []WarpTransposition {
	rBit, lBit := t[0], t[1]
	var cycle []int
	for curr := rBit; ; {
		cycle = append(cycle, curr)
		curr = f.regNext[curr]
		if curr == rBit {
			break
		}
	}
	isBoundary := func(bit int) bool { return bit >= f.nPack || (f.paired[bit] && bit != rBit) }
	forward := slices.IndexFunc(cycle, isBoundary)
	backward := -1
	for i := len(cycle) - 1; i >= 0; i-- {
		if isBoundary(cycle[i]) {
			backward = i
			break
		}
	}
	var post, pre []int
	if forward >= 0 {
		post = slices.Clone(cycle[:forward])
	} else {
		post = slices.Clone(cycle)
	}
	for i := len(cycle) - 1; i > backward; i-- {
		pre = append(pre, cycle[i])
	}
	var head, tail int
	partnerBit := -1
	if forward >= 0 {
		if end := cycle[forward]; end == rBit || !f.paired[end] {
			// The walk ends at the bit itself or at an unused high bit: no conjugation.
			head, partnerBit = end, end
		} else {
			// A later factor of a noncommuting product: conjugate by the first low bit.
			head = post[0]
			pre = append(pre, head)
			post = post[:1]
			delete(f.paired, head)
		}
		tail = cycle[backward]
		if tail < f.nPack && f.paired[tail] {
			pre = slices.Insert(pre, 0, tail)
		}
	} else if next := f.regNext[rBit]; next != rBit && f.paired[next] {
		// Symmetric noncommuting case, as (l0 r0 l1 r1).
		pre = pre[1:]
		post = post[:len(post)-1]
		delete(f.paired, post[0])
		head, tail = rBit, next
	} else {
		// Isolated low bits with one transposition, as (l0 r0 r1).
		if len(post) == 2 {
			post = post[:1]
		}
		head, tail = pre[0], pre[0]
	}
	if partnerBit < 0 {
		partnerBit = f.partner(head, &pre)
	}
	reversedPost := slices.Clone(post)
	slices.Reverse(reversedPost)
	topPost, botPost := f.selectors(head, tail, reversedPost)
	topPre, botPre := f.selectors(head, tail, pre)
	f.regNext[tail] = head
	info := WarpTransposition{Register: partnerBit, Lane: lBit,
		TopPreSel: topPre, BotPreSel: botPre, TopPostSel: topPost, BotPostSel: botPost}
	if len(pre) == 0 {
		return append(out, info)
	}
	sel := uint16(0x5410)
	if f.nPack-pre[len(pre)-1] == 2 {
		sel = 0x6240
	}
	at := slices.IndexFunc(out, func(w WarpTransposition) bool { return w.TopPostSel == sel })
	if at < 0 {
		at = len(out)
	}
	return slices.Insert(out, at, info)
}
