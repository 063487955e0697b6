package arith_test

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ttopt"
)

// TestCanonicalizationPatternsLikeMLIROpt runs arith's canonicalization patterns over
// testdata/canonicalize/patterns.mlir (read from stdin) with locations printed and compares
// with what mlir-opt-22 printed for it, recorded in patterns.mlir.mlir-opt; where mlir-opt-22
// is installed, it also checks that the recording is current.
func TestCanonicalizationPatternsLikeMLIROpt(t *testing.T) {
	const in = "testdata/canonicalize/patterns.mlir"
	args := []string{"--canonicalize", "--mlir-print-debuginfo", "--split-input-file"}
	src, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(in + ".mlir-opt")
	if err != nil {
		t.Fatal(err)
	}
	if bin, err := exec.LookPath("mlir-opt-22"); err == nil {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = bytes.NewReader(src)
		fresh, err := cmd.Output()
		if err != nil {
			t.Fatalf("mlir-opt-22: %v", err)
		}
		if d := cmp.Diff(string(want), string(fresh)); d != "" {
			t.Errorf("the recording is stale (-recorded +mlir-opt-22):\n%s", d)
		}
	} else {
		t.Log("mlir-opt-22 not installed: comparing with the recording only")
	}
	var got, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), args, bytes.NewReader(src), &got, &errs); rc != 0 {
		t.Fatalf("tt-opt failed:\n%s", errs.String())
	}
	if d := cmp.Diff(string(want), got.String()); d != "" {
		t.Errorf("tt-opt differs from mlir-opt-22 (-mlir-opt-22 +tt-opt):\n%s", d)
	}
}
