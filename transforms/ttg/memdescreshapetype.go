package ttgpasses

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// defaultSharedAlignment is the byte alignment of a shared layout that does not set its own.
const defaultSharedAlignment = 16

// memDescReshapeType returns the type of ttg.memdesc_reshape of a memdesc of type src to shape
// (Triton's MemDescReshapeOp::inferReturnTypes): an #ttg.nvmma_shared layout stays one where
// it can, any other shared layout becomes the #ttg.shared_linear layout of the reshaped linear
// layout, with the source layout's alignment.
func memDescReshapeType(ctx *ir.Context, src *ttg.MemDescType, shape []int64) (*ttg.MemDescType, error) {
	if ir.NumElements(shape) != ir.NumElements(src.Dims) {
		return nil, fmt.Errorf("dst shape has different number of elements than src")
	}
	lead := len(src.AllocShape) - len(src.Dims)
	alloc := append(slices.Clone(src.AllocShape[:lead]), shape...)
	if src.Encoding == nil {
		return ttg.MemDesc(ctx, shape, src.Elem, nil, src.MemorySpace, src.Mutable, alloc), nil
	}
	if nvmma, ok := src.Encoding.(*ttg.NVMMASharedEncoding); ok {
		candidate := ttg.MemDesc(ctx, shape, src.Elem, ttg.NVMMAShared(ctx, nvmma.SwizzlingByteWidth, nvmma.Transposed,
			nvmma.ElementBitWidth, nvmma.FP4Padded, len(shape), nil), src.MemorySpace, src.Mutable, alloc)
		// The reshape keeps the layout when the reverse reshape of the candidate gives src's.
		if reshaped, ok := nvmmaReshapedMemDesc(ctx, candidate, src.Dims); ok && reshaped.Encoding == src.Encoding {
			return candidate, nil
		}
	}
	srcLL, err := sharedLinearLayout(src.Encoding, src.Dims)
	if err != nil {
		return nil, err
	}
	dstLL, err := reshapeOuts(srcLL, shape)
	if err != nil {
		return nil, err
	}
	enc, err := layoutattr.FromEncoding(ctx, layout.SharedLinear{Layout: dstLL, Alignment: uint32(sharedAlignment(src.Encoding))})
	if err != nil {
		return nil, err
	}
	return ttg.MemDesc(ctx, shape, src.Elem, enc, src.MemorySpace, src.Mutable, alloc), nil
}

// sharedAlignment returns the byte alignment of a shared layout (Triton's getAlignment):
// 128 bytes per swizzle phase for #ttg.nvmma_shared, the stated one for #ttg.shared_linear.
func sharedAlignment(enc ir.Attribute) int {
	switch e := enc.(type) {
	case *ttg.NVMMASharedEncoding:
		if e.SwizzlingByteWidth == 0 {
			return 128
		}
		return 128 * e.SwizzlingByteWidth / 16
	case *ttg.SharedLinearEncoding:
		return e.Alignment
	}
	return defaultSharedAlignment
}
