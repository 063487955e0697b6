package tt_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// TestEffectsAgainstTriton canonicalizes testdata/effects/*.mlir, modules of unused tt ops, and
// compares the result with what Triton 3.6's canonicalizer left (NAME.mlir.triton, recorded by
// internal/tritonoracle): an op is erased exactly when Triton's traits and getEffects make it
// dead.
func TestEffectsAgainstTriton(t *testing.T) {
	inputs, err := filepath.Glob("testdata/effects/*.mlir")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(in + ".triton")
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, tt.Dialect(), arith.Dialect)
			f, err := asm.ParseSourceWithOptions(ctx, filepath.Base(in), string(src), asm.ParseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			ps := rewrite.NewPatternSet()
			if err := ps.AddCanonicalizationPatterns(ctx); err != nil {
				t.Fatal(err)
			}
			rewrite.ApplyPatternsGreedily(f.Op, ps, rewrite.DefaultGreedyConfig())
			if err := ir.Verify(f.Op); err != nil {
				t.Fatal(err)
			}
			got := asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true})
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
			}
		})
	}
}
