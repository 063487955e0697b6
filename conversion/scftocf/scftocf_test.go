package scftocf_test

import (
	"io"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/conversion/scftocf"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
)

// TestLowersEveryLoopAndBranch runs the pass on a module with each scf op it lowers and
// checks that no scf op is left and that the result verifies; lit-tests/Transforms checks
// the blocks it builds.
func TestLowersEveryLoopAndBranch(t *testing.T) {
	const src = `func.func @f(%c: i1, %n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  %b = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %w = scf.while (%v = %b) : (i32) -> i32 {
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %w : i32
  }
  %sw = scf.index_switch %n -> i32
  case 2 {
    scf.yield %e : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  return %sw : i32
}
`
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect, scf.Dialect)
	module, err := asm.ParseSourceString(ctx, "in.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	m := pass.NewManager("builtin.module", io.Discard)
	if err := m.Add(scftocf.New()); err != nil {
		t.Fatal(err)
	}
	if err := m.Run(module); err != nil {
		t.Fatalf("convert-scf-to-cf: %v", err)
	}
	if err := ir.Verify(module); err != nil {
		t.Fatalf("the result does not verify: %v", err)
	}
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if strings.HasPrefix(op.Name(), "scf.") {
			t.Errorf("%s is left:\n%s", op.Name(), asm.String(module, asm.PrintOptions{}))
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
}
