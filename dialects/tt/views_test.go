package tt

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestGeneratedBuilders builds ops with the generated builders and checks what they make:
// operands in slot order, segment sizes for optional operands, result types inferred from
// SameOperandsAndResultType, and adaptors that name converted operands.
func TestGeneratedBuilders(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, Dialect())
	src := "tt.func @f(%p: !tt.ptr<f32>, %m: i1, %o: f32, %n: i32) {\n  tt.return\n}\n"
	module, err := asm.ParseSourceString(ctx, "f.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	entry := module.Region(0).Front().First().Region(0).Front()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(entry.Last())
	p, mask, other, n := entry.Argument(0), entry.Argument(1), entry.Argument(2), entry.Argument(3)
	f32 := ctx.F32()

	load := BuildLoad(b, nil, f32, p, mask, nil)
	if load.Mask() != mask || load.Other() != nil || load.Result().Type() != f32 || segments(load.Operation) != "1,1,0" {
		t.Errorf("BuildLoad without other: mask %v other %v segments %s", load.Mask(), load.Other(), segments(load.Operation))
	}
	hi := BuildMulhiui(b, nil, n, n)
	if hi.Result().Type() != n.Type() {
		t.Errorf("BuildMulhiui result type %v, want the operands' %v", hi.Result().Type(), n.Type())
	}
	BuildStore(b, nil, p, load.Result(), nil)
	BuildStore(b, nil, p, other, mask)
	if err := ir.Verify(module); err != nil {
		t.Fatalf("the built ops do not verify: %v", err)
	}
	var sb strings.Builder
	if err := asm.Print(&sb, module, asm.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	want := `module {
  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: i1, %arg2: f32, %arg3: i32) {
    %0 = tt.load %arg0, %arg1 : !tt.ptr<f32>
    %1 = tt.mulhiui %arg3, %arg3 : i32
    tt.store %arg0, %0 : !tt.ptr<f32>
    tt.store %arg0, %arg2, %arg1 : !tt.ptr<f32>
    tt.return
  }
}
`
	if sb.String() != want {
		t.Errorf("built ops print as\n%s\nwant\n%s", sb.String(), want)
	}

	// An adaptor reads the same slots from a replacement operand list.
	repl := ir.NewBlock([]ir.Type{p.Type(), mask.Type()}, nil)
	a := load.Adaptor(repl.Arguments())
	if a.Ptr() != repl.Argument(0) || a.Mask() != repl.Argument(1) || a.Other() != nil {
		t.Errorf("load adaptor: ptr %v mask %v other %v", a.Ptr(), a.Mask(), a.Other())
	}
}
