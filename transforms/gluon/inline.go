package gluon

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/transforms"
)

// Inline is Triton's `gluon-inline`: MLIR's inliner with gluon-slimplify-control-flow as the
// pipeline it runs on the callables.
type Inline struct {
	inliner pass.Pass
}

// NewInline returns the gluon-inline pass; its nested pipeline is built from the passes of r.
func NewInline(r *pass.Registry) pass.Pass {
	inliner := transforms.NewInline(r)
	inliner.(pass.WithOptions).Options().(*transforms.InlineOptions).DefaultPipeline = (&SimplifyControlFlow{}).Argument()
	return &Inline{inliner: inliner}
}

// Name returns "GluonInline".
func (*Inline) Name() string { return "GluonInline" }

// Argument returns "gluon-inline".
func (*Inline) Argument() string { return "gluon-inline" }

// Description is the one-line summary --help prints.
func (*Inline) Description() string { return "reduced set of simplifications for TTGIR" }

// Run inlines the calls nested in op.
func (p *Inline) Run(op *ir.Operation, am *pass.Analyses) error { return p.inliner.Run(op, am) }
