package ttpasses_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/tritonoracle"
	"github.com/ttgo/ttgo/ir"
)

const rewriteTensorPointerData = "testdata/rewrite-tensor-pointer"

// loadRecorded loads the Triton-recorded cases of dir, failing the test when there are fewer
// than min.
func loadRecorded(t *testing.T, dir string, min int) []tritonoracle.Case {
	t.Helper()
	cases, err := tritonoracle.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < min {
		t.Fatalf("want at least %d recorded inputs in %s, have %d", min, dir, len(cases))
	}
	return cases
}

// TestRewriteTensorPointerAgainstTriton replays every input Triton 3.6's
// ttir.rewrite_tensor_pointer ran on and requires ttgo's output to be the same bytes.
func TestRewriteTensorPointerAgainstTriton(t *testing.T) {
	for _, c := range loadRecorded(t, rewriteTensorPointerData, 12) {
		t.Run(filepath.Base(c.Path), func(t *testing.T) {
			got, err := c.Run()
			if err != nil {
				t.Fatalf("Triton rewrites this input, ttgo fails: %v", err)
			}
			if d := cmp.Diff(c.Want, got); d != "" {
				t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
			}
		})
	}
}

// TestRewriteTensorPointerPipelineAgainstTriton runs block-pointer kernels through the passes
// Triton ran after this one (make_ttir's, in pipeline/) and compares the ops, their order,
// operands and attributes with Triton's output; locations are left out, as the other passes
// still differ from Triton in the locations of the constants they fold.
func TestRewriteTensorPointerPipelineAgainstTriton(t *testing.T) {
	for _, c := range loadRecorded(t, filepath.Join(rewriteTensorPointerData, "pipeline"), 1) {
		t.Run(filepath.Base(c.Path), func(t *testing.T) {
			got, err := c.Run()
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(ttOpt(t, c.Want), ttOpt(t, got)); d != "" {
				t.Errorf("differs from Triton (-triton +ttgo):\n%s", d)
			}
		})
	}
}

// TestRewriteTensorPointerUnsupported runs the inputs Triton's pass fails on: block pointers
// through scf.while, cf branches, function arguments, calls and selects, made inside the scf.if
// returning them, or padded without a boundary check. ttgo reports a located error instead of
// crashing; where Triton's failure was a located error (unsupported/triton-stderr.txt, Triton's
// stderr), ttgo's is the same.
func TestRewriteTensorPointerUnsupported(t *testing.T) {
	dir := filepath.Join(rewriteTensorPointerData, "unsupported")
	tritonErrors := tritonLocatedErrors(t, filepath.Join(dir, "triton-stderr.txt"))
	for _, c := range loadRecorded(t, dir, 1) {
		name := filepath.Base(c.Path)
		t.Run(name, func(t *testing.T) {
			if c.TritonError == "" {
				t.Fatal("Triton did not fail on this input")
			}
			_, runErr := c.Run()
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
