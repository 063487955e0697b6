package hopper

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// propagateTaskIDs is Triton's doTaskIdPropagate: it runs the task id analysis over fn and
// gives each op the union of the task ids of its results (of its operands for an op without
// results) when it has none yet or is a constant, labelling the ops around it too. It returns
// false, as Triton aborts, where an annotated op sits in a region the analysis does not handle.
func propagateTaskIDs(fn tt.FuncOp) bool {
	analysis, unsupported := runTaskIDAnalysis(fn.Operation)
	if unsupported != nil {
		return false
	}
	fn.Operation.WalkPostOrder(func(op *ir.Operation) {
		var ids taskIDs
		for _, r := range op.Results() {
			ids = meetTaskIDs(ids, analysis.of(r))
		}
		if op.NumResults() == 0 {
			for _, v := range op.Operands() {
				ids = meetTaskIDs(ids, analysis.of(v))
			}
		}
		_, isConstant := arith.AsConstant(op)
		if ids.set && (isConstant || op.Attr(asyncTaskIDAttr) == nil) {
			op.SetAttr(asyncTaskIDAttr, op.Context().DenseI32ArrayAttr(ids.ids))
			labelParentOps(op)
		}
	})
	return true
}
