package scf

import "github.com/ttgo/ttgo/ir"

// stepRunsNothing reports whether a scf.for of this constant step runs zero times whatever
// its bounds, as mlir-opt-22's trip count says: a step that is zero or negative read as a
// signed integer, even when the loop compares unsigned.
func stepRunsNothing(step *ir.Value) bool {
	s, ok := ConstantIntValue(step)
	return ok && wrap(s, step.Type()) <= 0
}
