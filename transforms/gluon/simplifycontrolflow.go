package gluon

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// SimplifyControlFlow is Triton's `gluon-slimplify-control-flow` (sic) as Triton 3.6 runs it:
// the greedy driver (folding, dead-code elimination) with Triton's scf.for dead-argument
// elimination, and none of the scf and cf canonicalization patterns its source asks for.
//
// Triton collects those patterns with MLIRContext::getRegisteredOperationsByDialect, whose
// comparators in the LLVM that Triton 3.6 builds return StringRef::compare's int where a bool
// is due (llvm/llvm-project issue 146940, fixed by pull request 186428 in March 2026): every
// registered op is inserted at the front of the "sorted" list, and the binary searches over
// that list miss the scf and cf ops of Triton's context, so the lists come back empty. Triton
// 3.6's output shows it: gluon-inline leaves the pass-through branches convert-scf-to-cf makes
// (the corpus' persistent matmul), which the cf patterns would collapse. Triton also turns off
// the uniquing of constants, which ttgo's greedy driver always does.
type SimplifyControlFlow struct{}

// NewSimplifyControlFlow returns the gluon-slimplify-control-flow pass.
func NewSimplifyControlFlow() pass.Pass { return &SimplifyControlFlow{} }

// Name returns "GluonSimplifyControlFlow".
func (*SimplifyControlFlow) Name() string { return "GluonSimplifyControlFlow" }

// Argument returns "gluon-slimplify-control-flow", Triton's spelling.
func (*SimplifyControlFlow) Argument() string { return "gluon-slimplify-control-flow" }

// Description is the one-line summary --help prints.
func (*SimplifyControlFlow) Description() string { return "simplications for control flow ops" }

// Run simplifies the control flow nested in op.
func (p *SimplifyControlFlow) Run(op *ir.Operation, _ *pass.Analyses) error {
	ps := rewrite.NewPatternSet(ttgpasses.ForOpDeadArgumentElimination())
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}
