// The algorithm and constants in this file are those of the double sine and cosine of the IBM
// Accurate Mathematical Library in glibc (sysdeps/ieee754/dbl-64/s_sin.c and sincostab.c, as
// restructured for glibc 2.28), written by International Business Machines Corp., Copyright
// (C) 2001-2022 Free Software Foundation, Inc., and distributed under the GNU Lesser General
// Public License, version 2.1 or later. The Go below is written anew from that algorithm; its
// table is computed here, not copied.

package libm

import (
	"math"
	"math/big"
	"sync"
)

// glibc's sin and cos (which mlir-opt-22 calls on x86-64) are not correctly rounded: they
// reduce x to a + da in [-π/4, π/4] and add a Taylor polynomial of x - k/128 to sin and cos of
// k/128 from a table. On CPUs with FMA glibc runs its build of s_sin.c compiled with -mfma,
// where GCC contracts every product whose result only feeds additions into a fused
// multiply-add; the functions below make the same contractions with math.FMA and round the
// other products on their own.

const (
	// sinS1..sinS5 are the Taylor coefficients of sin x - x on small x.
	sinS1 = -0x1.5555555555555p-3
	sinS2 = 0x1.1111111110ECEp-7
	sinS3 = -0x1.A01A019DB08B8p-13
	sinS4 = 0x1.71DE27B9A7ED9p-19
	sinS5 = -0x1.ADDFFC2FCDF59p-26
	// sn3, sn5 and cs2..cs6 approximate sin and cos of a remainder below 1/256.
	sinSn3 = -1.66666666666664880952546298448555e-01
	sinSn5 = 8.33333214285722277379541354343671e-03
	sinCs2 = 4.99999999999999999999950396842453e-01
	sinCs4 = -4.16666666666664434524222570944589e-02
	sinCs6 = 1.38888874007937613028114285595617e-03
	// sinBig rounds a sum to a multiple of 1/128, whose low word is then the table index.
	sinBig = 0x1.8p45
	// hp0 + hp1 is π/2; mp1 + mp2 + pp3 + pp4 too, each part short enough to multiply exactly.
	sinHp0   = 0x1.921FB54442D18p0
	sinHp1   = 0x1.1A62633145C07p-54
	sinMp1   = 0x1.921FB58000000p0
	sinMp2   = -0x1.DDE973C000000p-27
	sinPp3   = -0x1.CB3B398000000p-55
	sinPp4   = -0x1.d747f23e32ed7p-83
	sinHpInv = 0x1.45F306DC9C883p-1 // 2/π
	sinToInt = 0x1.8p52
)

// sincosEntry is sin and cos of k/128, each as the nearest double and the double nearest the
// rest.
type sincosEntry struct{ sn, ssn, cs, ccs float64 }

var (
	sincosTabOnce sync.Once
	sincosTab     [110]sincosEntry
)

// sincosTabLowFixes are the low parts glibc's table holds where they are not the double nearest
// the rest (its table was computed to about 110 bits): entry, cosine or sine, bits.
var sincosTabLowFixes = []struct {
	k    int
	cos  bool
	bits uint64
}{
	{2, false, 0xbc02ab639a9f0777}, {10, false, 0xbc5921915299468c}, {23, false, 0xbbd32c5c8b81c940},
	{26, true, 0x3c6e3a0d3e03b1d5}, {27, false, 0xbc59883b57d6cdeb}, {33, false, 0xbc79b8c29dfd8ec8},
	{34, false, 0xbc79fb0a0c93e2b5}, {36, false, 0x3c746076fe0dcff5}, {40, false, 0x3c003d5504878398},
	{44, true, 0xbc5660aec7ef636c}, {70, true, 0x3c58ff7947027a16}, {75, false, 0xbc5f190c70cbb5ff},
	{75, true, 0xbc0b83d607cd5070}, {79, true, 0x3c395e25736c0358}, {85, false, 0xbc797653a7d2f07b},
	{90, false, 0x3c20da05738cc59a}, {94, false, 0x3c5c843b4d0fb198}, {107, false, 0x3c4ad1197ccd0393},
}

// sincosTable fills sincosTab.
func sincosTable() {
	sincosTabOnce.Do(func() {
		p := uint(crPrec + 64)
		split := func(v *big.Float) (float64, float64) {
			hi, _ := v.Float64()
			lo, _ := newF(p).Sub(v, fromF64(hi, p)).Float64()
			return hi, lo
		}
		for k := range sincosTab {
			s, c := sinCosSeries(fromF64(float64(k)/128, p))
			e := &sincosTab[k]
			e.sn, e.ssn = split(s)
			e.cs, e.ccs = split(c)
		}
		for _, f := range sincosTabLowFixes {
			if f.cos {
				sincosTab[f.k].ccs = math.Float64frombits(f.bits)
			} else {
				sincosTab[f.k].ssn = math.Float64frombits(f.bits)
			}
		}
	})
}

// sincosLookup rounds |x| (below 0.86) to k/128 and returns k/128 and the table entry of k.
func sincosLookup(ax float64) (float64, *sincosEntry) {
	sincosTable()
	u := sinBig + ax
	return u - sinBig, &sincosTab[math.Float64bits(u)&0xffffffff]
}

// doCos is cos(x + dx) for |x| below 0.86 (s_sin.c's do_cos).
func doCos(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	k, e := sincosLookup(math.Abs(x))
	x = math.Abs(x) - k + dx
	xx := x * x
	s := math.FMA(x*xx, math.FMA(xx, sinSn5, sinSn3), x)
	c := xx * math.FMA(xx, math.FMA(xx, sinCs6, sinCs4), sinCs2)
	cor := math.FMA(-e.sn, s, math.FMA(-e.cs, c, math.FMA(-s, e.ssn, e.ccs)))
	return e.cs + cor
}

// doSin is sin(x + dx) for |x| below 0.86 (s_sin.c's do_sin): a Taylor polynomial below
// 0.126, the table above.
func doSin(x, dx float64) float64 {
	if math.Abs(x) < 0.126 {
		xx := x * x
		p := math.FMA(math.FMA(math.FMA(math.FMA(sinS5, xx, sinS4), xx, sinS3), xx, sinS2), xx, sinS1)
		return x + math.FMA(math.FMA(p, x, -(0.5*dx)), xx, dx)
	}
	xold := x
	if x <= 0 {
		dx = -dx
	}
	k, e := sincosLookup(math.Abs(x))
	x = math.Abs(x) - k
	xx := x * x
	s := x + math.FMA(x*xx, math.FMA(xx, sinSn5, sinSn3), dx)
	c := math.FMA(x, dx, xx*math.FMA(xx, math.FMA(xx, sinCs6, sinCs4), sinCs2))
	cor := math.FMA(e.cs, s, math.FMA(-e.sn, c, math.FMA(s, e.ccs, e.ssn)))
	return math.Copysign(e.sn+cor, xold)
}

// reduceSinCos returns a + da = x - n π/2 and n mod 4 for 2.4 < |x| < 105414350, with π/2
// in four parts (s_sin.c's reduce_sincos).
func reduceSinCos(x float64) (a, da float64, n int) {
	t := math.FMA(x, sinHpInv, sinToInt)
	xn := t - sinToInt
	y := math.FMA(-xn, sinMp2, math.FMA(-xn, sinMp1, x))
	t2 := math.FMA(-xn, sinPp3, y)
	db := math.FMA(-xn, sinPp3, y-t2)
	b := math.FMA(-xn, sinPp4, t2)
	db += math.FMA(-xn, sinPp4, t2-b)
	return b, db, int(math.Float64bits(t) & 3)
}

// doSinCos is sin(a + da + n π/2).
func doSinCos(a, da float64, n int) float64 {
	var r float64
	if n&1 != 0 {
		r = doCos(a, da)
	} else {
		r = doSin(a, da)
	}
	if n&2 != 0 {
		return -r
	}
	return r
}

// sinCos is glibc's sin (cos false) or cos (cos true) of x.
func sinCos(x float64, cos bool) float64 {
	q := 0
	if cos {
		q = 1
	}
	ax := math.Abs(x)
	top := math.Float64bits(x) >> 32 & 0x7fffffff
	switch {
	case top >= 0x7ff00000:
		return math.NaN()
	case cos && top < 0x3e400000:
		return 1
	case !cos && top < 0x3e500000:
		return x
	case top < 0x3feb6000:
		if cos {
			return doCos(x, 0)
		}
		return doSin(x, 0)
	case top < 0x400368fd:
		t := sinHp0 - ax
		if cos {
			a := t + sinHp1
			return doSin(a, (t-a)+sinHp1)
		}
		return math.Copysign(doCos(t, sinHp1), x)
	case top < 0x419921FB:
		a, da, n := reduceSinCos(x)
		return doSinCos(a, da, n+q)
	}
	a, da, n := branred(x)
	return doSinCos(a, da, n+q)
}

// Sin is glibc's sin (s_sin.c) as its FMA build computes it.
func Sin(x float64) float64 { return sinCos(x, false) }

// Cos is glibc's cos (s_sin.c) as its FMA build computes it.
func Cos(x float64) float64 { return sinCos(x, true) }
