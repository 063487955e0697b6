package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// The op rewrites of the forward phase of remove-layout-conversions: each op whose results
// got a new layout is rebuilt in it (Triton's LayoutPropagation::rewriteOp and friends).

// rewriteOp rebuilds op with the layouts picked for its results and returns the new op; op
// is erased at the end of the rewrite.
func (p *layoutPropagation) rewriteOp(op *ir.Operation) *ir.Operation {
	p.deleteLater(op)
	if f, ok := scf.AsFor(op); ok {
		return p.rewriteFor(f)
	}
	if w, ok := scf.AsWhile(op); ok {
		return p.rewriteWhile(w)
	}
	if i, ok := scf.AsIf(op); ok {
		return p.rewriteIf(i)
	}
	b := ir.NewBuilder(op.Context())
	b.SetInsertionPoint(op)
	res := firstResult(op)
	enc := p.chosen(res)
	newType := withEncoding(op.Context(), tensorOf(res.Type()), enc)
	if c, ok := ttg.AsConvertLayout(op); ok {
		srcEnc := encodingOf(c.Src())
		if e := p.chosen(c.Src()); e != nil {
			srcEnc = e
		}
		src := p.valueAs(c.Src(), srcEnc)
		cvt := ttg.BuildConvertLayout(b, op.Loc(), newType, src)
		p.record(res, cvt.Result())
		return cvt.Operation
	}
	if canFoldIntoConversion(op, enc) {
		n := b.Insert(op.Clone(nil))
		cvt := ttg.BuildConvertLayout(b, op.Loc(), newType, firstResult(n))
		p.record(res, cvt.Result())
		return cvt.Operation
	}
	if !canCloneElementwise(op) {
		if p.err == nil {
			p.err = ir.OpError(op, "unexpected op in layout propagation")
		}
		return op
	}
	n := p.cloneElementwise(b, op, enc)
	for i, old := range op.Results() {
		nv := n.Result(i)
		if old.Type() == nv.Type() {
			old.ReplaceAllUsesWith(nv)
			continue
		}
		p.record(old, nv)
	}
	return n
}

// cloneElementwise clones op with results in layout enc and operands converted to the layout
// that gives it: the layout of an operand that already does, else the one inferred back.
func (p *layoutPropagation) cloneElementwise(b *ir.Builder, op *ir.Operation, enc ir.Attribute) *ir.Operation {
	n := b.Insert(op.Clone(nil))
	var operandEnc ir.Attribute
	if op.NumOperands() > 0 {
		for _, v := range op.Operands() {
			t := tensorOf(p.rewrittenValue(v).Type())
			if t == nil {
				continue
			}
			if inferDstEncoding(op, t.Encoding) == enc {
				operandEnc = t.Encoding
				break
			}
		}
		if operandEnc == nil {
			operandEnc = inferSrcEncoding(op, enc)
		}
	}
	for i, v := range op.Operands() {
		if operandEnc == nil && tensorOf(v.Type()) != nil {
			continue
		}
		n.SetOperand(i, p.valueAs(v, operandEnc))
	}
	for i, r := range op.Results() {
		if t := tensorOf(r.Type()); t != nil {
			n.Result(i).SetType(withEncoding(op.Context(), t, enc))
		}
	}
	return n
}

// canCloneElementwise reports whether rewriteOp knows how to rebuild op in another layout.
func canCloneElementwise(op *ir.Operation) bool {
	return op.HasTrait(ir.SameOperandsAndResultEncoding) || op.HasTrait(ir.Elementwise) ||
		is[tt.ReduceOp](op) || is[tt.ExpandDimsOp](op) || is[tt.ReshapeOp](op) || is[tt.TransOp](op) ||
		is[tt.JoinOp](op) || is[tt.SplitOp](op) || is[tt.GatherOp](op) || is[ttg.ConvertLayoutOp](op) ||
		is[ttng.WarpGroupDotWaitOp](op)
}

// moveBody moves the ops of from to the end of to.
func moveBody(from, to *ir.Block) {
	for op := from.First(); op != nil; {
		next := op.Next()
		op.Remove()
		to.Append(op)
		op = next
	}
}

// remapResult makes the users of old use newV when their types agree, else records newV as
// old in its new layout.
func (p *layoutPropagation) remapResult(old, newV *ir.Value) {
	if old.Type() == newV.Type() {
		old.ReplaceAllUsesWith(newV)
		return
	}
	p.record(old, newV)
}

// rewriteFor rebuilds an scf.for with its loop-carried values in their picked layouts.
func (p *layoutPropagation) rewriteFor(f scf.ForOp) *ir.Operation {
	b := ir.NewBuilder(f.Context())
	b.SetInsertionPoint(f.Operation)
	var inits []*ir.Value
	for i, init := range f.InitArgs() {
		if enc := p.chosen(f.Results()[i]); enc != nil {
			init = p.valueAs(init, enc)
		}
		inits = append(inits, init)
	}
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	n := scf.BuildFor(b, f.Loc(), types, f.LowerBound(), f.UpperBound(), f.Step(), inits, f.AllAttrs()...)
	old := forBody(f)
	argTypes := append([]ir.Type{f.LowerBound().Type()}, types...)
	locs := make([]ir.Location, len(argTypes))
	locs[0] = f.Loc()
	for i, v := range inits {
		locs[i+1] = v.Location()
	}
	body := ir.NewBlock(argTypes, locs)
	n.Region().Append(body)
	moveBody(old, body)
	for i, r := range f.Results() {
		p.remapResult(r, n.Results()[i])
	}
	for i, a := range old.Arguments() {
		p.remapResult(a, body.Argument(i))
	}
	return n.Operation
}

// rewriteWhile rebuilds an scf.while with its carried values in their picked layouts.
func (p *layoutPropagation) rewriteWhile(w scf.WhileOp) *ir.Operation {
	b := ir.NewBuilder(w.Context())
	b.SetInsertionPoint(w.Operation)
	before, after := w.Before().Front(), w.After().Front()
	var inits []*ir.Value
	for i, init := range w.Inits() {
		if enc := p.chosen(before.Argument(i)); enc != nil {
			init = p.valueAs(init, enc)
		}
		inits = append(inits, init)
	}
	var resultTypes []ir.Type
	for _, r := range w.Results() {
		t := r.Type()
		if enc := p.chosen(r); enc != nil {
			t = withEncoding(w.Context(), tensorOf(t), enc)
		}
		resultTypes = append(resultTypes, t)
	}
	n := scf.BuildWhile(b, w.Loc(), resultTypes, inits)
	beforeTypes := make([]ir.Type, len(inits))
	beforeLocs := make([]ir.Location, len(inits))
	for i, v := range inits {
		beforeTypes[i], beforeLocs[i] = v.Type(), w.Loc()
	}
	afterLocs := make([]ir.Location, len(resultTypes))
	for i := range afterLocs {
		afterLocs[i] = w.Loc()
	}
	nb, na := ir.NewBlock(beforeTypes, beforeLocs), ir.NewBlock(resultTypes, afterLocs)
	n.Before().Append(nb)
	n.After().Append(na)
	moveBody(before, nb)
	moveBody(after, na)
	for i, r := range w.Results() {
		p.remapResult(r, n.Results()[i])
	}
	for i, a := range before.Arguments() {
		p.remapResult(a, nb.Argument(i))
	}
	for i, a := range after.Arguments() {
		p.remapResult(a, na.Argument(i))
	}
	return n.Operation
}

// rewriteIf rebuilds an scf.if with its results in their picked layouts.
func (p *layoutPropagation) rewriteIf(i scf.IfOp) *ir.Operation {
	b := ir.NewBuilder(i.Context())
	b.SetInsertionPoint(i.Operation)
	types := i.ResultTypes()
	for k, r := range i.Results() {
		if enc := p.chosen(r); enc != nil {
			types[k] = withEncoding(i.Context(), tensorOf(r.Type()), enc)
		}
	}
	n := scf.BuildIf(b, i.Loc(), types, i.Condition())
	n.ThenRegion().TakeBody(i.ThenRegion())
	n.ElseRegion().TakeBody(i.ElseRegion())
	for k, r := range i.Results() {
		p.remapResult(r, n.Results()[k])
	}
	return n.Operation
}
