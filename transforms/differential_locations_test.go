package transforms_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
)

// TestDifferentialLocations runs generated modules through tt-opt and mlir-opt-22 with
// --mlir-print-debuginfo, so that every op's and block argument's location is compared too:
// Triton dumps its IR with locations, and the locations a pass gives new, moved, merged and
// folded ops are part of its output. Every flag must match byte for byte. A generated
// module that tt-opt cannot parse fails the test.
func TestDifferentialLocations(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed: the location differential needs it on PATH (apt package mlir-22-tools)")
	}
	all := []string{"--cse", "--convert-scf-to-cf", "--loop-invariant-code-motion", "--symbol-dce", "--canonicalize --cse", "--sccp"}
	matched := make([]int, len(all))
	dir := t.TempDir()
	compared := 0
	for _, c := range differentialCases(testing.Short()) {
		text := mlirgen.Generate(mlirgen.Config{Seed: c.seed, Ops: c.ops, Dialects: []string{"func", "arith", "math", "scf", "cf"}})
		path := filepath.Join(dir, fmt.Sprintf("loc%d_%d.mlir", c.seed, c.ops))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, rc, ok := runTTOpt([]string{path}); rc != 0 || !ok {
			t.Errorf("seed %d (%d ops): tt-opt cannot parse the generated module (exit %d, finished %v):\n%s", c.seed, c.ops, rc, ok, out)
			continue
		}
		compared++
		for i, flags := range all {
			args := append(strings.Fields(flags), "--mlir-print-debuginfo", path)
			wantc := make(chan []byte, 1)
			go func() {
				want, _ := exec.Command(oracle, args...).CombinedOutput()
				wantc <- want
			}()
			got, _, ok := runTTOpt(args)
			want := string(<-wantc)
			if !ok {
				t.Fatalf("seed %d (%d ops) %s: tt-opt did not finish in %v", c.seed, c.ops, flags, differentialTimeout)
			}
			if got == want {
				matched[i]++
				continue
			}
			t.Errorf("seed %d (%d ops) %s --mlir-print-debuginfo: output differs from mlir-opt-22 first at\n%s", c.seed, c.ops, flags, firstDifference(want, got))
		}
	}
	if compared == 0 {
		t.Fatal("tt-opt parsed none of the generated modules: nothing was compared")
	}
	for i, flags := range all {
		t.Logf("%s --mlir-print-debuginfo: %d of %d modules match mlir-opt-22", flags, matched[i], compared)
	}
}

// firstDifference shows the first line where want and got differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d\n  mlir-opt-22: %s\n  tt-opt:      %s", i+1, wl, gl)
		}
	}
	return "(no line differs)"
}
