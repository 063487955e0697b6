package transforms_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ttopt"
)

// differentialCase is one generated module of the differential test.
type differentialCase struct {
	seed uint64
	ops  int
}

// differentialCases are the generated modules the differential test compares: a few large
// modules and many small ones (-short keeps two small ones).
func differentialCases(short bool) []differentialCase {
	if short {
		return []differentialCase{{1, 400}, {2, 400}}
	}
	var cs []differentialCase
	for seed := uint64(1); seed <= 3; seed++ {
		cs = append(cs, differentialCase{seed, 50000})
	}
	for seed := uint64(11); seed <= 30; seed++ {
		cs = append(cs, differentialCase{seed, 2000})
	}
	return cs
}

// differentialTimeout bounds one tt-opt run, so that a pass that loops fails the test instead
// of hanging it.
const differentialTimeout = 60 * time.Second

// runTTOpt runs tt-opt with args; it reports the output and false when the run timed out.
func runTTOpt(args []string) (string, int, bool) {
	type result struct {
		out string
		rc  int
	}
	done := make(chan result, 1)
	go func() {
		var out bytes.Buffer
		rc := ttopt.Run(ttopt.DefaultRegistry(), args, nil, &out, &out)
		done <- result{out.String(), rc}
	}()
	select {
	case r := <-done:
		return r.out, r.rc, true
	case <-time.After(differentialTimeout):
		return "", 0, false
	}
}

// TestDifferentialMLIRGen runs generated modules through tt-opt and mlir-opt-22; every flag
// must match byte for byte. (sccp follows every dialect folder; glibc's f64 tan, atan and atan2,
// which are not correctly rounded, are the folds not reproduced bit for bit: about 1 tan
// result in 500 differs, none in these modules.) Every run must finish within
// differentialTimeout. A generated module that tt-opt cannot parse fails the test.
func TestDifferentialMLIRGen(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	all := []string{"--cse", "--symbol-dce", "--convert-scf-to-cf", "--canonicalize --cse", "--inline", "--sccp"}
	matched := make([]int, len(all))
	dir := t.TempDir()
	compared := 0
	for _, c := range differentialCases(testing.Short()) {
		text := mlirgen.Generate(mlirgen.Config{Seed: c.seed, Ops: c.ops, Dialects: []string{"arith", "scf", "cf", "math"}})
		path := filepath.Join(dir, fmt.Sprintf("gen%d_%d.mlir", c.seed, c.ops))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, rc, ok := runTTOpt([]string{path}); rc != 0 || !ok {
			t.Errorf("seed %d (%d ops): tt-opt cannot parse the generated module (exit %d, finished %v):\n%s", c.seed, c.ops, rc, ok, out)
			continue
		}
		compared++
		for i, flags := range all {
			args := append(strings.Fields(flags), path)
			wantc := make(chan []byte, 1)
			go func() {
				want, _ := exec.Command(oracle, args...).CombinedOutput()
				wantc <- want
			}()
			got, _, ok := runTTOpt(args)
			want := <-wantc
			if !ok {
				t.Fatalf("seed %d (%d ops) %s: tt-opt did not finish in %v", c.seed, c.ops, flags, differentialTimeout)
			}
			if got == string(want) {
				matched[i]++
				continue
			}
			t.Errorf("seed %d (%d ops) %s: output differs from mlir-opt-22", c.seed, c.ops, flags)
		}
	}
	if compared == 0 {
		t.Fatal("tt-opt parsed none of the generated modules: nothing was compared")
	}
	for i, flags := range all {
		t.Logf("%s: %d of %d modules match mlir-opt-22", flags, matched[i], compared)
	}
}
