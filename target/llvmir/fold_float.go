package llvmir

import (
	"math"
	"math/big"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/ir"
)

// foldFloatBinary returns the constant of a float binary op of two float constants of one
// format, or nil. The operation is done in float64 and rounded once to the format, which is
// exact rounding for half, bfloat and float (float64 holds more than twice their precision).
func foldFloatBinary(opcode string, x, y value.Value) value.Value {
	a, okx := x.(*FloatConstant)
	b, oky := y.(*FloatConstant)
	if !okx || !oky || a.Kind != b.Kind || !foldableFloat(a.Kind) {
		return nil
	}
	fa, fb := a.Kind.BitsToFloat64(a.Bits), b.Kind.BitsToFloat64(b.Bits)
	var r float64
	switch opcode {
	case "fadd":
		r = fa + fb
	case "fsub":
		r = fa - fb
	case "fmul":
		r = fa * fb
	case "fdiv":
		r = fa / fb
	default:
		return nil
	}
	if math.IsNaN(r) {
		// NaN payloads follow APFloat's rules, which this fold does not model.
		return nil
	}
	return &FloatConstant{Typ: a.Typ, Kind: a.Kind, Bits: a.Kind.Float64ToBits(r)}
}

// foldableFloat reports whether the fold computes format k exactly: the formats up to double.
func foldableFloat(k ir.FloatKind) bool {
	return k == ir.F16 || k == ir.BF16 || k == ir.F32 || k == ir.F64
}

// floatKindOf returns the MLIR float format of an LLVM float type.
func floatKindOf(t types.Type) (ir.FloatKind, bool) {
	if _, ok := t.(*BFloatType); ok {
		return ir.BF16, true
	}
	if ft, ok := t.(*types.FloatType); ok {
		switch ft.Kind {
		case types.FloatKindHalf:
			return ir.F16, true
		case types.FloatKindFloat:
			return ir.F32, true
		case types.FloatKindDouble:
			return ir.F64, true
		}
	}
	return 0, false
}

// foldFloatCast returns the constant of a float extension or truncation, or of an integer to
// float conversion, of a constant; nil when it does not apply.
func foldFloatCast(opcode string, x value.Value, to types.Type) value.Value {
	kind, ok := floatKindOf(to)
	if !ok {
		return nil
	}
	var v float64
	switch c := x.(type) {
	case *FloatConstant:
		if opcode != "fpext" && opcode != "fptrunc" || !foldableFloat(c.Kind) {
			return nil
		}
		v = c.Kind.BitsToFloat64(c.Bits)
		if math.IsNaN(v) {
			return nil
		}
	case *constant.Int:
		var n *big.Int
		switch opcode {
		case "sitofp":
			n = signedValue(c)
		case "uitofp":
			n = unsignedValue(c)
		default:
			return nil
		}
		if !n.IsInt64() || n.Int64() > 1<<53 || n.Int64() < -(1<<53) {
			return nil
		}
		v = float64(n.Int64())
	default:
		return nil
	}
	return &FloatConstant{Typ: to, Kind: kind, Bits: kind.Float64ToBits(v)}
}

// foldElementwise folds a binary op of two constant vectors element by element with fold,
// or returns nil.
func foldElementwise(x, y value.Value, fold func(a, b value.Value) value.Value) value.Value {
	if _, ok := x.Type().(*types.VectorType); !ok {
		return nil
	}
	xs, okx := x.(*AggregateConstant)
	ys, oky := y.(*AggregateConstant)
	if !okx || !oky || len(xs.Elems) != len(ys.Elems) {
		return nil
	}
	out := make([]value.Value, len(xs.Elems))
	for i := range out {
		if out[i] = fold(xs.Elems[i], ys.Elems[i]); out[i] == nil {
			return nil
		}
	}
	return &AggregateConstant{Typ: x.Type(), Elems: out}
}
