package asm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
)

// TestParseRoundTrip parses each testdata/parse_roundtrip/*.mlir input with the builtin
// dialect loaded and unregistered dialects allowed, and prints it in the generic form with locations; the text must equal
// what `mlir-opt-22 --allow-unregistered-dialect -mlir-print-op-generic
// -mlir-print-debuginfo` prints (the .golden file beside it).
func TestParseRoundTrip(t *testing.T) {
	inputs, err := filepath.Glob("testdata/parse_roundtrip/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range inputs {
		t.Run(strings.TrimSuffix(filepath.Base(in), ".mlir"), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(in, ".mlir") + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect)
			ctx.AllowUnregistered = true
			f, err := ParseSource(ctx, filepath.Base(in), string(src))
			if err != nil {
				t.Fatal(err)
			}
			got := String(f.Op, PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true})
			// mlir-opt prints the file's resources after the module, and a final newline.
			if i := strings.Index(string(want), "\n{-#"); i >= 0 {
				want = want[:i+1]
			}
			want = []byte(strings.TrimSuffix(string(want), "\n\n") + "\n")
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("generic form differs from mlir-opt (-want +got):\n%s", diff)
			}
			// The printed form parses back to the same text.
			again, err := ParseSourceString(ctx, filepath.Base(in), got)
			if err != nil {
				t.Fatalf("reparse: %v", err)
			}
			if diff := cmp.Diff(got, String(again, PrintOptions{PrintGenericOpForm: true, PrintDebugInfo: true})); diff != "" {
				t.Errorf("second round trip differs (-first +second):\n%s", diff)
			}
		})
	}
}

func TestResources(t *testing.T) {
	src, err := os.ReadFile("testdata/parse_roundtrip/resources.mlir")
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	f, err := ParseSource(ctx, "r.mlir", string(src))
	if err != nil {
		t.Fatal(err)
	}
	r, ok := f.Resource("mlir_reproducer", "pipeline")
	if !ok || r.Section != "external_resources" {
		t.Fatalf("pipeline resource missing: %+v", f.Resources)
	}
	if s, ok := r.StringValue(); !ok || s != "builtin.module(canonicalize)" {
		t.Errorf("pipeline = %q, %v", s, ok)
	}
	r, _ = f.Resource("mlir_reproducer", "verify_each")
	if b, ok := r.BoolValue(); !ok || !b {
		t.Errorf("verify_each = %v, %v", b, ok)
	}
	if len(f.Resources) != 3 {
		t.Errorf("got %d resources, want 3", len(f.Resources))
	}
}
