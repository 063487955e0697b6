package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// InlineAsmDef is llvm.inline_asm: `llvm.inline_asm has_side_effects asm_dialect = att
// operand_attrs = [] "asm", "constraints" %a, %b : (T1, T2) -> R`. Its operand list keeps
// the space before it when empty, as MLIR prints it.
var InlineAsmDef = &ir.OpDef{
	Name:     "llvm.inline_asm",
	Effects:  inlineAsmEffects,
	Operands: []ir.ValueSpec{{Name: "operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
	Attrs: []ir.AttrSpec{strSpec("asm_string"), strSpec("constraints"), unitSpec("has_side_effects"),
		unitSpec("is_align_stack"),
		defaultSpec(strippedEnumSpec("tail_call_kind", "tailcallkind"), enumDefault("llvm", "tailcallkind", "none")),
		optionalSpec(asmDialect.spec("asm_dialect")), optionalAttr("operand_attrs")},
	Format: "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? " +
		"(`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? " +
		"(`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints " +
		"operands `:` functional-type(operands, results)",
}

// CallIntrinsicDef is llvm.call_intrinsic: `llvm.call_intrinsic "llvm.x"(%a) {attrs} : (f32)
// -> f32`. MLIR gives it a custom assembly format (hasCustomAssemblyFormat): the attribute
// dictionary elides the default fastmath flags and the signature spells the argument types.
var CallIntrinsicDef = &ir.OpDef{
	Name:   "llvm.call_intrinsic",
	Traits: ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{{Name: "args", Kind: ir.Variadic},
		{Name: "op_bundle_operands", Kind: ir.Variadic, Segments: "op_bundle_sizes"}},
	Results: []ir.ValueSpec{{Name: "results", Kind: ir.Optional}},
	Attrs: []ir.AttrSpec{strSpec("intrin"), fastmathSpec, defaultSpec(denseArraySpec("op_bundle_sizes", 32), emptyArrayDefault),
		optionalAttr("op_bundle_tags"), optionalAttr("arg_attrs"), optionalAttr("res_attrs")},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintAttribute(op.Attr("intrin"))
		p.WriteString("(")
		p.PrintOperands(op.Operands())
		p.WriteString(")")
		printAttrDictWithDefaults(p, op, "intrin", ir.OperandSegmentSizesAttr, "op_bundle_sizes", "op_bundle_tags",
			"arg_attrs", "res_attrs")
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		name, err := p.ParseString()
		if err != nil {
			return err
		}
		c := p.Context()
		st.AddAttr("intrin", c.StringAttr(name))
		us, err := p.ParseOperandList(ir.DelimParen)
		if err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
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
		st.AddAttr(ir.OperandSegmentSizesAttr, c.DenseI32ArrayAttr([]int32{int32(len(us)), 0}))
		return err
	},
}

// callAttrs are llvm.call's inherent attributes, in ODS order.
var callAttrs = append([]ir.AttrSpec{optionalSpec(typeSpec("var_callee_type")), optionalSpec(symbolSpec("callee")),
	fastmathSpec, defaultSpec(attrSpec("CConv"), enumDefault("llvm", "cconv", "ccc")),
	defaultSpec(attrSpec("TailCallKind"), enumDefault("llvm", "tailcallkind", "none")),
	optionalAttr("memory_effects"), unitSpec("convergent"),
	unitSpec("no_unwind"), unitSpec("will_return"), defaultSpec(denseArraySpec("op_bundle_sizes", 32), emptyArrayDefault),
	optionalAttr("op_bundle_tags"), optionalAttr("arg_attrs"), optionalAttr("res_attrs"), unitSpec("no_inline"),
	unitSpec("always_inline"), unitSpec("inline_hint")}, memAccessSpecs()...)

// CallDef is llvm.call: `llvm.call @f(%a) : (i32) -> i32`, `llvm.call %fp(%a) : !llvm.ptr,
// (i32) -> i32` (indirect) or `llvm.call @v(%a, %b) vararg(!llvm.func<void (i32, ...)>) :
// (i32, f64) -> ()`. MLIR gives it a custom assembly format (hasCustomAssemblyFormat): the
// callee is a symbol or the first operand, and the calling convention and tail call kind
// are bare keywords.
var CallDef = &ir.OpDef{
	Name:   "llvm.call",
	Traits: ir.AttrSizedOperandSegments,
	Call:   callInterface,
	Operands: []ir.ValueSpec{{Name: "callee_operands", Kind: ir.Variadic},
		{Name: "op_bundle_operands", Kind: ir.Variadic, Segments: "op_bundle_sizes"}},
	Results: []ir.ValueSpec{{Name: "result", Kind: ir.Optional}},
	Attrs:   callAttrs,
	Print:   printCall,
	Parse:   parseCall,
}

func printCall(p ir.OpAsmPrinter, op *ir.Operation) {
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
	printAttrDictWithDefaults(p, op, "callee", "var_callee_type", "CConv", "TailCallKind", ir.OperandSegmentSizesAttr, "op_bundle_sizes")
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
}

func parseCall(p ir.OpAsmParser, st *ir.OperationState) error {
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
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
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
	st.AddAttr(ir.OperandSegmentSizesAttr, c.DenseI32ArrayAttr([]int32{int32(len(us)), 0}))
	return err
}
