package ttpasses_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
	"github.com/ttgo/ttgo/ttopt"
)

// TestRewriteTensorDescriptorGoldens replays the inputs of testdata/rewrite-tensor-descriptor
// through triton-rewrite-tensor-descriptor-to-pointer and requires what Triton 3.6 printed
// for them (NAME.mlir.triton, recorded with internal/tritonoracle), byte for byte; an input
// Triton rejected (NAME.mlir.triton-error) must fail here too, with the first of the errors
// Triton printed (NAME.mlir.triton-diagnostics). Region arguments without a
// loc(...) have all-digit names in the inputs: tt-opt revives other names under
// --mlir-use-nameloc-as-prefix, which Triton's parser does not.
func TestRewriteTensorDescriptorGoldens(t *testing.T) {
	dir := filepath.Join("testdata", "rewrite-tensor-descriptor")
	inputs, err := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in %s: %v", dir, err)
	}
	t.Chdir(dir)
	replayed := 0
	for _, in := range inputs {
		name := filepath.Base(in)
		t.Run(strings.TrimSuffix(name, ".mlir"), func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := ttopt.Run(ttopt.DefaultRegistry(), []string{"--mlir-print-debuginfo", "--mlir-use-nameloc-as-prefix",
				"--triton-rewrite-tensor-descriptor-to-pointer", name}, nil, &out, &errOut)
			if _, err := os.Stat(name + ".triton-error"); err == nil {
				if code == 0 {
					t.Fatalf("Triton rejects %s, tt-opt printed:\n%s", name, out.String())
				}
				diags, err := os.ReadFile(name + ".triton-diagnostics")
				if err != nil {
					t.Fatalf("no recorded diagnostics: %v", err)
				}
				// Triton may report more than one error; the first must be tt-opt's.
				want, _, _ := strings.Cut(string(diags), "\n")
				if got, _, _ := strings.Cut(errOut.String(), "\n"); got != want {
					t.Errorf("first diagnostic:\n got %s\nwant %s", got, want)
				}
				replayed++
				return
			}
			want, err := os.ReadFile(name + ".triton")
			if err != nil {
				t.Fatalf("no golden: %v", err)
			}
			if code != 0 {
				t.Fatalf("tt-opt failed (exit %d):\n%s", code, errOut.String())
			}
			// tt-opt ends its output with a newline after the module, as mlir-opt does; Triton's
			// module printer does not.
			if diff := cmp.Diff(string(want)+"\n", out.String()); diff != "" {
				t.Errorf("output differs from Triton's (-triton +tt-opt):\n%s", diff)
			}
			replayed++
		})
	}
	if replayed < 10 {
		t.Errorf("replayed %d recorded pairs, want at least 10", replayed)
	}
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
