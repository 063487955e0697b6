package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// descriptorEncoding is Triton's getEncodingFromDescriptor: the shared layout of a block the
// descriptor desc copies into a tensor of shape dims. A rank-reducing (or rank-increasing)
// copy gets the descriptor's layout re-ranked to dims (updateEncodingForShape).
func descriptorEncoding(ctx *ir.Context, desc *ir.Value, dims []int64) ir.Attribute {
	block := desc.Type().(*tt.TensorDescType).BlockType
	if slices.Equal(block.Dims, dims) {
		return block.Encoding
	}
	return sharedEncodingForRank(ctx, block.Encoding, len(dims))
}

// sharedEncodingForRank is Triton's updateEncodingForShape: enc with its CTA layout (and, for
// a swizzled layout, its order) made rank rank. Leading dimensions are the ones dropped or
// added, as the copy broadcasts over them.
func sharedEncodingForRank(ctx *ir.Context, enc ir.Attribute, rank int) ir.Attribute {
	switch e := enc.(type) {
	case *ttg.NVMMASharedEncoding:
		return ttg.NVMMAShared(ctx, e.SwizzlingByteWidth, e.Transposed, e.ElementBitWidth, e.FP4Padded, rank, cgaForRank(e.CGA, rank))
	case *ttg.SwizzledSharedEncoding:
		var order []uint32
		for i := 0; i+len(e.Order) < rank; i++ {
			order = append(order, uint32(rank-i-1))
		}
		for _, d := range e.Order {
			if int(d) < rank {
				order = append(order, d)
			}
		}
		return ttg.SwizzledShared(ctx, e.Vec, e.PerPhase, e.MaxPhase, order, cgaForRank(e.CGA, rank))
	}
	return enc
}

// cgaForRank is Triton's updateCTALayoutForShape on the block bases of a CTA layout: leading
// coordinates are dropped, or zero coordinates prepended, to make each basis rank long.
func cgaForRank(cga ttg.CGALayout, rank int) ttg.CGALayout {
	if cga.IsDefault() {
		return cga
	}
	out := make(ttg.CGALayout, len(cga))
	for i, basis := range cga {
		if len(basis) >= rank {
			out[i] = slices.Clone(basis[len(basis)-rank:])
			continue
		}
		out[i] = append(make([]int32, rank-len(basis)), basis...)
	}
	return out
}
