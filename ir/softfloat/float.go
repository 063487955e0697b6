// Package softfloat computes on the binary floating-point formats with IEEE infinities and
// NaNs (f16, bf16, tf32, f32, f64, f80, f128 and the f8 formats with infinities) exactly as
// LLVM's APFloat does: each result is rounded once, under one of the five IEEE rounding
// modes, with subnormals, overflow and the NaN rules of APFloat (which NaN operand wins, how
// payloads move between formats, f80's explicit integer bit). ttgo folds f80 and f128
// constants with it; the narrower formats fold in float64, which holds them exactly.
package softfloat

import (
	"math"
	"math/big"

	"github.com/ttgo/ttgo/ir"
)

// Float is a value of one format: its kind and its parts (see ir.FloatParts). A finite
// non-zero value is held normalised: its significand has the format's precision, or the value
// is subnormal and its exponent is the smallest. Floats are values; operations return new
// ones and never change their operands.
type Float struct {
	kind ir.FloatKind
	p    ir.FloatParts
}

// Decode reads enc, an encoding of format k, as APFloat does (see ir.FloatKind.Unpack).
func Decode(k ir.FloatKind, enc *big.Int) Float { return Float{k, k.Unpack(enc)} }

// DecodeBits is Decode of an encoding of at most 64 bits.
func DecodeBits(k ir.FloatKind, bits uint64) Float { return Decode(k, new(big.Int).SetUint64(bits)) }

// FromFloat64 returns v converted to format k, rounding to nearest even.
func FromFloat64(k ir.FloatKind, v float64) Float {
	r, _, _ := DecodeBits(ir.F64, math.Float64bits(v)).Convert(k, NearestEven)
	return r
}

// Encode returns x's encoding, as APFloat's bitcastToAPInt writes it.
func (x Float) Encode() *big.Int { return x.kind.Pack(x.p) }

// Bits returns the low 64 bits of x's encoding (all of it in formats up to 64 bits wide).
func (x Float) Bits() uint64 {
	e := x.Encode()
	if e.BitLen() > 64 {
		e.And(e, new(big.Int).SetUint64(math.MaxUint64))
	}
	return e.Uint64()
}

// Zero returns the zero of format k with the given sign.
func Zero(k ir.FloatKind, neg bool) Float {
	return Float{k, ir.FloatParts{Class: ir.FloatZero, Neg: neg}}
}

// Inf returns the infinity of format k with the given sign.
func Inf(k ir.FloatKind, neg bool) Float {
	return Float{k, ir.FloatParts{Class: ir.FloatInf, Neg: neg}}
}

// DefaultNaN returns the NaN APFloat makes for an invalid operation: positive and quiet with
// no payload (f80's integer bit set).
func DefaultNaN(k ir.FloatKind) Float {
	sig := new(big.Int).SetBit(new(big.Int), k.Precision()-2, 1)
	if k == ir.F80 {
		sig.SetBit(sig, 63, 1)
	}
	return Float{k, ir.FloatParts{Class: ir.FloatNaN, Sig: sig}}
}

// largest returns the largest finite value of format k with the given sign.
func largest(k ir.FloatKind, neg bool) Float {
	prec := k.Precision()
	sig := new(big.Int).Lsh(big.NewInt(1), uint(prec))
	sig.Sub(sig, big.NewInt(1))
	return Float{k, ir.FloatParts{Class: ir.FloatFinite, Neg: neg, Sig: sig, Exp: k.MaxExponent() - (prec - 1)}}
}

// Kind returns x's format.
func (x Float) Kind() ir.FloatKind { return x.kind }

// Class returns x's category.
func (x Float) Class() ir.FloatClass { return x.p.Class }

// Signbit reports whether x is negative (NaNs and zeros have signs too).
func (x Float) Signbit() bool { return x.p.Neg }

// IsNaN reports whether x is a NaN.
func (x Float) IsNaN() bool { return x.p.Class == ir.FloatNaN }

// IsInf reports whether x is an infinity.
func (x Float) IsInf() bool { return x.p.Class == ir.FloatInf }

// IsZero reports whether x is a zero.
func (x Float) IsZero() bool { return x.p.Class == ir.FloatZero }

// IsFinite reports whether x is neither infinite nor NaN.
func (x Float) IsFinite() bool { return x.p.Class == ir.FloatZero || x.p.Class == ir.FloatFinite }

// IsNormal reports whether x is finite, non-zero and not subnormal.
func (x Float) IsNormal() bool {
	return x.p.Class == ir.FloatFinite && x.p.Sig.BitLen() == x.kind.Precision()
}

// IsSignaling reports whether x is a signaling NaN: its quiet bit, the significand's highest
// bit below the integer bit, is clear.
func (x Float) IsSignaling() bool {
	return x.IsNaN() && x.p.Sig.Bit(x.kind.Precision()-2) == 0
}

// Parts returns x's significand and exponent: a finite x is ±sig·2^exp; a NaN's sig is its
// significand field.
func (x Float) Parts() (sig *big.Int, exp int) {
	if x.p.Sig == nil {
		return new(big.Int), 0
	}
	return new(big.Int).Set(x.p.Sig), x.p.Exp
}

// Neg returns x with its sign flipped (APFloat's changeSign; NaNs included).
func (x Float) Neg() Float {
	x.p.Neg = !x.p.Neg
	return x
}

// Abs returns x with its sign cleared.
func (x Float) Abs() Float {
	x.p.Neg = false
	return x
}

// CopySign returns x with the sign of y.
func (x Float) CopySign(y Float) Float {
	x.p.Neg = y.p.Neg
	return x
}

// Quiet returns x with its quiet bit set when it is a NaN (APFloat's makeQuiet: f80's integer
// bit stays as it is).
func (x Float) Quiet() Float {
	if x.IsNaN() {
		x.p.Sig = new(big.Int).SetBit(x.p.Sig, x.kind.Precision()-2, 1)
	}
	return x
}

// Float64 returns the float64 nearest to x.
func (x Float) Float64() float64 {
	r, _, _ := x.Convert(ir.F64, NearestEven)
	return math.Float64frombits(r.Bits())
}
