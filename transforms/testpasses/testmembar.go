package testpasses

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/analysis/membar"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// TestMembar is Triton's `test-print-membar`: it runs the shared-memory barrier analysis over
// the module, with the generic allocation and the NVIDIA mbarrier filter, so that the
// barriers it inserts show in the printed module.
type TestMembar struct{}

// NewTestMembar returns the test-print-membar pass.
func NewTestMembar() pass.Pass { return &TestMembar{} }

// Name returns "TestMembarPass".
func (*TestMembar) Name() string { return "TestMembarPass" }

// Argument returns "test-print-membar".
func (*TestMembar) Argument() string { return "test-print-membar" }

// Description is the one-line summary --help prints.
func (*TestMembar) Description() string { return "print the result of the allocation pass" }

// OpName anchors the pass on builtin.module.
func (*TestMembar) OpName() string { return "builtin.module" }

// Run inserts the barriers mod needs.
func (p *TestMembar) Run(mod *ir.Operation, _ *pass.Analyses) error {
	m, err := allocation.NewModule(mod, allocation.ScratchSize(0))
	if err != nil {
		return err
	}
	return membar.Run(m, func(a *allocation.Allocation) membar.Updater {
		return membar.Barriers(a, membar.NVIDIASkipBarrier)
	})
}
