package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// GPUBarrierPattern is MLIR's GPUBarrierConversion, which Triton adds with
// populateGpuToNVVMConversionPatterns: a gpu.barrier (Hopper warp specialization puts them
// in the kernel and in its partitions) becomes nvvm.barrier0.
func GPUBarrierPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	if _, ok := gpu.AsBarrier(op); !ok {
		return false, nil
	}
	nvvm.BuildBarrier0(l.B, op.Loc())
	return true, nil
}
