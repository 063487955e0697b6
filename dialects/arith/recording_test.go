package arith_test

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ttopt"
)

// checkAgainstRecording runs tt-opt with args on the file in (read from stdin) and compares
// its output with what mlir-opt-22 printed for it, recorded in in+".mlir-opt"; where
// mlir-opt-22 is installed, it also checks that the recording is current.
func checkAgainstRecording(t *testing.T, in string, args []string) {
	t.Helper()
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

// TestCanonicalizationPatternsLikeMLIROpt runs arith's canonicalization patterns over
// testdata/canonicalize/patterns.mlir with locations printed.
func TestCanonicalizationPatternsLikeMLIROpt(t *testing.T) {
	checkAgainstRecording(t, "testdata/canonicalize/patterns.mlir",
		[]string{"--canonicalize", "--mlir-print-debuginfo", "--split-input-file"})
}

// TestWideFloatSCCPLikeMLIROpt runs the f80 and f128 cases of testdata/sccp/widefloat.mlir
// through --sccp: their printing and the folds of APFloat on them.
func TestWideFloatSCCPLikeMLIROpt(t *testing.T) {
	checkAgainstRecording(t, "testdata/sccp/widefloat.mlir", []string{"--sccp", "--split-input-file"})
}
