package ttopt

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir/asm"
)

// mlirOpt returns the path of mlir-opt 22, or skips the test.
func mlirOpt(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"mlir-opt-22", "/usr/lib/llvm-22/bin/mlir-opt"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("mlir-opt-22 not found (Debian package mlir-22-tools); skipping the differential test")
	return ""
}

// runMLIROpt prints the file with mlir-opt-22 and the given flags.
func runMLIROpt(t *testing.T, bin, file string, flags ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(bin, append(flags, file)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22 %v %s: %v\n%s", flags, file, err, errb.String())
	}
	return out.String()
}

// TestUpstreamPrintingMatchesMLIROpt generates modules over func, arith, math, scf, cf and llvm
// and checks that tt-opt prints exactly what mlir-opt-22 prints, in custom and generic form.
func TestUpstreamPrintingMatchesMLIROpt(t *testing.T) {
	bin := mlirOpt(t)
	sizes := []int{300, 300, 300, 300, 2000, 2000, 2000, 20000}
	if !testing.Short() {
		sizes = append(sizes, 200000)
	}
	dir := t.TempDir()
	for i, n := range sizes {
		seed := uint64(i + 1)
		t.Run(strconv.Itoa(n)+"ops-seed"+strconv.FormatUint(seed, 10), func(t *testing.T) {
			text := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: n})
			file := filepath.Join(dir, "gen"+strconv.Itoa(i)+".mlir")
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, generic := range []bool{false, true} {
				var flags []string
				if generic {
					flags = append(flags, "--mlir-print-op-generic")
				}
				want := runMLIROpt(t, bin, file, flags...)
				got := printModule(t, parseModule(t, file, text), asm.PrintOptions{PrintGenericOpForm: generic}) + "\n"
				if got != want {
					t.Fatalf("generic=%v: tt-opt and mlir-opt-22 differ at %s", generic, firstDiff(want, got))
				}
			}
		})
	}
}
