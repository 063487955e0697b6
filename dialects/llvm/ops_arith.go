package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// Formats of the arithmetic and cast ops, from LLVMOps.td.
const (
	binaryFormat              = "$lhs `,` $rhs attr-dict `:` type($res)"
	overflowBinaryFormat      = "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)"
	exactBinaryFormat         = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"
	disjointBinaryFormat      = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"
	castFormat                = "$arg attr-dict `:` type($arg) `to` type($res)"
	nnegCastFormat            = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)"
	overflowCastFormat        = "$arg ($overflowFlags^)? attr-dict `:` type($arg) `to` type($res)"
	dereferenceableCastFormat = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)"
)

// binFlag says which flag a binary op has.
type binFlag uint8

const (
	noFlag       binFlag = iota
	overflowFlag         // `%a, %b overflow<nsw>`
	exactFlag            // `exact %a, %b`
	disjointFlag         // `disjoint %a, %b`
	fastmathFlag         // fastmathFlags in the attribute dictionary
)

// binaryOp defines a two-operand op whose operands and result share a type (MLIR's
// LLVM_ArithmeticOpBase): `llvm.add %a, %b overflow<nsw> : i32`. Integer division is
// NoMemoryEffect without being speculatable; the others are Pure.
func binaryOp(name string, flag binFlag, traits ir.Trait) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   traits | ir.SameOperandsAndResultType,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
		Format:   binaryFormat,
		Verify:   verifyOperands(signlessIntOrVector),
	}
	switch flag {
	case overflowFlag:
		d.Attrs = []ir.AttrSpec{overflowFlagsSpec}
		d.Format = overflowBinaryFormat
	case exactFlag:
		d.Attrs = []ir.AttrSpec{unitSpec("isExact")}
		d.Format = exactBinaryFormat
	case disjointFlag:
		d.Attrs = []ir.AttrSpec{unitSpec("isDisjoint")}
		d.Format = disjointBinaryFormat
	case fastmathFlag:
		d.Attrs = []ir.AttrSpec{fastmathSpec}
		d.Verify = verifyOperands(floatOrVector)
	}
	return d
}

// withFold sets d's folder and returns d.
func withFold(d *ir.OpDef, f ir.FoldFunc) *ir.OpDef {
	d.Fold = f
	return d
}

// The binary ops. add and mul are commutative: their folder moves constants to the right.
var (
	AddDef  = withFold(binaryOp("add", overflowFlag, ir.Pure|ir.Commutative), foldCommutative)
	SubDef  = binaryOp("sub", overflowFlag, ir.Pure)
	MulDef  = withFold(binaryOp("mul", overflowFlag, ir.Pure|ir.Commutative), foldCommutative)
	UdivDef = withDivisorSpeculatability(binaryOp("udiv", exactFlag, ir.NoMemoryEffect), false)
	SdivDef = withDivisorSpeculatability(binaryOp("sdiv", exactFlag, ir.NoMemoryEffect), true)
	UremDef = binaryOp("urem", noFlag, ir.Pure)
	SremDef = binaryOp("srem", noFlag, ir.Pure)
	AndDef  = binaryOp("and", noFlag, ir.Pure)
	OrDef   = withFold(binaryOp("or", disjointFlag, ir.Pure), foldOr)
	XorDef  = binaryOp("xor", noFlag, ir.Pure)
	ShlDef  = withFold(binaryOp("shl", overflowFlag, ir.Pure), foldShl)
	LshrDef = binaryOp("lshr", exactFlag, ir.Pure)
	AshrDef = binaryOp("ashr", exactFlag, ir.Pure)
	FaddDef = binaryOp("fadd", fastmathFlag, ir.Pure)
	FsubDef = binaryOp("fsub", fastmathFlag, ir.Pure)
	FmulDef = binaryOp("fmul", fastmathFlag, ir.Pure)
	FdivDef = binaryOp("fdiv", fastmathFlag, ir.Pure)
	FremDef = binaryOp("frem", fastmathFlag, ir.Pure)
)

// FnegDef is llvm.fneg: `llvm.fneg %a : f32`.
var FnegDef = &ir.OpDef{
	Name:     "llvm.fneg",
	Traits:   ir.Pure | ir.SameOperandsAndResultType,
	Operands: []ir.ValueSpec{{Name: "operand"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{fastmathSpec},
	Format:   "$operand attr-dict `:` type($res)",
}

// FreezeDef is llvm.freeze: `llvm.freeze %a : i32`.
var FreezeDef = &ir.OpDef{
	Name:     "llvm.freeze",
	Traits:   ir.Pure | ir.SameOperandsAndResultType,
	Operands: []ir.ValueSpec{{Name: "val"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Format:   "$val attr-dict `:` type($val)",
}

// castOp defines a conversion `llvm.zext %a : i32 to i64` with the given format and
// attributes.
func castOp(name, format string, attrs ...ir.AttrSpec) *ir.OpDef {
	return &ir.OpDef{
		Name:     "llvm." + name,
		Traits:   ir.Pure,
		Operands: []ir.ValueSpec{{Name: "arg"}},
		Results:  []ir.ValueSpec{{Name: "res"}},
		Attrs:    attrs,
		Format:   format,
	}
}

// The casts. bitcast and addrspacecast fold through chains of themselves; zext folds
// constants.
var (
	BitcastDef       = withFold(castOp("bitcast", castFormat), foldChainableCast)
	AddrspacecastDef = withFold(castOp("addrspacecast", castFormat), foldChainableCast)
	InttoptrDef      = castOp("inttoptr", dereferenceableCastFormat, dereferenceableSpec)
	PtrtointDef      = castOp("ptrtoint", castFormat)
	SextDef          = castOp("sext", castFormat)
	ZextDef          = withFold(castOp("zext", nnegCastFormat, unitSpec("nonNeg")), foldZExt)
	TruncDef         = castOp("trunc", overflowCastFormat, overflowFlagsSpec)
	SitofpDef        = castOp("sitofp", castFormat)
	UitofpDef        = castOp("uitofp", nnegCastFormat, unitSpec("nonNeg"))
	FptosiDef        = castOp("fptosi", castFormat)
	FptouiDef        = castOp("fptoui", castFormat)
	FpextDef         = castOp("fpext", castFormat)
	FptruncDef       = castOp("fptrunc", castFormat)
)

// dereferenceableSpec is the optional `#llvm.dereferenceable<bytes = 8>` of inttoptr and
// load, written `dereferenceable<bytes = 8>` in their formats.
var dereferenceableSpec = optionalSpec(strippedEnumSpec("dereferenceable", "dereferenceable"))

var icmpPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

var fcmpPredicates = []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}

// i1Like returns i1, or a vector of i1 shaped like t.
func i1Like(c *ir.Context, t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return c.VectorType(v.Dims, c.I1(), v.Scalable)
	}
	return c.I1()
}

// cmpOp defines `llvm.icmp "slt" %a, %b : i32` (and fcmp with fastmath flags). MLIR gives
// both a custom assembly format (hasCustomAssemblyFormat): the predicate is a quoted string.
func cmpOp(name string, preds []string, fastmath bool) *ir.OpDef {
	attrs := []ir.AttrSpec{intSpec("predicate", i64Type)}
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
			p.WriteString(" ")
			p.PrintOperands(op.Operands())
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
			lhs, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			rhs, err := p.ParseOperand()
			if err != nil {
				return err
			}
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			st.Attrs = append(st.Attrs, attrs...)
			t, err := p.ParseColonType()
			if err != nil {
				return err
			}
			st.Operands, err = p.ResolveOperands([]ir.UnresolvedOperand{lhs, rhs}, []ir.Type{t, t})
			st.Types = []ir.Type{i1Like(p.Context(), t)}
			return err
		},
	}
}

// IcmpDef and FcmpDef are llvm.icmp and llvm.fcmp; icmp folds comparisons of a value with
// itself and of constants.
var (
	IcmpDef = withFold(cmpOp("icmp", icmpPredicates, false), foldICmp)
	FcmpDef = cmpOp("fcmp", fcmpPredicates, true)
)

// printAttrDictWithDefaults prints the op's attribute dictionary without elided names and
// without inherent attributes equal to their defaults, as MLIR's printers of ops with a
// custom assembly format elide them.
func printAttrDictWithDefaults(p ir.OpAsmPrinter, op *ir.Operation, elided ...string) {
	for _, a := range op.Def().Attrs {
		if a.Default != nil && op.Attr(a.Name) == a.Default(op.Context()) {
			elided = append(elided, a.Name)
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
}

// SelectDef is llvm.select: `llvm.select %c, %a, %b : i1, i32`.
var SelectDef = &ir.OpDef{
	Name:      "llvm.select",
	Traits:    ir.Pure,
	Operands:  []ir.ValueSpec{{Name: "condition"}, {Name: "trueValue"}, {Name: "falseValue"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	Attrs:     []ir.AttrSpec{fastmathSpec},
	TypeRules: []ir.TypeRule{{To: "trueValue", From: "res"}, {To: "falseValue", From: "res"}},
	Format:    "operands attr-dict `:` type($condition) `,` type($res)",
}
