package ttg

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// The bridge from layout attributes to the parameter structs of the layout algebra, which the
// tensor layout verifier needs; dialects/ttg/layoutattr adds the other direction.

// UnsupportedLayoutError reports an attribute or encoding that has no counterpart in the
// layout algebra.
type UnsupportedLayoutError struct {
	// What names the attribute (its printed form) or the encoding's Go type.
	What string
}

// Error says what is not supported.
func (e *UnsupportedLayoutError) Error() string {
	return fmt.Sprintf("layout %s is not supported by the layout algebra", e.What)
}

// LayoutEncoding returns the layout.Encoding of a ttg layout attribute. Slice and dot_op parents
// convert recursively and must be distributed layouts. It does not validate the parameters:
// call the encoding's Validate, or ToLinearLayout, which validates.
func LayoutEncoding(a ir.Attribute) (layout.Encoding, error) {
	switch e := a.(type) {
	case nil:
		return nil, fmt.Errorf("no layout attribute")
	case *BlockedEncoding:
		return layout.Blocked{
			SizePerThread:  slices.Clone(e.SizePerThread),
			ThreadsPerWarp: slices.Clone(e.ThreadsPerWarp),
			WarpsPerCTA:    slices.Clone(e.WarpsPerCTA),
			Order:          slices.Clone(e.Order),
			CGA:            toCGA(e.CGA),
		}, nil
	case *SliceEncoding:
		p, err := toDistributed(e.Parent, "slice")
		if err != nil {
			return nil, err
		}
		return layout.Slice{Dim: e.Dim, Parent: p}, nil
	case *DotOperandEncoding:
		p, err := toDistributed(e.Parent, "dot_op")
		if err != nil {
			return nil, err
		}
		return layout.DotOperand{OpIdx: e.OpIdx, KWidth: e.KWidth, Parent: p}, nil
	case *NvidiaMmaEncoding:
		return layout.NvidiaMma{
			VersionMajor: e.VersionMajor,
			VersionMinor: e.VersionMinor,
			WarpsPerCTA:  slices.Clone(e.WarpsPerCTA),
			InstrShape:   slices.Clone(e.InstrShape),
			CGA:          toCGA(e.CGA),
		}, nil
	case *AMDMfmaEncoding:
		return amdMfmaLayout(e), nil
	case *AMDWmmaEncoding:
		return amdWmmaLayout(e), nil
	case *LinearEncoding:
		ll, err := toLinearLayout(e.Bases, []string{layout.DimRegister, layout.DimLane, layout.DimWarp, layout.DimBlock})
		if err != nil {
			return nil, fmt.Errorf("linear: %w", err)
		}
		return layout.Linear{Layout: ll}, nil
	case *SwizzledSharedEncoding:
		vals, err := nonNegative("swizzled_shared", e.Vec, e.PerPhase, e.MaxPhase)
		if err != nil {
			return nil, err
		}
		return layout.SwizzledShared{Vec: vals[0], PerPhase: vals[1], MaxPhase: vals[2], Order: slices.Clone(e.Order), CGA: toCGA(e.CGA)}, nil
	case *NVMMASharedEncoding:
		vals, err := nonNegative("nvmma_shared", e.SwizzlingByteWidth, e.ElementBitWidth, e.Rank)
		if err != nil {
			return nil, err
		}
		return layout.NVMMAShared{
			SwizzlingByteWidth: vals[0],
			ElementBitWidth:    vals[1],
			Transposed:         e.Transposed,
			FP4Padded:          e.FP4Padded,
			RankN:              e.Rank,
			CGA:                toCGA(e.CGA),
		}, nil
	case *SharedLinearEncoding:
		vals, err := nonNegative("shared_linear", e.Alignment)
		if err != nil {
			return nil, err
		}
		ll, err := toLinearLayout(e.Bases, []string{layout.DimOffset, layout.DimBlock})
		if err != nil {
			return nil, fmt.Errorf("shared_linear: %w", err)
		}
		return layout.SharedLinear{Layout: ll, Alignment: vals[0]}, nil
	}
	return nil, &UnsupportedLayoutError{What: asm.AttrString(a)}
}

// toDistributed converts the parent of a slice or dot_op layout.
func toDistributed(a ir.Attribute, what string) (layout.Distributed, error) {
	enc, err := LayoutEncoding(a)
	if err != nil {
		return nil, fmt.Errorf("%s parent: %w", what, err)
	}
	d, ok := enc.(layout.Distributed)
	if !ok {
		return nil, fmt.Errorf("%s parent %s is not a distributed layout", what, asm.AttrString(a))
	}
	return d, nil
}

// nonNegative converts the integer parameters of an attribute to uint32, failing on negative
// or too large values.
func nonNegative(what string, vals ...int) ([]uint32, error) {
	out := make([]uint32, len(vals))
	for i, v := range vals {
		if v < 0 || int64(v) > 1<<31 {
			return nil, fmt.Errorf("%s: parameter %d is out of range", what, v)
		}
		out[i] = uint32(v)
	}
	return out, nil
}

// toCGA converts the attribute's CTA layout; the default (no bases) stays the zero value.
func toCGA(c CGALayout) layout.CGALayout {
	if c.IsDefault() {
		return layout.CGALayout{}
	}
	return layout.CGALayout{Bases: cloneBases(c)}
}

func cloneBases(b [][]int32) [][]int32 {
	out := make([][]int32, len(b))
	for i, v := range b {
		out[i] = slices.Clone(v)
	}
	return out
}

// toLinearLayout builds the linear layout of an attribute's named bases. The names must be
// want, in that order, as the ttg parser produces them; the output dimensions are dim0,
// dim1, ... with the sizes the bases imply, as Triton infers them.
func toLinearLayout(bases []NamedBases, want []string) (layout.LinearLayout, error) {
	if len(bases) != len(want) {
		return layout.LinearLayout{}, fmt.Errorf("expected the bases of %v, got %d input dimensions", want, len(bases))
	}
	rank := 0
	ins := make([]layout.InDim, len(bases))
	for i, b := range bases {
		if b.Name != want[i] {
			return layout.LinearLayout{}, fmt.Errorf("expected input dimension %q, got %q", want[i], b.Name)
		}
		if len(b.Bases) > 0 && rank == 0 {
			rank = len(b.Bases[0])
		}
		ins[i] = layout.InDim{Name: b.Name, Bases: cloneBases(b.Bases)}
	}
	for _, in := range ins {
		for _, v := range in.Bases {
			if len(v) != rank {
				return layout.LinearLayout{}, fmt.Errorf("basis %v of %q has %d entries, want %d", v, in.Name, len(v), rank)
			}
		}
	}
	outs := make([]string, rank)
	for i := range outs {
		outs[i] = fmt.Sprintf("dim%d", i)
	}
	return layout.NewInferred(ins, outs)
}
