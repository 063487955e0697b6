package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// asyncTaskIDAttr names the async tasks (warp groups) an op runs in during warp specialization:
// `async_task_id = array<i32: ...>`, sorted.
const asyncTaskIDAttr = "async_task_id"

// asyncTaskIDs returns the async task ids of op in the attribute's order, dropping an id equal
// to the one before it, as Triton's getAsyncTaskIds does; nil when op has none.
func asyncTaskIDs(op *ir.Operation) []int32 {
	a, ok := op.Attr(asyncTaskIDAttr).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	var ids []int32
	for _, v := range a.Int64s() {
		if n := len(ids); n == 0 || ids[n-1] != int32(v) {
			ids = append(ids, int32(v))
		}
	}
	return ids
}

// hasAsyncTaskID reports whether op runs in the async task id.
func hasAsyncTaskID(op *ir.Operation, id int32) bool {
	return slices.Contains(asyncTaskIDs(op), id)
}

// setAsyncTaskIDs sets the async task ids of op to ids, sorted.
func setAsyncTaskIDs(op *ir.Operation, ids []int32) {
	sorted := slices.Sorted(slices.Values(ids))
	op.SetAttr(asyncTaskIDAttr, op.Context().DenseI32ArrayAttr(sorted))
}

// addAsyncTaskIDs adds to the async task ids of op those of ids it lacks; it sets nothing when
// both are empty.
func addAsyncTaskIDs(op *ir.Operation, ids []int32) {
	have := asyncTaskIDs(op)
	for _, id := range ids {
		if !slices.Contains(have, id) {
			have = append(have, id)
		}
	}
	if len(have) > 0 {
		setAsyncTaskIDs(op, have)
	}
}

// labelParentOps adds the async task ids of op to each op enclosing it, up to the function.
func labelParentOps(op *ir.Operation) {
	ids := asyncTaskIDs(op)
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, isFunc := tt.AsFunc(p); isFunc {
			return
		}
		addAsyncTaskIDs(p, ids)
	}
}

// nestedAsyncTaskIDs returns the async task ids of op and of every op nested in it, sorted,
// each once.
func nestedAsyncTaskIDs(op *ir.Operation) []int32 {
	var ids []int32
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, id := range asyncTaskIDs(o) {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		return ir.WalkAdvance
	})
	slices.Sort(ids)
	return ids
}
