package llvm

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// withDivisorSpeculatability gives an integer division the speculatability MLIR 22 gives
// llvm.udiv and llvm.sdiv: it may run where it would not have run (be hoisted out of a loop)
// only when its divisor is a constant that cannot be zero nor, signed, -1.
func withDivisorSpeculatability(d *ir.OpDef, signed bool) *ir.OpDef {
	d.Speculatability = func(op *ir.Operation) ir.Speculatability {
		if rewrite.ConstantDivisorIsSafe(op.Operand(1), signed) {
			return ir.Speculatable
		}
		return ir.NotSpeculatable
	}
	return d
}
