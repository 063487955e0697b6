// Package tritongputollvm holds the passes of Triton's lib/Conversion/TritonGPUToLLVM that
// prepare a TritonGPU module for its lowering to the LLVM dialect: shared memory allocation,
// warp-group allocation for warp specialization and global scratch memory allocation.
package tritongputollvm

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewAllocateSharedMemory, NewAllocateWarpGroups, NewGlobalScratchAllocation)
}
