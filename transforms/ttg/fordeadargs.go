package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// forDeadArgElimination is Triton's ForOpDeadArgElimination (populateForOpDeadArgumentElimination):
// it finds the loop-carried values of an scf.for that nothing observes (no result use, no op
// with effects, transitively) and makes the body yield their block argument unchanged,
// leaving the dead computation and the argument to dead-code elimination and the loop's
// canonicalizations.
var forDeadArgElimination = rewrite.NewOpPattern(1, func(f scf.ForOp, rw *rewrite.Rewriter) error {
	body := forBody(f)
	yield := body.Terminator()
	alive := map[*ir.Value]bool{}
	var queue []*ir.Value
	markLive := func(v *ir.Value) {
		if !f.IsAncestorOf(parentOpOfValue(v)) {
			return
		}
		if !alive[v] {
			alive[v] = true
			queue = append(queue, v)
		}
	}
	for i, r := range f.Results() {
		if r.HasUses() {
			markLive(yield.Operand(i))
		}
	}
	if len(alive) == len(f.Results()) {
		return rewrite.ErrNoMatch
	}
	body.ParentOp().Walk(func(op *ir.Operation) ir.WalkResult {
		if op == f.Operation {
			return ir.WalkAdvance
		}
		if !is[scf.YieldOp](op) && !is[scf.ForOp](op) && !wouldBeTriviallyDead(op) {
			for _, v := range op.Operands() {
				markLive(v)
			}
		}
		return ir.WalkAdvance
	})
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if nested, ok := scf.AsFor(v.DefiningOp()); ok {
			markLive(nested.InitArgs()[v.Index()])
			markLive(forBody(nested).Terminator().Operand(v.Index()))
			continue
		}
		if nested, ok := scf.AsIf(v.DefiningOp()); ok {
			markLive(nested.Condition())
			markLive(thenYield(nested).Operand(v.Index()))
			markLive(elseYield(nested).Operand(v.Index()))
			continue
		}
		if def := v.DefiningOp(); def != nil {
			if is[scf.WhileOp](def) {
				return rewrite.ErrNoMatch
			}
			for _, o := range def.Operands() {
				markLive(o)
			}
			continue
		}
		owner, ok := scf.AsFor(v.OwnerBlock().ParentOp())
		if !ok || v.Index() < 1 {
			continue
		}
		iter := v.Index() - 1
		markLive(forBody(owner).Terminator().Operand(iter))
		markLive(owner.InitArgs()[iter])
	}
	var dead []int
	for i, v := range yield.Operands() {
		if alive[v] || v == body.Argument(i+1) {
			continue
		}
		if !f.IsAncestorOf(parentOpOfValue(v)) && v != f.InitArgs()[i] {
			continue
		}
		dead = append(dead, i)
	}
	if len(dead) == 0 {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(f.Operation, func() {
		for _, i := range dead {
			yield.SetOperand(i, body.Argument(i+1))
		}
	})
	return nil
}).WithLabel("(anonymous namespace)::ForOpDeadArgElimination")

// parentOpOfValue returns the op whose region defines v.
func parentOpOfValue(v *ir.Value) *ir.Operation {
	return v.ParentBlock().ParentOp()
}

// wouldBeTriviallyDead reports whether op could be erased if its results had no uses (MLIR's
// wouldOpBeTriviallyDead): it is no terminator or symbol and at most reads memory.
func wouldBeTriviallyDead(op *ir.Operation) bool {
	if op.HasTrait(ir.Terminator) || op.HasTrait(ir.SymbolTrait) {
		return false
	}
	e, known := ir.Effects(op)
	return known && e&^(ir.ReadEffect|ir.AllocResultEffect) == 0
}
