package asm

import (
	"bytes"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/softfloat"
)

// floatScratch holds the big integer and digit buffers that float printing reuses.
type floatScratch struct {
	n, t, r big.Int
	digits  []byte
}

// appendFloat appends a float of kind k with raw encoding bits as MLIR prints a float
// attribute value: the six-digit exponential form (`1.000000e+00`) when it reads back to the
// same bits, else the shortest exact decimal when it has a '.', else the hex encoding
// (`0x7FC00000`). It reports whether it printed hex. sc may be nil. For f80 and f128, bits
// are the low 64 bits of the encoding (see appendWideFloat).
func appendFloat(dst []byte, k ir.FloatKind, bits uint64, sc *floatScratch) ([]byte, bool) {
	if k.IsWide() {
		return appendWideFloat(dst, k, new(big.Int).SetUint64(bits), sc)
	}
	if sc == nil {
		sc = &floatScratch{}
	}
	v := k.BitsToFloat64(bits)
	if !math.IsInf(v, 0) && !math.IsNaN(v) {
		start := len(dst)
		dst = appendAPFloatString(dst, k, bits, 6, 0, false, sc)
		if parsesTo(string(dst[start:]), k, bits) {
			return dst, false
		}
		dst = dst[:start]
		dst = appendAPFloatString(dst, k, bits, 0, 3, true, sc)
		for _, c := range dst[start:] {
			if c == '.' {
				return dst, false
			}
		}
		dst = dst[:start]
	}
	return appendHexBits(dst, k.FloatBitsEncoding(bits)), true
}

// appendWideFloat is appendFloat for an f80 or f128 encoding enc: the value APFloat reads from
// it, tried in the six-digit form read back in the format itself, then in full; NaNs,
// infinities and integers too long for the full form print as the hex of their encoding as
// APFloat writes it back.
func appendWideFloat(dst []byte, k ir.FloatKind, enc *big.Int, sc *floatScratch) ([]byte, bool) {
	if sc == nil {
		sc = &floatScratch{}
	}
	x := softfloat.Decode(k, enc)
	if x.IsFinite() {
		start := len(dst)
		sig, exp := x.Parts()
		dst = appendBigAPFloatString(dst, x.Signbit(), sig, exp, k.Precision(), 6, 0, false, sc)
		back, _, err := softfloat.ParseDecimal(k, string(dst[start:]), softfloat.NearestEven)
		if err == nil && back.Encode().Cmp(x.Encode()) == 0 {
			return dst, false
		}
		dst = dst[:start]
		dst = appendBigAPFloatString(dst, x.Signbit(), sig, exp, k.Precision(), 0, 3, true, sc)
		if bytes.IndexByte(dst[start:], '.') >= 0 {
			return dst, false
		}
		dst = dst[:start]
	}
	dst = append(dst, "0x"...)
	return append(dst, strings.ToUpper(x.Encode().Text(16))...), true
}

// appendHexBits appends `0x` and the uppercase hex digits of v without leading zeros.
func appendHexBits(dst []byte, v uint64) []byte {
	dst = append(dst, "0x"...)
	if v == 0 {
		return append(dst, '0')
	}
	const digits = "0123456789ABCDEF"
	n := (bits.Len64(v) + 3) / 4
	for i := n - 1; i >= 0; i-- {
		dst = append(dst, digits[v>>(4*uint(i))&0xF])
	}
	return dst
}

// parsesTo reports whether the decimal s reads back as exactly bits in format k (rounding to
// nearest even, as APFloat's parser does).
func parsesTo(s string, k ir.FloatKind, bits uint64) bool {
	switch k {
	case ir.F64:
		f, err := strconv.ParseFloat(s, 64)
		return err == nil && math.Float64bits(f) == bits
	case ir.F32:
		f, err := strconv.ParseFloat(s, 32)
		return err == nil && uint64(math.Float32bits(float32(f))) == bits
	}
	f, err := strconv.ParseFloat(s, 64)
	return err == nil && k.Float64ToBits(f) == bits
}

// decompose returns the sign, integer significand and binary exponent of a finite value of
// format k of at most 64 bits (value = sig * 2^exp), and the format's precision in bits, as
// APFloat holds them.
func decompose(k ir.FloatKind, raw uint64) (neg bool, sig uint64, exp int, precision int) {
	s := k.Semantics()
	precision = s.MantBits + 1
	if s.Signed {
		neg = raw>>(s.Width-1)&1 == 1
	} else {
		neg = raw&k.SignBit() != 0
	}
	mant := raw & (1<<s.MantBits - 1)
	e := int(raw >> s.MantBits & (1<<s.ExpBits - 1))
	if e == 0 && s.MantBits > 0 {
		return neg, mant, 1 - s.Bias - s.MantBits, precision
	}
	return neg, mant | 1<<s.MantBits, e - s.Bias - s.MantBits, precision
}

// appendAPFloatString appends a finite value as LLVM's APFloat::toString(formatPrecision,
// formatMaxPadding, truncateZero) writes it: the exact decimal expansion is cut to the
// requested number of significant digits (a precision of 0 means enough to read the value
// back), rounded half up on the first dropped digit, and written in plain or scientific
// notation.
func appendAPFloatString(dst []byte, k ir.FloatKind, raw uint64, formatPrecision, formatMaxPadding int, truncateZero bool, sc *floatScratch) []byte {
	neg, sig, exp, precision := decompose(k, raw)
	if neg {
		dst = append(dst, '-')
	}
	if sig == 0 {
		return appendZeroString(dst, formatPrecision, formatMaxPadding, truncateZero)
	}
	if formatPrecision == 0 {
		formatPrecision = 2 + precision*59/196
	}
	tz := bits.TrailingZeros64(sig)
	sig >>= uint(tz)
	exp += tz

	// Make the value an integer times a power of ten: sig * 2^exp == sig * 5^-exp * 10^exp.
	var digits []byte
	switch {
	case exp >= 0 && exp+bits.Len64(sig) <= 64:
		v := sig << uint(exp)
		digits = strconv.AppendUint(sc.digits[:0], v, 10)
		digits, exp = truncateDigits(digits, 0, bits.Len64(v), formatPrecision)
	case exp < 0 && -exp < len(pow5Small):
		// sig has at most 53 bits, so sig * 5^-exp is below 10^38.
		hi, lo := bits.Mul64(sig, pow5Small[-exp])
		digits = appendUint128(sc.digits[:0], hi, lo)
		bitLen := bits.Len64(lo)
		if hi != 0 {
			bitLen = 64 + bits.Len64(hi)
		}
		digits, exp = truncateDigits(digits, exp, bitLen, formatPrecision)
	default:
		sc.n.SetUint64(sig)
		digits, exp = bigDigits(sc, exp, formatPrecision)
	}
	return appendDigits(dst, sc, digits, exp, formatPrecision, formatMaxPadding, truncateZero)
}

// appendBigAPFloatString is appendAPFloatString for a finite value ±sig·2^exp of precision
// bits held in a big integer (f80 and f128).
func appendBigAPFloatString(dst []byte, neg bool, sig *big.Int, exp, precision, formatPrecision, formatMaxPadding int, truncateZero bool, sc *floatScratch) []byte {
	if neg {
		dst = append(dst, '-')
	}
	if sig.Sign() == 0 {
		return appendZeroString(dst, formatPrecision, formatMaxPadding, truncateZero)
	}
	if formatPrecision == 0 {
		formatPrecision = 2 + precision*59/196
	}
	tz := sig.TrailingZeroBits()
	sc.n.Rsh(sig, tz)
	digits, exp := bigDigits(sc, exp+int(tz), formatPrecision)
	return appendDigits(dst, sc, digits, exp, formatPrecision, formatMaxPadding, truncateZero)
}

// appendZeroString appends the rest of a zero (after its sign) as APFloat::toString does.
func appendZeroString(dst []byte, formatPrecision, formatMaxPadding int, truncateZero bool) []byte {
	if formatMaxPadding != 0 {
		return append(dst, '0')
	}
	if truncateZero {
		return append(dst, "0.0E+0"...)
	}
	dst = append(dst, "0.0"...)
	for i := 1; i < formatPrecision; i++ {
		dst = append(dst, '0')
	}
	return append(dst, "e+00"...)
}

// bigDigits returns the decimal digits of sc.n·2^exp, an odd integer times a power of two, cut
// to about formatPrecision digits as APFloat cuts them, and the power of ten they stand at.
func bigDigits(sc *floatScratch, exp, formatPrecision int) ([]byte, int) {
	n := &sc.n
	if exp > 0 {
		n.Lsh(n, uint(exp))
		exp = 0
	} else if exp < 0 {
		sc.t.Mul(n, pow5(-exp))
		n.Set(&sc.t)
	}
	exp = adjustBigToPrecision(sc, exp, formatPrecision)
	return n.Append(sc.digits[:0], 10), exp
}

// appendDigits rounds digits·10^exp to formatPrecision digits and writes it in APFloat's
// notation.
func appendDigits(dst []byte, sc *floatScratch, digits []byte, exp, formatPrecision, formatMaxPadding int, truncateZero bool) []byte {
	sc.digits = digits[:0]
	// Drop trailing decimal zeros into the exponent.
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	digits, exp = roundDigits(digits, exp, formatPrecision)
	return appendDecimal(dst, digits, exp, formatPrecision, formatMaxPadding, truncateZero)
}

// adjustBigToPrecision drops whole decimal digits from sc.n that are surely beyond the
// wanted precision (truncating, as APFloat does before it rounds) and returns the new
// exponent.
func adjustBigToPrecision(sc *floatScratch, exp, formatPrecision int) int {
	bitLen := sc.n.BitLen()
	required := (formatPrecision*196 + 58) / 59
	if bitLen <= required {
		return exp
	}
	tens := (bitLen - required) * 59 / 196
	if tens == 0 {
		return exp
	}
	sc.t.QuoRem(&sc.n, pow10(tens), &sc.r)
	sc.n.Set(&sc.t)
	return exp + tens
}

// powTable holds the powers 0..len-1 of a small base, built on first use.
type powTable struct {
	once sync.Once
	p    []*big.Int
}

// Powers of five up to the scale of the smallest float64 subnormal (2^-1074), and of ten up
// to the digits adjustBigToPrecision may drop from such values.
var pow5Table, pow10Table powTable

func (t *powTable) get(base int64, size, k int) *big.Int {
	t.once.Do(func() {
		t.p = make([]*big.Int, size)
		t.p[0] = big.NewInt(1)
		b := big.NewInt(base)
		for i := 1; i < size; i++ {
			t.p[i] = new(big.Int).Mul(t.p[i-1], b)
		}
	})
	if k < size {
		return t.p[k]
	}
	return new(big.Int).Exp(big.NewInt(base), big.NewInt(int64(k)), nil)
}

func pow5(k int) *big.Int  { return pow5Table.get(5, 1100, k) }
func pow10(k int) *big.Int { return pow10Table.get(10, 800, k) }

// truncateDigits applies adjustBigToPrecision to the digits of an integer of bitLen bits.
func truncateDigits(digits []byte, exp, bitLen, formatPrecision int) ([]byte, int) {
	required := (formatPrecision*196 + 58) / 59
	if bitLen <= required {
		return digits, exp
	}
	tens := (bitLen - required) * 59 / 196
	if tens == 0 {
		return digits, exp
	}
	return digits[:len(digits)-tens], exp + tens
}

// pow5Small holds the powers of five that fit in 64 bits.
var pow5Small = func() []uint64 {
	p := []uint64{1}
	for p[len(p)-1] <= math.MaxUint64/5 {
		p = append(p, p[len(p)-1]*5)
	}
	return p
}()

// appendUint128 appends the decimal digits of hi*2^64+lo, which must be below 10^38.
func appendUint128(dst []byte, hi, lo uint64) []byte {
	if hi == 0 {
		return strconv.AppendUint(dst, lo, 10)
	}
	const e19 = 10_000_000_000_000_000_000
	q, r := bits.Div64(hi, lo, e19)
	dst = strconv.AppendUint(dst, q, 10)
	var tmp [20]byte
	low := strconv.AppendUint(tmp[:0], r, 10)
	for i := len(low); i < 19; i++ {
		dst = append(dst, '0')
	}
	return append(dst, low...)
}

// roundDigits keeps formatPrecision significant digits (most significant first), rounding
// half up on the first dropped digit, and drops trailing zeros.
func roundDigits(digits []byte, exp, formatPrecision int) ([]byte, int) {
	n := len(digits)
	if n <= formatPrecision {
		return digits, exp
	}
	drop := n - formatPrecision
	roundUp := digits[formatPrecision] >= '5'
	digits = digits[:formatPrecision]
	exp += drop
	if roundUp {
		i := len(digits) - 1
		for ; i >= 0 && digits[i] == '9'; i-- {
			digits = digits[:i]
			exp++
		}
		if i < 0 {
			return []byte{'1'}, exp
		}
		digits[i]++
	}
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	return digits, exp
}

// appendDecimal writes digits * 10^exp in APFloat's plain or scientific notation.
func appendDecimal(dst, digits []byte, exp, formatPrecision, formatMaxPadding int, truncateZero bool) []byte {
	nd := len(digits)
	scientific := formatMaxPadding == 0
	if !scientific {
		if exp >= 0 {
			scientific = exp > formatMaxPadding || nd+exp > formatPrecision
		} else if msd := exp + nd - 1; msd < 0 {
			scientific = -msd > formatMaxPadding
		}
	}
	if scientific {
		exp += nd - 1
		dst = append(dst, digits[0], '.')
		if nd == 1 && truncateZero {
			dst = append(dst, '0')
		} else {
			dst = append(dst, digits[1:]...)
		}
		if !truncateZero {
			for i := nd - 1; i < formatPrecision; i++ {
				dst = append(dst, '0')
			}
			dst = append(dst, 'e')
		} else {
			dst = append(dst, 'E')
		}
		if exp >= 0 {
			dst = append(dst, '+')
		} else {
			dst = append(dst, '-')
			exp = -exp
		}
		if !truncateZero && exp < 10 {
			dst = append(dst, '0')
		}
		return strconv.AppendInt(dst, int64(exp), 10)
	}
	if exp >= 0 {
		dst = append(dst, digits...)
		for i := 0; i < exp; i++ {
			dst = append(dst, '0')
		}
		return dst
	}
	whole := exp + nd
	if whole > 0 {
		dst = append(dst, digits[:whole]...)
		dst = append(dst, '.')
		return append(dst, digits[whole:]...)
	}
	dst = append(dst, '0', '.')
	for i := 0; i < -whole; i++ {
		dst = append(dst, '0')
	}
	return append(dst, digits...)
}
