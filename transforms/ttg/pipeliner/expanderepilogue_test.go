package pipeliner

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

const twoStageLoop = `
tt.func @f(%n: i32, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
    %a = arith.muli %i, %y : i32
    %b = arith.addi %acc, %a : i32
    scf.yield %b : i32
  }
  tt.return %r : i32
}`

// TestExpandLoopPeelsEpilogue expands a two-stage loop with a peeled epilogue: the kernel
// stops one iteration early, stage 1 of the last iteration runs after it, predicated on the
// trip count, and the loop's result comes from a select of the epilogue's.
func TestExpandLoopPeelsEpilogue(t *testing.T) {
	forOp := parseLoop(t, twoStageLoop)
	ops := bodyOps(forOp) // muli, addi
	s := NewSchedule(2)
	c := s.NewClusterAtBack()
	s.Insert(ops[0], 0, c)
	s.Insert(ops[1], 1, c)
	ret := forOp.Result(0).FirstUse().Owner()
	parts := map[PipelinerPart]int{}
	predicated := 0
	opts := ExpandOptions{
		PeelEpilogue: true,
		Predicate: func(b *ir.Builder, op *ir.Operation, pred *ir.Value) *ir.Operation {
			predicated++
			return WrapInMaskOp(b, op, pred)
		},
		Annotate: func(_ *ir.Operation, part PipelinerPart, _ int) { parts[part]++ },
	}
	kernel, ok := ExpandLoop(forOp, s, opts)
	if !ok {
		t.Fatal("the loop was not expanded")
	}
	if parts[ProloguePart] != 1 || parts[KernelPart] != 2 || parts[EpiloguePart] != 1 {
		t.Errorf("ops created per part = %v, want 1 prologue, 2 kernel, 1 epilogue", parts)
	}
	if predicated != 2 {
		t.Errorf("%d ops predicated, want the prologue's and the epilogue's", predicated)
	}
	if _, ok := arith.AsSubI(kernel.UpperBound().DefiningOp()); !ok {
		t.Errorf("the kernel's upper bound is not ub - maxStage * step")
	}
	sel, ok := arith.AsSelect(ret.Operand(0).DefiningOp())
	if !ok {
		t.Fatalf("the loop's result is not selected after the epilogue: %s", ret.Operand(0).DefiningOp().Name())
	}
	if sel.FalseValue() != kernel.Result(0) {
		t.Errorf("the select does not fall back to the kernel loop's result")
	}
	if next := kernel.Operation.Next(); next == nil || isOp[scf.ForOp](next) {
		t.Errorf("no epilogue follows the kernel loop")
	}
}
