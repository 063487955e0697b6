package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{
	"sm90/cta2_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "multi-CTA: the wgmma lowering rejects an operand split over 2 CTAs (\"the operand holds 32 values per thread, fewer than the 64 its wgmma tiles read\")",
}

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, knownFailures) }
