// Package cf defines MLIR's unstructured control flow dialect: cf.br, cf.cond_br, cf.switch
// and cf.assert.
package cf

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// BranchDef is `cf.br`, an unconditional branch.
//
// Example printed form:
//
//	cf.br ^bb3(%arg0, %arg0 : i32, i32)
var BranchDef = &ir.OpDef{
	Name:       "cf.br",
	GoName:     "Branch",
	Summary:    "branch operation",
	Traits:     ir.Pure | ir.Terminator,
	Operands:   []ir.ValueSpec{{Name: "destOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "dest"}},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		b, vs, err := p.ParseSuccessorAndUseList()
		if err != nil {
			return err
		}
		st.Successors = append(st.Successors, b)
		st.Operands = append(st.Operands, vs...)
		attrs, err := p.ParseOptionalAttrDict()
		st.Attrs = append(st.Attrs, attrs...)
		return err
	},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintSuccessorAndUseList(op.Successors()[0], op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
	},
	Verify: func(op *ir.Operation) error {
		return verifySuccessorOperands(op, 0, op.Operands())
	},
	CanonicalizationPatterns: branchPatterns,
	Branch:                   branchInterface,
}

// segments returns the operandSegmentSizes of op, or nil.
func segments(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// CondBranchDef is `cf.cond_br`, a two-way conditional branch.
//
// Example printed form:
//
//	cf.cond_br %cond, ^bb1(%arg0 : i32), ^bb2
var CondBranchDef = &ir.OpDef{
	Name:    "cf.cond_br",
	GoName:  "CondBranch",
	Summary: "conditional branch operation",
	Traits:  ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{
		{Name: "condition"},
		{Name: "trueDestOperands", Kind: ir.Variadic},
		{Name: "falseDestOperands", Kind: ir.Variadic},
	},
	Successors:               []ir.ValueSpec{{Name: "trueDest"}, {Name: "falseDest"}},
	Parse:                    parseCondBranch,
	Print:                    printCondBranch,
	Verify:                   verifyCondBranch,
	CanonicalizationPatterns: condBranchPatterns,
	Branch:                   condBranchInterface,
}

func parseCondBranch(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	c, err := p.ResolveOperand(u, ctx.I1())
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	tb, tvs, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	fb, fvs, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Operands = append(append(append(st.Operands, c), tvs...), fvs...)
	st.Successors = append(st.Successors, tb, fb)
	st.AddAttr("operandSegmentSizes", ctx.DenseI32ArrayAttr([]int32{1, int32(len(tvs)), int32(len(fvs))}))
	return nil
}

// condBranchOperands splits the operands of a cf.cond_br into the true and false lists.
func condBranchOperands(op *ir.Operation) (t, f []*ir.Value) {
	ops := op.Operands()
	seg := segments(op, "operandSegmentSizes")
	if len(seg) != 3 || int(seg[0]+seg[1]+seg[2]) != len(ops) {
		return nil, nil
	}
	return ops[1 : 1+seg[1]], ops[1+seg[1]:]
}

func printCondBranch(p ir.OpAsmPrinter, op *ir.Operation) {
	t, f := condBranchOperands(op)
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successors()[0], t)
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successors()[1], f)
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes")
}

func verifyCondBranch(op *ir.Operation) error {
	seg := segments(op, "operandSegmentSizes")
	if len(seg) != 3 {
		return ir.OpError(op, "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got %d", len(seg))
	}
	if n := int(seg[0] + seg[1] + seg[2]); n != op.NumOperands() || seg[0] != 1 {
		return ir.OpError(op, "operand count (%d) does not match with the total size (%d) specified in attribute 'operandSegmentSizes'", op.NumOperands(), n)
	}
	if t := op.Operand(0).Type(); !isI1(t) {
		return ir.OpError(op, "operand #0 must be 1-bit signless integer, but got %s", quoteType(t))
	}
	t, f := condBranchOperands(op)
	if err := verifySuccessorOperands(op, 0, t); err != nil {
		return err
	}
	return verifySuccessorOperands(op, 1, f)
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1 && it.Signedness == ir.Signless
}

// verifySuccessorOperands checks the values passed to successor i against its block
// arguments, as MLIR's BranchOpInterface verifier (whose messages carry no op prefix).
func verifySuccessorOperands(op *ir.Operation, i int, vals []*ir.Value) error {
	b := op.Successors()[i]
	if b == nil {
		return nil
	}
	if len(vals) != b.NumArguments() {
		return ir.Errorf(op.Loc(), "branch has %d operands for successor #%d, but target block has %d", len(vals), i, b.NumArguments())
	}
	for j, v := range vals {
		if v.Type() != b.Argument(j).Type() {
			return ir.Errorf(op.Loc(), "type mismatch for bb argument #%d of successor #%d", j, i)
		}
	}
	return nil
}

// SwitchDef is `cf.switch`, a multi-way branch on an integer flag.
//
// Example printed form:
//
//	cf.switch %flag : i32, [
//	  default: ^bb1(%a : i32),
//	  42: ^bb2
//	]
var SwitchDef = &ir.OpDef{
	Name:    "cf.switch",
	Summary: "Switch operation",
	Traits:  ir.Pure | ir.Terminator | ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{
		{Name: "flag"},
		{Name: "defaultOperands", Kind: ir.Variadic},
		{Name: "caseOperands", Kind: ir.Variadic},
	},
	Attrs: []ir.AttrSpec{
		{Name: "case_values", Optional: true},
		{Name: "case_operand_segments"},
	},
	Successors:               []ir.ValueSpec{{Name: "defaultDestination"}, {Name: "caseDestinations", Kind: ir.Variadic}},
	Parse:                    parseSwitch,
	Print:                    printSwitch,
	Verify:                   verifySwitch,
	CanonicalizationPatterns: switchPatterns,
	Branch:                   switchInterface,
}

func parseSwitch(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ft, err := p.ParseType()
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
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	def, defOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	var values []uint64
	var dests []*ir.Block
	var caseOps []*ir.Value
	var caseSegs []int32
	for p.ParseOptionalPunct(",") {
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
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Operands = append(append(append(st.Operands, flag), defOps...), caseOps...)
	st.Successors = append(append(st.Successors, def), dests...)
	if len(values) > 0 {
		st.AddAttr("case_values", ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(values))}, ft, nil), values))
	}
	st.AddAttr("case_operand_segments", ctx.DenseI32ArrayAttr(caseSegs))
	st.AddAttr("operandSegmentSizes", ctx.DenseI32ArrayAttr([]int32{1, int32(len(defOps)), int32(len(caseOps))}))
	return nil
}

// switchOperands splits a cf.switch's operands into the default and per-case lists.
func switchOperands(op *ir.Operation) (def []*ir.Value, cases [][]*ir.Value) {
	ops := op.Operands()
	seg := segments(op, "operandSegmentSizes")
	if len(seg) != 3 || int(seg[0]+seg[1]+seg[2]) != len(ops) {
		return nil, nil
	}
	def, rest := ops[1:1+seg[1]], ops[1+seg[1]:]
	for _, n := range segments(op, "case_operand_segments") {
		if int(n) > len(rest) {
			return def, nil
		}
		cases = append(cases, rest[:n])
		rest = rest[n:]
	}
	return def, cases
}

// caseValues returns the case values of a cf.switch as unsigned numbers of the flag width, as
// MLIR prints them (its printer reads the APInt with getZExtValue).
func caseValues(op *ir.Operation) []uint64 {
	a, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := int(ir.NumElements(a.Type.Shape()))
	w := ir.IntOrFloatBitWidth(a.Type.ElementType())
	vs := make([]uint64, n)
	for i := range vs {
		d := a.Data[0]
		if !a.Splat {
			d = a.Data[i]
		}
		if w < 64 {
			d &= 1<<w - 1
		}
		vs[i] = d
	}
	return vs
}

func printSwitch(p ir.OpAsmPrinter, op *ir.Operation) {
	def, cases := switchOperands(op)
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", [")
	p.PrintNewline()
	p.WriteString("  default: ")
	p.PrintSuccessorAndUseList(op.Successors()[0], def)
	values := caseValues(op)
	if _, ok := op.Attr("case_values").(*ir.DenseElementsAttr); ok {
		for i, v := range values {
			p.WriteString(",")
			p.PrintNewline()
			p.WriteString("  " + strconv.FormatUint(v, 10) + ": ")
			var vs []*ir.Value
			if i < len(cases) {
				vs = cases[i]
			}
			if i+1 < len(op.Successors()) {
				p.PrintSuccessorAndUseList(op.Successors()[i+1], vs)
			}
		}
		p.PrintNewline()
	}
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.AllAttrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}

func verifySwitch(op *ir.Operation) error {
	dests := op.Successors()[1:]
	a, hasValues := op.Attr("case_values").(*ir.DenseElementsAttr)
	if hasValues || len(dests) > 0 {
		ft := op.Operand(0).Type()
		if hasValues && a.Type.ElementType() != ft {
			return ir.OpError(op, "'flag' type (%s) should match case value type (%s)", typeString(ft), typeString(a.Type.ElementType()))
		}
		n := 0
		if hasValues {
			n = int(ir.NumElements(a.Type.Shape()))
		}
		if n != len(dests) {
			return ir.OpError(op, "number of case values (%d) should match number of case destinations (%d)", n, len(dests))
		}
	}
	def, cases := switchOperands(op)
	if err := verifySuccessorOperands(op, 0, def); err != nil {
		return err
	}
	for i, vs := range cases {
		if i+1 < len(op.Successors()) {
			if err := verifySuccessorOperands(op, i+1, vs); err != nil {
				return err
			}
		}
	}
	return nil
}

// AssertDef is `cf.assert`, a runtime assertion with a message.
//
// Example printed form:
//
//	cf.assert %cond, "message"
var AssertDef = &ir.OpDef{
	Name:     "cf.assert",
	Summary:  "Assert operation with message attribute",
	Operands: []ir.ValueSpec{{Name: "arg"}},
	Attrs:    []ir.AttrSpec{{Name: "msg"}},
	Format:   "$arg `,` $msg attr-dict",
	TypeRules: []ir.TypeRule{{To: "arg", Build: func(ctx *ir.Context) ir.Type {
		return ctx.I1()
	}}},
	CanonicalizationPatterns: assertPatterns,
}

// Dialect is the cf dialect.
var Dialect = &ir.Dialect{
	Name: "cf",
	Ops:  []*ir.OpDef{AssertDef, BranchDef, CondBranchDef, SwitchDef},
}
