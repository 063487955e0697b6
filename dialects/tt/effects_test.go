package tt_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/tritonoracle"
)

// TestEffectsAgainstTriton canonicalizes testdata/effects/*.mlir, modules of unused tt ops, and
// compares the result with what Triton 3.6's canonicalizer left (recorded by
// internal/tritonoracle): an op is erased exactly when Triton's traits and getEffects make it
// dead.
func TestEffectsAgainstTriton(t *testing.T) { tritonoracle.CheckDir(t, "testdata/effects", 1) }
