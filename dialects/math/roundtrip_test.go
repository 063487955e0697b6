package math_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// newContext returns a context with the upstream dialects the test inputs use.
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, math.Dialect)
	ctx.AllowUnregistered = true
	return ctx
}

// TestRoundTrip parses each testdata input, verifies it and compares the custom and generic
// printed forms with what mlir-opt-22 prints for the same input (the .golden and .generic
// files beside it).
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
			for _, c := range []struct {
				ext  string
				opts asm.PrintOptions
			}{{".golden", asm.PrintOptions{}}, {".generic", asm.PrintOptions{PrintGenericOpForm: true}}} {
				want, err := os.ReadFile(in + c.ext)
				if err != nil {
					t.Fatal(err)
				}
				got := asm.String(op, c.opts)
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("%s mismatch (-mlir-opt +ttgo):\n%s", c.ext, diff)
				}
				// The printed form parses back to the same text.
				again, err := asm.ParseSourceString(newContext(), in+c.ext, got)
				if err != nil {
					t.Fatalf("reparse %s: %v", c.ext, err)
				}
				if diff := cmp.Diff(got, asm.String(again, c.opts)); diff != "" {
					t.Errorf("%s not stable (-first +second):\n%s", c.ext, diff)
				}
			}
		})
	}
}

// verifyError parses src and returns the message of the first parse or verify error.
func verifyError(t *testing.T, src string) string {
	t.Helper()
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
