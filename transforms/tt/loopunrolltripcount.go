package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// tripCount is a static trip count as MLIR's constantTripCount returns it: an APInt of the
// bounds' width.
type tripCount struct {
	bits  uint64 // the count's bits, zero-extended
	width int
}

// signed is the count read as a signed number (APInt::getSExtValue).
func (c tripCount) signed() int64 { return ir.SignExtend(c.bits, c.width) }

// staticTripCount is scf.for's getStaticTripCount at Triton 3.6's LLVM. The count is 0 when
// both bounds are one value, when the step is a constant 0 or negative, when ub <= lb (compared
// signed, or unsigned for `scf.for unsigned`), or when ub - lb overflows to a negative signed
// value; with constant bounds and step it is ceil((ub - lb) / step), where that LLVM divides
// signed even for unsigned loops, so a difference with the sign bit set gives a negative count.
// Bounds that are not both constants count as unknown: MLIR also asks its value-bounds
// analysis, which answers only for bounds an nsw add apart.
func staticTripCount(loop scf.ForOp) (tripCount, bool) {
	lb, ub, step := loop.LowerBound(), loop.UpperBound(), loop.Step()
	w := boundWidth(lb.Type())
	if lb == ub {
		return tripCount{0, w}, true
	}
	stepC, stepOK := boundConstant(step)
	if stepOK && stepC <= 0 {
		return tripCount{0, w}, true
	}
	lbC, lbOK := boundConstant(lb)
	ubC, ubOK := boundConstant(ub)
	if !lbOK || !ubOK {
		return tripCount{}, false
	}
	mask := widthMask(w)
	unsigned := loop.UnsignedCmp()
	if unsigned && uint64(ubC)&mask <= uint64(lbC)&mask || !unsigned && ubC <= lbC {
		return tripCount{0, w}, true
	}
	diff := ir.SignExtend((uint64(ubC)-uint64(lbC))&mask, w)
	if !unsigned && diff < 0 {
		return tripCount{0, w}, true
	}
	if !stepOK {
		return tripCount{}, false
	}
	n := diff / stepC
	if diff%stepC != 0 {
		n++
	}
	return tripCount{uint64(n) & mask, w}, true
}

// boundConstant is MLIR's getConstantIntValue: the integer of the constant op defining v,
// sign-extended from its width.
func boundConstant(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// boundWidth is the width of an integer type; index counts as 64 bits.
func boundWidth(t ir.Type) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return 64
}

// widthMask has the low w bits set.
func widthMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return uint64(1)<<w - 1
}
