package arith

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// withSpeculatability sets d's speculatability hook and returns d.
func withSpeculatability(d *ir.OpDef, f func(*ir.Operation) ir.Speculatability) *ir.OpDef {
	d.Speculatability = f
	return d
}

// divisorSpeculatability is the speculatability of the integer divisions, as MLIR's
// DivUIOp::getSpeculatability and its kin: a division may run anywhere when its divisor (the
// rhs) is a constant that cannot be zero nor, for a signed division, -1 (whose quotient
// overflows); otherwise it may trap.
func divisorSpeculatability(signed bool) func(*ir.Operation) ir.Speculatability {
	return func(op *ir.Operation) ir.Speculatability {
		if rewrite.ConstantDivisorIsSafe(op.Operand(1), signed) {
			return ir.Speculatable
		}
		return ir.NotSpeculatable
	}
}
