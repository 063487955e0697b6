// The algorithms and coefficients in this file are those of the double-precision exponentials
// of ARM's optimized-routines (Szabolcs Nagy), which glibc uses since 2.28, whose notice is
// kept here as it asks:
//
//	Copyright (c) 2018, Arm Limited.
//	SPDX-License-Identifier: MIT OR Apache-2.0 WITH LLVM-exception

package libm

import (
	"math"
	"sync"
)

// glibc's exp and exp2 reduce x to k/N + r (in units of ln 2 for exp), take 2^(k/N) from a
// table of N = 128 entries and add a polynomial in r. glibc runs exp from its build compiled
// with -mfma on CPUs with FMA, where GCC contracts every product feeding only additions; exp2
// has no such build and rounds every product. The functions below make the same choices.

// expTableBits is log2 of the table size N.
const expTableBits = 7

var (
	expTabOnce sync.Once
	// expTab holds, for each k < N, the bits of t and of h less k << 52 / N, where h is
	// 2^(k/N) rounded to double and t the double nearest 2^(k/N)/h - 1.
	expTab [2 << expTableBits]uint64
)

// expTable fills expTab.
func expTable() {
	expTabOnce.Do(func() {
		constants()
		p := uint(crPrec + 64)
		for k := range 1 << expTableBits {
			e := crExp(newF(p).Quo(newF(p).Mul(bigLn2, fromF64(float64(k), p)), fromF64(1<<expTableBits, p)))
			h, _ := e.Float64()
			t, _ := newF(p).Sub(newF(p).Quo(e, fromF64(h, p)), fromF64(1, p)).Float64()
			expTab[2*k] = math.Float64bits(t)
			expTab[2*k+1] = math.Float64bits(h) - uint64(k)<<(52-expTableBits)
		}
	})
}

// The polynomial coefficients: expC2..expC5 of exp(r) - 1 - r, exp2C1..exp2C5 of 2^r - 1.
const (
	expC2  = 0x1.ffffffffffdbdp-2
	expC3  = 0x1.555555555543cp-3
	expC4  = 0x1.55555cf172b91p-5
	expC5  = 0x1.1111167a4d017p-7
	exp2C1 = 0x1.62e42fefa39efp-1
	exp2C2 = 0x1.ebfbdff82c424p-3
	exp2C3 = 0x1.c6b08d70cf4b5p-5
	exp2C4 = 0x1.3b2abd24650ccp-7
	exp2C5 = 0x1.5d7e09b4e3a84p-10
)

// top12 is the sign and exponent bits of x.
func top12(x float64) uint32 { return uint32(math.Float64bits(x) >> 52) }

// expSpecial handles a result that may overflow or underflow: scale (of bits sbits, whose
// exponent may have wrapped, and whose sign is the result's) times 1 + tmp, ki the
// reduction's integer. overflowShift is how far glibc scales a large result down first;
// fused says whether the build contracts scale + scale*tmp there.
func expSpecial(tmp float64, sbits, ki uint64, overflowShift uint, fused bool) float64 {
	if ki&0x80000000 == 0 {
		// k > 0: the exponent of scale may have overflowed.
		sbits -= uint64(overflowShift) << 52
		scale := math.Float64frombits(sbits)
		y := scale + float64(scale*tmp)
		if fused {
			y = math.FMA(scale, tmp, scale)
		}
		return math.Ldexp(1, int(overflowShift)) * y
	}
	// k < 0: round y to double before scaling it into the subnormal range. The product
	// scale*tmp also serves lo, in another block, so GCC does not contract it here.
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := float64(scale * tmp)
	y := scale + st
	if math.Abs(y) < 1 {
		one := 1.0
		if y < 0 {
			one = -1
		}
		lo := scale - y + st
		hi := one + y
		lo = one - hi + y + lo
		y = (hi + lo) - one
		if y == 0 {
			y = math.Float64frombits(sbits & (1 << 63))
		}
	}
	return 0x1p-1022 * y
}

// expTableEntry returns 2^(k/N) as the tail t and the bits of scale, for the k in the low
// bits of ki.
func expTableEntry(ki uint64) (tail float64, sbits uint64) {
	expTable()
	idx := 2 * (ki % (1 << expTableBits))
	return math.Float64frombits(expTab[idx]), expTab[idx+1] + ki<<(52-expTableBits)
}

// expEdge returns the result of exp and exp2 where it needs no reduction: 1 + x for x tiny,
// infinite or NaN, but 0 for -inf.
func expEdge(x float64) (float64, bool) {
	abstop := top12(x) & 0x7ff
	switch {
	case abstop < top12(0x1p-54) || math.IsNaN(x) || math.IsInf(x, 1):
		return 1 + x, true
	case math.IsInf(x, -1):
		return 0, true
	}
	return 0, false
}

// Exp is glibc's exp (e_exp.c) as its FMA build computes it.
func Exp(x float64) float64 {
	if r, ok := expEdge(x); ok {
		return r
	}
	if top12(x)&0x7ff >= top12(1024) {
		if x < 0 {
			return 0
		}
		return math.Inf(1)
	}
	return expInline(x, 0, false)
}

// expInline is glibc's exp of x + xtail, negated when negative, for finite x beyond
// 2^-54 in magnitude (e_exp.c, and exp_inline in e_pow.c, which adds xtail), as its FMA
// build computes it.
func expInline(x, xtail float64, negative bool) float64 {
	const (
		invLn2N   = 0x1.71547652b82fep0 * (1 << expTableBits)
		negLn2hiN = -0x1.62e42fefa0000p-8
		negLn2loN = -0x1.cf79abc9e3b3ap-47
		shift     = 0x1.8p52
	)
	abstop := top12(x) & 0x7ff
	if abstop-top12(0x1p-54) >= 0x80000000 {
		one := 1 + x
		if negative {
			return -one
		}
		return one
	}
	if abstop >= top12(1024) {
		r := 0.0
		if x > 0 {
			r = math.Inf(1)
		}
		if negative {
			return -r
		}
		return r
	}
	kd := math.FMA(invLn2N, x, shift)
	ki := math.Float64bits(kd)
	kd -= shift
	r := math.FMA(kd, negLn2loN, math.FMA(kd, negLn2hiN, x)) + xtail
	tail, sbits := expTableEntry(ki)
	if negative {
		sbits += 1 << 63 // the sign of scale
	}
	r2 := r * r
	tmp := math.FMA(r2, math.FMA(r, expC3, expC2), tail+r)
	tmp = math.FMA(r2*r2, math.FMA(r, expC5, expC4), tmp)
	if abstop >= top12(512) {
		return expSpecial(tmp, sbits, ki, 1009, true)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// Exp2 is glibc's exp2 (e_exp2.c), which has no FMA build.
func Exp2(x float64) float64 {
	const shift = 0x1.8p52 / (1 << expTableBits)
	if r, ok := expEdge(x); ok {
		return r
	}
	switch {
	case x >= 1024:
		return math.Inf(1)
	case x <= -1075:
		return 0
	}
	special := math.Abs(x) > 928
	kd := x + shift
	ki := math.Float64bits(kd)
	kd -= shift
	r := x - kd
	tail, sbits := expTableEntry(ki)
	r2 := float64(r * r)
	tmp := tail + float64(r*exp2C1) + float64(r2*(exp2C2+float64(r*exp2C3))) +
		float64(float64(r2*r2)*(exp2C4+float64(r*exp2C5)))
	if special {
		return expSpecial(tmp, sbits, ki, 1, false)
	}
	scale := math.Float64frombits(sbits)
	return scale + float64(scale*tmp)
}
