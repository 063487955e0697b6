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
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, tt.Dialect())
	return ctx
}

// TestGoldenRoundTrip parses each testdata/*.mlir (every tt op, written as Triton prints it),
// verifies it, and compares the custom and generic printed forms with the .golden and .generic
// files beside it; both parse back to the same text.
func TestGoldenRoundTrip(t *testing.T) {
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
