package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// returnOp is `llvm.return` or `llvm.return %v : T`.
var returnOp = &ir.OpDef{
	Name:     "llvm.return",
	Traits:   ir.Terminator | ir.ReturnLike | ir.Pure,
	Operands: []ir.ValueSpec{{Name: "arg", Kind: ir.Optional}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.PrintOptionalAttrDict(op.AllAttrs())
		if op.NumOperands() > 0 {
			printOperandList(p, op.Operands())
			p.WriteString(" : ")
			p.PrintType(op.Operand(0).Type())
		}
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		u, ok, err := p.ParseOptionalOperand()
		if err != nil || !ok {
			return err
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, t)
		st.Operands = []*ir.Value{v}
		return err
	},
}

// unreachableOp is `llvm.unreachable`.
var unreachableOp = &ir.OpDef{
	Name:   "llvm.unreachable",
	Traits: ir.Terminator,
	Print:  func(p ir.OpAsmPrinter, op *ir.Operation) { p.PrintOptionalAttrDict(op.AllAttrs()) },
	Parse:  func(p ir.OpAsmParser, st *ir.OperationState) error { return parseAttrDictInto(p, st) },
}

// brOp is `llvm.br ^bb1(%a : i32)`.
var brOp = &ir.OpDef{
	Name:       "llvm.br",
	Traits:     ir.Terminator | ir.Pure | ir.BranchLike,
	Operands:   []ir.ValueSpec{{Name: "destOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "dest"}},
	Attrs:      []ir.AttrSpec{{Name: "loop_annotation", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintSuccessorAndUseList(op.Successors()[0], op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		b, args, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		st.Successors, st.Operands = []*ir.Block{b}, args
		return parseAttrDictInto(p, st)
	},
}

// condBrOp is `llvm.cond_br %c, ^bb1(%a : i32), ^bb2`.
var condBrOp = &ir.OpDef{
	Name:   "llvm.cond_br",
	Traits: ir.Terminator | ir.Pure | ir.BranchLike | ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{{Name: "condition"}, {Name: "trueDestOperands", Kind: ir.Variadic},
		{Name: "falseDestOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "trueDest"}, {Name: "falseDest"}},
	Attrs:      []ir.AttrSpec{{Name: "branch_weights", Optional: true}, {Name: "loop_annotation", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		sizes := segmentSizes(op)
		ops := op.Operands()
		p.WriteString(" ")
		p.PrintOperand(ops[0])
		if w := op.Attr("branch_weights"); w != nil {
			p.WriteString(" weights(")
			p.PrintAttribute(w)
			p.WriteString(")")
		}
		p.WriteString(", ")
		p.PrintSuccessorAndUseList(op.Successors()[0], ops[1:1+sizes[1]])
		p.WriteString(", ")
		p.PrintSuccessorAndUseList(op.Successors()[1], ops[1+sizes[1]:])
		p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes", "branch_weights")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if p.ParseOptionalKeyword("weights") {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			w, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			st.AddAttr("branch_weights", w)
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		cond, err := p.ResolveOperand(u, c.I1())
		if err != nil {
			return err
		}
		t, targs, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		f, fargs, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		st.Operands = append(append([]*ir.Value{cond}, targs...), fargs...)
		st.Successors = []*ir.Block{t, f}
		st.AddAttr("operandSegmentSizes", c.DenseI32ArrayAttr([]int32{1, int32(len(targs)), int32(len(fargs))}))
		return parseAttrDictInto(p, st)
	},
}

// segmentSizes returns the operandSegmentSizes of op.
func segmentSizes(op *ir.Operation) []int {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return []int{op.NumOperands()}
	}
	vs := a.Int64s()
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = int(v)
	}
	return out
}
