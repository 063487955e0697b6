package llvm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

// ttOpt runs tt-opt with args and returns what it prints.
func ttOpt(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), args, nil, &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v: exit %d: %s", args, rc, errs.String())
	}
	return out.String()
}

// TestCanonicalizeAndCSE runs --canonicalize and --cse on each input of
// testdata/canonicalize and compares the output with mlir-opt-22's, kept beside the input
// (NAME.mlir.canonicalize, NAME.mlir.cse) and, when mlir-opt-22 is installed, computed afresh.
func TestCanonicalizeAndCSE(t *testing.T) {
	inputs, err := filepath.Glob("testdata/canonicalize/*.mlir")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs: %v", err)
	}
	oracle, _ := exec.LookPath("mlir-opt-22")
	for _, in := range inputs {
		for _, p := range []string{"canonicalize", "cse"} {
			t.Run(filepath.Base(in)+"/"+p, func(t *testing.T) {
				got := ttOpt(t, "--"+p, in)
				want, err := os.ReadFile(in + "." + p)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("differs from the recorded mlir-opt-22 output (-mlir-opt +ttgo):\n%s", diff)
				}
				if oracle == "" {
					return
				}
				live, err := exec.Command(oracle, "--"+p, in).Output()
				if err != nil {
					t.Fatalf("mlir-opt-22: %v", err)
				}
				if diff := cmp.Diff(string(live), got); diff != "" {
					t.Errorf("differs from mlir-opt-22 (-mlir-opt +ttgo):\n%s", diff)
				}
			})
		}
	}
}

// TestMaterializeConstant checks the ops the dialect builds for folded values.
func TestMaterializeConstant(t *testing.T) {
	ctx := newContext()
	d := ctx.Dialect("llvm")
	ptr := llvm.Pointer(ctx, 3)
	st := llvm.Struct(ctx, []ir.Type{ctx.I32()}, false)
	for _, tc := range []struct {
		value ir.Attribute
		t     ir.Type
		want  string // "" when nothing is built
	}{
		{ctx.IntegerAttr(ctx.I32(), 7), ctx.I32(), "%0 = llvm.mlir.constant(7 : i32) : i32\n"},
		{ctx.IntegerAttr(ctx.I64(), 7), ctx.I32(), ""},
		{ctx.SymbolRefAttr("g"), ptr, "%0 = llvm.mlir.addressof @g : !llvm.ptr<3>\n"},
		{ctx.SymbolRefAttr("g"), ctx.I32(), ""},
		{llvm.Undef(ctx), st, "%0 = llvm.mlir.undef : !llvm.struct<(i32)>\n"},
		{llvm.Poison(ctx), ctx.I32(), "%0 = llvm.mlir.poison : i32\n"},
		{llvm.Zero(ctx), ptr, "%0 = llvm.mlir.zero : !llvm.ptr<3>\n"},
		{ctx.StringAttr("s"), ctx.I32(), ""},
	} {
		b := ir.NewBuilder(ctx)
		op := d.MaterializeConstant(b, tc.value, tc.t, ctx.UnknownLoc())
		got := ""
		if op != nil {
			got = asm.String(op, asm.PrintOptions{})
		}
		if got != tc.want {
			t.Errorf("materialize %T: got %q, want %q", tc.value, got, tc.want)
		}
	}
}

// TestEffects checks the memory effects of the ops whose effects depend on their attributes.
func TestEffects(t *testing.T) {
	src := `llvm.func @f(%p: !llvm.ptr, %v: i32, %n: i32) {
  %0 = llvm.inline_asm "mov $0, $1", "=r,r" %v : (i32) -> i32
  %1 = llvm.inline_asm has_side_effects "mov $0, $1", "=r,r" %v : (i32) -> i32
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  %4 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store %v, %p atomic unordered {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %v, %p : i32, !llvm.ptr
  %5 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.return
}`
	m, err := asm.ParseSourceString(newContext(), "effects.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	const rw = ir.ReadEffect | ir.WriteEffect
	want := []ir.MemoryEffects{0, rw, ir.ReadEffect, rw, rw, ir.WriteEffect, ir.WriteEffect, rw, ir.AllocResultEffect}
	var got []ir.MemoryEffects
	m.WalkPostOrder(func(op *ir.Operation) {
		if op.Def() != nil && op.Def().Effects != nil {
			got = append(got, op.Def().Effects(op))
		}
	})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("effects (-want +got):\n%s", diff)
	}
}
