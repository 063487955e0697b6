package gluon

import (
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// SimplifyControlFlow is Triton's `gluon-slimplify-control-flow` (sic): the canonicalization
// patterns of the scf and cf dialects and their ops, applied greedily. Triton also turns off
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
	ps := rewrite.NewPatternSet()
	for _, d := range []*ir.Dialect{scf.Dialect, cf.Dialect} {
		if d.CanonicalizationPatterns != nil {
			d.CanonicalizationPatterns(ps.Add)
		}
		for _, def := range d.Ops {
			if def.CanonicalizationPatterns != nil {
				def.CanonicalizationPatterns(ps.Add)
			}
		}
	}
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}
