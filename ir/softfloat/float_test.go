package softfloat

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

func hexFloat(t *testing.T, k ir.FloatKind, s string) Float {
	t.Helper()
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	return Decode(k, v)
}

func hexOf(x Float) string { return x.Encode().Text(16) }

// exact returns the value of a finite x as a big.Float.
func exact(x Float) *big.Float {
	sig, exp := x.Parts()
	f := new(big.Float).SetMantExp(new(big.Float).SetInt(sig), exp)
	if x.Signbit() {
		f.Neg(f)
	}
	return f
}

// randomNormal returns a random normal value of format k with an exponent within spread of 0.
func randomNormal(rng *rand.Rand, k ir.FloatKind, spread int) Float {
	prec := k.Precision()
	sig := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(prec-1)))
	if rng.Intn(3) == 0 {
		sig.Rsh(sig, uint(rng.Intn(prec))).Lsh(sig, 0)
	}
	sig.SetBit(sig, prec-1, 1)
	return Float{k, ir.FloatParts{Class: ir.FloatFinite, Neg: rng.Intn(2) == 0, Sig: sig, Exp: rng.Intn(2*spread) - spread - (prec - 1)}}
}

// TestArithmeticRoundsOnce compares Add, Sub, Mul and Div of normal f80 and f128 values under
// each rounding mode with big.Float, which rounds exactly once to a given precision.
func TestArithmeticRoundsOnce(t *testing.T) {
	modes := map[RoundingMode]big.RoundingMode{
		NearestEven: big.ToNearestEven, NearestAway: big.ToNearestAway, TowardZero: big.ToZero,
		Upward: big.ToPositiveInf, Downward: big.ToNegativeInf,
	}
	ops := []struct {
		name string
		soft func(x, y Float, rm RoundingMode) (Float, Status)
		big  func(z, x, y *big.Float) *big.Float
	}{
		{"add", Add, (*big.Float).Add},
		{"sub", Sub, (*big.Float).Sub},
		{"mul", Mul, (*big.Float).Mul},
		{"div", Div, (*big.Float).Quo},
	}
	rng := rand.New(rand.NewSource(1))
	for _, k := range []ir.FloatKind{ir.F80, ir.F128, ir.F64, ir.F16} {
		for range 3000 {
			spread := min(40, k.MaxExponent()/3)
			x, y := randomNormal(rng, k, spread), randomNormal(rng, k, spread)
			if rng.Intn(4) == 0 {
				y = Float{k, ir.FloatParts{Class: ir.FloatFinite, Neg: !x.Signbit(), Sig: new(big.Int).Set(x.p.Sig), Exp: x.p.Exp + rng.Intn(3) - 1}}
			}
			for rm, brm := range modes {
				for _, op := range ops {
					got, st := op.soft(x, y, rm)
					want := op.big(new(big.Float).SetPrec(uint(k.Precision())).SetMode(brm), exact(x), exact(y))
					if want.Sign() == 0 {
						if !got.IsZero() || got.Signbit() != (rm == Downward) {
							t.Fatalf("%v %s %s %s mode %d: got %s, want a zero", k, hexOf(x), op.name, hexOf(y), rm, hexOf(got))
						}
						continue
					}
					if got.Class() != ir.FloatFinite || exact(got).Cmp(want) != 0 {
						t.Fatalf("%v %s %s %s mode %d: got %s, want %s", k, hexOf(x), op.name, hexOf(y), rm, hexOf(got), want.Text('p', 0))
					}
					if inexact := want.Acc() != big.Exact; inexact != (st&Inexact != 0) {
						t.Fatalf("%v %s %s %s: status %v, big.Float accuracy %v", k, hexOf(x), op.name, hexOf(y), st, want.Acc())
					}
				}
			}
		}
	}
}

// TestRangeEnds checks subnormal results, overflow under each rounding mode and the signs of
// zeros.
func TestRangeEnds(t *testing.T) {
	half := FromFloat64(ir.F80, 0.5)
	three := FromFloat64(ir.F80, 3)
	smallest := hexFloat(t, ir.F80, "1")
	minNormal := hexFloat(t, ir.F80, "18000000000000000")
	largest := hexFloat(t, ir.F80, "7FFEFFFFFFFFFFFFFFFF")
	tests := []struct {
		name string
		got  Float
		want string
	}{
		{"minNormal/2", first(Mul(minNormal, half, NearestEven)), "4000000000000000"},
		{"smallest/2 ties to even zero", first(Mul(smallest, half, NearestEven)), "0"},
		{"smallest*1.5 ties to even", first(Mul(smallest, FromFloat64(ir.F80, 1.5), NearestEven)), "2"},
		{"smallest/3 upward", first(Div(smallest, three, Upward)), "1"},
		{"-smallest/3 to zero", first(Div(smallest.Neg(), three, TowardZero)), "80000000000000000000"},
		{"largest*2", first(Mul(largest, FromFloat64(ir.F80, 2), NearestEven)), "7fff8000000000000000"},
		{"largest*2 to zero", first(Mul(largest, FromFloat64(ir.F80, 2), TowardZero)), "7ffeffffffffffffffff"},
		{"-largest*2 upward", first(Mul(largest.Neg(), FromFloat64(ir.F80, 2), Upward)), "fffeffffffffffffffff"},
		{"-largest*2 downward", first(Mul(largest.Neg(), FromFloat64(ir.F80, 2), Downward)), "ffff8000000000000000"},
		{"3-3", first(Sub(three, three, NearestEven)), "0"},
		{"3-3 downward", first(Sub(three, three, Downward)), "80000000000000000000"},
		{"-0 + -0", first(Add(Zero(ir.F80, true), Zero(ir.F80, true), NearestEven)), "80000000000000000000"},
		{"-0 - -0", first(Sub(Zero(ir.F80, true), Zero(ir.F80, true), NearestEven)), "0"},
	}
	for _, tc := range tests {
		if got := hexOf(tc.got); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
	if _, st := Mul(largest, FromFloat64(ir.F80, 2), NearestEven); st != Overflow|Inexact {
		t.Errorf("overflow status %v", st)
	}
	if _, st := Mul(smallest, half, NearestEven); st != Underflow|Inexact {
		t.Errorf("underflow status %v", st)
	}
}

func first(x Float, _ Status) Float { return x }

// TestNaNs checks which NaN an operation gives: the first NaN operand quieted (f80's integer bit
// as it was), or the default NaN for an invalid operation.
func TestNaNs(t *testing.T) {
	one := FromFloat64(ir.F80, 1)
	snan := hexFloat(t, ir.F80, "FFFF8000000000000001")
	qnan := hexFloat(t, ir.F80, "7FFFC000000000000002")
	unnormal := hexFloat(t, ir.F80, "3FFF0000000000000001")
	inf := Inf(ir.F80, false)
	tests := []struct {
		name string
		got  result
		want string
		st   Status
	}{
		{"1 + sNaN", res(Add(one, snan, NearestEven)), "ffffc000000000000001", InvalidOp},
		{"qNaN * sNaN", res(Mul(qnan, snan, NearestEven)), "7fffc000000000000002", InvalidOp},
		{"unnormal - 1", res(Sub(unnormal, one, NearestEven)), "7fff4000000000000001", InvalidOp},
		{"inf - inf", res(Sub(inf, inf, NearestEven)), "7fffc000000000000000", InvalidOp},
		{"0 * inf", res(Mul(Zero(ir.F80, true), inf, NearestEven)), "7fffc000000000000000", InvalidOp},
		{"0 / 0", res(Div(Zero(ir.F80, false), Zero(ir.F80, true), NearestEven)), "7fffc000000000000000", InvalidOp},
		{"1 / -0", res(Div(one, Zero(ir.F80, true), NearestEven)), "ffff8000000000000000", DivByZero},
		{"mod(inf, 1)", res(Mod(inf, one)), "7fffc000000000000000", InvalidOp},
		{"mod(1, qNaN)", res(Mod(one, qnan)), "7fffc000000000000002", OK},
	}
	for _, tc := range tests {
		if got := hexOf(tc.got.x); got != tc.want || tc.got.st != tc.st {
			t.Errorf("%s: got %s status %v, want %s status %v", tc.name, got, tc.got.st, tc.want, tc.st)
		}
	}
	if !snan.IsSignaling() || qnan.IsSignaling() || !unnormal.IsSignaling() {
		t.Error("signaling NaNs are those with the quiet bit clear")
	}
}

// result is an operation's value and status.
type result struct {
	x  Float
	st Status
}

func res(x Float, st Status) result { return result{x, st} }

// TestModAndRounding checks fmod (exact, with the dividend's sign) and rounding to integers.
func TestModAndRounding(t *testing.T) {
	f := func(v float64) Float { return FromFloat64(ir.F128, v) }
	mods := []struct{ x, y, want float64 }{
		{5.5, 2, 1.5}, {-5.5, 2, -1.5}, {5.5, -2, 1.5}, {-4, 2, math.Copysign(0, -1)},
		{1e300, 7, 1}, {0x1p-1000, 3, 0x1p-1000}, {7, math.Inf(1), 7},
	}
	for _, m := range mods {
		got, _ := Mod(f(m.x), f(m.y))
		if v := got.Float64(); v != m.want || math.Signbit(v) != math.Signbit(m.want) {
			t.Errorf("mod(%g, %g) = %g, want %g", m.x, m.y, v, m.want)
		}
	}
	// 1e300 mod 3 in f80 is exact although 1e300 is far beyond 2^64.
	want := new(big.Int).Mod(func() *big.Int { i, _ := exact(FromFloat64(ir.F80, 1e300)).Int(nil); return i }(), big.NewInt(3))
	if got, _ := Mod(FromFloat64(ir.F80, 1e300), FromFloat64(ir.F80, 3)); got.Float64() != float64(want.Int64()) {
		t.Errorf("f80 mod(1e300, 3) = %g, want %d", got.Float64(), want)
	}
	rounds := []struct {
		v    float64
		rm   RoundingMode
		want float64
	}{
		{-2.5, Upward, -2}, {-2.5, Downward, -3}, {-2.5, NearestEven, -2}, {2.5, NearestAway, 3},
		{0.5, NearestEven, 0}, {-0.5, NearestEven, math.Copysign(0, -1)}, {-0.25, Upward, math.Copysign(0, -1)},
		{0x1p100 + 1024, TowardZero, 0x1p100 + 1024},
	}
	for _, r := range rounds {
		got, _ := RoundToIntegral(f(r.v), r.rm)
		if v := got.Float64(); v != r.want || math.Signbit(v) != math.Signbit(r.want) {
			t.Errorf("round(%g, %d) = %g, want %g", r.v, r.rm, v, r.want)
		}
	}
}

// TestIntegers checks conversions from integers (one rounding) and to them (truncation, with
// out-of-range values refused).
func TestIntegers(t *testing.T) {
	odd := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 65), big.NewInt(1))
	if r, st := FromInt(ir.F80, odd, NearestEven); hexOf(r) != "40408000000000000000" || st != Inexact {
		t.Errorf("2^65+1 in f80: %s %v", hexOf(r), st)
	}
	if r, _ := FromInt(ir.F80, odd, Upward); hexOf(r) != "40408000000000000001" {
		t.Errorf("2^65+1 upward in f80: %s", hexOf(r))
	}
	if r, _ := FromInt(ir.F128, big.NewInt(0), NearestEven); hexOf(r) != "0" {
		t.Errorf("0 in f128: %s", hexOf(r))
	}
	toInt := []struct {
		v      float64
		width  int
		signed bool
		want   int64
		ok     bool
	}{
		{-123456789.75, 64, true, -123456789, true},
		{255.9, 8, false, 255, true},
		{256, 8, false, 0, false},
		{-128.9, 8, true, -128, true},
		{-129, 8, true, 0, false},
		{128, 8, true, 0, false},
		{-0.75, 32, false, 0, true},
		{-1, 32, false, 0, false},
		{math.NaN(), 32, true, 0, false},
		{math.Inf(-1), 32, true, 0, false},
	}
	for _, c := range toInt {
		v, ok := FromFloat64(ir.F80, c.v).ToInt(c.width, c.signed)
		if ok != c.ok || ok && v.Int64() != c.want {
			t.Errorf("%g to i%d (signed %v): %v %v, want %d %v", c.v, c.width, c.signed, v, ok, c.want, c.ok)
		}
	}
}

// TestConvert checks conversions between formats: exact ones keep everything, inexact ones
// round, and NaNs move their payload as APFloat moves it.
func TestConvert(t *testing.T) {
	tests := []struct {
		from     ir.FloatKind
		enc      string
		to       ir.FloatKind
		rm       RoundingMode
		want     string
		st       Status
		lossless bool
	}{
		{ir.F80, "3ffbcccccccccccccccd", ir.F64, NearestEven, "3fb999999999999a", Inexact, false},
		{ir.F80, "3ffbcccccccccccccccd", ir.F64, TowardZero, "3fb9999999999999", Inexact, false},
		{ir.F80, "3ffbccccccccccccd000", ir.F64, NearestEven, "3fb999999999999a", OK, true},
		{ir.F128, "3c000000000000000000000000000000", ir.F64, NearestEven, "8000000000000", OK, true}, // to a subnormal
		{ir.F64, "7ff8000000000001", ir.F80, NearestEven, "7fffc000000000000800", OK, true},
		{ir.F32, "7f800001", ir.F128, NearestEven, "7fff8000020000000000000000000000", InvalidOp, true},
		{ir.F80, "7fffc000000000000800", ir.F64, NearestEven, "7ff8000000000001", OK, true},
		{ir.F80, "7fffc000000000000001", ir.F64, NearestEven, "7ff8000000000000", OK, false},
		{ir.F80, "7fff4000000000000000", ir.F64, NearestEven, "7ff8000000000000", OK, false},
		{ir.F80, "7fff0000000000000000", ir.F128, NearestEven, "7fff8000000000000000000000000000", InvalidOp, false},
		{ir.F128, "7fff8000000000000000000000000000", ir.F80, NearestEven, "7fffc000000000000000", OK, true},
		{ir.F128, "7fff0000000000000000000000000000", ir.F16, NearestEven, "7c00", OK, true},
	}
	for _, tc := range tests {
		r, st, lossless := hexFloat(t, tc.from, tc.enc).Convert(tc.to, tc.rm)
		if hexOf(r) != tc.want || st != tc.st || lossless != tc.lossless {
			t.Errorf("%v %s to %v: %s %v %v, want %s %v %v", tc.from, tc.enc, tc.to, hexOf(r), st, lossless, tc.want, tc.st, tc.lossless)
		}
	}
}

// TestParseDecimal checks correctly rounded decimal input, through the subnormal range and
// past both ends.
func TestParseDecimal(t *testing.T) {
	tests := []struct {
		k    ir.FloatKind
		s    string
		rm   RoundingMode
		want string
	}{
		{ir.F80, "0.1", NearestEven, "3ffbcccccccccccccccd"},
		{ir.F80, "-0.1", TowardZero, "bffbcccccccccccccccc"},
		{ir.F128, "0.1", NearestEven, "3ffb999999999999999999999999999a"},
		{ir.F80, "1.000000e+00", NearestEven, "3fff8000000000000000"},
		{ir.F80, "18446744073709551617", NearestEven, "403f8000000000000000"}, // a tie to even
		{ir.F80, "18446744073709551619", NearestEven, "403f8000000000000002"}, // a tie to even, upward
		{ir.F80, "3.645200e-4951", NearestEven, "1"},
		{ir.F80, "1.8e-4951", NearestEven, "0"},
		{ir.F80, "1.9e-4951", NearestEven, "1"},
		{ir.F80, "1e-6000", Upward, "1"},
		{ir.F128, "-1e-6000", NearestEven, "80000000000000000000000000000000"},
		{ir.F128, "1e5000", NearestEven, "7fff0000000000000000000000000000"},
		{ir.F80, "1e5000", TowardZero, "7ffeffffffffffffffff"},
		{ir.F80, "1.18973149535723176502E+4932", NearestEven, "7ffeffffffffffffffff"},
		{ir.F64, "2.2250738585072011e-308", NearestEven, "fffffffffffff"},
		{ir.F32, "1e-45", NearestEven, "1"},
	}
	for _, tc := range tests {
		r, _, err := ParseDecimal(tc.k, tc.s, tc.rm)
		if err != nil || hexOf(r) != tc.want {
			t.Errorf("%v %s: %s %v, want %s", tc.k, tc.s, hexOf(r), err, tc.want)
		}
	}
	for _, bad := range []string{"", "1e", "1.2.3", "x"} {
		if _, _, err := ParseDecimal(ir.F80, bad, NearestEven); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// TestMinMax checks LLVM's maximum/minimum (NaN-propagating) and maxnum/minnum (NaN-ignoring
// but for signaling NaNs), which all order -0 below +0.
func TestMinMax(t *testing.T) {
	nz, pz := Zero(ir.F128, true), Zero(ir.F128, false)
	qnan := DefaultNaN(ir.F128)
	snan := hexFloat(t, ir.F128, "7fff0000000000000000000000000001")
	two := FromFloat64(ir.F128, 2)
	tests := []struct {
		name      string
		got, want Float
	}{
		{"maximum(-0, +0)", Maximum(nz, pz), pz},
		{"minimum(+0, -0)", Minimum(pz, nz), nz},
		{"maxnum(-0, +0)", Maxnum(nz, pz), pz},
		{"minnum(+0, -0)", Minnum(pz, nz), nz},
		{"maximum(2, qNaN)", Maximum(two, qnan), qnan},
		{"maxnum(qNaN, 2)", Maxnum(qnan, two), two},
		{"minnum(2, sNaN)", Minnum(two, snan), snan.Quiet()},
		{"minimum(2, -2)", Minimum(two, two.Neg()), two.Neg()},
	}
	for _, tc := range tests {
		if hexOf(tc.got) != hexOf(tc.want) {
			t.Errorf("%s = %s, want %s", tc.name, hexOf(tc.got), hexOf(tc.want))
		}
	}
	if Compare(nz, pz) != Equal || Compare(qnan, qnan) != Unordered || Compare(two.Neg(), nz) != Less {
		t.Error("Compare orders by value")
	}
}
