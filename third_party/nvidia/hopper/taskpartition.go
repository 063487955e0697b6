package hopper

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// partitionTasks is Triton's doTaskPartition: it picks the anchors of warp specialization,
// giving the loads feeding a warp group dot the producer task 0 and each warp group dot and
// each store the consumer tasks 1 .. numWarpGroups-1. It does nothing for fewer than two warp
// groups, for a function that already carries task ids, or one without a loop, a load or a
// warp group dot.
func partitionTasks(fn tt.FuncOp, numWarpGroups int) {
	if numWarpGroups <= 1 {
		return
	}
	if len(nestedAsyncTaskIDs(fn.Operation)) > 0 {
		return
	}
	var loops, loads, stores, dots []*ir.Operation
	fn.Operation.WalkPostOrder(func(op *ir.Operation) {
		switch {
		case is[scf.ForOp](op):
			loops = append(loops, op)
		case is[ttng.WarpGroupDotOp](op):
			dots = append(dots, op)
		case is[tt.LoadOp](op) || is[tt.DescriptorLoadOp](op):
			loads = append(loads, op)
		case is[tt.StoreOp](op) || is[tt.DescriptorStoreOp](op):
			stores = append(stores, op)
		}
	})
	if len(loops) == 0 || len(loads) == 0 || len(dots) == 0 {
		return
	}
	var producers []*ir.Operation
	for _, op := range dots {
		dot, _ := ttng.AsWarpGroupDot(op)
		for _, dep := range backwardSliceOfValues(dot.A(), dot.B()) {
			if is[tt.DescriptorLoadOp](dep) || (is[tt.LoadOp](dep) && isExpensiveLoadOrStore(dep)) {
				producers = append(producers, dep)
			}
		}
	}
	if len(producers) == 0 {
		return
	}
	consumerIDs := make([]int32, 0, numWarpGroups-1)
	for i := 1; i < numWarpGroups; i++ {
		consumerIDs = append(consumerIDs, int32(i))
	}
	for _, op := range producers {
		setAsyncTaskIDs(op, []int32{0})
	}
	for _, op := range dots {
		setAsyncTaskIDs(op, consumerIDs)
	}
	for _, op := range stores {
		setAsyncTaskIDs(op, consumerIDs)
	}
}

// is reports whether op is an op of the view type T.
func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// backwardSliceOfValues is MLIR's inclusive backward slice of the values with block arguments
// omitted: the ops defining them (the op owning the block of a block argument among them) and,
// transitively, the ops defining their operands, in the order first reached.
func backwardSliceOfValues(roots ...*ir.Value) []*ir.Operation {
	var slice []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if op == nil || seen[op] {
			return
		}
		seen[op] = true
		for _, v := range op.Operands() {
			if !v.IsBlockArgument() {
				visit(v.DefiningOp())
			}
		}
		slice = append(slice, op)
	}
	for _, v := range roots {
		if v.IsBlockArgument() {
			visit(v.OwnerBlock().ParentOp())
			continue
		}
		visit(v.DefiningOp())
	}
	return slice
}

// isExpensiveLoadOrStore is Triton's isExpensiveLoadOrStore for a load: a load of a block
// pointer, or of a tensor of pointers with at least as many elements as the CTA has threads.
func isExpensiveLoadOrStore(op *ir.Operation) bool {
	load, ok := tt.AsLoad(op)
	if !ok {
		return false
	}
	ptrType := load.Ptr().Type()
	if p, ok := ptrType.(*tt.PointerType); ok {
		_, isTensor := p.Pointee.(*ir.RankedTensorType)
		return isTensor
	}
	t, ok := ptrType.(*ir.RankedTensorType)
	if !ok || ir.NumElements(t.Dims) == 1 {
		return false
	}
	numWarps, ok := ttg.LookupNumWarps(op)
	if !ok {
		numWarps = 4
	}
	return ir.NumElements(t.Dims) >= numWarps*threadsPerWarp(op)
}

// threadsPerWarp is the ttg.threads-per-warp of the module enclosing op, 32 by default.
func threadsPerWarp(op *ir.Operation) int64 {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if v, ok := p.Attr("ttg.threads-per-warp").(*ir.IntegerAttr); ok {
			return v.Value
		}
	}
	return 32
}
