package function_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// canonCase is a function and what `mlir-opt-22 --canonicalize` prints for it.
type canonCase struct {
	name, in, want string
}

// TestCanonicalizationPatterns runs the greedy driver with the folders and canonicalization
// patterns of the loaded dialects and compares the result with mlir-opt-22's.
func TestCanonicalizationPatterns(t *testing.T) {
	for _, c := range funcCases {
		t.Run(c.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect)
			op, err := asm.ParseSourceString(ctx, c.name+".mlir", c.in)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			ps := rewrite.NewPatternSet()
			if err := ps.AddCanonicalizationPatterns(ctx); err != nil {
				t.Fatal(err)
			}
			rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			want := strings.TrimRight(c.want, "\n") + "\n"
			if d := cmp.Diff(want, asm.String(op, asm.PrintOptions{})); d != "" {
				t.Errorf("canonicalized form differs from mlir-opt-22 (-want +got):\n%s", d)
			}
		})
	}
}

// funcCases were checked against `mlir-opt-22 --canonicalize`.
var (
	funcCases = []canonCase{
		{"call_indirect", `func.func private @g(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}`, `module {
  func.func private @g(i32) -> i32
  func.func @f(%arg0: i32) -> i32 {
    %0 = call @g(%arg0) : (i32) -> i32
    return %0 : i32
  }
}

`},
	}
)
