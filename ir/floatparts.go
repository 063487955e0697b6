package ir

import (
	"math"
	"math/big"
)

// The exact bit-level view of the formats with IEEE infinities and NaNs, f80 and f128
// included, as LLVM's APFloat reads and writes their encodings. ir holds f80 and f128
// constants by their encodings as big integers; package ir/softfloat computes on them.

// FloatClass is the category of a float value: zero, finite non-zero, infinity or NaN.
type FloatClass uint8

// The float classes, APFloat's categories.
const (
	FloatZero FloatClass = iota
	FloatFinite
	FloatInf
	FloatNaN
)

// FloatParts is a float value taken apart as APFloat holds it. A finite non-zero value is
// (-1)^Neg · Sig · 2^Exp; a NaN keeps the significand field of its encoding (for f80 with the
// explicit integer bit), which holds its quiet bit and payload. Sig is nil for zeros and
// infinities.
type FloatParts struct {
	Class FloatClass
	Neg   bool
	Sig   *big.Int
	Exp   int
}

// IsWide reports whether encodings of kind k are wider than 64 bits (f80 and f128): attributes
// hold them as big integers (FloatAttr.Wide, DenseElementsAttr.Wide).
func (k FloatKind) IsWide() bool { return k == F80 || k == F128 }

// HasIEEENaN reports whether format k has IEEE infinities and NaNs with a quiet bit, the
// formats Unpack and Pack handle: all but the FN, FNUZ, f8E8M0FNU, f6 and f4 formats.
func (k FloatKind) HasIEEENaN() bool { return floatSemantics[k].nan == nanIEEE }

// Precision returns the number of significand bits of format k, the integer bit included.
func (k FloatKind) Precision() int {
	s := floatSemantics[k]
	if k == F80 {
		return s.MantBits // the integer bit is explicit
	}
	return s.MantBits + 1
}

// MinExponent returns the exponent of the smallest normal value of format k (its unbiased
// exponent, for value = 1.f · 2^e).
func (k FloatKind) MinExponent() int { return 1 - floatSemantics[k].Bias }

// MaxExponent returns the exponent of the largest finite value of format k.
func (k FloatKind) MaxExponent() int {
	s := floatSemantics[k]
	return 1<<s.ExpBits - 2 - s.Bias
}

// lowBits returns the low n bits of v as a new integer.
func lowBits(v *big.Int, n int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(n))
	return m.And(v, m.Sub(m, big.NewInt(1)))
}

// Unpack takes apart enc, an encoding of format k (which must have IEEE NaNs), as APFloat
// reads it. For f80 the integer bit is explicit: an exponent field of all ones with a
// significand other than 1 followed by zeros, or a non-zero exponent field below all ones
// with the integer bit clear (an unnormal), is a NaN keeping those significand bits; an
// exponent field of zero with the integer bit set (a pseudo-denormal) is the normal value
// with the smallest exponent.
func (k FloatKind) Unpack(enc *big.Int) FloatParts {
	s := floatSemantics[k]
	neg := enc.Bit(s.Width-1) == 1
	maxField := 1<<s.ExpBits - 1
	field := int(new(big.Int).Rsh(enc, uint(s.MantBits)).Uint64() & uint64(maxField))
	mant := lowBits(enc, s.MantBits)
	quantum := k.MinExponent() - (k.Precision() - 1)
	if k == F80 {
		intBit := mant.Bit(63) == 1
		switch {
		case field == 0 && mant.Sign() == 0:
			return FloatParts{Class: FloatZero, Neg: neg}
		case field == maxField && intBit && mant.BitLen() == 64 && mant.TrailingZeroBits() == 63:
			return FloatParts{Class: FloatInf, Neg: neg}
		case field == maxField || field != 0 && !intBit:
			return FloatParts{Class: FloatNaN, Neg: neg, Sig: mant}
		case field == 0:
			return FloatParts{Class: FloatFinite, Neg: neg, Sig: mant, Exp: quantum}
		}
		return FloatParts{Class: FloatFinite, Neg: neg, Sig: mant, Exp: field - s.Bias - 63}
	}
	switch {
	case field == 0 && mant.Sign() == 0:
		return FloatParts{Class: FloatZero, Neg: neg}
	case field == maxField && mant.Sign() == 0:
		return FloatParts{Class: FloatInf, Neg: neg}
	case field == maxField:
		return FloatParts{Class: FloatNaN, Neg: neg, Sig: mant}
	case field == 0:
		return FloatParts{Class: FloatFinite, Neg: neg, Sig: mant, Exp: quantum}
	}
	return FloatParts{Class: FloatFinite, Neg: neg, Sig: mant.SetBit(mant, s.MantBits, 1), Exp: field - s.Bias - s.MantBits}
}

// Pack is the encoding of p in format k (which must have IEEE NaNs), as APFloat's
// bitcastToAPInt writes it. A finite p must be a value the format holds exactly, in any
// split of significand and exponent; a NaN's significand is cut to the field's width.
func (k FloatKind) Pack(p FloatParts) *big.Int {
	s := floatSemantics[k]
	maxField := 1<<s.ExpBits - 1
	var field int
	var mant *big.Int
	switch p.Class {
	case FloatZero:
		mant = new(big.Int)
	case FloatInf:
		field, mant = maxField, new(big.Int)
		if k == F80 {
			mant.SetBit(mant, 63, 1)
		}
	case FloatNaN:
		field, mant = maxField, lowBits(p.Sig, s.MantBits)
	default:
		prec := k.Precision()
		quantum := k.MinExponent() - (prec - 1)
		sig, exp := new(big.Int).Set(p.Sig), p.Exp
		// Normalise: the most significant bit at prec-1, or the smallest exponent.
		shift := min(prec-sig.BitLen(), exp-quantum)
		if shift > 0 {
			sig.Lsh(sig, uint(shift))
		} else if shift < 0 {
			sig.Rsh(sig, uint(-shift))
		}
		exp -= shift
		if sig.BitLen() == prec {
			field = exp + prec - 1 + s.Bias
			if k != F80 {
				sig.SetBit(sig, s.MantBits, 0)
			}
		}
		mant = sig
	}
	enc := big.NewInt(int64(field))
	enc.Lsh(enc, uint(s.MantBits)).Or(enc, mant)
	if p.Neg {
		enc.SetBit(enc, s.Width-1, 1)
	}
	return enc
}

// CanonicalEncoding returns the encoding APFloat gives back for enc, a value of format k with
// IEEE NaNs, once read: enc itself, except for the f80 pseudo-denormals and unnormals.
func (k FloatKind) CanonicalEncoding(enc *big.Int) *big.Int { return k.Pack(k.Unpack(enc)) }

// float64Parts returns v taken apart as an f64.
func float64Parts(v float64) FloatParts {
	return F64.Unpack(new(big.Int).SetUint64(math.Float64bits(v)))
}

// Float64ToWide returns the encoding of v in f80 or f128, which hold every float64 exactly; a
// NaN keeps its sign and payload and is quieted, as APFloat's conversion does.
func (k FloatKind) Float64ToWide(v float64) *big.Int {
	p := float64Parts(v)
	if p.Class == FloatNaN {
		sig := new(big.Int).Lsh(p.Sig, uint(k.Precision()-F64.Precision()))
		sig.SetBit(sig, k.Precision()-2, 1)
		if k == F80 {
			sig.SetBit(sig, 63, 1)
		}
		p.Sig = sig
	}
	return k.Pack(p)
}

// WideToFloat64 returns the float64 nearest to the value of enc, an encoding of f80 or f128
// (NaNs give a NaN of their sign).
func (k FloatKind) WideToFloat64(enc *big.Int) float64 {
	p := k.Unpack(enc)
	var v float64
	switch p.Class {
	case FloatZero:
	case FloatInf:
		v = math.Inf(1)
	case FloatNaN:
		v = math.NaN()
	default:
		v, _ = new(big.Float).SetMantExp(new(big.Float).SetInt(p.Sig), p.Exp).Float64()
	}
	if p.Neg {
		v = math.Copysign(v, -1)
	}
	return v
}
