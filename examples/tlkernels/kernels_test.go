package tlkernels

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/frontend/frontendtest"
	"github.com/ttgo/ttgo/ir"
)

// TestKernelsMatchTriton builds each kernel, runs make-ttir on it and compares the result with
// the Triton IR Triton 3.6 made from the Python source (names and locations aside).
func TestKernelsMatchTriton(t *testing.T) {
	for name, build := range map[string]func(*ir.Context) (*ir.Operation, error){
		"add_fp32": Add, "softmax_fp32": Softmax, "layernorm_fp16": Layernorm, "matmul_fp16": Matmul,
	} {
		t.Run(name, func(t *testing.T) {
			module, err := build(nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := frontendtest.MakeTTIR(module, 80)
			if err != nil {
				t.Fatal(err)
			}
			want, err := frontendtest.CorpusTTIR("sm80", name)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("make-ttir of the Go kernel differs from Triton's (-triton +ttgo):\n%s", diff)
			}
		})
	}
}
