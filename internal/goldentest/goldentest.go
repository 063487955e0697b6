// Package goldentest holds the round-trip test the upstream dialect packages share: each
// testdata input must print what mlir-opt-22 prints for it (its .golden file), and
// mlir-opt's generic form (its .generic file) and ours must parse back to the same ops.
package goldentest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// RoundTrip runs the golden round trip on every testdata/*.mlir file of the calling package;
// newContext returns a context with the dialects the inputs use.
func RoundTrip(t *testing.T, newContext func() *ir.Context) {
	t.Helper()
	inputs, err := filepath.Glob("testdata/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			op, err := asm.ParseSourceString(newContext(), in, string(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			want, err := os.ReadFile(in + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			// mlir-opt ends its output with an empty line.
			golden := strings.TrimRight(string(want), "\n") + "\n"
			if diff := cmp.Diff(golden, asm.String(op, asm.PrintOptions{})); diff != "" {
				t.Errorf("custom form mismatch (-mlir-opt +ttgo):\n%s", diff)
			}
			ours := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true})
			theirs, err := os.ReadFile(in + ".generic")
			if err != nil {
				t.Fatal(err)
			}
			for _, generic := range []string{string(theirs), ours} {
				again, err := asm.ParseSourceString(newContext(), in+".generic", generic)
				if err != nil {
					t.Fatalf("parse generic form: %v", err)
				}
				if diff := cmp.Diff(golden, asm.String(again, asm.PrintOptions{})); diff != "" {
					t.Errorf("generic form does not round-trip (-mlir-opt +ttgo):\n%s", diff)
				}
			}
		})
	}
}

// VerifyError parses src with a context from newContext and returns the message of the first
// parse or verify error, or "" when there is none.
func VerifyError(newContext func() *ir.Context, src string) string {
	op, err := asm.ParseSourceString(newContext(), "v.mlir", src)
	if err == nil {
		err = ir.Verify(op)
	}
	if err == nil {
		return ""
	}
	if d, ok := err.(*ir.Diagnostic); ok {
		return d.Message
	}
	return err.Error()
}
