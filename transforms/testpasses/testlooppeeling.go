package testpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
)

// peelEpilogueAttr marks the scf.for loops TestLoopPeeling peels.
const peelEpilogueAttr = "__test_peel_epilogue"

// TestLoopPeeling is Triton's `triton-test-loop-peeling`: it peels the last iteration off
// every scf.for marked with the `__test_peel_epilogue` attribute.
type TestLoopPeeling struct{}

// NewTestLoopPeeling returns the triton-test-loop-peeling pass.
func NewTestLoopPeeling() pass.Pass { return &TestLoopPeeling{} }

// Name returns "TestLoopPeelingPass".
func (*TestLoopPeeling) Name() string { return "TestLoopPeelingPass" }

// Argument returns "triton-test-loop-peeling".
func (*TestLoopPeeling) Argument() string { return "triton-test-loop-peeling" }

// Description is the one-line summary --help prints.
func (*TestLoopPeeling) Description() string { return "test the loop peeling pass" }

// OpName anchors the pass on builtin.module.
func (*TestLoopPeeling) OpName() string { return "builtin.module" }

// Run peels the marked loops, inner loops before the loops holding them; the copies peeling
// makes of marked loops are not peeled again.
func (p *TestLoopPeeling) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var loops []scf.ForOp
	mod.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok && op.Attr(peelEpilogueAttr) != nil {
			loops = append(loops, f)
		}
	})
	for _, f := range loops {
		ttpasses.PeelLoopEpilogue(f, nil)
	}
	return nil
}
