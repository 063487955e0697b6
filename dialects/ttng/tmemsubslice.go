package ttng

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TMemSubsliceType is the type Triton's TMEMSubSliceOp builder gives the subslice of size
// columns of the tensor memory md: its last dimension becomes size and the encoding's blockN
// at most size.
func TMemSubsliceType(ctx *ir.Context, md *ttg.MemDescType, size int64) (*ttg.MemDescType, error) {
	enc, ok := md.Encoding.(*TensorMemoryEncoding)
	if !ok || len(md.Dims) == 0 {
		return nil, fmt.Errorf("subslice of %s, which has no tensor memory encoding", asm.TypeString(md))
	}
	shape := append([]int64(nil), md.Dims...)
	shape[len(shape)-1] = size
	sub := TensorMemoryEncodingAttr(ctx, enc.BlockM, int(min(int64(enc.BlockN), size)), enc.ColStride, enc.CTASplitM, enc.CTASplitN, enc.TwoCTAs)
	return ttg.MemDesc(ctx, shape, md.Elem, sub, md.MemorySpace, md.Mutable, md.AllocShape), nil
}

// BuildTmemSubsliceOf creates a ttng.tmem_subslice of the size columns of alloc from column
// offset, as Triton's TMEMSubSliceOp builder from an offset and a size.
func BuildTmemSubsliceOf(b ir.OpCreator, loc ir.Location, alloc *ir.Value, offset, size int64) (TmemSubsliceOp, error) {
	md, ok := alloc.Type().(*ttg.MemDescType)
	if !ok {
		return TmemSubsliceOp{}, fmt.Errorf("subslice of %s, which is not a memory descriptor", asm.TypeString(alloc.Type()))
	}
	ctx := b.Context()
	t, err := TMemSubsliceType(ctx, md, size)
	if err != nil {
		return TmemSubsliceOp{}, err
	}
	n := ir.NamedAttribute{Name: "N", Value: ctx.IntegerAttr(ctx.IntegerType(32), offset)}
	return BuildTmemSubslice(b, loc, t, alloc, n), nil
}
