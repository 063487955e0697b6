package tritongputollvm_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

// ttOpt runs tt-opt with args on input and returns what it prints, or its diagnostics when it
// fails, so that a kernel the pass cannot lower yet differs with its cause.
func ttOpt(t testing.TB, input string, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		return fmt.Sprintf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// knownFailures are the applications of convert-triton-gpu-to-llvm that differ from Triton
// today, with the first construct the lowering lacks.
var knownFailures = map[string]string{
	"sm80/argmax_fp32#0/57-convert-triton-gpu-to-llvm":            "ttg.convert_layout: lowering a layout conversion between lanes is not supported yet",
	"sm80/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.local_alloc is not lowered yet",
	"sm80/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.local_alloc is not lowered yet",
	"sm80/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.local_alloc is not lowered yet",
	"sm80/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.local_alloc is not lowered yet",
	"sm80/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "arith.ceildivsi is not lowered yet",
	"sm80/rope_fp32#0/57-convert-triton-gpu-to-llvm":              "ttg.convert_layout: lowering a layout conversion through shared memory is not supported yet",
	"sm80/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "ttg.local_alloc is not lowered yet",
	"sm80/transpose_fp32#0/57-convert-triton-gpu-to-llvm":         "ttg.convert_layout: lowering a layout conversion through shared memory is not supported yet",
	"sm90/argmax_fp32#0/57-convert-triton-gpu-to-llvm":            "ttg.convert_layout: lowering a layout conversion between lanes is not supported yet",
	"sm90/bf16_matmul_tanh#0/57-convert-triton-gpu-to-llvm":       "ttg.local_alloc is not lowered yet",
	"sm90/blockptr_matmul_fp16#0/57-convert-triton-gpu-to-llvm":   "ttg.local_alloc is not lowered yet",
	"sm90/matmul_fp16#0/57-convert-triton-gpu-to-llvm":            "ttg.local_alloc is not lowered yet",
	"sm90/matmul_fp16#1/125-convert-triton-gpu-to-llvm":           "ttg.local_alloc is not lowered yet",
	"sm90/persistent_matmul_fp16#0/57-convert-triton-gpu-to-llvm": "arith.ceildivsi is not lowered yet",
	"sm90/rope_fp32#0/57-convert-triton-gpu-to-llvm":              "ttg.convert_layout: lowering a layout conversion through shared memory is not supported yet",
	"sm90/tma_matmul_fp16#0/57-convert-triton-gpu-to-llvm":        "ttg.local_alloc is not lowered yet",
	"sm90/transpose_fp32#0/57-convert-triton-gpu-to-llvm":         "ttg.convert_layout: lowering a layout conversion through shared memory is not supported yet",
}

// TestCorpusConvertTritonGPUToLLVM replays every application of convert-triton-gpu-to-llvm
// in the corpus.
func TestCorpusConvertTritonGPUToLLVM(t *testing.T) {
	corpus.Replay(t, func(flag string) bool { return flag == "convert-triton-gpu-to-llvm" }, corpus.NewKnownFailures(knownFailures), ttOpt)
}
