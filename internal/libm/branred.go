// The algorithm and constants in this file are those of the range reduction of huge arguments
// of the IBM Accurate Mathematical Library in glibc (sysdeps/ieee754/dbl-64/branred.c),
// written by International Business Machines Corp., Copyright (C) 2001-2022 Free Software
// Foundation, Inc., and distributed under the GNU Lesser General Public License, version 2.1
// or later. The Go below is written anew from that algorithm; the digits of 2/π are computed
// here.

package libm

import (
	"math"
	"sync"
)

// branredDigits is how many base-2^24 digits of 2/π the reduction reads.
const branredDigits = 75

var (
	toverpOnce sync.Once
	// toverp holds the base-2^24 digits of 2/π after the point.
	toverp [branredDigits]float64
)

// toverpTable fills toverp.
func toverpTable() {
	toverpOnce.Do(func() {
		p := uint(24*branredDigits + 128)
		pi := newF(p).Sub(newF(p).Mul(newF(p).SetInt64(16), atanInv(5, p)), newF(p).Mul(newF(p).SetInt64(4), atanInv(239, p)))
		f := newF(p).Quo(fromF64(2, p), pi)
		for i := range toverp {
			f.SetMantExp(f, 24)
			d, _ := f.Int(nil)
			toverp[i] = float64(d.Int64())
			f.Sub(f, newF(p).SetInt(d))
		}
	})
}

// branredPart multiplies x (one half of the argument, scaled by 2^-600) by the digits of 2/π
// its exponent needs and returns the fraction of the product as b + bb, and its integer part
// modulo 4 (in [-2, 2]).
func branredPart(x float64) (b, bb, sum float64) {
	const (
		big0 = 0x1.8p52
		big1 = 0x1.8p54
	)
	k := (int(math.Float64bits(x)>>52&2047) - 450) / 24
	if k < 0 {
		k = 0
	}
	gor := math.Ldexp(1, 576-24*k)
	var r [6]float64
	for i := range r {
		r[i] = float64(x*toverp[k+i]) * gor
		gor *= 0x1p-24
	}
	for i := range 3 {
		s := (r[i] + big0) - big0
		sum += s
		r[i] -= s
	}
	t := 0.0
	for i := range r {
		t += r[5-i]
	}
	bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5]
	s := (t + big0) - big0
	sum += s
	t -= s
	b = t + bb
	bb = (t - b) + bb
	s = (sum + big1) - big1
	return b, bb, sum - s
}

// branred returns a + aa = x - n π/2 with |a + aa| <= π/4, and n mod 4, for a finite x: x is
// split into two 26-bit halves, each multiplied by 2/π in double-length arithmetic (glibc's
// __branred, which its sin, cos and tan use from |x| = 105414350 up, built without FMA).
func branred(x float64) (a, aa float64, n int) {
	const (
		split = 0x1p27 + 1
		hp0   = 0x1.921FB54442D18p0
		hp1   = 0x1.1A62633145C07p-54
		mp1   = 0x1.921FB58000000p0
		mp2   = -0x1.DDE974p-27
	)
	toverpTable()
	x *= 0x1p-600
	t := float64(x * split)
	x1 := t - (t - x)
	x2 := x - x1
	b1, bb1, sum1 := branredPart(x1)
	b2, bb2, sum2 := branredPart(x2)
	sum := sum1 + sum2
	b := b1 + b2
	var bb float64
	if math.Abs(b1) > math.Abs(b2) {
		bb = (b1 - b) + b2
	} else {
		bb = (b2 - b) + b1
	}
	if b > 0.5 {
		b--
		sum++
	} else if b < -0.5 {
		b++
		sum--
	}
	s := b + (bb + bb1 + bb2)
	t = ((b - s) + bb) + (bb1 + bb2)
	b = float64(s * split)
	t1 := b - (b - s)
	t2 := s - t1
	b = float64(s * hp0)
	bb = (((float64(t1*mp1) - b) + float64(t1*mp2)) + float64(t2*mp1)) +
		(float64(t2*mp2) + float64(s*hp1) + float64(t*hp0))
	s = b + bb
	return s, (b - s) + bb, int(sum) & 3
}
