package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// binFlag says which flag syntax a binary op has.
type binFlag uint8

const (
	noFlag       binFlag = iota
	overflowFlag         // `%a, %b overflow<nsw>`
	exactFlag            // `exact %a, %b`
	disjointFlag         // `disjoint %a, %b`
	fastmathFlag         // fastmathFlags in the attribute dictionary
)

// binaryOp defines a two-operand op whose operands and result share a type:
// `llvm.add %a, %b overflow<nsw> : i32`.
func binaryOp(name string, flag binFlag) *ir.OpDef {
	def := &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   ir.Pure | ir.SameOperandsAndResultType,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
	}
	def.Verify = verifyOperands(signlessIntOrVector)
	var elided []string
	switch flag {
	case overflowFlag:
		def.Attrs = []ir.AttrSpec{{Name: "overflowFlags", Default: i32Default(0)}}
		elided = []string{"overflowFlags"}
	case exactFlag:
		def.Attrs = []ir.AttrSpec{{Name: "isExact", UnitFlag: true}}
		elided = []string{"isExact"}
	case disjointFlag:
		def.Attrs = []ir.AttrSpec{{Name: "isDisjoint", UnitFlag: true}}
		elided = []string{"isDisjoint"}
	case fastmathFlag:
		def.Attrs = []ir.AttrSpec{fastmathSpec}
		def.Verify = verifyOperands(floatOrVector)
	}
	unitName := ""
	if flag == exactFlag {
		unitName = "exact"
	} else if flag == disjointFlag {
		unitName = "disjoint"
	}
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		if unitName != "" && flagAttr(op, elided[0]) {
			p.WriteString(" " + unitName)
		}
		printOperandList(p, op.Operands())
		if flag == overflowFlag {
			printOverflow(p, intAttr(op, "overflowFlags", 0))
		}
		printAttrDictWithDefaults(p, op, elided...)
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		if unitName != "" && p.ParseOptionalKeyword(unitName) {
			st.AddAttr(elided[0], p.Context().UnitAttr())
		}
		us, err := parseOperandsN(p, 2)
		if err != nil {
			return err
		}
		if flag == overflowFlag {
			flags, err := parseOverflow(p)
			if err != nil {
				return err
			}
			st.AddAttr("overflowFlags", p.Context().I32Attr(int32(flags)))
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		st.Operands, err = resolveAll(p, us, t)
		st.Types = []ir.Type{t}
		return err
	}
	return def
}

// printAttrDictWithDefaults prints the op's attribute dictionary without elided names and
// without inherent attributes equal to their defaults.
func printAttrDictWithDefaults(p ir.OpAsmPrinter, op *ir.Operation, elided ...string) {
	if def := op.Def(); def != nil {
		for _, a := range def.Attrs {
			if a.Default != nil && op.Attr(a.Name) == a.Default(op.Context()) {
				elided = append(elided, a.Name)
			}
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
}

// castOp defines `llvm.zext %a : i32 to i64`; prefixUnit is an optional leading flag such as
// `nneg`, overflow adds overflow flags after the operand.
func castOp(name, prefixUnit, unitAttr string, overflow bool) *ir.OpDef {
	def := &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   ir.Pure,
		Operands: []ir.ValueSpec{{Name: "arg"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
	}
	var elided []string
	if prefixUnit != "" {
		def.Attrs = append(def.Attrs, ir.AttrSpec{Name: unitAttr, UnitFlag: true})
		elided = append(elided, unitAttr)
	}
	if overflow {
		def.Attrs = append(def.Attrs, ir.AttrSpec{Name: "overflowFlags", Default: i32Default(0)})
		elided = append(elided, "overflowFlags")
	}
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		if prefixUnit != "" && flagAttr(op, unitAttr) {
			p.WriteString(" " + prefixUnit)
		}
		printOperandList(p, op.Operands())
		if overflow {
			printOverflow(p, intAttr(op, "overflowFlags", 0))
		}
		printAttrDictWithDefaults(p, op, elided...)
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" to ")
		p.PrintType(op.Result(0).Type())
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		if prefixUnit != "" && p.ParseOptionalKeyword(prefixUnit) {
			st.AddAttr(unitAttr, p.Context().UnitAttr())
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if overflow {
			flags, err := parseOverflow(p)
			if err != nil {
				return err
			}
			st.AddAttr("overflowFlags", p.Context().I32Attr(int32(flags)))
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		from, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		to, err := p.ParseType()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, from)
		st.Operands, st.Types = []*ir.Value{v}, []ir.Type{to}
		return err
	}
	return def
}

// unaryOp defines `llvm.fneg %a : f32` (operand and result of one type).
func unaryOp(name string, attrs ...ir.AttrSpec) *ir.OpDef {
	return &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   ir.Pure | ir.SameOperandsAndResultType,
		Operands: []ir.ValueSpec{{Name: "operand"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
		Attrs:    attrs,
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			printOperandList(p, op.Operands())
			printAttrDictWithDefaults(p, op)
			p.WriteString(" : ")
			p.PrintType(op.Result(0).Type())
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := parseAttrDictInto(p, st); err != nil {
				return err
			}
			t, err := p.ParseColonType()
			if err != nil {
				return err
			}
			v, err := p.ResolveOperand(u, t)
			st.Operands, st.Types = []*ir.Value{v}, []ir.Type{t}
			return err
		},
	}
}

var icmpPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

var fcmpPredicates = []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}

// i1Like returns i1, or a vector of i1 shaped like t.
func i1Like(c *ir.Context, t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return c.VectorType(v.Dims, c.I1(), v.Scalable)
	}
	return c.I1()
}

// cmpOp defines `llvm.icmp "slt" %a, %b : i32` (and fcmp with fastmath flags).
func cmpOp(name string, preds []string, fastmath bool) *ir.OpDef {
	attrs := []ir.AttrSpec{{Name: "predicate"}}
	if fastmath {
		attrs = append(attrs, fastmathSpec)
	}
	return &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   ir.Pure | ir.SameTypeOperands,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
		Attrs:    attrs,
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString(" ")
			pred := intAttr(op, "predicate", 0)
			if pred >= 0 && int(pred) < len(preds) {
				p.PrintString(preds[pred])
			} else {
				p.PrintAttribute(op.Attr("predicate"))
			}
			printOperandList(p, op.Operands())
			printAttrDictWithDefaults(p, op, "predicate")
			p.WriteString(" : ")
			p.PrintType(op.Operand(0).Type())
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			s, err := p.ParseString()
			if err != nil {
				return err
			}
			idx := -1
			for i, n := range preds {
				if n == s {
					idx = i
				}
			}
			if idx < 0 {
				return p.Errorf("'%s' is an incorrect value of the 'predicate' attribute", s)
			}
			st.AddAttr("predicate", p.Context().I64Attr(int64(idx)))
			us, err := parseOperandsN(p, 2)
			if err != nil {
				return err
			}
			if err := parseAttrDictInto(p, st); err != nil {
				return err
			}
			t, err := p.ParseColonType()
			if err != nil {
				return err
			}
			st.Operands, err = resolveAll(p, us, t)
			st.Types = []ir.Type{i1Like(p.Context(), t)}
			return err
		},
	}
}

// selectOp is `llvm.select %c, %a, %b : i1, i32`.
var selectOp = &ir.OpDef{
	Name:     "llvm.select",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "condition"}, {Name: "trueValue"}, {Name: "falseValue"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{fastmathSpec},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		printAttrDictWithDefaults(p, op)
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		us, err := parseOperandsN(p, 3)
		if err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		ct, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{ct, t, t})
		st.Types = []ir.Type{t}
		return err
	},
}
