// glibc's tanf: fdlibm's kernel (converted to float by Ian Lance Taylor, Cygnus Support) over
// the range reduction of sincosf.go. fdlibm's notice is kept here as it asks:
//
//	Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//	Developed at SunPro, a Sun Microsystems, Inc. business.
//	Permission to use, copy, modify, and distribute this
//	software is freely granted, provided that this notice
//	is preserved.

package libm

import "math"

// tanfT are the coefficients of fdlibm's float tangent kernel.
var tanfT = [13]float32{
	3.3333334327e-01, 1.3333334029e-01, 5.3968254477e-02, 2.1869488060e-02, 8.8632395491e-03,
	3.5920790397e-03, 1.4562094584e-03, 5.8804126456e-04, 2.4646313977e-04, 7.8179444245e-05,
	7.1407252108e-05, -1.8558637748e-05, 2.5907305826e-05,
}

// hornerfEven evaluates T[k] + w*(T[k+2] + w*(...)) over every other coefficient from k.
func hornerfEven(w float32, k int) float32 {
	last := len(tanfT) - 1
	if (last-k)%2 != 0 {
		last--
	}
	r := tanfT[last]
	for i := last - 2; i >= k; i -= 2 {
		r = tanfT[i] + float32(w*r)
	}
	return r
}

// kernelTanf is fdlibm's __kernel_tanf: tan(x+y) for |x+y| <= pi/4 (iy 1), or -1/tan (iy -1).
func kernelTanf(x, y float32, iy int) float32 {
	hx := int32(f32bits(x))
	ix := hx & 0x7fffffff
	if ix < 0x39000000 && int32(x) == 0 { // |x| < 2^-13
		switch {
		case ix|int32(iy+1) == 0:
			return 1 / absf(x)
		case iy == 1:
			return x
		}
		return -1 / x
	}
	big := ix >= 0x3f2ca140 // |x| >= 0.6744
	if big {
		if hx < 0 {
			x, y = -x, -y
		}
		z := f32from(0x3f490fda) - x
		w := f32from(0x33222168) - y
		x, y = z+w, 0
		if absf(x) < 0x1p-13 {
			return float32(1-(hx>>30)&2) * float32(iy) * (1 - float32(2*float32(iy)*x))
		}
	}
	z := float32(x * x)
	w := float32(z * z)
	r := hornerfEven(w, 1)
	v := float32(z * hornerfEven(w, 2))
	s := float32(z * x)
	r = y + float32(z*(float32(s*(r+v))+y))
	r += float32(tanfT[0] * s)
	w = x + r
	if big {
		fv := float32(iy)
		return float32(1-(hx>>30)&2) * (fv - float32(2*(x-(float32(w*w)/(w+fv)-r))))
	}
	if iy == 1 {
		return w
	}
	z = f32from(f32bits(w) & 0xfffff000)
	v = r - (z - x)
	a := -1 / w
	t := f32from(f32bits(a) & 0xfffff000)
	s = 1 + float32(t*z)
	return t + float32(a*(s+float32(t*v)))
}

// Tanf is glibc's tanf (its range reduction is not fused: s_tanf has no FMA build).
func Tanf(x float32) float32 {
	ix := f32bits(x) &^ (1 << 31)
	switch {
	case ix <= 0x3f490fda:
		return kernelTanf(x, 0, 1)
	case ix >= 0x7f800000:
		return float32(math.NaN())
	}
	var dx float64
	var n int
	if abstop12(x) < abstop12(120) {
		dx, n = reduceFast(float64(x), false)
	} else {
		xi := f32bits(x)
		dx, n = reduceLarge(xi)
		if xi>>31 != 0 {
			dx = -dx
		}
	}
	y0 := float32(dx)
	y1 := float32(dx - float64(y0))
	return kernelTanf(y0, y1, 1-(n&1)<<1)
}
