package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// tensorShape returns the shape of a ranked tensor type, or nil.
func tensorShape(t ir.Type) []int64 {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Dims
	}
	return nil
}

// valueRank returns the rank the analysis gives a value of type t: a tensor's rank, the rank
// of the tensor a pointer points to, 1 for other scalars.
func valueRank(t ir.Type) int {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return len(t.Dims)
	case *tt.PointerType:
		if rt, ok := t.Pointee.(*ir.RankedTensorType); ok {
			return len(rt.Dims)
		}
	}
	return 1
}

// zeroExtended returns v as an unsigned integer of width bits (64 for index and wider types).
func zeroExtended(v int64, width int) int64 {
	if width <= 0 || width >= 64 {
		return v
	}
	return int64(uint64(v) & (1<<uint(width) - 1))
}

// intWidth returns the bit width of an integer type, 64 for index.
func intWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.IndexType:
		return 64, true
	}
	return 0, false
}

// hintVector reads a tt.contiguity/tt.divisibility/tt.constancy hint: an integer gives one
// dimension, a dense integer tensor one value per dimension. It returns nil for no hint.
func hintVector(a ir.Attribute) []int64 {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		w, _ := intWidth(a.Type)
		return []int64{zeroExtended(a.Value, w)}
	case *ir.DenseElementsAttr:
		if len(a.Data) == 0 {
			return nil
		}
		n := int64(1)
		for _, d := range a.Type.Shape() {
			n *= d
		}
		out := make([]int64, n)
		for i := range out {
			raw := a.Data[0]
			if !a.Splat && i < len(a.Data) {
				raw = a.Data[i]
			}
			out[i] = int64(int32(raw))
		}
		return out
	}
	return nil
}

// Hint attribute names: on a function argument or an op, they override what the analysis
// infers of the argument or the op's results.
const (
	ContiguityHint   = "tt.contiguity"
	DivisibilityHint = "tt.divisibility"
	ConstancyHint    = "tt.constancy"
)

// withHints overrides the vectors of a with the hints lookup finds. Triton takes a dense hint's
// values as the vector, so a hint over every element of a tensor (`dense<16> :
// tensor<128x64xi32>`) gives each dimension its first values; a hint with fewer values than
// a has dimensions is ignored (Triton would read past its end).
func withHints(a AxisInfo, lookup func(name string) ir.Attribute) AxisInfo {
	rank := a.Rank()
	if v := hintVector(lookup(ContiguityHint)); len(v) >= rank {
		a.Contiguity = v[:rank:rank]
	}
	if v := hintVector(lookup(DivisibilityHint)); len(v) >= rank {
		a.Divisibility = v[:rank:rank]
	}
	if v := hintVector(lookup(ConstancyHint)); len(v) >= rank {
		a.Constancy = v[:rank:rank]
	}
	return a
}

// pointeeBitWidth is Triton's getPointeeBitWidth: the bit width of what a pointer, a tensor of
// pointers or a pointer to a tensor points to.
func pointeeBitWidth(t ir.Type) int {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		t = rt.Elem
	}
	pt, ok := t.(*tt.PointerType)
	if !ok {
		return 0
	}
	pointee := pt.Pointee
	if rt, ok := pointee.(*ir.RankedTensorType); ok {
		pointee = rt.Elem
	}
	return ir.IntOrFloatBitWidth(pointee)
}
