package arith

import (
	"math"
	"math/big"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/softfloat"
)

// Folding of f80 and f128 (and of conversions from and to them) with package softfloat, which
// computes as APFloat does: these formats have more precision than float64, so the float64
// arithmetic that folds the narrower formats cannot.

// wideFloatKind returns the kind of t's elements when they are f80 or f128.
func wideFloatKind(t ir.Type) (ir.FloatKind, bool) {
	k, ok := floatKind(ir.ElementTypeOrSelf(t))
	return k, ok && k.IsWide()
}

// FoldWideFloatElementwise folds an elementwise op on f80 or f128 operands of one kind, all
// scalars or all dense elements: fn computes one result element from one element of each
// operand, or gives up. The result is an attribute of the op's result type, which has the
// operands' format. Other dialects' folders use it.
func FoldWideFloatElementwise(op *ir.Operation, operands []ir.Attribute, fn func(xs []softfloat.Float) (softfloat.Float, bool)) ([]ir.FoldResult, bool) {
	k, ok := wideFloatKind(op.Operand(0).Type())
	if !ok || op.NumResults() != 1 {
		return nil, false
	}
	fs := make([]softfloat.Float, len(operands))
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, _ int) (*big.Int, bool) {
		for i, x := range xs {
			fs[i] = softfloat.Decode(k, x)
		}
		r, ok := fn(fs)
		if !ok {
			return nil, false
		}
		return r.Encode(), true
	})
}

// wideFloatBinaryOps are the arithmetic of addf, subf, mulf, divf and remf (APFloat's mod),
// rounding to nearest even as MLIR's folders do.
var wideFloatBinaryOps = map[string]func(x, y softfloat.Float) (softfloat.Float, softfloat.Status){
	"arith.addf": func(x, y softfloat.Float) (softfloat.Float, softfloat.Status) {
		return softfloat.Add(x, y, softfloat.NearestEven)
	},
	"arith.subf": func(x, y softfloat.Float) (softfloat.Float, softfloat.Status) {
		return softfloat.Sub(x, y, softfloat.NearestEven)
	},
	"arith.mulf": func(x, y softfloat.Float) (softfloat.Float, softfloat.Status) {
		return softfloat.Mul(x, y, softfloat.NearestEven)
	},
	"arith.divf": func(x, y softfloat.Float) (softfloat.Float, softfloat.Status) {
		return softfloat.Div(x, y, softfloat.NearestEven)
	},
	"arith.remf": softfloat.Mod,
}

// wideFloatBinary folds an arithmetic op on f80 or f128 operands.
func wideFloatBinary(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	f, ok := wideFloatBinaryOps[op.Name()]
	if !ok {
		return nil, false
	}
	return FoldWideFloatElementwise(op, operands, func(xs []softfloat.Float) (softfloat.Float, bool) {
		r, _ := f(xs[0], xs[1])
		return r, true
	})
}

// wideSplatFloat returns the encoding of a float constant operand that is a scalar or a splat,
// in any format.
func wideSplatFloat(a ir.Attribute, t ir.Type) (ir.FloatKind, *big.Int, bool) {
	k, ok := floatKind(ir.ElementTypeOrSelf(t))
	if !ok {
		return 0, nil, false
	}
	vals, _, ok := wideElems(a, ir.ElementTypeOrSelf(t))
	if !ok || len(vals) != 1 {
		return 0, nil, false
	}
	if d, dense := a.(*ir.DenseElementsAttr); dense && !d.Splat {
		return 0, nil, false
	}
	return k, vals[0], true
}

// floatConstIs reports whether operand i of op is a float scalar or splat of value want (its
// sign included), as MLIR's m_NegZeroFloat, m_OneFloat and the like match APFloat values: a
// format without that value (no zero in f8E8M0FNU, no -0 in the FNUZ formats) never matches,
// and neither does a NaN want.
func floatConstIs(op *ir.Operation, operands []ir.Attribute, i int, want float64) bool {
	k, enc, ok := wideSplatFloat(operands[i], op.Operand(i).Type())
	switch {
	case !ok || math.IsNaN(want):
		return false
	case k.IsWide():
		return enc.Cmp(k.Float64ToWide(want)) == 0
	}
	v := floatOf(k, enc.Uint64())
	return v == want && math.Signbit(v) == math.Signbit(want)
}

// floatSplatIsNaN reports whether operand i of op is a float scalar or splat NaN.
func floatSplatIsNaN(op *ir.Operation, operands []ir.Attribute, i int) bool {
	k, enc, ok := wideSplatFloat(operands[i], op.Operand(i).Type())
	switch {
	case !ok:
		return false
	case k.IsWide():
		return softfloat.Decode(k, enc).IsNaN()
	}
	return isNaN(k, enc.Uint64())
}

// ordering is the comparison of two float64 values as softfloat orders them.
func ordering(x, y float64) softfloat.Ordering {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return softfloat.Unordered
	case x < y:
		return softfloat.Less
	case x > y:
		return softfloat.Greater
	}
	return softfloat.Equal
}

// wideCmpF compares two f80 or f128 attributes with the cmpf predicate pred.
func wideCmpF(pred int64, l, r *ir.FloatAttr) bool {
	k := l.Type.Kind
	return applyCmpF(pred, softfloat.Compare(softfloat.Decode(k, l.Wide), softfloat.Decode(k, r.Wide)))
}

// roundingMode is the rounding mode of op's roundingmode attribute (to nearest even when it
// has none).
func roundingMode(op *ir.Operation) softfloat.RoundingMode {
	if a, ok := op.Attr("roundingmode").(*ir.IntegerAttr); ok && a.Big == nil && a.Value >= 0 && a.Value < int64(len(RoundingModes)) {
		return softfloat.RoundingMode(a.Value)
	}
	return softfloat.NearestEven
}

// wideConvertFloat folds extf or truncf where a side is f80 or f128 when the conversion is
// exact and raises no exception, as MLIR's convertFloatValue requires.
func wideConvertFloat(op *ir.Operation, operands []ir.Attribute, from, to ir.FloatKind) ([]ir.FoldResult, bool) {
	rm := roundingMode(op)
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, _ int) (*big.Int, bool) {
		x, ok := toSoftFloat(from, xs[0])
		if !ok {
			return nil, false
		}
		return fromSoftFloat(x, to, rm)
	})
}

// toSoftFloat reads an encoding of format k as a softfloat value, taking a format without IEEE
// NaNs through f64, which holds all its values. The NaNs of f6 and f4, which no other format
// can stand for as APFloat does, are refused.
func toSoftFloat(k ir.FloatKind, enc *big.Int) (softfloat.Float, bool) {
	if k.HasIEEENaN() {
		return softfloat.Decode(k, enc), true
	}
	bits := enc.Uint64()
	v := k.BitsToFloat64(bits)
	s := k.Semantics()
	switch {
	case !math.IsNaN(v):
		return softfloat.FromFloat64(ir.F64, v), true
	case noNaNOrInf(k):
		return softfloat.Float{}, false
	case isNaN(k, 1<<(s.Width-1)):
		// A NaN encoded as negative zero converts to APFloat's default NaN.
		return softfloat.DefaultNaN(ir.F64), true
	}
	// The NaN of the other formats keeps its sign and significand field (all ones) when
	// APFloat converts it: read it as an f64 NaN with that field at the top, which moves on
	// as APFloat moves the field. f8E8M0FNU's NaN has an empty field: its conversion is the
	// encoding of an infinity, which is what ir keeps (APFloat keeps it a NaN).
	field := bits & (1<<s.MantBits - 1)
	enc64 := uint64(0x7FF)<<52 | field<<(52-s.MantBits)
	if s.Signed && bits>>(s.Width-1)&1 != 0 {
		enc64 |= 1 << 63
	}
	return softfloat.DecodeBits(ir.F64, enc64), true
}

// fromSoftFloat converts x to format to under rm and returns its encoding, when the conversion
// is exact and raises no exception. A format without IEEE NaNs takes the value through f64,
// which holds every value such a format does, and f64's conversion to it.
func fromSoftFloat(x softfloat.Float, to ir.FloatKind, rm softfloat.RoundingMode) (*big.Int, bool) {
	target := to
	if !to.HasIEEENaN() {
		target = ir.F64
	}
	r, st, lossless := x.Convert(target, rm)
	if !lossless || st != softfloat.OK {
		return nil, false
	}
	if target == to {
		return r.Encode(), true
	}
	bits, ok := convertNarrow(ir.F64, to, r.Bits())
	return new(big.Int).SetUint64(bits), ok
}

// intToWideFloat folds sitofp and uitofp into f80 or f128 (of kind k): APFloat's
// convertFromAPInt, rounding to nearest even.
func intToWideFloat(op *ir.Operation, operands []ir.Attribute, k ir.FloatKind, signed bool) ([]ir.FoldResult, bool) {
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, w int) (*big.Int, bool) {
		v := xs[0]
		if signed {
			v = signedOf(v, w)
		}
		r, _ := softfloat.FromInt(k, v, softfloat.NearestEven)
		return r.Encode(), true
	})
}

// wideFloatToInt folds fptosi and fptoui from f80 or f128 (of kind k): truncation toward zero,
// not folded for NaN, infinities or values out of the result's range.
func wideFloatToInt(op *ir.Operation, operands []ir.Attribute, k ir.FloatKind, signed bool) ([]ir.FoldResult, bool) {
	w := intWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if w == 0 {
		return nil, false
	}
	return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, _ int) (*big.Int, bool) {
		return softfloat.Decode(k, xs[0]).ToInt(w, signed)
	})
}
