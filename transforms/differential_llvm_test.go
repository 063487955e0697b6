package transforms_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
)

// llvmDifferentialDialects are the dialects of the generated modules of
// TestDifferentialWithLLVM: llvm ops inside scf regions, llvm.func and llvm.call, multi-block
// scf.execute_region among them.
var llvmDifferentialDialects = []string{"arith", "scf", "cf", "math", "func", "llvm"}

// TestDifferentialWithLLVM runs 20 generated modules with llvm-dialect ops and edge-case loops
// (zero trips, constant steps <= 0) through the generic passes of tt-opt and mlir-opt-22:
// every output must match byte for byte and no run may exceed differentialTimeout (-short
// keeps 3 modules).
func TestDifferentialWithLLVM(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	flags := []string{"--cse", "--sccp", "--canonicalize", "--loop-invariant-code-motion", "--inline"}
	modules := 20
	if testing.Short() {
		modules = 3
	}
	dir := t.TempDir()
	for seed := uint64(1); seed <= uint64(modules); seed++ {
		text := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: 1500, Dialects: llvmDifferentialDialects, EdgeLoops: true})
		path := filepath.Join(dir, fmt.Sprintf("llvm%d.mlir", seed))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, flag := range flags {
			want, err := exec.Command(oracle, flag, path).CombinedOutput()
			if err != nil {
				t.Fatalf("seed %d %s: mlir-opt-22 rejects the generated module: %v\n%s", seed, flag, err, want)
			}
			got, rc, ok := runTTOpt([]string{flag, path})
			if !ok {
				t.Fatalf("seed %d %s: tt-opt did not finish in %v", seed, flag, differentialTimeout)
			}
			if rc != 0 || got != string(want) {
				t.Errorf("seed %d %s: tt-opt (exit %d) differs from mlir-opt-22:\n%s", seed, flag, rc, firstDifference(string(want), got))
			}
		}
	}
}
