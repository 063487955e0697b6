package libm

import (
	"math"
	"math/big"
	"sync"
)

// Correctly rounded elementary functions, for the functions glibc 2.36 rounds correctly in
// practice, and for the steps of glibc algorithms that call such functions. Each function is computed on big floats with guard bits well beyond the
// result precision and rounded once to the result format; the sines and cosines of the table
// of glibc's sin and cos (sincos.go) come from here too.

// crPrec is the working precision in bits.
const crPrec = 200

// piBits is the precision of the π used to reduce trigonometric arguments: float64 values
// reach 2^1024, and the reduced argument must keep crPrec bits.
const piBits = 1024 + crPrec + 64

var (
	constOnce sync.Once
	bigPi     *big.Float // π to piBits
	bigLn2    *big.Float // ln 2 to crPrec+64
)

func newF(prec uint) *big.Float { return new(big.Float).SetPrec(prec) }

func fromF64(x float64, prec uint) *big.Float { return newF(prec).SetFloat64(x) }

// atanInv returns atan(1/n) by its series, to prec bits.
func atanInv(n int64, prec uint) *big.Float {
	x := newF(prec).Quo(fromF64(1, prec), newF(prec).SetInt64(n))
	x2 := newF(prec).Mul(x, x)
	sum, term := newF(prec).Set(x), newF(prec).Set(x)
	eps := newF(prec).SetMantExp(fromF64(1, prec), -int(prec)-8)
	for k := int64(3); ; k += 2 {
		term.Mul(term, x2)
		t := newF(prec).Quo(term, newF(prec).SetInt64(k))
		if k%4 == 3 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Cmp(eps) < 0 {
			return sum
		}
	}
}

func constants() {
	constOnce.Do(func() {
		// Machin: π = 16 atan(1/5) - 4 atan(1/239).
		p := uint(piBits + 16)
		a := newF(p).Mul(newF(p).SetInt64(16), atanInv(5, p))
		b := newF(p).Mul(newF(p).SetInt64(4), atanInv(239, p))
		bigPi = newF(piBits).Sub(a, b)
		// ln 2 = 2 atanh(1/3).
		q := uint(crPrec + 64)
		bigLn2 = newF(q).Mul(fromF64(2, q), atanhSeries(newF(q).Quo(fromF64(1, q), fromF64(3, q))))
	})
}

// atanhSeries is atanh(z) = z + z^3/3 + z^5/5 + ... for small |z|.
func atanhSeries(z *big.Float) *big.Float {
	prec := z.Prec()
	z2 := newF(prec).Mul(z, z)
	sum, term := newF(prec).Set(z), newF(prec).Set(z)
	for k := int64(3); k < 4000; k += 2 {
		term.Mul(term, z2)
		t := newF(prec).Quo(term, newF(prec).SetInt64(k))
		sum.Add(sum, t)
		if t.Sign() == 0 || t.MantExp(nil)-sum.MantExp(nil) < -int(prec)-4 {
			break
		}
	}
	return sum
}

// crExp is e^x for a finite x.
func crExp(x *big.Float) *big.Float {
	constants()
	prec := uint(crPrec + 64)
	// x = k ln2 + r, |r| <= ln2/2; e^r by its series on r/2^16, squared back.
	kf, _ := newF(prec).Quo(x, bigLn2).Float64()
	k := math.Round(kf)
	r := newF(prec).Sub(x, newF(prec).Mul(bigLn2, fromF64(k, prec)))
	const halvings = 16
	r.SetMantExp(r, -halvings)
	sum, term := fromF64(1, prec), fromF64(1, prec)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, r)
		term.Quo(term, newF(prec).SetInt64(n))
		sum.Add(sum, term)
		if term.Sign() == 0 || term.MantExp(nil) < -int(prec)-4 {
			break
		}
	}
	for range halvings {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// reduceHalfPi returns r and k with x = k π/2 + r, |r| <= π/4.
func reduceHalfPi(x float64) (*big.Float, int64) {
	constants()
	halfPi := newF(piBits).SetMantExp(bigPi, -1)
	bx := fromF64(x, piBits)
	q := newF(piBits).Quo(bx, halfPi)
	qi, _ := q.Int(nil)
	// Round to nearest.
	frac := newF(piBits).Sub(q, newF(piBits).SetInt(qi))
	if frac.Cmp(fromF64(0.5, piBits)) > 0 {
		qi.Add(qi, big.NewInt(1))
	} else if frac.Cmp(fromF64(-0.5, piBits)) < 0 {
		qi.Sub(qi, big.NewInt(1))
	}
	r := newF(piBits).Sub(bx, newF(piBits).Mul(halfPi, newF(piBits).SetInt(qi)))
	k := new(big.Int).And(qi, big.NewInt(3)).Int64()
	return newF(crPrec + 64).Set(r), k
}

// sinCosSeries returns sin r and cos r for |r| <= π/4.
func sinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	prec := r.Prec()
	r2 := newF(prec).Mul(r, r)
	sin, cos := newF(prec).Set(r), fromF64(1, prec)
	st, ct := newF(prec).Set(r), fromF64(1, prec)
	for n := int64(1); n < 200; n++ {
		st.Mul(st, r2)
		st.Quo(st, newF(prec).SetInt64((2*n)*(2*n+1)))
		ct.Mul(ct, r2)
		ct.Quo(ct, newF(prec).SetInt64((2*n-1)*(2*n)))
		if n%2 == 1 {
			sin.Sub(sin, st)
			cos.Sub(cos, ct)
		} else {
			sin.Add(sin, st)
			cos.Add(cos, ct)
		}
		if ct.Sign() == 0 || ct.MantExp(nil) < -int(prec)-8 {
			break
		}
	}
	return sin, cos
}

// crSinCos returns sin x and cos x for a finite x.
func crSinCos(x float64) (*big.Float, *big.Float) {
	r, k := reduceHalfPi(x)
	s, c := sinCosSeries(r)
	switch k {
	case 1:
		return c, s.Neg(s)
	case 2:
		return s.Neg(s), c.Neg(c)
	case 3:
		return c.Neg(c), s
	}
	return s, c
}

// crAtan is atan z for a finite z.
func crAtan(z *big.Float) *big.Float {
	constants()
	prec := uint(crPrec + 64)
	x := newF(prec).Set(z)
	neg := x.Sign() < 0
	x.Abs(x)
	one := fromF64(1, prec)
	inverted := x.Cmp(one) > 0
	if inverted {
		x.Quo(one, x)
	}
	// atan x = 2 atan(x / (1 + sqrt(1 + x^2))), applied until x is small.
	doublings := 0
	for x.Cmp(fromF64(1.0/64, prec)) > 0 {
		s := newF(prec).Sqrt(newF(prec).Add(one, newF(prec).Mul(x, x)))
		x.Quo(x, s.Add(s, one))
		doublings++
	}
	x2 := newF(prec).Mul(x, x)
	sum, term := newF(prec).Set(x), newF(prec).Set(x)
	for k := int64(3); k < 2000; k += 2 {
		term.Mul(term, x2)
		t := newF(prec).Quo(term, newF(prec).SetInt64(k))
		if k%4 == 3 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
		if t.Sign() == 0 || t.MantExp(nil) < -int(prec)-8 {
			break
		}
	}
	sum.SetMantExp(sum, doublings)
	if inverted {
		sum.Sub(newF(prec).SetMantExp(bigPi, -1), sum)
	}
	if neg {
		sum.Neg(sum)
	}
	return sum
}

// The double functions below are those glibc rounds correctly in practice, and ttgo rounds
// correctly always: glibc's tan, atan, atan2, asin and acos agree with the correctly rounded
// result on all but about 1 in 500 (tan), 1 in 1000 (atan2) or fewer random arguments, and
// ttgo does not reproduce those few. Special arguments and results (NaNs, infinities, zeros,
// exact values) come from Go's math package.

// finite reports whether no x of xs is a NaN or an infinity.
func finite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// round is r rounded once to float64.
func round(r *big.Float) float64 {
	f, _ := r.Float64()
	return f
}

// Tan is tan x rounded correctly.
func Tan(x float64) float64 {
	if !finite(x) || x == 0 {
		return math.Tan(x)
	}
	s, c := crSinCos(x)
	return round(s.Quo(s, c))
}

// Atan is atan x rounded correctly.
func Atan(x float64) float64 {
	if !finite(x) || x == 0 {
		return math.Atan(x)
	}
	return round(crAtan(fromF64(x, crPrec+64)))
}

// Asin is asin x rounded correctly.
func Asin(x float64) float64 {
	if !finite(x) || x == 0 || math.Abs(x) >= 1 {
		return math.Asin(x)
	}
	p := uint(crPrec + 64)
	bx := fromF64(x, p)
	d := newF(p).Mul(newF(p).Sub(fromF64(1, p), bx), newF(p).Add(fromF64(1, p), bx))
	return round(crAtan(newF(p).Quo(bx, d.Sqrt(d))))
}

// Acos is acos x rounded correctly.
func Acos(x float64) float64 {
	if !finite(x) || math.Abs(x) > 1 || x == 1 {
		return math.Acos(x)
	}
	constants()
	p := uint(crPrec + 64)
	halfPi := newF(p).SetMantExp(bigPi, -1)
	if x == -1 {
		return round(halfPi.SetMantExp(halfPi, 1))
	}
	bx := fromF64(x, p)
	d := newF(p).Mul(newF(p).Sub(fromF64(1, p), bx), newF(p).Add(fromF64(1, p), bx))
	return round(halfPi.Sub(halfPi, crAtan(newF(p).Quo(bx, d.Sqrt(d)))))
}

// Atan2 is atan2(y, x) rounded correctly.
func Atan2(y, x float64) float64 {
	if !finite(y, x) || y == 0 || x == 0 {
		return math.Atan2(y, x)
	}
	constants()
	p := uint(crPrec + 64)
	a := crAtan(newF(p).Quo(fromF64(y, p), fromF64(x, p)))
	if x < 0 {
		pi := newF(p).Set(bigPi)
		if y < 0 {
			a.Sub(a, pi)
		} else {
			a.Add(a, pi)
		}
	}
	return round(a)
}
