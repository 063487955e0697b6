package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// The planner's handling of scf.if and scf.for: a value carried through one takes the new type
// at every place it passes (init operand, block argument, yield operand, result), with casts
// marking each place for further propagation.

// processIf gives result index of an scf.if the type t, and the operands its yields give it.
func (p *ctaPlanner) processIf(ifOp scf.IfOp, index int, t ir.Type) error {
	op := ifOp.Operation
	yields := []*ir.Operation{regionYield(ifOp.ThenRegion()), regionYield(ifOp.ElseRegion())}
	if index < 0 || index >= op.NumResults() || yields[0] == nil || yields[1] == nil {
		return ir.OpError(op, "planning the CTAs of an scf.if needs both branches to yield its results")
	}
	b := ir.NewBuilder(p.ctx)
	loc := op.Loc()
	result := op.Result(index)
	b.SetInsertionPointAfter(op)
	p.retypeForward(b, loc, result, t)
	for _, y := range yields {
		b.SetInsertionPoint(y)
		c := p.newCast(b, loc, t, y.Operand(index), backward)
		y.SetOperand(index, c.SingleResult())
	}
	return nil
}

// processFor gives iteration argument index of an scf.for the type t: its init operand, its
// block argument, its yield operand and its result.
func (p *ctaPlanner) processFor(forOp scf.ForOp, index int, t ir.Type) error {
	op := forOp.Operation
	body := forOp.Region().Blocks()[0]
	yield := body.Last()
	inits := len(forOp.InitArgs())
	if index < 0 || index >= inits || yield == nil {
		return ir.OpError(op, "planning the CTAs of an scf.for: iteration argument %d does not exist", index)
	}
	b := ir.NewBuilder(p.ctx)
	loc := op.Loc()
	initIndex := op.NumOperands() - inits + index
	b.SetInsertionPoint(op)
	c := p.newCast(b, loc, t, op.Operand(initIndex), backward)
	op.SetOperand(initIndex, c.SingleResult())

	arg := body.Arguments()[len(body.Arguments())-inits+index]
	b.SetInsertionPointToStart(body)
	p.retypeForward(b, loc, arg, t)

	b.SetInsertionPoint(yield)
	c = p.newCast(b, loc, t, yield.Operand(index), backward)
	yield.SetOperand(index, c.SingleResult())

	b.SetInsertionPointAfter(op)
	p.retypeForward(b, loc, op.Result(index), t)
	return nil
}

// retypeForward gives v the type t behind a forward cast back to its old type for its users.
func (p *ctaPlanner) retypeForward(b *ir.Builder, loc ir.Location, v *ir.Value, t ir.Type) {
	c := p.newCast(b, loc, v.Type(), v, forward)
	v.SetType(t)
	v.ReplaceUsesWithIf(c.SingleResult(), func(u *ir.OpOperand) bool { return u.Owner() != c })
}

// processBlockArgBackward handles a backward cast of a block argument: an iteration argument
// of an scf.for takes the layout through the loop. Any other block argument (of a function, of
// an scf.while) keeps its layout, as an op the planner does not know: a forward cast of it to
// its own type meets the backward cast and the two become a ttg.convert_layout. Triton stops
// with a fatal error there.
func (p *ctaPlanner) processBlockArgBackward(arg *ir.Value, c *ir.Operation) error {
	if forOp, ok := scf.AsFor(arg.OwnerBlock().ParentOp()); ok {
		body := forOp.Region().Blocks()[0]
		inductionVars := len(body.Arguments()) - len(forOp.InitArgs())
		return p.processFor(forOp, arg.Index()-inductionVars, c.SingleResult().Type())
	}
	b := ir.NewBuilder(p.ctx)
	b.SetInsertionPointToStart(arg.OwnerBlock())
	loc := arg.Location()
	if loc == nil {
		loc = c.Loc()
	}
	kept := p.newCast(b, loc, arg.Type(), arg, forward)
	arg.ReplaceUsesWithIf(kept.SingleResult(), func(u *ir.OpOperand) bool { return u.Owner() != kept })
	return nil
}

// processYieldForward handles a forward cast used by the scf.yield of an scf.if or scf.for.
func (p *ctaPlanner) processYieldForward(yield *ir.Operation, index int, t ir.Type) error {
	parent := yield.ParentOp()
	if ifOp, ok := scf.AsIf(parent); ok {
		return p.processIf(ifOp, index, t)
	}
	if forOp, ok := scf.AsFor(parent); ok {
		return p.processFor(forOp, index, t)
	}
	return ir.OpError(yield, "planning the CTA layout of a value yielded to %s is not supported", parent.Name())
}

// regionYield returns the terminator of a region's single block, or nil.
func regionYield(r *ir.Region) *ir.Operation {
	if r == nil || len(r.Blocks()) == 0 {
		return nil
	}
	return r.Blocks()[0].Last()
}
