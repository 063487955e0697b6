package wstollvm

import (
	"sort"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// maxRematerializedOps caps the ops one capture may be rematerialized from.
const maxRematerializedOps = 16

// trivialSubcomputation returns the ops capture is computed from when they can be
// rematerialized in the partitions: pure ops over kernel arguments, at most 16 of them, in
// program order; ok is false otherwise.
func trivialSubcomputation(fn llvm.FuncOp, capture *ir.Value) ([]*ir.Operation, bool) {
	entry := fn.Body().Front()
	worklist := []*ir.Value{capture}
	seenValues := map[*ir.Value]bool{capture: true}
	seenOps := map[*ir.Operation]bool{}
	var ops []*ir.Operation
	for i := 0; i < len(worklist); i++ {
		v := worklist[i]
		if v.IsBlockArgument() {
			if v.OwnerBlock() == entry {
				continue
			}
			return nil, false
		}
		op := v.DefiningOp()
		if !isPure(op) {
			return nil, false
		}
		if !seenOps[op] {
			seenOps[op] = true
			ops = append(ops, op)
		}
		for _, operand := range op.Operands() {
			if !seenValues[operand] {
				seenValues[operand] = true
				worklist = append(worklist, operand)
			}
		}
	}
	if len(ops) > maxRematerializedOps {
		return nil, false
	}
	order := programOrder(fn)
	sort.SliceStable(ops, func(i, j int) bool { return order[ops[i]] < order[ops[j]] })
	return ops, true
}

// isPure reports whether op is free of memory effects. MLIR's isPure also asks for
// speculatability, but Triton's LLVM has the llvm dialect's divisions Pure where ttgo, as
// MLIR 22, has them only effect-free; Triton rematerializes them, so this does too.
func isPure(op *ir.Operation) bool {
	e, known := ir.Effects(op)
	return known && e == 0
}

// programOrder numbers the ops of fn in walk order.
func programOrder(fn llvm.FuncOp) map[*ir.Operation]int {
	order := map[*ir.Operation]int{}
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		order[op] = len(order)
		return ir.WalkAdvance
	})
	return order
}

// elideTrivialCaptures removes the captures of fn's warp_specialize ops that are kernel
// arguments or cheap pure computations over them: each partition rematerializes them at its
// start instead of loading them from shared memory.
func elideTrivialCaptures(fn llvm.FuncOp, wss []ttg.WarpSpecializeOp) {
	for _, ws := range wss {
		captures := ws.ExplicitCaptures()
		var kept []*ir.Value
		var erased []int
		for i, capture := range captures {
			subgraph, ok := trivialSubcomputation(fn, capture)
			if !ok {
				kept = append(kept, capture)
				continue
			}
			erased = append(erased, i)
			for _, region := range partitionRegions(ws) {
				front := region.Front()
				mapping := map[*ir.Value]*ir.Value{}
				var last *ir.Operation
				insertAt := front.First()
				for _, op := range subgraph {
					clone := op.Clone(mapping)
					if insertAt != nil {
						front.InsertBefore(clone, insertAt)
					} else {
						front.Append(clone)
					}
					last = clone
				}
				remat := capture
				if last != nil {
					remat = last.Result(capture.Index())
				}
				front.Argument(i).ReplaceAllUsesWith(remat)
			}
		}
		if len(erased) == 0 {
			continue
		}
		ws.SetExplicitCaptures(kept)
		for _, region := range partitionRegions(ws) {
			front := region.Front()
			for k := len(erased) - 1; k >= 0; k-- {
				front.EraseArgument(erased[k])
			}
		}
	}
}
