package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// knownFailures are the applications of convert-triton-gpu-to-llvm that differ from Triton
// today, with the first construct the lowering lacks: none.
var knownFailures = map[string]string{}

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, knownFailures) }
