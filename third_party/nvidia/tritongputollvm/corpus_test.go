package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// knownFailures are the applications of convert-triton-gpu-to-llvm that differ from Triton
// today, with the first construct the lowering lacks.
var knownFailures = map[string]string{
	"sm80/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm80/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm80/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm80/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm80/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm80/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "tt.dot is not lowered yet (mma.sync)",
	"sm90/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm90/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm90/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm90/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm90/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "ttg.async_copy_global_to_local is not lowered yet (cp.async)",
	"sm90/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "no unrealized_conversion_cast for the loop-carried accumulator (the block argument casts of MLIR's conversion); the rest matches",
}

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, knownFailures) }
