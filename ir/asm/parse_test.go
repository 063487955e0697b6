package asm

import (
	"errors"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

func parseUnregistered(t *testing.T, src string) (*ir.Operation, error) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	return ParseSourceString(ctx, "t.mlir", src)
}

func TestParseSmoke(t *testing.T) {
	src := `#loc = loc("k.py":1:2)
!t = tensor<4xf32>
"x.y"() ({
^bb0(%a: i32 loc(#loc1), %b: !t):
  %0:2 = "x.z"(%a, %b) {k = 1 : i32, u, s = "str", arr = [1, 2.0, @f::@g], d = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>, da = array<i32: 1, 2>} : (i32, !t) -> (i32, f16) loc(#loc)
  "x.br"(%0#1)[^bb1] : (f16) -> () loc("n"(#loc))
^bb1:
  "x.ret"() : () -> () loc(callsite(#loc at #loc))
}) : () -> ()
#loc1 = loc("a.py":3:4)
`
	op, err := parseUnregistered(t, src)
	if err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			t.Fatal(FormatDiagnostic(d, "t.mlir", src))
		}
		t.Fatal(err)
	}
	if op.Name() != "builtin.module" {
		t.Fatalf("got %s", op.Name())
	}
}
