package ttpasses_test

import (
	"errors"
	"path/filepath"
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
	tritonoracle.CheckDir(t, rewriteTensorPointerData, 12)
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
// crashing; where Triton's failure was a located error (in NAME.mlir.triton-stderr), ttgo's
// first error is the same.
func TestRewriteTensorPointerUnsupported(t *testing.T) {
	for _, c := range loadRecorded(t, filepath.Join(rewriteTensorPointerData, "unsupported"), 7) {
		t.Run(filepath.Base(c.Path), func(t *testing.T) {
			if c.TritonError == "" {
				t.Fatal("Triton did not fail on this input")
			}
			got, runErr := c.Run()
			c.Check(t, got, runErr)
			var d *ir.Diagnostic
			if !errors.As(runErr, &d) {
				t.Fatalf("want a diagnostic, got %v", runErr)
			}
			if _, _, _, ok := ir.FileLineCol(d.Loc); !ok {
				t.Fatalf("diagnostic without a file location: %v", d)
			}
		})
	}
}
