// Package tritongputollvm is Triton's lib/Conversion/TritonGPUToLLVM: the passes that prepare
// a TritonGPU module for its lowering to the LLVM dialect (shared memory allocation, warp-group
// allocation for warp specialization, global scratch memory allocation) and the target-neutral
// part of that lowering (the type converter, index emission through linear layouts, the
// shared-memory core that backends build on: SharedMemoryObject, LowerLdSt, LowerLocalLdSt,
// TransferWithinBlockSwizzling; and the patterns shared by every backend), which
// third_party/nvidia/tritongputollvm's convert-triton-gpu-to-llvm pass runs with the NVIDIA
// patterns.
package tritongputollvm

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewAllocateSharedMemory, NewAllocateWarpGroups, NewGlobalScratchAllocation)
}
