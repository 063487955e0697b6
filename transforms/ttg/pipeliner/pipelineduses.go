package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// isMemDescView reports whether op has Triton's MemDescViewTrait: it views the memory of its
// source without touching it.
func isMemDescView(op *ir.Operation) bool {
	return isOp[ttg.MemdescIndexOp](op) || isOp[ttg.MemdescSubsliceOp](op) ||
		isOp[ttg.MemdescTransOp](op) || isOp[ttg.MemdescReshapeOp](op) ||
		isOp[ttg.MemdescReinterpretOp](op) || isOp[ttng.TmemSubsliceOp](op)
}

// topLevelUsersInLoop is Triton's getTopLevelUsersInLoop: the ops of the loop body that hold
// the uses of op's results, following values the loop carries to the next iteration and
// memory views to their users. The result is in the order the uses are found.
func topLevelUsersInLoop(op *ir.Operation, forOp scf.ForOp) []*ir.Operation {
	var out []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var queue []*ir.OpOperand
	for _, r := range op.Results() {
		queue = append(queue, r.Uses()...)
	}
	for len(queue) > 0 {
		use := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		owner := use.Owner()
		if isOp[scf.YieldOp](owner) && owner.ParentOp() == forOp.Operation {
			queue = append(queue, body(forOp).Argument(use.Index()+1).Uses()...)
			continue
		}
		if isMemDescView(owner) {
			for _, r := range owner.Results() {
				queue = append(queue, r.Uses()...)
			}
			continue
		}
		top := ancestorInBlock(body(forOp), owner)
		if !seen[top] {
			seen[top] = true
			out = append(out, top)
		}
	}
	return out
}

// firstUseOfPipelinedOp is Triton's getFirstUseOfPipelinedOp: of the top-level users of ops,
// the one the pipelined loop runs first.
func firstUseOfPipelinedOp(ops []*ir.Operation, forOp scf.ForOp, s *coarseSchedule) *ir.Operation {
	var first *ir.Operation
	for _, op := range ops {
		for _, user := range topLevelUsersInLoop(op, forOp) {
			if first == nil || s.runsBefore(user, first) {
				first = user
			}
		}
	}
	return first
}

// runsBefore reports whether a comes before b in the pipelined loop: an earlier stage, an
// earlier cluster, or the same place and earlier in the body (Triton's isOpBefore).
func (s *coarseSchedule) runsBefore(a, b *ir.Operation) bool {
	sa, sb := s.ops[a], s.ops[b]
	if sa.stage != sb.stage {
		return sa.stage < sb.stage
	}
	if sa.cluster != sb.cluster {
		return sa.cluster.id < sb.cluster.id
	}
	return a.IsBeforeInBlock(b)
}

// defUseStageDiff is Triton's getDefUseStageDiff: how many stages separate op from its
// earliest use (the uses of the local_alloc a load feeds count as its own), one more for a
// use in a later cluster, and at least the stage of any barrier wait among them.
func defUseStageDiff(op *ir.Operation, forOp scf.ForOp, s *coarseSchedule) int {
	def := s.ops[op]
	users := topLevelUsersInLoop(op, forOp)
	if isLoadLike(op) {
		var allocUsers []*ir.Operation
		for _, u := range users {
			if isOp[ttg.LocalAllocOp](u) {
				allocUsers = append(allocUsers, topLevelUsersInLoop(u, forOp)...)
			}
		}
		users = append(users, allocUsers...)
	}
	useStage, found := 0, false
	for _, u := range users {
		sc := s.ops[u]
		stage := sc.stage
		if sc.cluster != nil && sc.cluster.id > def.cluster.id {
			stage++
		}
		if !found || stage < useStage {
			useStage, found = stage, true
		}
	}
	for _, u := range users {
		if isOp[ttng.WaitBarrierOp](u) {
			useStage = max(useStage, s.ops[u].stage)
		}
	}
	if !found {
		return 0
	}
	return useStage - def.stage
}
