// Package smemalloc is the NVIDIA backend's shared-memory allocation pass
// (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/Allocation.cpp): it runs the allocation analysis
// with the NVIDIA scratch sizes and records the offsets on the IR for the lowering to LLVM.
package smemalloc

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewAllocateSharedMemory)
}

// AllocateSharedMemory is Triton's `allocate-shared-memory-nv`: every ttg.local_alloc and
// every op that needs shared-memory scratch gets its offset as `allocation.offset`, and the
// module its shared memory size as `ttg.shared`.
type AllocateSharedMemory struct {
	opts Options
}

// Options are the pass's options, with Triton's names and defaults.
type Options struct {
	ComputeCapability int32 `option:"compute-capability" desc:"device compute capability"`
	PTXVersion        int32 `option:"ptx-version" desc:"PTX version"`
}

// NewAllocateSharedMemory returns the allocate-shared-memory-nv pass.
func NewAllocateSharedMemory() pass.Pass {
	return &AllocateSharedMemory{opts: Options{ComputeCapability: 80, PTXVersion: 80}}
}

// Options returns the pass's options.
func (p *AllocateSharedMemory) Options() any { return &p.opts }

// Name returns "AllocateSharedMemoryNv".
func (*AllocateSharedMemory) Name() string { return "AllocateSharedMemoryNv" }

// Argument returns "allocate-shared-memory-nv".
func (*AllocateSharedMemory) Argument() string { return "allocate-shared-memory-nv" }

// Description is the one-line summary --help prints.
func (*AllocateSharedMemory) Description() string {
	return "Add metadata for shared memory allocation for Nvidia"
}

// OpName anchors the pass on builtin.module.
func (*AllocateSharedMemory) OpName() string { return "builtin.module" }

// Run allocates the shared memory of mod.
func (p *AllocateSharedMemory) Run(mod *ir.Operation, _ *pass.Analyses) error {
	m, err := allocation.NewModule(mod, allocation.ScratchSize(int(p.opts.ComputeCapability)))
	if err != nil {
		return err
	}
	m.Attach(mod)
	return nil
}
