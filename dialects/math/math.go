// Package math defines MLIR's math dialect: elementwise transcendental, rounding,
// classification and bit-counting ops on integers, floats and vectors or tensors of them,
// with the #arith.fastmath flags on float ops.
package math

import (
	gomath "math"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/internal/libm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/softfloat"
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
	AbsFDef      = ir.Named("AbsF", withFold(floatOp("absf", "floating point absolute-value operation", "operand"), anyFloat(absF, func(xs []softfloat.Float) softfloat.Float { return xs[0].Abs() })))
	AcosDef      = withFold(floatOp("acos", "arcus cosine of the given value", "operand"), foldLibm(unary(libm.Acos), nil))
	AcoshDef     = withFold(floatOp("acosh", "Hyperbolic arcus cosine of the given value", "operand"), foldLibm(unary(libm.Acosh), nil))
	AsinDef      = withFold(floatOp("asin", "arcus sine of the given value", "operand"), foldLibm(unary(libm.Asin), nil))
	AsinhDef     = withFold(floatOp("asinh", "hyperbolic arcus sine of the given value", "operand"), foldLibm(unary(libm.Asinh), nil))
	AtanDef      = withFold(floatOp("atan", "arcus tangent of the given value", "operand"), foldLibm(unary(libm.Atan), nil))
	AtanhDef     = withFold(floatOp("atanh", "hyperbolic arcus tangent of the given value", "operand"), foldLibm(unary(gomath.Atanh), nil))
	CbrtDef      = floatOp("cbrt", "cube root of the specified value", "operand")
	CeilDef      = withFold(floatOp("ceil", "ceiling of the specified value", "operand"), roundToIntegral(gomath.Ceil, softfloat.Upward))
	CosDef       = withFold(floatOp("cos", "cosine of the specified value", "operand"), foldLibm(unary(libm.Cos), nil))
	CoshDef      = withFold(floatOp("cosh", "hyperbolic cosine of the specified value", "operand"), foldLibm(unary(libm.Cosh), nil))
	ErfDef       = withFold(floatOp("erf", "error function of the specified value", "operand"), foldLibm(unary(libm.Erf), nil))
	ErfcDef      = withFold(floatOp("erfc", "complementary error function of the specified value", "operand"), foldLibm(unary(libm.Erfc), nil))
	ExpDef       = withFold(floatOp("exp", "base-e exponential of the specified value", "operand"), foldLibm(unary(libm.Exp), nil))
	Exp2Def      = withFold(floatOp("exp2", "base-2 exponential of the specified value", "operand"), foldLibm(unary(libm.Exp2), nil))
	ExpM1Def     = ir.Named("ExpM1", withFold(floatOp("expm1", "base-e exponential of the specified value minus 1", "operand"), foldLibm(unary(libm.Expm1), nil)))
	FloorDef     = withFold(floatOp("floor", "floor of the specified value", "operand"), roundToIntegral(gomath.Floor, softfloat.Downward))
	LogDef       = withFold(floatOp("log", "base-e logarithm of the specified value", "operand"), foldLibm(unary(libm.Log), notNegative))
	Log10Def     = withFold(floatOp("log10", "base-10 logarithm of the specified value", "operand"), foldLibm(unary(libm.Log10), notNegative))
	Log1pDef     = withFold(floatOp("log1p", "Computes the natural logarithm of one plus the given value", "operand"), foldLibm(unary(libm.Log1p), func(xs ...float64) bool { return !gomath.Signbit(xs[0] + 1) }))
	Log2Def      = withFold(floatOp("log2", "base-2 logarithm of the specified value", "operand"), foldLibm(unary(libm.Log2), notNegative))
	RoundDef     = withFold(floatOp("round", "round of the specified value", "operand"), foldLibm(unary(gomath.Round), nil))
	RoundEvenDef = ir.Named("RoundEven", withFold(floatOp("roundeven", "round of the specified value with halfway cases to even", "operand"), roundToIntegral(gomath.RoundToEven, softfloat.NearestEven)))
	RsqrtDef     = floatOp("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)", "operand")
	SinDef       = withFold(floatOp("sin", "sine of the specified value", "operand"), foldLibm(unary(libm.Sin), nil))
	SinhDef      = withFold(floatOp("sinh", "hyperbolic sine of the specified value", "operand"), foldLibm(unary(libm.Sinh), nil))
	SqrtDef      = withFold(floatOp("sqrt", "sqrt of the specified value", "operand"), foldLibm(unary(gomath.Sqrt), notNegative))
	TanDef       = withFold(floatOp("tan", "tangent of the specified value", "operand"), foldLibm(unary(libm.Tan), nil))
	TanhDef      = withFold(floatOp("tanh", "hyperbolic tangent of the specified value", "operand"), foldLibm(unary(libm.Tanh), nil))
	TruncDef     = withFold(floatOp("trunc", "trunc of the specified value", "operand"), foldLibm(unary(gomath.Trunc), nil))
	Atan2Def     = withFold(floatOp("atan2", "2-argument arcus tangent of the given values", "lhs", "rhs"), foldAtan2)
	CopySignDef  = ir.Named("CopySign", withFold(floatOp("copysign", "A copysign operation", "lhs", "rhs"), anyFloat(copySign, func(xs []softfloat.Float) softfloat.Float { return xs[0].CopySign(xs[1]) })))
	PowFDef      = ir.Named("PowF", withFold(floatOp("powf", "floating point raised to the power of operation", "lhs", "rhs"), foldLibm(binary(libm.Pow), nil)))
	FmaDef       = floatOp("fma", "floating point fused multipy-add operation", "a", "b", "c")
	ClampFDef    = ir.Named("ClampF", clampf())

	AbsIDef   = ir.Named("AbsI", withFold(intOp("absi", "integer absolute-value operation", "operand"), intUnary(absi, wideAbsi)))
	CtlzDef   = withFold(intOp("ctlz", "counts the leading zeros an integer value", "operand"), intUnary(ctlz, wideCtlz))
	CttzDef   = withFold(intOp("cttz", "counts the trailing zeros an integer value", "operand"), intUnary(cttz, wideCttz))
	CtPopDef  = ir.Named("CtPop", withFold(intOp("ctpop", "counts the number of set bits of an integer value", "operand"), intUnary(ctpop, wideCtpop)))
	IPowIDef  = ir.Named("IPowI", withFold(intOp("ipowi", "signed integer raised to the power of operation", "lhs", "rhs"), foldIPowI))
	FPowIDef  = ir.Named("FPowI", fpowi())
	SinCosDef = ir.Named("SinCos", sincos())

	IsFiniteDef = ir.Named("IsFinite", withFold(classification("isfinite", "returns true if the operand classifies as finite"), classify(func(_ ir.FloatKind, v float64) bool { return !gomath.IsInf(v, 0) && !gomath.IsNaN(v) }, softfloat.Float.IsFinite)))
	IsInfDef    = ir.Named("IsInf", withFold(classification("isinf", "returns true if the operand classifies as infinite"), classify(func(_ ir.FloatKind, v float64) bool { return gomath.IsInf(v, 0) }, softfloat.Float.IsInf)))
	IsNaNDef    = ir.Named("IsNaN", withFold(classification("isnan", "returns true if the operand classifies as NaN"), classify(func(_ ir.FloatKind, v float64) bool { return gomath.IsNaN(v) }, softfloat.Float.IsNaN)))
	IsNormalDef = ir.Named("IsNormal", withFold(classification("isnormal", "returns true if the operand classifies as normal"), classify(isNormal, softfloat.Float.IsNormal)))
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
		AbsFDef, AbsIDef, AcosDef, AcoshDef, AsinDef, AsinhDef, AtanDef, Atan2Def, AtanhDef, CbrtDef, CeilDef,
		ClampFDef, CopySignDef, CosDef, CoshDef, CtlzDef, CtPopDef, CttzDef, ErfDef, ErfcDef, ExpDef, Exp2Def,
		ExpM1Def, FloorDef, FmaDef, FPowIDef, IPowIDef, IsFiniteDef, IsInfDef, IsNaNDef, IsNormalDef, LogDef,
		Log10Def, Log1pDef, Log2Def, PowFDef, RoundEvenDef, RoundDef, RsqrtDef, SinDef, SinCosDef, SinhDef,
		SqrtDef, TanDef, TanhDef, TruncDef,
	},
	Dependencies: []*ir.Dialect{arith.Dialect},
	// MaterializeConstant builds arith.constant, as MLIR's MathDialect::materializeConstant.
	MaterializeConstant: func(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
		return arith.Dialect.MaterializeConstant(b, value, t, loc)
	},
}
