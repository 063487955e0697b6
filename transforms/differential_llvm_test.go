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
// (zero trips, constant steps <= 0), and seed 26 at 3000 ops, through the generic passes of
// tt-opt and mlir-opt-22: every output must match byte for byte and no run may exceed
// differentialTimeout (-short keeps 3 modules and seed 26).
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
	type llvmCase struct {
		seed  uint64
		ops   int
		flags []string
	}
	var cases []llvmCase
	for seed := uint64(1); seed <= uint64(modules); seed++ {
		cases = append(cases, llvmCase{seed, 1500, flags})
	}
	// Seed 26 has an scf.while whose result a dead op uses while its condition forwards a
	// constant (mlir-opt-22 replaces the uses and keeps the loop until its next visit, which
	// orders the constants of @f51), and a func.func calling an llvm.func whose body
	// canonicalizes to llvm.unreachable (merged into the caller's block, the terminator
	// dropped, as the func dialect allows).
	cases = append(cases, llvmCase{26, 3000, flags})
	dir := t.TempDir()
	for _, c := range cases {
		seed := c.seed
		text := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: c.ops, Dialects: llvmDifferentialDialects, EdgeLoops: true})
		path := filepath.Join(dir, fmt.Sprintf("llvm%d_%d.mlir", seed, c.ops))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, flag := range c.flags {
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
