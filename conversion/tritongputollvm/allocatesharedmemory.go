package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// AllocateSharedMemory is Triton's target-independent `allocate-shared-memory`: the shared
// memory allocation with the generic scratch sizes (layout conversions through ld/st.shared),
// recorded as `allocation.offset` on the ops and `ttg.shared` on the module. The NVIDIA
// backend runs allocate-shared-memory-nv instead.
type AllocateSharedMemory struct{}

// NewAllocateSharedMemory returns the allocate-shared-memory pass.
func NewAllocateSharedMemory() pass.Pass { return &AllocateSharedMemory{} }

// Name returns "AllocateSharedMemory".
func (*AllocateSharedMemory) Name() string { return "AllocateSharedMemory" }

// Argument returns "allocate-shared-memory".
func (*AllocateSharedMemory) Argument() string { return "allocate-shared-memory" }

// Description is the one-line summary --help prints.
func (*AllocateSharedMemory) Description() string {
	return "Add metadata for shared memory allocation"
}

// OpName anchors the pass on builtin.module.
func (*AllocateSharedMemory) OpName() string { return "builtin.module" }

// Run allocates the shared memory of mod.
func (p *AllocateSharedMemory) Run(mod *ir.Operation, _ *pass.Analyses) error {
	m, err := allocation.NewModule(mod, allocation.ScratchSize(0))
	if err != nil {
		return err
	}
	m.Attach(mod)
	return nil
}
