package tt_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, tt.Dialect())
	return ctx
}

// TestGoldenRoundTrip parses each testdata/*.mlir (every tt op, written as Triton prints it),
// verifies it, and compares the custom and generic printed forms with the .golden and .generic
// files beside it; both parse back to the same text.
func TestGoldenRoundTrip(t *testing.T) { goldentest.Recorded(t, newContext) }
