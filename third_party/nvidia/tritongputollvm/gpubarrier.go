package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// lowerGPUBarriers is MLIR's gpu.barrier to nvvm.barrier0 conversion, which Triton's pass
// includes, for the barriers the lowering of ttg.local_barrier leaves.
func lowerGPUBarriers(fn *ir.Operation) {
	var barriers []*ir.Operation
	fn.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := gpu.AsBarrier(op); ok {
			barriers = append(barriers, op)
		}
	})
	b := ir.NewBuilder(fn.Context())
	for _, op := range barriers {
		b.SetInsertionPoint(op)
		nvvm.BuildBarrier0(b, op.Loc())
		op.Erase()
	}
}
