package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// F32DotTCOptions are the options of tritongpu-F32DotTC.
type F32DotTCOptions struct {
	EmuTF32 bool `option:"emu-tf32" desc:"whether to handle InputPrecision TF32xN for Nvidia GPUs"`
}

// F32DotTC is tritongpu-F32DotTC: it emulates the precise f32 dots the tensor cores lack with
// several lower-precision dots. A tf32x3 dot (with emu-tf32) becomes three tf32 dots over the
// operands' tf32-rounded high parts and f32 remainders (3xTF32); a bf16x3 or bf16x6 dot
// becomes three or six dots over the operands split into bf16 parts (3xBF16, 6xBF16). The
// small partial products have their NaNs zeroed, as an infinite operand times a zero
// remainder must not spoil the result.
type F32DotTC struct{ opts F32DotTCOptions }

// NewF32DotTC returns the tritongpu-F32DotTC pass with emu-tf32 off.
func NewF32DotTC() pass.Pass { return &F32DotTC{} }

// Name returns "TritonGPUF32DotTC".
func (*F32DotTC) Name() string { return "TritonGPUF32DotTC" }

// Argument returns "tritongpu-F32DotTC".
func (*F32DotTC) Argument() string { return "tritongpu-F32DotTC" }

// Description describes the pass.
func (*F32DotTC) Description() string {
	return "Emulate dot-product tensor core precision using TF32s or BF16s"
}

// OpName anchors the pass on builtin.module.
func (*F32DotTC) OpName() string { return "builtin.module" }

// Options returns the pass's options.
func (p *F32DotTC) Options() any { return &p.opts }

// Run decomposes the module's tf32x3, bf16x3 and bf16x6 dots.
func (p *F32DotTC) Run(mod *ir.Operation, _ *pass.Analyses) error {
	ps := rewrite.NewPatternSet()
	if p.opts.EmuTF32 {
		ps.Add(rewrite.NewOpPattern(1, decomposeTF32x3))
	}
	ps.Add(rewrite.NewOpPattern(1, decomposeBF16xN))
	rewrite.ApplyPatternsGreedily(mod, ps, rewrite.MLIRGreedyConfig())
	return nil
}

// f32Operands reports whether both operands of dot are f32 tensors.
func f32Operands(dot tt.DotOp) bool {
	return isFloatKind(ir.ElementTypeOrSelf(dot.A().Type()), ir.F32) && isFloatKind(ir.ElementTypeOrSelf(dot.B().Type()), ir.F32)
}

// decomposeTF32x3 rewrites a tf32x3 dot of f32 operands a and b into
// dot(aBig, bBig, zeroNaNs(dot(aBig, bSmall, dot(aSmall, bBig, 0)))) + c, where xBig is x
// rounded to tf32 and xSmall = x - xBig, all three dots in tf32.
func decomposeTF32x3(dot tt.DotOp, rw *rewrite.Rewriter) error {
	precision, _ := dot.InputPrecision()
	if precision != tt.InputPrecisionTF32x3 || !f32Operands(dot) {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(dot.Operation)
	loc := dot.Loc()
	toTF32 := func(v *ir.Value) *ir.Value {
		asm := tt.BuildElementwiseInlineAsm(rw, loc, []ir.Type{v.Type()}, []*ir.Value{v})
		asm.SetAsmString("cvt.rna.tf32.f32 $0, $1;")
		asm.SetConstraints("=r,r")
		asm.SetPure(true)
		asm.SetPackedElement(1)
		converted := asm.Results()
		return converted[0]
	}
	imprecise := dot.MaxNumImpreciseAccAttr()
	aBig := toTF32(dot.A())
	aSmall := arith.BuildSubF(rw, loc, dot.A(), aBig).Result()
	bBig := toTF32(dot.B())
	bSmall := arith.BuildSubF(rw, loc, dot.B(), bBig).Result()
	zero := zeroLike(rw, dot.C())
	small := emulationDot(rw, aSmall, bBig, zero, tt.InputPrecisionTF32, imprecise)
	small = emulationDot(rw, aBig, bSmall, small, tt.InputPrecisionTF32, imprecise)
	big := emulationDot(rw, aBig, bBig, replaceNaNsWithZeros(rw, small), tt.InputPrecisionTF32, imprecise)
	rw.ReplaceOp(dot.Operation, []*ir.Value{arith.BuildAddF(rw, loc, big, dot.C()).Result()})
	return nil
}

// bf16PartCount returns how many bf16 parts a dot of the given precision splits its f32
// operands into: 2 for bf16x3, 3 for bf16x6, 0 for the others.
func bf16PartCount(precision int64) int {
	switch precision {
	case tt.InputPrecisionBF16x3:
		return 2
	case tt.InputPrecisionBF16x6:
		return 3
	}
	return 0
}

// decomposeBF16xN rewrites a bf16x3 or bf16x6 dot of f32 operands into dots of their bf16
// parts (hi, mid, lo), smallest products first: bf16x6 adds mid*mid, lo*hi and hi*lo, both add
// mid*hi and hi*mid, zero the NaNs of that sum, then add hi*hi and c.
func decomposeBF16xN(dot tt.DotOp, rw *rewrite.Rewriter) error {
	precision, _ := dot.InputPrecision()
	n := bf16PartCount(precision)
	if n == 0 || !f32Operands(dot) {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(dot.Operation)
	const hi, mid, lo = 0, 1, 2
	lhs := splitF32(rw, dot.A(), n)
	rhs := splitF32(rw, dot.B(), n)
	ieee := func(a, b, acc *ir.Value) *ir.Value { return emulationDot(rw, a, b, acc, tt.InputPrecisionIEEE, nil) }
	result := zeroLike(rw, dot.C())
	if precision == tt.InputPrecisionBF16x6 {
		result = ieee(lhs[mid], rhs[mid], result)
		result = ieee(lhs[lo], rhs[hi], result)
		result = ieee(lhs[hi], rhs[lo], result)
	}
	result = ieee(lhs[mid], rhs[hi], result)
	result = ieee(lhs[hi], rhs[mid], result)
	result = replaceNaNsWithZeros(rw, result)
	result = ieee(lhs[hi], rhs[hi], result)
	rw.ReplaceOp(dot.Operation, []*ir.Value{arith.BuildAddF(rw, dot.Loc(), result, dot.C()).Result()})
	return nil
}

// splitF32 splits the f32 tensor input into n bf16 tensors whose sum approximates it: each is
// the bf16 rounding of what the previous ones leave.
func splitF32(rw *rewrite.Rewriter, input *ir.Value, n int) []*ir.Value {
	parts := make([]*ir.Value, 0, n)
	for i := range n {
		asBF16 := arith.BuildTruncF(rw, input.Location(), withElementType(rw, input.Type(), rw.Ctx.BF16()), input).Out()
		if i != n-1 {
			asF32 := arith.BuildExtF(rw, asBF16.Location(), withElementType(rw, asBF16.Type(), rw.Ctx.F32()), asBF16).Out()
			input = arith.BuildSubF(rw, input.Location(), input, asF32).Result()
		}
		parts = append(parts, asBF16)
	}
	return parts
}

// withElementType returns the tensor type t with elements of type elem.
func withElementType(rw *rewrite.Rewriter, t ir.Type, elem ir.Type) ir.Type {
	rt := t.(*ir.RankedTensorType)
	return rw.Ctx.RankedTensorType(rt.Dims, elem, rt.Encoding)
}

// zeroLike returns a tensor of c's type filled with f32 zeros.
func zeroLike(rw *rewrite.Rewriter, c *ir.Value) *ir.Value {
	f32 := rw.Ctx.F32()
	zero := arith.BuildConstant(rw, c.Location(), f32, ir.NamedAttribute{Name: "value", Value: rw.Ctx.FloatAttr(f32, 0)}).Result()
	return tt.BuildSplat(rw, c.Location(), c.Type(), zero).Result()
}

// cmpFUnordered is arith.cmpf's "uno" predicate: true when either operand is NaN.
const cmpFUnordered = 14

// replaceNaNsWithZeros returns v with its NaN elements replaced by zeros.
func replaceNaNsWithZeros(rw *rewrite.Rewriter, v *ir.Value) *ir.Value {
	vt := v.Type().(*ir.RankedTensorType)
	maskType := rw.Ctx.RankedTensorType(vt.Dims, rw.Ctx.I1(), vt.Encoding)
	nans := arith.BuildCmpF(rw, v.Location(), maskType, v, v,
		ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.I64Attr(cmpFUnordered)}).Result()
	zero := zeroLike(rw, v)
	return arith.BuildSelect(rw, v.Location(), v.Type(), nans, zero, v).Result()
}

// emulationDot creates the dot a*b + acc with the given input precision and the
// maxNumImpreciseAcc attribute imprecise (nil for 0), at a's location.
func emulationDot(rw *rewrite.Rewriter, a, b, acc *ir.Value, precision int64, imprecise ir.Attribute) *ir.Value {
	d := tt.BuildDot(rw, a.Location(), acc.Type(), a, b, acc)
	d.SetInputPrecision(precision)
	if imprecise != nil {
		d.SetMaxNumImpreciseAccAttr(imprecise)
	}
	return d.D()
}
