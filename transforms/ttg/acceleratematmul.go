package ttgpasses

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// AccelerateMatmul is tritongpu-accelerate-matmul: it moves each tt.dot with a blocked result
// onto the tensor cores of the module's target. On sm_80 to sm_89 the dot keeps its form with
// an #ttg.nvidia_mma version 2 result and dot_op operands; on sm_90 it becomes a
// ttng.warp_group_dot (wgmma, version 3) that reads A (when it comes from memory) and B from
// shared memory, falling back to version 2 where wgmma has no instruction for the dot. On
// sm_100 to sm_109 dots and scaled dots become tcgen05 MMAs (ttng.tc_gen5_mma and
// ttng.tc_gen5_mma_scaled, version 5) on shared memory operands and a tensor memory
// accumulator (mmav5dot.go, mmav5scaleddot.go), and on sm_120 scaled dots keep their form with
// a version 2 result (sm120scaleddot.go). Other tt.dot_scaled ops are decomposed into scaling
// of their upcast operands and a tt.dot (with only a B scale, first transposed to scale A).
// Conversions to and from the new layouts surround the new dot. Dots that stay on the FMA
// path get their operands extended to the result's element type, and fp8 operands of a
// version 2 dot are extended to f16.
type AccelerateMatmul struct{}

// NewAccelerateMatmul returns the tritongpu-accelerate-matmul pass.
func NewAccelerateMatmul() pass.Pass { return &AccelerateMatmul{} }

// Name returns "TritonGPUAccelerateMatmul".
func (*AccelerateMatmul) Name() string { return "TritonGPUAccelerateMatmul" }

// Argument returns "tritongpu-accelerate-matmul".
func (*AccelerateMatmul) Argument() string { return "tritongpu-accelerate-matmul" }

// Description describes the pass.
func (*AccelerateMatmul) Description() string { return "accelerate matmul" }

// OpName anchors the pass on builtin.module.
func (*AccelerateMatmul) OpName() string { return "builtin.module" }

// Run rewrites the module's dots for its compute capability.
func (*AccelerateMatmul) Run(mod *ir.Operation, _ *pass.Analyses) error {
	cc, err := ttg.NVIDIAComputeCapability(mod)
	if err != nil {
		return err
	}
	if cc >= 130 {
		return ir.Errorf(mod.Loc(), "tritongpu-accelerate-matmul: compute capability %d is not supported", cc)
	}
	if err := transposeRHSScaledDots(mod); err != nil {
		return err
	}
	var rewriteErr error
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, func(dot tt.DotOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&rewriteErr, blockedDotToMMA(dot, cc, rw))
		}),
		rewrite.NewOpPattern(benefitMMAv5, func(dot tt.DotOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&rewriteErr, blockedDotToMMAv5(dot, cc, rw))
		}),
		rewrite.NewOpPattern(benefitMMAv5, func(dot tt.DotScaledOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&rewriteErr, scaledDotToMMAv5(dot, cc, rw))
		}),
		rewrite.NewOpPattern(benefitMMAv5, func(dot tt.DotScaledOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&rewriteErr, scaledDotToSM120MMA(dot, cc, rw))
		}),
		rewrite.NewOpPattern(1, func(dot tt.DotScaledOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&rewriteErr, decomposeScaledDot(dot, rw))
		}))
	rewrite.ApplyPatternsGreedily(mod, ps, rewrite.MLIRGreedyConfig())
	if rewriteErr != nil {
		return rewriteErr
	}
	decomposeMixedModeDots(mod, cc)
	return nil
}

// blockedDotToMMA rewrites dot for MMA version 2 or 3 (Triton's BlockedToMMA), or returns
// rewrite.ErrNoMatch (the dot stays on the FMA path) or a diagnostic.
func blockedDotToMMA(dot tt.DotOp, cc int, rw *rewrite.Rewriter) error {
	if cc < 70 {
		return rewrite.ErrNoMatch
	}
	if cc < 80 {
		dot.Context().Emit(&ir.Diagnostic{Severity: ir.SeverityRemark, Loc: dot.Loc(), Op: dot.Operation, Message: fmt.Sprintf(
			"Dot op using MMA for compute capability %d has been deprecated. It falls back to the FMA path.", cc)})
		return rewrite.ErrNoMatch
	}
	retType, ok := dot.D().Type().(*ir.RankedTensorType)
	if !ok || retType.Encoding == nil {
		return rewrite.ErrNoMatch
	}
	if _, isMMA := retType.Encoding.(*ttg.NvidiaMmaEncoding); isMMA {
		return rewrite.ErrNoMatch
	}
	a, b := dot.A(), dot.B()
	if (isF64(a.Type()) || isF64(b.Type()) || isF64(retType)) && cc != 80 && cc != 90 {
		return rewrite.ErrNoMatch
	}
	numWarps, err := requireNumWarps(dot.Operation)
	if err != nil {
		return err
	}
	version := mmaVersionFor(dot, cc, numWarps)
	if version != 2 && version != 3 {
		return rewrite.ErrNoMatch
	}
	mma, err := mmaEncodingForDot(dot, version, numWarps)
	if err != nil {
		return err
	}
	newRetType := rw.Ctx.RankedTensorType(retType.Dims, retType.Elem, mma)
	acc := dot.C()
	rw.SetInsertionPoint(dot.Operation)
	newAcc := ttg.BuildConvertLayout(rw, acc.Location(), newRetType, acc).Result()
	var newDot *ir.Value
	if version == 3 {
		elem := ir.ElementTypeOrSelf(a.Type())
		allowTranspose := isFloatKind(elem, ir.F16) || isFloatKind(elem, ir.BF16)
		opts := sharedOperandOptions{allowTranspose: allowTranspose, warnOn: dot.Operation}
		if comesFromLoadOrBlockArg(a) {
			if a, err = sharedMemoryMMAOperand(a, 0, opts, rw); err != nil {
				return err
			}
		} else {
			a = convertDotOperandForMMA(a, 0, ir.IntOrFloatBitWidth(elem), newRetType, rw)
		}
		if b, err = sharedMemoryMMAOperand(b, 1, opts, rw); err != nil {
			return err
		}
		rw.SetInsertionPoint(dot.Operation)
		wgmma := ttng.BuildWarpGroupDot(rw, dot.Loc(), newRetType, a, b, newAcc, nil)
		wgmma.SetInputPrecisionAttr(dot.InputPrecisionAttr())
		wgmma.SetMaxNumImpreciseAccAttr(dot.MaxNumImpreciseAccAttr())
		newDot = wgmma.D()
	} else {
		minBits := min(origBitWidth(a), origBitWidth(b))
		a = convertDotOperandForMMA(a, 0, minBits, newRetType, rw)
		b = convertDotOperandForMMA(b, 1, minBits, newRetType, rw)
		mmaDot := tt.BuildDot(rw, dot.Loc(), newRetType, a, b, newAcc)
		mmaDot.SetInputPrecisionAttr(dot.InputPrecisionAttr())
		mmaDot.SetMaxNumImpreciseAccAttr(dot.MaxNumImpreciseAccAttr())
		newDot = mmaDot.D()
	}
	back := ttg.BuildConvertLayout(rw, dot.Loc(), retType, newDot)
	rw.ReplaceOp(dot.Operation, []*ir.Value{back.Result()})
	return nil
}

// mmaVersionFor returns the highest MMA version the target has that supports dot: 3 then 2 on
// sm_90, 5 then 2 on sm_100 to sm_109, 2 on sm_75 to sm_89 and sm_110 to sm_129, 0 for none.
// Passing over version 3 or 5 gets a remark.
func mmaVersionFor(dot tt.DotOp, cc, numWarps int) int {
	var versions []int
	switch {
	case cc < 75:
		versions = []int{1}
	case cc < 90:
		versions = []int{2}
	case cc < 100:
		versions = []int{3, 2}
	case cc < 110:
		versions = []int{5, 2}
	default:
		versions = []int{2}
	}
	for _, v := range versions {
		if dotSupportsMMA(dot, v, numWarps) {
			return v
		}
		if v == 3 || v == 5 {
			remarkMMAVersionNotApplied(dot.Operation, v, cc)
		}
	}
	return 0
}

// remarkMMAVersionNotApplied tells, as Triton does, that dot could not use the MMA version the
// target offers.
func remarkMMAVersionNotApplied(dot *ir.Operation, version, cc int) {
	remark := ir.Remarkf(dot.Loc(), "MMA version %d acceleration not applied due to unsupported shapes or data types.", version)
	remark.Op = dot
	remark.Note(dot.Loc(), "Target compute capability (%d) supports MMA v%d.", cc, version)
	dot.Context().Emit(remark)
}

// mmaEncodingForDot returns the #ttg.nvidia_mma layout of the given version for dot's result:
// its instruction shape and how the warps tile the result.
func mmaEncodingForDot(dot tt.DotOp, version, numWarps int) (*ttg.NvidiaMmaEncoding, error) {
	retType := dot.D().Type().(*ir.RankedTensorType)
	enc, err := ttg.LayoutEncoding(retType.Encoding)
	if err != nil {
		return nil, ir.OpError(dot.Operation, "%v", err)
	}
	cga := enc.CTALayout()
	shapePerCTA := layout.ShapePerCTA(enc, retType.Dims)
	var instrShape, warps []uint32
	if version == 2 {
		instrShape = layout.MMAv2InstrShape(len(shapePerCTA))
		warps = mmaV2WarpsPerTile(dot.Operation, shapePerCTA, numWarps)
	} else {
		elem := ir.ElementTypeOrSelf(dot.A().Type())
		instrShape, err = layout.MMAv3InstrShape(shapePerCTA, ir.IntOrFloatBitWidth(elem), wgmmaElementClass(elem), numWarps)
		if err != nil {
			return nil, ir.OpError(dot.Operation, "%v", err)
		}
		warps = layout.MMAv3WarpsPerTile(shapePerCTA, numWarps)
		if feedsDot(dot.D()) {
			warps = []uint32{uint32(numWarps), 1}
		}
	}
	return ttg.NvidiaMma(dot.Context(), version, 0, warps, cgaAttr(cga), instrShape), nil
}

// mmaV2WarpsPerTile returns the warps of a version 2 result: all on one axis for a batched dot,
// those of a chained dot that already has an mma layout, all along the larger dimension for
// another chained dot, else the balanced tiling.
func mmaV2WarpsPerTile(dot *ir.Operation, shape []int64, numWarps int) []uint32 {
	rank := len(shape)
	if rank == 3 {
		return []uint32{uint32(numWarps), 1, 1}
	}
	chained := false
	for _, op := range chainedSlice(dot) {
		if op == dot || !ttng.IsDotOp(op) {
			continue
		}
		resTy, ok := dotResultType(op)
		if !ok || len(resTy.Dims) != rank {
			continue
		}
		if mma, ok := resTy.Encoding.(*ttg.NvidiaMmaEncoding); ok {
			return mma.WarpsPerCTA
		}
		chained = true
	}
	if chained {
		if shape[0] >= shape[1] {
			return []uint32{uint32(numWarps), 1}
		}
		return []uint32{1, uint32(numWarps)}
	}
	return layout.MMAv2WarpsPerTile(shape, numWarps)
}

// dotResultType returns the tensor result type of a dot op; false for the tcgen05 mmas, which
// accumulate in tensor memory.
func dotResultType(op *ir.Operation) (*ir.RankedTensorType, bool) {
	var d *ir.Value
	if dot, ok := tt.AsDot(op); ok {
		d = dot.D()
	} else if dot, ok := tt.AsDotScaled(op); ok {
		d = dot.D()
	} else if dot, ok := ttng.AsWarpGroupDot(op); ok {
		d = dot.D()
	} else {
		return nil, false
	}
	t, ok := d.Type().(*ir.RankedTensorType)
	return t, ok
}

// convertDotOperandForMMA converts v to the dot_op layout of operand opIdx of a dot with result
// type retType, whose kWidth packs 32 bits of bitwidth-bit elements.
func convertDotOperandForMMA(v *ir.Value, opIdx, bitwidth int, retType *ir.RankedTensorType, rw *rewrite.Rewriter) *ir.Value {
	vt := v.Type().(*ir.RankedTensorType)
	enc := ttg.DotOperand(rw.Ctx, opIdx, retType.Encoding, max(32/bitwidth, 1))
	return ttg.BuildConvertLayout(rw, v.Location(), rw.Ctx.RankedTensorType(vt.Dims, vt.Elem, enc), v).Result()
}

// cgaAttr returns the attribute form of a CTA layout.
func cgaAttr(c layout.CGALayout) ttg.CGALayout {
	out := make(ttg.CGALayout, len(c.Bases))
	for i, b := range c.Bases {
		out[i] = append([]int32(nil), b...)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
