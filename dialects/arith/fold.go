package arith

import (
	"math"
	"math/big"
	"math/bits"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/softfloat"
)

// The fold hooks of the arith ops, following ArithOps.cpp of MLIR 22. Ops are recognised
// by name rather than by OpDef so that the hooks can refer to each other's ops without an
// initialisation cycle.

// withFold sets the fold hook of d (and, for commutative ops, MLIR's trait folder that moves
// constant operands to the right when the hook does not fold).
func withFold(d *ir.OpDef, f ir.FoldFunc) *ir.OpDef {
	if d.Traits&ir.Commutative == 0 {
		d.Fold = f
		return d
	}
	d.Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if rs, ok := f(op, operands); ok {
			return rs, true
		}
		return foldCommutative(op, operands)
	}
	return d
}

// foldCommutative moves the constant operands of a commutative op after the others, in place.
func foldCommutative(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.NumOperands() < 2 || len(operands) != op.NumOperands() {
		return nil, false
	}
	var vars, consts []*ir.Value
	for i, v := range op.Operands() {
		if operands[i] != nil {
			consts = append(consts, v)
		} else {
			vars = append(vars, v)
		}
	}
	moved := false
	for i := range vars {
		if op.Operand(i) != vars[i] {
			moved = true
		}
	}
	if !moved {
		return nil, false
	}
	op.SetOperands(append(vars, consts...))
	return nil, true
}

// definedBy returns the op defining v when it is called name, or nil.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// widthOf is the element bit width of operand i of op.
func widthOf(op *ir.Operation, i int) int {
	return elemWidth(ir.ElementTypeOrSelf(op.Operand(i).Type()))
}

// intBinary folds an integer op over constant operands with fn(a, b, width); operands wider
// than 64 bits fold with the op's big-integer semantics (wideBinaryOps).
func intBinary(op *ir.Operation, operands []ir.Attribute, fn func(a, b uint64, w int) (uint64, bool)) ([]ir.FoldResult, bool) {
	w := widthOf(op, 0)
	if w == 0 {
		return wideIntBinary(op, operands)
	}
	if _, isFloat := ir.ElementTypeOrSelf(op.Operand(0).Type()).(*ir.FloatType); isFloat {
		return nil, false
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) { return fn(xs[0], xs[1], w) })
}

// intBinaryLast is intBinary for MLIR folders whose failure flag each element overwrites: every
// element is computed, and the fold holds when the last element's ok does.
func intBinaryLast(op *ir.Operation, operands []ir.Attribute, fn func(a, b uint64, w int) (uint64, bool)) ([]ir.FoldResult, bool) {
	last := true
	r, ok := intBinary(op, operands, func(a, b uint64, w int) (uint64, bool) {
		v, ok := fn(a, b, w)
		last = ok
		return v, true
	})
	return r, ok && last
}

func minSigned(w int) uint64 { return 1 << (w - 1) }

func foldConstant(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if v := op.Attr("value"); v != nil {
		return fold(v), true
	}
	return nil, false
}

func foldAddI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(0)), true
	}
	// addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
	if sub := definedBy(op.Operand(0), "arith.subi"); sub != nil && sub.Operand(1) == op.Operand(1) {
		return forward(sub.Operand(0)), true
	}
	if sub := definedBy(op.Operand(1), "arith.subi"); sub != nil && sub.Operand(1) == op.Operand(0) {
		return forward(sub.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a + b, true })
}

// hasStaticShape reports whether t is not shaped or has a static shape.
func hasStaticShape(t ir.Type) bool {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return true
	}
	if !st.HasRank() {
		return false
	}
	for _, d := range st.Shape() {
		if d < 0 {
			return false
		}
	}
	return true
}

// zeroAttr is MLIR's Builder::getZeroAttr for integer, index and float types and their
// vectors and tensors.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	if elemWidth(ir.ElementTypeOrSelf(t)) == 0 {
		if intWidth(ir.ElementTypeOrSelf(t)) > 64 {
			return makeWideConst(ctx, t, []*big.Int{new(big.Int)})
		}
		return nil
	}
	return makeConst(ctx, t, []uint64{0})
}

func foldSubI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	t := op.Result(0).Type()
	if op.Operand(0) == op.Operand(1) && hasStaticShape(t) {
		if z := zeroAttr(op.Context(), t); z != nil {
			return fold(z), true
		}
	}
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(0)), true
	}
	if add := definedBy(op.Operand(0), "arith.addi"); add != nil {
		// subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
		if add.Operand(1) == op.Operand(1) {
			return forward(add.Operand(0)), true
		}
		if add.Operand(0) == op.Operand(1) {
			return forward(add.Operand(1)), true
		}
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a - b, true })
}

func foldMulI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(1)), true
	}
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a * b, true })
}

func foldDivUI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	})
}

func foldDivSI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 || (a == minSigned(w) && b == mask(math.MaxUint64, w)) {
			return 0, false
		}
		return uint64(sext(a, w) / sext(b, w)), true
	})
}

func foldCeilDivUI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		q := a / b
		if a%b != 0 {
			q++
		}
		return q, true
	})
}

func foldCeilDivSI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return intBinary(op, operands, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		if a == 0 {
			return 0, true
		}
		x, y := sext(a, w), sext(b, w)
		if x > 0 && y > 0 {
			return uint64((x-1)/y + 1), true
		}
		// MLIR negates the negative operands first and gives up when that overflows.
		if a == minSigned(w) || b == minSigned(w) {
			return 0, false
		}
		q := x / y
		if x%y != 0 && (x < 0) == (y < 0) {
			q++
		}
		return uint64(q), true
	})
}

func foldFloorDivSI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	// MLIR's folder resets its overflow-or-division-by-zero flag at every element, so only the
	// last element decides; an element divided by zero keeps its dividend and an overflowing
	// one wraps.
	return intBinaryLast(op, operands, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return a, false
		}
		if a == minSigned(w) && b == mask(math.MaxUint64, w) {
			return a, false
		}
		x, y := sext(a, w), sext(b, w)
		q := x / y
		if x%y != 0 && (x < 0) != (y < 0) {
			q--
		}
		return uint64(q), true
	})
}

func foldRemUI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
			return fold(z), true
		}
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	})
}

func foldRemSI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 1) {
		if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
			return fold(z), true
		}
	}
	return intBinary(op, operands, func(a, b uint64, w int) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return uint64(sext(a, w) % sext(b, w)), true
	})
}

// allOnesXOr returns the all-ones constant c when x is xori(y, c), as MLIR's
// m_Op<XOrIDef>(m_Val(y), m_ConstantInt) with an all-ones value matches it; otherwise nil.
func allOnesXOr(x, y *ir.Value) *ir.Value {
	d := definedBy(x, "arith.xori")
	if d == nil || d.Operand(0) != y {
		return nil
	}
	c := d.Operand(1).DefiningOp()
	if c == nil || !c.HasTrait(ir.ConstantLike) {
		return nil
	}
	w := elemWidth(ir.ElementTypeOrSelf(x.Type()))
	if n, ok := splatInt(c.Attr("value"), x.Type()); !ok || w == 0 || n != mask(math.MaxUint64, w) {
		return nil
	}
	return d.Operand(1)
}

// foldIdempotent is the Idempotent trait's fold (x op x -> x), which MLIR tries only after
// the op's own fold hook failed.
func foldIdempotent(op *ir.Operation) ([]ir.FoldResult, bool) {
	if op.Operand(0) == op.Operand(1) {
		return forward(op.Operand(0)), true
	}
	return nil, false
}

func foldAndI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	w := widthOf(op, 0)
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(1)), true
	}
	if w > 0 && isIntConst(op, operands, 1, mask(math.MaxUint64, w)) {
		return forward(op.Operand(0)), true
	}
	// and(x, not(x)) -> 0, and(not(x), x) -> 0
	if allOnesXOr(op.Operand(1), op.Operand(0)) != nil || allOnesXOr(op.Operand(0), op.Operand(1)) != nil {
		if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
			return fold(z), true
		}
	}
	// and(a, and(a, b)) -> and(a, b), in either operand order
	for i := range 2 {
		prev := definedBy(op.Operand(i), "arith.andi")
		if other := op.Operand(1 - i); prev != nil && (other == prev.Operand(0) || other == prev.Operand(1)) {
			return forward(prev.Result(0)), true
		}
	}
	if r, ok := intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a & b, true }); ok {
		return r, true
	}
	return foldIdempotent(op)
}

func foldOrI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	w := widthOf(op, 0)
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(0)), true
	}
	// or(x, <all ones>) -> <all ones>, as an attribute: the driver materializes it anew.
	if w > 0 && isIntConst(op, operands, 1, mask(math.MaxUint64, w)) {
		return fold(operands[1]), true
	}
	// or(x, not(x)) -> <all ones>, or(not(x), x) -> <all ones>
	if c := allOnesXOr(op.Operand(1), op.Operand(0)); c != nil {
		return forward(c), true
	}
	if c := allOnesXOr(op.Operand(0), op.Operand(1)); c != nil {
		return forward(c), true
	}
	if r, ok := intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a | b, true }); ok {
		return r, true
	}
	return foldIdempotent(op)
}

func foldXOrI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if isIntConst(op, operands, 1, 0) {
		return forward(op.Operand(0)), true
	}
	t := op.Result(0).Type()
	if op.Operand(0) == op.Operand(1) && hasStaticShape(t) {
		if z := zeroAttr(op.Context(), t); z != nil {
			return fold(z), true
		}
	}
	// xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
	if prev := definedBy(op.Operand(0), "arith.xori"); prev != nil {
		if prev.Operand(1) == op.Operand(1) {
			return forward(prev.Operand(0)), true
		}
		if prev.Operand(0) == op.Operand(1) {
			return forward(prev.Operand(1)), true
		}
	}
	return intBinary(op, operands, func(a, b uint64, _ int) (uint64, bool) { return a ^ b, true })
}

// shift folds a shift: x by 0 is x; constants fold unless the last element shifts by the width
// or more (MLIR's folder keeps only the last element's bound check), any larger shift giving
// APInt's result.
func shift(fn func(a, b uint64, w int) uint64) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if isIntConst(op, operands, 1, 0) {
			return forward(op.Operand(0)), true
		}
		return intBinaryLast(op, operands, func(a, b uint64, w int) (uint64, bool) {
			return fn(a, b, w), b < uint64(w)
		})
	}
}

// minMax folds an integer min or max: x op x is x, x op (the absorbing bound) is that
// bound, x op (the neutral bound) is x; less says whether a < b in the op's order, and
// pickLess whether the op takes the smaller value.
func minMax(signed, pickLess bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.Operand(0) == op.Operand(1) {
			return forward(op.Operand(0)), true
		}
		w := widthOf(op, 0)
		if w == 0 {
			return wideIntBinary(op, operands)
		}
		lo, hi := uint64(0), mask(math.MaxUint64, w)
		if signed {
			lo, hi = minSigned(w), minSigned(w)-1
		}
		absorbing, neutral := hi, lo
		if pickLess {
			absorbing, neutral = lo, hi
		}
		if isIntConst(op, operands, 1, absorbing) {
			return forward(op.Operand(1)), true
		}
		if isIntConst(op, operands, 1, neutral) {
			return forward(op.Operand(0)), true
		}
		return intBinary(op, operands, func(a, b uint64, w int) (uint64, bool) {
			less := a < b
			if signed {
				less = sext(a, w) < sext(b, w)
			}
			if less == pickLess {
				return a, true
			}
			return b, true
		})
	}
}

var (
	negZero   = math.Copysign(0, -1)
	posInf    = math.Inf(1)
	negInf    = math.Inf(-1)
	noNeutral = math.NaN() // equal to no constant
)

func foldAddF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if floatConstIs(op, operands, 1, negZero) {
		return forward(op.Operand(0)), true
	}
	return floatBinary(op, operands, func(a, b float64) float64 { return a + b })
}

func foldSubF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if floatConstIs(op, operands, 1, 0) {
		return forward(op.Operand(0)), true
	}
	return floatBinary(op, operands, func(a, b float64) float64 { return a - b })
}

func foldMulF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if floatConstIs(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return floatBinary(op, operands, func(a, b float64) float64 { return a * b })
}

func foldDivF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if floatConstIs(op, operands, 1, 1) {
		return forward(op.Operand(0)), true
	}
	return floatBinary(op, operands, func(a, b float64) float64 { return a / b })
}

func foldRemF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	return floatBinary(op, operands, math.Mod)
}

// floatMinMax folds maximumf/minimumf (llvm::maximum/minimum: NaN-propagating) and
// maxnumf/minnumf (llvm::maxnum/minnum: a quiet NaN yields the other operand, a signaling one
// yields itself quieted), all ordering -0 below +0; neutral is the infinity that makes x op
// inf fold to x (noNeutral for maxnumf/minnumf, where a NaN does).
func floatMinMax(pickMax, propagateNaN bool, neutral float64) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.Operand(0) == op.Operand(1) {
			return forward(op.Operand(1)), true
		}
		if floatConstIs(op, operands, 1, neutral) {
			return forward(op.Operand(0)), true
		}
		if !propagateNaN && floatSplatIsNaN(op, operands, 1) {
			// maxnumf(x, NaN) and minnumf(x, NaN) are x; MLIR 22 does not fold their
			// infinities.
			return forward(op.Operand(0)), true
		}
		k, ok := floatKind(ir.ElementTypeOrSelf(op.Result(0).Type()))
		if !ok {
			return nil, false
		}
		if k.IsWide() {
			return FoldWideFloatElementwise(op, operands, func(xs []softfloat.Float) (softfloat.Float, bool) {
				switch {
				case pickMax && propagateNaN:
					return softfloat.Maximum(xs[0], xs[1]), true
				case propagateNaN:
					return softfloat.Minimum(xs[0], xs[1]), true
				case pickMax:
					return softfloat.Maxnum(xs[0], xs[1]), true
				}
				return softfloat.Minnum(xs[0], xs[1]), true
			})
		}
		return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
			a, b := xs[0], xs[1]
			if isNaN(k, a) || isNaN(k, b) {
				// The formats without IEEE NaNs have no signaling NaN; quiet leaves theirs.
				signaling := func(v uint64) bool { return ieeeNaN(k) && isNaN(k, v) && quiet(k, v) != v }
				switch {
				case propagateNaN && isNaN(k, a), signaling(a):
					return quiet(k, a), true
				case propagateNaN, signaling(b):
					return quiet(k, b), true
				case isNaN(k, a):
					return b, true
				}
				return a, true
			}
			x, y := floatOf(k, a), floatOf(k, b)
			if x == 0 && y == 0 && math.Signbit(x) != math.Signbit(y) {
				if math.Signbit(x) == pickMax {
					return b, true
				}
				return a, true
			}
			if pickMax && x < y || !pickMax && y < x {
				return b, true
			}
			return a, true
		})
	}
}

func foldNegF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if prev := definedBy(op.Operand(0), "arith.negf"); prev != nil {
		return forward(prev.Operand(0)), true
	}
	k, ok := floatKind(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if !ok {
		return nil, false
	}
	if k.IsWide() {
		return FoldWideFloatElementwise(op, operands, func(xs []softfloat.Float) (softfloat.Float, bool) { return xs[0].Neg(), true })
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) { return changeSign(k, xs[0]), true })
}

// changeSign negates a value of format k as APFloat::changeSign: the sign flips (for
// f8E8M0FNU the sign the value carries beside its bits), except in a format whose NaN is the
// negative-zero pattern, where zero and NaN stay.
func changeSign(k ir.FloatKind, v uint64) uint64 {
	sign := k.SignBit()
	if k.Semantics().Signed && isNaN(k, sign) && (v == 0 || v == sign) {
		return v
	}
	return v ^ sign
}

// boolAttr is MLIR's getBoolAttribute: an i1 or a splat of the i1 type shaped like t.
func boolAttr(ctx *ir.Context, t ir.Type, v bool) ir.Attribute {
	b := uint64(0)
	if v {
		b = 1
	}
	return makeConst(ctx, t, []uint64{b})
}

// cmpIEqual is the value of a cmpi predicate on equal operands.
func cmpIEqual(pred int64) bool {
	switch CmpIPredicates[pred] {
	case "eq", "sle", "sge", "ule", "uge":
		return true
	}
	return false
}

func predicate(op *ir.Operation) (int64, bool) {
	a, ok := op.Attr("predicate").(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// applyCmpI compares a and b (masked to w) with the cmpi predicate pred.
func applyCmpI(pred int64, a, b uint64, w int) bool {
	x, y := sext(a, w), sext(b, w)
	switch CmpIPredicates[pred] {
	case "eq":
		return a == b
	case "ne":
		return a != b
	case "slt":
		return x < y
	case "sle":
		return x <= y
	case "sgt":
		return x > y
	case "sge":
		return x >= y
	case "ult":
		return a < b
	case "ule":
		return a <= b
	case "ugt":
		return a > b
	}
	return a >= b
}

// cmpResult is 1 when the comparison c (-1, 0, 1 as big.Int.Cmp) satisfies the cmpi predicate
// name, else 0.
func cmpResult(name string, c int) int {
	var r bool
	switch name {
	case "eq":
		r = c == 0
	case "ne":
		r = c != 0
	case "slt", "ult":
		r = c < 0
	case "sle", "ule":
		r = c <= 0
	case "sgt", "ugt":
		r = c > 0
	default:
		r = c >= 0
	}
	if r {
		return 1
	}
	return 0
}

func isI1Elem(t ir.Type) bool {
	it, ok := ir.ElementTypeOrSelf(t).(*ir.IntegerType)
	return ok && it.Width == 1
}

func foldCmpI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	pred, ok := predicate(op)
	if !ok || pred < 0 || pred >= int64(len(CmpIPredicates)) {
		return nil, false
	}
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		return fold(boolAttr(op.Context(), op.Result(0).Type(), cmpIEqual(pred))), true
	}
	name := CmpIPredicates[pred]
	if isIntConst(op, operands, 1, 0) {
		for _, ext := range []string{"arith.extsi", "arith.extui"} {
			if e := definedBy(lhs, ext); e != nil && isI1Elem(e.Operand(0).Type()) && name == "ne" {
				return forward(e.Operand(0)), true
			}
		}
		if isI1Elem(lhs.Type()) && name == "ne" {
			return forward(lhs), true
		}
	}
	if isIntConst(op, operands, 1, 1) && isI1Elem(lhs.Type()) && name == "eq" {
		return forward(lhs), true
	}
	if operands[0] != nil && operands[1] == nil {
		swapped := map[string]string{"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
			"ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}[name]
		op.SetProp("predicate", op.Context().IntegerAttr(op.Context().I64(), int64(cmpIEnum.lookup(swapped))))
		op.SetOperands([]*ir.Value{rhs, lhs})
		return nil, true
	}
	w := widthOf(op, 0)
	if operands[0] == nil {
		return nil, false
	}
	if w == 0 {
		return wideMap(op, operands, op.Result(0).Type(), func(xs []*big.Int, w int) (*big.Int, bool) {
			c := xs[0].Cmp(xs[1])
			if strings.HasPrefix(name, "s") {
				c = signedOf(xs[0], w).Cmp(signedOf(xs[1], w))
			}
			return big.NewInt(int64(cmpResult(name, c))), true
		})
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
		if applyCmpI(pred, xs[0], xs[1], w) {
			return 1, true
		}
		return 0, true
	})
}

// applyCmpF is the value of the cmpf predicate pred on operands ordered ord, as MLIR's
// applyCmpPredicate.
func applyCmpF(pred int64, ord softfloat.Ordering) bool {
	unordered := ord == softfloat.Unordered
	lt, eq, gt := ord == softfloat.Less, ord == softfloat.Equal, ord == softfloat.Greater
	switch CmpFPredicates[pred] {
	case "false":
		return false
	case "oeq":
		return eq
	case "ogt":
		return gt
	case "oge":
		return gt || eq
	case "olt":
		return lt
	case "ole":
		return lt || eq
	case "one":
		return !unordered && !eq
	case "ord":
		return !unordered
	case "ueq":
		return unordered || eq
	case "ugt":
		return unordered || gt
	case "uge":
		return unordered || gt || eq
	case "ult":
		return unordered || lt
	case "ule":
		return unordered || lt || eq
	case "une":
		return !eq
	case "uno":
		return unordered
	}
	return true
}

func foldCmpF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	pred, ok := predicate(op)
	if !ok || pred < 0 || pred >= int64(len(CmpFPredicates)) {
		return nil, false
	}
	l, _ := operands[0].(*ir.FloatAttr)
	r, _ := operands[1].(*ir.FloatAttr)
	if l != nil && math.IsNaN(l.Value) {
		r = l
	}
	if r != nil && math.IsNaN(r.Value) {
		l = r
	}
	if l == nil || r == nil {
		return nil, false
	}
	if l.Wide != nil && r.Wide != nil {
		return fold(op.Context().BoolAttr(wideCmpF(pred, l, r))), true
	}
	return fold(op.Context().BoolAttr(applyCmpF(pred, ordering(floatOf(l.Type.Kind, l.Bits), floatOf(r.Type.Kind, r.Bits))))), true
}

func foldSelect(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if tv == fv {
		return forward(tv), true
	}
	if isIntConst(op, operands, 0, 1) {
		return forward(tv), true
	}
	if isIntConst(op, operands, 0, 0) {
		return forward(fv), true
	}
	if isPoison(operands[1]) {
		return forward(fv), true
	}
	if isPoison(operands[2]) {
		return forward(tv), true
	}
	if it, ok := op.Result(0).Type().(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless &&
		isIntConst(op, operands, 1, 1) && isIntConst(op, operands, 2, 0) {
		return forward(cond), true
	}
	if cmp := definedBy(cond, "arith.cmpi"); cmp != nil {
		if pred, ok := predicate(cmp); ok && (pred == 0 || pred == 1) {
			l, r := cmp.Operand(0), cmp.Operand(1)
			if (l == tv && r == fv) || (r == tv && l == fv) {
				if pred == 1 {
					return forward(tv), true
				}
				return forward(fv), true
			}
		}
	}
	c, cok := operands[0].(*ir.DenseElementsAttr)
	_, tok := operands[1].(*ir.DenseElementsAttr)
	_, fok := operands[2].(*ir.DenseElementsAttr)
	if cok && tok && fok && !c.Splat {
		return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
			if xs[0] != 0 {
				return xs[1], true
			}
			return xs[2], true
		})
	}
	return nil, false
}

// castInt folds an integer-to-integer cast over constants: a truncation or a sign
// (signed) or zero extension to the result width, as APInt's sextOrTrunc and zextOrTrunc.
func castInt(op *ir.Operation, operands []ir.Attribute, signed bool) ([]ir.FoldResult, bool) {
	in, out := widthOf(op, 0), elemWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if in == 0 || out == 0 {
		return wideCast(op, operands, signed)
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
		if signed {
			return mask(uint64(sext(xs[0], in)), out), true
		}
		return mask(xs[0], out), true
	})
}

// intWidth is the width of an integer or index type (64), or 0.
func intWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IndexType:
		return 64
	case *ir.IntegerType:
		return t.Width
	}
	return 0
}

func pow2(n int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

func foldExtUI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if prev := definedBy(op.Operand(0), "arith.extui"); prev != nil {
		op.SetOperand(0, prev.Operand(0))
		return nil, true
	}
	return castInt(op, operands, false)
}

func foldExtSI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if prev := definedBy(op.Operand(0), "arith.extsi"); prev != nil {
		op.SetOperand(0, prev.Operand(0))
		return nil, true
	}
	return castInt(op, operands, true)
}

func foldTruncI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	in := op.Operand(0)
	if ext := in.DefiningOp(); ext != nil && (ext.Name() == "arith.extui" || ext.Name() == "arith.extsi") {
		src := ext.Operand(0)
		sw := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(src.Type()))
		dw := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
		if sw > dw {
			op.SetOperand(0, src)
			return nil, true
		}
		if ir.ElementTypeOrSelf(src.Type()) == ir.ElementTypeOrSelf(op.Result(0).Type()) {
			return forward(src), true
		}
	}
	if prev := definedBy(in, "arith.trunci"); prev != nil {
		op.SetOperand(0, prev.Operand(0))
		return nil, true
	}
	return castInt(op, operands, false)
}

func foldIndexCast(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	return castInt(op, operands, true)
}

func foldIndexCastUI(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	return castInt(op, operands, false)
}

// intToFloat folds sitofp and uitofp: APFloat's convertFromAPInt, rounding to nearest even
// and giving infinity (or the format's NaN) on overflow.
func intToFloat(signed bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		k, ok := floatKind(ir.ElementTypeOrSelf(op.Result(0).Type()))
		w := widthOf(op, 0)
		if ok && k.IsWide() {
			return intToWideFloat(op, operands, k, signed)
		}
		if ok && w == 0 {
			return wideIntToFloat(op, operands, k, signed)
		}
		if !ok {
			return nil, false
		}
		return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
			u, neg := xs[0], false
			if signed && sext(u, w) < 0 {
				u, neg = uint64(-sext(u, w)), true
			}
			switch k {
			case ir.F64:
				f := float64(u)
				if neg {
					f = -f
				}
				return math.Float64bits(f), true
			case ir.F32:
				f := float32(u)
				if neg {
					f = -f
				}
				return uint64(math.Float32bits(f)), true
			}
			return k.Float64ToBits(roundToOdd53(u, neg)), true
		})
	}
}

// roundToOdd53 converts u (negated when neg) to a float64 rounding to odd, so that a second
// rounding to a format of at most 51 significand bits rounds as one rounding of u would.
func roundToOdd53(u uint64, neg bool) float64 {
	s := max(bits.Len64(u)-53, 0)
	m := u >> s
	if u&(1<<s-1) != 0 {
		m |= 1
	}
	f := math.Ldexp(float64(m), s)
	if neg {
		f = -f
	}
	return f
}

// floatToInt folds fptosi and fptoui: truncation toward zero, not folded for NaN or values
// out of the result's range (APFloat's opInvalidOp).
func floatToInt(signed bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		k, ok := floatKind(ir.ElementTypeOrSelf(op.Operand(0).Type()))
		w := elemWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
		if ok && k.IsWide() {
			return wideFloatToInt(op, operands, k, signed)
		}
		if ok && w == 0 {
			return floatToWideInt(op, operands, k, signed)
		}
		if !ok || w == 0 {
			return nil, false
		}
		return mapElems(op, operands, func(xs []uint64) (uint64, bool) {
			v := math.Trunc(floatOf(k, xs[0]))
			if math.IsNaN(v) {
				return 0, false
			}
			if signed {
				lo, hi := -math.Ldexp(1, w-1), math.Ldexp(1, w-1)
				if v < lo || v >= hi {
					return 0, false
				}
				return uint64(int64(v)), true
			}
			if v < 0 || v >= math.Ldexp(1, w) {
				return 0, false
			}
			if v >= math.Ldexp(1, 63) {
				return uint64(v-math.Ldexp(1, 63)) | 1<<63, true
			}
			return uint64(v), true
		})
	}
}

// hasContract reports whether op's fastmath flags include contract.
func hasContract(op *ir.Operation) bool {
	fm, ok := op.Attr("fastmath").(*FastMathAttr)
	return ok && fm.Flags&FastMathContract != 0
}

func foldExtF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if tr := definedBy(op.Operand(0), "arith.truncf"); tr != nil && tr.Operand(0).Type() == op.Result(0).Type() &&
		hasContract(tr) && hasContract(op) {
		return forward(tr.Operand(0)), true
	}
	return convertFloat(op, operands)
}

// convertFloat folds a float-to-float conversion of constants when it is exact.
func convertFloat(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	from, ok1 := floatKind(ir.ElementTypeOrSelf(op.Operand(0).Type()))
	to, ok2 := floatKind(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if !ok1 || !ok2 {
		return nil, false
	}
	if from.IsWide() || to.IsWide() {
		return wideConvertFloat(op, operands, from, to)
	}
	return mapElems(op, operands, func(xs []uint64) (uint64, bool) { return convertNarrow(from, to, xs[0]) })
}

// convertNarrow converts bits of format from to format to (both at most 64 bits wide), when
// the conversion is exact.
func convertNarrow(from, to ir.FloatKind, bits uint64) (uint64, bool) {
	v := floatOf(from, bits)
	if noNaNOrInf(to) && (math.IsNaN(v) || math.IsInf(v, 0)) {
		// APFloat keeps the category and sign of a NaN or an infinity in a format that
		// has neither, and reports no loss.
		r := to.Float64ToBits(math.Abs(v))
		if bits&from.SignBit() != 0 {
			r |= to.SignBit()
		}
		return r, true
	}
	if isNaN(from, bits) {
		return convertNaN(from, to, bits)
	}
	if v == 0 && to == ir.F8E8M0FNU {
		// A format without zero takes a zero as its smallest value, exactly.
		return 0, true
	}
	r := to.Float64ToBits(v)
	if floatOf(to, r) != v || math.Signbit(floatOf(to, r)) != math.Signbit(v) {
		return 0, false
	}
	return r, true
}

// noNaNOrInf reports whether format k has neither NaN nor infinity (the f4 and f6 formats).
func noNaNOrInf(k ir.FloatKind) bool {
	return k == ir.F4E2M1FN || k == ir.F6E2M3FN || k == ir.F6E3M2FN
}

// convertNaN converts a quiet NaN into an IEEE format as APFloat does, moving its payload (the
// significand bits: all ones in the FN formats, none in f8E8M0FNU, whose NaN so becomes an
// infinity); the NaN of a FNUZ format becomes the default NaN. Signaling NaNs (an invalid
// operation) and payloads the target cannot hold are not folded.
func convertNaN(from, to ir.FloatKind, bits uint64) (uint64, bool) {
	fs, ts := from.Semantics(), to.Semantics()
	if !ieeeNaN(to) || from == ir.F80 || from == ir.F128 || to == ir.F80 || to == ir.F128 ||
		quiet(from, bits) != bits {
		return 0, false
	}
	if fs.Signed && isNaN(from, 1<<(fs.Width-1)) {
		return defaultNaN(to), true
	}
	mant := bits & (1<<fs.MantBits - 1)
	if d := fs.MantBits - ts.MantBits; d > 0 {
		if mant&(1<<d-1) != 0 {
			return 0, false
		}
		mant >>= d
	} else {
		mant <<= -d
	}
	r := (1<<ts.ExpBits-1)<<ts.MantBits | mant
	if bits&from.SignBit() != 0 {
		r |= to.SignBit()
	}
	return r, true
}

func foldTruncF(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if ext := definedBy(op.Operand(0), "arith.extf"); ext != nil {
		src := ext.Operand(0)
		sw := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(src.Type()))
		dw := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
		if sw > dw {
			op.SetOperand(0, src)
			return nil, true
		}
		if ir.ElementTypeOrSelf(src.Type()) == ir.ElementTypeOrSelf(op.Result(0).Type()) {
			return forward(src), true
		}
	}
	if operands[0] == nil {
		return nil, false
	}
	return convertFloat(op, operands)
}

func foldBitcast(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if operands[0] == nil {
		return foldIdentityCast(op)
	}
	if isPoison(operands[0]) {
		if _, shaped := op.Result(0).Type().(ir.ShapedType); !shaped {
			return fold(operands[0]), true
		}
		return nil, false
	}
	if isWide(op.Operand(0).Type()) || isWide(op.Result(0).Type()) {
		if rs, ok := wideBitcast(op, operands); ok {
			return rs, true
		}
		return foldIdentityCast(op)
	}
	in, out := widthOf(op, 0), elemWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
	if in != 0 && in == out {
		k, isFloat := floatKind(ir.ElementTypeOrSelf(op.Operand(0).Type()))
		if rs, ok := mapElems(op, operands, func(xs []uint64) (uint64, bool) {
			if isFloat {
				return k.FloatBitsEncoding(xs[0]), true
			}
			return xs[0], true
		}); ok {
			return rs, true
		}
	}
	return foldIdentityCast(op)
}

// foldIdentityCast folds a cast whose result type is its operand type to the operand (the
// fold of MLIR's CastOpInterface).
func foldIdentityCast(op *ir.Operation) ([]ir.FoldResult, bool) {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return forward(op.Operand(0)), true
	}
	return nil, false
}

// mulHigh returns the high half of the full product of a and b (masked to w), signed or not.
func mulHigh(a, b uint64, w int, signed bool) uint64 {
	if !signed {
		hi, lo := bits.Mul64(a, b)
		if w == 64 {
			return hi
		}
		return mask(lo>>w|hi<<(64-w), w)
	}
	x, y := sext(a, w), sext(b, w)
	hi, lo := bits.Mul64(uint64(x), uint64(y))
	// Correct the unsigned high word for negative operands.
	if x < 0 {
		hi -= uint64(y)
	}
	if y < 0 {
		hi -= uint64(x)
	}
	if w == 64 {
		return hi
	}
	return mask(lo>>w|hi<<(64-w), w)
}

// extendedFold folds the two-result addui_extended, mulsi_extended and mului_extended.
func extendedFold(kind string) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		ctx := op.Context()
		t0, t1 := op.Result(0).Type(), op.Result(1).Type()
		// addui_extended(x, 0) matches a zero constant op in the IR (MLIR's m_Zero), not a
		// zero the operand attributes carry: under sccp a computed zero does not fold it.
		if c, ok := splatConstOf(op.Operand(1)); kind == "add" && ok && c == 0 || kind != "add" && isIntConst(op, operands, 1, 0) {
			z := zeroAttr(ctx, t1)
			if z == nil {
				return nil, false
			}
			switch kind {
			case "add":
				return []ir.FoldResult{{Value: op.Operand(0)}, {Attr: z}}, true
			case "muls":
				return []ir.FoldResult{{Attr: operands[1]}, {Attr: operands[1]}}, true
			}
			return []ir.FoldResult{{Attr: z}, {Attr: z}}, true
		}
		if kind == "mulu" && isIntConst(op, operands, 1, 1) {
			if z := zeroAttr(ctx, t1); z != nil {
				return []ir.FoldResult{{Value: op.Operand(0)}, {Attr: z}}, true
			}
		}
		w := widthOf(op, 0)
		if w == 0 {
			return wideExtended(op, operands, kind)
		}
		first := func(a, b uint64) uint64 {
			if kind == "add" {
				return a + b
			}
			return a * b
		}
		lo, ok := mapElemsTo(op, operands, t0, func(xs []uint64) (uint64, bool) { return first(xs[0], xs[1]), true })
		if !ok {
			return nil, false
		}
		hi, ok := mapElemsTo(op, operands, t1, func(xs []uint64) (uint64, bool) {
			if kind == "add" {
				if mask(xs[0]+xs[1], w) < xs[0] {
					return 1, true
				}
				return 0, true
			}
			return mulHigh(xs[0], xs[1], w, kind == "muls"), true
		})
		if !ok {
			return nil, false
		}
		return []ir.FoldResult{lo[0], hi[0]}, true
	}
}
