package funcsig_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func parse(t *testing.T, src string) (*ir.Operation, error) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect)
	op, err := asm.ParseSourceString(ctx, "f.mlir", src)
	if err == nil {
		err = ir.Verify(op)
	}
	return op, err
}

// TestSignatures round-trips function signatures through func.func, whose printed forms
// were taken from mlir-opt-22.
func TestSignatures(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"func.func private @g(i32 {a.b}, f32) -> (i32 {x.y = 1}, f32) attributes {foo}",
			"func.func private @g(i32 {a.b}, f32) -> (i32 {x.y = 1 : i64}, f32) attributes {foo}"},
		{"func.func private @h() -> (() -> i32)", "func.func private @h() -> (() -> i32)"},
		{"func.func private @r() -> (i32)", "func.func private @r() -> i32"},
		{"func.func nested @k(%a: i32 {x.y}) -> (i32 {x.z}) {\n  return %a : i32\n}",
			"func.func nested @k(%arg0: i32 {x.y}) -> (i32 {x.z}) {\n    return %arg0 : i32\n  }"},
		{"func.func @e(%a: i32) {\n  return\n}", "func.func @e(%arg0: i32) {\n    return\n  }"},
	} {
		op, err := parse(t, c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		got := asm.String(op, asm.PrintOptions{})
		if want := "module {\n  " + c.want + "\n}\n"; got != want {
			t.Errorf("%s:\n got %q\nwant %q", c.in, got, want)
		}
	}
}

func TestArgAttrs(t *testing.T) {
	op, err := parse(t, "func.func private @g(i32 {tt.divisibility = 16 : i32}, f32)")
	if err != nil {
		t.Fatal(err)
	}
	fn := op.Region(0).Front().First()
	if a := funcsig.ArgAttrs(fn, "", 0); len(a) != 1 || a[0].Name != "tt.divisibility" {
		t.Errorf("argument 0 attributes: %v", a)
	}
	if a := funcsig.ArgAttrs(fn, "", 1); len(a) != 0 {
		t.Errorf("argument 1 attributes: %v", a)
	}
}

func TestSignatureErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"func.func @g(%a: i32, f32)", "expected SSA identifier"},
		{"func.func @g(i32, %a: f32)", "expected type instead of SSA identifier"},
		{"func.func @g(...)", "expected non-function type"},
		{"func.func @g() attributes {function_type = i32}", "'function_type' is an inferred attribute"},
		{"\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%b: f32):\n \"func.return\"() : () -> ()\n}) : () -> ()",
			"type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')"},
		{"\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0:\n \"func.return\"() : () -> ()\n}) : () -> ()",
			"entry block must have 1 arguments to match function signature"},
	} {
		_, err := parse(t, c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.in, err, c.want)
		}
	}
}
