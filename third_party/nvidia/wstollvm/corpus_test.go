package wstollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/third_party/nvidia/wstollvm"
)

// TestCorpusPasses replays every corpus application of convert-warp-specialize-to-llvm.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, wstollvm.Register, nil) }
