package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/analysis/membar"
	"github.com/ttgo/ttgo/ir"
)

// insertSharedMemoryBarriers is the start of Triton's convert-triton-gpu-to-llvm: the
// module's shared memory allocated again with the NVIDIA scratch sizes, and Triton's
// MembarAnalysis (with no filter) putting a ttg.local_barrier wherever shared-memory accesses
// would race; the conversion lowers them to nvvm.barrier0.
func insertSharedMemoryBarriers(mod *ir.Operation, computeCapability int) error {
	m, err := allocation.NewModule(mod, allocation.ScratchSize(computeCapability))
	if err != nil {
		return err
	}
	return membar.Run(m, func(a *allocation.Allocation) membar.Updater {
		return membar.Barriers(a, nil)
	})
}
