package ttpasses_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/tritonoracle"
)

// TestRecordedAgainstTriton replays the inputs of testdata/oracle through the passes Triton
// 3.6 ran on them (recorded on the device by internal/tritonoracle) and requires the same
// bytes, locations included: triton-combine, triton-reorder-broadcast and canonicalize cases
// whose rewrites build ops at the matched ops' (fused) locations.
func TestRecordedAgainstTriton(t *testing.T) { tritonoracle.CheckDir(t, "testdata/oracle", 5) }
