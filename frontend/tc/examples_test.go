package tc

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/frontend/frontendtest"
)

// constantOrder lists the examples whose make-ttir output differs from Triton's only in the
// order of the hoisted constants (so in the names %cst_N), with the cause. A listed example
// that matches exactly fails the test, so the list stays honest.
var constantOrder = map[string]string{
	"matmul": "Triton's frontend makes the accumulator with a call of tl.zeros and emits dead scalar " +
		"constants (to_tensor) and the dead overflow checks of sanitize_overflow, which change the order " +
		"in which the inliner's canonicalization hoists the constants",
}

// TestExamplesMatchTriton compiles examples/triton-c/NAME.tc, runs make-ttir and compares the
// result with the Triton IR Triton 3.6 made for the same kernel from Python.
func TestExamplesMatchTriton(t *testing.T) {
	for _, c := range []struct{ example, corpus string }{
		{"add", "add_fp32"}, {"softmax", "softmax_fp32"}, {"layernorm", "layernorm_fp16"}, {"matmul", "matmul_fp16"},
		{"argmax", "argmax_fp32"}, {"transpose", "transpose_fp32"},
	} {
		t.Run(c.example, func(t *testing.T) {
			path := filepath.Join(frontendtest.RepoRoot(), "examples", "triton-c", c.example+".tc")
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			module, err := Compile(nil, path, string(src), Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := frontendtest.MakeTTIR(module, 80)
			if err != nil {
				t.Fatal(err)
			}
			want, err := frontendtest.CorpusTTIR("sm80", c.corpus)
			if err != nil {
				t.Fatal(err)
			}
			cause, known := constantOrder[c.example]
			switch diff := cmp.Diff(want, got); {
			case diff == "" && known:
				t.Errorf("%s matches Triton exactly now: remove it from constantOrder", c.example)
			case diff != "" && !known:
				t.Errorf("make-ttir of %s differs from Triton's (-triton +ttgo):\n%s", path, diff)
			case known:
				if d := frontendtest.SameOpsAndTypes(want, got); d != "" {
					t.Errorf("beyond the known difference (%s): %s", cause, d)
				}
			}
		})
	}
}
