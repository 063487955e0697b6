package transforms

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// LICM is MLIR's loop-invariant code motion (`loop-invariant-code-motion`). Loops (ops with
// the LoopLike interface: scf.for, scf.while, scf.parallel, scf.forall, ...) are visited
// innermost first; in each region of a loop body, the top-level ops that have no memory
// effects, are speculatable and use only values defined outside the loop (or inside
// themselves) move right before the loop, in order. A moved op's users in the same region are
// reconsidered, so chains of invariant ops move together.
type LICM struct{}

// NewLICM returns the loop-invariant-code-motion pass.
func NewLICM() pass.Pass { return &LICM{} }

// Name returns "LoopInvariantCodeMotion".
func (*LICM) Name() string { return "LoopInvariantCodeMotion" }

// Argument returns "loop-invariant-code-motion".
func (*LICM) Argument() string { return "loop-invariant-code-motion" }

// Description describes the pass.
func (*LICM) Description() string {
	return "Hoist loop invariant instructions outside of the loop"
}

// Run hoists the loop-invariant ops of every loop nested in op.
func (*LICM) Run(op *ir.Operation, am *pass.Analyses) error {
	var loops []ir.LoopLikeOp
	op.WalkPostOrder(func(o *ir.Operation) {
		if loop, ok := ir.AsLoopLike(o); ok {
			loops = append(loops, loop)
		}
	})
	for _, loop := range loops {
		hoistLoopInvariants(loop)
	}
	return nil
}

// hoistLoopInvariants moves the invariant ops of loop's body regions before loop.
func hoistLoopInvariants(loop ir.LoopLikeOp) {
	for _, r := range loop.LoopRegions() {
		var queue []*ir.Operation
		for _, b := range r.Blocks() {
			queue = append(queue, b.Ops()...)
		}
		for len(queue) > 0 {
			op := queue[0]
			queue = queue[1:]
			if op.ParentRegion() != r || !rewrite.IsMemoryEffectFree(op) || !ir.IsSpeculatable(op) || !invariantIn(op, loop) {
				continue
			}
			op.MoveBefore(loop.Operation)
			for _, res := range op.Results() {
				for u := res.FirstUse(); u != nil; u = u.NextUse() {
					if u.Owner().ParentRegion() == r {
						queue = append(queue, u.Owner())
					}
				}
			}
		}
	}
}

// invariantIn reports whether op, not a terminator, uses only values defined outside loop or
// inside op itself.
func invariantIn(op *ir.Operation, loop ir.LoopLikeOp) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	return op.Walk(func(child *ir.Operation) ir.WalkResult {
		for _, v := range child.Operands() {
			if !op.IsAncestorOf(valueRegionOwner(v)) && !loop.IsDefinedOutside(v) {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	}) != ir.WalkInterrupt
}

// valueRegionOwner returns the op whose region defines v.
func valueRegionOwner(v *ir.Value) *ir.Operation {
	if op := v.DefiningOp(); op != nil {
		return op.ParentOp()
	}
	return v.OwnerBlock().ParentOp()
}
