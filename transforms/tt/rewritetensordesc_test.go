package ttpasses_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/tritonoracle"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
	"github.com/ttgo/ttgo/ttopt"
)

// TestRewriteTensorDescriptorGoldens replays the inputs of testdata/rewrite-tensor-descriptor
// through triton-rewrite-tensor-descriptor-to-pointer and requires what Triton 3.6 printed
// for them (recorded with internal/tritonoracle), byte for byte; an input Triton rejected must
// fail here too, with Triton's first error. Region arguments without a loc(...) have
// all-digit names in the inputs: ttgo revives other names as prefixes, which Triton's parser
// does not.
func TestRewriteTensorDescriptorGoldens(t *testing.T) {
	tritonoracle.CheckDir(t, filepath.Join("testdata", "rewrite-tensor-descriptor"), 35)
}

// TestRewriteTensorDescriptorFailureLeavesModule checks that the pass fails before it changes
// anything: on inputs it rejects, the module prints as it did before.
func TestRewriteTensorDescriptorFailureLeavesModule(t *testing.T) {
	for _, name := range []string{"reduce_min_signless_error.mlir", "reduce_fmax_error.mlir", "cf_branch.mlir"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", "rewrite-tensor-descriptor", name))
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			ctx.Load(ttopt.DefaultRegistry().Dialects...)
			mod, err := asm.ParseSourceString(ctx, name, string(src))
			if err != nil {
				t.Fatal(err)
			}
			var before, after strings.Builder
			if err := asm.Print(&before, mod, asm.PrintOptions{}); err != nil {
				t.Fatal(err)
			}
			if err := ttpasses.NewRewriteTensorDescriptorToPointer().Run(mod, nil); err == nil {
				t.Fatal("the pass accepted an input Triton rejects")
			}
			if err := asm.Print(&after, mod, asm.PrintOptions{}); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(before.String(), after.String()); diff != "" {
				t.Errorf("the failed pass changed the module (-before +after):\n%s", diff)
			}
		})
	}
}

// TestRewriteTensorDescriptorRejectsMismatchedArity checks the diagnostics for descriptor ops
// whose shapes, strides or offsets do not match the block's rank, which the verifier lets
// through and the lowering cannot handle.
func TestRewriteTensorDescriptorRejectsMismatchedArity(t *testing.T) {
	for name, tc := range map[string]struct{ body, want string }{
		"load": {
			body: `%x = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<8x8xf32>> -> tensor<8x8xf32>`,
			want: "3:8: error: 'tt.descriptor_load' op has 1 offsets, shapes or strides for a block of rank 2",
		},
		"reduce": {
			body: `tt.descriptor_reduce add, %d[%i, %i, %i], %v : !tt.tensordesc<tensor<8x8xf32>>, tensor<8x8xf32>`,
			want: "3:3: error: 'tt.descriptor_reduce' op has 3 offsets, shapes or strides for a block of rank 2",
		},
		"make": {
			body: `%e = tt.make_tensor_descriptor %p, [%i], [%s] : <f32>, <tensor<8x8xf32>>`,
			want: "3:8: error: 'tt.make_tensor_descriptor' op has 1 offsets, shapes or strides for a block of rank 2",
		},
	} {
		t.Run(name, func(t *testing.T) {
			src := "module {\ntt.func @f(%d: !tt.tensordesc<tensor<8x8xf32>>, %p: !tt.ptr<f32>, %s: i64, %i: i32, %v: tensor<8x8xf32>) {\n  " +
				tc.body + "\n  tt.return\n}\n}\n"
			var out, errOut bytes.Buffer
			code := ttopt.Run(ttopt.DefaultRegistry(), []string{"--triton-rewrite-tensor-descriptor-to-pointer", "-"},
				strings.NewReader(src), &out, &errOut)
			if code == 0 || !strings.Contains(errOut.String(), tc.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant an error containing %q", code, errOut.String(), tc.want)
			}
		})
	}
}
