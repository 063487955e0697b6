package ttpasses

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// LoopUnroll is triton-loop-unroll: it unrolls the scf.for loops that carry a
// `tt.loop_unroll_factor` greater than 1. Loops without the attribute, or with a factor of 1,
// are left alone.
type LoopUnroll struct{ modulePass }

// NewLoopUnroll returns the triton-loop-unroll pass.
func NewLoopUnroll() pass.Pass { return &LoopUnroll{} }

// Name returns "TritonLoopUnroll".
func (*LoopUnroll) Name() string { return "TritonLoopUnroll" }

// Argument returns "triton-loop-unroll".
func (*LoopUnroll) Argument() string { return "triton-loop-unroll" }

// Description describes the pass.
func (*LoopUnroll) Description() string { return "Loop unroller" }

// Run reports the loops it would have to unroll: MLIR's loopUnrollByFactor (with its epilogue
// loop) is not reproduced yet, and a silent no-op would change the program's schedule.
func (*LoopUnroll) Run(op *ir.Operation, _ *pass.Analyses) error {
	var err error
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() != "scf.for" {
			return ir.WalkAdvance
		}
		if f, ok := o.Attr("tt.loop_unroll_factor").(*ir.IntegerAttr); ok && f.Value > 1 {
			err = ir.Errorf(o.Loc(), "triton-loop-unroll: unrolling by a factor of %d is not supported yet", f.Value)
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return err
}
