package pipeliner

import (
	"math"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// updateWaits is Triton's function of the same name: every async_wait waits for all but the
// fewest commit groups issued after the one it waits on along any path, and consecutive
// waits merge.
func updateWaits(module *ir.Operation) {
	var waits []ttg.AsyncWaitOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if w, ok := ttg.AsAsyncWait(op); ok {
			w.SetNum(int64(minNumInterleavedCommitOps(op)))
			waits = append(waits, w)
		}
	})
	combineRedundantWaitOps(waits)
}

// commitsBetween counts the async_commit_group ops from op1 up to op2 in one block, without
// looking into nested regions.
func commitsBetween(op1, op2 *ir.Operation) int {
	n := 0
	for op := op1; op != nil && op != op2; op = op.Next() {
		if isOp[ttg.AsyncCommitGroupOp](op) {
			n++
		}
	}
	return n
}

// minNumInterleavedCommitOps is Triton's function of the same name.
func minNumInterleavedCommitOps(wait *ir.Operation) int {
	if wait.NumOperands() != 1 {
		return 0
	}
	minCommits := math.MaxInt
	var minOverHistories func(v *ir.Value, sink *ir.Operation, sum int) int
	minOverHistories = func(v *ir.Value, sink *ir.Operation, sum int) int {
		if def := v.DefiningOp(); def != nil {
			sum += commitsBetween(def.Next(), sink)
			minCommits = min(minCommits, sum)
			return minCommits
		}
		forOp, ok := scf.AsFor(v.OwnerBlock().ParentOp())
		if !ok {
			return 0
		}
		sum += commitsBetween(body(forOp).First(), sink)
		if sum >= minCommits {
			return minCommits
		}
		min1 := minOverHistories(forOp.InitArgs()[v.Index()-1], forOp.Operation, sum)
		yield := body(forOp).Terminator()
		min2 := minOverHistories(yield.Operand(v.Index()-1), yield, sum)
		return min(min1, min2, minCommits)
	}
	v := wait.SingleOperand()
	for wait.ParentRegion() != v.ParentBlock().Parent() {
		wait = wait.ParentOp()
	}
	return minOverHistories(v, wait, 0)
}

// combineRedundantWaitOps is Triton's function of the same name: waits with no commit group
// or region op between them become one, on all their tokens, with the smallest count.
func combineRedundantWaitOps(waits []ttg.AsyncWaitOp) {
	replaced := map[*ir.Operation]bool{}
	type merge struct {
		group []*ir.Operation
		wait  ttg.AsyncWaitOp
	}
	var merges []merge
	for _, w := range waits {
		if replaced[w.Operation] {
			continue
		}
		group := []*ir.Operation{w.Operation}
		tokens := append([]*ir.Value(nil), w.Operands()...)
		num, _ := w.Num()
		for next := w.Next(); next != nil && !isOp[ttg.AsyncCommitGroupOp](next) && !isRegionBranch(next); next = next.Next() {
			if nw, ok := ttg.AsAsyncWait(next); ok {
				group = append(group, next)
				n, _ := nw.Num()
				num = min(num, n)
				tokens = append(tokens, nw.Operands()...)
			}
		}
		if len(group) == 1 {
			continue
		}
		b := ir.NewBuilder(w.Context())
		b.SetInsertionPoint(w.Operation)
		merged := ttg.BuildAsyncWait(b, w.Loc(), ttg.AsyncToken(w.Context()), tokens)
		merged.SetNum(num)
		for _, op := range group {
			replaced[op] = true
		}
		merges = append(merges, merge{group, merged})
	}
	for _, m := range merges {
		for _, op := range m.group {
			op.ReplaceAllUsesWith(m.wait.Results())
			op.Erase()
		}
	}
}

// isRegionBranch reports whether op has regions it branches into (an scf.for, if or while).
func isRegionBranch(op *ir.Operation) bool {
	_, ok := ir.AsRegionBranch(op)
	return ok
}
