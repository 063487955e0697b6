package layout

import (
	"fmt"
	"math/rand"
	"testing"
)

// byteSlot is one byte of a simulated 32-bit register: byte part of element elem.
type byteSlot struct{ elem, part int32 }

// word is a simulated 32-bit register.
type word [4]byteSlot

// prmt simulates PTX prmt.b32: byte i of the result is byte sel[i] of the pair (a, b).
func prmt(a, b word, sel uint16) word {
	var out word
	for i := range out {
		k := sel >> (4 * i) & 7
		if k < 4 {
			out[i] = a[k]
		} else {
			out[i] = b[k-4]
		}
	}
	return out
}

// warpSimulation runs, on every lane of a warp at once, the instruction sequence Triton's
// transferWithinWarp emits from a WarpConversion.
type warpSimulation struct {
	w     WarpConversion
	lanes int
	// regs[lane][r] is register r of a lane.
	regs [][]word
}

// pick returns, per lane, a when the lane's bit lBit is off and b otherwise.
func (s *warpSimulation) laneBitOff(lane, lBit int) bool { return lane&(1<<lBit) == 0 }

// swap simulates one selp/prmt stage of transferWithinWarpSwapImpl.
func (s *warpSimulation) swap(t WarpTransposition, preShuf bool, laneInv []int32) {
	rIdx := t.Register - s.w.PackLog2
	lIdx := t.Lane
	top, bot := t.TopPostSel, t.BotPostSel
	if preShuf {
		lIdx = log2(laneInv[t.Lane])
		top, bot = t.TopPreSel, t.BotPreSel
	}
	for lane, vals := range s.regs {
		off := s.laneBitOff(lane, lIdx)
		next := make([]word, len(vals))
		tile := 1 << (rIdx + 1)
		for base := 0; base < len(vals); base += tile {
			for i := 0; i < tile/2; i++ {
				r0, r1 := base+i, base+i+(1<<rIdx)
				v0, v1 := vals[r0], vals[r1]
				if top == selectFirst && bot == selectSecond {
					if off {
						next[r0], next[r1] = v0, v1
					} else {
						next[r0], next[r1] = v1, v0
					}
					continue
				}
				sel01, sel11 := top^0x4444, bot^0x4444
				if preShuf {
					sel01, sel11 = bot, top
				}
				if off {
					next[r0], next[r1] = prmt(v0, v1, top), prmt(v0, v1, bot)
				} else {
					next[r0], next[r1] = prmt(v0, v1, sel01), prmt(v0, v1, sel11)
				}
			}
		}
		s.regs[lane] = next
	}
}

// shuffle gives every lane register r of lane from(lane).
func (s *warpSimulation) shuffle(r int, from func(lane int) int) {
	old := make([]word, s.lanes)
	for lane := range old {
		old[lane] = s.regs[lane][r]
	}
	for lane := range old {
		s.regs[lane][r] = old[from(lane)]
	}
}

// runSwap simulates transferWithinWarpSwapImpl.
func (s *warpSimulation) runSwap() {
	laneBases := flatBases(s.w.LanePerm, DimLane)
	laneInv := make([]int32, len(laneBases))
	for j, b := range laneBases {
		laneInv[log2(b)] = 1 << j
	}
	for _, t := range s.w.Transpositions {
		s.swap(t, true, laneInv)
	}
	trivial := s.w.LanePermIsIdentity()
	for r := range s.regs[0] {
		var mask int32
		for _, t := range s.w.Transpositions {
			if r&(1<<(t.Register-s.w.PackLog2)) != 0 {
				mask |= laneInv[t.Lane]
			}
		}
		if trivial && mask == 0 {
			continue
		}
		s.shuffle(r, func(lane int) int {
			perm := int32(0)
			for j, b := range laneInv {
				if lane&(1<<j) != 0 {
					perm ^= b
				}
			}
			return int(perm ^ mask)
		})
	}
	for _, t := range s.w.Transpositions {
		s.swap(t, false, laneInv)
	}
}

// shipDiagonalSelectors is the pair of prmt selectors transferWithinWarpShipImpl derives
// from a post-shuffle selector.
func shipDiagonalSelectors(post uint16) (uint16, uint16) {
	if post == 0x3120 {
		return 0x7564, 0x7564
	}
	high := (post & 0x4444) >> 2
	sel10 := post ^ high
	if post&0x1000 != 0 {
		sel10 = post ^ high<<1
	}
	return sel10, sel10 ^ 0x4444
}

// runShip simulates transferWithinWarpShipImpl for the sole transposition.
func (s *warpSimulation) runShip() {
	t := s.w.Transpositions[0]
	rIdx := t.Register - s.w.PackLog2
	shipped := make([][]word, s.lanes)
	for lane, vals := range s.regs {
		off := s.laneBitOff(lane, t.Lane)
		shipped[lane] = make([]word, len(vals))
		for base := 0; base < len(vals); base += 1 << (rIdx + 1) {
			for i := 0; i < 1<<rIdx; i++ {
				r0, r1 := base+i, base+i+(1<<rIdx)
				plain := t.TopPreSel == selectFirst && t.TopPostSel == selectFirst
				switch {
				case plain && off:
					shipped[lane][r0] = vals[r1]
				case plain:
					shipped[lane][r0] = vals[r0]
				case off:
					shipped[lane][r0] = prmt(vals[r0], vals[r1], t.BotPreSel)
				default:
					shipped[lane][r0] = prmt(vals[r0], vals[r1], t.TopPreSel)
				}
			}
		}
	}
	next := make([][]word, s.lanes)
	for lane, vals := range s.regs {
		off := s.laneBitOff(lane, t.Lane)
		next[lane] = make([]word, len(vals))
		for base := 0; base < len(vals); base += 1 << (rIdx + 1) {
			for i := 0; i < 1<<rIdx; i++ {
				r0, r1 := base+i, base+i+(1<<rIdx)
				got := shipped[lane^(1<<t.Lane)][r0]
				v0, v1 := vals[r0], vals[r1]
				if t.TopPreSel == selectFirst && t.TopPostSel == selectFirst {
					if off {
						next[lane][r0], next[lane][r1] = v0, got
					} else {
						next[lane][r0], next[lane][r1] = got, v1
					}
					continue
				}
				sel10, sel01 := shipDiagonalSelectors(t.TopPostSel)
				if off {
					next[lane][r0], next[lane][r1] = prmt(v0, got, t.TopPostSel), prmt(v1, got, sel10)
				} else {
					next[lane][r0], next[lane][r1] = prmt(v0, got, sel01), prmt(v1, got, t.BotPostSel^0x4444)
				}
			}
		}
	}
	s.regs = next
}

// shippable is the condition under which Triton uses the ship method.
func shippable(t WarpTransposition) bool {
	return t.TopPreSel == t.TopPostSel ||
		(t.TopPreSel == 0x5140 && t.TopPostSel == 0x6240) ||
		(t.TopPreSel == 0x6420 && t.TopPostSel == 0x5410) ||
		(t.TopPreSel == 0x3210 && t.TopPostSel == 0x3120)
}

// elementAt returns the flat tensor index l maps (register, lane, warp 0) to.
func elementAt(t *testing.T, l LinearLayout, reg, lane int32) int32 {
	t.Helper()
	ins := make([]int32, l.NumInDims())
	for i, d := range l.InDimNames() {
		switch d {
		case DimRegister:
			ins[i] = reg
		case DimLane:
			ins[i] = lane
		}
	}
	outs := l.ApplyValues(ins)
	flat, shift := int32(0), 0
	for i, o := range l.OutDims() {
		flat |= outs[i] << shift
		shift += log2(o.Size)
	}
	return flat
}

// simulateWarpConversion checks that the shuffles and byte permutes that src -> dst
// decomposes into deliver, on every lane, the elements dst places there.
func simulateWarpConversion(t *testing.T, src, dst LinearLayout, bitwidth int) {
	t.Helper()
	w, err := DecomposeWarpConversion(src, dst, bitwidth)
	if err != nil {
		t.Fatal(err)
	}
	if w.PackLog2 > 0 && len(w.Transpositions) > 1 {
		// Triton lowers with shuffles only conversions of at most one transposition
		// (NeedsWarpShuffle); its selectors for several do not compose on packed registers.
		return
	}
	lanes := int(src.InDimSize(DimLane))
	strippedSrc := RemoveBroadcastRegisters(src)
	regDim := int(strippedSrc.InDimSize(DimRegister))
	pRegDim := int(w.RegisterPerm.InDimSize(DimRegister))
	bytesPerElem := max(bitwidth/8, 1)
	elemsPerWord := 1 << w.PackLog2
	bytesPerSlot := 4 / elemsPerWord
	sim := &warpSimulation{w: w, lanes: lanes, regs: make([][]word, lanes)}
	for lane := range lanes {
		elems := make([]int32, max(regDim, pRegDim))
		for r := range elems {
			elems[r] = elementAt(t, strippedSrc, int32(r%regDim), int32(lane))
		}
		permuted := make([]int32, len(elems))
		for r, e := range elems {
			permuted[w.RegisterPerm.ApplyValues([]int32{int32(r)})[0]] = e
		}
		words := make([]word, len(permuted)/elemsPerWord)
		for k := range words {
			for b := range 4 {
				words[k][b] = byteSlot{permuted[k*elemsPerWord+b/bytesPerSlot], int32(b % bytesPerSlot)}
			}
		}
		sim.regs[lane] = words
	}
	if len(w.Transpositions) == 1 && w.LanePermIsIdentity() && shippable(w.Transpositions[0]) {
		sim.runShip()
	} else {
		sim.runSwap()
	}
	strippedDst := RemoveBroadcastRegisters(dst)
	for lane := range lanes {
		for r := range strippedDst.InDimSize(DimRegister) {
			slot := sim.regs[lane][int(r)/elemsPerWord]
			first := int(r) % elemsPerWord * bytesPerSlot
			want := elementAt(t, strippedDst, r, int32(lane))
			for b := range min(bytesPerSlot, bytesPerElem) {
				if got := slot[first+b]; got != (byteSlot{want, int32(b)}) {
					t.Fatalf("bitwidth %d, lane %d, register %d byte %d: got element %d byte %d, want element %d\n%+v\nsrc:%s\ndst:%s",
						bitwidth, lane, r, b, got.elem, got.part, want, w, src.Describe(), dst.Describe())
				}
			}
		}
	}
}

// randomWarpLayout returns a layout of a 1-D tensor of 2^nBits elements over one warp of 32
// lanes: the tensor's bits dealt at random to registers and lanes, with broadcast (zero)
// bases where the lanes outnumber the bits left and extra zero registers mixed in.
func randomWarpLayout(t *testing.T, rng *rand.Rand, nBits, extraRegs int) LinearLayout {
	t.Helper()
	bitsPerm := rng.Perm(nBits)
	nLaneBits := min(5, nBits)
	nReg := nBits - nLaneBits
	var regs, lanes [][]int32
	laneSlots := rng.Perm(5)[:nLaneBits]
	lanes = make([][]int32, 5)
	for i := range lanes {
		lanes[i] = []int32{0}
	}
	for i, slot := range laneSlots {
		lanes[slot] = []int32{1 << bitsPerm[nReg+i]}
	}
	for i := range nReg {
		regs = append(regs, []int32{1 << bitsPerm[i]})
	}
	for range extraRegs {
		at := rng.Intn(len(regs) + 1)
		regs = append(regs[:at], append([][]int32{{0}}, regs[at:]...)...)
	}
	l, err := New([]InDim{{DimRegister, regs}, {DimLane, lanes}, {DimWarp, nil}},
		[]OutDim{{"dim0", 1 << nBits}}, true)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestDecomposeWarpConversionRandom simulates the decomposition of random warp-local
// conversions for every element width.
func TestDecomposeWarpConversionRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for i := range 400 {
		nBits := 3 + rng.Intn(6)
		src := randomWarpLayout(t, rng, nBits, rng.Intn(2))
		dst := randomWarpLayout(t, rng, nBits, rng.Intn(2))
		for _, bw := range []int{8, 16, 32, 64} {
			t.Run(fmt.Sprintf("%d/bw%d", i, bw), func(t *testing.T) { simulateWarpConversion(t, src, dst, bw) })
		}
	}
}

// TestDecomposeWarpConversionBlocked covers conversions between blocked layouts of one warp
// and checks NeedsWarpShuffle against the transposition count.
func TestDecomposeWarpConversionBlocked(t *testing.T) {
	shape := []int64{16, 16}
	one := []uint32{1, 1}
	rowMajor, colMajor := []uint32{1, 0}, []uint32{0, 1}
	layouts := []LinearLayout{
		blocked(t, []uint32{1, 4}, []uint32{8, 4}, one, rowMajor, shape),
		blocked(t, []uint32{4, 1}, []uint32{4, 8}, one, colMajor, shape),
		blocked(t, []uint32{1, 8}, []uint32{16, 2}, one, rowMajor, shape),
		blocked(t, []uint32{2, 2}, []uint32{4, 8}, one, rowMajor, shape),
		blocked(t, []uint32{1, 1}, []uint32{2, 16}, one, rowMajor, shape),
	}
	for i, src := range layouts {
		for j, dst := range layouts {
			for _, bw := range []int{8, 16, 32} {
				t.Run(fmt.Sprintf("%d-%d/bw%d", i, j, bw), func(t *testing.T) { simulateWarpConversion(t, src, dst, bw) })
			}
			w, err := DecomposeWarpConversion(src, dst, 32)
			if err != nil {
				t.Fatal(err)
			}
			shuffle, err := NeedsWarpShuffle(src, dst)
			if err != nil {
				t.Fatal(err)
			}
			comp, err := MinimalConversion(src, dst)
			if err != nil {
				t.Fatal(err)
			}
			moves := comp.HasInDim(DimLane)
			if want := moves && len(w.Transpositions) < 2; shuffle != want {
				t.Errorf("%d-%d: NeedsWarpShuffle = %v with %d transpositions (lanes move: %v)", i, j, shuffle, len(w.Transpositions), moves)
			}
		}
	}
}

// TestNeedsWarpShuffleAgreesWithSharedMemory checks that a conversion goes through shared
// memory exactly when it neither only reorders registers nor can use warp shuffles, as
// Triton's cvtNeedsSharedMemory defines it, on random warp-local conversions.
func TestNeedsWarpShuffleAgreesWithSharedMemory(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := range 300 {
		nBits := 3 + rng.Intn(6)
		src := randomWarpLayout(t, rng, nBits, rng.Intn(2))
		dst := randomWarpLayout(t, rng, nBits, rng.Intn(2))
		shuffle, err := NeedsWarpShuffle(src, dst)
		if err != nil {
			t.Fatal(err)
		}
		smem, err := CvtNeedsSharedMemory(src, dst)
		if err != nil {
			t.Fatal(err)
		}
		if want := !ConversionReordersRegisters(src, dst) && !shuffle; smem != want {
			t.Errorf("case %d: CvtNeedsSharedMemory = %v, want %v (shuffles: %v)", i, smem, want, shuffle)
		}
	}
}
