package nvvm_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, llvm.Dialect, nvvm.Dialect)
	return ctx
}

var ssaName = regexp.MustCompile(`%[A-Za-z0-9_#]+`)

// TestRoundTrip parses each testdata input and compares its custom and generic print-outs
// with mlir-opt-22's (the .golden and .generic files beside it, SSA names aside in the
// generic form); mlir-opt's generic form must print back to the custom one.
func TestRoundTrip(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			read := func(path string) string {
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				return strings.TrimRight(string(b), "\n") + "\n"
			}
			golden, generic := read(in+".golden"), read(in+".generic")
			op, err := asm.ParseSourceString(newContext(), in, read(in))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			if diff := cmp.Diff(golden, asm.String(op, asm.PrintOptions{})); diff != "" {
				t.Errorf("custom form mismatch (-mlir-opt +ttgo):\n%s", diff)
			}
			ours := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true})
			if diff := cmp.Diff(ssaName.ReplaceAllString(generic, "%"), ssaName.ReplaceAllString(ours, "%")); diff != "" {
				t.Errorf("generic form mismatch (-mlir-opt +ttgo):\n%s", diff)
			}
			again, err := asm.ParseSourceString(newContext(), in+".generic", generic)
			if err != nil {
				t.Fatalf("parse generic form: %v", err)
			}
			if diff := cmp.Diff(golden, asm.String(again, asm.PrintOptions{})); diff != "" {
				t.Errorf("generic form does not print back (-mlir-opt +ttgo):\n%s", diff)
			}
		})
	}
}
