package ttngpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// The CTA planner of triton-nvidia-gpu-plan-cta. Wanted layouts are carried by
// builtin.unrealized_conversion_cast ops marked with a direction: a backward cast asks the
// producer of its input to produce its result type, a forward cast asks the users of its result
// to take its input type. A FIFO queue of casts is worked until empty; a cast that cannot move
// yet goes back to the end of the queue. The order of the queue decides the output, so it
// follows Triton's exactly.

// maxPlanSteps bounds the work of the planner, as Triton's maxSteps.
const maxPlanSteps = 10000

// castDirectionAttr is the attribute that marks a planner cast's direction.
const castDirectionAttr = "direction"

const (
	backward = "backward"
	forward  = "forward"
)

// ctaPlanner plans the CTA layouts of one function.
type ctaPlanner struct {
	ctx           *ir.Context
	numCTAs       int
	lanes         int
	step          int
	stepUnchanged int
	tiled         bool
	queue         []*ir.Operation
}

// run seeds the queue from the function's dots, reductions or stores and works it.
func (p *ctaPlanner) run(f *ir.Operation) error {
	if err := p.processDots(f); err != nil {
		return err
	}
	if err := p.nextStep(f); err != nil {
		return err
	}
	if err := p.processReduces(f); err != nil {
		return err
	}
	if err := p.nextStep(f); err != nil {
		return err
	}
	if !p.tiled {
		if err := p.processStoreLikeOps(f); err != nil {
			return err
		}
		if err := p.nextStep(f); err != nil {
			return err
		}
	}
	for len(p.queue) > 0 {
		c := p.queue[0]
		p.queue = p.queue[1:]
		changed, err := p.propagate(c)
		if err != nil {
			return err
		}
		if changed {
			p.stepUnchanged = 0
		} else {
			p.queue = append(p.queue, c)
			p.stepUnchanged++
		}
		if err := p.nextStep(f); err != nil {
			return err
		}
	}
	return nil
}

func (p *ctaPlanner) nextStep(f *ir.Operation) error {
	p.step++
	if p.step >= maxPlanSteps {
		return ir.OpError(f, "planning the CTA layouts did not converge in %d steps", maxPlanSteps)
	}
	return nil
}

// markTiled records that the CTA tiling is chosen; a second choice is an error.
func (p *ctaPlanner) markTiled(op *ir.Operation) error {
	if p.tiled {
		return ir.OpError(op, "the CTA tiling is already chosen: planning several dots of more than one CTA is not supported")
	}
	p.tiled = true
	return nil
}

// newCast creates a planner cast of v to t at b's insertion point and queues it.
func (p *ctaPlanner) newCast(b *ir.Builder, loc ir.Location, t ir.Type, v *ir.Value, direction string) *ir.Operation {
	c := builtin.BuildUnrealizedConversionCast(b, loc, []ir.Type{t}, []*ir.Value{v},
		ir.NamedAttribute{Name: castDirectionAttr, Value: p.ctx.StringAttr(direction)}).Operation
	p.queue = append(p.queue, c)
	return c
}

func isDirection(c *ir.Operation, direction string) bool {
	s, ok := ir.StringAttrValue(c.Attr(castDirectionAttr))
	return ok && s == direction
}

// asPlannerCast returns op when it is a cast the planner made.
func asPlannerCast(op *ir.Operation) (*ir.Operation, bool) {
	if _, ok := builtin.AsUnrealizedConversionCast(op); !ok || op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	return op, true
}

func numUses(v *ir.Value) int {
	n := 0
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		n++
	}
	return n
}

func (p *ctaPlanner) propagate(c *ir.Operation) (bool, error) {
	if isDirection(c, backward) {
		return p.propagateBackward(c)
	}
	return p.propagateForward(c)
}

// eraseCasts erases casts that have no uses left and drops them from the queue.
func (p *ctaPlanner) eraseCasts(casts ...*ir.Operation) {
	for _, c := range casts {
		c.Erase()
	}
	p.queue = slices.DeleteFunc(p.queue, func(q *ir.Operation) bool { return slices.Contains(casts, q) })
}

// insertCasts gives op's tensor operands and results the given layouts: a backward cast before
// op for each operand, a forward cast after it for each result (which takes the new type).
func (p *ctaPlanner) insertCasts(op *ir.Operation, operandLayouts, resultLayouts []ir.Attribute) {
	b := ir.NewBuilder(p.ctx)
	b.SetInsertionPoint(op)
	for i, v := range op.Operands() {
		if !isTensorOrTensorPointer(v.Type()) {
			continue
		}
		c := p.newCast(b, op.Loc(), replaceLayout(p.ctx, v.Type(), operandLayouts[i]), v, backward)
		op.SetOperand(i, c.SingleResult())
	}
	b.SetInsertionPointAfter(op)
	for i, r := range op.Results() {
		if !isTensorOrTensorPointer(r.Type()) {
			continue
		}
		old := r.Type()
		c := p.newCast(b, op.Loc(), old, r, forward)
		r.SetType(replaceLayout(p.ctx, old, resultLayouts[i]))
		r.ReplaceUsesWithIf(c.SingleResult(), func(u *ir.OpOperand) bool { return u.Owner() != c })
	}
}

// eliminateAdjacentCasts joins a forward cast and the backward cast that uses it: nothing is
// left when the types agree, a ttg.convert_layout otherwise.
func (p *ctaPlanner) eliminateAdjacentCasts(first, second *ir.Operation) error {
	if !isDirection(first, forward) || !isDirection(second, backward) {
		return ir.OpError(second, "expected a forward cast followed by a backward cast")
	}
	input, output := first.SingleOperand(), second.SingleResult()
	if input.Type() == output.Type() {
		output.ReplaceAllUsesWith(input)
	} else {
		b := ir.NewBuilder(p.ctx)
		b.SetInsertionPoint(second)
		cvt := ttg.BuildConvertLayout(b, second.Loc(), output.Type(), input)
		output.ReplaceAllUsesWith(cvt.Result())
	}
	p.eraseCasts(second, first)
	return nil
}

// isTensorOrTensorPointer reports whether t is a ranked tensor or a pointer to one.
func isTensorOrTensorPointer(t ir.Type) bool {
	if pt, ok := t.(*tt.PointerType); ok {
		t = pt.Pointee
	}
	_, ok := t.(*ir.RankedTensorType)
	return ok
}

// tensorOf returns t, or the tensor t points to.
func tensorOf(t ir.Type) (*ir.RankedTensorType, bool) {
	if pt, ok := t.(*tt.PointerType); ok {
		t = pt.Pointee
	}
	rt, ok := t.(*ir.RankedTensorType)
	return rt, ok
}

// replaceLayout returns t (a tensor or a pointer to one) with encoding layout.
func replaceLayout(ctx *ir.Context, t ir.Type, layout ir.Attribute) ir.Type {
	pt, isPtr := t.(*tt.PointerType)
	cur := t
	if isPtr {
		cur = pt.Pointee
	}
	if rt, ok := cur.(*ir.RankedTensorType); ok {
		cur = ctx.RankedTensorType(rt.Dims, rt.Elem, layout)
	}
	if isPtr {
		return tt.Pointer(ctx, cur, pt.AddressSpace)
	}
	return cur
}
