package softfloat

import (
	"math/big"

	"github.com/ttgo/ttgo/ir"
)

// RoundingMode says how a result the format cannot hold exactly is rounded. The modes are in
// the order of arith's roundingmode attribute.
type RoundingMode uint8

// The IEEE rounding modes.
const (
	NearestEven RoundingMode = iota // to nearest, ties to even
	Downward                        // toward negative infinity
	Upward                          // toward positive infinity
	TowardZero
	NearestAway // to nearest, ties away from zero
)

// Status holds the IEEE exceptions an operation raised, as APFloat's opStatus.
type Status uint8

// The IEEE exceptions; OK is none.
const (
	OK        Status = 0
	InvalidOp Status = 1 << (iota - 1)
	DivByZero
	Overflow
	Underflow
	Inexact
)

// roundShift returns m·2^-shift (m non-negative, with more non-zero bits below it when sticky)
// rounded to an integer under rm, for a value of sign neg, and whether that lost anything.
func roundShift(m *big.Int, shift int, neg, sticky bool, rm RoundingMode) (*big.Int, bool) {
	if shift <= 0 {
		return new(big.Int).Lsh(m, uint(-shift)), sticky
	}
	r := new(big.Int).Rsh(m, uint(shift))
	half := m.Bit(shift-1) == 1
	rest := sticky || m.Sign() != 0 && m.TrailingZeroBits() < uint(shift-1)
	if !half && !rest {
		return r, false
	}
	var up bool
	switch rm {
	case NearestEven:
		up = half && (rest || r.Bit(0) == 1)
	case NearestAway:
		up = half
	case Upward:
		up = !neg
	case Downward:
		up = neg
	}
	if up {
		r.Add(r, big.NewInt(1))
	}
	return r, true
}

// round returns (-1)^neg · (m + f) · 2^e, where f in [0, 1) is non-zero exactly when sticky,
// rounded to format k under rm, and the exceptions that raised. A sticky m must carry at least
// two bits below the precision of k, so that the rounding sees where f lies.
func round(k ir.FloatKind, neg bool, m *big.Int, e int, sticky bool, rm RoundingMode) (Float, Status) {
	prec := k.Precision()
	if m.Sign() == 0 && !sticky {
		return Zero(k, neg), OK
	}
	top := e + m.BitLen() - 1
	q := max(top, k.MinExponent()) - (prec - 1)
	r, inexact := roundShift(m, q-e, neg, sticky, rm)
	if r.BitLen() > prec {
		r.Rsh(r, 1)
		q++
	}
	if r.Sign() != 0 && q+r.BitLen()-1 > k.MaxExponent() {
		if rm == NearestEven || rm == NearestAway || rm == Upward && !neg || rm == Downward && neg {
			return Inf(k, neg), Overflow | Inexact
		}
		return largest(k, neg), Inexact
	}
	st := OK
	if inexact {
		st = Inexact
		if r.BitLen() < prec {
			st |= Underflow
		}
	}
	if r.Sign() == 0 {
		return Zero(k, neg), st
	}
	return Float{k, ir.FloatParts{Class: ir.FloatFinite, Neg: neg, Sig: r, Exp: q}}, st
}
