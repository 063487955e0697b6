// The algorithm and coefficients in this file are those of the single-precision power
// function of ARM's optimized-routines (Szabolcs Nagy), which glibc uses since 2.28, whose
// notice is kept here as it asks:
//
//	Copyright (c) 2017-2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import "math"

// glibc's powf computes log2 x in double over log2f's table (log2fTab), multiplies by y and
// takes exp2f's exponential of the product, rounding once to float at the end; Powf
// follows its -mfma build, which glibc runs on CPUs with FMA, with GCC 12's contractions.

// powfPoly approximates log2(1+r) as A0 r^5 + A1 r^4 + A2 r^3 + A3 r^2 + A4 r.
var powfPoly = [5]float64{0x1.27616c9496e0bp-2, -0x1.71969a075c67ap-2, 0x1.ec70a6ca7baddp-2,
	-0x1.7154748bef6c8p-1, 0x1.71547652ab82bp0}

// powfLog2 is log2 of the float of bits ix (a subnormal normalized with a negative exponent).
func powfLog2(ix uint32) float64 {
	i, k, z := logfReduce(ix)
	invc, logc := log2fTab[i][0], log2fTab[i][1]
	a := &powfPoly
	r := math.FMA(z, invc, -1)
	r2 := r * r
	y := math.FMA(r, a[0], a[1])
	p := math.FMA(r, a[2], a[3])
	q := math.FMA(r, a[4], logc+float64(k))
	q = math.FMA(r2, p, q)
	return math.FMA(r2*r2, y, q)
}

// powfCheckInt is 0 when the nonzero finite float of bits iy is not an integer, 1 when it is
// an odd one, 2 when an even one.
func powfCheckInt(iy uint32) int {
	e := int(iy >> 23 & 0xff)
	switch {
	case e < 0x7f:
		return 0
	case e > 0x7f+23:
		return 2
	case iy&(1<<(0x7f+23-e)-1) != 0:
		return 0
	case iy&(1<<(0x7f+23-e)) != 0:
		return 1
	}
	return 2
}

// zeroInfNaNf reports whether the float of bits i is zero, infinite or NaN.
func zeroInfNaNf(i uint32) bool { return 2*i-1 >= 2*0x7f800000-1 }

// Powf is glibc's powf (e_powf.c) as its FMA build computes it, for arguments that are not
// NaN (the caller gives those glibc's results).
func Powf(x, y float32) float32 {
	ix, iy := f32bits(x), f32bits(y)
	negative := false
	if ix-0x00800000 >= 0x7f800000-0x00800000 || zeroInfNaNf(iy) {
		if zeroInfNaNf(iy) {
			switch {
			case 2*iy == 0 || ix == 0x3f800000:
				return 1
			case x != x || y != y:
				return x + y
			case 2*ix == 2*0x3f800000:
				return 1
			case (2*ix < 2*0x3f800000) == (iy&0x80000000 == 0):
				return 0 // |x| < 1 and y = inf, or |x| > 1 and y = -inf
			}
			return y * y
		}
		if zeroInfNaNf(ix) {
			x2 := float32(x * x)
			if ix&0x80000000 != 0 && powfCheckInt(iy) == 1 {
				x2 = -x2
			}
			if iy&0x80000000 != 0 {
				return 1 / x2
			}
			return x2
		}
		if ix&0x80000000 != 0 {
			// Finite x < 0.
			switch powfCheckInt(iy) {
			case 0:
				return float32(math.NaN())
			case 1:
				negative = true
			}
			ix &= 0x7fffffff
		}
		if ix < 0x00800000 {
			ix = f32bits(x*0x1p23)&0x7fffffff - 23<<23
		}
	}
	ylogx := float64(y) * powfLog2(ix)
	sign := 1.0
	if negative {
		sign = -1
	}
	if math.Float64bits(ylogx)>>47&0xffff >= math.Float64bits(126)>>47 {
		// |y log2 x| >= 126.
		switch {
		case ylogx > 0x1.fffffffd1d571p+6:
			return float32(sign * math.Inf(1))
		case ylogx <= -150:
			return float32(sign * 0)
		case ylogx < -149:
			return float32(sign * 0x1p-149) // glibc's __math_may_uflowf
		}
	}
	return float32(exp2fInline(ylogx, negative))
}
