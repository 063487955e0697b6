package ttpasses_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
	"github.com/ttgo/ttgo/ttopt"
)

// TestPeelLoopEpilogueHook checks that the hook sees the loop body's ops, then the peeled
// iteration's, and that the op it returns takes over the uses: here the peeled iteration's
// addition gives way to a subtraction (built before it, the addition left for dead-code
// elimination) while the loop's stays.
func TestPeelLoopEpilogueHook(t *testing.T) {
	src := `tt.func @f(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %c0) -> (i32) : i32 {
    %s = arith.addi %acc, %iv : i32
    scf.yield %s : i32
  }
  tt.return %r : i32
}
`
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	mod, err := asm.ParseSourceString(ctx, "peel.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	var loop scf.ForOp
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if f, ok := scf.AsFor(op); ok {
			loop = f
		}
		return ir.WalkAdvance
	})
	var seen []bool
	ttpasses.PeelLoopEpilogue(loop, func(b *ir.Builder, op *ir.Operation, isEpilogue bool) *ir.Operation {
		seen = append(seen, isEpilogue)
		add, ok := arith.AsAddI(op)
		if !ok || !isEpilogue {
			return nil
		}
		return arith.BuildSubI(b, op.Loc(), add.Lhs(), add.Rhs()).Operation
	})
	if len(seen) != 2 || seen[0] || !seen[1] {
		t.Errorf("hook calls (isEpilogue): %v, want [false true]", seen)
	}
	var out strings.Builder
	if err := asm.Print(&out, mod, asm.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"scf.for %arg3 = %arg0 to %0 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32)  : i32 {\n      %9 = arith.addi %arg4, %arg3 : i32\n      scf.yield %9 : i32",
		"scf.if %7 -> (i32) {\n      %9 = arith.subi %1, %6 : i32\n      %10 = arith.addi %1, %6 : i32\n      scf.yield %9 : i32",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}
