package ttgpasses

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// memDescTransType returns the type of ttg.memdesc_trans of a memdesc of type src by order:
// shape, allocation shape and layout permuted.
func memDescTransType(ctx *ir.Context, src *ttg.MemDescType, order []int32) (*ttg.MemDescType, error) {
	enc := src.Encoding
	if enc != nil {
		var err error
		if enc, err = (ttg.LayoutInference{}).InferTransEncoding(ctx, enc, src.Dims, order); err != nil {
			return nil, err
		}
	}
	lead := len(src.AllocShape) - len(order)
	alloc := slices.Clone(src.AllocShape[:lead])
	dims := make([]int64, len(order))
	for i, o := range order {
		alloc = append(alloc, src.AllocShape[lead+int(o)])
		dims[i] = src.Dims[o]
	}
	return ttg.MemDesc(ctx, dims, src.Elem, enc, src.MemorySpace, src.Mutable, alloc), nil
}

// nvmmaReshapedMemDesc returns the memdesc of shape that ttg.memdesc_reshape turns into dst,
// when its layout can stay #ttg.nvmma_shared: a single CTA, the contiguous dimension kept, and
// the same linear layout once reshaped (Triton's MemDescReshapeOp::inferReturnTypes where it
// keeps an NVMMAShared encoding).
func nvmmaReshapedMemDesc(ctx *ir.Context, dst *ttg.MemDescType, shape []int64) (*ttg.MemDescType, bool) {
	enc, ok := dst.Encoding.(*ttg.NVMMASharedEncoding)
	if !ok || !enc.CGA.IsDefault() || ir.NumElements(shape) != ir.NumElements(dst.Dims) {
		return nil, false
	}
	inner := func(s []int64) int64 {
		if enc.Transposed {
			return s[0]
		}
		return s[len(s)-1]
	}
	if inner(dst.Dims) != inner(shape) {
		return nil, false
	}
	candidate := ttg.NVMMAShared(ctx, enc.SwizzlingByteWidth, enc.Transposed, enc.ElementBitWidth, enc.FP4Padded, len(shape), nil)
	dstLL, err1 := sharedLinearLayout(enc, dst.Dims)
	srcLL, err2 := sharedLinearLayout(candidate, shape)
	if err1 != nil || err2 != nil {
		return nil, false
	}
	reshaped, err := reshapeOuts(dstLL, shape)
	if err != nil || !reshaped.Equal(srcLL) {
		return nil, false
	}
	lead := len(dst.AllocShape) - len(dst.Dims)
	alloc := append(slices.Clone(dst.AllocShape[:lead]), shape...)
	return ttg.MemDesc(ctx, shape, dst.Elem, candidate, dst.MemorySpace, dst.Mutable, alloc), true
}

// sharedLinearLayout returns the linear layout of a shared attribute for shape.
func sharedLinearLayout(a ir.Attribute, shape []int64) (layout.LinearLayout, error) {
	enc, err := layoutattr.ToEncoding(a)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, shape)
}

// reshapeOuts reshapes the output dimensions of ll to shape, row-major (Triton's
// reshapeLayout).
func reshapeOuts(ll layout.LinearLayout, shape []int64) (layout.LinearLayout, error) {
	rev := ll.OutDimNames()
	slices.Reverse(rev)
	ll, err := ll.TransposeOuts(rev)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	outs := make([]layout.OutDim, len(shape))
	names := make([]string, len(shape))
	for i, d := range shape {
		names[i] = fmt.Sprintf("dim%d", i)
		outs[len(shape)-1-i] = layout.OutDim{Name: names[i], Size: int32(d)}
	}
	if ll, err = ll.ReshapeOuts(outs); err != nil {
		return layout.LinearLayout{}, err
	}
	return ll.TransposeOuts(names)
}
