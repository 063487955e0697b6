package layout

import "slices"

// This file holds the queries remove-layout-conversions asks of a layout conversion: the
// smallest layout a conversion needs (Triton's minimalCvtLayout) and whether it only
// reorders the registers of each thread (cvtReordersRegisters).

// IsTrivialOver reports whether l acts as the identity on the named dimensions and keeps
// them apart from the others: each named dimension is an input or an output, the square
// sublayout over them is the identity, and no basis crosses between them and the rest.
func (l LinearLayout) IsTrivialOver(dims []string) bool {
	for _, d := range dims {
		if !l.HasInDim(d) && !l.HasOutDim(d) {
			return false
		}
	}
	restIns := without(l.InDimNames(), dims)
	restOuts := without(l.OutDimNames(), dims)
	if !l.squareSublayoutIsIdentity(dims) {
		return false
	}
	if zero, err := l.SublayoutIsZero(restIns, present(dims, l.HasOutDim)); err != nil || !zero {
		return false
	}
	zero, err := l.SublayoutIsZero(present(dims, l.HasInDim), restOuts)
	return err == nil && zero
}

// Quotient returns l without the named dimensions, when l is trivial over them.
func (l LinearLayout) Quotient(dims []string) (LinearLayout, bool) {
	if !l.IsTrivialOver(dims) {
		return LinearLayout{}, false
	}
	q, err := l.Sublayout(without(l.InDimNames(), dims), without(l.OutDimNames(), dims))
	return q, err == nil
}

// squareSublayoutIsIdentity reports whether every named dimension is both an input and an
// output of l, of the same size, and its i-th basis is 1<<i in itself and zero in the other
// named outputs.
func (l LinearLayout) squareSublayoutIsIdentity(dims []string) bool {
	for _, d := range dims {
		if !l.HasInDim(d) || !l.HasOutDim(d) || l.InDimSize(d) != l.OutDimSize(d) {
			return false
		}
	}
	s, err := l.Sublayout(dims, dims)
	if err != nil {
		return false
	}
	outs := s.OutDimNames()
	for _, in := range s.ins {
		col := slices.Index(outs, in.Name)
		for i, b := range in.Bases {
			for j, v := range b {
				want := int32(0)
				if j == col {
					want = 1 << i
				}
				if v != want {
					return false
				}
			}
		}
	}
	return true
}

func without(names, drop []string) []string {
	var out []string
	for _, n := range names {
		if !slices.Contains(drop, n) {
			out = append(out, n)
		}
	}
	return out
}

func present(names []string, has func(string) bool) []string {
	var out []string
	for _, n := range names {
		if has(n) {
			out = append(out, n)
		}
	}
	return out
}

// MinimalConversion returns the layout that a conversion from src to dst must move data
// along: dst's inverse composed with src, with the common trailing input dimensions (block,
// warp, lane, register, slowest first) along which it is the identity divided out.
func MinimalConversion(src, dst LinearLayout) (LinearLayout, error) {
	sDims, dDims := src.InDimNames(), dst.InDimNames()
	var dims []string
	for i := 0; i < min(len(sDims), len(dDims)); i++ {
		s, d := sDims[len(sDims)-i-1], dDims[len(dDims)-i-1]
		if s != d {
			break
		}
		dims = append(dims, s)
	}
	comp, err := dst.InvertAndCompose(src)
	if err != nil {
		return LinearLayout{}, err
	}
	for _, d := range dims {
		q, ok := comp.Quotient([]string{d})
		if !ok {
			break
		}
		comp = q
	}
	return comp, nil
}

// ConversionReordersRegisters reports whether converting from src to dst only permutes the
// registers of each thread (Triton's cvtReordersRegisters).
func ConversionReordersRegisters(src, dst LinearLayout) bool {
	m, err := MinimalConversion(src, dst)
	if err != nil {
		return false
	}
	outs := m.OutDimNames()
	return len(outs) == 0 || slices.Equal(outs, []string{DimRegister})
}
