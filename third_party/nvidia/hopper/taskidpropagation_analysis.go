package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// taskIDs is a value of Triton's TaskId lattice: the async tasks that need a value, unset
// until the analysis reaches the value.
type taskIDs struct {
	ids []int32
	set bool
}

// meetTaskIDs is TaskId::meet: the union of two sets, sorted and without repeats; an unset
// side gives the other side as it is.
func meetTaskIDs(a, b taskIDs) taskIDs {
	switch {
	case !a.set:
		return b
	case !b.set:
		return a
	case slices.Equal(a.ids, b.ids):
		return a
	}
	merged := slices.Concat(a.ids, b.ids)
	slices.Sort(merged)
	return taskIDs{ids: slices.Compact(merged), set: true}
}

// taskIDAnalysis is Triton's TaskIdBackwardPropagation, a sparse backward data-flow analysis:
// the task ids of an annotated op flow to its operands and to the control operands of the
// loops and conditions around it; those of a result flow to the operands of the unannotated
// op defining it; loop and branch results, region arguments and yields meet as MLIR's
// region-branch rules say. Its fixpoint does not depend on the visiting order, so run
// sweeps the function until nothing changes.
type taskIDAnalysis struct {
	lattice map[*ir.Value]taskIDs
	changed bool
	// unsupported is an op enclosing an annotated op that the analysis cannot handle.
	unsupported *ir.Operation
}

// of returns the lattice value of v.
func (a *taskIDAnalysis) of(v *ir.Value) taskIDs { return a.lattice[v] }

// meet merges ids into the lattice value of v.
func (a *taskIDAnalysis) meet(v *ir.Value, ids taskIDs) {
	old := a.lattice[v]
	merged := meetTaskIDs(old, ids)
	if merged.set != old.set || !slices.Equal(merged.ids, old.ids) {
		a.lattice[v] = merged
		a.changed = true
	}
}

// runTaskIDAnalysis computes the lattice of every value of fn; the op it returns, when not
// nil, encloses an annotated op in a way the analysis does not handle.
func runTaskIDAnalysis(fn *ir.Operation) (*taskIDAnalysis, *ir.Operation) {
	a := &taskIDAnalysis{lattice: map[*ir.Value]taskIDs{}}
	var ops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op != fn {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	for a.changed = true; a.changed && a.unsupported == nil; {
		a.changed = false
		for _, op := range ops {
			a.visit(op)
		}
	}
	return a, a.unsupported
}

// visit applies the transfer function of op.
func (a *taskIDAnalysis) visit(op *ir.Operation) {
	if loop, ok := scf.AsFor(op); ok {
		a.visitLoop(loop)
		return
	}
	if ifOp, ok := scf.AsIf(op); ok {
		a.visitIf(ifOp)
		return
	}
	if _, ok := scf.AsYield(op); ok {
		a.visitYield(op)
		return
	}
	if _, ok := tt.AsReturn(op); ok {
		return
	}
	if def := op.Def(); def != nil && def.RegionBranch != nil {
		// Loops and branches other than scf.for and scf.if: Triton aborts on the ops in them.
		a.unsupported = op
		return
	}
	if attr, ok := op.Attr(asyncTaskIDAttr).(*ir.DenseArrayAttr); ok {
		annotated := taskIDs{ids: int32s(attr), set: true}
		for _, v := range op.Operands() {
			a.meet(v, annotated)
		}
		a.propagateToParents(op, annotated)
	} else {
		for _, r := range op.Results() {
			for _, v := range op.Operands() {
				a.meet(v, a.of(r))
			}
		}
		for _, r := range op.Results() {
			a.propagateToParents(op, a.of(r))
		}
	}
	if reduce, ok := tt.AsReduce(op); ok {
		ret := reduce.CombineOp().Front().Terminator()
		for i, v := range ret.Operands() {
			if i < op.NumResults() {
				a.meet(v, a.of(op.Result(i)))
			}
		}
	}
}

// visitLoop is the region-branch rule of scf.for: an init value meets its region argument and
// its result; the bounds and step meet the yielded values once every result is set.
func (a *taskIDAnalysis) visitLoop(loop scf.ForOp) {
	body := loop.Region().Front()
	for i, v := range loop.InitArgs() {
		a.meet(v, a.of(body.Argument(i+1)))
		a.meet(v, a.of(loop.Results()[i]))
	}
	a.visitBranchOperand(loop.Operation, []*ir.Operation{body.Terminator()})
}

// visitIf is the region-branch rule of scf.if: the condition meets the yielded values once
// every result is set.
func (a *taskIDAnalysis) visitIf(ifOp scf.IfOp) {
	yields := []*ir.Operation{ifOp.ThenRegion().Front().Terminator()}
	if els := ifOp.ElseRegion(); !els.Empty() {
		yields = append(yields, els.Front().Terminator())
	}
	a.visitBranchOperand(ifOp.Operation, yields)
}

// visitBranchOperand is TaskIdBackwardPropagation::visitBranchOperand: when every result of
// the loop or condition is set, each yield operand meets the result it gives.
func (a *taskIDAnalysis) visitBranchOperand(op *ir.Operation, yields []*ir.Operation) {
	for _, r := range op.Results() {
		if !a.of(r).set {
			return
		}
	}
	for _, y := range yields {
		for i, v := range y.Operands() {
			a.meet(v, a.of(op.Result(i)))
		}
	}
}

// visitYield is the rule of a region terminator: a yield operand meets what it flows to, the
// region argument of the next iteration (in a loop) and the parent's result.
func (a *taskIDAnalysis) visitYield(op *ir.Operation) {
	parent := op.ParentOp()
	loop, isLoop := scf.AsFor(parent)
	_, isIf := scf.AsIf(parent)
	if !isLoop && !isIf {
		a.unsupported = parent
		return
	}
	for i, v := range op.Operands() {
		if isLoop {
			a.meet(v, a.of(loop.Region().Front().Argument(i+1)))
		}
		if i < parent.NumResults() {
			a.meet(v, a.of(parent.Result(i)))
		}
	}
}

// propagateToParents is TaskIdBackwardPropagation::propagateToParent: the ids meet the
// bounds and step of each enclosing loop and the condition of each enclosing scf.if.
func (a *taskIDAnalysis) propagateToParents(op *ir.Operation, ids taskIDs) {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := tt.AsFunc(p); ok {
			return
		}
		if loop, ok := scf.AsFor(p); ok {
			a.meet(loop.LowerBound(), ids)
			a.meet(loop.UpperBound(), ids)
			a.meet(loop.Step(), ids)
			continue
		}
		if ifOp, ok := scf.AsIf(p); ok {
			a.meet(ifOp.Condition(), ids)
			continue
		}
		if _, ok := tt.AsReduce(p); !ok {
			a.unsupported = p
			return
		}
	}
}

// int32s returns the values of a dense i32 array as they are, repeats included.
func int32s(a *ir.DenseArrayAttr) []int32 {
	var ids []int32
	for _, v := range a.Int64s() {
		ids = append(ids, int32(v))
	}
	return ids
}
