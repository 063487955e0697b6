// The algorithms and coefficients in this file are those of fdlibm's s_erf.c (as glibc
// evaluates its polynomials) and s_erff.c, whose notice is kept here as it asks:
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

// erfCoef holds fdlibm's erf coefficients: pp/qq on [0, 0.84375], pa/qa on [0.84375, 1.25],
// ra/sa on [1.25, 1/0.35] and rb/sb on [1/0.35, 28]. qq, qa, sa and sb start at their
// degree-1 coefficient (the constant term is one).
var (
	erfPP = [5]float64{1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
		-5.77027029648944159157e-03, -2.37630166566501626084e-05}
	erfQQ = [5]float64{3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03,
		1.32494738004321644526e-04, -3.96022827877536812320e-06}
	erfPA = [7]float64{-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
		3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02,
		-2.16637559486879084300e-03}
	erfQA = [6]float64{1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02,
		1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02}
	erfRA = [8]float64{-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
		-6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
		-8.12874355063065934246e+01, -9.81432934416914548592e+00}
	erfSA = [8]float64{1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02,
		6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02,
		6.57024977031928170135e+00, -6.04244152148580987438e-02}
	erfRB = [7]float64{-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
		-1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
		-4.83519191608651397019e+02}
	erfSB = [7]float64{3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03,
		3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02,
		-2.24409524465858183362e+01}
)

const (
	erfErx = 8.45062911510467529297e-01 // 0.84506291151 rounded to float
	erfEfx = 1.28379167095512586316e-01 // 2/sqrt(pi) - 1
)

// mul is a product rounded on its own (never fused with an addition).
func mul(a, b float64) float64 { return float64(a * b) }

// pairs evaluates a polynomial as glibc's s_erf.c does: coefficient pairs c[i] + z*c[i+1]
// combined with the even powers of z, c[0] first; one is the constant term when the
// polynomial's coefficients start at degree 1 (c[0] is then the degree-1 one).
func pairs(z float64, c []float64, one bool) float64 {
	if one {
		c = append([]float64{1}, c...)
	}
	z2 := mul(z, z)
	z4 := mul(z2, z2)
	// The even powers glibc multiplies the pairs by: z^2, z^4, z^4*z^2 and z^4*z^4.
	pows := [...]float64{1, z2, z4, mul(z4, z2), z4 * z4}
	sum := 0.0
	for i := 0; i < len(c); i += 2 {
		t := c[i]
		if i+1 < len(c) {
			t = c[i] + mul(z, c[i+1])
		}
		if i == 0 {
			sum = t
		} else {
			sum += mul(pows[i/2], t)
		}
	}
	return sum
}

// erfSmallRatio is r/s on [0, 0.84375] for z = x*x.
func erfSmallRatio(z float64) float64 {
	return pairs(z, erfPP[:], false) / pairs(z, erfQQ[:], true)
}

// erfMid is P/Q on [0.84375, 1.25] for s = |x| - 1.
func erfMid(s float64) float64 {
	return pairs(s, erfPA[:], false) / pairs(s, erfQA[:], true)
}

// erfTail is exp(-x*x - 0.5625 + R/S) for |x| in [1.25, 28), ax = |x|, computed as glibc
// does, with its exp.
func erfTail(ax float64) float64 {
	s := 1 / mul(ax, ax)
	var rs float64
	if math.Float64bits(ax)>>32 < 0x4006DB6E {
		rs = pairs(s, erfRA[:], false) / pairs(s, erfSA[:], true)
	} else {
		rs = pairs(s, erfRB[:], false) / pairs(s, erfSB[:], true)
	}
	z := math.Float64frombits(math.Float64bits(ax) &^ 0xFFFFFFFF)
	return mul(Exp(-mul(z, z)-0.5625), Exp(mul(z-ax, z+ax)+rs))
}

// highWord splits x as fdlibm reads it: its high 32 bits, its sign, and the high bits of |x|.
func highWord(x float64) (hx uint64, neg bool, ix uint64) {
	hx = math.Float64bits(x) >> 32
	return hx, hx>>31 != 0, hx & 0x7FFFFFFF
}

// Erf is glibc's double erf.
func Erf(x float64) float64 {
	_, neg, ix := highWord(x)
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Copysign(1, x)
	case ix < 0x3E300000: // |x| < 2^-28
		if ix < 0x00800000 {
			return 0.0625 * (16*x + mul(16*erfEfx, x))
		}
		return x + mul(erfEfx, x)
	case ix < 0x3FEB0000: // |x| < 0.84375
		return x + mul(x, erfSmallRatio(mul(x, x)))
	case ix < 0x3FF40000: // |x| < 1.25
		if neg {
			return -erfErx - erfMid(-x-1)
		}
		return erfErx + erfMid(x-1)
	case ix >= 0x40180000: // |x| >= 6
		return math.Copysign(1, x)
	}
	ax := math.Abs(x)
	r := erfTail(ax)
	if neg {
		return r/ax - 1
	}
	return 1 - r/ax
}

// Erfc is glibc's double erfc.
func Erfc(x float64) float64 {
	hx, neg, ix := highWord(x)
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		if neg {
			return 2
		}
		return 0
	case ix < 0x3C700000: // |x| < 2^-56
		return 1 - x
	case ix < 0x3FEB0000: // |x| < 0.84375
		y := erfSmallRatio(mul(x, x))
		if int32(hx) < 0x3FD00000 { // x < 1/4
			return 1 - (x + mul(x, y))
		}
		r := mul(x, y)
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3FF40000: // |x| < 1.25
		if neg {
			return 1 + (erfErx + erfMid(-x-1))
		}
		return (1 - erfErx) - erfMid(x-1)
	case ix >= 0x403C0000: // |x| >= 28
		if neg {
			return 2
		}
		return 0
	case neg && ix >= 0x40180000: // x <= -6
		return 2
	}
	ax := math.Abs(x)
	r := erfTail(ax)
	if neg {
		return 2 - r/ax
	}
	return r / ax
}

// hornerf evaluates c[0] + z*(c[1] + z*(...)) in float arithmetic, products rounded on their
// own; one adds a constant term of one below c (whose coefficients then start at degree 1).
func hornerf(z float32, c []float64, one bool) float32 {
	r := float32(c[len(c)-1])
	for i := len(c) - 2; i >= 0; i-- {
		r = float32(c[i]) + float32(z*r)
	}
	if one {
		r = 1 + float32(z*r)
	}
	return r
}

// erfTailf is erfTail in float arithmetic, with glibc's expf; mask clears the low bits of
// ax that glibc's erff (0xFFFFF000) and erfcf (0xFFFFE000) clear.
func erfTailf(ax float32, mask uint32) float32 {
	s := 1 / float32(ax*ax)
	var rs float32
	if f32bits(ax) < 0x4036DB6E {
		rs = hornerf(s, erfRA[:], false) / hornerf(s, erfSA[:], true)
	} else {
		rs = hornerf(s, erfRB[:], false) / hornerf(s, erfSB[:], true)
	}
	z := f32from(f32bits(ax) & mask)
	return float32(Expf(-float32(z*z)-0.5625) * Expf(float32((z-ax)*(z+ax))+rs))
}

// erfSmallRatiof and erfMidf are erfSmallRatio and erfMid in float arithmetic.
func erfSmallRatiof(z float32) float32 {
	return hornerf(z, erfPP[:], false) / hornerf(z, erfQQ[:], true)
}

func erfMidf(s float32) float32 {
	return hornerf(s, erfPA[:], false) / hornerf(s, erfQA[:], true)
}

// Erff is glibc's erff.
func Erff(x float32) float32 {
	hx := f32bits(x)
	neg := hx>>31 != 0
	ix := hx &^ (1 << 31)
	erx, efx := float32(erfErx), float32(erfEfx)
	switch {
	case x != x:
		return x
	case ix == 0x7F800000:
		return float32(math.Copysign(1, float64(x)))
	case ix < 0x31800000: // |x| < 2^-28
		if ix < 0x04000000 {
			return 0.0625 * (16*x + float32(float32(16*efx)*x))
		}
		return x + float32(efx*x)
	case ix < 0x3F580000: // |x| < 0.84375
		return x + float32(x*erfSmallRatiof(float32(x*x)))
	case ix < 0x3FA00000: // |x| < 1.25
		if neg {
			return -erx - erfMidf(absf(x)-1)
		}
		return erx + erfMidf(x-1)
	case ix >= 0x40C00000: // |x| >= 6
		return float32(math.Copysign(1, float64(x)))
	}
	ax := absf(x)
	r := erfTailf(ax, 0xFFFFF000)
	if neg {
		return r/ax - 1
	}
	return 1 - r/ax
}

// Erfcf is glibc's erfcf.
func Erfcf(x float32) float32 {
	hx := f32bits(x)
	neg := hx>>31 != 0
	ix := hx &^ (1 << 31)
	erx := float32(erfErx)
	switch {
	case x != x:
		return x
	case ix == 0x7F800000:
		if neg {
			return 2
		}
		return 0
	case ix < 0x32800000: // |x| < 2^-26
		return 1 - x
	case ix < 0x3F580000: // |x| < 0.84375
		y := erfSmallRatiof(float32(x * x))
		if int32(hx) < 0x3E800000 { // x < 1/4
			return 1 - (x + float32(x*y))
		}
		r := float32(x * y)
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3FA00000: // |x| < 1.25
		if neg {
			return 1 + (erx + erfMidf(absf(x)-1))
		}
		return (1 - erx) - erfMidf(x-1)
	case ix >= 0x41E00000: // |x| >= 28
		if neg {
			return 2
		}
		return 0
	case neg && ix >= 0x40C00000: // x <= -6
		return 2
	}
	ax := absf(x)
	r := erfTailf(ax, 0xFFFFE000)
	if neg {
		return 2 - r/ax
	}
	return r / ax
}
