package hopper_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/third_party/nvidia/hopper"
)

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{
	"sm90/ws_dev_tma_matmul_fp16#0/25-nvgpu-warp-specialization": "Hopper warp specialization (task, data and code partitioning, token lowering) is not implemented",
}

// TestCorpusPasses replays every application of this package's passes in the corpus: each
// module dumped before one of them, run through it, must print as the module dumped before the
// next pass.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, hopper.Register, knownFailures) }
