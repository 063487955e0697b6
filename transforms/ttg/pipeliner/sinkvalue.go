package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// sinkValueRedefinition is Triton's function of the same name: out, a new value of in
// computed in block (nested in in's block through scf.for and scf.if ops), is made live out
// of each enclosing op up to in's block, and the value there is returned. A loop carries in
// and yields out; an if yields out from the branch that holds block and in from the other.
// Other ops are an error. A rebuilt op keeps its place in the schedule s.
func sinkValueRedefinition(in, out *ir.Value, block *ir.Block, s *coarseSchedule) (*ir.Value, error) {
	for block != in.OwnerBlock() {
		op := block.ParentOp()
		if forOp, ok := scf.AsFor(op); ok {
			n := addIterArgsToLoop(forOp, []*ir.Value{in})
			moveSchedulePlace(s, op, n.Operation)
			yield := body(n).Terminator()
			yield.SetOperands(append(yield.Operands(), out))
			out = n.Results()[len(n.Results())-1]
			block = n.Operation.Block()
			continue
		}
		ifOp, ok := scf.AsIf(op)
		if !ok {
			return nil, ir.OpError(op, "cannot sink a value redefinition out of this op")
		}
		inThen := block.Parent() == ifOp.ThenRegion()
		n := ifWithExtraResult(ifOp, out.Type())
		moveSchedulePlace(s, op, n.Operation)
		taken, other := n.ThenRegion().Front().Terminator(), n.ElseRegion().Front().Terminator()
		if !inThen {
			taken, other = other, taken
		}
		taken.SetOperands(append(taken.Operands(), out))
		other.SetOperands(append(other.Operands(), in))
		out = n.Results()[len(n.Results())-1]
		block = n.Operation.Block()
	}
	return out, nil
}

// ifWithExtraResult is Triton's replaceIfOpWithNewSignature for one new result of type t: an
// scf.if with ifOp's results and t, holding ifOp's branches (an empty else branch when it
// had none), which replaces ifOp.
func ifWithExtraResult(ifOp scf.IfOp, t ir.Type) scf.IfOp {
	b := ir.NewBuilder(ifOp.Context())
	b.SetInsertionPoint(ifOp.Operation)
	types := append(append([]ir.Type(nil), ifOp.ResultTypes()...), t)
	n := scf.BuildIf(b, ifOp.Loc(), types, ifOp.Condition(), ifOp.AllAttrs()...)
	n.ThenRegion().TakeBody(ifOp.ThenRegion())
	if ifOp.ElseRegion().Empty() {
		elseBlock := ir.NewBlock(nil, nil)
		n.ElseRegion().Append(elseBlock)
		b.SetInsertionPointToEnd(elseBlock)
		scf.BuildYield(b, ifOp.Loc(), nil)
	} else {
		n.ElseRegion().TakeBody(ifOp.ElseRegion())
	}
	for i, r := range ifOp.Results() {
		r.ReplaceAllUsesWith(n.Results()[i])
	}
	ifOp.Erase()
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
