package tritongputollvm

import (
	"fmt"
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// PTXOperand is an operand of PTX inline assembly, as Triton's PTXInstr::Operand: an MLIR
// value or an output bound to $idx with a constraint, a constant, or a list of operands.
type PTXOperand struct {
	value      *ir.Value
	constraint string
	idx        int
	list       []*PTXOperand
	isList     bool
	repr       func(idx int) string
}

// String is the operand's text in the assembly: `$3`, `{ $0, $1 }`, `[ $4 + 0 ]` or a constant.
func (o *PTXOperand) String() string {
	if o.repr != nil {
		return o.repr(o.idx)
	}
	if !o.isList {
		return fmt.Sprintf("$%d", o.idx)
	}
	parts := make([]string, len(o.list))
	for i, e := range o.list {
		parts[i] = e.String()
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

// Append adds e to a list operand.
func (o *PTXOperand) Append(e *PTXOperand) { o.list = append(o.list, e) }

// PTXBuilder is Triton's PTXBuilder: it collects PTX instructions and their operands and emits
// them as one llvm.inline_asm.
type PTXBuilder struct {
	archive  []*PTXOperand
	counter  int
	executes []string
}

// NewOperand binds value to the next $idx with constraint ("r", "l", "b", ...).
func (p *PTXBuilder) NewOperand(value *ir.Value, constraint string) *PTXOperand {
	o := &PTXOperand{value: value, constraint: constraint, idx: p.counter}
	p.counter++
	p.archive = append(p.archive, o)
	return o
}

// NewOutput makes an output operand (constraint "=r", ...); init sets it to zero first.
func (p *PTXBuilder) NewOutput(constraint string, init bool) *PTXOperand {
	o := &PTXOperand{constraint: constraint, idx: p.counter}
	p.counter++
	p.archive = append(p.archive, o)
	if init {
		bits := 64
		switch constraint[1] {
		case 'c', 'h':
			bits = 16
		case 'r':
			bits = 32
		}
		p.Exec(fmt.Sprintf("mov.u%d", bits), nil, o, p.NewConstant("0x0"))
	}
	return o
}

// NewConstant is an operand written as text.
func (p *PTXBuilder) NewConstant(text string) *PTXOperand {
	return &PTXOperand{repr: func(int) string { return text }}
}

// NewList returns an empty list operand.
func (p *PTXBuilder) NewList() *PTXOperand { return &PTXOperand{isList: true} }

// NewAddress binds addr as `[ $idx + off ]`.
func (p *PTXBuilder) NewAddress(addr *ir.Value, constraint string, off int) *PTXOperand {
	o := p.NewOperand(addr, constraint)
	o.repr = func(idx int) string { return fmt.Sprintf("[ $%d + %d ]", idx, off) }
	return o
}

// Exec appends the instruction `[@pred ]opcode args;`; pred may be nil for none (Triton's
// maybePredicate binds it after the arguments).
func (p *PTXBuilder) Exec(opcode string, pred *ir.Value, args ...*PTXOperand) {
	var sb strings.Builder
	if pred != nil {
		sb.WriteString("@" + p.NewOperand(pred, "b").String() + " ")
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.String()
	}
	sb.WriteString(opcode + " " + strings.Join(parts, ", ") + ";")
	p.executes = append(p.executes, sb.String())
}

// Opcode joins an instruction's parts with dots, leaving out the parts whose flag is false.
func Opcode(parts ...any) string {
	var out []string
	for i := 0; i < len(parts); i++ {
		s := parts[i].(string)
		if i+1 < len(parts) {
			if on, ok := parts[i+1].(bool); ok {
				i++
				if !on {
					continue
				}
			}
		}
		out = append(out, s)
	}
	return strings.Join(out, ".")
}

// Launch emits the collected instructions as a side-effecting llvm.inline_asm returning
// resType (llvm.void for none).
func (p *PTXBuilder) Launch(b *ir.Builder, loc ir.Location, resType ir.Type) *ir.Value {
	var constraints []string
	var operands []*ir.Value
	for _, o := range p.archive {
		constraints = append(constraints, o.constraint)
		if o.value != nil {
			operands = append(operands, o.value)
		}
	}
	ctx := b.Context()
	asm := llvm.BuildInlineAsm(b, loc, resType, operands,
		ir.NamedAttribute{Name: "asm_string", Value: ctx.StringAttr(strings.Join(p.executes, "\n\t"))},
		ir.NamedAttribute{Name: "constraints", Value: ctx.StringAttr(strings.Join(constraints, ","))},
		ir.NamedAttribute{Name: "has_side_effects", Value: ctx.UnitAttr()},
		ir.NamedAttribute{Name: "asm_dialect", Value: ctx.I64Attr(0)},
		ir.NamedAttribute{Name: "operand_attrs", Value: ctx.ArrayAttr(nil)},
		ir.NamedAttribute{Name: "tail_call_kind", Value: llvm.Enum(ctx, "llvm", "tailcallkind", "none", false)})
	return asm.Res()
}
