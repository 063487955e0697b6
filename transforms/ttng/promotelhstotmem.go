package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// PromoteLHSToTMem is tritongpu-promote-lhs-to-tmem: the A operand of a tcgen05 MMA that a
// local_alloc of registers provides in the same region comes from tensor memory instead,
// allocated from the same registers (converted to the default TMEM layout when theirs does
// not fit and they were computed rather than loaded).
type PromoteLHSToTMem struct{}

// NewPromoteLHSToTMem returns the tritongpu-promote-lhs-to-tmem pass.
func NewPromoteLHSToTMem() pass.Pass { return &PromoteLHSToTMem{} }

// Name returns "TritonNvidiaGPUPromoteLHSToTMemPass".
func (*PromoteLHSToTMem) Name() string { return "TritonNvidiaGPUPromoteLHSToTMemPass" }

// Argument returns "tritongpu-promote-lhs-to-tmem".
func (*PromoteLHSToTMem) Argument() string { return "tritongpu-promote-lhs-to-tmem" }

// Description describes the pass.
func (*PromoteLHSToTMem) Description() string {
	return "Promote LHS operand of MMAv5 op to Tensor Memory"
}

// OpName anchors the pass on builtin.module.
func (*PromoteLHSToTMem) OpName() string { return "builtin.module" }

// Run applies the pattern to both tcgen05 MMA ops greedily.
func (*PromoteLHSToTMem) Run(m *ir.Operation, _ *pass.Analyses) error {
	const ns = "mlir::triton::nvidia_gpu::(anonymous namespace)::LHSToTMem<mlir::triton::nvidia_gpu::"
	patterns := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, func(mma ttng.TcGen5MmaOp, rw *rewrite.Rewriter) error {
			return promoteLHS(mma.Operation, mma.A(), mma.D(), mma.SetA, rw)
		}).WithLabel(ns+"TCGen5MMAOp>"),
		rewrite.NewOpPattern(1, func(mma ttng.TcGen5MmaScaledOp, rw *rewrite.Rewriter) error {
			return promoteLHS(mma.Operation, mma.A(), mma.D(), mma.SetA, rw)
		}).WithLabel(ns+"TCGen5MMAScaledOp>"),
	)
	rewrite.ApplyPatternsGreedily(m, patterns, rewrite.DefaultGreedyConfig())
	return nil
}

// promoteLHS is Triton's LHSToTMem over an MMA op with A operand a and accumulator d;
// setA replaces the A operand.
func promoteLHS(mma *ir.Operation, a, d *ir.Value, setA func(*ir.Value), rw *rewrite.Rewriter) error {
	alloc, ok := ttg.AsLocalAlloc(a.DefiningOp())
	if !ok || alloc.Src() == nil || alloc.ParentRegion() != mma.ParentRegion() {
		return rewrite.ErrNoMatch
	}
	src := alloc.Src()
	srcType, isTensor := src.Type().(*ir.RankedTensorType)
	aType, isMemDesc := a.Type().(*ttg.MemDescType)
	dType, isAcc := d.Type().(*ttg.MemDescType)
	if !isTensor || !isMemDesc || !isAcc || len(aType.Dims) != 2 {
		return rewrite.ErrNoMatch
	}
	accEnc, ok := dType.Encoding.(*ttng.TensorMemoryEncoding)
	if !ok {
		return rewrite.ErrNoMatch
	}
	cga, err := ttngCGA(srcType)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	// fp8 and narrower are not supported in tensor memory as A.
	if bits := ir.IntOrFloatBitWidth(aType.Elem); bits != 16 && bits != 32 {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	split := cga.CTASplitNum(2)
	// A's encoding is the accumulator's, packed for 16-bit elements.
	enc := ttng.TensorMemoryEncodingAttr(ctx, accEnc.BlockM, int(aType.Dims[1]), 1, int(split[0]), int(split[1]), accEnc.TwoCTAs)
	lhsType := ttg.MemDesc(ctx, aType.Dims, aType.Elem, enc, ttng.TensorMemory(ctx), false, nil)
	newSrcType := srcType
	if !ttng.IsDistributedLayoutTMemCompatible(mma, srcType, lhsType) {
		if ttgpasses.ComesFromLoadOrBlockArg(src) {
			return rewrite.ErrNoMatch
		}
		def, err := ttng.DefaultTMemLayout(ctx, lhsType, numWarpsOf(mma), cga)
		if err != nil {
			return rewrite.ErrNoMatch
		}
		newSrcType = ctx.RankedTensorType(srcType.Dims, srcType.Elem, def)
	}
	rw.SetInsertionPointAfter(alloc.Operation)
	loc := mma.Loc()
	if newSrcType != srcType {
		src = ttg.BuildConvertLayout(rw, loc, newSrcType, src).Result()
	}
	tmem := ttng.BuildTmemAlloc(rw, loc, lhsType, nil, src)
	rw.ModifyInPlace(mma, func() { setA(tmem.ResultResult()) })
	return nil
}
