// Package nvvmopt is MLIR's llvm-optimize-for-nvvm-target pass (NVVMOptimizeForTarget): it
// rewrites llvm dialect ops into the forms the NVPTX backend runs faster, today the f16
// division, which it computes through an f32 reciprocal and one Newton step.
package nvvmopt

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// Pass is the llvm-optimize-for-nvvm-target pass.
type Pass struct{}

// New returns the pass.
func New() pass.Pass { return &Pass{} }

// Name returns the pass's display name.
func (*Pass) Name() string { return "NVVMOptimizeForTargetPass" }

// Argument returns the pass's flag.
func (*Pass) Argument() string { return "llvm-optimize-for-nvvm-target" }

// Description is the one-line summary --help prints.
func (*Pass) Description() string { return "Optimize NVVM IR" }

// OpName anchors the pass on any op, as MLIR's.
func (*Pass) OpName() string { return "" }

// Run applies the pass's patterns greedily, with MLIR's default configuration; it fails when
// they do not converge.
func (*Pass) Run(op *ir.Operation, _ *pass.Analyses) error {
	if _, converged := rewrite.ApplyPatternsGreedily(op, rewrite.NewPatternSet(expandDivF16), rewrite.DefaultGreedyConfig()); !converged {
		return ir.OpError(op, "llvm-optimize-for-nvvm-target did not converge")
	}
	return nil
}

// icmpEq is the eq predicate of llvm.icmp.
const icmpEq = 0

// f32ExponentMask selects the exponent bits of an f32.
const f32ExponentMask = 0x7f800000

// expandDivF16 is MLIR's ExpandDivF16: an f16 llvm.fdiv becomes, in f32, lhs times the
// approximate reciprocal of rhs, refined by one Newton step unless that product has an
// all-zero or all-one exponent, then truncated back to f16. It is as accurate as the
// backend's own f32 division, needs fewer Newton steps, and lets divisions by one divisor
// share its reciprocal.
var expandDivF16 = rewrite.NewOpPattern(1, func(div llvm.FdivOp, rw *rewrite.Rewriter) error {
	ctx := rw.Ctx
	if div.Res().Type() != ctx.F16() {
		return rewrite.ErrNoMatch
	}
	loc, f32, i32 := div.Loc(), ctx.F32(), ctx.I32()
	lhs := llvm.BuildFpext(rw, loc, f32, div.Lhs()).Res()
	rhs := llvm.BuildFpext(rw, loc, f32, div.Rhs()).Res()
	rcp := nvvm.BuildRcpApproxFtzF(rw, loc, rhs).Res()
	approx := llvm.BuildFmul(rw, loc, lhs, rcp).Res()
	residual := llvm.BuildIntrFma(rw, loc, approx, llvm.BuildFneg(rw, loc, rhs).Res(), lhs).Res()
	refined := llvm.BuildIntrFma(rw, loc, residual, rcp, approx).Res()
	u32 := ctx.IntegerTypeWithSignedness(32, ir.Unsigned)
	mask := llvm.BuildMlirConstant(rw, loc, i32, ir.NamedAttribute{Name: "value", Value: ctx.IntegerAttr(u32, f32ExponentMask)}).Res()
	exponent := llvm.BuildAnd(rw, loc, llvm.BuildBitcast(rw, loc, i32, approx).Res(), mask).Res()
	zero := llvm.BuildMlirConstant(rw, loc, i32, ir.NamedAttribute{Name: "value", Value: ctx.IntegerAttr(u32, 0)}).Res()
	eq := ir.NamedAttribute{Name: "predicate", Value: ctx.I64Attr(icmpEq)}
	special := llvm.BuildOr(rw, loc,
		llvm.BuildIcmp(rw, loc, ctx.I1(), exponent, zero, eq).Res(),
		llvm.BuildIcmp(rw, loc, ctx.I1(), exponent, mask, eq).Res()).Res()
	result := llvm.BuildSelect(rw, loc, f32, special, approx, refined).Res()
	rw.ReplaceOp(div.Operation, []*ir.Value{llvm.BuildFptrunc(rw, loc, div.Res().Type(), result).Res()})
	return nil
})
