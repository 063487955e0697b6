package ttgpasses

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// tensorLinearLayout returns the linear layout of a tensor type's encoding.
func tensorLinearLayout(t *ir.RankedTensorType) (layout.LinearLayout, error) {
	enc, err := layoutattr.ToEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, t.Dims)
}

// cvtNeedsSharedMemory reports whether converting a tensor from src's layout to dst's goes
// through shared memory, as Triton's cvtNeedsSharedMemory: unless it only moves registers
// within threads, or data within warps with at most one exchange of register and lane bits.
func cvtNeedsSharedMemory(src, dst *ir.RankedTensorType) (bool, error) {
	srcLL, err := tensorLinearLayout(src)
	if err != nil {
		return false, err
	}
	dstLL, err := tensorLinearLayout(dst)
	if err != nil {
		return false, err
	}
	cvt, err := minimalCvtLayout(srcLL, dstLL)
	if err != nil {
		return false, err
	}
	outs := cvt.OutDimNames()
	switch {
	case len(outs) == 0, slices.Equal(outs, []string{layout.DimRegister}):
		return false, nil
	case slices.Equal(outs, []string{layout.DimRegister, layout.DimLane}):
		n, err := mixedTranspositions(srcLL, dstLL)
		return n >= 2, err
	}
	return true, nil
}

// minimalCvtLayout returns the map from dst's hardware indices to src's, less the slowest
// dimensions (block, warp, ...) on which the two layouts agree, as Triton's
// minimalCvtLayout: the dimensions that remain are those data must move along.
func minimalCvtLayout(src, dst layout.LinearLayout) (layout.LinearLayout, error) {
	srcDims, dstDims := src.InDimNames(), dst.InDimNames()
	var common []string
	for i := 0; i < min(len(srcDims), len(dstDims)); i++ {
		s, d := srcDims[len(srcDims)-1-i], dstDims[len(dstDims)-1-i]
		if s != d {
			break
		}
		common = append(common, s)
	}
	cvt, err := dst.InvertAndCompose(src)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	for _, dim := range common {
		q, ok, err := quotient(cvt, dim)
		if err != nil {
			return layout.LinearLayout{}, err
		}
		if !ok {
			break
		}
		cvt = q
	}
	return cvt, nil
}

// quotient returns l without dimension dim, when l maps dim onto itself by the identity
// and keeps it apart from the other dimensions (Triton's LinearLayout::quotient).
func quotient(l layout.LinearLayout, dim string) (layout.LinearLayout, bool, error) {
	if !l.HasInDim(dim) || !l.HasOutDim(dim) {
		return layout.LinearLayout{}, false, nil
	}
	restIns := without(l.InDimNames(), dim)
	restOuts := without(l.OutDimNames(), dim)
	square, err := l.Sublayout([]string{dim}, []string{dim})
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	for i, b := range square.Bases(dim) {
		if b[0] != 1<<i {
			return layout.LinearLayout{}, false, nil
		}
	}
	if square.OutDimSize(dim) != 1<<len(square.Bases(dim)) {
		return layout.LinearLayout{}, false, nil
	}
	for _, zero := range [][2][]string{{restIns, {dim}}, {{dim}, restOuts}} {
		isZero, err := l.SublayoutIsZero(zero[0], zero[1])
		if err != nil {
			return layout.LinearLayout{}, false, err
		}
		if !isZero {
			return layout.LinearLayout{}, false, nil
		}
	}
	q, err := l.Sublayout(restIns, restOuts)
	return q, err == nil, err
}

func without(names []string, name string) []string {
	return slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == name })
}

// mixedTranspositions counts the exchanges of a register bit and a lane bit that moving data
// from src's layout to dst's within a warp takes, as Triton's
// getWarpLayoutConvertDecomposition factors the permutation of register and lane bits: one
// per lane bit that the permutation sends to a register bit.
func mixedTranspositions(src, dst layout.LinearLayout) (int, error) {
	src, dst = withoutBroadcastRegisters(src), withoutBroadcastRegisters(dst)
	nRegs := max(len(src.Bases(layout.DimRegister)), len(dst.Bases(layout.DimRegister)))
	nLanes := max(len(src.Bases(layout.DimLane)), len(dst.Bases(layout.DimLane)))
	s, err := warpLocal(src, nRegs, nLanes)
	if err != nil {
		return 0, err
	}
	t, err := warpLocal(dst, nRegs, nLanes)
	if err != nil {
		return 0, err
	}
	p, err := s.InvertAndCompose(t)
	if err != nil {
		return 0, err
	}
	dims := []string{layout.DimRegister, layout.DimLane}
	perm := map[string][][]int32{}
	for _, d := range dims {
		perm[d] = p.Bases(d)
	}
	type bit struct{ dim, idx int }
	var srcFree, dstFree []bit
	for di, d := range dims {
		sb, tb := s.Bases(d), t.Bases(d)
		for i := range sb {
			sZero, tZero := isZeroBasis(sb[i]), isZeroBasis(tb[i])
			switch {
			case sZero && tZero:
				perm[d][i] = unitBasis(len(dims), di, i)
			case sZero:
				srcFree = append(srcFree, bit{di, i})
			case tZero:
				dstFree = append(dstFree, bit{di, i})
			}
		}
	}
	for i := range min(len(srcFree), len(dstFree)) {
		from, to := srcFree[i], dstFree[i]
		perm[dims[from.dim]][from.idx][to.dim] = 1 << to.idx
	}
	count := 0
	for _, b := range perm[layout.DimLane] {
		if lastNonZero(b) == 0 {
			count++
		}
	}
	return count, nil
}

// withoutBroadcastRegisters drops the register bases of l that are zero.
func withoutBroadcastRegisters(l layout.LinearLayout) layout.LinearLayout {
	ins := l.InDims()
	for i := range ins {
		if ins[i].Name == layout.DimRegister {
			ins[i].Bases = slices.DeleteFunc(ins[i].Bases, isZeroBasis)
		}
	}
	out, err := layout.New(ins, l.OutDims(), false)
	if err != nil {
		return l
	}
	return out
}

// warpLocal returns the register and lane part of l, each padded with zero bases to the
// given number of bits.
func warpLocal(l layout.LinearLayout, nRegs, nLanes int) (layout.LinearLayout, error) {
	outs := l.OutDims()
	var ins []layout.InDim
	for _, d := range []struct {
		name string
		n    int
	}{{layout.DimRegister, nRegs}, {layout.DimLane, nLanes}} {
		bases := slices.Clone(l.Bases(d.name))
		for len(bases) < d.n {
			bases = append(bases, make([]int32, len(outs)))
		}
		ins = append(ins, layout.InDim{Name: d.name, Bases: bases})
	}
	ll, err := layout.New(ins, outs, false)
	if err != nil {
		return layout.LinearLayout{}, fmt.Errorf("warp-local layout: %w", err)
	}
	return ll, nil
}

func isZeroBasis(b []int32) bool {
	return !slices.ContainsFunc(b, func(v int32) bool { return v != 0 })
}

func unitBasis(n, dim, idx int) []int32 {
	b := make([]int32, n)
	b[dim] = 1 << idx
	return b
}

// lastNonZero returns the index of the last non-zero entry of b, or -1.
func lastNonZero(b []int32) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] != 0 {
			return i
		}
	}
	return -1
}
