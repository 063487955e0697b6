package gluon_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/gluon"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// triton36Printed is a module as Triton 3.6's triton-opt prints it (from the CHECK lines of
// its test/Gluon/inlining.mlir and infer_coalesced_encoding.mlir).
const triton36Printed = `#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @infer_make_range(%arg0: !tt.ptr<f32>) -> tensor<16xi32, #blocked> {
    %cst = arith.constant dense<0> : tensor<16xi32, #gluon.auto_encoding>
    %0 = gluon.set_auto_layout %cst : tensor<16xi32, #gluon.auto_encoding> -> tensor<16xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.return %0 : tensor<16xi32, #blocked>
  }
}
`

// TestRoundTripMatchesTriton parses the Gluon encodings and op and prints them back as Triton
// does.
func TestRoundTripMatchesTriton(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, gluon.Dialect())
	mod, err := asm.ParseSourceString(ctx, "in.mlir", triton36Printed)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := asm.Print(&b, mod, asm.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if b.String() != triton36Printed {
		t.Errorf("printed\n%s\nwant\n%s", b.String(), triton36Printed)
	}
}
