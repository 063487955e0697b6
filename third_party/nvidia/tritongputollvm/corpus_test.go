package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, nil) }
