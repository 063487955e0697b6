package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// isOp reports whether op is an op of the view T.
func isOp[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// body returns the loop's single block.
func body(forOp scf.ForOp) *ir.Block { return forOp.Region().Front() }

// bodyOps returns the ops of the loop body without its terminator.
func bodyOps(forOp scf.ForOp) []*ir.Operation {
	ops := body(forOp).Ops()
	if len(ops) > 0 && ops[len(ops)-1] == body(forOp).Terminator() {
		return ops[:len(ops)-1]
	}
	return ops
}

// yieldedValue returns what the loop yields for its region argument arg (arg > 0), or nil.
func yieldedValue(block *ir.Block, arg int) *ir.Value {
	term := block.Terminator()
	if term == nil || arg-1 >= term.NumOperands() {
		return nil
	}
	return term.Operand(arg - 1)
}

// loopHasDistGreaterThanOne is Triton's check of the same name: a loop that yields one of its
// block arguments (or a value defined outside) carries a value over more than one iteration.
func loopHasDistGreaterThanOne(forOp scf.ForOp) bool {
	term := body(forOp).Terminator()
	if term == nil {
		return false
	}
	for _, v := range term.Operands() {
		if v.DefiningOp() == nil {
			return true
		}
	}
	return false
}

// isOuterLoop reports whether the loop body holds another loop.
func isOuterLoop(forOp scf.ForOp) bool {
	for _, op := range body(forOp).Ops() {
		if isOp[scf.ForOp](op) || isOp[scf.WhileOp](op) {
			return true
		}
	}
	return false
}

// nestedOperands is Triton's getNestedOperands: the distinct operands of op and of the ops
// nested in it that are defined outside op, in the order of a post-order walk.
func nestedOperands(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	op.WalkPostOrder(func(nested *ir.Operation) {
		for _, v := range nested.Operands() {
			owner := v.ParentBlock().ParentOp()
			if owner == nil || owner == op || !owner.IsAncestorOf(op) || seen[v] {
				continue
			}
			seen[v] = true
			out = append(out, v)
		}
	})
	return out
}

// loops returns the scf.for ops nested in root, inner loops before the loops that hold them
// (MLIR's post-order walk).
func loops(root *ir.Operation) []scf.ForOp {
	var out []scf.ForOp
	root.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok {
			out = append(out, f)
		}
	})
	return out
}
