// The algorithms and coefficients in this file are those of fdlibm's s_expm1.c and s_log1p.c,
// whose notice is kept here as it asks:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.
//
// glibc evaluates their polynomials in the order Naohiko Shimizu (Tokai University, 1997)
// gave them for pipelined processors, which this file follows.

package libm

import "math"

// glibc's double expm1 and log1p (which sinh, cosh, tanh, asinh and acosh call) are fdlibm's,
// with their polynomials split in even and odd parts; Go's math.Expm1 and math.Log1p evaluate
// them by Horner's rule, which rounds differently. Debian's glibc 2.36 (the host of
// mlir-opt-22) runs builds of both compiled with -mfma on CPUs with FMA, where GCC contracts
// every product that only feeds additions in its own block into a fused multiply-add; the
// functions below make the same contractions with math.FMA.

// withHigh returns x with the high 32 bits of its representation replaced by hi.
func withHigh(x float64, hi uint32) float64 {
	return math.Float64frombits(uint64(hi)<<32 | math.Float64bits(x)&0xffffffff)
}

// high is the high 32 bits of the representation of x.
func high(x float64) uint32 { return uint32(math.Float64bits(x) >> 32) }

// Expm1 is glibc's expm1 (s_expm1.c).
func Expm1(x float64) float64 {
	const (
		oThreshold = 7.09782712893383973096e+02
		ln2Hi      = 6.93147180369123816490e-01
		ln2Lo      = 1.90821492927058770002e-10
		invLn2     = 1.44269504088896338700e+00
		q1         = -3.33333333333331316428e-02
		q2         = 1.58730158725481460165e-03
		q3         = -7.93650757867487942473e-05
		q4         = 4.00821782732936239552e-06
		q5         = -2.01099218183624371326e-07
	)
	hx := high(x)
	neg := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4043687A { // |x| >= 56 ln 2
		if hx >= 0x40862E42 {
			switch {
			case math.IsNaN(x):
				return x + x
			case math.IsInf(x, 1):
				return x
			case math.IsInf(x, -1):
				return -1
			case x > oThreshold:
				return math.Inf(1)
			}
		}
		if neg {
			return -1
		}
	}
	var hi, lo, c float64
	k := int32(0)
	switch {
	case hx > 0x3fd62e42: // |x| > ln 2 / 2
		if hx < 0x3FF0A2B2 { // and |x| < 1.5 ln 2
			if !neg {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			half := 0.5
			if neg {
				half = -0.5
			}
			k = int32(math.FMA(invLn2, x, half))
			t := float64(k)
			hi = math.FMA(-t, ln2Hi, x)
			lo = float64(t * ln2Lo) // feeds a phi, not contracted
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x3c900000: // |x| < 2^-54
		return x
	}
	hfx := 0.5 * x
	hxs := x * hfx
	r1 := math.FMA(hxs, q1, 1)
	h2 := hxs * hxs
	r2 := math.FMA(hxs, q3, q2)
	h4 := h2 * h2
	r3 := math.FMA(hxs, q5, q4)
	r := math.FMA(h4, r3, math.FMA(h2, r2, r1))
	t := math.FMA(-r, hfx, 3)
	e := hxs * ((r - t) / math.FMA(-x, t, 6))
	if k == 0 {
		return x - math.FMA(x, e, -hxs)
	}
	e = math.FMA(x, e-c, -c)
	e -= hxs
	switch {
	case k == -1:
		return math.FMA(0.5, x-e, -0.5)
	case k == 1:
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return math.FMA(2, x-e, 1)
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		y = withHigh(y, high(y)+uint32(k)<<20)
		return y - 1
	}
	var y float64
	if k < 20 {
		t := withHigh(1, 0x3ff00000-(0x200000>>k)) // 1 - 2^-k
		y = t - (e - x)
	} else {
		t := withHigh(1, uint32(0x3ff-k)<<20) // 2^-k
		y = x - (e + t)
		y++
	}
	return withHigh(y, high(y)+uint32(k)<<20)
}

// Log1p is glibc's log1p (s_log1p.c).
func Log1p(x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01
		ln2Lo = 1.90821492927058770002e-10
		lp1   = 6.666666666666735130e-01
		lp2   = 3.999999999940941908e-01
		lp3   = 2.857142874366239149e-01
		lp4   = 2.222219843214978396e-01
		lp5   = 1.818357216161805012e-01
		lp6   = 1.531383769920937332e-01
		lp7   = 1.479819860511658591e-01
	)
	hx := int32(high(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float64
	hu := int32(0)
	if hx < 0x3FDA827A { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1
			if x == -1 {
				return math.Inf(-1)
			}
			return math.NaN()
		}
		if ax < 0x3e200000 { // |x| < 2^-29
			if ax < 0x3c900000 {
				return x
			}
			return math.FMA(-(x * x), 0.5, x)
		}
		if hx > 0 || hx <= int32(-0x402d413d) { // -0.2929 < x < 0.41422 (0xbfd2bec3)
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7ff00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1 + x
			hu = int32(high(u))
			k = (hu >> 20) - 1023
			if k > 0 {
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(high(u))
			k = (hu >> 20) - 1023
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHigh(u, uint32(hu|0x3ff00000))
		} else {
			k++
			u = withHigh(u, uint32(hu|0x3fe00000))
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := 0.5 * f * f
	fk := float64(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			return math.FMA(fk, ln2Hi, math.FMA(fk, ln2Lo, c))
		}
		// r serves two blocks, so GCC does not contract it.
		r := hfsq * math.FMA(-0.66666666666666666, f, 1)
		if k == 0 {
			return f - r
		}
		return math.FMA(fk, ln2Hi, -((r - math.FMA(fk, ln2Lo, c)) - f))
	}
	s := f / (2 + f)
	z := s * s
	z2 := z * z
	r2 := math.FMA(z, lp3, lp2)
	z4 := z2 * z2
	r3 := math.FMA(z, lp5, lp4)
	z6 := z4 * z2
	r4 := math.FMA(z, lp7, lp6)
	// GCC contracts z*lp1, the first product, with z2*r2, which stays a product.
	r := math.FMA(z6, r4, math.FMA(z4, r3, math.FMA(z, lp1, z2*r2)))
	// GCC computes s*(hfsq+r) once for both returns, so contracts it with neither.
	sr := s * (hfsq + r)
	if k == 0 {
		return f - (hfsq - sr)
	}
	return math.FMA(fk, ln2Hi, -((hfsq - (sr + math.FMA(fk, ln2Lo, c))) - f))
}
