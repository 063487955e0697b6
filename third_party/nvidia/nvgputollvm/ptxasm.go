package nvgputollvm

import (
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// asmOperand is one operand of an inline PTX snippet: an input value with its constraint
// ("r", "l", "0"), or an output with its constraint ("=f") and no value.
type asmOperand struct {
	value      *ir.Value
	constraint string
}

// inlinePTX is a PTX snippet whose `$N` placeholders name its operands in order, as Triton's
// PTXBuilder makes it when it only attaches MLIR arguments to a given string.
type inlinePTX struct {
	asm      string
	operands []asmOperand
}

// constraints joins the operands' constraints with commas.
func (p *inlinePTX) constraints() string {
	cs := make([]string, len(p.operands))
	for i, o := range p.operands {
		cs[i] = o.constraint
	}
	return strings.Join(cs, ",")
}

// values returns the operands that have a value, in order.
func (p *inlinePTX) values() []*ir.Value {
	var vs []*ir.Value
	for _, o := range p.operands {
		if o.value != nil {
			vs = append(vs, o.value)
		}
	}
	return vs
}

// launch creates the llvm.inline_asm at b's insertion point: AT&T dialect, an empty
// operand_attrs, result type resType (llvm.void for none).
func (p *inlinePTX) launch(b ir.OpCreator, loc ir.Location, resType ir.Type, hasSideEffects bool) *ir.Value {
	ctx := b.Context()
	asm := llvm.BuildInlineAsm(b, loc, resType, p.values())
	asm.SetAsmString(p.asm)
	asm.SetConstraints(p.constraints())
	asm.SetHasSideEffects(hasSideEffects)
	asm.SetAsmDialect(0)
	asm.SetOperandAttrsAttr(ctx.ArrayAttr(nil))
	return asm.Res()
}
