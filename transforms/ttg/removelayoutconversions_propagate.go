package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// layoutPropagation is the forward phase of remove-layout-conversions (Triton's
// LayoutPropagation): the layouts of anchor ops (loads and stores worth keeping, dots,
// atomics, function arguments) flow to their users; a value reached by several layouts
// keeps one (an MMA layout, or a blocked one for memory ops); then the function is rewritten
// in dominance order with each value in its chosen layout and converts where layouts meet.
type layoutPropagation struct {
	fn *ir.Operation
	// order lists the values with layouts in the order they got them (LLVM's MapVector).
	order   []*ir.Value
	layouts map[*ir.Value][]ir.Attribute
	// rewritten maps a value and a layout to the value's copy in that layout.
	rewritten map[valueLayout]*ir.Value
	toDelete  []*ir.Operation
	deleting  map[*ir.Operation]bool
	// err is the diagnostic of an op the rewrite does not know how to rebuild.
	err error
}

// valueLayout is a value paired with a layout.
type valueLayout struct {
	v   *ir.Value
	enc ir.Attribute
}

func newLayoutPropagation(fn *ir.Operation) *layoutPropagation {
	return &layoutPropagation{fn: fn, layouts: map[*ir.Value][]ir.Attribute{}, rewritten: map[valueLayout]*ir.Value{}, deleting: map[*ir.Operation]bool{}}
}

// run propagates, resolves and rewrites.
func (p *layoutPropagation) run() {
	p.initAnchors()
	p.propagate()
	p.resolveConflicts()
	p.rewriteRegion(p.fn.Region(0))
}

// addLayout adds enc to v's layouts and reports whether it was new.
func (p *layoutPropagation) addLayout(v *ir.Value, enc ir.Attribute) bool {
	encs, ok := p.layouts[v]
	if !ok {
		p.order = append(p.order, v)
	}
	if slices.Contains(encs, enc) {
		p.layouts[v] = encs
		return false
	}
	p.layouts[v] = append(encs, enc)
	return true
}

// addAnchor gives a tensor v its own layout unless it has layouts already.
func (p *layoutPropagation) addAnchor(v *ir.Value) {
	t := tensorOf(v.Type())
	if t == nil {
		return
	}
	if _, ok := p.layouts[v]; ok {
		return
	}
	p.order = append(p.order, v)
	p.layouts[v] = []ir.Attribute{t.Encoding}
}

// initAnchors gives the function's arguments and the results of anchor ops their layouts.
func (p *layoutPropagation) initAnchors() {
	if r := p.fn.Region(0); !r.Empty() {
		for _, a := range r.Front().Arguments() {
			p.addAnchor(a)
		}
	}
	p.fn.WalkPostOrder(func(op *ir.Operation) {
		if isLayoutAnchor(op) {
			for _, r := range op.Results() {
				p.addAnchor(r)
			}
		}
	})
}

// setEncoding adds to each tensor of values the layouts op gives it from encs, and appends
// those whose layouts grew to changed.
func (p *layoutPropagation) setEncoding(values []*ir.Value, encs []ir.Attribute, changed *[]*ir.Value, op *ir.Operation) {
	_, isConvert := ttg.AsConvertLayout(op)
	for _, v := range values {
		if tensorOf(v.Type()) == nil {
			continue
		}
		grew := false
		for _, enc := range encs {
			dst := enc
			if !isConvert {
				dst = inferDstEncoding(op, enc)
			}
			if dst != nil && p.addLayout(v, dst) {
				grew = true
			}
		}
		if grew {
			*changed = append(*changed, v)
		}
	}
}

// propagateToUsers carries encs from value to the values its users define.
func (p *layoutPropagation) propagateToUsers(value *ir.Value, encs []ir.Attribute) []*ir.Value {
	var changed []*ir.Value
	for _, use := range value.Uses() {
		user := use.Owner()
		idx := use.Index()
		if f, ok := scf.AsFor(user); ok {
			iter := idx - forInitBase(f)
			p.setEncoding([]*ir.Value{iterArgs(f)[iter], f.Results()[iter]}, encs, &changed, user)
			continue
		}
		if w, ok := scf.AsWhile(user); ok {
			p.setEncoding([]*ir.Value{w.Before().Front().Argument(idx)}, encs, &changed, user)
			continue
		}
		if is[scf.YieldOp](user) {
			parent := user.ParentOp()
			var vals []*ir.Value
			_, isFor := scf.AsFor(parent)
			_, isIf := scf.AsIf(parent)
			w, isWhile := scf.AsWhile(parent)
			if isFor || isIf || isWhile {
				vals = append(vals, parent.Result(idx))
			}
			if isFor {
				vals = append(vals, iterArgs(ir.View[scf.ForOp](parent))[idx])
			}
			if isWhile {
				vals = append(vals, w.Before().Front().Argument(idx))
			}
			if isFor || isIf || isWhile {
				p.setEncoding(vals, encs, &changed, user)
			}
			continue
		}
		if is[scf.ConditionOp](user) {
			w := ir.View[scf.WhileOp](user.ParentOp())
			p.setEncoding([]*ir.Value{w.After().Front().Argument(idx - 1), w.Results()[idx-1]}, encs, &changed, user)
			continue
		}
		if is[ttng.WarpGroupDotWaitOp](user) {
			p.setEncoding([]*ir.Value{user.Result(idx)}, encs, &changed, user)
			continue
		}
		if g, ok := tt.AsGather(user); ok && !g.EfficientLayout() && use == operandOf(user, g.Indices()) {
			p.setEncoding([]*ir.Value{g.Result()}, encs, &changed, user)
			continue
		}
		if user.HasTrait(ir.SameOperandsAndResultEncoding) || user.HasTrait(ir.Elementwise) ||
			is[tt.ReduceOp](user) || is[tt.ExpandDimsOp](user) || is[tt.ReshapeOp](user) || is[tt.TransOp](user) ||
			is[tt.JoinOp](user) || is[tt.SplitOp](user) || is[ttg.ConvertLayoutOp](user) {
			p.setEncoding(user.Results(), encs, &changed, user)
		}
	}
	return changed
}

// propagate runs propagateToUsers to a fixpoint, last changed value first.
func (p *layoutPropagation) propagate() {
	queue := slices.Clone(p.order)
	for len(queue) > 0 {
		v := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		encs := slices.Clone(p.layouts[v])
		queue = append(queue, p.propagateToUsers(v, encs)...)
	}
}

// resolveConflicts keeps one layout per value: the first MMA layout, or for the results of
// memory ops the first blocked one, else the first layout it got.
func (p *layoutPropagation) resolveConflicts() {
	for _, v := range p.order {
		encs := p.layouts[v]
		if len(encs) <= 1 {
			continue
		}
		op := v.DefiningOp()
		memOp := op != nil && (is[tt.LoadOp](op) || is[tt.StoreOp](op) || is[tt.AtomicRmwOp](op) || is[tt.AtomicCasOp](op))
		pick := encs[0]
		for _, e := range encs {
			_, blocked := e.(*ttg.BlockedEncoding)
			if (memOp && blocked) || (!memOp && ttg.IsMmaEncoding(e)) {
				pick = e
				break
			}
		}
		p.layouts[v] = []ir.Attribute{pick}
	}
}

// chosen returns the layout picked for v, or nil when v has none.
func (p *layoutPropagation) chosen(v *ir.Value) ir.Attribute {
	if encs, ok := p.layouts[v]; ok && len(encs) > 0 {
		return encs[0]
	}
	return nil
}

// deleteLater queues op for erasure once the rewrite is done.
func (p *layoutPropagation) deleteLater(op *ir.Operation) {
	if !p.deleting[op] {
		p.deleting[op] = true
		p.toDelete = append(p.toDelete, op)
	}
}

// rewriteRegion rewrites the ops of region and of the regions nested in it, breadth first.
func (p *layoutPropagation) rewriteRegion(region *ir.Region) {
	queue := []*ir.Region{region}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		for _, b := range r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				queue = append(queue, p.rewriteOne(op)...)
			}
		}
	}
	for i := len(p.toDelete) - 1; i >= 0; i-- {
		p.toDelete[i].Erase()
	}
}

// rewriteOne rewrites op as the analysis decided and returns the regions left to visit.
func (p *layoutPropagation) rewriteOne(op *ir.Operation) []*ir.Region {
	needRewrite := false
	for _, r := range op.Results() {
		enc := p.chosen(r)
		if enc != nil && encodingOf(r) != enc {
			needRewrite = true
		}
	}
	switch {
	case needRewrite:
		return p.rewriteOp(op).Regions()
	case is[scf.YieldOp](op):
		p.rewriteYield(op)
	case is[scf.ConditionOp](op):
		p.rewriteCondition(op)
	case reduceToScalar(op):
		p.rewriteReduceToScalar(op)
	case is[tt.AssertOp](op):
		a := ir.View[tt.AssertOp](op)
		if enc := p.chosen(a.Condition()); enc != nil {
			a.SetCondition(p.valueAs(a.Condition(), enc))
		}
	default:
		for i := range op.NumOperands() {
			v := op.Operand(i)
			if _, ok := p.layouts[v]; !ok {
				continue
			}
			op.SetOperand(i, p.valueAs(v, encodingOf(v)))
		}
		return op.Regions()
	}
	return nil
}

// reduceToScalar reports whether op is a tt.reduce to a scalar, whose operands may take any
// layout.
func reduceToScalar(op *ir.Operation) bool {
	r, ok := tt.AsReduce(op)
	return ok && len(r.Results()) > 0 && tensorOf(firstResult(op).Type()) == nil
}

// record maps old to its copy newV in newV's layout.
func (p *layoutPropagation) record(old, newV *ir.Value) {
	p.rewritten[valueLayout{old, encodingOf(newV)}] = newV
}

// rewrittenValue returns v in the layout picked for it.
func (p *layoutPropagation) rewrittenValue(v *ir.Value) *ir.Value {
	t := tensorOf(v.Type())
	if t == nil {
		return v
	}
	enc := p.chosen(v)
	if enc == nil || enc == t.Encoding {
		return v
	}
	if n, ok := p.rewritten[valueLayout{v, enc}]; ok {
		return n
	}
	return v
}

// valueAs returns v, as rewritten, in layout enc, converting it right after its definition
// when its layout differs.
func (p *layoutPropagation) valueAs(v *ir.Value, enc ir.Attribute) *ir.Value {
	t := tensorOf(v.Type())
	if t == nil {
		return v
	}
	rv := p.rewrittenValue(v)
	if encodingOf(rv) == enc {
		return rv
	}
	b := ir.NewBuilder(p.fn.Context())
	setInsertionPointAfterValue(b, rv)
	return ttg.BuildConvertLayout(b, v.Location(), withEncoding(b.Ctx, t, enc), rv).Result()
}

// rewriteYield converts the operands of an scf.yield to the types its parent expects.
func (p *layoutPropagation) rewriteYield(y *ir.Operation) {
	parent := y.ParentOp()
	for i := range y.NumOperands() {
		t := y.Operand(i).Type()
		if is[scf.ForOp](parent) || is[scf.IfOp](parent) {
			t = parent.Result(i).Type()
		}
		if w, ok := scf.AsWhile(parent); ok {
			t = w.Before().Front().Argument(i).Type()
		}
		want := tensorOf(t)
		if want == nil {
			continue
		}
		y.SetOperand(i, p.valueAs(y.Operand(i), want.Encoding))
	}
}

// rewriteCondition converts the forwarded operands of an scf.condition to the types of its
// while's results.
func (p *layoutPropagation) rewriteCondition(c *ir.Operation) {
	w := ir.View[scf.WhileOp](c.ParentOp())
	for i := 1; i < c.NumOperands(); i++ {
		t := tensorOf(w.Results()[i-1].Type())
		if t == nil {
			continue
		}
		c.SetOperand(i, p.valueAs(c.Operand(i), t.Encoding))
	}
}

// rewriteReduceToScalar gives all operands of a reduction to a scalar the layout of its first
// operand that has one.
func (p *layoutPropagation) rewriteReduceToScalar(op *ir.Operation) {
	var enc ir.Attribute
	for _, v := range op.Operands() {
		if e := p.chosen(v); e != nil {
			enc = e
			break
		}
	}
	if enc == nil {
		return
	}
	for i := range op.NumOperands() {
		op.SetOperand(i, p.valueAs(op.Operand(i), enc))
	}
}
