package tritongputollvm

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// TestPTXBuilder checks the assembly text, constraints and operands of a predicated,
// zero-initialized vector load, numbered as Triton's PTXBuilder numbers them.
func TestPTXBuilder(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, llvm.Dialect)
	b := ir.NewBuilder(ctx)
	block := ir.NewBlock(nil, nil)
	addr := block.AddArgument(llvm.Pointer(ctx, 1), ctx.UnknownLoc())
	pred := block.AddArgument(ctx.I1(), ctx.UnknownLoc())
	b.SetInsertionPointToEnd(block)

	var p PTXBuilder
	dsts := p.NewList()
	dsts.Append(p.NewOutput("=r", true))
	dsts.Append(p.NewOutput("=r", true))
	a := p.NewAddress(addr, "l", 0)
	p.Exec(Opcode("ld", "volatile", false, "global", "v2", true, "b32"), pred, dsts, a)
	res := p.Launch(b, ctx.UnknownLoc(), llvm.Struct(ctx, []ir.Type{ctx.I32(), ctx.I32()}, false))

	asm, _ := llvm.AsInlineAsm(res.DefiningOp())
	if got, want := asm.AsmString(), "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\t@$3 ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];"; got != want {
		t.Errorf("asm string:\n got %q\nwant %q", got, want)
	}
	if got, want := asm.Constraints(), "=r,=r,l,b"; got != want {
		t.Errorf("constraints: got %q, want %q", got, want)
	}
	if ops := asm.Operands(); len(ops) != 2 || ops[0] != addr || ops[1] != pred {
		t.Errorf("operands: got %v, want the address then the predicate", ops)
	}
}

// TestOpcode checks that the parts whose flag is false are left out.
func TestOpcode(t *testing.T) {
	if got := Opcode("st", "global", "cg", false, "cs", true, "b16"); got != "st.global.cs.b16" {
		t.Errorf("got %q", got)
	}
}
