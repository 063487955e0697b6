package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// LoopUnroll is triton-loop-unroll: it unrolls the scf.for loops that carry a
// `tt.loop_unroll_factor` greater than 1 by that factor, as MLIR's loopUnrollByFactor of the
// LLVM that Triton 3.6 builds with, and marks the remainder loop `tt.num_stages = 1` so that
// the software pipeliner leaves it alone. Loops without the attribute, or with a factor of 1 or
// less, are left alone.
type LoopUnroll struct{ modulePass }

// NewLoopUnroll returns the triton-loop-unroll pass.
func NewLoopUnroll() pass.Pass { return &LoopUnroll{} }

// Name returns "TritonLoopUnroll".
func (*LoopUnroll) Name() string { return "TritonLoopUnroll" }

// Argument returns "triton-loop-unroll".
func (*LoopUnroll) Argument() string { return "triton-loop-unroll" }

// Description describes the pass.
func (*LoopUnroll) Description() string { return "Loop unroller" }

const (
	unrollFactorAttr = "tt.loop_unroll_factor"
	numStagesAttr    = "tt.num_stages"
)

// Run unrolls the marked loops, inner loops first: they are collected in post order before any
// is touched, so the copies an outer loop makes of an unrolled inner loop are not unrolled again.
// A factor that would make a body of more than maxUnrolledOps ops is a diagnostic at the loop.
func (*LoopUnroll) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var loops []scf.ForOp
	mod.WalkPostOrder(func(op *ir.Operation) {
		if loop, ok := scf.AsFor(op); ok && unrollFactor(loop) > 1 {
			loops = append(loops, loop)
		}
	})
	for _, loop := range loops {
		factor := unrollFactor(loop)
		if err := checkUnrolledSize(loop, uint64(factor)); err != nil {
			return err
		}
		loop.RemoveAttr(unrollFactorAttr)
		if epilogue, ok := unrollByFactor(loop, uint64(factor)); ok {
			epilogue.SetAttr(numStagesAttr, loop.Context().I32Attr(1))
		}
	}
	return nil
}

// unrollFactor is the loop's `tt.loop_unroll_factor`, or 1 without one. Triton reads it into a
// C int, so an i64 factor keeps its low 32 bits.
func unrollFactor(loop scf.ForOp) int32 {
	a, ok := loop.Attr(unrollFactorAttr).(*ir.IntegerAttr)
	if !ok || a.Big != nil {
		return 1
	}
	return int32(a.Value)
}
