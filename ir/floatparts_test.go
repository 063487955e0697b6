package ir

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

func hexInt(t *testing.T, s string) *big.Int {
	t.Helper()
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	return v
}

// TestUnpackWide checks how f80 and f128 encodings read, as APFloat's initFromAPInt reads them.
func TestUnpackWide(t *testing.T) {
	tests := []struct {
		kind  FloatKind
		enc   string
		class FloatClass
		neg   bool
		value float64 // for finite values: the float64 nearest
	}{
		{F80, "00000000000000000000", FloatZero, false, 0},
		{F80, "80000000000000000000", FloatZero, true, 0},
		{F80, "3FFF8000000000000000", FloatFinite, false, 1},
		{F80, "BFFFC000000000000000", FloatFinite, true, -1.5},
		{F80, "00000000000000000001", FloatFinite, false, 0},                            // smallest subnormal
		{F80, "00008000000000000000", FloatFinite, false, 0},                            // pseudo-denormal: 2^-16382
		{F80, "7FFEFFFFFFFFFFFFFFFF", FloatFinite, false, math.Inf(1)},                  // largest finite
		{F80, "7FFF8000000000000000", FloatInf, false, 0},                               // infinity
		{F80, "FFFF8000000000000000", FloatInf, true, 0},                                //
		{F80, "7FFF0000000000000000", FloatNaN, false, 0},                               // pseudo-infinity
		{F80, "7FFFC000000000000000", FloatNaN, false, 0},                               // default NaN
		{F80, "FFFF8000000000000001", FloatNaN, true, 0},                                // signaling NaN
		{F80, "3FFF0000000000000001", FloatNaN, false, 0},                               // unnormal
		{F128, "3FFF0000000000000000000000000000", FloatFinite, false, 1},               //
		{F128, "00000000000000000000000000000001", FloatFinite, false, 0},               // smallest subnormal
		{F128, "7FFF0000000000000000000000000000", FloatInf, false, 0},                  //
		{F128, "FFFF8000000000000000000000000001", FloatNaN, true, 0},                   //
		{F128, "3FFB999999999999A000000000000000", FloatFinite, false, 0.1},             // float64's 0.1
		{F128, "BC008000000000000000000000000000", FloatFinite, true, -1.5 * 0x1p-1023}, // a float64 subnormal
	}
	for _, tc := range tests {
		enc := hexInt(t, tc.enc)
		p := tc.kind.Unpack(enc)
		if p.Class != tc.class || p.Neg != tc.neg {
			t.Errorf("%v %s: class %d neg %v, want %d %v", tc.kind, tc.enc, p.Class, p.Neg, tc.class, tc.neg)
		}
		if got := tc.kind.WideToFloat64(enc); tc.class == FloatFinite && got != tc.value {
			t.Errorf("%v %s: value %g, want %g", tc.kind, tc.enc, got, tc.value)
		}
	}
	// The pseudo-denormal is the smallest normal, 2^-16382.
	if p := F80.Unpack(hexInt(t, "00008000000000000000")); p.Sig.Cmp(new(big.Int).Lsh(big.NewInt(1), 63)) != 0 || p.Exp != -16382-63 {
		t.Errorf("pseudo-denormal: sig %v exp %d", p.Sig, p.Exp)
	}
}

// TestCanonicalEncoding checks the encodings APFloat writes back: f80's pseudo-denormals
// become normal and its unnormals NaNs; everything else, and every f128, stays.
func TestCanonicalEncoding(t *testing.T) {
	tests := []struct {
		kind    FloatKind
		in, out string
	}{
		{F80, "00008000000000000000", "18000000000000000"},
		{F80, "8000C000000000000001", "8001C000000000000001"},
		{F80, "3FFF0000000000000001", "7FFF0000000000000001"},
		{F80, "40007FFFFFFFFFFFFFFF", "7FFF7FFFFFFFFFFFFFFF"},
		{F80, "7FFF0000000000000000", "7FFF0000000000000000"},
		{F80, "00004000000000000000", "4000000000000000"},
		{F80, "3FFF8000000000000001", "3FFF8000000000000001"},
		{F128, "00000000000000000000000000000001", "1"},
		{F128, "FFFF0000000000000000000000000001", "FFFF0000000000000000000000000001"},
	}
	for _, tc := range tests {
		if got := tc.kind.CanonicalEncoding(hexInt(t, tc.in)); got.Cmp(hexInt(t, tc.out)) != 0 {
			t.Errorf("%v %s: got %X, want %s", tc.kind, tc.in, got, tc.out)
		}
	}
	// Every f128 encoding and every f80 encoding with a consistent integer bit reads back.
	rng := rand.New(rand.NewSource(1))
	for range 2000 {
		for _, k := range []FloatKind{F80, F128} {
			w := k.Semantics().Width
			enc := new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(w)))
			if k == F80 {
				field := new(big.Int).Rsh(enc, 64).Int64() & 0x7FFF
				enc.SetBit(enc, 63, map[bool]uint{true: 0, false: 1}[field == 0])
			}
			if got := k.CanonicalEncoding(enc); got.Cmp(enc) != 0 {
				t.Fatalf("%v %X reads back as %X", k, enc, got)
			}
		}
	}
}

// TestFloat64ToWide checks that float64 values widen exactly and NaNs move as APFloat moves
// them (payload shifted to the top, quieted, f80's integer bit set).
func TestFloat64ToWide(t *testing.T) {
	tests := []struct {
		kind FloatKind
		v    uint64 // float64 bits
		want string
	}{
		{F80, math.Float64bits(0.1), "3FFBCCCCCCCCCCCCD000"},
		{F128, math.Float64bits(0.1), "3FFB999999999999A000000000000000"},
		{F80, 1, "3BCD8000000000000000"}, // the smallest subnormal is normal in f80
		{F80, 1 << 63, "80000000000000000000"},
		{F80, math.Float64bits(math.Inf(-1)), "FFFF8000000000000000"},
		{F128, math.Float64bits(math.Inf(1)), "7FFF0000000000000000000000000000"},
		{F80, 0x7FF8000000000001, "7FFFC000000000000800"},
		{F80, 0x7FF0000000000001, "7FFFC000000000000800"}, // signaling: quieted
		{F128, 0xFFF8000000000000, "FFFF8000000000000000000000000000"},
	}
	for _, tc := range tests {
		if got := tc.kind.Float64ToWide(math.Float64frombits(tc.v)); got.Cmp(hexInt(t, tc.want)) != 0 {
			t.Errorf("%v %#x: got %X, want %s", tc.kind, tc.v, got, tc.want)
		}
	}
}

// TestWideToFloat64Rounds checks that the float64 value of an f80 rounds to nearest even,
// overflows to infinity and underflows to zero.
func TestWideToFloat64Rounds(t *testing.T) {
	tests := []struct {
		enc  string
		want float64
	}{
		{"3FFF8000000000000001", 1},                    // 1 + 2^-63
		{"3FFF8000000000000400", 1},                    // 1 + 2^-53, a tie to even
		{"3FFF8000000000000C00", 1 + 0x1p-51},          // 1 + 3·2^-53, a tie to even
		{"3FFF8000000000000401", 1 + 0x1p-52},          // just above the tie
		{"43FF8000000000000000", math.Inf(1)},          // 2^1024
		{"C3FEFFFFFFFFFFFFFC00", math.Inf(-1)},         // halfway above the largest finite: a tie to infinity
		{"3BCC8000000000000000", 0},                    // 2^-1075, a tie to zero
		{"3BCCC000000000000000", 0x1p-1074},            // 1.5·2^-1075
		{"3C00C000000000000000", 1.5 * 0x1p-1023},      // a float64 subnormal
		{"BFFBCCCCCCCCCCCCCCCD", -0.1},                 // f80's nearest to -0.1
		{"00000000000000000001", 0},                    //
		{"80000000000000000000", math.Copysign(0, -1)}, //
	}
	for _, tc := range tests {
		got := F80.WideToFloat64(hexInt(t, tc.enc))
		if got != tc.want || math.Signbit(got) != math.Signbit(tc.want) {
			t.Errorf("%s: got %g, want %g", tc.enc, got, tc.want)
		}
	}
}

// TestWideFloatAttrs checks that float attributes of f80 keep the encoding APFloat writes
// back, so that a pseudo-denormal and the normal value it stands for are one attribute, while
// dense elements keep their raw bits.
func TestWideFloatAttrs(t *testing.T) {
	c := NewContext()
	f80 := c.FloatType(F80)
	pseudo := c.FloatAttrFromEncoding(f80, hexInt(t, "00008000000000000000"))
	normal := c.FloatAttrFromEncoding(f80, hexInt(t, "00018000000000000000"))
	if pseudo != normal {
		t.Error("a pseudo-denormal and its normal value must be one attribute")
	}
	if normal.Bits != 0x8000000000000000 || normal.Wide.Cmp(hexInt(t, "18000000000000000")) != 0 || normal.Value != 0 {
		t.Errorf("attribute holds bits %#x wide %X value %g", normal.Bits, normal.Wide, normal.Value)
	}
	one := c.FloatAttr(f80, 1)
	if one.Encoding().Cmp(hexInt(t, "3FFF8000000000000000")) != 0 || one.Value != 1 {
		t.Errorf("1.0: encoding %X value %g", one.Encoding(), one.Value)
	}
	if c.FloatAttrFromBits(f80, 0) != c.FloatAttr(f80, 0) {
		t.Error("the zero bits of f80 are +0")
	}
	if nz := c.FloatAttr(c.FloatType(F128), math.Copysign(0, -1)); nz.Wide.Cmp(new(big.Int).Lsh(big.NewInt(1), 127)) != 0 {
		t.Errorf("-0 in f128: %X", nz.Wide)
	}
	vt := c.VectorType([]int64{2}, f80, nil)
	d := c.WideDenseElementsAttr(vt, []*big.Int{hexInt(t, "00008000000000000000"), big.NewInt(-1)})
	if d.Splat || d.Wide[0].Cmp(hexInt(t, "8000000000000000")) != 0 || d.Wide[1].Cmp(hexInt(t, "FFFFFFFFFFFFFFFFFFFF")) != 0 {
		t.Errorf("dense f80 holds %X", d.Wide)
	}
	if z := c.DenseElementsAttr(vt, []uint64{0}); !z.Splat || z.Data != nil || len(z.Wide) != 1 || z.Wide[0].Sign() != 0 {
		t.Errorf("dense f80 zero holds %v %v", z.Data, z.Wide)
	}
}
