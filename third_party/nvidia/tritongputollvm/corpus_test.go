package tritongputollvm_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t testing.TB, input string, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// TestCorpusConvertTritonGPUToLLVM replays every application of convert-triton-gpu-to-llvm
// in the corpus.
func TestCorpusConvertTritonGPUToLLVM(t *testing.T) {
	corpus.Replay(t, func(flag string) bool { return flag == "convert-triton-gpu-to-llvm" }, nil, ttOpt)
}
