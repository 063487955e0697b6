package ttg_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestTensorLayoutVerifier parses testdata/layoutverify/*.mlir, modules whose tensors' layouts
// agree or disagree with their module's warps, lanes and CTAs, and requires Triton 3.6's
// verdict, recorded by internal/tritonoracle: the first error (NAME.mlir.triton-diag, as
// line:col: message) or the module printed back (NAME.mlir.triton).
func TestTensorLayoutVerifier(t *testing.T) {
	inputs, err := filepath.Glob("testdata/layoutverify/*.mlir")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			f, err := asm.ParseSourceWithOptions(newContext(), filepath.Base(in), string(src), asm.ParseOptions{})
			if err == nil {
				err = ir.Verify(f.Op)
			}
			if want, rerr := os.ReadFile(in + ".triton-diag"); rerr == nil {
				if got := diagText(err); got != string(want) {
					t.Errorf("first error differs from Triton's:\ngot:  %q\nwant: %q", got, want)
				}
				return
			}
			if err != nil {
				t.Fatalf("Triton accepts this module, ttgo does not: %v", err)
			}
			want, err := os.ReadFile(in + ".triton")
			if err != nil {
				t.Fatal(err)
			}
			if got := asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}); got != string(want) {
				t.Errorf("printed module differs from Triton's:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// diagText renders err as the .triton-diag files hold Triton's first error.
func diagText(err error) string {
	var d *ir.Diagnostic
	if err == nil || !errors.As(err, &d) {
		return fmt.Sprint(err)
	}
	if fl, ok := d.Loc.(*ir.FileLineColLoc); ok {
		return fmt.Sprintf("%d:%d: %s\n", fl.Line, fl.Col, d.Message)
	}
	return d.Message + "\n"
}
