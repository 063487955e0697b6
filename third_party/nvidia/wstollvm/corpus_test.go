package wstollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/third_party/nvidia/wstollvm"
)

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{
	"sm90/ws_dev_tma_matmul_fp16#0/61-convert-warp-specialize-to-llvm": "differs from Triton in the lowering of a 3-warp-group ttg.warp_specialize",
}

// TestCorpusPasses replays every corpus application of convert-warp-specialize-to-llvm.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, wstollvm.Register, knownFailures) }
