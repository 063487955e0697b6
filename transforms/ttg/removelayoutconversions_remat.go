package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// layoutRematerialization is the backward phase of remove-layout-conversions (Triton's
// LayoutRematerialization): a convert is removed by recomputing the ops that produce its
// source directly in the target layout, when they can be recomputed and it costs less than
// the convert. It remembers each value it rematerialized, and each convert it kept, for
// reuse by later converts of the same function.
type layoutRematerialization struct {
	fn *ir.Operation
	// mapped gives the layout each rematerialized value was last mapped in.
	mapped map[*ir.Value]ir.Attribute
	remat  map[valueLayout]*ir.Value
	// toDelete lists the ops to erase at the end, in the order they were queued.
	toDelete []*ir.Operation
	deleting map[*ir.Operation]bool
	// freeConverts memoizes isFreeConvert by the convert's source and result types.
	freeConverts map[[2]ir.Type]bool
}

func newLayoutRematerialization(fn *ir.Operation) *layoutRematerialization {
	return &layoutRematerialization{fn: fn, mapped: map[*ir.Value]ir.Attribute{}, remat: map[valueLayout]*ir.Value{}, deleting: map[*ir.Operation]bool{}, freeConverts: map[[2]ir.Type]bool{}}
}

// addRemat records newV as old in layout enc.
func (r *layoutRematerialization) addRemat(old *ir.Value, enc ir.Attribute, newV *ir.Value) {
	r.remat[valueLayout{old, enc}] = newV
	r.mapped[old] = enc
}

// rematOf returns the recorded copy of v in layout enc, or nil.
func (r *layoutRematerialization) rematOf(v *ir.Value, enc ir.Attribute) *ir.Value {
	return r.remat[valueLayout{v, enc}]
}

// deleteLater queues op for erasure in cleanup.
func (r *layoutRematerialization) deleteLater(op *ir.Operation) {
	if !r.deleting[op] {
		r.deleting[op] = true
		r.toDelete = append(r.toDelete, op)
	}
}

// cleanup erases the queued ops, last queued first.
func (r *layoutRematerialization) cleanup() {
	for i := len(r.toDelete) - 1; i >= 0; i-- {
		r.toDelete[i].Erase()
	}
}

// convertOps returns the function's converts in program order.
func (r *layoutRematerialization) convertOps() []ttg.ConvertLayoutOp {
	var cvts []ttg.ConvertLayoutOp
	r.fn.WalkPostOrder(func(op *ir.Operation) {
		if c, ok := ttg.AsConvertLayout(op); ok {
			cvts = append(cvts, c)
		}
	})
	return cvts
}

// forEachConvert runs fn on every convert of the function; a convert that survives is kept
// for reuse by later slices. It reports whether any convert was removed.
func (r *layoutRematerialization) forEachConvert(fn func(ttg.ConvertLayoutOp)) bool {
	changed := false
	for _, c := range r.convertOps() {
		fn(c)
		if r.deleting[c.Operation] {
			changed = true
			continue
		}
		r.addRemat(c.Src(), encodingOf(c.Result()), c.Result())
	}
	return changed
}

// backwardSlice is convertBackwardSlice reusing the recorded copies that dominate the use.
func (r *layoutRematerialization) backwardSlice(root *ir.OpOperand, enc ir.Attribute, slice *valueSet, layouts layoutMap, stop func(*ir.Operation) bool) bool {
	existing := func(use *ir.OpOperand, enc ir.Attribute) *ir.Value {
		if v := r.rematOf(use.Get(), enc); v != nil && properlyDominates(v, use.Owner()) {
			return v
		}
		return nil
	}
	return convertBackwardSlice(root, enc, slice, layouts, sliceQuery{stop: stop, existing: existing, freeConvert: r.isFreeConvert})
}

// isFreeConvert is isFreeConvert, remembered per pair of types: the answer depends on the
// convert's source and result types alone.
func (r *layoutRematerialization) isFreeConvert(op *ir.Operation) bool {
	c, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false
	}
	key := [2]ir.Type{c.Src().Type(), c.Result().Type()}
	free, ok := r.freeConverts[key]
	if !ok {
		free = isFreeConvert(op)
		r.freeConverts[key] = free
	}
	return free
}

// rematerializableSlice is backwardSlice that also fails on an empty slice or one with an op
// that cannot be duplicated.
func (r *layoutRematerialization) rematerializableSlice(root *ir.OpOperand, enc ir.Attribute, slice *valueSet, layouts layoutMap, stop func(*ir.Operation) bool) bool {
	if !r.backwardSlice(root, enc, slice, layouts, stop) || len(slice.list) == 0 {
		return false
	}
	for _, v := range slice.list {
		if d := v.DefiningOp(); d != nil && !canBeRemat(d) {
			return false
		}
	}
	return true
}

// backwardRematerialization removes, where it pays, each convert of the function that is
// not to a dot operand layout.
func (r *layoutRematerialization) backwardRematerialization() bool {
	return r.forEachConvert(r.rematerializeConvert)
}

// rematerializeConvert removes cvt by reusing a dominating copy of its source in its layout,
// or by rewriting the slice that produces its source in its layout when that costs less.
func (r *layoutRematerialization) rematerializeConvert(cvt ttg.ConvertLayoutOp) {
	target := encodingOf(cvt.Result())
	if _, ok := target.(*ttg.DotOperandEncoding); ok {
		return
	}
	if v := r.rematOf(cvt.Src(), target); v != nil && properlyDominates(v, cvt.Operation) {
		cvt.Result().ReplaceAllUsesWith(v)
		r.deleteLater(cvt.Operation)
		return
	}
	slice, layouts := newValueSet(), layoutMap{}
	if !r.rematerializableSlice(srcOperand(cvt), target, slice, layouts, nil) {
		return
	}
	if !rematerializationPays(cvt, slice) {
		return
	}
	r.rewriteSlice(slice, layouts, cvt, map[*ir.Value]*ir.Value{})
}

// mappedOrSelf returns v's mapping, or v.
func mappedOrSelf(m map[*ir.Value]*ir.Value, v *ir.Value) *ir.Value {
	if n, ok := m[v]; ok {
		return n
	}
	return v
}

// sliceRewrite collects what rewriteSlice changes: the ops to rebuild and, for each
// terminator, the operands to append to it.
type sliceRewrite struct {
	ops       []*ir.Operation
	has       map[*ir.Operation]bool
	yieldIdxs map[*ir.Operation][]int
}

func (s *sliceRewrite) add(op *ir.Operation) {
	if !s.has[op] {
		s.has[op] = true
		s.ops = append(s.ops, op)
	}
}

// rewriteSlice rebuilds the values of slice in their layouts, reusing recorded copies and
// the values already in mapping, adds loop-carried values and if results for the slice's
// block arguments and if results, and replaces cvt by the copy of its source.
func (r *layoutRematerialization) rewriteSlice(slice *valueSet, layouts layoutMap, cvt ttg.ConvertLayoutOp, mapping map[*ir.Value]*ir.Value) {
	sr := &sliceRewrite{has: map[*ir.Operation]bool{}, yieldIdxs: map[*ir.Operation][]int{}}
	var reused []*ir.Value
	for _, v := range slice.list {
		enc := layouts[v]
		if remat := r.rematOf(v, enc); remat != nil {
			mapping[v] = remat
			reused = append(reused, v)
			continue
		}
		if d := v.DefiningOp(); d != nil {
			sr.add(d)
			if ifOp, ok := scf.AsIf(d); ok {
				for _, y := range []*ir.Operation{thenYield(ifOp), elseYield(ifOp)} {
					sr.add(y)
					sr.yieldIdxs[y] = append(sr.yieldIdxs[y], v.Index())
				}
			}
			continue
		}
		if loop, ok := scf.AsFor(v.OwnerBlock().ParentOp()); ok {
			sr.add(loop.Operation)
			y := v.OwnerBlock().Terminator()
			sr.yieldIdxs[y] = append(sr.yieldIdxs[y], v.Index()-1)
			sr.add(y)
		}
	}
	for _, v := range reused {
		slice.remove(v)
	}
	ops := topologicalOrder(r.fn, sr.ops)
	var repl []valueReplacement
	var dead []*ir.Operation
	ctx := r.fn.Context()
	b := ir.NewBuilder(ctx)
	for _, op := range ops {
		if loop, ok := scf.AsFor(op); ok {
			dead = append(dead, op)
			r.rewriteSliceFor(loop, slice, layouts, mapping, &repl)
			continue
		}
		if ifOp, ok := scf.AsIf(op); ok {
			dead = append(dead, op)
			r.rewriteSliceIf(ifOp, slice, layouts, mapping, &repl)
			continue
		}
		b.SetInsertionPoint(op)
		if is[scf.YieldOp](op) {
			operands := op.Operands()
			idxs := slices.Clone(sr.yieldIdxs[op])
			slices.Sort(idxs)
			for _, i := range idxs {
				operands = append(operands, mappedOrSelf(mapping, op.Operand(i)))
			}
			scf.BuildYield(b, op.Loc(), operands)
			op.Erase()
			continue
		}
		res := firstResult(op)
		if is[arith.ConstantOp](op) {
			n := b.Insert(op.Clone(nil))
			c := ttg.BuildConvertLayout(b, op.Loc(), withEncoding(ctx, tensorOf(res.Type()), layouts[res]), firstResult(n))
			mapping[res] = c.Result()
			r.addRemat(res, layouts[res], c.Result())
			continue
		}
		n := b.Insert(op.Clone(mapping))
		for i, old := range op.Results() {
			enc, ok := layouts[old]
			if !ok {
				continue
			}
			nv := n.Result(i)
			nv.SetType(withEncoding(ctx, tensorOf(old.Type()), enc))
			r.addRemat(old, enc, nv)
		}
	}
	cvt.Result().ReplaceAllUsesWith(mappedOrSelf(mapping, cvt.Src()))
	r.deleteLater(cvt.Operation)
	r.updateRematMapping(repl)
	for _, p := range repl {
		p.old.ReplaceAllUsesWith(p.repl)
	}
	for _, op := range dead {
		r.deleteLater(op)
	}
}

// rewriteSliceFor rebuilds loop with one more loop-carried value per iteration argument in
// the slice, initialized with the copy of its init.
func (r *layoutRematerialization) rewriteSliceFor(loop scf.ForOp, slice *valueSet, layouts layoutMap, mapping map[*ir.Value]*ir.Value, repl *[]valueReplacement) {
	type argPair struct{ old, added int }
	var pairs []argPair
	var newInits []*ir.Value
	nInits := len(loop.InitArgs())
	for i, a := range iterArgs(loop) {
		if !slice.has[a] {
			continue
		}
		pairs = append(pairs, argPair{i, nInits + len(newInits)})
		newInits = append(newInits, mappedOrSelf(mapping, loop.InitArgs()[i]))
	}
	n := replaceForWithNewSignature(loop, newInits, repl)
	body := forBody(n)
	for _, pr := range pairs {
		mapping[loop.Results()[pr.old]] = n.Results()[pr.added]
		oldArg := body.Argument(pr.old + 1)
		mapping[oldArg] = body.Argument(pr.added + 1)
		r.addRemat(n.Results()[pr.old], layouts[oldArg], n.Results()[pr.added])
		r.addRemat(oldArg, layouts[oldArg], body.Argument(pr.added+1))
	}
}

// rewriteSliceIf rebuilds ifOp with one more result per result in the slice.
func (r *layoutRematerialization) rewriteSliceIf(ifOp scf.IfOp, slice *valueSet, layouts layoutMap, mapping map[*ir.Value]*ir.Value, repl *[]valueReplacement) {
	var types []ir.Type
	for _, res := range ifOp.Results() {
		if slice.has[res] {
			types = append(types, withEncoding(ifOp.Context(), tensorOf(res.Type()), layouts[res]))
		}
	}
	n := replaceIfWithNewSignature(ifOp, types, repl)
	added := len(ifOp.Results())
	for _, res := range ifOp.Results() {
		if !slice.has[res] {
			continue
		}
		mapping[res] = n.Results()[added]
		r.addRemat(res, layouts[res], n.Results()[added])
		added++
	}
}

// updateRematMapping moves the records of replaced values to their replacements.
func (r *layoutRematerialization) updateRematMapping(repl []valueReplacement) {
	for _, p := range repl {
		enc, ok := r.mapped[p.old]
		if !ok {
			continue
		}
		k := valueLayout{p.old, enc}
		replaced := r.remat[k]
		delete(r.remat, k)
		delete(r.mapped, p.old)
		for _, q := range repl {
			if q.old == replaced {
				replaced = q.repl
				break
			}
		}
		r.remat[valueLayout{p.repl, enc}] = replaced
		r.mapped[p.repl] = enc
	}
}
