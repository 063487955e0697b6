// The algorithms and coefficients in this file are those of fdlibm, whose notice is kept
// here as it asks:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.

package math

import gomath "math"

// Double functions glibc computes with the fdlibm algorithms on top of its exp, log, expm1
// and log1p: reproducing those steps in float64 arithmetic (products converted explicitly, so
// that no fused multiply-add changes their rounding) over glibc's exp (exp.go), log (log.go),
// expm1 and log1p (expm1.go) gives glibc's results.

const ln2 = 6.93147180559945286227e-01

// fdlibmSinh is glibc's sinh (e_sinh.c).
func fdlibmSinh(x float64) float64 {
	if gomath.IsNaN(x) || gomath.IsInf(x, 0) {
		return x
	}
	h := 0.5
	if x < 0 {
		h = -h
	}
	a := gomath.Abs(x)
	switch {
	case a < 22:
		if a < 0x1p-28 {
			return x
		}
		t := glibcExpm1(a)
		if a < 1 {
			return h * (2*t - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	case a < 709.782712893384:
		return h * glibcExp(a)
	}
	w := glibcExp(0.5 * a)
	return h * w * w
}

// fdlibmCosh is glibc's cosh (e_cosh.c).
func fdlibmCosh(x float64) float64 {
	if gomath.IsNaN(x) {
		return x
	}
	a := gomath.Abs(x)
	switch {
	case a < 0.5*ln2:
		t := glibcExpm1(a)
		w := 1 + t
		if a < 0x1p-55 {
			return w
		}
		return 1 + float64(t*t)/(w+w)
	case a < 22:
		t := glibcExp(a)
		return float64(0.5*t) + 0.5/t
	case a < 709.782712893384:
		return 0.5 * glibcExp(a)
	}
	w := glibcExp(0.5 * a)
	return 0.5 * w * w
}

// fdlibmTanh is glibc's tanh (s_tanh.c).
func fdlibmTanh(x float64) float64 {
	if gomath.IsNaN(x) {
		return x
	}
	a := gomath.Abs(x)
	var z float64
	switch {
	case a < 0x1p-55:
		return x
	case a < 22:
		if a >= 1 {
			t := glibcExpm1(2 * a)
			z = 1 - 2/(t+2)
		} else {
			t := glibcExpm1(-2 * a)
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

// fdlibmAsinh is glibc's asinh (s_asinh.c).
func fdlibmAsinh(x float64) float64 {
	if gomath.IsNaN(x) || gomath.IsInf(x, 0) {
		return x
	}
	a := gomath.Abs(x)
	var w float64
	switch {
	case a < 0x1p-28:
		return x
	case a > 0x1p28:
		w = glibcLog(a) + ln2
	case a > 2:
		w = glibcLog(2*a + 1/(gomath.Sqrt(float64(x*x)+1)+a))
	default:
		t := x * x
		w = glibcLog1p(a + t/(1+gomath.Sqrt(1+t)))
	}
	if x < 0 {
		return -w
	}
	return w
}

// fdlibmAcosh is glibc's acosh (e_acosh.c).
func fdlibmAcosh(x float64) float64 {
	switch {
	case x < 1 || gomath.IsNaN(x):
		return gomath.NaN()
	case x >= 0x1p28:
		if gomath.IsInf(x, 1) {
			return x
		}
		return glibcLog(x) + ln2
	case x == 1:
		return 0
	case x > 2:
		t := x * x
		return glibcLog(2*x - 1/(x+gomath.Sqrt(t-1)))
	}
	t := x - 1
	return glibcLog1p(t + gomath.Sqrt(2*t+float64(t*t)))
}

// fdlibmLog10 is glibc's log10 (e_log10.c): the exponent and the logarithm of the
// significand scaled into [1, 2) or [0.5, 1), summed with split constants.
func fdlibmLog10(x float64) float64 {
	const (
		ivln10    = 4.34294481903251816668e-01
		log10_2hi = 3.01029995663611771306e-01
		log10_2lo = 3.69423907715893078616e-13
	)
	if x <= 0 || gomath.IsNaN(x) || gomath.IsInf(x, 1) {
		return gomath.Log10(x)
	}
	b := gomath.Float64bits(x)
	k := int64(0)
	if b>>52 == 0 {
		x *= 0x1p54
		k -= 54
		b = gomath.Float64bits(x)
	}
	hx := int64(b >> 32)
	k += (hx >> 20) - 1023
	i := int64(0)
	if k < 0 {
		i = 1
	}
	hx = hx&0x000fffff | (0x3ff-i)<<20
	y := float64(k + i)
	x = gomath.Float64frombits(uint64(hx)<<32 | b&0xffffffff)
	z := float64(y*log10_2lo) + float64(ivln10*glibcLog(x))
	return z + float64(y*log10_2hi)
}
