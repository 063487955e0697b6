package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// TMA descriptor storage: 128 bytes, 128-byte aligned.
const (
	tmaSizeBytes = 128
	tmaAlign     = 128
)

// TMA element types of cuTensorMapEncodeTiled (CUtensorMapDataType).
const (
	tmaU8        = 0
	tmaU16       = 1
	tmaU32       = 2
	tmaS32       = 3
	tmaU64       = 4
	tmaS64       = 5
	tmaF16       = 6
	tmaF32       = 7
	tmaF64       = 9
	tmaBF16      = 10
	tmaB4X16P64  = 14
	paddingNaN   = 2
	tmaBlockMax  = 256
	swizzle128B  = 3
	swizzle64B   = 2
	swizzle32B   = 1
	noSwizzleTMA = 0
)

// lowerMakeTensorDescriptor replaces a tt.make_tensor_descriptor by a TMA descriptor built
// in global scratch memory with ttng.tensormap_create, fenced for the async proxy and
// reinterpreted as the tensor descriptor.
func lowerMakeTensorDescriptor(op tt.MakeTensorDescriptorOp, rw *rewrite.Rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	params, err := tmaDescriptorParams(op)
	if err != nil {
		return err
	}
	alloc := ttg.BuildGlobalScratchAlloc(rw, loc, tt.Pointer(ctx, ctx.IntegerType(8), 1))
	alloc.SetNbytes(tmaSizeBytes)
	alloc.SetAlignment(tmaAlign)
	createTMADescriptor(rw, alloc.Result(), op, params)
	ttng.BuildTensormapFenceproxyAcquire(rw, loc, alloc.Result())
	desc := ttng.BuildReinterpretTensorDescriptor(rw, loc, op.Result().Type(), alloc.Result())
	rw.ReplaceOp(op.Operation, []*ir.Value{desc.Result()})
	return nil
}

// tmaParams are what a TMA descriptor needs to know of a block's layout.
type tmaParams struct {
	nvmma       *ttg.NVMMASharedEncoding
	shapePerCTA []int64
	box         []int64
	elemKind    int64
}

// tmaDescriptorParams checks that op's block can be copied by TMA and returns its
// parameters: an nvmma_shared block, a box at least as wide as the swizzle, 128 elements
// for padded fp4, elements of 1, 2, 4 or 8 bytes.
func tmaDescriptorParams(op tt.MakeTensorDescriptorOp) (tmaParams, error) {
	block := op.Result().Type().(*tt.TensorDescType).BlockType
	nvmma, ok := block.Encoding.(*ttg.NVMMASharedEncoding)
	if !ok {
		return tmaParams{}, ir.OpError(op.Operation, "Unhandled encoding type")
	}
	enc, err := layoutattr.ToEncoding(nvmma)
	if err != nil {
		return tmaParams{}, ir.OpError(op.Operation, "%v", err)
	}
	p := tmaParams{nvmma: nvmma, shapePerCTA: layout.ShapePerCTA(enc, block.Dims)}
	if p.box, err = tmaBlockShape(op.Operation, p.shapePerCTA, nvmma); err != nil {
		return tmaParams{}, err
	}
	if nvmma.FP4Padded && p.box[len(p.box)-1] != 128 {
		return tmaParams{}, ir.OpError(op.Operation, "FP4 padded loads require 128 elements or more in the last dim")
	}
	if p.elemKind, err = tmaElementType(op.Operation, block, nvmma); err != nil {
		return tmaParams{}, err
	}
	return p, nil
}

// createTMADescriptor emits the ttng.tensormap_create filling the descriptor at ptr for op
// (Triton's createTMADesc): the box is the block per CTA, capped at 256 and, when swizzled,
// cut to the swizzle width along the contiguous dimension; dimensions and strides are
// listed innermost first, strides in bytes.
func createTMADescriptor(rw ir.OpCreator, ptr *ir.Value, op tt.MakeTensorDescriptorOp, p tmaParams) {
	ctx, loc := op.Context(), op.Loc()
	i32 := func(v int64) *ir.Value { return intConstant(rw, loc, ctx.I32(), v) }
	boxDim := []*ir.Value{i32(p.box[len(p.box)-1])}
	for k := len(p.shapePerCTA) - 2; k >= 0; k-- {
		boxDim = append(boxDim, i32(p.box[k]))
	}
	elemType := op.Base().Type().(*tt.PointerType).Pointee
	elemSize := intConstant(rw, loc, ctx.I64(), int64(ir.IntOrFloatBitWidth(elemType)/8))
	shape := op.Shape()
	globalDim := make([]*ir.Value, len(shape))
	for i, v := range shape {
		globalDim[len(shape)-1-i] = v
	}
	strides := op.Strides()
	var globalStride []*ir.Value
	for k := len(strides) - 2; k >= 0; k-- {
		globalStride = append(globalStride, strides[k])
	}
	if p.nvmma.FP4Padded {
		globalDim[0] = arith.BuildMulI(rw, loc, globalDim[0], i32(2)).Result()
	}
	one := i32(1)
	elementStride := make([]*ir.Value, len(globalDim))
	for i := range elementStride {
		elementStride[i] = one
	}
	for i := range globalStride {
		globalStride[i] = arith.BuildMulI(rw, loc, globalStride[i], elemSize).Result()
	}
	fill := int64(0)
	if padding, _ := op.Padding(); padding == paddingNaN {
		fill = 1
	}
	create := ttng.BuildTensormapCreate(rw, loc, ptr, op.Base(), boxDim, globalDim, globalStride, elementStride)
	create.SetElemType(p.elemKind)
	create.SetInterleaveLayout(0)
	create.SetSwizzleMode(tmaSwizzleMode(p.nvmma.SwizzlingByteWidth))
	create.SetFillMode(fill)
}

// tmaBlockShape returns the box a TMA copy of a block of shapePerCTA moves (Triton's
// getTMABlockShape, unpacked): at most 256 along each dimension and, with a swizzle, as
// many elements along the contiguous dimension as the swizzle spans.
func tmaBlockShape(op *ir.Operation, shapePerCTA []int64, nvmma *ttg.NVMMASharedEncoding) ([]int64, error) {
	box := append([]int64(nil), shapePerCTA...)
	contig := len(box) - 1
	if nvmma.Transposed {
		contig = 0
	}
	if nvmma.FP4Padded {
		box[contig] *= 2
	}
	for i := range box {
		box[i] = min(box[i], tmaBlockMax)
	}
	if nvmma.SwizzlingByteWidth != 0 {
		size := int64(8 * nvmma.SwizzlingByteWidth / nvmma.ElementBitWidth)
		if box[contig] < size {
			return nil, ir.OpError(op, "Block shape is too small for the swizzle byte size in NVMMA Shared Layout.")
		}
		box[contig] = size
	}
	return box, nil
}

// tmaSwizzleMode returns the CUtensorMapSwizzle of a swizzle width in bytes.
func tmaSwizzleMode(bytes int) int64 {
	switch bytes {
	case 128:
		return swizzle128B
	case 64:
		return swizzle64B
	case 32:
		return swizzle32B
	}
	return noSwizzleTMA
}

// tmaElementType returns the CUtensorMapDataType of a block's elements.
func tmaElementType(op *ir.Operation, block *ir.RankedTensorType, nvmma *ttg.NVMMASharedEncoding) (int64, error) {
	if nvmma.FP4Padded {
		return tmaB4X16P64, nil
	}
	elem := block.ElementType()
	if f, ok := elem.(*ir.FloatType); ok {
		switch f.Kind {
		case ir.BF16:
			return tmaBF16, nil
		case ir.F16:
			return tmaF16, nil
		case ir.F32:
			return tmaF32, nil
		case ir.F64:
			return tmaF64, nil
		}
	}
	size := ir.IntOrFloatBitWidth(elem) / 8
	signed := false
	if it, ok := elem.(*ir.IntegerType); ok {
		signed = it.Signedness == ir.Signed
	}
	switch {
	case size == 1:
		return tmaU8, nil
	case size == 2:
		return tmaU16, nil
	case size == 4 && signed:
		return tmaS32, nil
	case size == 4:
		return tmaU32, nil
	case size == 8 && signed:
		return tmaS64, nil
	case size == 8:
		return tmaU64, nil
	}
	return 0, ir.OpError(op, "Tensor descriptor element type must have size 1, 2, or 4 but got %d", size)
}
