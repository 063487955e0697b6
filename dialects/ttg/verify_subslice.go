package ttg

import (
	"math/bits"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// verifySubsliceSplit checks where ttg.memdesc_subslice cuts its source, as Triton's
// MemDescSubsliceOp::verify: only the dimensions that shrink (the split dimensions) have
// nonzero offsets, each a multiple of the result's size there; and the source's layout keeps
// each tile of the result contiguous: with a single CTA, the offset of every power-of-two step
// from the result's size up to the source's along a split dimension is a power of two.
func verifySubsliceSplit(op *ir.Operation, src, dst *MemDescType, offsets []int64) error {
	var split []int
	for d := range src.Dims {
		if src.Dims[d] != dst.Dims[d] {
			split = append(split, d)
		}
	}
	if len(split) == 0 {
		return nil
	}
	for d, off := range offsets {
		isSplit := src.Dims[d] != dst.Dims[d]
		if !isSplit && off != 0 {
			return emitError(op, "A non zero offset found in a dimension that is not being split")
		}
		if isSplit && off&(dst.Dims[d]-1) != 0 {
			return emitError(op, "The split offset may not touch the tile")
		}
	}
	ll, ok, err := subsliceSourceLayout(op, src)
	if err != nil || !ok {
		return err
	}
	if ll.InDimSize(layout.DimBlock) != 1 {
		return emitError(op, "non-trivial block dimension not supported")
	}
	inv, err := ll.Invert()
	if err != nil {
		return nil
	}
	outs := ll.OutDimNames()
	for _, d := range split {
		for size := dst.Dims[d]; size < src.Dims[d]; size *= 2 {
			coords := make([]layout.Coord, len(outs))
			for i, name := range outs {
				coords[i] = layout.Coord{Dim: name}
			}
			coords[d].Value = int32(size)
			offset, err := inv.Apply(coords)
			if err != nil {
				return nil
			}
			if v := uint32(offset[0].Value); bits.OnesCount32(v) != 1 {
				return emitError(op, "We don't support splitting along the swizzling pattern")
			}
		}
	}
	return nil
}

// subsliceSourceLayout returns the linear layout of a memdesc_subslice's source, the linear
// component of a padded layout (whose rank must be the source's), and whether the layout is one
// ttgo converts.
func subsliceSourceLayout(op *ir.Operation, src *MemDescType) (layout.LinearLayout, bool, error) {
	if padded, isPadded := src.Encoding.(*PaddedSharedEncoding); isPadded {
		if len(paddedOutDimSizes(padded)) < src.Rank() {
			return layout.LinearLayout{}, false, emitError(op, "SubSlice of low rank PaddedSharedEncoding from higher rank tensors is not supported yet")
		}
		if padded.Bases == nil {
			// The identity form maps every power-of-two step to a power-of-two offset.
			return layout.LinearLayout{}, false, nil
		}
		ll, err := toLinearLayout(padded.Bases, []string{layout.DimOffset, layout.DimBlock})
		return ll, err == nil, nil
	}
	enc, err := LayoutEncoding(src.Encoding)
	if err != nil {
		return layout.LinearLayout{}, false, nil
	}
	alloc := src.AllocShape
	if len(alloc) > src.Rank() {
		alloc = alloc[len(alloc)-src.Rank():]
	}
	ll, err := layout.ToLinearLayout(enc, alloc)
	if err != nil || ll.NumOutDims() != src.Rank() {
		return layout.LinearLayout{}, false, nil
	}
	return ll, true, nil
}
