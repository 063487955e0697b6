package ir

import (
	"math"
	"testing"
)

// TestUnsignedFloatSign checks how f8E8M0FNU, which has no sign bit and no zero, holds the sign
// APFloat keeps on its values: raw bits with the sign beside the format, an encoding with the
// sign ORed into the top bit, zeros and underflows as the positive smallest value.
func TestUnsignedFloatSign(t *testing.T) {
	k := F8E8M0FNU
	cases := []struct {
		v        float64
		negative bool
		encoding uint64
		back     float64
	}{
		{2, false, 0x80, 2},
		{-2, true, 0x80, -2},
		{-0.5, true, 0xFE, -0.5},
		{0, false, 0x00, 0x1p-127},
		{math.Copysign(0, -1), false, 0x00, 0x1p-127},
		{-0x1p-128, false, 0x00, 0x1p-127}, // a tie, rounded to zero
		{-0x1.8p-128, true, 0x80, -0x1p-127},
		{-3, true, 0x81, -4},               // a one-bit significand rounds the tie away from zero
		{-0x1p128, true, 0xFF, math.NaN()}, // overflow: a NaN that keeps the sign
	}
	for _, c := range cases {
		raw := k.Float64ToBits(c.v)
		if got := raw&k.SignBit() != 0; got != c.negative {
			t.Errorf("Float64ToBits(%v) = %#x: negative %v, want %v", c.v, raw, got, c.negative)
		}
		if got := k.FloatBitsEncoding(raw); got != c.encoding {
			t.Errorf("FloatBitsEncoding(Float64ToBits(%v)) = %#x, want %#x", c.v, got, c.encoding)
		}
		if got := k.BitsToFloat64(raw); got != c.back && !(math.IsNaN(got) && math.IsNaN(c.back)) {
			t.Errorf("BitsToFloat64(Float64ToBits(%v)) = %v, want %v", c.v, got, c.back)
		}
	}
	if F16.SignBit() != 0x8000 || F8E4M3FNUZ.SignBit() != 0x80 {
		t.Errorf("SignBit of a signed format is its top bit: f16 %#x, f8E4M3FNUZ %#x", F16.SignBit(), F8E4M3FNUZ.SignBit())
	}
}
