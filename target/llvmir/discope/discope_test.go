package discope

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func TestFileSplitsPathAsLLVM(t *testing.T) {
	s := &scoper{ctx: ir.NewContext()}
	tests := []struct{ path, name, dir string }{
		{"/home/user/k.py", "k.py", "/home/user"},
		{"k.py", "k.py", ""},
		{"triton/language/standard.py", "standard.py", "triton/language"},
		{"/k.py", "k.py", "/"},
	}
	for _, tt := range tests {
		f := s.file(s.ctx.FileLineColLoc(tt.path, 1, 1))
		if f.Name != tt.name || f.Directory != tt.dir {
			t.Errorf("%s: file %q in %q, want %q in %q", tt.path, f.Name, f.Directory, tt.name, tt.dir)
		}
	}
}

func TestBasicTypes(t *testing.T) {
	ctx := ir.NewContext()
	s := &scoper{ctx: ctx}
	tests := []struct {
		t    ir.Type
		name string
		bits int64
	}{
		{ctx.I1(), "bool", 1}, {ctx.I32(), "int", 32}, {ctx.FloatType(ir.F16), "half", 16},
		{ctx.F32(), "float", 32}, {ctx.F64(), "double", 64},
		{ctx.VectorType([]int64{4}, ctx.FloatType(ir.BF16), nil), "vector", 64},
		{ctx.FloatType(ir.BF16), "unknown_type", 0},
	}
	for _, tt := range tests {
		got := s.basicType(tt.t)
		if got.Name != tt.name || got.SizeInBits != tt.bits {
			t.Errorf("%v: %s of %d bits, want %s of %d", tt.t, got.Name, got.SizeInBits, tt.name, tt.bits)
		}
	}
}

// funcOf returns the module's llvm.func.
func funcOf(module *ir.Operation) llvm.FuncOp {
	var fn llvm.FuncOp
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if v, ok := llvm.AsFunc(op); ok {
			fn = v
		}
		return ir.WalkAdvance
	})
	return fn
}

// TestEnableLineInfoTwice checks that a function keeps the subprogram a first run gave it. (A
// second run scopes call sites again, as Triton's pass does: it checks only that an op's
// location is a call site.)
func TestEnableLineInfoTwice(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, llvm.Dialect)
	f, err := asm.ParseSource(ctx, "k.mlir", `llvm.func @k(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32 loc(callsite("lib.py":1:2 at "/w/k.py":3:4))
  llvm.return %0 : i32 loc("/w/k.py":4:1)
} loc("/w/k.py":2:0)
`)
	if err != nil {
		t.Fatal(err)
	}
	if err := New().Run(f.Op, nil); err != nil {
		t.Fatal(err)
	}
	fnLoc := funcOf(f.Op).Operation.Loc()
	sp := subprogramOf(fnLoc)
	if sp == nil || sp.Line != 2 || sp.File.Name != "k.py" || sp.File.Directory != "/w" || sp.CompileUnit == nil ||
		sp.CompileUnit.EmissionKind != "LineTablesOnly" || sp.Distinct != sp.CompileUnit.Distinct {
		t.Fatalf("subprogram %+v", sp)
	}
	if err := New().Run(f.Op, nil); err != nil {
		t.Fatal(err)
	}
	if again := funcOf(f.Op).Operation.Loc(); again != fnLoc {
		t.Errorf("second run changed the function's location to %v", again)
	}
}
