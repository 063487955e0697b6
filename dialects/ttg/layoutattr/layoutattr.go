// Package layoutattr converts between the TritonGPU layout attributes of the ttg dialect
// (*ttg.BlockedEncoding, *ttg.SliceEncoding, ...) and the parameter structs of the layout
// algebra (layout.Blocked, layout.Slice, ...), in both directions.
//
// Every attribute the layout package models converts: blocked, slice, dot_op, nvidia_mma,
// linear, swizzled_shared, nvmma_shared and shared_linear. The AMD layouts (amd_mfma,
// amd_wmma, amd_rotating_shared), padded_shared and attributes of other dialects have no
// layout.Encoding and convert to an error.
package layoutattr

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// UnsupportedError reports an attribute or encoding that has no counterpart on the other
// side of the bridge.
type UnsupportedError struct {
	// What names the attribute (its printed form) or the encoding's Go type.
	What string
}

// Error says what is not supported.
func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("layout %s is not supported by the layout algebra", e.What)
}

// ToEncoding returns the layout.Encoding of a ttg layout attribute. Slice and dot_op parents
// convert recursively and must be distributed layouts. It does not validate the parameters:
// call the encoding's Validate, or ToLinearLayout, which validates.
func ToEncoding(a ir.Attribute) (layout.Encoding, error) {
	switch e := a.(type) {
	case nil:
		return nil, fmt.Errorf("no layout attribute")
	case *ttg.BlockedEncoding:
		return layout.Blocked{
			SizePerThread:  slices.Clone(e.SizePerThread),
			ThreadsPerWarp: slices.Clone(e.ThreadsPerWarp),
			WarpsPerCTA:    slices.Clone(e.WarpsPerCTA),
			Order:          slices.Clone(e.Order),
			CGA:            toCGA(e.CGA),
		}, nil
	case *ttg.SliceEncoding:
		p, err := toDistributed(e.Parent, "slice")
		if err != nil {
			return nil, err
		}
		return layout.Slice{Dim: e.Dim, Parent: p}, nil
	case *ttg.DotOperandEncoding:
		p, err := toDistributed(e.Parent, "dot_op")
		if err != nil {
			return nil, err
		}
		return layout.DotOperand{OpIdx: e.OpIdx, KWidth: e.KWidth, Parent: p}, nil
	case *ttg.NvidiaMmaEncoding:
		return layout.NvidiaMma{
			VersionMajor: e.VersionMajor,
			VersionMinor: e.VersionMinor,
			WarpsPerCTA:  slices.Clone(e.WarpsPerCTA),
			InstrShape:   slices.Clone(e.InstrShape),
			CGA:          toCGA(e.CGA),
		}, nil
	case *ttg.LinearEncoding:
		ll, err := toLinearLayout(e.Bases, []string{layout.DimRegister, layout.DimLane, layout.DimWarp, layout.DimBlock})
		if err != nil {
			return nil, fmt.Errorf("linear: %w", err)
		}
		return layout.Linear{Layout: ll}, nil
	case *ttg.SwizzledSharedEncoding:
		vals, err := nonNegative("swizzled_shared", e.Vec, e.PerPhase, e.MaxPhase)
		if err != nil {
			return nil, err
		}
		return layout.SwizzledShared{Vec: vals[0], PerPhase: vals[1], MaxPhase: vals[2], Order: slices.Clone(e.Order), CGA: toCGA(e.CGA)}, nil
	case *ttg.NVMMASharedEncoding:
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
	case *ttg.SharedLinearEncoding:
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
	return nil, &UnsupportedError{What: asm.AttrString(a)}
}

// toDistributed converts the parent of a slice or dot_op layout.
func toDistributed(a ir.Attribute, what string) (layout.Distributed, error) {
	enc, err := ToEncoding(a)
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
func toCGA(c ttg.CGALayout) layout.CGALayout {
	if c.IsDefault() {
		return layout.CGALayout{}
	}
	return layout.CGALayout{Bases: cloneBases(c)}
}

// fromCGA converts a CTA layout back to its attribute form.
func fromCGA(c layout.CGALayout) ttg.CGALayout {
	if c.IsDefault() {
		return nil
	}
	return cloneBases(c.Bases)
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
func toLinearLayout(bases []ttg.NamedBases, want []string) (layout.LinearLayout, error) {
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

// fromLinearLayout returns the named bases of a linear layout.
func fromLinearLayout(ll layout.LinearLayout) []ttg.NamedBases {
	ins := ll.InDims()
	out := make([]ttg.NamedBases, len(ins))
	for i, in := range ins {
		bases := in.Bases
		if bases == nil {
			bases = [][]int32{}
		}
		out[i] = ttg.NamedBases{Name: in.Name, Bases: bases}
	}
	return out
}

// FromEncoding returns the ttg attribute of a layout.Encoding, validating it first. A Linear
// or SharedLinear layout keeps its bases; the attribute implies the output sizes from them.
func FromEncoding(ctx *ir.Context, enc layout.Encoding) (ir.Attribute, error) {
	if enc == nil {
		return nil, fmt.Errorf("no layout encoding")
	}
	if err := enc.Validate(); err != nil {
		return nil, err
	}
	return fromValid(ctx, enc)
}

// fromValid converts a validated encoding.
func fromValid(ctx *ir.Context, enc layout.Encoding) (ir.Attribute, error) {
	switch e := enc.(type) {
	case layout.Blocked:
		return ttg.Blocked(ctx, slices.Clone(e.SizePerThread), slices.Clone(e.ThreadsPerWarp), slices.Clone(e.WarpsPerCTA),
			slices.Clone(e.Order), fromCGA(e.CGA)), nil
	case layout.Slice:
		p, err := fromValid(ctx, e.Parent)
		if err != nil {
			return nil, err
		}
		return ttg.Slice(ctx, e.Dim, p), nil
	case layout.DotOperand:
		p, err := fromValid(ctx, e.Parent)
		if err != nil {
			return nil, err
		}
		return ttg.DotOperand(ctx, e.OpIdx, p, e.KWidth), nil
	case layout.NvidiaMma:
		return ttg.NvidiaMma(ctx, e.VersionMajor, e.VersionMinor, slices.Clone(e.WarpsPerCTA), fromCGA(e.CGA), slices.Clone(e.InstrShape)), nil
	case layout.Linear:
		return ttg.Linear(ctx, fromLinearLayout(e.Layout)), nil
	case layout.SwizzledShared:
		return ttg.SwizzledShared(ctx, int(e.Vec), int(e.PerPhase), int(e.MaxPhase), slices.Clone(e.Order), fromCGA(e.CGA)), nil
	case layout.NVMMAShared:
		return ttg.NVMMAShared(ctx, int(e.SwizzlingByteWidth), e.Transposed, int(e.ElementBitWidth), e.FP4Padded, e.Rank(), fromCGA(e.CGA)), nil
	case layout.SharedLinear:
		return ttg.SharedLinear(ctx, fromLinearLayout(e.Layout), int(e.Alignment)), nil
	}
	return nil, &UnsupportedError{What: fmt.Sprintf("%T", enc)}
}
