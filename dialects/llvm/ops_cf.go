package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// returnOp is `llvm.return` or `llvm.return %v : T`.
var returnOp = &ir.OpDef{
	Name:     "llvm.return",
	Traits:   ir.Terminator | ir.ReturnLike | ir.Pure,
	Operands: []ir.ValueSpec{{Name: "arg", Kind: ir.Optional}},
	Verify:   verifyReturn,
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
	Traits:     ir.Terminator | ir.Pure,
	Operands:   []ir.ValueSpec{{Name: "destOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "dest"}},
	Attrs:      []ir.AttrSpec{{Name: "loop_annotation", Optional: true}},
	Branch:     brInterface,
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
	Traits: ir.Terminator | ir.Pure | ir.AttrSizedOperandSegments,
	Branch: condBrInterface,
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
			printPosition(p, w)
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
			var ws []int32
			err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
				v, err := p.ParseInteger()
				ws = append(ws, int32(v))
				return err
			})
			if err != nil {
				return err
			}
			st.AddAttr("branch_weights", c.DenseI32ArrayAttr(ws))
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

// switchOp is
//
//	llvm.switch %v : i32, ^bb1(%a : f32) [
//	  1: ^bb2,
//	  -2: ^bb3(%b : f32)
//	]
var switchOp = &ir.OpDef{
	Name:   "llvm.switch",
	Traits: ir.Terminator | ir.Pure | ir.AttrSizedOperandSegments,
	Branch: switchInterface,
	Operands: []ir.ValueSpec{{Name: "value"}, {Name: "defaultOperands", Kind: ir.Variadic},
		{Name: "caseOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "defaultDestination"}, {Name: "caseDestinations", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{{Name: "case_values", Optional: true}, {Name: "case_operand_segments"},
		{Name: "branch_weights", Optional: true}},
	Print:  printSwitch,
	Parse:  parseSwitch,
	Verify: verifySwitch,
}

// switchOperands splits an llvm.switch's operands into the default and per-case lists.
func switchOperands(op *ir.Operation) (def []*ir.Value, cases [][]*ir.Value) {
	ops := op.Operands()
	seg := segmentSizes(op)
	if len(seg) != 3 || seg[0]+seg[1]+seg[2] != len(ops) {
		return nil, nil
	}
	def, rest := ops[1:1+seg[1]], ops[1+seg[1]:]
	if a, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr); ok {
		for _, n := range a.Int64s() {
			if int(n) > len(rest) || n < 0 {
				return def, nil
			}
			cases = append(cases, rest[:n])
			rest = rest[n:]
		}
	}
	return def, cases
}

// caseValues returns the case values of an llvm.switch, sign-extended.
func caseValues(op *ir.Operation) []int64 {
	a, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := int(ir.NumElements(a.Type.Shape()))
	w := ir.IntOrFloatBitWidth(a.Type.ElementType())
	vs := make([]int64, n)
	for i := range vs {
		d := a.Data[0]
		if !a.Splat {
			d = a.Data[i]
		}
		vs[i] = ir.SignExtend(d, w)
	}
	return vs
}

func printSwitch(p ir.OpAsmPrinter, op *ir.Operation) {
	def, cases := switchOperands(op)
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successors()[0], def)
	p.WriteString(" [")
	p.PrintNewline()
	values := caseValues(op)
	for i, v := range values {
		if i > 0 {
			p.WriteString(",")
			p.PrintNewline()
		}
		p.WriteString("  " + itoa(v) + ": ")
		var vs []*ir.Value
		if i < len(cases) {
			vs = cases[i]
		}
		if i+1 < len(op.Successors()) {
			p.PrintSuccessorAndUseList(op.Successors()[i+1], vs)
		}
		if i == len(values)-1 {
			p.PrintNewline()
		}
	}
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.AllAttrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}

func parseSwitch(p ir.OpAsmParser, st *ir.OperationState) error {
	c := p.Context()
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	ft, err := p.ParseColonType()
	if err != nil {
		return err
	}
	flag, err := p.ResolveOperand(u, ft)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	def, defOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	var values []uint64
	var dests []*ir.Block
	var caseOps []*ir.Value
	caseSegs := []int32{}
	err = p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		b, vs, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		values = append(values, uint64(v))
		dests = append(dests, b)
		caseOps = append(caseOps, vs...)
		caseSegs = append(caseSegs, int32(len(vs)))
		return nil
	})
	if err != nil {
		return err
	}
	if err := parseAttrDictInto(p, st); err != nil {
		return err
	}
	st.Operands = append(append([]*ir.Value{flag}, defOps...), caseOps...)
	st.Successors = append([]*ir.Block{def}, dests...)
	if len(values) > 0 {
		st.AddAttr("case_values", c.DenseElementsAttr(c.VectorType([]int64{int64(len(values))}, ft, nil), values))
	}
	st.AddAttr("case_operand_segments", c.DenseI32ArrayAttr(caseSegs))
	st.AddAttr("operandSegmentSizes", c.DenseI32ArrayAttr([]int32{1, int32(len(defOps)), int32(len(caseOps))}))
	return nil
}

func verifySwitch(op *ir.Operation) error {
	n := len(caseValues(op))
	if n != len(op.Successors())-1 {
		return ir.OpError(op, "expects number of case values to match number of case destinations")
	}
	return nil
}
