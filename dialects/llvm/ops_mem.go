package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// constantOp is `llvm.mlir.constant(1 : i32) : i32`.
var constantOp = &ir.OpDef{
	Name:    "llvm.mlir.constant",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "res"}},
	Attrs:   []ir.AttrSpec{{Name: "value"}},
	Fold:    foldConstant,
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString("(")
		p.PrintAttribute(op.Attr("value"))
		p.WriteString(")")
		p.PrintOptionalAttrDict(op.AllAttrs(), "value")
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		v, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.AddAttr("value", v)
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		t, err := p.ParseColonType()
		st.Types = []ir.Type{t}
		return err
	},
}

// typeOnlyOp defines ops printed `llvm.mlir.undef : T`.
func typeOnlyOp(name string) *ir.OpDef {
	return &ir.OpDef{
		Name:    name,
		Traits:  ir.Pure | ir.ConstantLike,
		Results: []ir.ValueSpec{{Name: "res"}},
		Fold:    foldTypeOnly(name),
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.PrintOptionalAttrDict(op.AllAttrs())
			p.WriteString(" : ")
			p.PrintType(op.Result(0).Type())
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			if err := parseAttrDictInto(p, st); err != nil {
				return err
			}
			t, err := p.ParseColonType()
			st.Types = []ir.Type{t}
			return err
		},
	}
}

// addressOfOp is `llvm.mlir.addressof @g : !llvm.ptr`.
var addressOfOp = &ir.OpDef{
	Name:    "llvm.mlir.addressof",
	Traits:  ir.Pure | ir.ConstantLike,
	Fold:    foldAddressOf,
	Results: []ir.ValueSpec{{Name: "res"}},
	Attrs:   []ir.AttrSpec{{Name: "global_name"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintAttribute(op.Attr("global_name"))
		p.PrintOptionalAttrDict(op.AllAttrs(), "global_name")
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		st.AddAttr("global_name", p.Context().SymbolRefAttr(name))
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		t, err := p.ParseColonType()
		st.Types = []ir.Type{t}
		return err
	},
}

// positionAttr prints a dense i64 array as `[0, 1]`.
func printPosition(p ir.OpAsmPrinter, a ir.Attribute) {
	p.WriteString("[")
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		for i, v := range d.Int64s() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(itoa(v))
		}
	}
	p.WriteString("]")
}

func parsePosition(p ir.OpAsmParser) (ir.Attribute, error) {
	var vs []int64
	err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		v, err := p.ParseInteger()
		vs = append(vs, v)
		return err
	})
	return p.Context().DenseI64ArrayAttr(vs), err
}

// aggregateOp defines extractvalue (`%s[0] : !llvm.struct<...>`) and insertvalue
// (`%v, %s[0] : !llvm.struct<...>`). MLIR's custom element-type directive prints a space and
// nothing else, which leaves a trailing space after the type; Triton's output has it.
func aggregateOp(insert bool) *ir.OpDef {
	def := &ir.OpDef{Traits: ir.Pure, Attrs: []ir.AttrSpec{{Name: "position"}}, Results: []ir.ValueSpec{{Name: "res"}}}
	if insert {
		def.Name = "llvm.insertvalue"
		def.Operands = []ir.ValueSpec{{Name: "container"}, {Name: "value"}}
		def.Verify = verifyInsertValue
		def.CanonicalizationPatterns = insertValuePatterns
	} else {
		def.Name = "llvm.extractvalue"
		def.Operands = []ir.ValueSpec{{Name: "container"}}
		def.Verify = verifyExtractValue
		def.Fold = foldExtractValue
	}
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		if insert {
			p.PrintOperand(op.Operand(1))
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(0))
		printPosition(p, op.Attr("position"))
		p.PrintOptionalAttrDict(op.AllAttrs(), "position")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" ")
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		var val ir.UnresolvedOperand
		if insert {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			val = u
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		cont, err := p.ParseOperand()
		if err != nil {
			return err
		}
		posLoc := p.Pos()
		pos, err := parsePosition(p)
		if err != nil {
			return err
		}
		st.AddAttr("position", pos)
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		ct, err := p.ParseColonType()
		if err != nil {
			return err
		}
		et, msg := positionType(ct, pos.(*ir.DenseArrayAttr).Int64s())
		if msg != "" {
			return p.ErrorfAt(posLoc, "%s", msg)
		}
		c, err := p.ResolveOperand(cont, ct)
		if err != nil {
			return err
		}
		st.Operands = []*ir.Value{c}
		if insert {
			v, err := p.ResolveOperand(val, et)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
			st.Types = []ir.Type{ct}
		} else {
			st.Types = []ir.Type{et}
		}
		return nil
	}
	return def
}

// vectorElementOp defines extractelement (`%v[%i : i32] : vector<4xf32>`) and insertelement
// (`%x, %v[%i : i32] : vector<4xf32>`).
func vectorElementOp(insert bool) *ir.OpDef {
	def := &ir.OpDef{Traits: ir.Pure, Results: []ir.ValueSpec{{Name: "res"}}}
	if insert {
		def.Name = "llvm.insertelement"
		def.Operands = []ir.ValueSpec{{Name: "vector"}, {Name: "value"}, {Name: "position"}}
	} else {
		def.Name = "llvm.extractelement"
		def.Operands = []ir.ValueSpec{{Name: "vector"}, {Name: "position"}}
	}
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		posIdx := 1
		if insert {
			p.PrintOperand(op.Operand(1))
			p.WriteString(", ")
			posIdx = 2
		}
		p.PrintOperand(op.Operand(0))
		p.WriteString("[")
		p.PrintOperand(op.Operand(posIdx))
		p.WriteString(" : ")
		p.PrintType(op.Operand(posIdx).Type())
		p.WriteString("]")
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		var val ir.UnresolvedOperand
		if insert {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			val = u
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		vec, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		pos, err := p.ParseOperand()
		if err != nil {
			return err
		}
		pt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		vt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		elem := ir.ElementTypeOrSelf(vt)
		if insert {
			st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{vec, val, pos}, []ir.Type{vt, elem, pt})
			st.Types = []ir.Type{vt}
		} else {
			st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{vec, pos}, []ir.Type{vt, pt})
			st.Types = []ir.Type{elem}
		}
		return err
	}
	return def
}

// dynamicIndex marks a GEP index given by an operand in rawConstantIndices.
const dynamicIndex = -2147483648

// gepNoWrapNames are the GEP flags in bit order, as printed before the base.
var gepNoWrapNames = []struct {
	name string
	bits int64
}{{"inbounds", 3}, {"nusw", 2}, {"nuw", 4}}

// getElementPtrOp is `llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, T`.
var getElementPtrOp = &ir.OpDef{
	Name:     "llvm.getelementptr",
	Verify:   verifyGEP,
	Fold:     foldGEP,
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "base"}, {Name: "dynamicIndices", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: []ir.AttrSpec{{Name: "rawConstantIndices"}, {Name: "elem_type"},
		{Name: "noWrapFlags", Default: i32Default(0)}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		flags := intAttr(op, "noWrapFlags", 0)
		sep := " "
		for _, f := range gepNoWrapNames {
			if flags&f.bits == f.bits {
				p.WriteString(sep + f.name)
				sep = "|"
				flags &^= f.bits
			}
		}
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString("[")
		dyn := 1
		if raw, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr); ok {
			for i, v := range raw.Int64s() {
				if i > 0 {
					p.WriteString(", ")
				}
				if v == dynamicIndex && dyn < op.NumOperands() {
					p.PrintOperand(op.Operand(dyn))
					dyn++
				} else {
					p.WriteString(itoa(v))
				}
			}
		}
		p.WriteString("]")
		p.PrintOptionalAttrDict(op.AllAttrs(), "rawConstantIndices", "elem_type", "noWrapFlags")
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
		p.WriteString(", ")
		p.PrintType(op.Attr("elem_type").(*ir.TypeAttr).Type)
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		var flags int64
		for {
			matched := false
			for _, f := range gepNoWrapNames {
				if p.ParseOptionalKeyword(f.name) {
					flags |= f.bits
					matched = true
					break
				}
			}
			if !matched || !p.ParseOptionalPunct("|") {
				break
			}
		}
		base, err := p.ParseOperand()
		if err != nil {
			return err
		}
		var raw []int64
		var dyn []ir.UnresolvedOperand
		err = p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
			if u, ok, err := p.ParseOptionalOperand(); err != nil {
				return err
			} else if ok {
				dyn = append(dyn, u)
				raw = append(raw, dynamicIndex)
				return nil
			}
			v, err := p.ParseInteger()
			raw = append(raw, v)
			return err
		})
		if err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		elem, err := p.ParseType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != len(dyn)+1 {
			return p.Errorf("expected %d operand types, got %d", len(dyn)+1, len(ft.Inputs))
		}
		st.Operands, err = p.ResolveOperands(append([]ir.UnresolvedOperand{base}, dyn...), ft.Inputs)
		st.Types = ft.Results
		c := p.Context()
		raw32 := make([]int32, len(raw))
		for i, v := range raw {
			raw32[i] = int32(v)
		}
		st.AddAttr("rawConstantIndices", c.DenseI32ArrayAttr(raw32))
		st.AddAttr("elem_type", c.TypeAttr(elem))
		st.AddAttr("noWrapFlags", c.I32Attr(int32(flags)))
		return err
	},
}

// loadOp is `llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32` (with optional
// `volatile`, `invariant` and `invariant_group` flags).
var loadOp = &ir.OpDef{
	Name:    "llvm.load",
	Traits:  ir.MemoryRead,
	Effects: accessEffects(ir.ReadEffect),
	Verify: func(op *ir.Operation) error {
		return sizedType.check(op, "result", 0, op.Result(0).Type())
	},
	Operands: []ir.ValueSpec{{Name: "addr"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{{Name: "alignment", Optional: true}, {Name: "volatile_", UnitFlag: true},
		{Name: "nontemporal", UnitFlag: true}, {Name: "invariant", UnitFlag: true}, {Name: "invariantGroup", UnitFlag: true},
		{Name: "ordering", Default: i64Default(0)}, {Name: "syncscope", Optional: true}}, memAccessAttrs...),
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "volatile_") {
			p.WriteString(" volatile")
		}
		printOperandList(p, op.Operands())
		printAtomic(p, op)
		if flagAttr(op, "invariant") {
			p.WriteString(" invariant")
		}
		if flagAttr(op, "invariantGroup") {
			p.WriteString(" invariant_group")
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "volatile_", "invariant", "invariantGroup", "ordering", "syncscope")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if p.ParseOptionalKeyword("volatile") {
			st.AddAttr("volatile_", c.UnitAttr())
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := parseAtomic(p, st); err != nil {
			return err
		}
		if p.ParseOptionalKeyword("invariant") {
			st.AddAttr("invariant", c.UnitAttr())
		}
		if p.ParseOptionalKeyword("invariant_group") {
			st.AddAttr("invariantGroup", c.UnitAttr())
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		pt, err := p.ParseColonType()
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
		v, err := p.ResolveOperand(u, pt)
		st.Operands, st.Types = []*ir.Value{v}, []ir.Type{t}
		return err
	},
}

// storeOp is `llvm.store %v, %p : f32, !llvm.ptr`.
var storeOp = &ir.OpDef{
	Name:     "llvm.store",
	Traits:   ir.MemoryWrite,
	Effects:  accessEffects(ir.WriteEffect),
	Operands: []ir.ValueSpec{{Name: "value"}, {Name: "addr"}},
	Attrs: append([]ir.AttrSpec{{Name: "alignment", Optional: true}, {Name: "volatile_", UnitFlag: true},
		{Name: "nontemporal", UnitFlag: true}, {Name: "invariantGroup", UnitFlag: true},
		{Name: "ordering", Default: i64Default(0)}, {Name: "syncscope", Optional: true}}, memAccessAttrs...),
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "volatile_") {
			p.WriteString(" volatile")
		}
		printOperandList(p, op.Operands())
		printAtomic(p, op)
		if flagAttr(op, "invariantGroup") {
			p.WriteString(" invariant_group")
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "volatile_", "invariantGroup", "ordering", "syncscope")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
		p.PrintType(op.Operand(1).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if p.ParseOptionalKeyword("volatile") {
			st.AddAttr("volatile_", c.UnitAttr())
		}
		us, err := parseOperandsN(p, 2)
		if err != nil {
			return err
		}
		if err := parseAtomic(p, st); err != nil {
			return err
		}
		if p.ParseOptionalKeyword("invariant_group") {
			st.AddAttr("invariantGroup", c.UnitAttr())
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		vt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		pt, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{vt, pt})
		return err
	},
}

// printAtomic writes ` atomic syncscope("x") ordering` for an atomic load or store.
func printAtomic(p ir.OpAsmPrinter, op *ir.Operation) {
	if intAttr(op, "ordering", 0) == 0 {
		return
	}
	p.WriteString(" atomic")
	printSyncScope(p, op)
	printI64Enum(p, op, "ordering", atomicOrderings)
}

// parseAtomic reads an optional ` atomic syncscope("x") ordering`.
func parseAtomic(p ir.OpAsmParser, st *ir.OperationState) error {
	if !p.ParseOptionalKeyword("atomic") {
		return nil
	}
	if err := parseSyncScope(p, st); err != nil {
		return err
	}
	return parseI64Enum(p, st, "ordering", "AtomicOrdering", atomicOrderings)
}

// allocaOp is `llvm.alloca inalloca %n x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr`.
var allocaOp = &ir.OpDef{
	Name:     "llvm.alloca",
	Effects:  allocaEffects,
	Operands: []ir.ValueSpec{{Name: "arraySize"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "alignment", Optional: true}, {Name: "elem_type"}, {Name: "inalloca", UnitFlag: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "inalloca") {
			p.WriteString(" inalloca")
		}
		printOperandList(p, op.Operands())
		p.WriteString(" x ")
		if t, ok := op.Attr("elem_type").(*ir.TypeAttr); ok {
			p.PrintType(t.Type)
		}
		p.PrintOptionalAttrDict(op.AllAttrs(), "elem_type", "inalloca")
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		if p.ParseOptionalKeyword("inalloca") {
			st.AddAttr("inalloca", c.UnitAttr())
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("x"); err != nil {
			return err
		}
		elem, err := p.ParseType()
		if err != nil {
			return err
		}
		st.AddAttr("elem_type", c.TypeAttr(elem))
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != 1 || len(ft.Results) != 1 {
			return p.Errorf("expected trailing function type with one argument and one result")
		}
		v, err := p.ResolveOperand(u, ft.Inputs[0])
		st.Operands, st.Types = []*ir.Value{v}, ft.Results
		return err
	},
}

// shuffleVectorOp is `llvm.shufflevector %a, %b [0, 3, -1] : vector<4xf32> ` (the trailing
// space is MLIR's empty custom<ShuffleType> directive).
var shuffleVectorOp = &ir.OpDef{
	Name:     "llvm.shufflevector",
	Traits:   ir.Pure,
	Fold:     foldShuffleVector,
	Operands: []ir.ValueSpec{{Name: "v1"}, {Name: "v2"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "mask"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		p.WriteString(" ")
		printPosition(p, op.Attr("mask"))
		p.PrintOptionalAttrDict(op.AllAttrs(), "mask")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" ")
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		us, err := parseOperandsN(p, 2)
		if err != nil {
			return err
		}
		var mask []int32
		err = p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
			v, err := p.ParseInteger()
			mask = append(mask, int32(v))
			return err
		})
		if err != nil {
			return err
		}
		st.AddAttr("mask", c.DenseI32ArrayAttr(mask))
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		vt, ok := t.(*ir.VectorType)
		if !ok {
			return p.Errorf("expected an LLVM compatible vector type")
		}
		st.Operands, err = resolveAll(p, us, t)
		st.Types = []ir.Type{c.VectorType([]int64{int64(len(mask))}, vt.Elem, scalableLike(vt))}
		return err
	},
}

// scalableLike returns the scalable-dimension flags of a one-dimensional vector shaped like v.
func scalableLike(v *ir.VectorType) []bool {
	if len(v.Scalable) == 0 {
		return nil
	}
	return []bool{v.Scalable[0]}
}

// vaArgOp is `llvm.va_arg %list : (!llvm.ptr) -> i32`.
var vaArgOp = &ir.OpDef{
	Name:     "llvm.va_arg",
	Operands: []ir.ValueSpec{{Name: "arg"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != 1 {
			return p.Errorf("expected one operand type")
		}
		v, err := p.ResolveOperand(u, ft.Inputs[0])
		st.Operands, st.Types = []*ir.Value{v}, ft.Results
		return err
	},
}
