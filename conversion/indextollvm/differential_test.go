package indextollvm_test

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/ttopt"
)

// TestAgainstMLIROpt lowers every testdata input with tt-opt and mlir-opt-22, at the default
// index width and at 32 bits, and requires the same bytes.
func TestAgainstMLIROpt(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	inputs, err := filepath.Glob(filepath.Join("testdata", "*.mlir"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no testdata inputs (%v)", err)
	}
	for _, in := range inputs {
		for _, flag := range []string{"--convert-index-to-llvm", "--convert-index-to-llvm=index-bitwidth=32"} {
			args := []string{"--allow-unregistered-dialect", flag, in}
			want, err := exec.Command(oracle, args...).CombinedOutput()
			if err != nil {
				t.Fatalf("mlir-opt-22 %v: %v\n%s", args, err, want)
			}
			var got, errs bytes.Buffer
			if rc := ttopt.Run(ttopt.DefaultRegistry(), args, nil, &got, &errs); rc != 0 {
				t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
			}
			if got.String() != string(want) {
				t.Errorf("tt-opt %v differs from mlir-opt-22:\n--- mlir-opt-22\n%s\n--- tt-opt\n%s", args, want, got.String())
			}
		}
	}
}
