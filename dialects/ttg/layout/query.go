package layout

import (
	"fmt"
	"slices"
)

// The queries below read a distributed layout's parameters off its linear
// layout, as Triton 3.6's LinearEncodingAttr does, so every distributed
// encoding answers them the same way.

// ToLinear returns enc's linear layout for shape as a Linear encoding.
func ToLinear(enc Distributed, shape []int64) (Linear, error) {
	if l, ok := enc.(Linear); ok {
		return l, l.Validate()
	}
	ll, err := ToLinearLayout(enc, shape)
	if err != nil {
		return Linear{}, err
	}
	return Linear{Layout: ll}, nil
}

func (l Linear) bases(dim string) [][]int32 {
	if i := l.Layout.inIndex(dim); i >= 0 {
		return l.Layout.ins[i].Bases
	}
	return nil
}

// Order returns the dimensions in the order registers move along them,
// fastest first; dimensions registers do not move along follow, major first.
func (l Linear) Order() []uint32 {
	rank := l.Rank()
	def := make([]uint32, rank)
	for i := range def {
		def[i] = uint32(rank - 1 - i)
	}
	return orderPerDim(l.bases(DimRegister), def)
}

// ThreadOrder returns the order lanes move along the dimensions.
func (l Linear) ThreadOrder() []uint32 { return orderPerDim(l.bases(DimLane), l.Order()) }

// WarpOrder returns the order warps move along the dimensions.
func (l Linear) WarpOrder() []uint32 { return orderPerDim(l.bases(DimWarp), l.Order()) }

// ThreadsPerWarp returns the number of distinct lanes along each dimension.
func (l Linear) ThreadsPerWarp() []uint32 { return basesPerDim(l.bases(DimLane), l.Rank(), true) }

// WarpsPerCTA returns the number of distinct warps along each dimension.
func (l Linear) WarpsPerCTA() []uint32 { return basesPerDim(l.bases(DimWarp), l.Rank(), true) }

// SizePerThread returns the size of a thread's tile along each dimension:
// register bases that repeat the whole CTA tile are not counted.
func (l Linear) SizePerThread() []uint32 {
	rank := l.Rank()
	split := l.CTALayout().CTASplitNum(rank)
	ctaShape := make([]int32, rank)
	for i, o := range l.Layout.outs {
		ctaShape[i] = o.Size / int32(split[i])
	}
	regs := slices.Clone(l.bases(DimRegister))
	var reverseRepOrder []int
	for len(regs) > 0 {
		b := regs[len(regs)-1]
		dim := slices.IndexFunc(b, func(v int32) bool { return v != 0 })
		if dim < 0 {
			break
		}
		if !slices.Contains(reverseRepOrder, dim) {
			reverseRepOrder = append(reverseRepOrder, dim)
		}
		if dim != reverseRepOrder[len(reverseRepOrder)-1] || 2*b[dim] != ctaShape[dim] {
			break
		}
		ctaShape[dim] /= 2
		regs = regs[:len(regs)-1]
	}
	return basesPerDim(regs, rank, true)
}

// ElemsPerThread returns how many elements of a tensor of shape each thread
// holds along each dimension, broadcast registers included.
func (l Linear) ElemsPerThread(shape []int64) ([]uint32, error) {
	ll, err := l.ToLinearLayout(shape)
	if err != nil {
		return nil, err
	}
	return basesPerDim(Linear{ll}.bases(DimRegister), l.Rank(), false), nil
}

// TotalElemsPerThread returns the number of registers of each thread.
func (l Linear) TotalElemsPerThread(shape []int64) (int, error) {
	e, err := l.ElemsPerThread(shape)
	if err != nil {
		return 0, err
	}
	n := 1
	for _, v := range e {
		n *= int(v)
	}
	return n, nil
}

// contig extends lower along each dimension in Order while the bases of dim
// continue it contiguously.
func (l Linear) contig(dim string, lower []uint32) []uint32 {
	c := slices.Clone(lower)
	bases := l.bases(dim)
	rank := l.Rank()
	it := 0
	for _, d := range l.Order() {
		want := make([]int32, rank)
		want[d] = int32(c[d])
		for it < len(bases) && slices.Equal(bases[it], want) {
			c[d] *= 2
			want[d] *= 2
			it++
		}
	}
	return c
}

// ContigPerThread returns how many consecutive elements a thread holds along
// each dimension: the width of its vector accesses.
func (l Linear) ContigPerThread() []uint32 {
	ones := make([]uint32, l.Rank())
	for i := range ones {
		ones[i] = 1
	}
	return l.contig(DimRegister, ones)
}

// ContigPerWarp returns how many consecutive elements a warp holds along
// each dimension.
func (l Linear) ContigPerWarp() []uint32 { return l.contig(DimLane, l.ContigPerThread()) }

// ShapePerCTATile returns the tile one CTA covers before repeating:
// SizePerThread × ThreadsPerWarp × WarpsPerCTA per dimension.
func (l Linear) ShapePerCTATile() []uint32 {
	s, t, w := l.SizePerThread(), l.ThreadsPerWarp(), l.WarpsPerCTA()
	r := make([]uint32, len(s))
	for i := range r {
		r[i] = s[i] * t[i] * w[i]
	}
	return r
}

// ctaLayoutOfLinear recovers the CGA layout from a layout whose last input
// is block: the quotient of the layout by its part within one CTA.
func ctaLayoutOfLinear(ll LinearLayout) (CGALayout, error) {
	ins := ll.InDimNames()
	if len(ins) == 0 || ins[len(ins)-1] != DimBlock {
		return CGALayout{}, fmt.Errorf("layout has no trailing block dimension")
	}
	rank := ll.NumOutDims()
	split := basesPerDim(ll.Bases(DimBlock), rank, true)
	outs := ll.OutDims()
	for i := range outs {
		outs[i].Size /= int32(split[i])
	}
	sub, err := ll.Sublayout(ins[:len(ins)-1], ll.OutDimNames())
	if err != nil {
		return CGALayout{}, err
	}
	if sub, err = New(sub.ins, outs, false); err != nil {
		return CGALayout{}, err
	}
	c, ok := ll.DivideLeft(sub)
	if !ok {
		return CGALayout{}, fmt.Errorf("layout does not split into a CTA layout and a CGA layout")
	}
	return CGALayout{Bases: c.Bases(DimBlock)}, nil
}

// ElemsPerThread returns how many elements of a tensor of shape each thread
// holds along each dimension under enc, as Triton's getElemsPerThread.
func ElemsPerThread(enc Distributed, shape []int64) ([]uint32, error) {
	l, err := ToLinear(enc, shape)
	if err != nil {
		return nil, err
	}
	return l.ElemsPerThread(shape)
}

// TotalElemsPerThread returns the number of registers each thread needs for
// a tensor of shape under enc, as Triton's getTotalElemsPerThread.
func TotalElemsPerThread(enc Distributed, shape []int64) (int, error) {
	l, err := ToLinear(enc, shape)
	if err != nil {
		return 0, err
	}
	return l.TotalElemsPerThread(shape)
}

// ContigPerThread returns the contiguity of each thread's elements along
// each dimension for a tensor of shape under enc.
func ContigPerThread(enc Distributed, shape []int64) ([]uint32, error) {
	l, err := ToLinear(enc, shape)
	if err != nil {
		return nil, err
	}
	return l.ContigPerThread(), nil
}

// Equivalent reports whether a and b place every element of a tensor of
// shape identically, as Triton's areLayoutsEquivalent.
func Equivalent(a, b Encoding, shape []int64) (bool, error) {
	la, err := ToLinearLayout(a, shape)
	if err != nil {
		return false, err
	}
	lb, err := ToLinearLayout(b, shape)
	if err != nil {
		return false, err
	}
	return la.Equal(lb), nil
}

// DefaultBlocked returns the blocked layout Triton picks for a tensor of
// shape with no other constraint (getDefaultBlockedEncoding): one element
// per thread, row-major order, lanes and warps filling the fastest
// dimensions first, CTAs the slowest.
func DefaultBlocked(shape []int64, numWarps, threadsPerWarp, numCTAs int) (Blocked, error) {
	rank := len(shape)
	order := make([]uint32, rank)
	spt := make([]uint32, rank)
	for i := range order {
		order[i] = uint32(rank - 1 - i)
		spt[i] = 1
	}
	return BlockedForShape(shape, spt, order, numWarps, threadsPerWarp, numCTAs)
}

func clampU(v, lo, hi uint32) uint32 { return min(max(v, lo), hi) }

// BlockedForShape returns the blocked layout with the given sizePerThread
// and order whose lanes, warps and CTAs cover shape, as Triton's
// BlockedEncodingAttr builder that takes numCTAs.
func BlockedForShape(shape []int64, sizePerThread, order []uint32, numWarps, threadsPerWarp, numCTAs int) (Blocked, error) {
	rank := len(shape)
	if rank == 0 || len(sizePerThread) != rank || len(order) != rank || !isPermutation(order) {
		return Blocked{}, fmt.Errorf("blocked for shape %v: sizePerThread %v and order %v must have its rank", shape, sizePerThread, order)
	}
	for _, v := range []int{numWarps, threadsPerWarp, numCTAs} {
		if !isPowerOf2(int64(v)) {
			return Blocked{}, fmt.Errorf("blocked for shape %v: numWarps %d, threadsPerWarp %d and numCTAs %d must be powers of 2", shape, numWarps, threadsPerWarp, numCTAs)
		}
	}
	for i, s := range shape {
		if !isPowerOf2(s) || sizePerThread[i] == 0 {
			return Blocked{}, fmt.Errorf("blocked for shape %v: dimensions must be powers of 2 and sizePerThread positive", shape)
		}
	}
	ctasPerCGA := make([]uint32, rank)
	split := make([]uint32, rank)
	remaining := uint32(numCTAs)
	for d := rank - 1; d >= 0; d-- {
		i := order[d]
		ctasPerCGA[i] = clampU(remaining, 1, max(1, uint32(shape[i]/int64(sizePerThread[i]))))
		split[i] = ctasPerCGA[i]
		remaining /= ctasPerCGA[i]
	}
	ctasPerCGA[rank-1] *= remaining
	cga, err := CGAFromSplitParams(ctasPerCGA, split, order)
	if err != nil {
		return Blocked{}, err
	}
	return BlockedForShapeCGA(shape, sizePerThread, order, numWarps, threadsPerWarp, cga)
}

// BlockedForShapeCGA is BlockedForShape with the CGA layout given, as
// Triton's BlockedEncodingAttr builder that takes a CTA layout.
func BlockedForShapeCGA(shape []int64, sizePerThread, order []uint32, numWarps, threadsPerWarp int, cga CGALayout) (Blocked, error) {
	rank := len(shape)
	if rank == 0 || len(sizePerThread) != rank || len(order) != rank || !isPermutation(order) {
		return Blocked{}, fmt.Errorf("blocked for shape %v: sizePerThread %v and order %v must have its rank", shape, sizePerThread, order)
	}
	if err := cga.validate(rank); err != nil {
		return Blocked{}, err
	}
	per := shapePerCTA(cga.CTASplitNum(rank), shape)
	tpw := make([]uint32, rank)
	wpc := make([]uint32, rank)
	remLanes, remWarps := uint32(threadsPerWarp), uint32(numWarps)
	remThreads := uint32(numWarps * threadsPerWarp)
	prevLanes, prevWarps := uint32(1), uint32(1)
	for d := 0; d < rank-1; d++ {
		i := order[d]
		threadsPerCTA := clampU(remThreads, 1, max(1, uint32(per[i])/sizePerThread[i]))
		tpw[i] = clampU(threadsPerCTA, 1, remLanes)
		wpc[i] = clampU(threadsPerCTA/tpw[i], 1, remWarps)
		remWarps /= wpc[i]
		remLanes /= tpw[i]
		remThreads /= threadsPerCTA
		prevLanes *= tpw[i]
		prevWarps *= wpc[i]
	}
	tpw[order[rank-1]] = uint32(threadsPerWarp) / prevLanes
	wpc[order[rank-1]] = uint32(numWarps) / prevWarps
	b := Blocked{SizePerThread: slices.Clone(sizePerThread), ThreadsPerWarp: tpw, WarpsPerCTA: wpc, Order: slices.Clone(order), CGA: cga}
	return b, b.Validate()
}
