package scf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// parallelSingleOrZeroIterationDims is MLIR's ParallelOpSingleOrZeroIterationDimsFolder: a
// parallel with a dimension of no iteration is replaced by its init values; dimensions of one
// iteration are dropped, their induction variables replaced by the lower bounds, in a copy of
// the loop (cloned body, the other arguments keeping their locations); a loop left without
// dimensions has its body and reductions cloned in its place.
func parallelSingleOrZeroIterationDims(op *ir.Operation, rw *rewrite.Rewriter) error {
	lbs, ubs, steps, inits := parallelParts(op)
	body := op.Region(0).Front()
	mapping := map[*ir.Value]*ir.Value{}
	var newLbs, newUbs, newSteps []*ir.Value
	for i := range lbs {
		if n, ok := tripCount(lbs[i], ubs[i], steps[i], dynamicIndex, dynamicIndex, dynamicIndex); ok {
			if n == 0 {
				replaceOp(rw, op, inits)
				return nil
			}
			if n == 1 {
				mapping[body.Argument(i)] = lbs[i]
				continue
			}
		}
		newLbs, newUbs, newSteps = append(newLbs, lbs[i]), append(newUbs, ubs[i]), append(newSteps, steps[i])
	}
	if len(newLbs) == len(lbs) {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(op)
	if len(newLbs) == 0 {
		reduce := body.Last()
		for o := body.First(); o != reduce; o = o.Next() {
			insertClone(rw, o, mapping)
		}
		results := make([]*ir.Value, len(inits))
		for i := range inits {
			rb := reduce.Region(i).Front()
			mapping[rb.Argument(0)] = inits[i]
			mapping[rb.Argument(1)] = lookup(mapping, reduce.Operand(i))
			ret := rb.Last()
			for o := rb.First(); o != ret; o = o.Next() {
				insertClone(rw, o, mapping)
			}
			results[i] = lookup(mapping, ret.Operand(0))
		}
		replaceOp(rw, op, results)
		return nil
	}
	n := int32(len(newLbs))
	st := &ir.OperationState{Name: "scf.parallel", Loc: op.Loc(), Types: op.ResultTypes(),
		Operands: append(append(append(append([]*ir.Value(nil), newLbs...), newUbs...), newSteps...), inits...),
		Attrs:    []ir.NamedAttribute{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32ArrayAttr([]int32{n, n, n, int32(len(inits))})}}}
	// The clone of the body region drops the arguments of the collapsed dimensions, whose
	// uses take the lower bounds.
	region := st.AddRegion()
	region.TakeBody(op.Clone(nil).Region(0))
	nb := region.Front()
	for i := nb.NumArguments() - 1; i >= 0; i-- {
		if lb, ok := mapping[body.Argument(i)]; ok {
			nb.Argument(i).ReplaceAllUsesWith(lb)
			nb.EraseArgument(i)
		}
	}
	np := rw.Create(st)
	notifyNested(rw, np)
	replaceOp(rw, op, np.Results())
	return nil
}

// mergeNestedParallels is MLIR's MergeNestedParallelLoops: a parallel without reductions
// whose body holds only another such parallel, with bounds that do not depend on the outer
// induction variables, becomes one parallel over both sets of dimensions, at the outer loop's
// location (its arguments and scf.reduce too), with a clone of the inner body.
func mergeNestedParallels(op *ir.Operation, rw *rewrite.Rewriter) error {
	outer := op.Region(0).Front()
	inner := outer.First()
	if outer.Len() != 2 || inner.Name() != "scf.parallel" {
		return rewrite.ErrNoMatch
	}
	lbs, ubs, steps, inits := parallelParts(op)
	ilbs, iubs, isteps, iinits := parallelParts(inner)
	if len(inits) > 0 || len(iinits) > 0 {
		return rewrite.ErrNoMatch
	}
	for _, v := range append(append(append([]*ir.Value(nil), ilbs...), iubs...), isteps...) {
		if v.IsBlockArgument() && v.OwnerBlock() == outer {
			return rewrite.ErrNoMatch
		}
	}
	n := int32(len(lbs) + len(ilbs))
	st := &ir.OperationState{Name: "scf.parallel", Loc: op.Loc(),
		Operands: append(append(append(append(append(append([]*ir.Value(nil), lbs...), ilbs...), ubs...), iubs...), steps...), isteps...),
		Attrs:    []ir.NamedAttribute{{Name: "operandSegmentSizes", Value: rw.Ctx.DenseI32ArrayAttr([]int32{n, n, n, 0})}}}
	types := make([]ir.Type, n)
	locs := make([]ir.Location, n)
	for i := range types {
		types[i], locs[i] = rw.Ctx.IndexType(), op.Loc()
	}
	nb := ir.NewBlock(types, locs)
	st.AddRegion().Append(nb)
	rw.Create(st)
	innerBody := inner.Region(0).Front()
	mapping := map[*ir.Value]*ir.Value{}
	for i, a := range outer.Arguments() {
		mapping[a] = nb.Argument(i)
	}
	for i, a := range innerBody.Arguments() {
		mapping[a] = nb.Argument(len(lbs) + i)
	}
	rw.SetInsertionPointToEnd(nb)
	for o := innerBody.First(); o != innerBody.Last(); o = o.Next() {
		insertClone(rw, o, mapping)
	}
	rw.Create(&ir.OperationState{Name: "scf.reduce", Loc: op.Loc()})
	replaceOp(rw, op, nil)
	return nil
}

// insertClone inserts a clone of o at rw's insertion point, remapping its operands through
// mapping (which receives the clone's values); the listener hears of the nested ops first, in
// pre-order, then of the clone, as MLIR's OpBuilder::clone reports them.
func insertClone(rw *rewrite.Rewriter, o *ir.Operation, mapping map[*ir.Value]*ir.Value) *ir.Operation {
	c := o.Clone(mapping)
	rw.Builder.Insert(c)
	notifyNested(rw, c)
	if rw.Listener != nil {
		rw.Listener.OpInserted(c)
	}
	return c
}

// notifyNested tells rw's listener of the ops nested in op, in pre-order.
func notifyNested(rw *rewrite.Rewriter, op *ir.Operation) {
	if rw.Listener == nil {
		return
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				rw.Listener.OpInserted(o)
				notifyNested(rw, o)
			}
		}
	}
}

// lookup returns mapping's value for v, or v.
func lookup(mapping map[*ir.Value]*ir.Value, v *ir.Value) *ir.Value {
	if m, ok := mapping[v]; ok {
		return m
	}
	return v
}
