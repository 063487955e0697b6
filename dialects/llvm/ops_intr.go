package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// Intrinsics printed `llvm.intr.NAME(%a, %b) : (T, T) -> T`, with a fastmathFlags attribute
// (floatIntrinsics) or without (intIntrinsics).
var (
	floatIntrinsics = []string{"fabs", "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "floor", "ceil",
		"trunc", "round", "roundeven", "rint", "nearbyint", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin",
		"acos", "atan", "atan2", "maxnum", "minnum", "maximum", "minimum", "copysign", "pow", "powi", "ldexp",
		"fma", "fmuladd", "vector.reduce.fmax", "vector.reduce.fmin", "vector.reduce.fmaximum",
		"vector.reduce.fminimum"}
	intIntrinsics = []string{"smin", "smax", "umin", "umax", "bitreverse", "bswap", "ctpop", "fshl", "fshr",
		"sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat", "lround", "llround", "lrint",
		"llrint"}
	// withOverflowIntrinsics return `!llvm.struct<(T, i1)>` and print in the generic form.
	withOverflowIntrinsics = []string{"sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow",
		"usub.with.overflow", "smul.with.overflow", "umul.with.overflow"}
	// vectorReductions print in the generic form.
	vectorReductions = []string{"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"}
)

// intrinsicOps returns the llvm.intr.* ops.
func intrinsicOps() []*ir.OpDef {
	var ops []*ir.OpDef
	for _, n := range floatIntrinsics {
		ops = append(ops, intrinsicOp(n, fastmathSpec))
	}
	for _, n := range intIntrinsics {
		ops = append(ops, intrinsicOp(n))
	}
	boolProp := func(name string) ir.AttrSpec { return ir.AttrSpec{Name: name} }
	ops = append(ops,
		pure(genericIntrinsic("ctlz", 1, 1, boolProp("is_zero_poison"))),
		pure(genericIntrinsic("cttz", 1, 1, boolProp("is_zero_poison"))),
		pure(genericIntrinsic("abs", 1, 1, boolProp("is_int_min_poison"))),
		genericIntrinsic("memcpy", 3, 0, boolProp("isVolatile"), memAccessAttrs[0], memAccessAttrs[1], memAccessAttrs[2], memAccessAttrs[3],
			ir.AttrSpec{Name: "arg_attrs", Optional: true}),
		genericIntrinsic("memmove", 3, 0, boolProp("isVolatile"), memAccessAttrs[0], memAccessAttrs[1], memAccessAttrs[2], memAccessAttrs[3],
			ir.AttrSpec{Name: "arg_attrs", Optional: true}),
		genericIntrinsic("memset", 3, 0, boolProp("isVolatile"), memAccessAttrs[0], memAccessAttrs[1], memAccessAttrs[2], memAccessAttrs[3],
			ir.AttrSpec{Name: "arg_attrs", Optional: true}),
		genericIntrinsic("memcpy.inline", 2, 0, ir.AttrSpec{Name: "len"}, boolProp("isVolatile"), memAccessAttrs[0],
			memAccessAttrs[1], memAccessAttrs[2], memAccessAttrs[3], ir.AttrSpec{Name: "arg_attrs", Optional: true}),
		genericIntrinsic("prefetch", 1, 0, ir.AttrSpec{Name: "rw"}, ir.AttrSpec{Name: "hint"}, ir.AttrSpec{Name: "cache"}),
		pure(genericIntrinsic("is.fpclass", 1, 1, ir.AttrSpec{Name: "bit"})),
		genericIntrinsic("threadlocal.address", 1, 1),
		pure(genericIntrinsic("fptosi.sat", 1, 1)),
		pure(genericIntrinsic("fptoui.sat", 1, 1)),
		pure(genericIntrinsic("vector.reduce.fadd", 2, 1, fastmathSpec)),
		pure(genericIntrinsic("vector.reduce.fmul", 2, 1, fastmathSpec)),
		attrDictIntrinsic("trap"), attrDictIntrinsic("debugtrap"),
		ubsanTrapOp, assumeOp, expectOp, ptrMaskOp, activeLaneMaskOp,
		typedIntrinsic("stacksave", 0, 1), typedIntrinsic("stackrestore", 1, 0),
		typedIntrinsic("vastart", 1, 0), typedIntrinsic("vaend", 1, 0),
	)
	for _, n := range withOverflowIntrinsics {
		ops = append(ops, pure(genericIntrinsic(n, 2, 1)))
	}
	for _, n := range vectorReductions {
		ops = append(ops, pure(genericIntrinsic("vector.reduce."+n, 1, 1)))
	}
	return ops
}

// intrinsicOp defines `llvm.intr.NAME(%a, %b) : (T, T) -> T`, the common syntax of LLVM
// intrinsic ops.
func intrinsicOp(name string, attrs ...ir.AttrSpec) *ir.OpDef {
	return &ir.OpDef{
		Name:     "llvm.intr." + name,
		Traits:   ir.Pure,
		Operands: []ir.ValueSpec{{Name: "args", Kind: ir.Variadic}},
		Results:  []ir.ValueSpec{{Name: "res", Kind: ir.Optional}},
		Attrs:    attrs,
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString("(")
			p.PrintOperands(op.Operands())
			p.WriteString(")")
			printAttrDictWithDefaults(p, op)
			p.WriteString(" : ")
			p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			us, err := p.ParseOperandList(ir.DelimParen)
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
			if len(ft.Inputs) != len(us) {
				return p.Errorf("expected %d operand types, got %d", len(us), len(ft.Inputs))
			}
			st.Operands, err = p.ResolveOperands(us, ft.Inputs)
			st.Types = ft.Results
			return err
		},
	}
}

// genericIntrinsic defines an intrinsic that has no custom syntax, such as
// `"llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32`.
func genericIntrinsic(name string, operands, results int, attrs ...ir.AttrSpec) *ir.OpDef {
	def := &ir.OpDef{Name: "llvm.intr." + name, Attrs: attrs}
	for i := 0; i < operands; i++ {
		def.Operands = append(def.Operands, ir.ValueSpec{Name: "arg" + itoa(int64(i))})
	}
	for i := 0; i < results; i++ {
		def.Results = append(def.Results, ir.ValueSpec{Name: "res"})
	}
	return def
}

// pure marks an intrinsic without memory effects, as MLIR declares the math, bit-counting,
// saturating, overflow-checking and reduction intrinsics.
func pure(d *ir.OpDef) *ir.OpDef {
	d.Traits |= ir.Pure
	return d
}

// attrDictIntrinsic defines an operand-less intrinsic printed `llvm.intr.trap`.
func attrDictIntrinsic(name string) *ir.OpDef {
	return &ir.OpDef{
		Name:  "llvm.intr." + name,
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) { p.PrintOptionalAttrDict(op.AllAttrs()) },
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error { return parseAttrDictInto(p, st) },
	}
}

// typedIntrinsic defines intrinsics printed `llvm.intr.stackrestore %p : !llvm.ptr` (one
// operand) or `llvm.intr.stacksave : !llvm.ptr` (one result).
func typedIntrinsic(name string, operands, results int) *ir.OpDef {
	def := genericIntrinsic(name, operands, results)
	def.Print = func(p ir.OpAsmPrinter, op *ir.Operation) {
		if op.NumOperands() > 0 {
			printOperandList(p, op.Operands())
		}
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		if op.NumOperands() > 0 {
			p.PrintType(op.Operand(0).Type())
		} else {
			p.PrintType(op.Result(0).Type())
		}
	}
	def.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error {
		var us []ir.UnresolvedOperand
		if operands > 0 {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			us = append(us, u)
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if operands > 0 {
			st.Operands, err = resolveAll(p, us, t)
		} else {
			st.Types = []ir.Type{t}
		}
		return err
	}
	return def
}

// ubsanTrapOp is `llvm.intr.ubsantrap <{failureKind = 1 : i8}>`: its format shows the
// properties as a dictionary.
var ubsanTrapOp = &ir.OpDef{
	Name:  "llvm.intr.ubsantrap",
	Attrs: []ir.AttrSpec{{Name: "failureKind"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if props := op.Props(); len(props) > 0 {
			p.WriteString(" <{")
			for i, a := range props {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(a.Name + " = ")
				p.PrintAttribute(a.Value)
			}
			p.WriteString("}>")
		}
		p.PrintOptionalAttrDict(op.Attrs())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if p.ParseOptionalPunct("<") {
			props, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			st.Props = append(st.Props, props...)
			if err := p.ParsePunct(">"); err != nil {
				return err
			}
		}
		return parseAttrDictInto(p, st)
	},
}

// assumeOp is `llvm.intr.assume %c : i1`.
var assumeOp = &ir.OpDef{
	Name:     "llvm.intr.assume",
	Operands: []ir.ValueSpec{{Name: "cond"}, {Name: "op_bundle_operands", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{{Name: "op_bundle_sizes", Default: func(c *ir.Context) ir.Attribute { return c.DenseI32ArrayAttr(nil) }},
		{Name: "op_bundle_tags", Optional: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		printAttrDictWithDefaults(p, op)
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
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
		st.Operands = []*ir.Value{v}
		return err
	},
}

// expectOp is `llvm.intr.expect %v, %expected : i32`.
var expectOp = &ir.OpDef{
	Name:     "llvm.intr.expect",
	Traits:   ir.Pure | ir.SameOperandsAndResultType,
	Operands: []ir.ValueSpec{{Name: "val"}, {Name: "expected"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
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
		st.Types = []ir.Type{t}
		return err
	},
}

// ptrMaskOp is `llvm.intr.ptrmask %p, %m : (!llvm.ptr, i64) -> !llvm.ptr`.
var ptrMaskOp = &ir.OpDef{
	Name:     "llvm.intr.ptrmask",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "mask"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		us, err := parseOperandsN(p, 2)
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
		if len(ft.Inputs) != 2 {
			return p.Errorf("expected 2 operand types, got %d", len(ft.Inputs))
		}
		st.Operands, err = p.ResolveOperands(us, ft.Inputs)
		st.Types = ft.Results
		return err
	},
}

// activeLaneMaskOp is `llvm.intr.get.active.lane.mask %a, %b : i64, i64 to vector<4xi1>`.
var activeLaneMaskOp = &ir.OpDef{
	Name:     "llvm.intr.get.active.lane.mask",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "base"}, {Name: "n"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		printOperandList(p, op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
		p.PrintType(op.Operand(1).Type())
		p.WriteString(" to ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		us, err := parseOperandsN(p, 2)
		if err != nil {
			return err
		}
		if err := parseAttrDictInto(p, st); err != nil {
			return err
		}
		a, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		b, err := p.ParseType()
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		r, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(us, []ir.Type{a, b})
		st.Types = []ir.Type{r}
		return err
	},
}
