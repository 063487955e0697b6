package nvgputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgputollvm"
)

// TestCorpusPasses replays every corpus application of convert-nv-gpu-to-llvm.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvgputollvm.Register, nil) }
