package testpasses

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/analysis/membar"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TestAMDMembar is Triton's `test-tritonamdgpu-membar`: the barrier analysis as the AMD
// backend runs it, local loads first marked when an async wait synchronizes them, then the
// generic allocation and the AMD barrier filter.
type TestAMDMembar struct{}

// NewTestAMDMembar returns the test-tritonamdgpu-membar pass.
func NewTestAMDMembar() pass.Pass { return &TestAMDMembar{} }

// Name returns "TestAMDGPUMembarPass".
func (*TestAMDMembar) Name() string { return "TestAMDGPUMembarPass" }

// Argument returns "test-tritonamdgpu-membar".
func (*TestAMDMembar) Argument() string { return "test-tritonamdgpu-membar" }

// Description is the one-line summary --help prints.
func (*TestAMDMembar) Description() string {
	return "print the result of the membar analysis as run in the amdgpu backend"
}

// OpName anchors the pass on builtin.module.
func (*TestAMDMembar) OpName() string { return "builtin.module" }

// Run marks the local loads and inserts the barriers mod needs.
func (p *TestAMDMembar) Run(mod *ir.Operation, _ *pass.Analyses) error {
	membar.AnnotateLocalLoadsSyncedViaAsyncWait(mod)
	m, err := allocation.NewModule(mod, allocation.ScratchSize(0))
	if err != nil {
		return err
	}
	return membar.Run(m, func(a *allocation.Allocation) membar.Updater {
		return membar.Barriers(a, membar.AMDSkipBarrier)
	})
}
