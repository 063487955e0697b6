package ttgpasses

import (
	"errors"

	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// CoalesceAsyncCopy is Triton's `tritongpu-coalesce-async-copy` (CoalesceAsyncCopy.cpp). A
// cp.async moves what a thread holds contiguously in registers and in shared memory at once:
// when the source's blocked layout gives a thread more consecutive elements than the shared
// layout keeps together (an operand upcast in registers before wgmma), each thread would issue
// several narrow copies and break coalescing, so the source (with its mask and other value)
// is converted to a blocked layout clipped to the shared layout's contiguous run.
type CoalesceAsyncCopy struct{}

// NewCoalesceAsyncCopy returns the tritongpu-coalesce-async-copy pass.
func NewCoalesceAsyncCopy() pass.Pass { return &CoalesceAsyncCopy{} }

// Name returns the pass's display name.
func (*CoalesceAsyncCopy) Name() string { return "TritonGPUCoalesceAsyncCopy" }

// Argument returns "tritongpu-coalesce-async-copy".
func (*CoalesceAsyncCopy) Argument() string { return "tritongpu-coalesce-async-copy" }

// Description is the one-line summary --help prints.
func (*CoalesceAsyncCopy) Description() string {
	return "Improve coalescing for async global to local copies"
}

// OpName anchors the pass on the module, which the axis info analysis covers.
func (*CoalesceAsyncCopy) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run clips the source layouts of the module's async copies.
func (*CoalesceAsyncCopy) Run(module *ir.Operation, _ *pass.Analyses) error {
	var analysis *axisinfo.Module
	if copiesOrCalls(module) {
		analysis = axisinfo.NewModule(module)
	}
	var failure error
	clip := rewrite.NewOpPattern(1, func(copyOp ttg.AsyncCopyGlobalToLocalOp, rw *rewrite.Rewriter) error {
		err := clipAsyncCopy(copyOp, rw, analysis)
		var diag *ir.Diagnostic
		if errors.As(err, &diag) && failure == nil {
			failure = diag
		}
		return err
	}).WithLabel("ClipAsyncCopySizePerThread")
	rewrite.ApplyPatternsGreedily(module, rewrite.NewPatternSet(clip), rewrite.DefaultGreedyConfig())
	return failure
}

// copiesOrCalls reports whether module holds an async copy, which the pattern reads the axis
// info of, or a call, through which the analysis writes hints onto the callee's arguments as
// Triton's does: without either, computing the analysis is vain.
func copiesOrCalls(module *ir.Operation) bool {
	return module.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, isCall := ir.AsCall(op); isCall || is[ttg.AsyncCopyGlobalToLocalOp](op) {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	}) == ir.WalkInterrupt
}

// clipAsyncCopy rewrites one async copy whose source layout holds more consecutive elements
// per thread than one copy can move.
func clipAsyncCopy(copyOp ttg.AsyncCopyGlobalToLocalOp, rw *rewrite.Rewriter, analysis *axisinfo.Module) error {
	srcTy, ok := copyOp.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return rewrite.ErrNoMatch
	}
	blocked, ok := srcTy.Encoding.(*ttg.BlockedEncoding)
	if !ok {
		return rewrite.ErrNoMatch
	}
	dstTy, ok := copyOp.ResultOperand().Type().(*ttg.MemDescType)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if _, ok := dstTy.Encoding.(*ttg.SwizzledSharedEncoding); !ok {
		return rewrite.ErrNoMatch
	}
	copyContig, regs, err := copyContigSize(srcTy, dstTy)
	if err != nil {
		return rewrite.ErrNoMatch
	}
	contigPerThread := regs.ContigPerThread()
	fastest := blocked.Order[0]
	if int(contigPerThread[fastest]) <= copyContig {
		return rewrite.ErrNoMatch
	}
	contigPerThread[fastest] = uint32(copyContig)
	numWarps, ok := lookupNumWarps(copyOp.Operation)
	if !ok {
		return ir.OpError(copyOp.Operation, "is not contained within a context that specifies the number of warps")
	}
	cga, err := ctaLayoutOf(srcTy)
	if err != nil {
		return ir.OpError(copyOp.Operation, "%v", err)
	}
	enc, err := blockedAttr(rw.Ctx, srcTy.Dims, contigPerThread, blocked.Order, numWarps, threadsPerWarp(enclosingModule(copyOp.Operation)), cga)
	if err != nil {
		return ir.OpError(copyOp.Operation, "%v", err)
	}
	convert := func(v *ir.Value) *ir.Value {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			return v
		}
		return ttg.BuildConvertLayout(rw, copyOp.Loc(), withEncoding(rw.Ctx, t, enc), v).Result()
	}
	src := convert(copyOp.Src())
	var mask, other *ir.Value
	if m := copyOp.Mask(); m != nil {
		mask = convert(m)
	}
	if o := copyOp.Other(); o != nil {
		other = convert(o)
	}
	// The converted values are new to the analysis, which knows nothing of them: as in
	// Triton, the contiguity recorded comes out as 1.
	contiguity := analysis.Contiguity(src)
	if mask != nil {
		contiguity = min(contiguity, analysis.MaskAlignment(mask))
	}
	rw.ModifyInPlace(copyOp.Operation, func() {
		copyOp.SetSrc(src)
		if mask != nil {
			copyOp.SetMask(mask)
		}
		if other != nil {
			copyOp.SetOther(other)
		}
		copyOp.SetContiguity(int64(contiguity))
	})
	return nil
}

// copyContigSize returns how many consecutive elements one copy moves from registers laid out
// as srcTy to shared memory laid out as dstTy, and the source's linear layout.
func copyContigSize(srcTy *ir.RankedTensorType, dstTy *ttg.MemDescType) (int, layout.Linear, error) {
	srcEnc, err := ttg.LayoutEncoding(srcTy.Encoding)
	if err != nil {
		return 0, layout.Linear{}, err
	}
	dist, ok := srcEnc.(layout.Distributed)
	if !ok {
		return 0, layout.Linear{}, errors.New("source layout is not distributed")
	}
	regs, err := layout.ToLinear(dist, srcTy.Dims)
	if err != nil {
		return 0, layout.Linear{}, err
	}
	dstEnc, err := ttg.LayoutEncoding(dstTy.Encoding)
	if err != nil {
		return 0, layout.Linear{}, err
	}
	shape := dstTy.Dims
	if len(dstTy.AllocShape) >= len(dstTy.Dims) {
		shape = dstTy.AllocShape[len(dstTy.AllocShape)-len(dstTy.Dims):]
	}
	shared, err := dstEnc.ToLinearLayout(shape)
	if err != nil {
		return 0, layout.Linear{}, err
	}
	composed, err := regs.Layout.InvertAndCompose(shared)
	if err != nil {
		return 0, layout.Linear{}, err
	}
	return composed.NumConsecutiveInOut(), regs, nil
}
