package function_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
)

// canonCase is a function and what `mlir-opt-22 --canonicalize` prints for it.
type canonCase struct {
	name, in, want string
}

// TestCanonicalizationPatterns runs the greedy driver with the folders and canonicalization
// patterns of the loaded dialects and compares the result with mlir-opt-22's.
func TestCanonicalizationPatterns(t *testing.T) {
	newContext := func() *ir.Context {
		ctx := ir.NewContext()
		ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect)
		return ctx
	}
	for _, c := range funcCases {
		goldentest.Canonicalize(t, newContext, c.name, c.in, c.want)
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
