package nvvmtollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/conversion/nvvmtollvm"
	"github.com/ttgo/ttgo/internal/passreplay"
)

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{
	"sm90/ws_dev_tma_matmul_fp16#0/66-convert-nvvm-to-llvm": "the parser lacks the #llvm.loop_licm attribute",
}

// TestCorpusPasses replays every corpus application of convert-nvvm-to-llvm.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvvmtollvm.Register, knownFailures) }
