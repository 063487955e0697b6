package asm

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/ir"
)

// TestParseErrors parses each testdata/parse_errors/*.mlir input (with unregistered
// dialects allowed) and compares the rendered diagnostic with what mlir-opt-22 prints for
// it (the .err file beside it, with the file name replaced by FILE). Where mlir-opt reports
// several errors, the first one must match.
func TestParseErrors(t *testing.T) {
	inputs, err := filepath.Glob("testdata/parse_errors/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) == 0 {
		t.Fatal("no inputs")
	}
	for _, in := range inputs {
		t.Run(strings.TrimSuffix(filepath.Base(in), ".mlir"), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(in, ".mlir") + ".err")
			if err != nil {
				t.Fatal(err)
			}
			ctx := ir.NewContext()
			ctx.AllowUnregistered = true
			_, perr := ParseSourceString(ctx, "FILE", string(src))
			var d *ir.Diagnostic
			if !errors.As(perr, &d) {
				t.Fatalf("got error %v, want a diagnostic", perr)
			}
			got := FormatDiagnostic(d, "FILE", string(src))
			if !strings.HasPrefix(string(want), got) || !strings.HasPrefix(string(want)[len(got):]+"FILE:", "FILE:") {
				t.Errorf("diagnostic mismatch (-mlir-opt +ttgo):\n%s", cmp.Diff(string(want), got))
			}
		})
	}
}
