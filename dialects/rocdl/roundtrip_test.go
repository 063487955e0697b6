package rocdl_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/rocdl"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// mlirOptPrint is what mlir-opt-22 prints for the ops, in custom and generic form.
const (
	mlirOptPrint = `module {
  llvm.func @f(%arg0: !llvm.ptr<1>, %arg1: i16, %arg2: i64, %arg3: i32) {
    %0 = rocdl.workgroup.id.x range <i32, 0, 64> : i32
    %1 = rocdl.make.buffer.rsrc %arg0, %arg1, %arg2, %arg3 : <1> to <8>
    %2 = rocdl.raw.ptr.buffer.load %1, %arg3, %arg3, %arg3 {alias_scopes = []} : vector<4xf32>
    %3 = rocdl.raw.ptr.buffer.load %1, %arg3, %arg3, %arg3 : f32
    llvm.return
  }
}
`
	mlirOptGeneric = `    %0 = "rocdl.workgroup.id.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
    %1 = "rocdl.make.buffer.rsrc"(%arg0, %arg1, %arg2, %arg3) : (!llvm.ptr<1>, i16, i64, i32) -> !llvm.ptr<8>
    %2 = "rocdl.raw.ptr.buffer.load"(%1, %arg3, %arg3, %arg3) <{alias_scopes = []}> : (!llvm.ptr<8>, i32, i32, i32) -> vector<4xf32>
    %3 = "rocdl.raw.ptr.buffer.load"(%1, %arg3, %arg3, %arg3) : (!llvm.ptr<8>, i32, i32, i32) -> f32
`
)

// TestRoundTripMatchesMLIROpt parses mlir-opt-22's print of the ops and prints it back the
// same, in custom and generic form.
func TestRoundTripMatchesMLIROpt(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, llvm.Dialect, rocdl.Dialect)
	op, err := asm.ParseSourceString(ctx, "rocdl.mlir", mlirOptPrint)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	if diff := cmp.Diff(mlirOptPrint, asm.String(op, asm.PrintOptions{})); diff != "" {
		t.Errorf("custom form (-mlir-opt +ttgo):\n%s", diff)
	}
	generic := asm.String(op, asm.PrintOptions{PrintGenericOpForm: true})
	if !strings.Contains(generic, mlirOptGeneric) {
		t.Errorf("generic form lacks mlir-opt's\n%s\ngot\n%s", mlirOptGeneric, generic)
	}
}
