package tritontotritongpu

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// TypeConverter gives tensors without an encoding Triton's default blocked layout for the
// module's warps, lanes and CTAs (TritonGPUTypeConverter); block pointers to such tensors get
// the converted pointee; every other type is legal as it is.
type TypeConverter struct {
	Ctx            *ir.Context
	NumWarps       int
	ThreadsPerWarp int
	NumCTAs        int
}

// Convert returns the legal form of t.
func (c *TypeConverter) Convert(t ir.Type) (ir.Type, error) {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		if t.Encoding != nil {
			return t, nil
		}
		enc, err := c.DefaultBlocked(t.Dims)
		if err != nil {
			return nil, err
		}
		return c.Ctx.RankedTensorType(t.Dims, t.Elem, enc), nil
	case *tt.PointerType:
		pointee, ok := t.Pointee.(*ir.RankedTensorType)
		if !ok {
			return t, nil
		}
		conv, err := c.Convert(pointee)
		if err != nil {
			return nil, err
		}
		return tt.Pointer(c.Ctx, conv, t.AddressSpace), nil
	}
	return t, nil
}

// DefaultBlocked returns getDefaultBlockedEncoding for shape.
func (c *TypeConverter) DefaultBlocked(shape []int64) (*ttg.BlockedEncoding, error) {
	b, err := layout.DefaultBlocked(shape, c.NumWarps, c.ThreadsPerWarp, c.NumCTAs)
	if err != nil {
		return nil, err
	}
	return blockedAttr(c.Ctx, b), nil
}

// blockedForShape is Triton's BlockedEncodingAttr builder from a shape, sizePerThread and order.
func (c *TypeConverter) blockedForShape(shape []int64, sizePerThread, order []uint32) (*ttg.BlockedEncoding, error) {
	b, err := layout.BlockedForShape(shape, sizePerThread, order, c.NumWarps, c.ThreadsPerWarp, c.NumCTAs)
	if err != nil {
		return nil, err
	}
	return blockedAttr(c.Ctx, b), nil
}

func blockedAttr(ctx *ir.Context, b layout.Blocked) *ttg.BlockedEncoding {
	return ttg.Blocked(ctx, b.SizePerThread, b.ThreadsPerWarp, b.WarpsPerCTA, b.Order, ttg.CGALayout(b.CGA.Bases))
}

func blockedLayout(a *ttg.BlockedEncoding) layout.Blocked {
	return layout.Blocked{SizePerThread: a.SizePerThread, ThreadsPerWarp: a.ThreadsPerWarp, WarpsPerCTA: a.WarpsPerCTA,
		Order: a.Order, CGA: layout.CGALayout{Bases: a.CGA}}
}

// distributedLayout returns the layout-algebra form of a blocked encoding or a slice of one.
func distributedLayout(a ir.Attribute) (layout.Distributed, error) {
	switch a := a.(type) {
	case *ttg.BlockedEncoding:
		return blockedLayout(a), nil
	case *ttg.SliceEncoding:
		parent, err := distributedLayout(a.Parent)
		if err != nil {
			return nil, err
		}
		return layout.Slice{Dim: a.Dim, Parent: parent}, nil
	}
	return nil, fmt.Errorf("unsupported encoding %T", a)
}

// cgaInsertDim adds a zero coordinate at position axis to every CTA basis (a size-1 dimension).
func cgaInsertDim(c ttg.CGALayout, axis int) ttg.CGALayout {
	if len(c) == 0 {
		return nil
	}
	out := make(ttg.CGALayout, len(c))
	for i, b := range c {
		out[i] = slices.Insert(slices.Clone(b), axis, 0)
	}
	return out
}

func insertOne(v []uint32, axis int) []uint32 { return slices.Insert(slices.Clone(v), axis, 1) }

func appendVal(v []uint32, x uint32) []uint32 { return append(slices.Clone(v), x) }

func withEncoding(ctx *ir.Context, t *ir.RankedTensorType, enc ir.Attribute) *ir.RankedTensorType {
	return ctx.RankedTensorType(t.Dims, t.Elem, enc)
}
