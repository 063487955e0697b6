package axisinfo

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// maxSweeps bounds the fixpoint iteration: joins only take gcds, so infos only shrink and the
// fixpoint comes long before (a zero hint could make them grow again).
const maxSweeps = 1000

// solver runs the analysis over one function to a fixpoint, as Triton's AxisInfoAnalysis does
// under MLIR's sparse forward data-flow solver.
type solver struct {
	infos map[*ir.Value]AxisInfo
	// live holds the blocks control may reach. As MLIR's dead code analysis, branches and
	// region-branch ops whose deciding operands are constants reach only the successors those
	// constants choose; the ops of other blocks are never visited and their values stay
	// unreached.
	live    map[*ir.Block]bool
	consts  constantFolder
	changed bool
	// stamp counts the changes of infos; changedAt holds the stamp of each value's last
	// change and visitedAt the stamp after each op's last visit. An op none of whose operands
	// changed since its last visit would compute what it computed then, and is skipped.
	stamp     int
	changedAt map[*ir.Value]int
	visitedAt map[*ir.Operation]int
}

// markLive records that control reaches the entry block of r.
func (s *solver) markLive(r *ir.Region) {
	if r == nil || r.Empty() || s.live[r.Front()] {
		return
	}
	s.live[r.Front()] = true
	s.changed = true
}

// takes reports whether the terminator of a live block may branch to succ.
func (s *solver) takes(pred, succ *ir.Block) bool {
	if !s.live[pred] {
		return false
	}
	term := pred.Terminator()
	br, ok := ir.AsBranch(term)
	if !ok {
		return true
	}
	taken := br.SuccessorForOperands(s.consts.of(term.Operands()))
	return taken == nil || taken == succ
}

// branchFrom marks live the blocks the terminator of b may branch to.
func (s *solver) branchFrom(b *ir.Block) {
	term := b.Terminator()
	if term == nil {
		return
	}
	for _, succ := range term.Successors() {
		if s.takes(b, succ) && !s.live[succ] {
			s.live[succ] = true
			s.changed = true
		}
	}
}

// info returns the current info of v (zero when not reached yet).
func (s *solver) info(v *ir.Value) AxisInfo { return s.infos[v] }

// join joins x into the info of v.
func (s *solver) join(v *ir.Value, x AxisInfo) {
	old := s.infos[v]
	joined := Join(old, x)
	if !joined.Equal(old) {
		s.infos[v] = joined
		s.changed = true
		s.stamp++
		s.changedAt[v] = s.stamp
	}
}

// setToEntry joins the pessimistic info of v into its info.
func (s *solver) setToEntry(v *ir.Value) { s.join(v, pessimistic(v)) }

// solveFunction computes the infos of the values of fn.
func solveFunction(fn *ir.Operation) map[*ir.Value]AxisInfo {
	values, blocks := countValues(fn)
	s := &solver{
		infos: make(map[*ir.Value]AxisInfo, values), live: make(map[*ir.Block]bool, blocks),
		consts:    constantFolder{known: map[*ir.Value]ir.Attribute{}},
		changedAt: make(map[*ir.Value]int, values), visitedAt: make(map[*ir.Operation]int, values),
	}
	for _, r := range fn.Regions() {
		if r.Empty() {
			continue
		}
		s.markLive(r)
		for _, a := range r.Front().Arguments() {
			s.setToEntry(a)
		}
		s.firstVisitRegion(r)
	}
	for range maxSweeps {
		s.changed = false
		for _, r := range fn.Regions() {
			s.sweepRegion(r)
		}
		if !s.changed {
			break
		}
	}
	return s.infos
}

// countValues returns how many op results and block arguments fn holds, and how many blocks,
// to size the solver's maps once.
func countValues(fn *ir.Operation) (values, blocks int) {
	fn.WalkPostOrder(func(op *ir.Operation) {
		values += op.NumResults()
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				blocks++
				values += b.NumArguments()
			}
		}
	})
	return values, blocks
}

// firstVisitRegion visits the blocks of r the first time they are reached. As under MLIR's
// solver, the ops of a block (and those nested in the regions of other ops, which are live as
// soon as their op is) are visited before the region-branch ops among them learn their
// results, so a use of such a result seen in that first pass finds it not yet reached and sets
// it to its pessimistic info.
func (s *solver) firstVisitRegion(r *ir.Region) {
	for _, b := range r.Blocks() {
		if !s.live[b] {
			continue
		}
		s.visitBlockArguments(b)
		for _, op := range b.Ops() {
			if _, ok := ir.AsRegionBranch(op); !ok {
				s.visitOp(op)
				s.visitNestedRegions(op, true)
			}
		}
		for _, op := range b.Ops() {
			if _, ok := ir.AsRegionBranch(op); ok {
				s.visitRegionBranch(op, true)
			}
		}
		s.branchFrom(b)
	}
}

// sweepRegion revisits every op of r once, in order.
func (s *solver) sweepRegion(r *ir.Region) {
	for _, b := range r.Blocks() {
		if !s.live[b] {
			continue
		}
		s.visitBlockArguments(b)
		for _, op := range b.Ops() {
			if _, ok := ir.AsRegionBranch(op); ok {
				s.visitRegionBranch(op, false)
				continue
			}
			s.visitOp(op)
			s.visitNestedRegions(op, false)
		}
		s.branchFrom(b)
	}
}

// visitRegions visits the regions of an op, the first time or again.
func (s *solver) visitRegions(op *ir.Operation, first bool) {
	for _, r := range op.Regions() {
		if first {
			s.firstVisitRegion(r)
		} else {
			s.sweepRegion(r)
		}
	}
}

// visitNestedRegions visits the regions of an op that is neither a region branch nor a
// function: their entry arguments are not known and take their pessimistic infos.
func (s *solver) visitNestedRegions(op *ir.Operation, first bool) {
	if op.NumRegions() == 0 || op.HasTrait(ir.FunctionLike) {
		return
	}
	for _, r := range op.Regions() {
		s.markLive(r)
	}
	if _, ok := ttg.AsWarpSpecializePartitions(op); ok {
		s.visitPartitions(op)
		s.visitRegions(op, first)
		return
	}
	for _, r := range op.Regions() {
		if !r.Empty() {
			for _, a := range r.Front().Arguments() {
				s.setToEntry(a)
			}
		}
	}
	s.visitRegions(op, first)
}

// visitPartitions joins the explicit captures of the enclosing ttg.warp_specialize into the
// arguments of each partition.
func (s *solver) visitPartitions(partitions *ir.Operation) {
	ws, ok := ttg.AsWarpSpecialize(partitions.ParentOp())
	if !ok {
		return
	}
	captures := ws.ExplicitCaptures()
	for _, r := range partitions.Regions() {
		if r.Empty() {
			continue
		}
		for i, a := range r.Front().Arguments() {
			if i < len(captures) {
				s.join(a, s.info(captures[i]))
			}
		}
	}
}

// visitBlockArguments joins into the arguments of a block that is not the entry block of its
// region what its predecessors' branches pass.
func (s *solver) visitBlockArguments(b *ir.Block) {
	if b.IsEntry() || b.NumArguments() == 0 {
		return
	}
	for _, pred := range b.Predecessors() {
		if !s.takes(pred, b) {
			continue
		}
		br, ok := ir.AsBranch(pred.Terminator())
		if !ok {
			for _, a := range b.Arguments() {
				s.setToEntry(a)
			}
			continue
		}
		for i, succ := range pred.Terminator().Successors() {
			if succ != b {
				continue
			}
			for j, v := range br.SuccessorOperands(i) {
				if j < b.NumArguments() {
					s.join(b.Argument(j), s.info(v))
				}
			}
		}
	}
}

// visitOp computes the infos of the results of an op that is not a region branch.
func (s *solver) visitOp(op *ir.Operation) {
	if op.NumResults() == 0 || s.unchangedSinceVisit(op) {
		return
	}
	defer func() { s.visitedAt[op] = s.stamp }()
	if _, ok := ir.AsCall(op); ok {
		for _, r := range op.Results() {
			s.setToEntry(r)
		}
		return
	}
	for _, v := range op.Operands() {
		if s.info(v).Rank() == 0 {
			s.setToEntry(v)
		}
	}
	curr := transfer(op, s.info)
	if curr.Rank() == 0 {
		for _, r := range op.Results() {
			s.setToEntry(r)
		}
		return
	}
	discardable := op.Attrs()
	curr = withHints(curr, func(name string) ir.Attribute { return ir.LookupAttr(discardable, name) })
	for _, r := range op.Results() {
		s.join(r, curr)
	}
}

// unchangedSinceVisit reports whether op was visited and none of its operands' infos changed
// since: what visitOp computes of an op depends on those alone.
func (s *solver) unchangedSinceVisit(op *ir.Operation) bool {
	visited, ok := s.visitedAt[op]
	if !ok {
		return false
	}
	for _, v := range op.Operands() {
		if s.changedAt[v] > visited {
			return false
		}
	}
	return true
}

// visitRegionBranch propagates what a region-branch op forwards on entry and what its
// regions' terminators forward, then visits its regions.
func (s *solver) visitRegionBranch(op *ir.Operation, first bool) {
	rb, _ := ir.AsRegionBranch(op)
	for _, succ := range rb.AllEntrySuccessors(s.consts.of(op.Operands())) {
		s.markLive(succ.Region)
		s.forward(rb.EntrySuccessorOperands(succ), succ)
		s.visitNonForwarded(op, succ)
	}
	s.visitRegions(op, first)
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if !s.live[b] {
				continue
			}
			t, ok := ir.AsRegionBranchTerminator(b.Terminator())
			if !ok {
				continue
			}
			for _, succ := range t.SuccessorRegions(s.consts.of(t.Operands())) {
				s.markLive(succ.Region)
				s.forward(t.SuccessorOperands(succ), succ)
				s.visitNonForwarded(op, succ)
			}
		}
	}
}

// forward joins the infos of operands into the inputs of succ.
func (s *solver) forward(operands []*ir.Value, succ ir.RegionSuccessor) {
	for i, v := range operands {
		if i < len(succ.Inputs) {
			s.join(succ.Inputs[i], s.info(v))
		}
	}
}

// visitNonForwarded sets the entry arguments of a successor region that receive no forwarded
// value: scf.for's induction variable is a multiple of the gcd of its lower bound's and step's
// divisibilities; others take their pessimistic infos.
func (s *solver) visitNonForwarded(op *ir.Operation, succ ir.RegionSuccessor) {
	if succ.IsParent() || succ.Region.Empty() {
		return
	}
	args := succ.Region.Front().Arguments()
	if f, ok := scf.AsFor(op); ok && len(args) > 0 {
		lb, step := f.LowerBound(), f.Step()
		for _, v := range []*ir.Value{lb, step} {
			if s.info(v).Rank() == 0 {
				s.setToEntry(v)
			}
		}
		if s.info(lb).Rank() > 0 && s.info(step).Rank() > 0 {
			s.join(args[0], uniform(1, 1, gcd(s.info(lb).Divisibility[0], s.info(step).Divisibility[0]), 1))
		}
		return
	}
	forwarded := map[*ir.Value]bool{}
	for _, v := range succ.Inputs {
		forwarded[v] = true
	}
	for _, a := range args {
		if !forwarded[a] {
			s.setToEntry(a)
		}
	}
}

// pessimistic is Triton's AxisInfo::getPessimisticValueState: what is known of v without
// looking at how it is computed. Function arguments take their tt.* hints; the entry
// arguments and results of region-branch ops start unknown (the largest values), to be joined
// with what flows in; op results take the op's hints.
func pessimistic(v *ir.Value) AxisInfo {
	rank := valueRank(v.Type())
	info := uniform(rank, 1, 1, 1)
	if v.IsBlockArgument() {
		b := v.OwnerBlock()
		if !b.IsEntry() {
			return info
		}
		owner := b.ParentOp()
		if owner == nil {
			return info
		}
		if owner.HasTrait(ir.FunctionLike) {
			entries := funcsig.ArgAttrs(owner, "", v.Index())
			return withHints(info, func(name string) ir.Attribute { return ir.LookupAttr(entries, name) })
		}
		if _, ok := ir.AsRegionBranch(owner); ok {
			return uniform(rank, MaxDivisor, MaxDivisor, MaxDivisor)
		}
		if _, ok := ttg.AsWarpSpecializePartitions(owner); ok {
			return uniform(rank, MaxDivisor, MaxDivisor, MaxDivisor)
		}
		return info
	}
	op := v.DefiningOp()
	if op == nil {
		return info
	}
	if _, ok := ir.AsRegionBranch(op); ok {
		info = uniform(rank, MaxDivisor, MaxDivisor, MaxDivisor)
	}
	discardable := op.Attrs()
	return withHints(info, func(name string) ir.Attribute { return ir.LookupAttr(discardable, name) })
}
