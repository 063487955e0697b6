package tl

import (
	"fmt"
	"math"
)

// BinaryOp names a binary operator.
type BinaryOp int

// The binary operators, as Python spells them: + - * / // % & | ^ << >> and the comparisons.
const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpDiv
	OpFloorDiv
	OpMod
	OpAnd
	OpOr
	OpXor
	OpShl
	OpShr
	OpLt
	OpLe
	OpGt
	OpGe
	OpEq
	OpNe
)

var binaryOpNames = []string{"+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!="}

// String returns the operator's Python spelling.
func (o BinaryOp) String() string { return binaryOpNames[o] }

// isComparison reports whether o compares.
func (o BinaryOp) isComparison() bool { return o >= OpLt }

// FoldLiterals computes a op b on two literals with Python's rules: // and % round toward
// negative infinity, / always gives a float, bool behaves as the integers 0 and 1.
func FoldLiterals(op BinaryOp, a, b Literal) (Literal, error) {
	if op.isComparison() {
		return BoolLiteral(compareLiterals(op, a, b)), nil
	}
	if a.kind == KindFloating || b.kind == KindFloating || op == OpDiv {
		return foldFloats(op, a, b)
	}
	x, y := a.i, b.i
	var r int64
	switch op {
	case OpAdd:
		r = x + y
	case OpSub:
		r = x - y
	case OpMul:
		r = x * y
	case OpFloorDiv, OpMod:
		if y == 0 {
			return Literal{}, fmt.Errorf("integer division or modulo by zero: %s %s %s", a, op, b)
		}
		q, m := x/y, x%y
		if m != 0 && (m < 0) != (y < 0) {
			q, m = q-1, m+y
		}
		if op == OpFloorDiv {
			r = q
		} else {
			r = m
		}
	case OpAnd, OpOr, OpXor:
		r = map[BinaryOp]int64{OpAnd: x & y, OpOr: x | y, OpXor: x ^ y}[op]
		if a.kind == KindBool && b.kind == KindBool {
			return BoolLiteral(r != 0), nil
		}
	case OpShl, OpShr:
		if y < 0 {
			return Literal{}, fmt.Errorf("negative shift count: %s %s %s", a, op, b)
		}
		if op == OpShl {
			r = x << uint(y)
		} else {
			r = x >> uint(y)
		}
	}
	return IntLiteral(r), nil
}

// foldFloats computes a op b in float64.
func foldFloats(op BinaryOp, a, b Literal) (Literal, error) {
	x, y := a.Float(), b.Float()
	switch op {
	case OpAdd:
		return FloatLiteral(x + y), nil
	case OpSub:
		return FloatLiteral(x - y), nil
	case OpMul:
		return FloatLiteral(x * y), nil
	case OpDiv, OpFloorDiv, OpMod:
		if y == 0 {
			return Literal{}, fmt.Errorf("float division by zero: %s %s %s", a, op, b)
		}
		switch op {
		case OpDiv:
			return FloatLiteral(x / y), nil
		case OpFloorDiv:
			return FloatLiteral(math.Floor(x / y)), nil
		}
		m := math.Mod(x, y)
		if m != 0 && (m < 0) != (y < 0) {
			m += y
		}
		return FloatLiteral(m), nil
	}
	return Literal{}, fmt.Errorf("unsupported operand types for %s: %s and %s", op, a, b)
}

// compareLiterals compares two literals.
func compareLiterals(op BinaryOp, a, b Literal) bool {
	x, y := a.Float(), b.Float()
	if a.kind != KindFloating && b.kind != KindFloating && !a.big && !b.big {
		x, y = float64(0), float64(0)
		switch {
		case a.i < b.i:
			x = -1
		case a.i > b.i:
			x = 1
		}
	}
	switch op {
	case OpLt:
		return x < y
	case OpLe:
		return x <= y
	case OpGt:
		return x > y
	case OpGe:
		return x >= y
	case OpEq:
		return x == y
	}
	return x != y
}
