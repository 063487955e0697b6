package ir

import (
	"math"
	"math/big"
)

// FloatKind identifies a builtin floating-point format.
type FloatKind uint8

// The builtin float kinds, named as MLIR spells them.
const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F8E5M2
	F8E4M3
	F8E4M3FN
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	F8E3M4
	F8E8M0FNU
	F6E2M3FN
	F6E3M2FN
	F4E2M1FN
	numFloatKinds
)

// nanEncoding says which encodings of a format are NaN.
type nanEncoding uint8

const (
	nanIEEE    nanEncoding = iota // exponent all ones, mantissa non-zero
	nanAllOnes                    // only exponent and mantissa all ones (FN formats)
	nanNegZero                    // only the negative-zero pattern (FNUZ formats)
	nanNone                       // no NaN (f4/f6 FN formats)
)

// In formats with neither NaN nor infinity (f4E2M1FN, f6E2M3FN, f6E3M2FN), APFloat still
// produces values of category NaN or infinity (0/0, 1/0, a conversion of either), which encode
// as their sign bit alone but stay distinct values. Their raw bits here are the sign bit plus
// one of these markers above the format's width; FloatBitsEncoding drops the marker.
//
// APFloat also keeps a sign on values of f8E8M0FNU, which has no sign bit: -2.0 is a value of
// its own, which encodes (bitcastToAPInt) with the sign ORed into the top exponent bit. Its raw
// bits here carry the sign as the unsignedNegative marker above the width.
const (
	finiteOnlyNaN    = 1 // marker << Width: a NaN
	finiteOnlyInf    = 2 // marker << Width: an infinity
	unsignedNegative = 4 // marker << Width: a negative value of a format without sign bit
)

// FloatBitsEncoding returns the encoding APFloat's bitcastToAPInt gives a value of kind k held as
// raw bits: raw itself, except for a NaN or infinity of a format without them, which encodes as
// its sign bit alone, and a negative value of a format without sign bit, whose sign is ORed
// into the top bit.
func (k FloatKind) FloatBitsEncoding(raw uint64) uint64 {
	s := floatSemantics[k]
	switch {
	case s.nan == nanNone:
		return raw & (1<<s.Width - 1)
	case !s.Signed:
		enc := raw & (1<<s.Width - 1)
		if raw>>s.Width&unsignedNegative != 0 {
			enc |= 1 << (s.Width - 1)
		}
		return enc
	}
	return raw
}

// SignBit returns the bit of a raw value of kind k that holds its sign: the top bit of the
// format, or the unsignedNegative marker in formats without sign bit.
func (k FloatKind) SignBit() uint64 {
	s := floatSemantics[k]
	if !s.Signed {
		return unsignedNegative << s.Width
	}
	return 1 << (s.Width - 1)
}

// FloatSemantics describes the bit layout of a float format.
type FloatSemantics struct {
	Name     string
	Width    int
	ExpBits  int
	MantBits int
	Bias     int
	HasInf   bool
	Signed   bool
	nan      nanEncoding
}

var floatSemantics = [numFloatKinds]FloatSemantics{
	F16:           {"f16", 16, 5, 10, 15, true, true, nanIEEE},
	BF16:          {"bf16", 16, 8, 7, 127, true, true, nanIEEE},
	F32:           {"f32", 32, 8, 23, 127, true, true, nanIEEE},
	F64:           {"f64", 64, 11, 52, 1023, true, true, nanIEEE},
	F80:           {"f80", 80, 15, 64, 16383, true, true, nanIEEE},
	F128:          {"f128", 128, 15, 112, 16383, true, true, nanIEEE},
	TF32:          {"tf32", 19, 8, 10, 127, true, true, nanIEEE},
	F8E5M2:        {"f8E5M2", 8, 5, 2, 15, true, true, nanIEEE},
	F8E4M3:        {"f8E4M3", 8, 4, 3, 7, true, true, nanIEEE},
	F8E4M3FN:      {"f8E4M3FN", 8, 4, 3, 7, false, true, nanAllOnes},
	F8E5M2FNUZ:    {"f8E5M2FNUZ", 8, 5, 2, 16, false, true, nanNegZero},
	F8E4M3FNUZ:    {"f8E4M3FNUZ", 8, 4, 3, 8, false, true, nanNegZero},
	F8E4M3B11FNUZ: {"f8E4M3B11FNUZ", 8, 4, 3, 11, false, true, nanNegZero},
	F8E3M4:        {"f8E3M4", 8, 3, 4, 3, true, true, nanIEEE},
	F8E8M0FNU:     {"f8E8M0FNU", 8, 8, 0, 127, false, false, nanAllOnes},
	F6E2M3FN:      {"f6E2M3FN", 6, 2, 3, 1, false, true, nanNone},
	F6E3M2FN:      {"f6E3M2FN", 6, 3, 2, 3, false, true, nanNone},
	F4E2M1FN:      {"f4E2M1FN", 4, 2, 1, 1, false, true, nanNone},
}

// Semantics returns the format description of the kind.
func (k FloatKind) Semantics() FloatSemantics { return floatSemantics[k] }

// String returns the MLIR spelling of the kind ("f16", "f8E4M3FN").
func (k FloatKind) String() string { return floatSemantics[k].Name }

// FloatKindByName returns the kind spelled name, if any.
func FloatKindByName(name string) (FloatKind, bool) {
	for k := FloatKind(0); k < numFloatKinds; k++ {
		if floatSemantics[k].Name == name {
			return k, true
		}
	}
	return 0, false
}

// BitsToFloat64 decodes the raw bits of a value of format k. For f80 and f128 the bits are the
// low 64 bits of the encoding, the others being zero, and the result is the nearest float64
// (see WideToFloat64).
func (k FloatKind) BitsToFloat64(bits uint64) float64 {
	switch k {
	case F64:
		return math.Float64frombits(bits)
	case F80, F128:
		return k.WideToFloat64(new(big.Int).SetUint64(bits))
	case F32:
		return float64(math.Float32frombits(uint32(bits)))
	}
	s := floatSemantics[k]
	mantMask := uint64(1)<<s.MantBits - 1
	expMask := uint64(1)<<s.ExpBits - 1
	neg := bits&k.SignBit() != 0
	exp := bits >> s.MantBits & expMask
	mant := bits & mantMask
	switch s.nan {
	case nanNone:
		switch bits >> s.Width {
		case finiteOnlyNaN:
			return math.NaN()
		case finiteOnlyInf:
			if neg {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
	case nanIEEE:
		if exp == expMask {
			if mant != 0 {
				return math.NaN()
			}
			if neg {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
	case nanAllOnes:
		if exp == expMask && mant == mantMask {
			return math.NaN()
		}
	case nanNegZero:
		if neg && exp == 0 && mant == 0 {
			return math.NaN()
		}
	}
	var v float64
	if exp == 0 && s.MantBits > 0 {
		v = math.Ldexp(float64(mant), 1-s.Bias-s.MantBits)
	} else {
		v = math.Ldexp(float64(mant|1<<s.MantBits), int(exp)-s.Bias-s.MantBits)
	}
	if neg {
		v = -v
	}
	return v
}

// Float64ToBits encodes v in format k, rounding to nearest even. Values too large become
// infinity, or NaN in formats without infinity, or the largest finite value in formats with
// neither (as APFloat does); a NaN or infinity given to those keeps its category (see
// finiteOnlyNaN). For f80 and f128 the result is the low 64 bits of the encoding (see
// Float64ToWide for all of it).
func (k FloatKind) Float64ToBits(v float64) uint64 {
	switch k {
	case F64:
		return math.Float64bits(v)
	case F80, F128:
		return lowBits(k.Float64ToWide(v), 64).Uint64()
	case F32:
		return uint64(math.Float32bits(float32(v)))
	}
	s := floatSemantics[k]
	var sign uint64
	if math.Signbit(v) && (s.Signed || v != 0 && !math.IsNaN(v)) {
		// An unsigned format keeps the sign of a value but not of a zero (it has no zero:
		// zero rounds to its smallest value) or of a NaN.
		sign = k.SignBit()
		v = -v
	}
	expMask := uint64(1)<<s.ExpBits - 1
	mantMask := uint64(1)<<s.MantBits - 1
	nan := func() uint64 {
		switch s.nan {
		case nanIEEE:
			return sign | expMask<<s.MantBits | 1<<(s.MantBits-1)
		case nanAllOnes:
			return sign | expMask<<s.MantBits | mantMask
		case nanNegZero:
			return 1 << (s.Width - 1)
		}
		return sign | expMask<<s.MantBits | mantMask // saturate: no NaN
	}
	if s.nan == nanNone && (math.IsNaN(v) || math.IsInf(v, 0)) {
		if math.IsNaN(v) {
			return sign | finiteOnlyNaN<<s.Width
		}
		return sign | finiteOnlyInf<<s.Width
	}
	if math.IsNaN(v) {
		if s.nan == nanIEEE {
			return expMask<<s.MantBits | 1<<(s.MantBits-1)
		}
		return nan()
	}
	if math.IsInf(v, 0) {
		if s.HasInf {
			return sign | expMask<<s.MantBits
		}
		return nan()
	}
	if v == 0 {
		if s.nan == nanNegZero {
			return 0
		}
		return sign
	}
	// Scale v into an integer significand with MantBits fraction bits.
	_, e := math.Frexp(v) // v = f * 2^e, f in [0.5, 1)
	exp := e - 1 + s.Bias
	minExp := 1
	if s.MantBits == 0 {
		minExp = 0
	}
	var q float64
	if exp < minExp {
		q = math.Ldexp(v, s.MantBits-(minExp-s.Bias))
		exp = 0
	} else {
		q = math.Ldexp(v, s.MantBits-(exp-s.Bias))
	}
	m := uint64(math.RoundToEven(q))
	if m == 0 && !s.Signed {
		// Rounded to zero, which a format without zero makes its smallest positive value.
		return 0
	}
	if exp == 0 && s.MantBits > 0 {
		if m>>s.MantBits != 0 {
			exp = 1
		}
	} else if m>>(s.MantBits+1) != 0 {
		m >>= 1
		exp++
	}
	maxExp := int(expMask)
	if s.nan == nanIEEE {
		maxExp--
	}
	mant := m & mantMask
	if exp > maxExp || (exp == maxExp && s.nan == nanAllOnes && mant == mantMask) {
		if s.HasInf {
			return sign | expMask<<s.MantBits
		}
		return nan()
	}
	return sign | uint64(exp)<<s.MantBits | mant
}
