package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// propagateBackward moves a backward cast to the producer of its input: the producer takes the
// cast's layout (and casts its own operands), or the cast meets a forward cast. It reports
// whether anything changed.
func (p *ctaPlanner) propagateBackward(c *ir.Operation) (bool, error) {
	input, output := c.SingleOperand(), c.SingleResult()
	switch numUses(input) {
	case 0:
		return false, ir.OpError(c, "a planner cast lost its input")
	case 1:
	default:
		return p.processMultiUsersBackward(input, c)
	}
	t, _ := tensorOf(output.Type())
	layout := t.Encoding
	op := input.DefiningOp()
	if op == nil {
		return true, p.processBlockArgBackward(input, c)
	}
	if prev, ok := asPlannerCast(op); ok {
		return true, p.eliminateAdjacentCasts(prev, c)
	}
	if handled, err := p.processLayoutFollower(op, layout); handled {
		return true, err
	}
	if cst, ok := arith.AsConstant(op); ok {
		p.processConstant(cst, layout)
		return true, nil
	}
	if _, ok := tt.AsSplat(op); ok {
		p.insertCasts(op, []ir.Attribute{nil}, []ir.Attribute{layout})
		return true, nil
	}
	if _, ok := tt.AsMakeRange(op); ok {
		p.insertCasts(op, nil, []ir.Attribute{layout})
		return true, nil
	}
	if _, ok := tt.AsMakeTensorPtr(op); ok {
		p.insertCasts(op, make([]ir.Attribute, op.NumOperands()), []ir.Attribute{layout})
		return true, nil
	}
	if _, ok := tt.AsBroadcast(op); ok {
		p.insertCasts(op, []ir.Attribute{layout}, []ir.Attribute{layout})
		return true, nil
	}
	if e, ok := tt.AsExpandDims(op); ok {
		axis, _ := e.Axis()
		p.insertCasts(op, []ir.Attribute{ttg.Slice(p.ctx, int(axis), layout)}, []ir.Attribute{layout})
		return true, nil
	}
	if ifOp, ok := scf.AsIf(op); ok {
		return true, p.processIf(ifOp, resultIndex(op, input), output.Type())
	}
	if forOp, ok := scf.AsFor(op); ok {
		return true, p.processFor(forOp, resultIndex(op, input), output.Type())
	}
	if cvt, ok := ttg.AsConvertLayout(op); ok {
		// The convert goes: the cast now asks the convert's source for its layout.
		cvt.Result().ReplaceAllUsesWith(cvt.Src())
		op.Erase()
		p.queue = append(p.queue, c)
		return true, nil
	}
	// Other ops keep their layouts, which may cost performance.
	p.processOpFallback(op)
	return true, nil
}

// propagateForward moves a forward cast to the user of its result: the user takes the cast's
// input layout, or the cast meets a backward cast.
func (p *ctaPlanner) propagateForward(c *ir.Operation) (bool, error) {
	input, output := c.SingleOperand(), c.SingleResult()
	switch numUses(output) {
	case 0:
		c.Erase()
		return true, nil
	case 1:
	default:
		p.processMultiUsersForward(output, c)
		return true, nil
	}
	t, _ := tensorOf(input.Type())
	layout := t.Encoding
	use := output.FirstUse()
	op := use.Owner()
	if next, ok := asPlannerCast(op); ok {
		return true, p.eliminateAdjacentCasts(c, next)
	}
	if handled, err := p.processLayoutFollower(op, layout); handled {
		return true, err
	}
	if cvt, ok := ttg.AsConvertLayout(op); ok {
		// The convert goes: its source takes the layout the convert produced.
		src := cvt.Src()
		src.SetType(cvt.Result().Type())
		cvt.Result().ReplaceAllUsesWith(src)
		op.Erase()
		p.queue = append(p.queue, c)
		return true, nil
	}
	if forOp, ok := scf.AsFor(op); ok {
		controlOperands := op.NumOperands() - len(forOp.InitArgs())
		return true, p.processFor(forOp, use.Index()-controlOperands, input.Type())
	}
	if _, ok := scf.AsYield(op); ok {
		return true, p.processYieldForward(op, use.Index(), input.Type())
	}
	p.processOpFallback(op)
	return true, nil
}

// processLayoutFollower handles the ops that take a layout asked of them from either side:
// memory ops, elementwise ops and tt.advance (whose pointer and result share the layout, its
// offsets being scalars). It reports whether op is one of them.
func (p *ctaPlanner) processLayoutFollower(op *ir.Operation, layout ir.Attribute) (bool, error) {
	if isLoadStoreOp(op) {
		return true, p.processLoadStore(op, layout)
	}
	_, isAdvance := tt.AsAdvance(op)
	if isElementwiseOp(op) || isAdvance {
		p.processElementwise(op, layout)
		return true, nil
	}
	return false, nil
}

// processElementwise gives every tensor operand and result of op the layout.
func (p *ctaPlanner) processElementwise(op *ir.Operation, layout ir.Attribute) {
	operands := make([]ir.Attribute, op.NumOperands())
	results := make([]ir.Attribute, op.NumResults())
	for i := range operands {
		operands[i] = layout
	}
	for i := range results {
		results[i] = layout
	}
	p.insertCasts(op, operands, results)
}

// processConstant gives a constant the layout; a splat's value takes the new type too.
func (p *ctaPlanner) processConstant(cst arith.ConstantOp, layout ir.Attribute) {
	if t, ok := cst.Result().Type().(*ir.RankedTensorType); ok {
		if d, ok := cst.ValueAttr().(*ir.DenseElementsAttr); ok && d.Splat {
			nt := p.ctx.RankedTensorType(t.Dims, t.Elem, layout)
			if d.Wide != nil {
				cst.SetValueAttr(p.ctx.WideDenseElementsAttr(nt, d.Wide))
			} else {
				cst.SetValueAttr(p.ctx.DenseElementsAttr(nt, d.Data))
			}
		}
	}
	p.insertCasts(cst.Operation, nil, []ir.Attribute{layout})
}

// processOpFallback keeps op's layouts: it is wrapped in casts to the types it has.
func (p *ctaPlanner) processOpFallback(op *ir.Operation) {
	b := ir.NewBuilder(p.ctx)
	b.SetInsertionPoint(op)
	for i, v := range op.Operands() {
		if isTensorOrTensorPointer(v.Type()) {
			c := p.newCast(b, op.Loc(), v.Type(), v, backward)
			op.SetOperand(i, c.SingleResult())
		}
	}
	b.SetInsertionPointAfter(op)
	for _, r := range op.Results() {
		if isTensorOrTensorPointer(r.Type()) {
			c := p.newCast(b, op.Loc(), r.Type(), r, forward)
			r.ReplaceUsesWithIf(c.SingleResult(), func(u *ir.OpOperand) bool { return u.Owner() != c })
		}
	}
}

// resultIndex returns the index of v among op's results.
func resultIndex(op *ir.Operation, v *ir.Value) int {
	for i, r := range op.Results() {
		if r == v {
			return i
		}
	}
	return -1
}
