package tt

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
)

// sameOperandShapes reports whether every shaped operand of op has the first one's shape, as
// MLIR's SameOperandsShape trait requires.
func sameOperandShapes(op *ir.Operation) bool {
	var first []int64
	seen := false
	for _, v := range op.Operands() {
		t := tensorOf(v.Type())
		if t == nil {
			continue
		}
		if !seen {
			first, seen = t.Dims, true
			continue
		}
		if !slices.Equal(first, t.Dims) {
			return false
		}
	}
	return true
}

// sameElementwiseShapes reports whether the tensor operands and results of op all have one
// shape, as MLIR's Elementwise trait requires of non-scalar values.
func sameElementwiseShapes(op *ir.Operation) bool {
	var first []int64
	seen := false
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		rt := tensorOf(t)
		if rt == nil {
			continue
		}
		if !seen {
			first, seen = rt.Dims, true
			continue
		}
		if !slices.Equal(first, rt.Dims) {
			return false
		}
	}
	return true
}
