package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The hoisting phase of remove-layout-conversions: converts that backward rematerialization
// kept move above the type extensions and broadcasts that feed them (converting fewer
// bytes), into the one branch of an scf.if that needs them, and, for dot operands, next to
// the loads they convert so that the loads can be pipelined.

// extInput returns the input slot of an op isExtOrBroadcast accepts, or nil.
func extInput(op *ir.Operation) *ir.OpOperand {
	var in *ir.Value
	if e, ok := arith.AsExtSI(op); ok {
		in = e.In()
	} else if e, ok := arith.AsExtUI(op); ok {
		in = e.In()
	} else if e, ok := arith.AsExtF(op); ok {
		in = e.In()
	} else if b, ok := tt.AsBroadcast(op); ok {
		in = b.Src()
	} else if e, ok := tt.AsExpandDims(op); ok {
		in = e.Src()
	} else if f, ok := tt.AsFpToFp(op); ok {
		in = f.Src()
	}
	if in == nil {
		return nil
	}
	return operandOf(op, in)
}

// isExtOrBroadcast reports whether op widens its input: an integer or float extension, a
// widening fp_to_fp, a broadcast or an expand_dims.
func isExtOrBroadcast(op *ir.Operation) bool {
	if is[arith.ExtSIOp](op) || is[arith.ExtUIOp](op) || is[arith.ExtFOp](op) || is[tt.BroadcastOp](op) || is[tt.ExpandDimsOp](op) {
		return true
	}
	if f, ok := tt.AsFpToFp(op); ok {
		src, dst := tensorOf(f.Src().Type()), tensorOf(f.Result().Type())
		return src != nil && dst != nil && elementBitWidth(src) < elementBitWidth(dst)
	}
	return false
}

// hoistOverExtOrBroadcast moves cvt above the single extension or broadcast of its slice that
// cannot itself be rematerialized, and rewrites the rest of the slice in cvt's layout.
func (r *layoutRematerialization) hoistOverExtOrBroadcast(cvt ttg.ConvertLayoutOp) {
	target := encodingOf(cvt.Result())
	if _, ok := target.(*ttg.DotOperandEncoding); ok {
		return
	}
	slice, layouts := newValueSet(), layoutMap{}
	if !r.rematerializableSlice(srcOperand(cvt), target, slice, layouts, isExtOrBroadcast) {
		return
	}
	var ext *ir.Operation
	n := len(slice.list)
	for i := 0; i < n; i++ {
		v := slice.list[i]
		op := v.DefiningOp()
		if op == nil || !isExtOrBroadcast(op) {
			continue
		}
		src := inferSrcEncoding(op, layouts[v])
		if src == nil {
			return
		}
		sub, subLayouts := newValueSet(), layoutMap{}
		ok := r.rematerializableSlice(extInput(op), src, sub, subLayouts, nil)
		for val, enc := range subLayouts {
			if old, has := layouts[val]; has && old != enc {
				ok = false
				break
			}
		}
		if ok {
			slice.insertAll(sub)
			layouts.insertMissing(subLayouts)
			continue
		}
		if ext != nil {
			return
		}
		ext = op
	}
	if ext == nil {
		return
	}
	extRes := firstResult(ext)
	dstEnc := layouts[extRes]
	srcEnc := inferSrcEncoding(ext, dstEnc)
	if srcEnc == nil {
		return
	}
	ctx := r.fn.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(ext)
	in := extInput(ext).Get()
	c := ttg.BuildConvertLayout(b, cvt.Loc(), withEncoding(ctx, tensorOf(in.Type()), srcEnc), in)
	newExt := b.Insert(ext.Clone(nil))
	newExt.SetOperand(extInput(newExt).Index(), c.Result())
	firstResult(newExt).SetType(withEncoding(ctx, tensorOf(extRes.Type()), dstEnc))
	slice.remove(extRes)
	r.rewriteSlice(slice, layouts, cvt, map[*ir.Value]*ir.Value{extRes: firstResult(newExt)})
}

// ifEdge is a branch of an scf.if result: the result and the yield operand of one branch.
type ifEdge struct {
	result *ir.Value
	edge   *ir.OpOperand
}

// hoistIntoConditionals moves cvt into the branch of an scf.if inside a loop whose value cannot
// be rematerialized, when the other branch's can.
func (r *layoutRematerialization) hoistIntoConditionals(cvt ttg.ConvertLayoutOp) {
	isIf := func(op *ir.Operation) bool { return is[scf.IfOp](op) }
	slice, layouts := newValueSet(), layoutMap{}
	if !r.rematerializableSlice(srcOperand(cvt), encodingOf(cvt.Result()), slice, layouts, isIf) {
		return
	}
	var hoistAbove []ifEdge
	var terminals []*ir.Value
	for i := 0; i != len(slice.list); i++ {
		v := slice.list[i]
		ifOp, ok := scf.AsIf(v.DefiningOp())
		if !ok {
			continue
		}
		root := layouts[v]
		thenRes := thenYield(ifOp).OpOperand(v.Index())
		elseRes := elseYield(ifOp).OpOperand(v.Index())
		thenSlice, thenLayouts := newValueSet(), layoutMap{}
		elseSlice, elseLayouts := newValueSet(), layoutMap{}
		thenOK := r.rematerializableSlice(thenRes, root, thenSlice, thenLayouts, isIf)
		elseOK := r.rematerializableSlice(elseRes, root, elseSlice, elseLayouts, isIf)
		switch {
		case thenOK && elseOK:
			slice.insertAll(thenSlice)
			slice.insertAll(elseSlice)
			layouts.insertMissing(thenLayouts)
			layouts.insertMissing(elseLayouts)
		case !thenOK && !elseOK:
			terminals = append(terminals, v)
		case !is[scf.ForOp](ifOp.ParentOp()):
			terminals = append(terminals, v)
		case thenOK:
			hoistAbove = append(hoistAbove, ifEdge{v, elseRes})
			slice.insertAll(thenSlice)
			layouts.insertMissing(thenLayouts)
		default:
			hoistAbove = append(hoistAbove, ifEdge{v, thenRes})
			slice.insertAll(elseSlice)
			layouts.insertMissing(elseLayouts)
		}
	}
	if len(hoistAbove) == 0 {
		return
	}
	ctx := r.fn.Context()
	mapping := map[*ir.Value]*ir.Value{}
	hoist := func(b *ir.Builder, v *ir.Value, enc ir.Attribute) {
		c := ttg.BuildConvertLayout(b, cvt.Loc(), withEncoding(ctx, tensorOf(v.Type()), enc), v)
		mapping[v] = c.Result()
		slice.remove(v)
	}
	for _, v := range terminals {
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointAfter(v.DefiningOp())
		hoist(b, v, layouts[v])
	}
	for _, e := range hoistAbove {
		b := ir.NewBuilder(ctx)
		b.SetInsertionPoint(e.edge.Owner())
		hoist(b, e.edge.Get(), layouts[e.result])
	}
	r.rewriteSlice(slice, layouts, cvt, mapping)
}

// dotLHS returns the A operand of an op implementing Triton's DotOpInterface, or nil for
// other ops.
func dotLHS(op *ir.Operation) *ir.Value {
	if d, ok := tt.AsDot(op); ok {
		return d.A()
	}
	if d, ok := tt.AsDotScaled(op); ok {
		return d.A()
	}
	if d, ok := ttng.AsWarpGroupDot(op); ok {
		return d.A()
	}
	if d, ok := ttng.AsTcGen5Mma(op); ok {
		return d.A()
	}
	if d, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return d.A()
	}
	return nil
}

// movesNoData reports whether op computes each element from the same thread's elements.
func movesNoData(op *ir.Operation) bool {
	return (op.HasTrait(ir.Elementwise) && rewrite.IsMemoryEffectFree(op)) || is[tt.BroadcastOp](op) ||
		is[ttg.Fp4ToFpOp](op) || is[ttg.ConvertLayoutOp](op) || isUpcastFp(op) || isView(op)
}

// feedsMmaDot reports whether an MMA dot of cvt's parent op post-dominates cvt.
func feedsMmaDot(cvt ttg.ConvertLayoutOp) bool {
	parent := cvt.ParentOp()
	if parent == nil {
		return false
	}
	var dots []*ir.Operation
	parent.WalkPostOrder(func(op *ir.Operation) {
		a := dotLHS(op)
		if a == nil {
			return
		}
		if d, ok := encodingOf(a).(*ttg.DotOperandEncoding); ok && ttg.IsMmaEncoding(d.Parent) {
			dots = append(dots, op)
		}
	})
	for _, d := range dots {
		if postDominates(d, cvt.Operation) {
			return true
		}
	}
	return false
}

// hoistDotOperand moves a convert to an MMA dot operand layout up to the loads it converts,
// through ops that move no data between threads.
func (r *layoutRematerialization) hoistDotOperand(cvt ttg.ConvertLayoutOp) {
	if !feedsMmaDot(cvt) {
		return
	}
	stop := func(op *ir.Operation) bool { return !movesNoData(op) }
	slice, layouts := newValueSet(), layoutMap{}
	if !r.backwardSlice(srcOperand(cvt), encodingOf(cvt.Result()), slice, layouts, stop) {
		return
	}
	ctx := r.fn.Context()
	mapping := map[*ir.Value]*ir.Value{}
	inner := newValueSet()
	for _, v := range slice.list {
		def := v.DefiningOp()
		if def == nil {
			return
		}
		if !is[tt.LoadOp](def) && !is[tt.DescriptorLoadOp](def) {
			if is[arith.ConstantOp](def) || movesNoData(def) {
				inner.insert(v)
				continue
			}
			return
		}
		res := firstResult(def)
		t := tensorOf(res.Type())
		if t == nil {
			continue
		}
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointAfter(def)
		c := ttg.BuildConvertLayout(b, cvt.Loc(), withEncoding(ctx, t, layouts[res]), res)
		mapping[res] = c.Result()
	}
	if len(inner.list) == 0 {
		return
	}
	r.rewriteSlice(inner, layouts, cvt, mapping)
}
