package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// sinkValueRedefinition is Triton's function of the same name: out, a redefinition of in
// made in block (nested in in's block through scf.for and scf.if ops), is carried out of the
// loops and ifs between block and in's block: a loop gets in as an iteration argument and
// yields out; an if yields out from the branch of block and in from the other. Other ops are
// an error. It returns the value that holds out where in is defined. replaced, when not nil,
// learns of each loop or if rebuilt with an extra result.
func sinkValueRedefinition(rw *rewrite.Rewriter, in, out *ir.Value, block *ir.Block, replaced func(from, to *ir.Operation)) (*ir.Value, error) {
	for ; block != in.ParentBlock(); block = block.ParentOp().Block() {
		op := block.ParentOp()
		if forOp, ok := scf.AsFor(op); ok {
			n := addIterArgsToLoop(forOp, []*ir.Value{in})
			if replaced != nil {
				replaced(op, n.Operation)
			}
			yield := ir.View[scf.YieldOp](body(n).Terminator())
			yield.SetResultsOperands(append(yield.ResultsOperands(), out))
			results := n.Results()
			out = results[len(results)-1]
			continue
		}
		ifOp, ok := scf.AsIf(op)
		if !ok {
			return nil, ir.OpError(op, "cannot sink a value redefinition out of this op")
		}
		n := ifWithExtraResult(rw, ifOp, out.Type())
		if replaced != nil {
			replaced(op, n.Operation)
		}
		taken, other := n.ThenRegion().Front(), n.ElseRegion().Front()
		if block == other {
			taken, other = other, taken
		}
		for _, y := range []struct {
			b *ir.Block
			v *ir.Value
		}{{taken, out}, {other, in}} {
			yield := ir.View[scf.YieldOp](y.b.Terminator())
			yield.SetResultsOperands(append(yield.ResultsOperands(), y.v))
		}
		results := n.Results()
		out = results[len(results)-1]
		rw.EraseOp(ifOp.Operation)
	}
	return out, nil
}

// ifWithExtraResult is Triton's replaceIfOpWithNewSignature for one new result of type t:
// an scf.if before ifOp with its results and t, holding its branches (an empty else branch
// gets a yield), whose results replace ifOp's.
func ifWithExtraResult(rw *rewrite.Rewriter, ifOp scf.IfOp, t ir.Type) scf.IfOp {
	rw.SetInsertionPoint(ifOp.Operation)
	types := append(append([]ir.Type(nil), ifOp.ResultTypes()...), t)
	n := scf.BuildIf(rw, ifOp.Loc(), types, ifOp.Condition(), ifOp.AllAttrs()...)
	n.ThenRegion().TakeBody(ifOp.ThenRegion())
	n.ElseRegion().TakeBody(ifOp.ElseRegion())
	if n.ElseRegion().Empty() {
		b := &ir.Block{}
		n.ElseRegion().Append(b)
		yb := ir.NewBuilder(rw.Ctx)
		yb.SetInsertionPointToEnd(b)
		scf.BuildYield(yb, ifOp.Loc(), nil)
	}
	for i, r := range ifOp.Results() {
		rw.ReplaceAllUsesWith(r, n.Results()[i])
	}
	return n
}

// moveSchedulePlace gives to, which replaces from, from's stage, cluster and position in the
// schedule.
func moveSchedulePlace(s *coarseSchedule, from, to *ir.Operation) {
	sc, ok := s.ops[from]
	if !ok {
		return
	}
	delete(s.ops, from)
	s.ops[to] = sc
	s.order[slices.Index(s.order, from)] = to
}
