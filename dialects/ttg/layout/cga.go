package layout

import (
	"fmt"
	"slices"
	"strings"
)

// CGALayout is the arrangement of the CTAs of a cooperative grid array over
// a tensor: the bases of the linear map from the "block" dimension to dim0,
// dim1, ..., printed as `CGALayout = [[1, 0]]`. Its zero value is the default
// single-CTA layout. Output sizes are inferred from the bases.
type CGALayout struct {
	Bases [][]int32
}

// IsDefault reports whether c is the single-CTA layout.
func (c CGALayout) IsDefault() bool { return len(c.Bases) == 0 }

// NumCTAs returns the number of CTAs in the CGA.
func (c CGALayout) NumCTAs() int { return 1 << len(c.Bases) }

// LinearLayout returns the map from "block" to dim0..dim(rank-1).
func (c CGALayout) LinearLayout(rank int) (LinearLayout, error) {
	for i, b := range c.Bases {
		if len(b) != rank {
			return LinearLayout{}, fmt.Errorf("CGALayout basis %d has %d entries, want rank %d", i, len(b), rank)
		}
	}
	return NewInferred([]InDim{{DimBlock, c.Bases}}, standardOutDimNames(rank))
}

// validate checks c against the rank of the encoding that holds it.
func (c CGALayout) validate(rank int) error {
	if c.plainlyValid(rank) {
		return nil
	}
	return c.validateLinearLayout(rank)
}

// validateLinearLayout is validate through c's linear layout.
func (c CGALayout) validateLinearLayout(rank int) error {
	l, err := c.LinearLayout(rank)
	if err != nil {
		return err
	}
	for _, b := range l.ins[0].Bases {
		nz := 0
		for _, v := range b {
			if v != 0 {
				nz++
				if !isPowerOf2(int64(v)) {
					return fmt.Errorf("CGALayout basis %v is not a power of 2", b)
				}
			}
		}
		if nz > 1 {
			return fmt.Errorf("CGALayout basis %v moves in more than one dimension", b)
		}
	}
	return nil
}

// plainlyValid reports, without building the linear layout, that validate accepts c: each
// basis has rank entries, at most one of them nonzero and that a power of two, and along each
// dimension the bases reach every power of two below the largest (the layout is surjective).
// A false answer leaves the verdict, and its message, to validate.
func (c CGALayout) plainlyValid(rank int) bool {
	if rank == 0 || len(c.Bases) > maxBits {
		return false
	}
	reached := make([]int32, rank)
	for _, b := range c.Bases {
		if len(b) != rank {
			return false
		}
		nonzero := 0
		for d, v := range b {
			if v == 0 {
				continue
			}
			if v < 0 || v >= 1<<30 || !isPowerOf2(int64(v)) || reached[d]&v != 0 {
				return false
			}
			nonzero++
			reached[d] |= v
		}
		if nonzero > 1 {
			return false
		}
	}
	for _, r := range reached {
		if r&(r+1) != 0 {
			return false
		}
	}
	return true
}

// CTAsPerCGA returns the number of CTAs along each dimension, counting a
// broadcast CTA bit toward the dimension of the preceding one.
func (c CGALayout) CTAsPerCGA(rank int) []uint32 {
	return basesPerDim(c.Bases, rank, false)
}

// CTASplitNum returns how many pieces the tensor is split into along each
// dimension across CTAs.
func (c CGALayout) CTASplitNum(rank int) []uint32 {
	return basesPerDim(c.Bases, rank, true)
}

// CTAOrder returns the dimensions in the order the block bits move along
// them, then the remaining dimensions in increasing order.
func (c CGALayout) CTAOrder(rank int) []uint32 {
	def := make([]uint32, rank)
	for i := range def {
		def[i] = uint32(i)
	}
	return orderPerDim(c.Bases, def)
}

// CGAFromSplitParams builds the CGA layout of the legacy CTAsPerCGA,
// CTASplitNum and CTAOrder parameters, as Triton's fromSplitParams.
func CGAFromSplitParams(ctasPerCGA, ctaSplitNum, ctaOrder []uint32) (CGALayout, error) {
	rank := len(ctaOrder)
	if len(ctasPerCGA) != rank || len(ctaSplitNum) != rank || !isPermutation(ctaOrder) {
		return CGALayout{}, fmt.Errorf("CGA split params: ranks %d/%d/%d differ or order %v is not a permutation", len(ctasPerCGA), len(ctaSplitNum), rank, ctaOrder)
	}
	if allOnes(ctasPerCGA) && allOnes(ctaSplitNum) {
		// A CGA of one CTA: the block dimension has no bases.
		return CGALayout{Bases: [][]int32{}}, nil
	}
	names := standardOutDimNames(rank)
	l := Empty()
	for _, d := range ctaOrder {
		split, total := ctaSplitNum[d], ctasPerCGA[d]
		if split == 0 || total%split != 0 || !isPowerOf2(int64(split)) || !isPowerOf2(int64(total)) {
			return CGALayout{}, fmt.Errorf("CGA split params: CTAsPerCGA %d and CTASplitNum %d of dim %d are invalid", total, split, d)
		}
		id, err := Identity1D(int32(split), DimBlock, names[d])
		if err != nil {
			return CGALayout{}, err
		}
		z, err := Zeros1D(int32(total/split), DimBlock, names[d], 1)
		if err != nil {
			return CGALayout{}, err
		}
		if l, err = Product(l, id, z); err != nil {
			return CGALayout{}, err
		}
	}
	if rank > 0 {
		var err error
		if l, err = l.TransposeOuts(names); err != nil {
			return CGALayout{}, err
		}
	}
	return CGALayout{Bases: l.Bases(DimBlock)}, nil
}

func isPermutation(order []uint32) bool {
	seen := make([]bool, len(order))
	for _, o := range order {
		if int(o) >= len(order) || seen[o] {
			return false
		}
		seen[o] = true
	}
	return true
}

// basesPerDim counts, per output dimension, 2 to the number of bases that
// move along it, as Triton's basesPerDimImpl; without skipBroadcast a zero
// basis counts toward the dimension of the last non-zero one.
func basesPerDim(bases [][]int32, rank int, skipBroadcast bool) []uint32 {
	ret := make([]uint32, rank)
	for i := range ret {
		ret[i] = 1
	}
	last := 0
	for _, b := range bases {
		if i := slices.IndexFunc(b, func(v int32) bool { return v != 0 }); i >= 0 {
			last = i
			ret[i] *= 2
		} else if !skipBroadcast && rank > 0 {
			ret[last] *= 2
		}
	}
	return ret
}

// orderPerDim lists the output dimensions in the order their first basis
// appears, then the missing ones in defaultOrder, as Triton's orderPerDimImpl.
func orderPerDim(bases [][]int32, defaultOrder []uint32) []uint32 {
	var order []uint32
	for _, b := range bases {
		if i := slices.IndexFunc(b, func(v int32) bool { return v != 0 }); i >= 0 && !slices.Contains(order, uint32(i)) {
			order = append(order, uint32(i))
		}
	}
	for _, d := range defaultOrder {
		if !slices.Contains(order, d) {
			order = append(order, d)
		}
	}
	return order
}

// standardOutDimNames returns dim0, dim1, ..., dim(rank-1).
func standardOutDimNames(rank int) []string {
	n := make([]string, rank)
	for i := range n {
		if i < len(commonDimNames) {
			n[i] = commonDimNames[i]
		} else {
			n[i] = fmt.Sprintf("dim%d", i)
		}
	}
	return n
}

// commonDimNames are the names of the first tensor dimensions, spelled once.
var commonDimNames = [...]string{"dim0", "dim1", "dim2", "dim3", "dim4", "dim5", "dim6", "dim7"}

// String prints the bases as the value of `CGALayout = [[1, 0], [0, 1]]`.
func (c CGALayout) String() string {
	var sb strings.Builder
	writeBases(&sb, c.Bases)
	return sb.String()
}

// allOnes reports whether every value is 1.
func allOnes(vs []uint32) bool {
	for _, v := range vs {
		if v != 1 {
			return false
		}
	}
	return true
}
