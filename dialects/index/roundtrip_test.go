package index_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/index"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
)

// newContext returns a context with the dialects the test inputs use.
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, index.Dialect)
	ctx.AllowUnregistered = true
	return ctx
}

// TestRoundTrip compares the printed form of each testdata input with mlir-opt-22's.
func TestRoundTrip(t *testing.T) { goldentest.RoundTrip(t, newContext) }

// TestVerifyErrors checks the diagnostics of ill-typed index ops against MLIR's.
func TestVerifyErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`func.func @f(%a: index) { %0 = "index.casts"(%a) : (index) -> index
  return }`, "'index.casts' op operand type 'index' and result type 'index' are cast incompatible"},
		{`func.func @f(%a: i32) { %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return }`, "'index.add' op operand #0 must be index, but got 'i32'"},
	} {
		if got := goldentest.VerifyError(newContext, tc.src); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.src, got, tc.want)
		}
	}
}
