package softfloat

import (
	"errors"
	"math/big"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// Convert returns x in format to, rounded under rm, the exceptions that raised, and whether
// the conversion kept all of x (the negation of APFloat's losesInfo). A NaN moves its payload
// by the difference in precision; a signaling one is quieted (InvalidOp); f80 NaNs without the
// integer or quiet bit have no equal elsewhere and lose information.
func (x Float) Convert(to ir.FloatKind, rm RoundingMode) (Float, Status, bool) {
	switch x.p.Class {
	case ir.FloatZero:
		return Zero(to, x.p.Neg), OK, true
	case ir.FloatInf:
		return Inf(to, x.p.Neg), OK, true
	case ir.FloatFinite:
		r, st := round(to, x.p.Neg, x.p.Sig, x.p.Exp, false, rm)
		return r, st, st == OK
	}
	shift := to.Precision() - x.kind.Precision()
	special := x.kind == ir.F80 && to != ir.F80 && (x.p.Sig.Bit(63) == 0 || x.p.Sig.Bit(62) == 0)
	sig := new(big.Int).Set(x.p.Sig)
	lost := false
	if shift < 0 {
		lost = sig.Sign() != 0 && sig.TrailingZeroBits() < uint(-shift)
		sig.Rsh(sig, uint(-shift))
	} else {
		sig.Lsh(sig, uint(shift))
	}
	if to == ir.F80 {
		sig.SetBit(sig, 63, 1)
	}
	r := Float{to, ir.FloatParts{Class: ir.FloatNaN, Neg: x.p.Neg, Sig: sig}}
	if x.IsSignaling() {
		return r.Quiet(), InvalidOp, !lost && !special
	}
	return r, OK, !lost && !special
}

// FromInt returns the integer v in format k rounded under rm (a zero is positive), as APFloat's
// convertFromAPInt.
func FromInt(k ir.FloatKind, v *big.Int, rm RoundingMode) (Float, Status) {
	return round(k, v.Sign() < 0, new(big.Int).Abs(v), 0, false, rm)
}

// ToInt returns x truncated toward zero, as APFloat's convertToInteger with rmTowardZero into
// an integer of width bits, signed or not; ok is false where that is an invalid operation
// (NaN, infinity or out of range).
func (x Float) ToInt(width int, signed bool) (v *big.Int, ok bool) {
	switch x.p.Class {
	case ir.FloatNaN, ir.FloatInf:
		return nil, false
	case ir.FloatZero:
		return new(big.Int), true
	}
	t, _ := roundShift(x.p.Sig, -x.p.Exp, x.p.Neg, false, TowardZero)
	limit := new(big.Int).Lsh(big.NewInt(1), uint(width))
	if signed {
		limit.Rsh(limit, 1)
	}
	switch {
	case x.p.Neg && !signed:
		return t, t.Sign() == 0
	case x.p.Neg:
		return t.Neg(t), t.CmpAbs(limit) <= 0
	}
	return t, t.Cmp(limit) < 0
}

// pow5 returns 5^n.
func pow5(n int) *big.Int { return new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(n)), nil) }

// ParseDecimal returns the decimal number s (an optional sign, digits with an optional point,
// an optional exponent) in format k, correctly rounded under rm, as APFloat's convertFromString.
func ParseDecimal(k ir.FloatKind, s string, rm RoundingMode) (Float, Status, error) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	mant, exp10 := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant = s[:i]
		e, ok := parseExponent(s[i+1:])
		if !ok {
			return Float{}, OK, errors.New("invalid exponent in " + s)
		}
		exp10 = e
	}
	digits := strings.Replace(mant, ".", "", 1)
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		exp10 -= len(mant) - i - 1
	}
	d, ok := new(big.Int).SetString(digits, 10)
	if digits == "" || !ok || d.Sign() < 0 {
		return Float{}, OK, errors.New("invalid decimal number " + s)
	}
	if d.Sign() == 0 {
		return Zero(k, neg), OK, nil
	}
	// Far outside every format's range the result is known without computing it: below
	// 10^-4970 every value rounds as a tiny non-zero value, above 10^4940 as a huge one.
	switch mag := len(d.String()) + exp10; {
	case mag < -4970:
		r, st := round(k, neg, big.NewInt(1), k.MinExponent()-k.Precision()-8, true, rm)
		return r, st, nil
	case mag > 4940:
		r, st := round(k, neg, big.NewInt(1), k.MaxExponent()+8, false, rm)
		return r, st, nil
	}
	if exp10 >= 0 {
		d.Mul(d, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp10)), nil))
		r, st := round(k, neg, d, 0, false, rm)
		return r, st, nil
	}
	// d / 10^n = (d / 5^n) · 2^-n, with the quotient carried to three bits below the precision.
	p5 := pow5(-exp10)
	shift := max(0, k.Precision()+3+p5.BitLen()-d.BitLen())
	d.Lsh(d, uint(shift))
	q, rem := d.QuoRem(d, p5, new(big.Int))
	r, st := round(k, neg, q, exp10-shift, rem.Sign() != 0, rm)
	return r, st, nil
}

// parseExponent parses a decimal exponent, saturating far beyond any format's range.
func parseExponent(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	if s == "" {
		return 0, false
	}
	e := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		e = min(e*10+int(c-'0'), 1<<20)
	}
	if neg {
		e = -e
	}
	return e, true
}
