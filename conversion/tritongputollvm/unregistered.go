package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// UnregisteredOpPattern leaves an op of no registered dialect (with
// --allow-unregistered-dialect) as it is, as Triton's partial conversion does with ops its
// target does not declare illegal: its operands keep their types, the lowered values they
// came from cast back, and the lowered ops that use its results read them cast forward.
func UnregisteredOpPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if op.Def() != nil {
		return false, nil
	}
	l.legal[op] = true
	for i, v := range l.unconvertedValues(op.Loc(), op.Operands()) {
		op.SetOperand(i, v)
	}
	return true, l.castResultsForward(op)
}
