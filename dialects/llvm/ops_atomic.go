package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// atomicOrderings are LLVM's atomic orderings by their integer value; 3 (consume) has no
// spelling in MLIR.
var atomicOrderings = []string{"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}

// atomicBinOps are the llvm.atomicrmw operations by their integer value.
var atomicBinOps = []string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}

// enumIndex returns the index of kw in names, or -1.
func enumIndex(names []string, kw string) int {
	for i, n := range names {
		if n != "" && n == kw {
			return i
		}
	}
	return -1
}

// printI64Enum writes ` name` for an integer enum attribute of op (nothing when absent).
func printI64Enum(p ir.OpAsmPrinter, op *ir.Operation, attr string, names []string) {
	a, ok := op.Attr(attr).(*ir.IntegerAttr)
	if !ok {
		return
	}
	p.WriteString(" ")
	if a.Value >= 0 && int(a.Value) < len(names) && names[a.Value] != "" {
		p.WriteString(names[a.Value])
		return
	}
	p.PrintAttributeWithoutType(a)
}

// parseI64Enum reads one keyword of names into the i64 attribute attr; what names the enum in
// the error message, as MLIR's generated enum parser words it.
func parseI64Enum(p ir.OpAsmParser, st *ir.OperationState, attr, what string, names []string) error {
	loc := p.Pos()
	kw, err := p.ParseKeywordOrString()
	if err != nil {
		return err
	}
	i := enumIndex(names, kw)
	if i < 0 {
		return p.ErrorfAt(loc, "expected ::mlir::LLVM::%s to be one of: %s", what, joinNonEmpty(names))
	}
	st.AddAttr(attr, p.Context().I64Attr(int64(i)))
	return nil
}

func joinNonEmpty(names []string) string {
	s := ""
	for _, n := range names {
		if n == "" {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += n
	}
	return s
}

// printSyncScope writes ` syncscope("x")` when the op has a syncscope.
func printSyncScope(p ir.OpAsmPrinter, op *ir.Operation) {
	if s, ok := op.Attr("syncscope").(*ir.StringAttr); ok {
		p.WriteString(" syncscope(")
		p.PrintString(s.Value)
		p.WriteString(")")
	}
}

// parseSyncScope reads an optional `syncscope("x")`.
func parseSyncScope(p ir.OpAsmParser, st *ir.OperationState) error {
	if !p.ParseOptionalKeyword("syncscope") {
		return nil
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	s, err := p.ParseString()
	if err != nil {
		return err
	}
	st.AddAttr("syncscope", p.Context().StringAttr(s))
	return p.ParsePunct(")")
}

// memAccessAttrs are the optional alias-analysis attributes of memory ops.
var memAccessAttrs = []ir.AttrSpec{{Name: "access_groups", Optional: true}, {Name: "alias_scopes", Optional: true},
	{Name: "noalias_scopes", Optional: true}, {Name: "tbaa", Optional: true}}

// atomicRMWOp is `llvm.atomicrmw volatile add %p, %v syncscope("agent") monotonic : !llvm.ptr, i32`.
var atomicRMWOp = &ir.OpDef{
	Name:     "llvm.atomicrmw",
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "val"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{{Name: "bin_op"}, {Name: "ordering"}, {Name: "syncscope", Optional: true},
		{Name: "alignment", Optional: true}, {Name: "volatile_", UnitFlag: true}}, memAccessAttrs...),
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "volatile_") {
			p.WriteString(" volatile")
		}
		printI64Enum(p, op, "bin_op", atomicBinOps)
		printOperandList(p, op.Operands())
		printSyncScope(p, op)
		printI64Enum(p, op, "ordering", atomicOrderings)
		p.PrintOptionalAttrDict(op.AllAttrs(), "volatile_", "bin_op", "syncscope", "ordering")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
		p.PrintType(op.Operand(1).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if p.ParseOptionalKeyword("volatile") {
			st.AddAttr("volatile_", p.Context().UnitAttr())
		}
		if err := parseI64Enum(p, st, "bin_op", "AtomicBinOp", atomicBinOps); err != nil {
			return err
		}
		us, err := parseOperandsN(p, 2)
		if err != nil {
			return err
		}
		if err := parseSyncScope(p, st); err != nil {
			return err
		}
		if err := parseI64Enum(p, st, "ordering", "AtomicOrdering", atomicOrderings); err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		pt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		vt, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{pt, vt})
		st.Types = []ir.Type{vt}
		return err
	},
}

// cmpXchgOp is `llvm.cmpxchg weak volatile %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32`,
// whose result is `!llvm.struct<(i32, i1)>`.
var cmpXchgOp = &ir.OpDef{
	Name:     "llvm.cmpxchg",
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "cmp"}, {Name: "val"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{{Name: "success_ordering"}, {Name: "failure_ordering"},
		{Name: "syncscope", Optional: true}, {Name: "alignment", Optional: true}, {Name: "weak", UnitFlag: true},
		{Name: "volatile_", UnitFlag: true}}, memAccessAttrs...),
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "weak") {
			p.WriteString(" weak")
		}
		if flagAttr(op, "volatile_") {
			p.WriteString(" volatile")
		}
		printOperandList(p, op.Operands())
		printSyncScope(p, op)
		printI64Enum(p, op, "success_ordering", atomicOrderings)
		printI64Enum(p, op, "failure_ordering", atomicOrderings)
		p.PrintOptionalAttrDict(op.AllAttrs(), "weak", "volatile_", "syncscope", "success_ordering", "failure_ordering")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
		p.PrintType(op.Operand(1).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if p.ParseOptionalKeyword("weak") {
			st.AddAttr("weak", c.UnitAttr())
		}
		if p.ParseOptionalKeyword("volatile") {
			st.AddAttr("volatile_", c.UnitAttr())
		}
		us, err := parseOperandsN(p, 3)
		if err != nil {
			return err
		}
		if err := parseSyncScope(p, st); err != nil {
			return err
		}
		if err := parseI64Enum(p, st, "success_ordering", "AtomicOrdering", atomicOrderings); err != nil {
			return err
		}
		if err := parseI64Enum(p, st, "failure_ordering", "AtomicOrdering", atomicOrderings); err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		pt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		vt, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{pt, vt, vt})
		st.Types = []ir.Type{Struct(c, []ir.Type{vt, c.I1()}, false)}
		return err
	},
}

// fenceOp is `llvm.fence syncscope("agent") seq_cst`.
var fenceOp = &ir.OpDef{
	Name:  "llvm.fence",
	Attrs: []ir.AttrSpec{{Name: "ordering"}, {Name: "syncscope", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printSyncScope(p, op)
		printI64Enum(p, op, "ordering", atomicOrderings)
		p.PrintOptionalAttrDict(op.AllAttrs(), "syncscope", "ordering")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if err := parseSyncScope(p, st); err != nil {
			return err
		}
		if err := parseI64Enum(p, st, "ordering", "AtomicOrdering", atomicOrderings); err != nil {
			return err
		}
		return parseAttrDictInto(p, st)
	},
	Verify: func(op *ir.Operation) error {
		switch intAttr(op, "ordering", 0) {
		case 0, 1, 2:
			return ir.OpError(op, "can be given only acquire, release, acq_rel, and seq_cst orderings")
		}
		return nil
	},
}
