// Package mlirdiff compares tt-opt with mlir-opt-22 on a package's test inputs, for the
// differential tests of the passes ttgo takes from upstream MLIR.
package mlirdiff

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/ttopt"
)

// CheckTestdata runs every testdata/*.mlir of the calling package through tt-opt and
// mlir-opt-22 with each of the flag lists (the input path appended) and requires the same
// bytes. It skips the test when mlir-opt-22 is not installed.
func CheckTestdata(t *testing.T, flagLists ...[]string) {
	t.Helper()
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	inputs, err := filepath.Glob(filepath.Join("testdata", "*.mlir"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no testdata inputs (%v)", err)
	}
	for _, in := range inputs {
		for _, flags := range flagLists {
			args := append(append([]string{}, flags...), in)
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
