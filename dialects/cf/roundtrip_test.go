package cf_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
)

// newContext returns a context with the upstream dialects the test inputs use.
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, cf.Dialect)
	ctx.AllowUnregistered = true
	return ctx
}

// TestRoundTrip compares the printed form of each testdata input with mlir-opt-22's.
func TestRoundTrip(t *testing.T) { goldentest.RoundTrip(t, newContext) }

// verifyError returns the message of the first parse or verify error of src.
func verifyError(t *testing.T, src string) string {
	t.Helper()
	return goldentest.VerifyError(newContext, src)
}
