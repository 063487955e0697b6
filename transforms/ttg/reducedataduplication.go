package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ReduceDataDuplication is tritongpu-reduce-data-duplication: a conversion of a distributed
// tensor to a dot operand layout that goes through shared memory becomes an explicit
// ttg.local_alloc into a swizzled layout chosen for the dot operand and a ttg.local_load
// from it, so that each element is stored once and read without bank conflicts.
type ReduceDataDuplication struct{}

// NewReduceDataDuplication returns the tritongpu-reduce-data-duplication pass.
func NewReduceDataDuplication() pass.Pass { return &ReduceDataDuplication{} }

// Name returns "TritonGPUReduceDataDuplication".
func (*ReduceDataDuplication) Name() string { return "TritonGPUReduceDataDuplication" }

// Argument returns "tritongpu-reduce-data-duplication".
func (*ReduceDataDuplication) Argument() string { return "tritongpu-reduce-data-duplication" }

// Description describes the pass.
func (*ReduceDataDuplication) Description() string {
	return "Reduce data duplication in register by decomposing convert[distributed -> dotOperand] into convert[distributed -> shared -> dotOperand]"
}

// OpName anchors the pass on builtin.module.
func (*ReduceDataDuplication) OpName() string { return "builtin.module" }

// Run decomposes the conversions.
func (*ReduceDataDuplication) Run(m *ir.Operation, _ *pass.Analyses) error {
	var err error
	m.WalkPostOrder(func(op *ir.Operation) {
		if cvt, ok := ttg.AsConvertLayout(op); ok && err == nil {
			err = decomposeDotOperandConversion(cvt)
		}
	})
	return err
}

// decomposeDotOperandConversion replaces cvt, when it converts a distributed tensor to a dot
// operand through shared memory, by a local_alloc and a local_load.
func decomposeDotOperandConversion(cvt ttg.ConvertLayoutOp) error {
	srcType, ok1 := cvt.Src().Type().(*ir.RankedTensorType)
	dstType, ok2 := cvt.Result().Type().(*ir.RankedTensorType)
	if !ok1 || !ok2 || ttg.IsSharedEncoding(srcType.Encoding) {
		return nil
	}
	dotOp, ok := dstType.Encoding.(*ttg.DotOperandEncoding)
	if !ok {
		return nil
	}
	needsShared, err := cvtNeedsSharedMemory(srcType, dstType)
	if err != nil {
		return ir.OpError(cvt.Operation, "cannot convert the layouts: %v", err)
	}
	if !needsShared {
		return nil
	}
	srcEnc, err := layoutattr.ToEncoding(srcType.Encoding)
	if err != nil {
		return ir.OpError(cvt.Operation, "%v", err)
	}
	distributed, ok := srcEnc.(layout.Distributed)
	if !ok {
		return nil
	}
	order, err := layout.OrderForMemory(distributed, srcType.Dims)
	if err != nil {
		return ir.OpError(cvt.Operation, "%v", err)
	}
	ctx := cvt.Context()
	shared := swizzledSharedForDotOperand(ctx, dotOp, srcType.Dims, order, srcEnc.CTALayout(), ir.IntOrFloatBitWidth(srcType.ElementType()))
	memType := ttg.MemDesc(ctx, dstType.Dims, dstType.ElementType(), shared, ttg.SharedMemory(ctx), false, nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(cvt.Operation)
	alloc := ttg.BuildLocalAlloc(b, cvt.Loc(), memType, cvt.Src())
	load := ttg.BuildLocalLoad(b, cvt.Loc(), dstType, alloc.Result(), nil)
	cvt.Result().ReplaceAllUsesWith(load.Result())
	cvt.Erase()
	return nil
}

// swizzledSharedForDotOperand returns the swizzled shared layout Triton picks for staging
// a dot operand in shared memory (SwizzledSharedEncodingAttr::get for a dot operand): for an
// nvidia_mma parent, vectors of 4*kWidth elements along K swizzled over the banks; no
// swizzling otherwise.
func swizzledSharedForDotOperand(ctx *ir.Context, dotOp *ttg.DotOperandEncoding, shape []int64, order []uint32, cga layout.CGALayout, bitWidth int) *ttg.SwizzledSharedEncoding {
	var cgaAttr ttg.CGALayout
	if !cga.IsDefault() {
		cgaAttr = cga.Bases
	}
	mma, ok := dotOp.Parent.(*ttg.NvidiaMmaEncoding)
	if !ok || (mma.VersionMajor != 2 && mma.VersionMajor != 3) {
		return ttg.SwizzledShared(ctx, 1, 1, 1, order, cgaAttr)
	}
	shapePerCTA := slices.Clone(shape)
	for d, n := range cga.CTASplitNum(len(shape)) {
		shapePerCTA[d] /= int64(n)
	}
	vec, perPhase, maxPhase := layout.MMAOperandSwizzle(int(dotOp.OpIdx), int(dotOp.KWidth), shapePerCTA, order, bitWidth, false)
	return ttg.SwizzledShared(ctx, vec, perPhase, maxPhase, order, cgaAttr)
}

// cvtNeedsSharedMemory reports whether converting a tensor from src's layout to dst's goes
// through shared memory (Triton's cvtNeedsSharedMemory).
func cvtNeedsSharedMemory(src, dst *ir.RankedTensorType) (bool, error) {
	srcLL, err := layoutattr.TensorLinearLayout(src)
	if err != nil {
		return false, err
	}
	dstLL, err := layoutattr.TensorLinearLayout(dst)
	if err != nil {
		return false, err
	}
	return layout.CvtNeedsSharedMemory(srcLL, dstLL)
}
