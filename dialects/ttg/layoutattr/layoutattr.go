// Package layoutattr converts between the TritonGPU layout attributes of the ttg dialect
// (*ttg.BlockedEncoding, *ttg.SliceEncoding, ...) and the parameter structs of the layout
// algebra (layout.Blocked, layout.Slice, ...), in both directions.
//
// Every attribute the layout package models converts: blocked, slice, dot_op, nvidia_mma,
// linear, swizzled_shared, nvmma_shared, shared_linear, amd_mfma and amd_wmma.
// amd_rotating_shared, padded_shared and attributes of other dialects have no
// layout.Encoding and convert to an error.
package layoutattr

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// UnsupportedError reports an attribute or encoding that has no counterpart on the other
// side of the bridge.
type UnsupportedError = ttg.UnsupportedLayoutError

// ToEncoding returns the layout.Encoding of a ttg layout attribute (ttg.LayoutEncoding). Slice
// and dot_op parents convert recursively and must be distributed layouts. It does not validate
// the parameters: call the encoding's Validate, or ToLinearLayout, which validates.
func ToEncoding(a ir.Attribute) (layout.Encoding, error) { return ttg.LayoutEncoding(a) }

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
	case layout.AMDMfma:
		return ttg.AMDMfma(ctx, e.Version, slices.Clone(e.WarpsPerCTA), slices.Clone(e.InstrShape), e.IsTransposed, fromCGA(e.CGA),
			tilesPerWarpAttr(e.TilesPerWarp), e.ElementBitWidth), nil
	case layout.AMDWmma:
		return ttg.AMDWmma(ctx, e.Version, e.IsTranspose, slices.Clone(e.WarpsPerCTA), fromCGA(e.CGA),
			tilesPerWarpAttr(e.TilesPerWarp), slices.Clone(e.InstrShape)), nil
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

// tilesPerWarpAttr returns the tilesPerWarp parameter of an amd_mfma or amd_wmma attribute: nil, the
// attribute's default, when every warp computes one tile.
func tilesPerWarpAttr(tiles []uint32) []uint32 {
	if slices.ContainsFunc(tiles, func(n uint32) bool { return n != 1 }) {
		return slices.Clone(tiles)
	}
	return nil
}
