package ttpasses_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/tritonoracle"
	"github.com/ttgo/ttgo/ttopt"
)

// TestLoopUnrollAgainstTriton replays every input of testdata/loop-unroll through the passes
// Triton 3.6 ran on it (ttir.loop_unroll, some followed by the canonicalizer and CSE; recorded
// by internal/tritonoracle) and requires the same bytes, printed as Triton prints: with
// locations and name locations as SSA prefixes.
func TestLoopUnrollAgainstTriton(t *testing.T) {
	tritonoracle.CheckDir(t, "testdata/loop-unroll", 45)
}

// runTTOpt runs tt-opt with args and returns what it prints; it fails the test on a non-zero exit.
func runTTOpt(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), args, nil, &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %s exited %d:\n%s", strings.Join(args, " "), rc, errs.String())
	}
	return out.String()
}

// TestLoopUnrollSameBoundsUnrollsDynamically covers a loop whose bounds are one non-constant
// value: its static trip count is 0, but Triton 3.6's LLVM then reads the bounds as constants
// and aborts. ttgo takes the dynamic path instead, as later MLIR does, and the module verifies.
func TestLoopUnrollSameBoundsUnrollsDynamically(t *testing.T) {
	src := `tt.func @same(%arg0: i32, %arg1: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %r = scf.for %arg2 = %arg1 to %arg1 step %c1_i32 iter_args(%arg3 = %arg0) -> (i32) : i32 {
    %u = arith.addi %arg3, %arg2 : i32
    scf.yield %u : i32
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : i32
}
`
	path := filepath.Join(t.TempDir(), "same.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runTTOpt(t, "--triton-loop-unroll", path)
	for _, want := range []string{
		"arith.subi %arg1, %arg1 : i32",
		"arith.divui",
		"scf.for %arg2 = %arg1 to %7 step %8 iter_args(%arg3 = %arg0)",
		"scf.for %arg2 = %7 to %arg1 step %c1_i32 iter_args(%arg3 = %9)",
		"} {tt.num_stages = 1 : i32}",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}
