package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// ReturnDef is llvm.return: `llvm.return` or `llvm.return %v : T`.
var ReturnDef = &ir.OpDef{
	Name:     "llvm.return",
	Traits:   ir.Terminator | ir.ReturnLike | ir.Pure,
	Operands: []ir.ValueSpec{{Name: "arg", Kind: ir.Optional}},
	Format:   "attr-dict ($arg^ `:` type($arg))?",
	Verify:   verifyReturn,
}

// UnreachableDef is llvm.unreachable.
var UnreachableDef = &ir.OpDef{
	Name:   "llvm.unreachable",
	Traits: ir.Terminator,
	Format: "attr-dict",
}

// BrDef is llvm.br: `llvm.br ^bb1(%a : i32)`.
var BrDef = &ir.OpDef{
	Name:       "llvm.br",
	Traits:     ir.Terminator | ir.Pure,
	Operands:   []ir.ValueSpec{{Name: "destOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "dest"}},
	Attrs:      []ir.AttrSpec{optionalAttr("loop_annotation")},
	Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	Branch:     brInterface,
}

// CondBrDef is llvm.cond_br: `llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2`.
var CondBrDef = &ir.OpDef{
	Name:   "llvm.cond_br",
	Traits: ir.Terminator | ir.Pure | ir.AttrSizedOperandSegments,
	Branch: condBrInterface,
	Operands: []ir.ValueSpec{{Name: "condition"}, {Name: "trueDestOperands", Kind: ir.Variadic},
		{Name: "falseDestOperands", Kind: ir.Variadic}},
	Successors: []ir.ValueSpec{{Name: "trueDest"}, {Name: "falseDest"}},
	Attrs:      []ir.AttrSpec{optionalSpec(denseArraySpec("branch_weights", 32)), optionalAttr("loop_annotation")},
	TypeRules:  []ir.TypeRule{{To: "condition", Build: i1Type}},
	Format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` " +
		"$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` " +
		"$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
}

// segmentSizes returns the operandSegmentSizes of op.
func segmentSizes(op *ir.Operation) []int {
	vs := ir.IntsAttrValue(op.Attr(ir.OperandSegmentSizesAttr))
	if vs == nil {
		return []int{op.NumOperands()}
	}
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = int(v)
	}
	return out
}

// caseValues returns the case values of an llvm.switch, sign-extended.
func caseValues(op *ir.Operation) []int64 {
	a, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	return denseInts(a)
}

// denseInts returns the elements of a dense integer attribute, sign-extended.
func denseInts(a *ir.DenseElementsAttr) []int64 {
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

// switchCasesDirective is custom<SwitchOpCases>(ref(type($value)), $case_values,
// $caseDestinations, $caseOperands, type($caseOperands)):
//
//	[
//	  1: ^bb2,
//	  -2: ^bb3(%b : f32)
//	]
var switchCasesDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		c := p.Context()
		var values []uint64
		err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			b, err := p.ParseSuccessor()
			if err != nil {
				return err
			}
			values = append(values, uint64(v))
			args[2].Successors = append(args[2].Successors, b)
			if !p.ParseOptionalPunct("(") {
				args[3].Groups = append(args[3].Groups, 0)
				return nil
			}
			if err := parseOperandGroup(p, args[3], args[4]); err != nil {
				return err
			}
			return p.ParsePunct(")")
		})
		if err == nil && len(values) > 0 {
			args[1].Attr = c.DenseElementsAttr(c.VectorType([]int64{int64(len(values))}, args[0].Types[0], nil), values)
		}
		return err
	},
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		p.WriteString("[")
		p.PrintNewline()
		var values []int64
		if a, ok := args[1].Attr.(*ir.DenseElementsAttr); ok {
			values = denseInts(a)
		}
		operands := args[3].Values
		for i, v := range values {
			if i > 0 {
				p.WriteString(",")
				p.PrintNewline()
			}
			p.WriteString("  " + itoa(v) + ": ")
			var vs []*ir.Value
			if i < len(args[3].Groups) && int(args[3].Groups[i]) <= len(operands) {
				vs, operands = operands[:args[3].Groups[i]], operands[args[3].Groups[i]:]
			}
			if i < len(args[2].Successors) {
				p.PrintSuccessorAndUseList(args[2].Successors[i], vs)
			}
			if i == len(values)-1 {
				p.PrintNewline()
			}
		}
		p.WriteString("]")
	},
}

// SwitchDef is llvm.switch:
//
//	llvm.switch %v : i32, ^bb1(%a : f32) [
//	  1: ^bb2,
//	  -2: ^bb3(%b : f32)
//	]
var SwitchDef = &ir.OpDef{
	Name:   "llvm.switch",
	Traits: ir.Terminator | ir.Pure | ir.AttrSizedOperandSegments,
	Branch: switchInterface,
	Operands: []ir.ValueSpec{{Name: "value"}, {Name: "defaultOperands", Kind: ir.Variadic},
		{Name: "caseOperands", Kind: ir.Variadic, Segments: "case_operand_segments"}},
	Successors: []ir.ValueSpec{{Name: "defaultDestination"}, {Name: "caseDestinations", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{optionalAttr("case_values"), denseArraySpec("case_operand_segments", 32),
		optionalSpec(denseArraySpec("branch_weights", 32))},
	CustomDirectives: map[string]*ir.CustomDirective{"SwitchOpCases": switchCasesDirective},
	Format: "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? " +
		"custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) " +
		"attr-dict",
	Verify: verifySwitch,
}

func verifySwitch(op *ir.Operation) error {
	n := len(caseValues(op))
	if n != len(op.Successors())-1 {
		return ir.OpError(op, "expects number of case values to match number of case destinations")
	}
	return nil
}

// parseOperandGroup reads `%a, %b : t1, t2` into the operands of ops and the types of tys, and
// records its size as a group of ops.
func parseOperandGroup(p ir.OpAsmParser, ops, tys *ir.CustomArg) error {
	us, err := p.ParseOperandList(ir.DelimNone)
	if err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != len(us) {
		return p.Errorf("expected %d types, got %d", len(us), len(ts))
	}
	ops.Operands = append(ops.Operands, us...)
	tys.Types = append(tys.Types, ts...)
	ops.Groups = append(ops.Groups, int32(len(us)))
	return nil
}
