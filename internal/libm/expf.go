// The algorithm and coefficients in this file are those of the single-precision exponential
// of ARM's optimized-routines (Szabolcs Nagy), which glibc uses since 2.28, whose notice is
// kept here as it asks:
//
//	Copyright (c) 2017-2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import (
	"math"
	"sync"
)

// expfBits is the table size of glibc's expf: 2^(i/32) for i < 32.
const expfBits = 5

var (
	expfOnce sync.Once
	// expfTab[i] is the bits of 2^(i/32) rounded to double, less i << 47 (the exponent k
	// adds back).
	expfTab [1 << expfBits]uint64
)

// expfPoly approximates 2^(r/32) - 1 as C0 r^3 + C1 r^2 + C2 r, scaled for the table size.
var expfPoly = [3]float64{0x1.c6af84b912394p-5 / 32 / 32 / 32, 0x1.ebfce50fac4f3p-3 / 32 / 32, 0x1.62e42ff0c52d6p-1 / 32}

func expfTable() {
	expfOnce.Do(func() {
		constants()
		p := uint(crPrec + 64)
		for i := range expfTab {
			e := crExp(newF(p).Quo(newF(p).Mul(bigLn2, fromF64(float64(i), p)), fromF64(1<<expfBits, p)))
			f, _ := e.Float64()
			expfTab[i] = math.Float64bits(f) - uint64(i)<<(52-expfBits)
		}
	})
}

// Expf is glibc's expf, as its x86-64 FMA build (selected on CPUs with FMA) contracts it.
func Expf(x float32) float32 {
	xd := float64(x)
	if abstop12(x) >= abstop12(88) {
		switch {
		case x != x:
			return x + x
		case math.IsInf(xd, -1):
			return 0
		case math.IsInf(xd, 1) || x > 0x1.62e42ep6:
			return float32(math.Inf(1))
		case x < -0x1.9fe368p6:
			return 0
		}
	}
	expfTable()
	const shift = 0x1.8p+52
	z := 0x1.71547652b82fep+0 * (1 << expfBits) * xd
	kd := float64(z + shift)
	ki := math.Float64bits(kd)
	kd -= shift
	r := z - kd
	t := expfTab[ki%(1<<expfBits)] + ki<<(52-expfBits)
	s := math.Float64frombits(t)
	zp := math.FMA(expfPoly[0], r, expfPoly[1])
	r2 := r * r
	y := math.FMA(expfPoly[2], r, 1)
	y = math.FMA(zp, r2, y)
	return float32(y * s)
}

// exp2fPoly approximates 2^r - 1 as C0 r^3 + C1 r^2 + C2 r.
var exp2fPoly = [3]float64{0x1.c6af84b912394p-5, 0x1.ebfce50fac4f3p-3, 0x1.62e42ff0c52d6p-1}

// Exp2f is glibc's exp2f, as its x86-64 FMA build contracts it.
func Exp2f(x float32) float32 {
	xd := float64(x)
	if abstop12(x) >= abstop12(128) {
		switch {
		case math.IsInf(xd, -1):
			return 0
		case abstop12(x) >= abstop12(float32(math.Inf(1))):
			return x + x
		case x > 0:
			return float32(math.Inf(1))
		case x <= -150:
			return 0
		}
	}
	return float32(exp2fInline(xd, false))
}

// exp2fInline is 2^xd, negated when negative, for |xd| < 150 (exp2_inline of glibc's
// e_powf.c, the core of exp2f), as glibc's FMA build computes it.
func exp2fInline(xd float64, negative bool) float64 {
	expfTable()
	const shift = 0x1.8p52 / (1 << expfBits)
	kd := xd + shift
	ki := math.Float64bits(kd)
	kd -= shift
	r := xd - kd
	t := expfTab[ki%(1<<expfBits)] + ki<<(52-expfBits)
	if negative {
		t += 1 << 63 // the sign of the scale
	}
	z := math.FMA(exp2fPoly[0], r, exp2fPoly[1])
	y := math.FMA(exp2fPoly[2], r, 1)
	return math.FMA(z, r*r, y) * math.Float64frombits(t)
}
