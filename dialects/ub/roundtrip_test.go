package ub_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// newContext returns a context with the upstream dialects the test inputs use.
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, ub.Dialect)
	ctx.AllowUnregistered = true
	return ctx
}

// TestRoundTrip parses each testdata input, verifies it and compares its printed form with
// what mlir-opt-22 prints for the same input (the .golden file beside it); mlir-opt's generic
// form of the input (the .generic file) and ours must parse back to the same ops.
func TestRoundTrip(t *testing.T) {
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
			ctx := newContext()
			op, err := asm.ParseSourceString(ctx, in, string(src))
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
			// mlir-opt's generic form of the input, and ours, parse back to the same ops.
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
