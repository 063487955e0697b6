package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// inlineAsmOp is `llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = []
// "asm", "constraints" %a, %b : (T1, T2) -> R`.
var inlineAsmOp = &ir.OpDef{
	Name:     "llvm.inline_asm",
	Effects:  inlineAsmEffects,
	Operands: []ir.ValueSpec{{Name: "operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
	Attrs: []ir.AttrSpec{{Name: "asm_string"}, {Name: "constraints"}, {Name: "has_side_effects", UnitFlag: true},
		{Name: "is_align_stack", UnitFlag: true}, {Name: "tail_call_kind", Default: enumDefault("llvm", "tailcallkind", "none")},
		{Name: "asm_dialect", Optional: true}, {Name: "operand_attrs", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "has_side_effects") {
			p.WriteString(" has_side_effects")
		}
		if flagAttr(op, "is_align_stack") {
			p.WriteString(" is_align_stack")
		}
		if e, ok := op.Attr("tail_call_kind").(*EnumAttr); ok && e.Value != "none" {
			p.WriteString(" tail_call_kind = <" + e.Value + ">")
		}
		if op.Attr("asm_dialect") != nil {
			p.WriteString(" asm_dialect =")
			printI64Enum(p, op, "asm_dialect", asmDialects)
		}
		if a := op.Attr("operand_attrs"); a != nil {
			p.WriteString(" operand_attrs = ")
			p.PrintAttribute(a)
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "asm_string", "constraints", "has_side_effects", "is_align_stack", "tail_call_kind", "asm_dialect", "operand_attrs")
		p.WriteString(" ")
		p.PrintAttribute(op.Attr("asm_string"))
		p.WriteString(", ")
		p.PrintAttribute(op.Attr("constraints"))
		// The operand list keeps its leading space when empty, as MLIR prints it.
		printOperandList(p, op.Operands())
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if p.ParseOptionalKeyword("has_side_effects") {
			st.AddAttr("has_side_effects", c.UnitAttr())
		}
		if p.ParseOptionalKeyword("is_align_stack") {
			st.AddAttr("is_align_stack", c.UnitAttr())
		}
		if p.ParseOptionalKeyword("tail_call_kind") {
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			if err := p.ParsePunct("<"); err != nil {
				return err
			}
			kw, err := p.ParseKeywordIdent()
			if err != nil {
				return err
			}
			if err := p.ParsePunct(">"); err != nil {
				return err
			}
			st.AddAttr("tail_call_kind", Enum(c, "llvm", "tailcallkind", kw, false))
		}
		if p.ParseOptionalKeyword("asm_dialect") {
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			if err := parseI64Enum(p, st, "asm_dialect", "AsmDialect", asmDialects); err != nil {
				return err
			}
		}
		if p.ParseOptionalKeyword("operand_attrs") {
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			st.AddAttr("operand_attrs", a)
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		asmStr, err := p.ParseString()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		cons, err := p.ParseString()
		if err != nil {
			return err
		}
		st.AddAttr("asm_string", c.StringAttr(asmStr))
		st.AddAttr("constraints", c.StringAttr(cons))
		var us []ir.UnresolvedOperand
		if u, ok, err := p.ParseOptionalOperand(); err != nil {
			return err
		} else if ok {
			us = append(us, u)
			for p.ParseOptionalPunct(",") {
				u, err := p.ParseOperand()
				if err != nil {
					return err
				}
				us = append(us, u)
			}
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != len(us) {
			return p.Errorf("expected %d operand types, got %d", len(us), len(ft.Inputs))
		}
		st.Operands, err = p.ResolveOperands(us, ft.Inputs)
		st.Types = ft.Results
		return err
	},
}

// asmDialects are the inline assembly dialects by their integer value.
var asmDialects = []string{"att", "intel"}

// callIntrinsicOp is `llvm.call_intrinsic "llvm.x"(%a) : (f32) -> f32`.
var callIntrinsicOp = &ir.OpDef{
	Name:     "llvm.call_intrinsic",
	Operands: []ir.ValueSpec{{Name: "args", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Optional}},
	Attrs:    []ir.AttrSpec{{Name: "intrin"}, {Name: "fastmathFlags", Default: enumDefault("llvm", "fastmath", "none")}, {Name: "op_bundle_sizes", Default: func(c *ir.Context) ir.Attribute { return c.DenseI32ArrayAttr(nil) }}},
	Traits:   ir.AttrSizedOperandSegments,
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintAttribute(op.Attr("intrin"))
		p.WriteString("(")
		p.PrintOperands(op.Operands())
		p.WriteString(") : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
		printAttrDictWithDefaults(p, op, "intrin", "operandSegmentSizes")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		name, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		st.AddAttr("intrin", name)
		us, err := p.ParseOperandList(ir.DelimParen)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != len(us) {
			return p.Errorf("expected %d operand types, got %d", len(us), len(ft.Inputs))
		}
		st.Operands, err = p.ResolveOperands(us, ft.Inputs)
		if err != nil {
			return err
		}
		st.Types = ft.Results
		st.AddAttr("operandSegmentSizes", p.Context().DenseI32ArrayAttr([]int32{int32(len(us)), 0}))
		return parseAttrDictInto(p, st)
	},
}

// callOptionalAttrs are llvm.call's optional inherent attributes beyond those its syntax shows.
var callOptionalAttrs = []string{"branch_weights", "memory_effects", "convergent", "no_unwind", "will_return",
	"noinline", "alwaysinline", "inline_hint", "no_inline", "always_inline", "arg_attrs", "res_attrs",
	"op_bundle_tags", "access_groups", "alias_scopes", "noalias_scopes", "tbaa"}

func callAttrSpecs() []ir.AttrSpec {
	specs := []ir.AttrSpec{{Name: "callee", Optional: true}, {Name: "var_callee_type", Optional: true},
		{Name: "CConv", Default: enumDefault("llvm", "cconv", "ccc")},
		{Name: "TailCallKind", Default: enumDefault("llvm", "tailcallkind", "none")},
		fastmathSpec,
		{Name: "op_bundle_sizes", Default: func(c *ir.Context) ir.Attribute { return c.DenseI32ArrayAttr(nil) }}}
	for _, n := range callOptionalAttrs {
		specs = append(specs, ir.AttrSpec{Name: n, Optional: true})
	}
	return specs
}

// callOp is `llvm.call @f(%a) : (i32) -> i32`, `llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32`
// (indirect) or `llvm.call @v(%a, %b) vararg(!llvm.func<void (i32, ...)>) : (i32, f64) -> ()`.
var callOp = &ir.OpDef{
	Name:     "llvm.call",
	Traits:   ir.AttrSizedOperandSegments,
	Call:     callInterface,
	Operands: []ir.ValueSpec{{Name: "callee_operands", Kind: ir.Variadic}, {Name: "op_bundle_operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "result", Kind: ir.Optional}},
	Attrs:    callAttrSpecs(),
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if e, ok := op.Attr("CConv").(*EnumAttr); ok && e.Value != "ccc" {
			p.WriteString(" " + e.Value)
		}
		if e, ok := op.Attr("TailCallKind").(*EnumAttr); ok && e.Value != "none" {
			p.WriteString(" " + e.Value)
		}
		p.WriteString(" ")
		args := op.Operands()[:segmentSizes(op)[0]]
		direct := op.Attr("callee") != nil
		if direct {
			p.PrintAttribute(op.Attr("callee"))
		} else if len(args) > 0 {
			p.PrintOperand(args[0])
			args = args[1:]
		}
		p.WriteString("(")
		p.PrintOperands(args)
		p.WriteString(")")
		if t, ok := op.Attr("var_callee_type").(*ir.TypeAttr); ok {
			p.WriteString(" vararg(")
			p.PrintType(t.Type)
			p.WriteString(")")
		}
		printAttrDictWithDefaults(p, op, "callee", "var_callee_type", "CConv", "TailCallKind", "operandSegmentSizes", "op_bundle_sizes")
		p.WriteString(" : ")
		argTypes := make([]ir.Type, len(args))
		for i, a := range args {
			argTypes[i] = a.Type()
		}
		if !direct && op.NumOperands() > 0 {
			p.PrintType(op.Operand(0).Type())
			p.WriteString(", ")
		}
		p.PrintFunctionalType(argTypes, op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if kw := p.PeekKeyword(); kw != "" && cconvs[kw] {
			_ = p.ParseKeyword(kw)
			st.AddAttr("CConv", Enum(c, "llvm", "cconv", kw, false))
		}
		if kw := p.PeekKeyword(); kw == "tail" || kw == "musttail" || kw == "notail" {
			_ = p.ParseKeyword(kw)
			st.AddAttr("TailCallKind", Enum(c, "llvm", "tailcallkind", kw, false))
		}
		var callee *ir.UnresolvedOperand
		if name, ok := p.ParseOptionalSymbolName(); ok {
			st.AddAttr("callee", c.SymbolRefAttr(name))
		} else {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			callee = &u
		}
		us, err := p.ParseOperandList(ir.DelimParen)
		if err != nil {
			return err
		}
		if p.ParseOptionalKeyword("vararg") {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			st.AddAttr("var_callee_type", c.TypeAttr(t))
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		var calleeType ir.Type
		if callee != nil {
			if calleeType, err = p.ParseType(); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != len(us) {
			return p.Errorf("expected %d operand types, got %d", len(us), len(ft.Inputs))
		}
		types := ft.Inputs
		if callee != nil {
			us = append([]ir.UnresolvedOperand{*callee}, us...)
			types = append([]ir.Type{calleeType}, types...)
		}
		st.Operands, err = p.ResolveOperands(us, types)
		st.Types = ft.Results
		st.AddAttr("operandSegmentSizes", c.DenseI32ArrayAttr([]int32{int32(len(us)), 0}))
		return err
	},
}
