package layout

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// The property tests draw thousands of random valid layouts from a fixed
// seed, so failures reproduce.

func pow2(r *rand.Rand, maxLog int) uint32 { return 1 << r.Intn(maxLog+1) }

// splitPow2 splits 2^total into n random powers of two.
func splitPow2(r *rand.Rand, total, n int) []uint32 {
	logs := make([]int, n)
	for i := 0; i < total; i++ {
		logs[r.Intn(n)]++
	}
	out := make([]uint32, n)
	for i, l := range logs {
		out[i] = 1 << l
	}
	return out
}

type randomBlocked struct {
	b          Blocked
	split, dup []uint32
	ctaOrder   []uint32
	shape      []int64
}

func genBlocked(t *testing.T, r *rand.Rand, rank int) randomBlocked {
	t.Helper()
	order := make([]uint32, rank)
	for i, p := range r.Perm(rank) {
		order[i] = uint32(p)
	}
	spt := make([]uint32, rank)
	shape := make([]int64, rank)
	for i := range spt {
		spt[i] = pow2(r, 2)
		shape[i] = int64(pow2(r, 5))
	}
	ctaOrder := make([]uint32, rank)
	for i, p := range r.Perm(rank) {
		ctaOrder[i] = uint32(p)
	}
	split := splitPow2(r, r.Intn(3), rank)
	dup := splitPow2(r, r.Intn(2), rank)
	cpg := make([]uint32, rank)
	for i := range cpg {
		cpg[i] = split[i] * dup[i]
	}
	cga, err := CGAFromSplitParams(cpg, split, ctaOrder)
	if err != nil {
		t.Fatal(err)
	}
	b := Blocked{SizePerThread: spt, ThreadsPerWarp: splitPow2(r, 5, rank), WarpsPerCTA: splitPow2(r, r.Intn(4), rank), Order: order, CGA: cga}
	return randomBlocked{b, split, dup, ctaOrder, shape}
}

// digits splits v into mixed-radix digits over dims in order, fastest first.
func digits(v int64, sizes []int64, order []uint32) []int64 {
	d := make([]int64, len(sizes))
	for _, o := range order {
		d[o] = v % sizes[o]
		v /= sizes[o]
	}
	return d
}

// blockedCoord computes the element a location holds directly from the
// blocked layout's definition, without linear algebra.
func blockedCoord(rb randomBlocked, reg, lane, warp, block int64) []int64 {
	b := rb.b
	rank := len(rb.shape)
	u := func(v []uint32) []int64 {
		r := make([]int64, len(v))
		for i, x := range v {
			r[i] = int64(x)
		}
		return r
	}
	spt, tpw, wpc := u(b.SizePerThread), u(b.ThreadsPerWarp), u(b.WarpsPerCTA)
	cgaSize := make([]int64, rank)
	ctaShape := make([]int64, rank)
	reps := make([]int64, rank)
	for d := 0; d < rank; d++ {
		cgaSize[d] = min(int64(rb.split[d]), rb.shape[d])
		ctaShape[d] = rb.shape[d] / cgaSize[d]
		reps[d] = max(1, ctaShape[d]/(spt[d]*tpw[d]*wpc[d]))
	}
	sptIdx := digits(reg, spt, b.Order)
	numSpt := int64(1)
	for _, s := range spt {
		numSpt *= s
	}
	repIdx := digits(reg/numSpt, reps, b.Order)
	laneIdx := digits(lane, tpw, b.Order)
	warpIdx := digits(warp, wpc, b.Order)
	// Block bits: per dimension in CTA order, split bits then duplicate bits.
	blockIdx := make([]int64, rank)
	for _, d := range rb.ctaOrder {
		blockIdx[d] = block % int64(rb.split[d])
		block /= int64(rb.split[d]) * int64(rb.dup[d])
	}
	c := make([]int64, rank)
	for d := 0; d < rank; d++ {
		tile := spt[d] * tpw[d] * wpc[d]
		inCTA := (repIdx[d]*tile + warpIdx[d]*spt[d]*tpw[d] + laneIdx[d]*spt[d] + sptIdx[d]) % ctaShape[d]
		c[d] = (blockIdx[d]%cgaSize[d])*ctaShape[d] + inCTA
	}
	return c
}

func TestPropertyBlockedMatchesDefinition(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < 3000; iter++ {
		rb := genBlocked(t, r, 1+r.Intn(3))
		l := mustLL(t, rb.b, rb.shape)
		for reg := int64(0); reg < int64(l.InDimSize(DimRegister)); reg++ {
			for lane := int64(0); lane < int64(l.InDimSize(DimLane)); lane++ {
				for warp := int64(0); warp < int64(l.InDimSize(DimWarp)); warp++ {
					for block := int64(0); block < int64(l.InDimSize(DimBlock)); block++ {
						got := l.ApplyValues([]int32{int32(reg), int32(lane), int32(warp), int32(block)})
						want := blockedCoord(rb, reg, lane, warp, block)
						for d := range want {
							if int64(got[d]) != want[d] {
								t.Fatalf("iter %d %+v shape %v: (reg %d, lane %d, warp %d, block %d) -> %v, want %v\n%s",
									iter, rb.b, rb.shape, reg, lane, warp, block, got, want, l.Describe())
							}
						}
					}
				}
			}
		}
		// A tensor at least as large as the CGA's tile, split without
		// duplicated CTAs, has each element in exactly one place.
		fits := true
		for d, s := range rb.shape {
			tile := int64(rb.b.SizePerThread[d]*rb.b.ThreadsPerWarp[d]*rb.b.WarpsPerCTA[d]) * int64(rb.split[d])
			fits = fits && s >= tile && rb.dup[d] == 1
		}
		if fits != l.IsInjective() {
			t.Fatalf("iter %d %+v shape %v: injective = %v, want %v", iter, rb.b, rb.shape, l.IsInjective(), fits)
		}
		if !l.IsSurjective() {
			t.Fatalf("iter %d: blocked layout does not cover its tensor", iter)
		}
	}
}

// elementsByThread maps each (lane, warp, block) to the set of elements
// its registers hold, projected by proj.
func elementsByThread(l LinearLayout, proj func([]int32) string) map[[3]int32]map[string]bool {
	m := map[[3]int32]map[string]bool{}
	for b := int32(0); b < l.InDimSize(DimBlock); b++ {
		for w := int32(0); w < l.InDimSize(DimWarp); w++ {
			for ln := int32(0); ln < l.InDimSize(DimLane); ln++ {
				k := [3]int32{ln, w, b}
				m[k] = map[string]bool{}
				for reg := int32(0); reg < l.InDimSize(DimRegister); reg++ {
					m[k][proj(l.ApplyValues([]int32{reg, ln, w, b}))] = true
				}
			}
		}
	}
	return m
}

// elementsByWarp is elementsByThread with the lanes of a warp merged.
func elementsByWarp(l LinearLayout, proj func([]int32) string) map[[3]int32]map[string]bool {
	m := map[[3]int32]map[string]bool{}
	for k, s := range elementsByThread(l, proj) {
		w := [3]int32{0, k[1], k[2]}
		if m[w] == nil {
			m[w] = map[string]bool{}
		}
		for e := range s {
			m[w][e] = true
		}
	}
	return m
}

func sameSets(a, b map[[3]int32]map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k, s := range a {
		o, ok := b[k]
		if !ok || len(o) != len(s) {
			return false
		}
		for e := range s {
			if !o[e] {
				return false
			}
		}
	}
	return true
}

func TestPropertySliceMatchesParent(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for iter := 0; iter < 1000; iter++ {
		rb := genBlocked(t, r, 2+r.Intn(2))
		dim := r.Intn(len(rb.shape))
		var parent Distributed = rb.b
		if r.Intn(3) == 0 {
			// Slices of slices exercise non-blocked parents.
			inner := Slice{Dim: r.Intn(len(rb.shape)), Parent: rb.b}
			if inner.Rank() < 2 {
				continue
			}
			parent = inner
			dim = r.Intn(inner.Rank())
		}
		s := Slice{Dim: dim, Parent: parent}
		shape := make([]int64, s.Rank())
		for i := range shape {
			shape[i] = int64(pow2(r, 4))
		}
		sl := mustLL(t, s, shape)
		parentShape := slices.Insert(slices.Clone(shape), dim, 1)
		pl := mustLL(t, parent, parentShape)
		got := elementsByThread(sl, func(c []int32) string { return fmt.Sprint(c) })
		want := elementsByThread(pl, func(c []int32) string {
			return fmt.Sprint(slices.Delete(slices.Clone(c), dim, dim+1))
		})
		if !sameSets(got, want) {
			t.Fatalf("iter %d: slice dim %d of %+v shape %v holds different elements than its parent", iter, dim, parent, shape)
		}
		if !sl.IsSurjective() || sl.NumInDims() != 4 {
			t.Fatalf("iter %d: bad slice layout %s", iter, sl.Describe())
		}
		// Registers that only moved along the sliced dimension are gone.
		for _, b := range sl.Bases(DimRegister) {
			if b[0] == 0 && !slices.ContainsFunc(b, func(v int32) bool { return v != 0 }) {
				t.Fatalf("iter %d: zero register basis left in %s", iter, sl)
			}
		}
	}
}

func randomMma(r *rand.Rand) NvidiaMma {
	if r.Intn(2) == 0 {
		return NvidiaMma{VersionMajor: 2, WarpsPerCTA: splitPow2(r, r.Intn(4), 2), InstrShape: []uint32{16, 8}}
	}
	return NvidiaMma{VersionMajor: 3, WarpsPerCTA: []uint32{4 << r.Intn(2), 1}, InstrShape: []uint32{16, 8 << r.Intn(4), 16}}
}

func TestPropertyDotOperandMatchesParent(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for iter := 0; iter < 1000; iter++ {
		var parent Distributed
		opIdx := r.Intn(2)
		kWidth := 0
		if r.Intn(2) == 0 {
			mma := randomMma(r)
			if mma.IsHopper() {
				opIdx = 0
			}
			parent = mma
			kWidth = int(pow2(r, 3))
		} else {
			rb := genBlocked(t, r, 2)
			rb.b.CGA = CGALayout{}
			parent = rb.b
		}
		m, n, k := int64(pow2(r, 7)), int64(pow2(r, 7)), int64(pow2(r, 6))
		c := mustLL(t, parent, []int64{m, n})
		dot := DotOperand{OpIdx: opIdx, KWidth: kWidth, Parent: parent}
		opShape := []int64{m, k}
		keep := 0 // the operand shares dim0 (M) with the result
		if opIdx == 1 {
			opShape = []int64{k, n}
			keep = 1
		}
		d := mustLL(t, dot, opShape)
		proj := func(c []int32) string { return fmt.Sprint(c[keep]) }
		byThread := elementsByThread
		if _, ok := parent.(NvidiaMma); ok && opIdx == 1 {
			// mma.sync gives lane l column l/4 of B but columns 2(l%4) and
			// 2(l%4)+1 of the result, so B agrees with the result per warp.
			byThread = elementsByWarp
		}
		if !sameSets(byThread(d, proj), byThread(c, proj)) {
			t.Fatalf("iter %d: operand %d of %+v holds different %s rows than the result\n%s\n%s", iter, opIdx, parent, []string{"M", "N"}[keep], d, c)
		}
		if !d.IsSurjective() {
			t.Fatalf("iter %d: operand layout does not cover its tensor", iter)
		}
		if _, ok := parent.(Blocked); ok {
			// An FMA operand thread holds whole K rows.
			for _, s := range elementsByThread(d, func(c []int32) string { return fmt.Sprint(c) }) {
				if int64(len(s))%k != 0 {
					t.Fatalf("iter %d: thread holds %d elements, not whole K rows of %d", iter, len(s), k)
				}
			}
		}
	}
}

func TestPropertyMmaInjective(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for iter := 0; iter < 1000; iter++ {
		mma := randomMma(r)
		tm, tn := mma.tileMN()
		m := int64(tm*mma.WarpsPerCTA[0]) << r.Intn(3)
		n := int64(tn*mma.WarpsPerCTA[1]) << r.Intn(3)
		l := mustLL(t, mma, []int64{m, n})
		if !l.IsInjective() || !l.IsSurjective() {
			t.Fatalf("iter %d: %+v on %dx%d is not a bijection", iter, mma, m, n)
		}
		e, err := TotalElemsPerThread(mma, []int64{m, n})
		if err != nil || int64(e)*32*int64(mma.WarpsPerCTA[0]*mma.WarpsPerCTA[1]) != m*n {
			t.Fatalf("iter %d: %d elements per thread for %dx%d", iter, e, m, n)
		}
	}
}

func TestPropertySharedInjective(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for iter := 0; iter < 2000; iter++ {
		rank := 2 + r.Intn(2)
		order := make([]uint32, rank)
		for i, p := range r.Perm(rank) {
			order[i] = uint32(p)
		}
		shape := make([]int64, rank)
		for i := range shape {
			shape[i] = int64(pow2(r, 5))
		}
		var enc Shared
		if r.Intn(2) == 0 {
			sw := SwizzledShared{Vec: pow2(r, 3), PerPhase: pow2(r, 2), MaxPhase: pow2(r, 3), Order: order}
			cols := shape[order[0]]
			if int64(sw.Vec*sw.MaxPhase) > cols {
				sw.MaxPhase = max(1, uint32(cols)/sw.Vec)
			}
			enc = sw
			offsets, _, err := SharedOffsets(sw, shape)
			if err != nil {
				t.Fatal(err)
			}
			if rank == 2 && int64(sw.Vec) <= cols {
				for i := range offsets {
					rr, cc := int64(i)/shape[1], int64(i)%shape[1]
					if order[0] == 0 {
						rr, cc = cc, rr
					}
					phase := (rr / int64(sw.PerPhase)) % int64(sw.MaxPhase)
					want := rr*cols + ((cc/int64(sw.Vec))^phase)*int64(sw.Vec) + cc%int64(sw.Vec)
					if int64(offsets[i]) != want {
						t.Fatalf("iter %d: %+v shape %v: element %d at %d, want %d", iter, sw, shape, i, offsets[i], want)
					}
				}
			}
		} else {
			e := NVMMAShared{SwizzlingByteWidth: []uint32{0, 32, 64, 128}[r.Intn(4)], ElementBitWidth: []uint32{8, 16, 32}[r.Intn(3)], Transposed: r.Intn(2) == 0, RankN: rank}
			for i := range shape {
				shape[i] = int64(pow2(r, 3)) * 64
			}
			contig := rank - 1
			if e.Transposed {
				contig = 0
			}
			// One swizzle row must fit the contiguous dimension.
			shape[contig] = max(shape[contig], int64(8*e.SwizzlingByteWidth/e.ElementBitWidth))
			enc = e
		}
		l := mustLL(t, enc, shape)
		if !l.IsInvertible() {
			t.Fatalf("iter %d: %+v on %v is not a bijection:%s", iter, enc, shape, l.Describe())
		}
		inv, err := l.Invert()
		if err != nil {
			t.Fatal(err)
		}
		back, err := l.Compose(inv)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range back.ins {
			for i, b := range in.Bases {
				want := make([]int32, len(b))
				want[back.inIndex(in.Name)] = 1 << i
				if !slices.Equal(b, want) {
					t.Fatalf("iter %d: inverse∘layout is not the identity: %s", iter, back)
				}
			}
		}
	}
}
