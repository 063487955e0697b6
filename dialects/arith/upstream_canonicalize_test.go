package arith_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ttopt"
)

// wideDense matches dense constants of integers wider than 64 bits, which ttgo's elements
// attribute cannot hold yet; the test replaces them by a splat so both tools read the module.
var wideDense = regexp.MustCompile(`dense<[^>]*> : (vector|tensor)<([0-9x?\[\]]*)xi128>`)

// TestCanonicalizeMatchesMLIROpt runs `--canonicalize` with tt-opt and mlir-opt-22 over
// generated modules of each upstream dialect this package family folds and reports how many
// print the same. tt-opt must never fail where mlir-opt-22 succeeds; differences are logged,
// since some come from the greedy driver and region simplification rather than from folders.
func TestCanonicalizeMatchesMLIROpt(t *testing.T) {
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	if testing.Short() {
		t.Skip("slow differential test")
	}
	dir := t.TempDir()
	for _, d := range []string{"arith", "math", "scf", "cf"} {
		same, total := 0, 0
		for seed := uint64(1); seed <= 10; seed++ {
			text := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: 1000, Dialects: []string{d}})
			text = wideDense.ReplaceAllString(text, "dense<7> : $1<${2}xi128>")
			file := filepath.Join(dir, d+strconv.FormatUint(seed, 10)+".mlir")
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			want, err := exec.Command(bin, "--canonicalize", file).Output()
			if err != nil {
				continue
			}
			total++
			var got, errs bytes.Buffer
			if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{"--canonicalize", file}, nil, &got, &errs); rc != 0 {
				t.Errorf("%s seed %d: tt-opt failed:\n%s", d, seed, errs.String())
				continue
			}
			if got.String() == string(want) {
				same++
			}
		}
		t.Logf("%s: %d of %d modules canonicalize as mlir-opt-22 does", d, same, total)
	}
}
