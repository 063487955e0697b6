package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// CombineTensorSelectAndIf is tritongpu-combine-tensor-select-and-if: an arith.select of
// tensors whose condition also guards an scf.if of the same block becomes one more result
// of that if, yielding the select's true value in the then branch and its false value in
// the else branch, so the tensors are not selected element by element.
type CombineTensorSelectAndIf struct{}

// NewCombineTensorSelectAndIf returns the tritongpu-combine-tensor-select-and-if pass.
func NewCombineTensorSelectAndIf() pass.Pass { return &CombineTensorSelectAndIf{} }

// Name returns "TritonGPUCombineTensorSelectAndIf".
func (*CombineTensorSelectAndIf) Name() string { return "TritonGPUCombineTensorSelectAndIf" }

// Argument returns "tritongpu-combine-tensor-select-and-if".
func (*CombineTensorSelectAndIf) Argument() string {
	return "tritongpu-combine-tensor-select-and-if"
}

// Description describes the pass.
func (*CombineTensorSelectAndIf) Description() string {
	return "Combine tensor select and if"
}

// OpName anchors the pass on builtin.module.
func (*CombineTensorSelectAndIf) OpName() string { return "builtin.module" }

// Run merges the selects into the ifs.
func (*CombineTensorSelectAndIf) Run(m *ir.Operation, _ *pass.Analyses) error {
	forwardSelectsIntoIfs(m)
	dom := newOpDominance()
	var ifs []scf.IfOp
	selectsOf := map[*ir.Operation][]arith.SelectOp{}
	m.WalkPostOrder(func(op *ir.Operation) {
		sel, ok := arith.AsSelect(op)
		if !ok {
			return
		}
		if _, tensor := sel.Result().Type().(*ir.RankedTensorType); !tensor {
			return
		}
		ifOp, ok := mergeableIf(sel, dom)
		if !ok {
			return
		}
		if _, seen := selectsOf[ifOp.Operation]; !seen {
			ifs = append(ifs, ifOp)
		}
		selectsOf[ifOp.Operation] = append(selectsOf[ifOp.Operation], sel)
	})
	for _, ifOp := range ifs {
		mergeSelectsIntoIf(ifOp, selectsOf[ifOp.Operation])
	}
	return nil
}

// forwardSelectsIntoIfs makes the uses of a select inside an scf.if on the select's
// condition use the value the select takes there: its true value in the then region, its
// false value in the else region.
func forwardSelectsIntoIfs(m *ir.Operation) {
	m.WalkPostOrder(func(op *ir.Operation) {
		sel, ok := arith.AsSelect(op)
		if !ok {
			return
		}
		for _, user := range sel.Condition().Users() {
			ifOp, ok := scf.AsIf(user)
			if !ok {
				continue
			}
			then := ifOp.ThenRegion()
			sel.Result().ReplaceUsesWithIf(sel.TrueValue(), func(u *ir.OpOperand) bool {
				return u.Owner() != ifOp.Operation && ifOp.IsAncestorOf(u.Owner()) && ancestorInRegion(then, u.Owner()) != nil
			})
			sel.Result().ReplaceUsesWithIf(sel.FalseValue(), func(u *ir.OpOperand) bool {
				return u.Owner() != ifOp.Operation && ifOp.IsAncestorOf(u.Owner())
			})
		}
	})
}

// mergeableIf returns the first scf.if of sel's block on sel's condition that sel dominates
// and that dominates every user of sel.
func mergeableIf(sel arith.SelectOp, dom *opDominance) (scf.IfOp, bool) {
	var candidates []scf.IfOp
	for _, user := range sel.Condition().Users() {
		if ifOp, ok := scf.AsIf(user); ok && ifOp.Block() == sel.Block() {
			candidates = append(candidates, ifOp)
		}
	}
	slices.SortFunc(candidates, func(a, b scf.IfOp) int {
		if a.IsBeforeInBlock(b.Operation) {
			return -1
		}
		return 1
	})
	for _, ifOp := range candidates {
		if canMergeSelectIntoIf(sel, ifOp, dom) {
			return ifOp, true
		}
	}
	return scf.IfOp{}, false
}

// canMergeSelectIntoIf reports whether sel can become a result of ifOp without breaking
// SSA: sel comes before the if, and the if dominates every user of sel.
func canMergeSelectIntoIf(sel arith.SelectOp, ifOp scf.IfOp, dom *opDominance) bool {
	if !dom.dominates(sel.Operation, ifOp.Operation) {
		return false
	}
	for _, user := range sel.Result().Users() {
		if !dom.dominates(ifOp.Operation, user) {
			return false
		}
	}
	return true
}

// mergeSelectsIntoIf replaces ifOp by an scf.if with an else branch and one more result per
// select, and the selects by those results.
func mergeSelectsIntoIf(ifOp scf.IfOp, selects []arith.SelectOp) {
	loc := ifOp.Loc()
	b := ir.NewBuilder(ifOp.Context())
	b.SetInsertionPoint(ifOp.Operation)
	types := ifOp.ResultTypes()
	for _, sel := range selects {
		types = append(types, sel.Result().Type())
	}
	merged := scf.BuildIf(b, loc, types, ifOp.Condition())
	merged.ThenRegion().TakeBody(ifOp.ThenRegion())
	if ifOp.ElseRegion().Empty() {
		block := ir.NewBlock(nil, nil)
		merged.ElseRegion().Append(block)
		b.SetInsertionPointToEnd(block)
		scf.BuildYield(b, loc, nil)
	} else {
		merged.ElseRegion().TakeBody(ifOp.ElseRegion())
	}
	appendYielded := func(r *ir.Region, value func(arith.SelectOp) *ir.Value) {
		yield, _ := scf.AsYield(r.Front().Terminator())
		operands := slices.Clone(yield.ResultsOperands())
		for _, sel := range selects {
			operands = append(operands, value(sel))
		}
		b.SetInsertionPoint(yield.Operation)
		scf.BuildYield(b, loc, operands)
		yield.Erase()
	}
	appendYielded(merged.ThenRegion(), arith.SelectOp.TrueValue)
	appendYielded(merged.ElseRegion(), arith.SelectOp.FalseValue)
	n := ifOp.NumResults()
	for i, r := range ifOp.Results() {
		r.ReplaceAllUsesWith(merged.Result(i))
	}
	for i, sel := range selects {
		sel.Result().ReplaceAllUsesWith(merged.Result(n + i))
		sel.Erase()
	}
	ifOp.Erase()
}
