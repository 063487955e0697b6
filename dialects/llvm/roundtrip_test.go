package llvm_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// newContext returns a context with the dialects the test inputs use.
func newContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, math.Dialect, cf.Dialect, llvm.Dialect, nvvm.Dialect)
	return ctx
}

// ssaName matches SSA value names; the generic forms are compared without them, since they
// say nothing about the ops.
var ssaName = regexp.MustCompile(`%[A-Za-z0-9_#]+`)

// checkRoundTrip parses src, verifies it and compares its custom print with golden and its
// generic print with generic (SSA names aside); mlir-opt's generic form must parse back to the
// golden custom form too.
func checkRoundTrip(t *testing.T, name, src, golden, generic string) {
	t.Helper()
	op, err := asm.ParseSourceString(newContext(), name, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	golden = strings.TrimRight(golden, "\n") + "\n"
	if diff := cmp.Diff(golden, asm.String(op, asm.PrintOptions{})); diff != "" {
		t.Errorf("custom form mismatch (-mlir-opt +ttgo):\n%s", diff)
	}
	ours := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true})
	want := ssaName.ReplaceAllString(strings.TrimRight(generic, "\n")+"\n", "%")
	if diff := cmp.Diff(want, ssaName.ReplaceAllString(ours, "%")); diff != "" {
		t.Errorf("generic form mismatch (-mlir-opt +ttgo):\n%s", diff)
	}
	again, err := asm.ParseSourceString(newContext(), name+".generic", generic)
	if err != nil {
		t.Fatalf("parse generic form: %v", err)
	}
	if diff := cmp.Diff(golden, asm.String(again, asm.PrintOptions{})); diff != "" {
		t.Errorf("generic form does not print back (-mlir-opt +ttgo):\n%s", diff)
	}
}

// TestRoundTrip checks each testdata input against mlir-opt-22's print-outs of it (the
// .golden and .generic files beside it).
func TestRoundTrip(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			read := func(path string) string {
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				return string(b)
			}
			checkRoundTrip(t, in, read(in), read(in+".golden"), read(in+".generic"))
		})
	}
}

// mlirOpt runs mlir-opt-22 over src with args and returns its output.
func mlirOpt(t *testing.T, bin, src string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(src)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt-22 %v: %v", args, err)
	}
	return string(out)
}

// TestMlirgenModules compares ttgo's custom and generic print-outs of generated llvm modules
// with mlir-opt-22's; it is skipped when mlir-opt-22 is not installed.
func TestMlirgenModules(t *testing.T) {
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		src := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: 20000, Dialects: []string{"llvm"}})
		golden := mlirOpt(t, bin, src)
		generic := mlirOpt(t, bin, src, "--mlir-print-op-generic")
		checkRoundTrip(t, "mlirgen.mlir", src, golden, generic)
	}
}
