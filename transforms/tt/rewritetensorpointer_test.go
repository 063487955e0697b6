package ttpasses_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	ttpasses "github.com/ttgo/ttgo/transforms/tt"
	"github.com/ttgo/ttgo/ttopt"
)

const rewriteTensorPointerData = "testdata/rewrite-tensor-pointer"

// rewriteTensorPointer parses src as file name the way Triton's oracle does (no names taken
// from SSA identifiers), verifies it, runs the pass, verifies again and prints with debug info
// and name locations as prefixes, as the oracle prints.
func rewriteTensorPointer(name, src string) (string, error) {
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSourceWithOptions(ctx, name, src, asm.ParseOptions{})
	if err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	if err := ttpasses.NewRewriteTensorPointer().Run(f.Op, nil); err != nil {
		return "", err
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", err
	}
	return asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}), nil
}

// TestRewriteTensorPointerAgainstTriton replays every input Triton 3.6's
// ttir.rewrite_tensor_pointer ran on (recorded by internal/tritonoracle as NAME.mlir.triton)
// and requires ttgo's output to be the same bytes.
func TestRewriteTensorPointerAgainstTriton(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join(rewriteTensorPointerData, "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) < 12 {
		t.Fatalf("want at least 12 recorded inputs, have %d", len(inputs))
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, want := readOracleCase(t, in)
			got, err := rewriteTensorPointer(filepath.Base(in), src)
			if err != nil {
				t.Fatalf("Triton rewrites this input, ttgo fails: %v", err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
			}
		})
	}
}

// oracleFlagsOfTriton maps the oracle's names of Triton's passes to tt-opt's flags.
var oracleFlagsOfTriton = map[string]string{
	"common.inliner": "--inline", "ttir.rewrite_tensor_pointer": "--triton-rewrite-tensor-pointer",
	"common.canonicalizer": "--canonicalize", "ttir.combine": "--triton-combine",
	"ttir.reorder_broadcast": "--triton-reorder-broadcast", "common.cse": "--cse",
	"common.symbol_dce": "--symbol-dce", "ttir.loop_unroll": "--triton-loop-unroll",
}

// TestRewriteTensorPointerPipelineAgainstTriton runs block-pointer kernels through the passes
// Triton ran after this one (make_ttir's, in pipeline/) and compares the ops, their order,
// operands and attributes with Triton's output; locations are left out, as the other passes
// still differ from Triton in the locations of the constants they fold.
func TestRewriteTensorPointerPipelineAgainstTriton(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join(rewriteTensorPointerData, "pipeline", "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) == 0 {
		t.Fatal("no inputs")
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			header, _, _ := strings.Cut(string(src), "\n")
			names, ok := strings.CutPrefix(header, "// ORACLE: ")
			if !ok {
				t.Fatal("no ORACLE header")
			}
			var flags []string
			for _, n := range strings.Split(names, ",") {
				f, ok := oracleFlagsOfTriton[n]
				if !ok {
					t.Fatalf("no tt-opt flag for Triton's %s", n)
				}
				flags = append(flags, f)
			}
			want, err := os.ReadFile(in + ".triton")
			if err != nil {
				t.Fatal(err)
			}
			got := ttOpt(t, string(src), flags...)
			if d := cmp.Diff(ttOpt(t, string(want)), got); d != "" {
				t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
			}
		})
	}
}

// TestRewriteTensorPointerUnsupported runs the inputs Triton's pass fails on
// (NAME.mlir.triton-error): block pointers through scf.while, cf branches, function arguments,
// calls and selects, made inside the scf.if returning them, or padded without a boundary check.
// ttgo reports a located error instead of crashing; where Triton's failure was a located
// error (unsupported/triton-stderr.txt, Triton's stderr), ttgo's is the same.
func TestRewriteTensorPointerUnsupported(t *testing.T) {
	dir := filepath.Join(rewriteTensorPointerData, "unsupported")
	inputs, err := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) == 0 {
		t.Fatal("no inputs")
	}
	tritonErrors := tritonLocatedErrors(t, filepath.Join(dir, "triton-stderr.txt"))
	for _, in := range inputs {
		name := filepath.Base(in)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(in + ".triton-error"); err != nil {
				t.Fatal("no .triton-error golden: Triton did not fail on this input")
			}
			_, runErr := rewriteTensorPointer(name, string(src))
			var d *ir.Diagnostic
			if !errors.As(runErr, &d) {
				t.Fatalf("want a diagnostic, got %v", runErr)
			}
			file, line, col, ok := ir.FileLineCol(d.Loc)
			if !ok {
				t.Fatalf("diagnostic without a file location: %v", d)
			}
			got := fmt.Sprintf("%s:%d:%d: error: %s", file, line, col, d.Message)
			if want, ok := tritonErrors[name]; ok && got != want {
				t.Errorf("error differs from Triton's:\ngot:  %s\nwant: %s", got, want)
			}
		})
	}
}

// tritonLocatedErrors reads the first `NAME:line:col: error: ...` line of each `=== NAME`
// section of a file of Triton's stderr.
func tritonLocatedErrors(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	errs := map[string]string{}
	name := ""
	for _, l := range strings.Split(string(b), "\n") {
		if n, ok := strings.CutPrefix(l, "=== "); ok {
			name = n
			continue
		}
		if _, seen := errs[name]; !seen && strings.HasPrefix(l, name+":") && strings.Contains(l, ": error: ") {
			errs[name] = l
		}
	}
	return errs
}

func readOracleCase(t *testing.T, in string) (src, want string) {
	t.Helper()
	b, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), "// ORACLE: ttir.rewrite_tensor_pointer\n") {
		t.Fatal("no ORACLE header")
	}
	w, err := os.ReadFile(in + ".triton")
	if err != nil {
		t.Fatal(err)
	}
	return string(b), string(w)
}
