package rewrite

import "github.com/ttgo/ttgo/ir"

// SuccessorOperands returns, for each successor of a branch op, the operands it forwards to
// that successor's block arguments, as its BranchInterface says (MLIR's BranchOpInterface
// getSuccessorOperands). ok is false for an op that does not implement the interface.
func SuccessorOperands(op *ir.Operation) (groups [][]*ir.Value, ok bool) {
	br, ok := ir.AsBranch(op)
	if !ok {
		return nil, false
	}
	for i := range op.Successors() {
		groups = append(groups, br.SuccessorOperands(i))
	}
	return groups, true
}
