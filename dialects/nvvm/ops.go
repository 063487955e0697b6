package nvvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// printDefaultsElided prints the attribute dictionary of op without elided names and without
// inherent attributes equal to their defaults, as MLIR's declarative attr-dict does.
func printDefaultsElided(p ir.OpAsmPrinter, op *ir.Operation, elided ...string) {
	for _, a := range op.Def().Attrs {
		if a.Default != nil && op.Attr(a.Name) == a.Default(op.Context()) {
			elided = append(elided, a.Name)
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
}

func parseAttrDict(p ir.OpAsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	st.Attrs = append(st.Attrs, attrs...)
	return err
}

// printBareEnum writes `  value` for the bare enum attribute name of op: the enum's own
// leading space after the separating one makes the double space MLIR prints.
func printBareEnum(p ir.OpAsmPrinter, op *ir.Operation, name string) {
	p.WriteString("  ")
	if e, ok := op.Attr(name).(*llvm.EnumAttr); ok {
		p.WriteString(e.Value)
	}
}

// parseBareEnum reads a keyword of values into the bare enum `#nvvm<mnemonic value>`.
func parseBareEnum(p ir.OpAsmParser, st *ir.OperationState, name, mnemonic string, values ...string) error {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return err
	}
	for _, v := range values {
		if v == kw {
			st.AddAttr(name, llvm.Enum(p.Context(), "nvvm", mnemonic, kw, true))
			return nil
		}
	}
	return p.ErrorfAt(loc, "invalid %s: %s", mnemonic, kw)
}

func boolDefault(c *ir.Context) ir.Attribute { return c.BoolAttr(false) }

func memScopeDefault(c *ir.Context) ir.Attribute {
	return llvm.Enum(c, "nvvm", "mem_scope", "cta", false)
}

// barrierOp is `nvvm.barrier id = %id number_of_threads = %n`.
var barrierOp = &ir.OpDef{
	Name:     "nvvm.barrier",
	Traits:   ir.AttrSizedOperandSegments,
	Operands: []ir.ValueSpec{{Name: "barrierId", Kind: ir.Optional}, {Name: "numberOfThreads", Kind: ir.Optional}, {Name: "reductionPredicate", Kind: ir.Optional}},
	Results:  []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
	Attrs:    []ir.AttrSpec{{Name: "reductionOp", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		seg := segments(op)
		ops := op.Operands()
		if len(seg) == 3 {
			if seg[0] == 1 {
				p.WriteString(" id = ")
				p.PrintOperand(ops[0])
			}
			if seg[1] == 1 {
				p.WriteString(" number_of_threads = ")
				p.PrintOperand(ops[seg[0]])
			}
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		seg := []int32{0, 0, 0}
		for i, kw := range []string{"id", "number_of_threads"} {
			if !p.ParseOptionalKeyword(kw) {
				continue
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			v, err := p.ResolveOperand(u, c.I32())
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
			seg[i] = 1
		}
		st.AddAttr("operandSegmentSizes", c.DenseI32ArrayAttr(seg))
		return parseAttrDict(p, st)
	},
}

// segments returns the operandSegmentSizes of op.
func segments(op *ir.Operation) []int {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	var out []int
	for _, v := range a.Int64s() {
		out = append(out, int(v))
	}
	return out
}

// electSyncOp is `%p = nvvm.elect.sync -> i1`.
var electSyncOp = &ir.OpDef{
	Name:     "nvvm.elect.sync",
	Operands: []ir.ValueSpec{{Name: "membermask", Kind: ir.Optional}},
	Results:  []ir.ValueSpec{{Name: "pred"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if op.NumOperands() > 0 {
			p.WriteString(" ")
			p.PrintOperand(op.Operand(0))
		}
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			v, err := p.ResolveOperand(u, p.Context().I32())
			if err != nil {
				return err
			}
			st.Operands = []*ir.Value{v}
		}
		if err := parseAttrDict(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		st.Types = []ir.Type{t}
		return err
	},
}

// setMaxRegisterOp is `nvvm.setmaxregister  increase 240`.
var setMaxRegisterOp = &ir.OpDef{
	Name:  "nvvm.setmaxregister",
	Attrs: []ir.AttrSpec{{Name: "action"}, {Name: "regCount"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printBareEnum(p, op, "action")
		p.WriteString(" ")
		p.PrintAttributeWithoutType(op.Attr("regCount"))
		p.PrintOptionalAttrDict(op.AllAttrs(), "action", "regCount")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if err := parseBareEnum(p, st, "action", "action", "increase", "decrease"); err != nil {
			return err
		}
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		st.AddAttr("regCount", p.Context().I32Attr(int32(v)))
		return parseAttrDict(p, st)
	},
}

// cpAsyncOp is `nvvm.cp.async.shared.global %dst, %src, 16, cache =  cg, %n : !llvm.ptr<3>,
// !llvm.ptr<1>, i32`.
var cpAsyncOp = &ir.OpDef{
	Name:     "nvvm.cp.async.shared.global",
	Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "src"}, {Name: "cpSize", Kind: ir.Optional}},
	Attrs:    []ir.AttrSpec{{Name: "size"}, {Name: "modifier"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		ops := op.Operands()
		p.WriteString(" ")
		p.PrintOperands(ops[:2])
		p.WriteString(", ")
		p.PrintAttributeWithoutType(op.Attr("size"))
		p.WriteString(", cache =")
		printBareEnum(p, op, "modifier")
		if len(ops) > 2 {
			p.WriteString(", ")
			p.PrintOperand(ops[2])
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "size", "modifier")
		p.WriteString(" : ")
		for i, v := range ops {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(v.Type())
		}
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		var us []ir.UnresolvedOperand
		for i := 0; i < 2; i++ {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			us = append(us, u)
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		st.AddAttr("size", c.I32Attr(int32(n)))
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		if err := p.ParseKeyword("cache"); err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if err := parseBareEnum(p, st, "modifier", "load_cache_modifier", "ca", "cg", "cs", "lu", "cv"); err != nil {
			return err
		}
		if p.ParseOptionalPunct(",") {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			us = append(us, u)
		}
		if err := parseAttrDict(p, st); err != nil {
			return err
		}
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		if len(ts) != len(us) {
			return p.Errorf("expected %d types, got %d", len(us), len(ts))
		}
		st.Operands, err = p.ResolveOperands(us, ts)
		return err
	},
}

// voteSyncOp is `%r = nvvm.vote.sync  ballot %mask, %pred -> i32`.
var voteSyncOp = &ir.OpDef{
	Name:     "nvvm.vote.sync",
	Operands: []ir.ValueSpec{{Name: "mask"}, {Name: "pred"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "kind"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printBareEnum(p, op, "kind")
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs(), "kind")
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if err := parseBareEnum(p, st, "kind", "vote_sync_kind", "any", "all", "ballot", "uni"); err != nil {
			return err
		}
		us, err := p.ParseOperandList(ir.DelimNone)
		if err != nil {
			return err
		}
		if err := parseAttrDict(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{c.I32(), c.I1()})
		st.Types = []ir.Type{t}
		return err
	},
}

// reduxSyncOp is `%r = nvvm.redux.sync  add %v, %mask : i32 -> i32`.
var reduxSyncOp = &ir.OpDef{
	Name:     "nvvm.redux.sync",
	Operands: []ir.ValueSpec{{Name: "val"}, {Name: "mask_and_clamp"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "kind"}, {Name: "abs", Default: boolDefault}, {Name: "nan", Default: boolDefault}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printBareEnum(p, op, "kind")
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		printDefaultsElided(p, op, "kind")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if err := parseBareEnum(p, st, "kind", "redux_kind", "add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax"); err != nil {
			return err
		}
		us, err := p.ParseOperandList(ir.DelimNone)
		if err != nil {
			return err
		}
		if err := parseAttrDict(p, st); err != nil {
			return err
		}
		vt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{vt, c.I32()})
		st.Types = []ir.Type{t}
		return err
	},
}

// typedOperandsOp defines an op printed `nvvm.NAME %a, %b {attrs} : T1, T2` (with ` -> R`
// when it has a result).
func typedOperandsOp(name string, operands []string, result bool, attrs ...ir.AttrSpec) *ir.OpDef {
	def := &ir.OpDef{Name: name, Attrs: attrs}
	for _, n := range operands {
		def.Operands = append(def.Operands, ir.ValueSpec{Name: n})
	}
	if result {
		def.Results = []ir.ValueSpec{{Name: "res"}}
	}
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		printDefaultsElided(p, op)
		p.WriteString(" : ")
		for i, v := range op.Operands() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(v.Type())
		}
		if op.NumResults() > 0 {
			p.WriteString(" -> ")
			p.PrintType(op.Result(0).Type())
		}
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		us, err := p.ParseOperandList(ir.DelimNone)
		if err != nil {
			return err
		}
		if err := parseAttrDict(p, st); err != nil {
			return err
		}
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		if len(ts) != len(us) {
			return p.Errorf("expected %d types, got %d", len(us), len(ts))
		}
		if result {
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			st.Types = []ir.Type{t}
		}
		st.Operands, err = p.ResolveOperands(us, ts)
		return err
	}
	return def
}

// typedOperandsOps are the mbarrier and matrix-store ops with the `%a, %b : T1, T2` syntax.
func typedOperandsOps() []*ir.OpDef {
	relaxed := ir.AttrSpec{Name: "relaxed", Default: boolDefault}
	scope := ir.AttrSpec{Name: "scope", Default: memScopeDefault}
	return []*ir.OpDef{
		typedOperandsOp("nvvm.mbarrier.init", []string{"addr", "count"}, false),
		typedOperandsOp("nvvm.mbarrier.inval", []string{"addr"}, false),
		typedOperandsOp("nvvm.mbarrier.try_wait.parity", []string{"addr", "phase", "ticks"}, false),
		typedOperandsOp("nvvm.mbarrier.arrive.expect_tx", []string{"addr", "txcount"}, false, relaxed, scope),
		typedOperandsOp("nvvm.mbarrier.arrive", []string{"addr"}, true, relaxed, scope),
		typedOperandsOp("nvvm.mbarrier.test.wait", []string{"addr", "state"}, true, relaxed, scope),
		typedOperandsOp("nvvm.cp.async.mbarrier.arrive", []string{"addr"}, false,
			ir.AttrSpec{Name: "noinc", Default: boolDefault}),
		stmatrixOp(),
	}
}

// stmatrixOp is `nvvm.stmatrix %p, %a, %b {eltType = ..., layout = ..., shape = ...} :
// !llvm.ptr<3>, i32, i32`.
func stmatrixOp() *ir.OpDef {
	def := typedOperandsOp("nvvm.stmatrix", []string{"ptr"}, false,
		ir.AttrSpec{Name: "layout"}, ir.AttrSpec{Name: "shape"}, ir.AttrSpec{Name: "eltType"})
	def.Operands = append(def.Operands, ir.ValueSpec{Name: "sources", Kind: ir.Variadic})
	return def
}
