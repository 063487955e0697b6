package wstollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// rewriteWarpGroupBarriers turns every nvvm.barrier0 of fn into a barrier of its warp group:
// hardware barrier 0 for the default warp group's threads outside the partitions, and one
// barrier per partition, sized to its warps, inside them.
func rewriteWarpGroupBarriers(fn llvm.FuncOp, wss []ttg.WarpSpecializeOp, threadsPerWarp, defaultWarpGroupSize int64) error {
	var outside []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := ttg.AsWarpSpecializePartitions(op); ok {
			return ir.WalkSkip
		}
		if _, ok := nvvm.AsBarrier0(op); ok {
			outside = append(outside, op)
		}
		return ir.WalkAdvance
	})
	for _, bar := range outside {
		replaceBarrier(bar, defaultWarpGroupBarrier, defaultWarpGroupSize)
	}
	for _, ws := range wss {
		numWarps := ir.IntsAttrValue(ws.PartitionNumWarpsAttr())
		for idx, region := range partitionRegions(ws) {
			barIdx := int64(idx + numReservedBarriers)
			if barIdx >= numBarriers {
				return ir.OpError(fn.Operation, "cannot support more than %d warp group partitions",
					numBarriers-numReservedBarriers)
			}
			size := threadsPerWarp * numWarps[idx]
			var bars []*ir.Operation
			for _, blk := range region.Blocks() {
				for op := blk.First(); op != nil; op = op.Next() {
					op.Walk(func(o *ir.Operation) ir.WalkResult {
						if _, ok := nvvm.AsBarrier0(o); ok {
							bars = append(bars, o)
						}
						return ir.WalkAdvance
					})
				}
			}
			for _, bar := range bars {
				replaceBarrier(bar, barIdx, size)
			}
		}
	}
	return nil
}

// replaceBarrier replaces bar by a barrier of numThreads threads on hardware barrier barIdx.
func replaceBarrier(bar *ir.Operation, barIdx, numThreads int64) {
	e := emitter{Builder: ir.NewBuilder(bar.Context()), loc: bar.Loc()}
	e.SetInsertionPoint(bar)
	e.barrier(barIdx, numThreads)
	bar.Erase()
}
