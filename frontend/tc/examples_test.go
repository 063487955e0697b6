package tc

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/frontend/frontendtest"
)

// TestExamplesMatchTriton compiles examples/triton-c/NAME.tc, runs make-ttir and compares the
// result with the Triton IR Triton 3.6 made for the same kernel from Python.
func TestExamplesMatchTriton(t *testing.T) {
	for _, c := range []struct{ example, corpus string }{
		{"add", "add_fp32"}, {"softmax", "softmax_fp32"}, {"layernorm", "layernorm_fp16"}, {"matmul", "matmul_fp16"},
		{"argmax", "argmax_fp32"}, {"transpose", "transpose_fp32"}, {"gather", "gather_fp32"},
		{"bf16_matmul_tanh", "bf16_matmul_tanh"}, {"dropout", "dropout_fp32"},
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
			for _, arch := range []struct {
				dir string
				cc  int
			}{{"sm80", 80}, {"sm90", 90}} {
				got, err := frontendtest.MakeTTIR(module, arch.cc)
				if err != nil {
					t.Fatal(err)
				}
				want, err := frontendtest.CorpusTTIR(arch.dir, c.corpus)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("make-ttir of %s differs from Triton's for %s (-triton +ttgo):\n%s", path, arch.dir, diff)
				}
			}
		})
	}
}
