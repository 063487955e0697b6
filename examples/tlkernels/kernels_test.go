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
		"argmax_fp32": Argmax, "transpose_fp32": Transpose, "rope_fp32": Rope, "gather_fp32": Gather, "copy_cache_fp16": CopyCache, "persistent_matmul_fp16": Persistent,
		"bf16_matmul_tanh": Bf16MatmulTanh, "blockptr_matmul_fp16": BlockPtrMatmul,
		"tma_matmul_fp16": TMAMatmul, "dropout_fp32": Dropout,
	} {
		t.Run(name, func(t *testing.T) {
			module, err := build(nil)
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
				want, err := frontendtest.CorpusTTIR(arch.dir, name)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("make-ttir of the Go kernel differs from Triton's for %s (-triton +ttgo):\n%s", arch.dir, diff)
				}
			}
		})
	}
}
