package tritongputollvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	nvidiallvm "github.com/ttgo/ttgo/third_party/nvidia/tritongputollvm"
)

// knownFailures are the applications of convert-triton-gpu-to-llvm that differ from Triton
// today, with the first construct the lowering lacks.
var knownFailures = map[string]string{
	"sm80/argmax_fp32#0/57-convert-triton-gpu-to-llvm":            "ttg.convert_layout: lowering a layout conversion between lanes is not supported yet",
	"sm80/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.local_alloc is not lowered yet",
	"sm80/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.local_alloc is not lowered yet",
	"sm80/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.local_alloc is not lowered yet",
	"sm80/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.local_alloc is not lowered yet",
	"sm80/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "ttg.local_alloc is not lowered yet",
	"sm80/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "ttg.local_alloc is not lowered yet",
	"sm90/argmax_fp32#0/57-convert-triton-gpu-to-llvm":            "ttg.convert_layout: lowering a layout conversion between lanes is not supported yet",
	"sm90/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.local_alloc is not lowered yet",
	"sm90/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.local_alloc is not lowered yet",
	"sm90/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.local_alloc is not lowered yet",
	"sm90/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.local_alloc is not lowered yet",
	"sm90/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "ttg.local_alloc is not lowered yet",
	"sm90/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "ttg.local_alloc is not lowered yet",
}

// TestCorpusPasses replays every application of convert-triton-gpu-to-llvm in the corpus.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, nvidiallvm.Register, knownFailures) }
