package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// ExecRaw appends asm as it is, with the operands bound in the order they were made:
// Triton's instruction call with onlyAttachMLIRArgs, whose text names them $0, $1, ...
func (p *PTXBuilder) ExecRaw(asm string) { p.executes = append(p.executes, asm) }

// LaunchPure is Launch for assembly without side effects, which the optimizer may move or
// drop (Triton's launch with hasSideEffects false).
func (p *PTXBuilder) LaunchPure(b *ir.Builder, loc ir.Location, resType ir.Type) *ir.Value {
	v := p.Launch(b, loc, resType)
	if asm, ok := llvm.AsInlineAsm(v.DefiningOp()); ok {
		asm.SetHasSideEffects(false)
	}
	return v
}
