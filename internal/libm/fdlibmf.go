// The algorithms and coefficients in this file are those of fdlibm, whose notice is kept
// here as it asks:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.
//
// The float versions were converted to float by Ian Lance Taylor, Cygnus Support.

package libm

import "math"

// Float functions glibc computes in float arithmetic, with the fdlibm algorithms (asinf with
// Moshier's polynomial): expm1f, log1pf, atanf, atan2f, acosf and asinf; sinhf, coshf and tanhf
// on top of expm1f and expf; asinhf, acoshf and atanhf on top of log1pf and logf; log10f on top
// of logf. Reproducing their steps in float32, with every product converted explicitly (no
// fused multiply-add), over glibc's own expf (expf.go) and logf (log2f.go) gives glibc's
// results. expf, exp2f, logf and log2f are ARM's algorithms; erff and erfcf are in erf.go, sinf
// and cosf in sincosf.go, tanf in tanf.go.

// f32bits and f32from read and write the bits of a float32.
func f32bits(x float32) uint32 { return math.Float32bits(x) }
func f32from(b uint32) float32 { return math.Float32frombits(b) }

// Expm1f is glibc's expm1f (the fdlibm algorithm in float arithmetic).
func Expm1f(x float32) float32 {
	const (
		oThreshold = float32(8.8721679688e+01)
		ln2Hi      = float32(6.9313812256e-01)
		ln2Lo      = float32(9.0580006145e-06)
		invLn2     = float32(1.4426950216e+00)
		q1         = float32(-3.3333335072e-02)
		q2         = float32(1.5873016091e-03)
		q3         = float32(-7.9365076090e-05)
		q4         = float32(4.0082177293e-06)
		q5         = float32(-2.0109921195e-07)
	)
	hx := f32bits(x)
	neg := hx>>31 != 0
	hx &= 0x7fffffff
	if hx >= 0x4195b844 { // |x| >= 27 ln2
		if hx > 0x7f800000 {
			return x + x
		}
		if hx == 0x7f800000 {
			if neg {
				return -1
			}
			return x
		}
		if !neg && x > oThreshold {
			return float32(math.Inf(1))
		}
		if neg {
			return -1
		}
	}
	var c float32
	k := int32(0)
	switch {
	case hx > 0x3eb17218: // |x| > 0.5 ln2
		var hi, lo float32
		if hx < 0x3F851592 { // |x| < 1.5 ln2
			if !neg {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			h := float32(0.5)
			if neg {
				h = -0.5
			}
			k = int32(float32(invLn2*x) + h)
			t := float32(k)
			hi = x - float32(t*ln2Hi)
			lo = float32(t * ln2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x33000000: // |x| < 2^-25
		return x
	}
	hfx := float32(0.5 * x)
	hxs := float32(x * hfx)
	r1 := 1 + float32(hxs*(q1+float32(hxs*(q2+float32(hxs*(q3+float32(hxs*(q4+float32(hxs*q5)))))))))
	t := 3 - float32(r1*hfx)
	e := float32(hxs * ((r1 - t) / (6 - float32(x*t))))
	if k == 0 {
		return x - (float32(x*e) - hxs)
	}
	e = float32(x*(e-c)) - c
	e -= hxs
	if k == -1 {
		return float32(0.5*(x-e)) - 0.5
	}
	if k == 1 {
		if x < -0.25 {
			return float32(-2 * (e - (x + 0.5)))
		}
		return 1 + float32(2*(x-e))
	}
	if k <= -2 || k > 56 {
		y := 1 - (e - x)
		y = f32from(f32bits(y) + uint32(k)<<23)
		return y - 1
	}
	if k < 23 {
		t := f32from(0x3f800000 - (0x1000000 >> uint(k)))
		y := t - (e - x)
		return f32from(f32bits(y) + uint32(k)<<23)
	}
	t = f32from(uint32(0x7f-k) << 23)
	y := x - (e + t)
	y++
	return f32from(f32bits(y) + uint32(k)<<23)
}

func absf(x float32) float32 { return f32from(f32bits(x) &^ (1 << 31)) }

// Sinhf is glibc's sinhf.
func Sinhf(x float32) float32 {
	ix := f32bits(x) & 0x7fffffff
	if ix >= 0x7f800000 {
		return x + x
	}
	h := float32(0.5)
	if x < 0 {
		h = -0.5
	}
	switch {
	case ix < 0x41b00000: // |x| < 22
		if ix < 0x31800000 {
			return x
		}
		t := Expm1f(absf(x))
		if ix < 0x3f800000 {
			return float32(h * (float32(2*t) - float32(t*t)/(t+1)))
		}
		return float32(h * (t + t/(t+1)))
	case ix < 0x42b17180:
		return float32(h * Expf(absf(x)))
	case ix <= 0x42b2d4fc:
		w := Expf(float32(0.5 * absf(x)))
		t := float32(h * w)
		return float32(t * w)
	}
	return float32(float64(x) * 1e300)
}

// Coshf is glibc's coshf.
func Coshf(x float32) float32 {
	ix := f32bits(x) & 0x7fffffff
	a := absf(x)
	switch {
	case ix < 0x3eb17218:
		t := Expm1f(a)
		w := 1 + t
		if ix < 0x24000000 {
			return w
		}
		return 1 + float32(t*t)/(w+w)
	case ix < 0x41b00000:
		t := Expf(a)
		return float32(0.5*t) + 0.5/t
	case ix < 0x42b17180:
		return float32(0.5 * Expf(a))
	case ix <= 0x42b2d4fc:
		w := Expf(float32(0.5 * a))
		t := float32(0.5 * w)
		return float32(t * w)
	case ix >= 0x7f800000:
		return float32(x * x)
	}
	return float32(math.Inf(1))
}

// Tanhf is glibc's tanhf.
func Tanhf(x float32) float32 {
	jx := f32bits(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7f800000 {
		if ix > 0x7f800000 {
			return x + x
		}
		if jx>>31 != 0 {
			return -1
		}
		return 1
	}
	var z float32
	switch {
	case ix < 0x24000000:
		return float32(x * (1 + x))
	case ix < 0x41b00000:
		if ix >= 0x3f800000 {
			t := Expm1f(float32(2 * absf(x)))
			z = 1 - 2/(t+2)
		} else {
			t := Expm1f(float32(-2 * absf(x)))
			z = -t / (t + 2)
		}
	default:
		z = 1
	}
	if jx>>31 != 0 {
		return -z
	}
	return z
}

// Log1pf is glibc's log1pf.
func Log1pf(x float32) float32 {
	const (
		ln2Hi = float32(6.9313812256e-01)
		ln2Lo = float32(9.0580006145e-06)
		lp1   = float32(6.6666668653e-01)
		lp2   = float32(4.0000000596e-01)
		lp3   = float32(2.8571429849e-01)
		lp4   = float32(2.2222198546e-01)
		lp5   = float32(1.8183572590e-01)
		lp6   = float32(1.5313838422e-01)
		lp7   = float32(1.4798198640e-01)
	)
	hx := int32(f32bits(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float32
	hu := int32(0)
	if hx < 0x3ed413d7 {
		if ax >= 0x3f800000 {
			if x == -1 {
				return float32(math.Inf(-1))
			}
			return float32(math.NaN())
		}
		if ax < 0x31000000 {
			if ax < 0x24800000 {
				return x
			}
			return x - float32(float32(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-0x416a09e1) {
			k, f, hu = 0, x, 1
		}
	}
	if hx >= 0x7f800000 {
		return x + x
	}
	if k != 0 {
		var u float32
		if hx < 0x5a000000 {
			u = 1 + x
			hu = int32(f32bits(u))
			k = (hu >> 23) - 127
			if k > 0 {
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(f32bits(u))
			k = (hu >> 23) - 127
			c = 0
		}
		hu &= 0x007fffff
		if hu < 0x3504f7 {
			u = f32from(uint32(hu | 0x3f800000))
		} else {
			k++
			u = f32from(uint32(hu | 0x3f000000))
			hu = (0x00800000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float32(float32(0.5*f) * f)
	fk := float32(k)
	if hu == 0 {
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float32(fk * ln2Lo)
			return float32(fk*ln2Hi) + c
		}
		r := float32(hfsq * (1 - float32(float32(0.66666666666666666)*f)))
		if k == 0 {
			return f - r
		}
		return float32(fk*ln2Hi) - ((r - (float32(fk*ln2Lo) + c)) - f)
	}
	s := f / (2 + f)
	z := float32(s * s)
	p := float32(z * lp7)
	for _, l := range []float32{lp6, lp5, lp4, lp3, lp2} {
		p = float32(z * (l + p))
	}
	r := float32(z * (lp1 + p))
	if k == 0 {
		return f - (hfsq - float32(s*(hfsq+r)))
	}
	return float32(fk*ln2Hi) - ((hfsq - (float32(s*(hfsq+r)) + (float32(fk*ln2Lo) + c))) - f)
}

// Asinhf is glibc's asinhf.
func Asinhf(x float32) float32 {
	const ln2 = float32(6.9314718246e-01)
	ix := f32bits(x) & 0x7fffffff
	if ix >= 0x7f800000 {
		return x + x
	}
	if ix < 0x38000000 {
		return x
	}
	xa := absf(x)
	var w float32
	switch {
	case ix > 0x47000000:
		w = Logf(xa) + ln2
	case ix > 0x40000000:
		w = Logf(float32(2*xa) + 1/(float32(math.Sqrt(float64(float32(xa*xa)+1)))+xa))
	default:
		t := float32(xa * xa)
		w = Log1pf(xa + t/(1+float32(math.Sqrt(float64(1+t)))))
	}
	if x < 0 {
		return -w
	}
	return w
}

// Acoshf is glibc's acoshf.
func Acoshf(x float32) float32 {
	const ln2 = float32(6.9314718246e-01)
	hx := int32(f32bits(x))
	switch {
	case hx < 0x3f800000:
		return float32(math.NaN())
	case hx >= 0x4d800000:
		if hx >= 0x7f800000 {
			return x + x
		}
		return Logf(x) + ln2
	case hx == 0x3f800000:
		return 0
	case hx > 0x40000000:
		t := float32(x * x)
		return Logf(float32(2*x) - 1/(x+float32(math.Sqrt(float64(t-1)))))
	}
	t := x - 1
	return Log1pf(t + float32(math.Sqrt(float64(float32(2*t)+float32(t*t)))))
}

// Atanhf is glibc's atanhf.
func Atanhf(x float32) float32 {
	xa := absf(x)
	var t float32
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = float32(0.5 * Log1pf(t+float32(t*xa)/(1-xa)))
	case xa < 1:
		t = float32(0.5 * Log1pf((xa+xa)/(1-xa)))
	case xa == 1:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	default:
		return float32(math.NaN())
	}
	if x < 0 {
		return -t
	}
	return t
}

// atanHi, atanLo and atanT are the constants of fdlibm's atanf: atan of the reduction points
// split in two, and the polynomial coefficients.
var atanHi = [4]float32{4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e+00}
var atanLo = [4]float32{5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08}
var atanT = [11]float32{3.3333334327e-01, -2.0000000298e-01, 1.4285714924e-01, -1.1111110449e-01, 9.0908870101e-02,
	-7.6918758452e-02, 6.6610731184e-02, -5.8335702866e-02, 4.9768779427e-02, -3.6531571299e-02, 1.6285819933e-02}

// Atanf is glibc's atanf.
func Atanf(x float32) float32 {
	hx := int32(f32bits(x))
	ix := hx & 0x7fffffff
	if ix >= 0x4c000000 {
		if ix > 0x7f800000 {
			return x + x
		}
		if hx > 0 {
			return atanHi[3] + atanLo[3]
		}
		return -atanHi[3] - atanLo[3]
	}
	id := -1
	if ix < 0x3ee00000 {
		if ix < 0x31000000 {
			return x
		}
	} else {
		x = absf(x)
		switch {
		case ix < 0x3f300000:
			id, x = 0, (float32(2*x)-1)/(2+x)
		case ix < 0x3f980000:
			id, x = 1, (x-1)/(x+1)
		case ix < 0x401c0000:
			id, x = 2, (x-1.5)/(1+float32(1.5*x))
		default:
			id, x = 3, -1/x
		}
	}
	z := float32(x * x)
	w := float32(z * z)
	s1 := float32(z * (atanT[0] + float32(w*(atanT[2]+float32(w*(atanT[4]+float32(w*(atanT[6]+float32(w*(atanT[8]+float32(w*atanT[10])))))))))))
	s2 := float32(w * (atanT[1] + float32(w*(atanT[3]+float32(w*(atanT[5]+float32(w*(atanT[7]+float32(w*atanT[9])))))))))
	if id < 0 {
		return x - float32(x*(s1+s2))
	}
	r := atanHi[id] - ((float32(x*(s1+s2)) - atanLo[id]) - x)
	if hx < 0 {
		return -r
	}
	return r
}

// Log10f is glibc's log10f.
func Log10f(x float32) float32 {
	const (
		ivln10   = float32(4.3429449201e-01)
		log102Hi = float32(3.0102920532e-01)
		log102Lo = float32(7.9034151668e-07)
	)
	hx := int32(f32bits(x))
	k := int32(0)
	if hx < 0x00800000 {
		if hx&0x7fffffff == 0 {
			return float32(math.Inf(-1))
		}
		if hx < 0 {
			return float32(math.NaN())
		}
		k -= 25
		x = float32(x * 0x1p25)
		hx = int32(f32bits(x))
	}
	if hx >= 0x7f800000 {
		return x + x
	}
	k += (hx >> 23) - 127
	i := int32(uint32(k) >> 31)
	hx = hx&0x007fffff | (0x7f-i)<<23
	y := float32(k + i)
	x = f32from(uint32(hx))
	z := float32(y*log102Lo) + float32(ivln10*Logf(x))
	return z + float32(y*log102Hi)
}

// Atan2f is glibc's atan2f, for arguments that are not both zero.
func Atan2f(y, x float32) float32 {
	const (
		piO4 = float32(7.8539818525e-01)
		piO2 = float32(1.5707963705e+00)
		pi   = float32(3.1415927410e+00)
		piLo = float32(-8.7422776573e-08)
	)
	hx, hy := int32(f32bits(x)), int32(f32bits(y))
	ix, iy := hx&0x7fffffff, hy&0x7fffffff
	if ix > 0x7f800000 || iy > 0x7f800000 {
		return x + y
	}
	if hx == 0x3f800000 {
		return Atanf(y)
	}
	m := (hy>>31)&1 | (hx>>30)&2
	if iy == 0 {
		switch m {
		case 0, 1:
			return y
		case 2:
			return pi
		}
		return -pi
	}
	if ix == 0 {
		if hy < 0 {
			return -piO2
		}
		return piO2
	}
	if ix == 0x7f800000 {
		if iy == 0x7f800000 {
			switch m {
			case 0:
				return piO4
			case 1:
				return -piO4
			case 2:
				return float32(3 * piO4)
			}
			return float32(-3 * piO4)
		}
		switch m {
		case 0:
			return 0
		case 1:
			return f32from(1 << 31)
		case 2:
			return pi
		}
		return -pi
	}
	if iy == 0x7f800000 {
		if hy < 0 {
			return -piO2
		}
		return piO2
	}
	var z float32
	k := (iy - ix) >> 23
	switch {
	case k > 60:
		z = piO2 + float32(0.5*piLo)
	case hx < 0 && k < -60:
		z = 0
	default:
		z = Atanf(absf(y / x))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - piLo)
	}
	return (z - piLo) - pi
}

// acosPQ is the rational approximation of fdlibm's acosf.
func acosPQ(z float32) float32 {
	const (
		pS0 = float32(1.6666667163e-01)
		pS1 = float32(-3.2556581497e-01)
		pS2 = float32(2.0121252537e-01)
		pS3 = float32(-4.0055535734e-02)
		pS4 = float32(7.9153501429e-04)
		pS5 = float32(3.4793309169e-05)
		qS1 = float32(-2.4033949375e+00)
		qS2 = float32(2.0209457874e+00)
		qS3 = float32(-6.8828397989e-01)
		qS4 = float32(7.7038154006e-02)
	)
	p := float32(z * (pS0 + float32(z*(pS1+float32(z*(pS2+float32(z*(pS3+float32(z*(pS4+float32(z*pS5)))))))))))
	q := 1 + float32(z*(qS1+float32(z*(qS2+float32(z*(qS3+float32(z*qS4)))))))
	return p / q
}

// sqrtf is sqrtf: the square root in float64 rounds to the same float32.
func sqrtf(x float32) float32 { return float32(math.Sqrt(float64(x))) }

// Acosf is glibc's acosf.
func Acosf(x float32) float32 {
	const (
		pi     = float32(3.1415925026e+00)
		pio2Hi = float32(1.5707962513e+00)
		pio2Lo = float32(7.5497894159e-08)
	)
	hx := int32(f32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix == 0x3f800000:
		if hx > 0 {
			return 0
		}
		return pi + float32(2*pio2Lo)
	case ix > 0x3f800000:
		return float32(math.NaN())
	case ix < 0x3f000000:
		if ix <= 0x32800000 {
			return pio2Hi + pio2Lo
		}
		z := float32(x * x)
		r := acosPQ(z)
		return pio2Hi - (x - (pio2Lo - float32(x*r)))
	case hx < 0:
		z := float32((1 + x) * 0.5)
		s := sqrtf(z)
		r := acosPQ(z)
		w := float32(r*s) - pio2Lo
		return pi - float32(2*(s+w))
	}
	z := float32((1 - x) * 0.5)
	s := sqrtf(z)
	df := f32from(f32bits(s) & 0xfffff000)
	c := (z - float32(df*df)) / (s + df)
	r := acosPQ(z)
	w := float32(r*s) + c
	return float32(2 * (df + w))
}

// Asinf is glibc's asinf.
func Asinf(x float32) float32 {
	const (
		pio2Hi = float32(1.57079637050628662109375)
		pio2Lo = float32(-4.37113900018624283e-8)
		pio4Hi = float32(0.785398185253143310546875)
		p0     = float32(1.666675248e-1)
		p1     = float32(7.495297643e-2)
		p2     = float32(4.547037598e-2)
		p3     = float32(2.417951451e-2)
		p4     = float32(4.216630880e-2)
	)
	poly := func(t float32) float32 {
		return float32(t * (p0 + float32(t*(p1+float32(t*(p2+float32(t*(p3+float32(t*p4)))))))))
	}
	hx := int32(f32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix == 0x3f800000:
		return float32(x*pio2Hi) + float32(x*pio2Lo)
	case ix > 0x3f800000:
		return float32(math.NaN())
	case ix < 0x3f000000:
		if ix < 0x32000000 {
			return x
		}
		t := float32(x * x)
		return x + float32(x*poly(t))
	}
	w := 1 - absf(x)
	t := float32(w * 0.5)
	p := poly(t)
	s := sqrtf(t)
	if ix >= 0x3F79999A {
		t = pio2Hi - (float32(2*(s+float32(s*p))) - pio2Lo)
	} else {
		w = f32from(f32bits(s) & 0xfffff000)
		c := (t - float32(w*w)) / (s + w)
		p = float32(float32(2*s)*p) - (pio2Lo - float32(2*c))
		q := pio4Hi - float32(2*w)
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}
