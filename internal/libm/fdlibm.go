// The algorithms and coefficients in this file are those of fdlibm, whose notice is kept
// here as it asks:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.

package libm

import "math"

// Double functions glibc computes with the fdlibm algorithms on top of its exp, log, expm1
// and log1p: reproducing those steps in float64 arithmetic (products converted explicitly, so
// that no fused multiply-add changes their rounding) over glibc's exp (exp.go), log (log.go),
// expm1 and log1p (expm1.go) gives glibc's results.

const ln2 = 6.93147180559945286227e-01

// Sinh is glibc's sinh (e_sinh.c).
func Sinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	h := 0.5
	if x < 0 {
		h = -h
	}
	a := math.Abs(x)
	switch {
	case a < 22:
		if a < 0x1p-28 {
			return x
		}
		t := Expm1(a)
		if a < 1 {
			return h * (2*t - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	case a < 709.782712893384:
		return h * Exp(a)
	}
	w := Exp(0.5 * a)
	return h * w * w
}

// Cosh is glibc's cosh (e_cosh.c).
func Cosh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	a := math.Abs(x)
	switch {
	case a < 0.5*ln2:
		t := Expm1(a)
		w := 1 + t
		if a < 0x1p-55 {
			return w
		}
		return 1 + float64(t*t)/(w+w)
	case a < 22:
		t := Exp(a)
		return float64(0.5*t) + 0.5/t
	case a < 709.782712893384:
		return 0.5 * Exp(a)
	}
	w := Exp(0.5 * a)
	return 0.5 * w * w
}

// Tanh is glibc's tanh (s_tanh.c).
func Tanh(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	a := math.Abs(x)
	var z float64
	switch {
	case a < 0x1p-55:
		return x
	case a < 22:
		if a >= 1 {
			t := Expm1(2 * a)
			z = 1 - 2/(t+2)
		} else {
			t := Expm1(-2 * a)
			z = -t / (t + 2)
		}
	default:
		z = 1
	}
	if x < 0 {
		return -z
	}
	return z
}

// Asinh is glibc's asinh (s_asinh.c).
func Asinh(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	a := math.Abs(x)
	var w float64
	switch {
	case a < 0x1p-28:
		return x
	case a > 0x1p28:
		w = Log(a) + ln2
	case a > 2:
		w = Log(2*a + 1/(math.Sqrt(float64(x*x)+1)+a))
	default:
		t := x * x
		w = Log1p(a + t/(1+math.Sqrt(1+t)))
	}
	if x < 0 {
		return -w
	}
	return w
}

// Acosh is glibc's acosh (e_acosh.c).
func Acosh(x float64) float64 {
	switch {
	case x < 1 || math.IsNaN(x):
		return math.NaN()
	case x >= 0x1p28:
		if math.IsInf(x, 1) {
			return x
		}
		return Log(x) + ln2
	case x == 1:
		return 0
	case x > 2:
		t := x * x
		return Log(2*x - 1/(x+math.Sqrt(t-1)))
	}
	t := x - 1
	return Log1p(t + math.Sqrt(2*t+float64(t*t)))
}

// Log10 is glibc's log10 (e_log10.c): the exponent and the logarithm of the
// significand scaled into [1, 2) or [0.5, 1), summed with split constants.
func Log10(x float64) float64 {
	const (
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 1) {
		return math.Log10(x)
	}
	b := math.Float64bits(x)
	k := int64(0)
	if b>>52 == 0 {
		x *= 0x1p54
		k -= 54
		b = math.Float64bits(x)
	}
	hx := int64(b >> 32)
	k += (hx >> 20) - 1023
	i := int64(0)
	if k < 0 {
		i = 1
	}
	hx = hx&0x000fffff | (0x3ff-i)<<20
	y := float64(k + i)
	x = math.Float64frombits(uint64(hx)<<32 | b&0xffffffff)
	z := float64(y*log10_2lo) + float64(ivln10*Log(x))
	return z + float64(y*log10_2hi)
}
