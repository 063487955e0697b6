package rewrite

import (
	"math/big"

	"github.com/ttgo/ttgo/ir"
)

// ConstantDivisorIsSafe reports whether v is an integer constant (scalar or dense) whose
// range of values excludes zero and, for a signed division, -1, as MLIR's
// m_IntRangeWithoutZeroU/S and m_IntRangeWithoutNegOneS judge arith.constant's range: the
// unsigned minimum must be positive; signed, the range must lie on one side of zero and of -1.
// The integer divisions of arith and llvm are speculatable exactly when it holds.
func ConstantDivisorIsSafe(v *ir.Value, signed bool) bool {
	var elems []*big.Int
	var width int
	switch c := ConstantValue(v.DefiningOp()).(type) {
	case *ir.IntegerAttr:
		width = ir.IntOrFloatBitWidth(c.Type)
		if c.Big != nil {
			elems = []*big.Int{c.Big}
		} else {
			elems = []*big.Int{big.NewInt(c.Value)}
		}
	case *ir.DenseElementsAttr:
		width = ir.IntOrFloatBitWidth(c.Type.ElementType())
		if c.Wide != nil {
			elems = c.Wide
		} else {
			for _, d := range c.Data {
				elems = append(elems, new(big.Int).SetUint64(d))
			}
		}
	default:
		return false
	}
	if len(elems) == 0 {
		return false
	}
	if width <= 0 {
		width = 64
	}
	modulus := new(big.Int).Lsh(big.NewInt(1), uint(width))
	half := new(big.Int).Rsh(modulus, 1)
	var umin, smin, smax *big.Int
	for _, e := range elems {
		u := new(big.Int).Mod(e, modulus)
		sv := new(big.Int).Set(u)
		if u.Cmp(half) >= 0 {
			sv.Sub(sv, modulus)
		}
		if umin == nil || u.Cmp(umin) < 0 {
			umin = u
		}
		if smin == nil || sv.Cmp(smin) < 0 {
			smin = sv
		}
		if smax == nil || sv.Cmp(smax) > 0 {
			smax = sv
		}
	}
	if !signed {
		return umin.Sign() > 0
	}
	minusOne := big.NewInt(-1)
	return (smin.Sign() > 0 || smax.Sign() < 0) && (smin.Cmp(minusOne) > 0 || smax.Cmp(minusOne) < 0)
}
