// Package goldentest holds the tests the upstream dialect packages share: the round trip, in
// which each testdata input must print what mlir-opt-22 prints for it (its .golden file) and
// mlir-opt's generic form (its .generic file) and ours must parse back to the same ops; and
// canonicalization cases checked against mlir-opt-22 --canonicalize.
package goldentest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
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

// Canonicalize runs, as subtest name, the greedy driver with the folders and
// canonicalization patterns of the dialects newContext loads on the module in, and compares
// the result with want, what mlir-opt-22 --canonicalize prints for it.
func Canonicalize(t *testing.T, newContext func() *ir.Context, name, in, want string) {
	t.Helper()
	t.Run(name, func(t *testing.T) {
		ctx := newContext()
		op, err := asm.ParseSourceString(ctx, name+".mlir", in)
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		ps := rewrite.NewPatternSet()
		ps.AddCanonicalizationPatterns(ctx)
		rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
		if err := ir.Verify(op); err != nil {
			t.Fatalf("verify: %v", err)
		}
		want := strings.TrimRight(want, "\n") + "\n"
		if d := cmp.Diff(want, asm.String(op, asm.PrintOptions{})); d != "" {
			t.Errorf("canonicalized form differs from mlir-opt-22 (-want +got):\n%s", d)
		}
	})
}

// Recorded runs the round trip against recorded goldens of ttgo's own output, for dialects
// mlir-opt does not know (Triton's): each testdata/*.mlir must print its .golden (custom) and
// .generic files, and both must parse back, verify and print the same text again. With
// TTGO_UPDATE_GOLDEN set in the environment the files are rewritten first.
func Recorded(t *testing.T, newContext func() *ir.Context) {
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
			for _, c := range []struct {
				ext  string
				opts asm.PrintOptions
			}{{".golden", asm.PrintOptions{}}, {".generic", asm.PrintOptions{PrintGenericOpForm: true}}} {
				got := asm.String(op, c.opts)
				if os.Getenv("TTGO_UPDATE_GOLDEN") != "" {
					if err := os.WriteFile(in+c.ext, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(in + c.ext)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("%s mismatch (-want +got):\n%s", c.ext, diff)
				}
				again, err := asm.ParseSourceString(newContext(), in+c.ext, got)
				if err != nil {
					t.Fatalf("reparse %s: %v", c.ext, err)
				}
				if err := ir.Verify(again); err != nil {
					t.Fatalf("verify %s: %v", c.ext, err)
				}
				if diff := cmp.Diff(got, asm.String(again, c.opts)); diff != "" {
					t.Errorf("%s not stable (-first +second):\n%s", c.ext, diff)
				}
			}
		})
	}
}
