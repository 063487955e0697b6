// The algorithm and coefficients in this file are those of the single-precision sine and
// cosine of ARM's optimized-routines (Szabolcs Nagy), which glibc uses since 2.28, whose
// notice is kept here as it asks:
//
//	Copyright (c) 2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import "math"

// sincosfPoly holds the polynomials of glibc's sinf and cosf: cosine c0..c4 and sine s1..s3
// (odd powers from x^3), in double. The second entry negates the cosine polynomial.
type sincosfPoly struct {
	c [5]float64
	s [3]float64
}

var sincosfTable = [2]sincosfPoly{
	{c: [5]float64{0x1p0, -0x1.ffffffd0c621cp-2, 0x1.55553e1068f19p-5, -0x1.6c087e89a359dp-10, 0x1.99343027bf8c3p-16},
		s: [3]float64{-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13}},
	{c: [5]float64{-0x1p0, 0x1.ffffffd0c621cp-2, -0x1.55553e1068f19p-5, 0x1.6c087e89a359dp-10, -0x1.99343027bf8c3p-16},
		s: [3]float64{-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13}},
}

// invPio4 is 4/pi to 192 bits, 8 new bits an entry.
var invPio4 = [24]uint32{
	0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e,
	0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
	0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1,
	0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
	0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599,
	0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041,
}

const (
	hpiInv24 = 0x1.45F306DC9C883p+23 // 2/pi * 2^24
	hpi      = 0x1.921FB54442D18p0   // pi/2
	pi63     = 0x1.921FB54442D18p-62 // 2pi * 2^-64
)

// abstop12 is the top 12 bits of a float's representation, sign cleared.
func abstop12(x float32) uint32 { return f32bits(x) >> 20 & 0x7ff }

// sinfPoly evaluates the sine (even n) or cosine (odd n) polynomial of p at x, x2 = x*x, as
// glibc's x86-64 FMA build (which it selects on CPUs with FMA) contracts it.
func sinfPoly(x, x2 float64, p *sincosfPoly, n int) float32 {
	if n&1 == 0 {
		x3 := x * x2
		s1 := math.FMA(x2, p.s[2], p.s[1])
		x7 := x3 * x2
		s := math.FMA(x3, p.s[0], x)
		return float32(math.FMA(x7, s1, s))
	}
	x4 := x2 * x2
	c2 := math.FMA(x2, p.c[4], p.c[3])
	c1 := math.FMA(x2, p.c[1], p.c[0])
	x6 := x4 * x2
	c := math.FMA(x4, p.c[2], c1)
	return float32(math.FMA(x6, c2, c))
}

// reduceFast reduces x (|x| < 120) to [-pi/4, pi/4] with one multiply-subtract, fused or
// not, returning the remainder and the quadrant.
func reduceFast(x float64, fused bool) (float64, int) {
	r := x * hpiInv24
	n := (int32(r) + 0x800000) >> 24
	if fused {
		return math.FMA(-float64(n), hpi, x), int(n)
	}
	return x - float64(float64(n)*hpi), int(n)
}

// reduceLarge reduces the float of bits xi (|x| >= 2) with integer arithmetic on 4/pi.
func reduceLarge(xi uint32) (float64, int) {
	arr := invPio4[(xi>>26)&15:]
	shift := (xi >> 23) & 7
	xi = (xi&0xffffff | 0x800000) << shift
	res0 := uint64(xi * arr[0])
	res1 := uint64(xi) * uint64(arr[4])
	res2 := uint64(xi) * uint64(arr[8])
	res0 = res2>>32 | res0<<32
	res0 += res1
	n := (res0 + 1<<61) >> 62
	res0 -= n << 62
	return float64(int64(res0)) * pi63, int(n)
}

// sinCosf is glibc's sinf (cos false) or cosf (cos true): a NaN for an infinity.
func sinCosf(y float32, cos bool) float32 {
	if abstop12(y) >= abstop12(float32(math.Inf(1))) {
		return float32(math.NaN())
	}
	x := float64(y)
	p := &sincosfTable[0]
	odd := 0
	if cos {
		odd = 1
	}
	switch {
	case abstop12(y) < abstop12(float32(0x1.921FB54442D18p-1)):
		if abstop12(y) < abstop12(0x1p-12) {
			if cos {
				return 1
			}
			return y
		}
		return sinfPoly(x, x*x, p, odd)
	case abstop12(y) < abstop12(120):
		r, n := reduceFast(x, true)
		s := quadrantSign(n)
		if n&2 != 0 {
			p = &sincosfTable[1]
		}
		return sinfPoly(r*s, r*r, p, n^odd)
	}
	xi := f32bits(y)
	sign := int(xi >> 31)
	r, n := reduceLarge(xi)
	s := quadrantSign(n + sign)
	if (n+sign)&2 != 0 {
		p = &sincosfTable[1]
	}
	return sinfPoly(r*s, r*r, p, n^odd)
}

// quadrantSign is the sign of the sine in quadrant n (mod 4).
func quadrantSign(n int) float64 {
	if n&3 == 1 || n&3 == 2 {
		return -1
	}
	return 1
}

// Sinf is glibc's sinf, as its x86-64 FMA build contracts it.
func Sinf(x float32) float32 { return sinCosf(x, false) }

// Cosf is glibc's cosf, as its x86-64 FMA build contracts it.
func Cosf(x float32) float32 { return sinCosf(x, true) }
