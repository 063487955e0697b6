package softfloat

import "math/big"

// nanResult is the result of an operation with a NaN operand, as APFloat gives it: the first
// NaN operand, quieted, with InvalidOp when either operand is a signaling NaN.
func nanResult(x, y Float) (Float, Status, bool) {
	st := OK
	if x.IsSignaling() || y.IsSignaling() {
		st = InvalidOp
	}
	switch {
	case x.IsNaN():
		return x.Quiet(), st, true
	case y.IsNaN():
		return y.Quiet(), st, true
	}
	return Float{}, OK, false
}

// signed returns the signed integer (-1)^neg · sig · 2^shift.
func signed(x Float, neg bool, shift int) *big.Int {
	v := new(big.Int).Lsh(x.p.Sig, uint(shift))
	if neg {
		v.Neg(v)
	}
	return v
}

// Add returns x + y rounded under rm.
func Add(x, y Float, rm RoundingMode) (Float, Status) { return addOrSub(x, y, rm, false) }

// Sub returns x - y rounded under rm.
func Sub(x, y Float, rm RoundingMode) (Float, Status) { return addOrSub(x, y, rm, true) }

func addOrSub(x, y Float, rm RoundingMode, subtract bool) (Float, Status) {
	if r, st, ok := nanResult(x, y); ok {
		return r, st
	}
	k := x.kind
	yneg := y.p.Neg != subtract
	switch {
	case x.IsInf() && y.IsInf():
		if x.p.Neg != yneg {
			return DefaultNaN(k), InvalidOp
		}
		return x, OK
	case x.IsInf():
		return x, OK
	case y.IsInf():
		return Inf(k, yneg), OK
	case x.IsZero() && y.IsZero():
		if x.p.Neg == yneg {
			return x, OK
		}
		return Zero(k, rm == Downward), OK
	case x.IsZero():
		y.p.Neg = yneg
		return y, OK
	case y.IsZero():
		return x, OK
	}
	e := min(x.p.Exp, y.p.Exp)
	s := signed(x, x.p.Neg, x.p.Exp-e)
	s.Add(s, signed(y, yneg, y.p.Exp-e))
	if s.Sign() == 0 {
		return Zero(k, rm == Downward), OK
	}
	neg := s.Sign() < 0
	return round(k, neg, s.Abs(s), e, false, rm)
}

// Mul returns x · y rounded under rm.
func Mul(x, y Float, rm RoundingMode) (Float, Status) {
	if r, st, ok := nanResult(x, y); ok {
		return r, st
	}
	k, neg := x.kind, x.p.Neg != y.p.Neg
	switch {
	case x.IsInf() && y.IsZero() || x.IsZero() && y.IsInf():
		return DefaultNaN(k), InvalidOp
	case x.IsInf() || y.IsInf():
		return Inf(k, neg), OK
	case x.IsZero() || y.IsZero():
		return Zero(k, neg), OK
	}
	return round(k, neg, new(big.Int).Mul(x.p.Sig, y.p.Sig), x.p.Exp+y.p.Exp, false, rm)
}

// Div returns x / y rounded under rm.
func Div(x, y Float, rm RoundingMode) (Float, Status) {
	if r, st, ok := nanResult(x, y); ok {
		return r, st
	}
	k, neg := x.kind, x.p.Neg != y.p.Neg
	switch {
	case x.IsInf() && y.IsInf() || x.IsZero() && y.IsZero():
		return DefaultNaN(k), InvalidOp
	case x.IsInf():
		return Inf(k, neg), OK
	case y.IsInf() || x.IsZero():
		return Zero(k, neg), OK
	case y.IsZero():
		return Inf(k, neg), DivByZero
	}
	// Scale the dividend so that the quotient has at least three bits below the precision.
	shift := max(0, k.Precision()+3+y.p.Sig.BitLen()-x.p.Sig.BitLen())
	num := new(big.Int).Lsh(x.p.Sig, uint(shift))
	q, r := num.QuoRem(num, y.p.Sig, new(big.Int))
	return round(k, neg, q, x.p.Exp-y.p.Exp-shift, r.Sign() != 0, rm)
}

// Mod returns the remainder of x / y truncated toward zero, with the sign of x (C's fmod and
// APFloat's mod), which is always exact.
func Mod(x, y Float) (Float, Status) {
	if r, st, ok := nanResult(x, y); ok {
		return r, st
	}
	switch {
	case x.IsInf() || y.IsZero():
		return DefaultNaN(x.kind), InvalidOp
	case x.IsZero() || y.IsInf():
		return x, OK
	}
	e := min(x.p.Exp, y.p.Exp)
	a := signed(x, false, x.p.Exp-e)
	a.Rem(a, signed(y, false, y.p.Exp-e))
	r, _ := round(x.kind, x.p.Neg, a, e, false, NearestEven)
	return r, OK
}

// Ordering is the result of comparing two floats.
type Ordering int8

// The orderings of two floats; Unordered when either is a NaN.
const (
	Less Ordering = iota - 1
	Equal
	Greater
	Unordered
)

// Compare compares x and y by value: zeros of either sign are equal, NaNs are unordered.
func Compare(x, y Float) Ordering {
	switch {
	case x.IsNaN() || y.IsNaN():
		return Unordered
	case x.IsZero() && y.IsZero():
		return Equal
	}
	sx, sy := x.sign(), y.sign()
	if sx != sy {
		if sx < sy {
			return Less
		}
		return Greater
	}
	c := compareAbs(x, y)
	if sx < 0 {
		c = -c
	}
	return Ordering(c)
}

// sign is -1, 0 or 1 as x is negative, zero or positive.
func (x Float) sign() int {
	switch {
	case x.IsZero():
		return 0
	case x.p.Neg:
		return -1
	}
	return 1
}

// compareAbs compares the magnitudes of two non-zero, non-NaN values.
func compareAbs(x, y Float) int {
	switch {
	case x.IsInf() && y.IsInf():
		return 0
	case x.IsInf():
		return 1
	case y.IsInf():
		return -1
	}
	tx, ty := x.p.Exp+x.p.Sig.BitLen(), y.p.Exp+y.p.Sig.BitLen()
	if tx != ty {
		if tx < ty {
			return -1
		}
		return 1
	}
	e := min(x.p.Exp, y.p.Exp)
	return signed(x, false, x.p.Exp-e).Cmp(signed(y, false, y.p.Exp-e))
}

// RoundToIntegral returns x rounded to an integer under rm (a zero result keeps x's sign), as
// APFloat's roundToIntegral.
func RoundToIntegral(x Float, rm RoundingMode) (Float, Status) {
	switch {
	case x.IsNaN():
		if x.IsSignaling() {
			return x.Quiet(), InvalidOp
		}
		return x, OK
	case !x.IsFinite() || x.IsZero() || x.p.Exp >= 0:
		return x, OK
	}
	r, inexact := roundShift(x.p.Sig, -x.p.Exp, x.p.Neg, false, rm)
	out, _ := round(x.kind, x.p.Neg, r, 0, false, NearestEven)
	if inexact {
		return out, Inexact
	}
	return out, OK
}

// Maximum returns the larger of x and y, a NaN operand (quieted) when there is one and +0 over
// -0 (LLVM's maximum).
func Maximum(x, y Float) Float { return minMax(x, y, true, true) }

// Minimum returns the smaller of x and y, a NaN operand (quieted) when there is one and -0
// under +0 (LLVM's minimum).
func Minimum(x, y Float) Float { return minMax(x, y, false, true) }

// Maxnum returns the larger of x and y (+0 over -0), or the other operand of a quiet NaN; a
// signaling NaN operand gives itself quieted (LLVM's maxnum).
func Maxnum(x, y Float) Float { return minMax(x, y, true, false) }

// Minnum returns the smaller of x and y (-0 under +0), or the other operand of a quiet NaN; a
// signaling NaN operand gives itself quieted (LLVM's minnum).
func Minnum(x, y Float) Float { return minMax(x, y, false, false) }

func minMax(x, y Float, pickMax, propagateNaN bool) Float {
	switch {
	case propagateNaN && x.IsNaN(), x.IsSignaling():
		return x.Quiet()
	case propagateNaN && y.IsNaN(), y.IsSignaling():
		return y.Quiet()
	case x.IsNaN():
		return y
	case y.IsNaN():
		return x
	case x.IsZero() && y.IsZero() && x.p.Neg != y.p.Neg:
		if x.p.Neg == pickMax {
			return y
		}
		return x
	}
	c := Compare(x, y)
	if pickMax && c == Less || !pickMax && c == Greater {
		return y
	}
	return x
}
