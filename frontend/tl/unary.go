package tl

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/ir"
)

// Neg returns -x: 0 - x in x's dtype, as Triton's minus; a literal negates.
func (k *Kernel) Neg(x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if x.t.Pointer {
		return k.errorf("wrong type argument to unary minus (%s)", x.t)
	}
	if l, ok := x.IsLiteral(); ok {
		if l.kind == KindFloating {
			return k.Float(-l.f)
		}
		return k.Int(-l.i)
	}
	zero := k.constant(IntLiteral(0), Scalar(x.t.Elem))
	return k.Sub(zero, x)
}

// Invert returns ~x: the bits of an integer flipped (xor with all ones).
func (k *Kernel) Invert(x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if l, ok := x.IsLiteral(); ok && l.kind == KindIntegral {
		return k.Int(^l.i)
	}
	if x.t.Pointer || !x.t.Elem.IsInt() {
		return k.errorf("wrong type argument to unary invert (%s)", x.t)
	}
	var ones Value
	switch d := x.t.Elem; {
	case d.IsBool():
		ones = k.constant(BoolLiteral(true), Scalar(Int1))
	case d.unsigned:
		ones = k.constant(Uint64Literal(1<<d.width-1), Scalar(d))
	default:
		ones = k.constant(IntLiteral(-1), Scalar(d))
	}
	return k.Xor(x, ones)
}

// Not returns the logical negation of x: x == 0, as int1.
func (k *Kernel) Not(x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if x.t.Elem.IsBool() && !x.t.Pointer {
		return k.Invert(x)
	}
	return k.Eq(x, k.Int(0))
}

// LogicalAnd returns a && b: both converted to int1, then and.
func (k *Kernel) LogicalAnd(a, b Value) Value { return k.And(k.Cast(a, Int1), k.Cast(b, Int1)) }

// LogicalOr returns a || b: both converted to int1, then or.
func (k *Kernel) LogicalOr(a, b Value) Value { return k.Or(k.Cast(a, Int1), k.Cast(b, Int1)) }

// Where returns cond ? x : y elementwise (tl.where): cond is converted to int1, x and y are
// promoted and broadcast together, and with cond.
func (k *Kernel) Where(cond, x, y Value) Value {
	if !k.operands(cond, x, y) {
		return Value{k: k}
	}
	cond = k.Cast(cond, Int1)
	x, y, ok := k.typeCheck(x, y, true, true, true, false)
	if !ok {
		return Value{k: k}
	}
	if cond.t.IsBlock() {
		cond, x, ok = k.broadcastPair(cond, x)
		if ok {
			x, y, ok = k.broadcastPair(x, y)
		}
		if ok {
			cond, _, ok = k.broadcastPair(cond, x)
		}
	} else {
		cond, _, ok = k.broadcastPair(cond, x)
	}
	if !ok {
		return Value{k: k}
	}
	op := arith.BuildSelect(k.b, k.location(), x.t.IRType(k.Ctx), cond.IR(), x.v, y.v)
	return k.wrap(op.Result(), x.t)
}

// Minimum returns the elementwise minimum (tl.minimum): minnumf for floats (NaN not
// propagated), minsi or minui for integers.
func (k *Kernel) Minimum(a, b Value) Value { return k.minMax(a, b, false) }

// Maximum returns the elementwise maximum (tl.maximum).
func (k *Kernel) Maximum(a, b Value) Value { return k.minMax(a, b, true) }

// minMax is Minimum or Maximum.
func (k *Kernel) minMax(a, b Value, max bool) Value {
	if !k.operands(a, b) {
		return Value{k: k}
	}
	la, aLit := a.IsLiteral()
	lb, bLit := b.IsLiteral()
	if aLit && bLit {
		if compareLiterals(OpLt, la, lb) == max {
			return b
		}
		return a
	}
	a, b, ok := k.typeCheck(a, b, false, false, true, false)
	if !ok {
		return Value{k: k}
	}
	return k.wrap(k.combine(a.t.Elem, a.v, b.v, map[bool]reduceKind{true: reduceMax, false: reduceMin}[max]), a.t)
}

// unaryMath applies a math op of one float operand, checking the dtype.
func (k *Kernel) unaryMath(name string, x Value, build func(b ir.OpCreator, loc ir.Location, v *ir.Value) *ir.Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if x.lit != nil {
		x = k.Cast(x, x.t.Elem)
		x.v, x.lit = x.IR(), nil
	}
	if x.t.Pointer || !x.t.Elem.IsFloat() {
		return k.errorf("%s expects a floating-point argument, not %s", name, x.t)
	}
	return k.wrap(build(k.b, k.location(), x.v), x.t)
}

// Exp returns e**x (math.exp).
func (k *Kernel) Exp(x Value) Value {
	return k.unaryMath("exp", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildExp(b, l, v).Result() })
}

// Exp2 returns 2**x (math.exp2).
func (k *Kernel) Exp2(x Value) Value {
	return k.unaryMath("exp2", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildExp2(b, l, v).Result() })
}

// Log returns the natural logarithm (math.log).
func (k *Kernel) Log(x Value) Value {
	return k.unaryMath("log", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildLog(b, l, v).Result() })
}

// Log2 returns the base-2 logarithm (math.log2).
func (k *Kernel) Log2(x Value) Value {
	return k.unaryMath("log2", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildLog2(b, l, v).Result() })
}

// Sqrt returns the square root (math.sqrt).
func (k *Kernel) Sqrt(x Value) Value {
	return k.unaryMath("sqrt", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildSqrt(b, l, v).Result() })
}

// Rsqrt returns 1 / sqrt(x) (math.rsqrt).
func (k *Kernel) Rsqrt(x Value) Value {
	return k.unaryMath("rsqrt", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildRsqrt(b, l, v).Result() })
}

// Sin returns the sine (math.sin).
func (k *Kernel) Sin(x Value) Value {
	return k.unaryMath("sin", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildSin(b, l, v).Result() })
}

// Cos returns the cosine (math.cos).
func (k *Kernel) Cos(x Value) Value {
	return k.unaryMath("cos", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildCos(b, l, v).Result() })
}

// Erf returns the error function (math.erf).
func (k *Kernel) Erf(x Value) Value {
	return k.unaryMath("erf", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildErf(b, l, v).Result() })
}

// Floor rounds toward negative infinity (math.floor).
func (k *Kernel) Floor(x Value) Value {
	return k.unaryMath("floor", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildFloor(b, l, v).Result() })
}

// Ceil rounds toward positive infinity (math.ceil).
func (k *Kernel) Ceil(x Value) Value {
	return k.unaryMath("ceil", x, func(b ir.OpCreator, l ir.Location, v *ir.Value) *ir.Value { return math.BuildCeil(b, l, v).Result() })
}

// Abs returns |x|: math.absf for floats, math.absi for signed integers, x for unsigned ones.
func (k *Kernel) Abs(x Value) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if l, ok := x.IsLiteral(); ok {
		if l.Float() < 0 {
			return k.Neg(x)
		}
		return x
	}
	switch {
	case x.t.Pointer:
		return k.errorf("abs expects a number, not %s", x.t)
	case x.t.Elem.IsFloat():
		return k.wrap(math.BuildAbsF(k.b, k.location(), x.v).Result(), x.t)
	case x.t.Elem.unsigned || x.t.Elem.IsBool():
		return x
	}
	return k.wrap(math.BuildAbsI(k.b, k.location(), x.v).Result(), x.t)
}

// Fma returns x * y + z fused (math.fma), the operands promoted and broadcast together.
func (k *Kernel) Fma(x, y, z Value) Value {
	if !k.operands(x, y, z) {
		return Value{k: k}
	}
	x, y, ok := k.typeCheck(x, y, false, false, true, false)
	if ok {
		x, z, ok = k.typeCheck(x, z, false, false, true, false)
	}
	if ok {
		x, y, ok = k.typeCheck(x, y, false, false, true, false)
	}
	if !ok {
		return Value{k: k}
	}
	if !x.t.Elem.IsFloat() {
		return k.errorf("fma expects floating-point arguments, not %s", x.t)
	}
	return k.wrap(math.BuildFma(k.b, k.location(), x.v, y.v, z.v).Result(), x.t)
}

// Cdiv returns (x + div - 1) // div (tl.cdiv). With a literal divisor and x in the IR it is a
// call of a private function, as Triton's frontend calls tl.cdiv.
func (k *Kernel) Cdiv(x, div Value) Value {
	l, ok := div.IsLiteral()
	if !ok || x.lit != nil || !x.Valid() {
		return k.FloorDiv(k.Add(x, k.Sub(div, k.Int(1))), div)
	}
	name := fmt.Sprintf("triton.language.standard.cdiv__%s__(1,)cconstexpr_%s_", x.t, l)
	return k.callHelper(name, []Value{x}, func(p []Value) Value {
		return k.FloorDiv(k.Add(p[0], k.Sub(div, k.Int(1))), div)
	})
}
