package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// knownFailures are the applications of convert-triton-gpu-to-llvm that differ from Triton
// today, with the first construct the lowering lacks.
var knownFailures = map[string]string{
	"sm90/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttng.warp_group_dot is not lowered yet (wgmma)",
	"sm90/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttng.warp_group_dot is not lowered yet (wgmma)",
	"sm90/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttng.warp_group_dot is not lowered yet (wgmma)",
	"sm90/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttng.warp_group_dot is not lowered yet (wgmma)",
	"sm90/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "ttng.fence_async_shared is not lowered yet",
	"sm90/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "ttng.init_barrier is not lowered yet (mbarrier)",
}

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, knownFailures) }
