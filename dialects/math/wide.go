package math

import "math/big"

// The integer folds of the math dialect on integers wider than 64 bits: a and the results are
// unsigned values below 2^w.

func pow2(w int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w)) }

func wideAbsi(a *big.Int, w int) *big.Int {
	if a.Bit(w-1) == 1 {
		return new(big.Int).Sub(pow2(w), a)
	}
	return new(big.Int).Set(a)
}

func wideCtlz(a *big.Int, w int) *big.Int { return big.NewInt(int64(w - a.BitLen())) }

func wideCttz(a *big.Int, w int) *big.Int {
	if a.Sign() == 0 {
		return big.NewInt(int64(w))
	}
	return big.NewInt(int64(a.TrailingZeroBits()))
}

func wideCtpop(a *big.Int, _ int) *big.Int {
	n := 0
	for _, word := range a.Bits() {
		for x := uint64(word); x != 0; x &= x - 1 {
			n++
		}
	}
	return big.NewInt(int64(n))
}

// wideIPowI is foldIPowI's rule on wide integers: 0 to a negative power is not folded, other
// negative powers give 0, 1 or -1, non-negative ones are computed modulo 2^w.
func wideIPowI(base, power *big.Int, w int) (*big.Int, bool) {
	allOnes := new(big.Int).Sub(pow2(w), big.NewInt(1))
	switch {
	case power.Sign() == 0:
		return big.NewInt(1), true
	case power.Bit(w-1) == 1:
		switch {
		case base.Sign() == 0:
			return nil, false
		case base.Cmp(big.NewInt(1)) == 0:
			return big.NewInt(1), true
		case base.Cmp(allOnes) == 0:
			if power.Bit(0) == 1 {
				return allOnes, true
			}
			return big.NewInt(1), true
		}
		return new(big.Int), true
	}
	return new(big.Int).Exp(base, power, pow2(w)), true
}
