package membar

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// SyncedViaAsyncWaitAttr marks a ttg.local_load whose token comes from ttg.async_wait on every
// path (true) or not (false), as Triton's AMD backend annotates it.
const SyncedViaAsyncWaitAttr = "ttg.amdg.syncedViaAsyncWait"

// AnnotateLocalLoadsSyncedViaAsyncWait is the AMD backend's
// annotateLocalLoadsSyncedViaAsyncWait: every ttg.local_load without the mark gets
// SyncedViaAsyncWaitAttr, true when it has a token that comes from an async wait.
func AnnotateLocalLoadsSyncedViaAsyncWait(mod *ir.Operation) {
	ctx := mod.Context()
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if load, ok := ttg.AsLocalLoad(op); ok && op.Attr(SyncedViaAsyncWaitAttr) == nil {
			token := load.Token()
			op.SetAttr(SyncedViaAsyncWaitAttr, ctx.BoolAttr(token != nil && comesFromAsyncWait(token)))
		}
		return ir.WalkAdvance
	})
}

// comesFromAsyncWait is the AMD backend's function of the same name: v is defined by a
// ttg.async_wait, or is a block argument that every branch to its block passes such a value.
// As in Triton, an argument of a block without predecessors (a loop body's) qualifies.
func comesFromAsyncWait(v *ir.Value) bool {
	if def := v.DefiningOp(); def != nil {
		_, ok := ttg.AsAsyncWait(def)
		return ok
	}
	block := v.OwnerBlock()
	if block == nil {
		return false
	}
	for _, pred := range block.Predecessors() {
		br, ok := ir.AsBranch(pred.Terminator())
		if !ok {
			return false
		}
		for i, s := range br.Successors() {
			if s == block && !comesFromAsyncWait(br.SuccessorOperands(i)[v.Index()]) {
				return false
			}
		}
	}
	return true
}

// AMDSkipBarrier is the AMD backend's membarFilter: no barrier is needed between an async copy
// to shared memory and a local load synchronized by an async wait (either order). Triton's
// second rule, between the amdgpu dialect's LDS barrier ops, has no ops here to apply to.
func AMDSkipBarrier(before, after *ir.Operation) bool {
	if isAsyncCopy(before) == isAsyncCopy(after) {
		return false
	}
	return syncedLocalLoad(before) || syncedLocalLoad(after)
}

func isAsyncCopy(op *ir.Operation) bool {
	_, ok := ttg.AsAsyncCopyGlobalToLocal(op)
	return ok
}

// syncedLocalLoad reports whether op is a local load marked as synchronized by an async wait.
func syncedLocalLoad(op *ir.Operation) bool {
	if _, ok := ttg.AsLocalLoad(op); !ok {
		return false
	}
	mark, ok := op.Attr(SyncedViaAsyncWaitAttr).(*ir.IntegerAttr)
	return ok && mark.Value != 0
}
