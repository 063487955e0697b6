package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// CeilDivSIPattern lowers arith.ceildivsi as MLIR's populateCeilFloorDivExpandOpsPatterns
// followed by arith-to-llvm, which Triton's pass runs: with q = a / b, the result is q + 1
// when a != q*b and a and b have equal signs, q otherwise. The conversion driver folds what
// constant operands decide (a sign test, the sign comparison, the and, the select) as it
// legalizes the expansion, so those are constants or forwarded values here too.
func CeilDivSIPattern(op *ir.Operation, l *Lowering) (bool, error) {
	div, ok := arith.AsCeilDivSI(op)
	if !ok {
		return false, nil
	}
	lhsNeg, lhsKnown := constantNegative(div.Lhs())
	rhsNeg, rhsKnown := constantNegative(div.Rhs())
	return true, l.elementwise(op, func(loc ir.Location, elem ir.Type, args []*ir.Value) *ir.Value {
		a, b := args[0], args[1]
		zero := l.IntConst(loc, elem, 0)
		one := l.IntConst(loc, elem, 1)
		quotient := llvm.BuildSdiv(l.B, loc, a, b).Res()
		product := llvm.BuildMul(l.B, loc, quotient, b).Res()
		inexact := l.ICmp(loc, "ne", a, product)
		aNeg := l.negativeTest(loc, a, zero, lhsNeg, lhsKnown)
		bNeg := l.negativeTest(loc, b, zero, rhsNeg, rhsKnown)
		if lhsKnown && rhsKnown {
			// eq folds to a constant, and(x, true) to x, and(x, false) to false, and a
			// select on false to its false value.
			signsEqual := lhsNeg == rhsNeg
			l.IntConst(loc, l.Ctx.I1(), boolToInt(signsEqual))
			plusOne := llvm.BuildAdd(l.B, loc, quotient, one).Res()
			if !signsEqual {
				return quotient
			}
			return llvm.BuildSelect(l.B, loc, elem, inexact, plusOne, quotient).Res()
		}
		cond := llvm.BuildAnd(l.B, loc, inexact, l.ICmp(loc, "eq", aNeg, bNeg)).Res()
		plusOne := llvm.BuildAdd(l.B, loc, quotient, one).Res()
		return llvm.BuildSelect(l.B, loc, elem, cond, plusOne, quotient).Res()
	})
}

// negativeTest emits v < 0, or the constant the folder makes of it when v's sign is known.
func (l *Lowering) negativeTest(loc ir.Location, v, zero *ir.Value, negative, known bool) *ir.Value {
	if !known {
		return l.ICmp(loc, "slt", v, zero)
	}
	return l.IntConst(loc, l.Ctx.I1(), boolToInt(negative))
}

// constantNegative reports whether v is an integer constant and, if so, whether it is
// negative.
func constantNegative(v *ir.Value) (negative, known bool) {
	c, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
	if !ok || c.Big != nil {
		return false, false
	}
	return c.Value < 0, true
}

// boolToInt is 1 for true and 0 for false, an i1 constant's value.
func boolToInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
