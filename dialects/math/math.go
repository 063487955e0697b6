// Package math defines MLIR's math dialect: elementwise transcendental, rounding,
// classification and bit-counting ops on integers, floats and vectors or tensors of them,
// with the #arith.fastmath flags on float ops.
package math

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
)

const elementwise = ir.Pure | ir.Elementwise

// floatOp defines a float op of n operands named names whose operands and result share a
// type, with optional fastmath flags.
func floatOp(name, summary string, names ...string) *ir.OpDef {
	d := &ir.OpDef{
		Name:    "math." + name,
		Summary: summary,
		Traits:  elementwise | ir.SameOperandsAndResultType,
		Results: []ir.ValueSpec{{Name: "result"}},
		Attrs:   []ir.AttrSpec{arith.FastMathSpec()},
		Verify:  checkAll(isFloat, "floating-point-like"),
	}
	format := ""
	for i, n := range names {
		d.Operands = append(d.Operands, ir.ValueSpec{Name: n})
		if i > 0 {
			format += " `,` "
		}
		format += "$" + n
	}
	d.Format = format + " (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	return d
}

// intOp defines an integer op of n operands named names with one type.
func intOp(name, summary string, names ...string) *ir.OpDef {
	d := &ir.OpDef{
		Name:    "math." + name,
		Summary: summary,
		Traits:  elementwise | ir.SameOperandsAndResultType,
		Results: []ir.ValueSpec{{Name: "result"}},
		Verify:  checkAll(isSignlessInt, "signless-integer-like"),
	}
	format := ""
	for i, n := range names {
		d.Operands = append(d.Operands, ir.ValueSpec{Name: n})
		if i > 0 {
			format += " `,` "
		}
		format += "$" + n
	}
	d.Format = format + " attr-dict `:` type($result)"
	return d
}

// classification defines isfinite, isinf, isnan and isnormal: a float operand, a bool-like
// result of its shape.
func classification(name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:     "math." + name,
		Summary:  summary,
		Traits:   elementwise,
		Operands: []ir.ValueSpec{{Name: "operand"}},
		Results:  []ir.ValueSpec{{Name: "result"}},
		Attrs:    []ir.AttrSpec{arith.FastMathSpec()},
		Format:   "$operand attr-dict `:` type($operand)",
		InferResultTypes: func(ctx *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
			return []ir.Type{i1SameShape(ctx, st.Operands[0].Type())}, nil
		},
		Verify: func(op *ir.Operation) error {
			if t := op.Operand(0).Type(); !like(isFloat)(t) {
				return ir.OpError(op, "operand #0 must be floating-point-like, but got %s", quoteType(t))
			}
			if t := op.Result(0).Type(); !like(isBool)(t) {
				return ir.OpError(op, "result #0 must be bool-like, but got %s", quoteType(t))
			}
			return nil
		},
	}
}

// Ops of the math dialect.
var (
	AbsFOp      = floatOp("absf", "floating point absolute-value operation", "operand")
	AcosOp      = floatOp("acos", "arcus cosine of the given value", "operand")
	AcoshOp     = floatOp("acosh", "Hyperbolic arcus cosine of the given value", "operand")
	AsinOp      = floatOp("asin", "arcus sine of the given value", "operand")
	AsinhOp     = floatOp("asinh", "hyperbolic arcus sine of the given value", "operand")
	AtanOp      = floatOp("atan", "arcus tangent of the given value", "operand")
	AtanhOp     = floatOp("atanh", "hyperbolic arcus tangent of the given value", "operand")
	CbrtOp      = floatOp("cbrt", "cube root of the specified value", "operand")
	CeilOp      = floatOp("ceil", "ceiling of the specified value", "operand")
	CosOp       = floatOp("cos", "cosine of the specified value", "operand")
	CoshOp      = floatOp("cosh", "hyperbolic cosine of the specified value", "operand")
	ErfOp       = floatOp("erf", "error function of the specified value", "operand")
	ErfcOp      = floatOp("erfc", "complementary error function of the specified value", "operand")
	ExpOp       = floatOp("exp", "base-e exponential of the specified value", "operand")
	Exp2Op      = floatOp("exp2", "base-2 exponential of the specified value", "operand")
	ExpM1Op     = floatOp("expm1", "base-e exponential of the specified value minus 1", "operand")
	FloorOp     = floatOp("floor", "floor of the specified value", "operand")
	LogOp       = floatOp("log", "base-e logarithm of the specified value", "operand")
	Log10Op     = floatOp("log10", "base-10 logarithm of the specified value", "operand")
	Log1pOp     = floatOp("log1p", "Computes the natural logarithm of one plus the given value", "operand")
	Log2Op      = floatOp("log2", "base-2 logarithm of the specified value", "operand")
	RoundOp     = floatOp("round", "round of the specified value", "operand")
	RoundEvenOp = floatOp("roundeven", "round of the specified value with halfway cases to even", "operand")
	RsqrtOp     = floatOp("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)", "operand")
	SinOp       = floatOp("sin", "sine of the specified value", "operand")
	SinhOp      = floatOp("sinh", "hyperbolic sine of the specified value", "operand")
	SqrtOp      = floatOp("sqrt", "sqrt of the specified value", "operand")
	TanOp       = floatOp("tan", "tangent of the specified value", "operand")
	TanhOp      = floatOp("tanh", "hyperbolic tangent of the specified value", "operand")
	TruncOp     = floatOp("trunc", "trunc of the specified value", "operand")
	Atan2Op     = floatOp("atan2", "2-argument arcus tangent of the given values", "lhs", "rhs")
	CopySignOp  = floatOp("copysign", "A copysign operation", "lhs", "rhs")
	PowFOp      = floatOp("powf", "floating point raised to the power of operation", "lhs", "rhs")
	FmaOp       = floatOp("fma", "floating point fused multipy-add operation", "a", "b", "c")
	ClampFOp    = clampf()

	AbsIOp   = intOp("absi", "integer absolute-value operation", "operand")
	CtlzOp   = intOp("ctlz", "counts the leading zeros an integer value", "operand")
	CttzOp   = intOp("cttz", "counts the trailing zeros an integer value", "operand")
	CtPopOp  = intOp("ctpop", "counts the number of set bits of an integer value", "operand")
	IPowIOp  = intOp("ipowi", "signed integer raised to the power of operation", "lhs", "rhs")
	FPowIOp  = fpowi()
	SinCosOp = sincos()

	IsFiniteOp = classification("isfinite", "returns true if the operand classifies as finite")
	IsInfOp    = classification("isinf", "returns true if the operand classifies as infinite")
	IsNaNOp    = classification("isnan", "returns true if the operand classifies as NaN")
	IsNormalOp = classification("isnormal", "returns true if the operand classifies as normal")
)

// clampf is `math.clampf %x to [%min, %max] : t`.
func clampf() *ir.OpDef {
	d := floatOp("clampf", "floating point clamping operation", "value", "min", "max")
	d.Format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	return d
}

// fpowi is `math.fpowi %x, %n : f32, i32`.
func fpowi() *ir.OpDef {
	return &ir.OpDef{
		Name:      "math.fpowi",
		Summary:   "floating point raised to the signed integer power",
		Traits:    elementwise,
		Operands:  []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:   []ir.ValueSpec{{Name: "result"}},
		Attrs:     []ir.AttrSpec{arith.FastMathSpec()},
		Format:    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
		TypeRules: []ir.TypeRule{{To: "result", From: "lhs"}},
		Verify: func(op *ir.Operation) error {
			if t := op.Operand(0).Type(); !like(isFloat)(t) {
				return ir.OpError(op, "operand #0 must be floating-point-like, but got %s", quoteType(t))
			}
			if t := op.Operand(1).Type(); !like(isSignlessInt)(t) {
				return ir.OpError(op, "operand #1 must be signless-integer-like, but got %s", quoteType(t))
			}
			if op.Result(0).Type() != op.Operand(0).Type() {
				return ir.OpError(op, "failed to verify that all of {lhs, result} have same type")
			}
			return nil
		},
	}
}

// sincos is `%sin, %cos = math.sincos %x : f32`.
func sincos() *ir.OpDef {
	return &ir.OpDef{
		Name:      "math.sincos",
		Summary:   "sine and cosine of the specified value",
		Traits:    elementwise,
		Operands:  []ir.ValueSpec{{Name: "operand"}},
		Results:   []ir.ValueSpec{{Name: "sin"}, {Name: "cos"}},
		Attrs:     []ir.AttrSpec{arith.FastMathSpec()},
		Format:    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
		TypeRules: []ir.TypeRule{{To: "sin", From: "operand"}, {To: "cos", From: "operand"}},
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			set(op.Result(0), "sin")
			set(op.Result(1), "cos")
		},
		Verify: func(op *ir.Operation) error {
			if err := checkAll(isFloat, "floating-point-like")(op); err != nil {
				return err
			}
			t := op.Operand(0).Type()
			if op.Result(0).Type() != t || op.Result(1).Type() != t {
				return ir.OpError(op, "failed to verify that all of {operand, sin, cos} have same type")
			}
			return nil
		},
	}
}

// Dialect is the math dialect.
var Dialect = &ir.Dialect{
	Name: "math",
	Ops: []*ir.OpDef{
		AbsFOp, AbsIOp, AcosOp, AcoshOp, AsinOp, AsinhOp, AtanOp, Atan2Op, AtanhOp, CbrtOp, CeilOp,
		ClampFOp, CopySignOp, CosOp, CoshOp, CtlzOp, CtPopOp, CttzOp, ErfOp, ErfcOp, ExpOp, Exp2Op,
		ExpM1Op, FloorOp, FmaOp, FPowIOp, IPowIOp, IsFiniteOp, IsInfOp, IsNaNOp, IsNormalOp, LogOp,
		Log10Op, Log1pOp, Log2Op, PowFOp, RoundEvenOp, RoundOp, RsqrtOp, SinOp, SinCosOp, SinhOp,
		SqrtOp, TanOp, TanhOp, TruncOp,
	},
	Dependencies: []*ir.Dialect{arith.Dialect},
}
