// Package arith defines MLIR's arith dialect: integer and floating-point constants,
// arithmetic, bitwise, comparison, selection and cast ops, with the #arith.fastmath and
// #arith.overflow attributes, as MLIR 22 defines them (ArithOps.td).
package arith

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// Formats of the op families, from ArithOps.td.
const (
	intBinaryFormat      = "$lhs `,` $rhs attr-dict `:` type($result)"
	overflowBinaryFormat = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
	exactBinaryFormat    = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"
	floatBinaryFormat    = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	floatUnaryFormat     = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	castFormat           = "$in attr-dict `:` type($in) `to` type($out)"
	compareFormat        = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
)

// binaryKind says which flag attribute a binary op carries.
type binaryKind uint8

const (
	plainInt binaryKind = iota
	overflowInt
	exactInt
	floatOp
)

// binary defines a two-operand op whose operands and result have one type.
func binary(name, summary string, kind binaryKind, traits ir.Trait) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Traits:   traits | ir.SameOperandsAndResultType | ir.Elementwise,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "result"}},
	}
	c := intLike
	switch kind {
	case plainInt:
		d.Format = intBinaryFormat
	case overflowInt:
		d.Format = overflowBinaryFormat
		d.Attrs = []ir.AttrSpec{overflowSpec()}
	case exactInt:
		d.Format = exactBinaryFormat
		d.Attrs = []ir.AttrSpec{{Name: "isExact", UnitFlag: true}}
	case floatOp:
		d.Format = floatBinaryFormat
		d.Attrs = []ir.AttrSpec{FastMathSpec()}
		c = floatLike
	}
	d.Verify = func(op *ir.Operation) error {
		return checkTypes(op, []constraint{c}, []constraint{c})
	}
	return d
}

// cast defines a one-operand conversion op; compatible says which operand and result types
// it converts between.
func cast(name, summary string, from, to constraint, compatible func(in, out ir.Type) bool) *ir.OpDef {
	return &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Traits:   ir.Pure | ir.Elementwise | ir.SameOperandsAndResultShape,
		Operands: []ir.ValueSpec{{Name: "in"}},
		Results:  []ir.ValueSpec{{Name: "out"}},
		Format:   castFormat,
		Verify:   verifyCast(from, to, compatible),
	}
}

// verifyCast checks a cast's type constraints, shapes and compatibility, in MLIR's order.
func verifyCast(from, to constraint, compatible func(in, out ir.Type) bool) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		if err := checkTypes(op, []constraint{from}, []constraint{to}); err != nil {
			return err
		}
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		_, inTensor := in.(*ir.RankedTensorType)
		_, outTensor := out.(*ir.RankedTensorType)
		if inTensor && outTensor && !sameDims(in, out) {
			return ir.OpError(op, "failed to verify that input and output have the same tensor dimensions")
		}
		if !sameShape(in, out) {
			return ir.OpError(op, "requires the same shape for all operands and results")
		}
		if !compatible(in, out) {
			return ir.OpError(op, "operand type %s and result type %s are cast incompatible", quoteType(in), quoteType(out))
		}
		return nil
	}
}

func sameDims(a, b ir.Type) bool {
	sa, _ := shapeOf(a)
	sb, _ := shapeOf(b)
	if len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}

// elemOrMemRef returns the element type of a shaped type or memref, or t itself.
func elemOrMemRef(t ir.Type) ir.Type {
	if m, ok := t.(*ir.MemRefType); ok {
		return m.Elem
	}
	return ir.ElementTypeOrSelf(t)
}

// widthChange accepts element types of class match whose widths compare as cmp(out, in).
func widthChange(match func(ir.Type) bool, cmp func(out, in int) bool) func(in, out ir.Type) bool {
	return func(in, out ir.Type) bool {
		a, b := ir.ElementTypeOrSelf(in), ir.ElementTypeOrSelf(out)
		return match(a) && match(b) && cmp(ir.IntOrFloatBitWidth(b), ir.IntOrFloatBitWidth(a))
	}
}

func elemClasses(inOK, outOK func(ir.Type) bool) func(in, out ir.Type) bool {
	return func(in, out ir.Type) bool {
		return inOK(ir.ElementTypeOrSelf(in)) && outOK(ir.ElementTypeOrSelf(out))
	}
}

func isInt(t ir.Type) bool {
	_, ok := t.(*ir.IntegerType)
	return ok
}

func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

func wider(out, in int) bool    { return out > in }
func narrower(out, in int) bool { return out < in }

func indexCastCompatible(in, out ir.Type) bool {
	a, b := elemOrMemRef(in), elemOrMemRef(out)
	return (isIndex(a) && isSignlessInt(b)) || (isSignlessInt(a) && isIndex(b))
}

func bitcastCompatible(in, out ir.Type) bool {
	a, b := elemOrMemRef(in), elemOrMemRef(out)
	w := ir.IntOrFloatBitWidth(a)
	return w != 0 && w == ir.IntOrFloatBitWidth(b)
}

// ConstantDef is `arith.constant`, an integer, float or elements constant.
//
// Example printed form:
//
//	%c0_i32 = arith.constant 0 : i32
//	%cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
var ConstantDef = &ir.OpDef{
	Name:        "arith.constant",
	Summary:     "integer or floating point constant",
	Traits:      ir.ConstantLike | ir.Pure,
	Results:     []ir.ValueSpec{{Name: "result"}},
	Attrs:       []ir.AttrSpec{{Name: "value"}},
	Parse:       parseConstant,
	Print:       printConstant,
	Verify:      verifyConstant,
	Fold:        foldConstant,
	ResultNames: constantNames,
}

func parseConstant(p ir.OpAsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	v, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	ta, ok := v.(ir.TypedAttr)
	if !ok {
		return p.Errorf("expected attribute with a type")
	}
	st.AddAttr("value", v)
	st.Types = append(st.Types, ta.AttrType())
	return nil
}

func printConstant(p ir.OpAsmPrinter, op *ir.Operation) {
	p.PrintOptionalAttrDict(op.AllAttrs(), "value")
	p.WriteString(" ")
	p.PrintAttribute(op.Attr("value"))
}

func verifyConstant(op *ir.Operation) error {
	v := op.Attr("value")
	ta, ok := v.(ir.TypedAttr)
	if !ok {
		return ir.OpError(op, "attribute 'value' failed to satisfy constraint: TypedAttr instance")
	}
	t := op.Result(0).Type()
	if ta.AttrType() != t {
		return ir.OpError(op, "failed to verify that all of {value, result} have same type")
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness != ir.Signless {
		return ir.OpError(op, "integer return type must be signless")
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr:
	default:
		return ir.OpError(op, "value must be an integer, float, or elements attribute")
	}
	if vt, ok := t.(*ir.VectorType); ok && len(vt.Scalable) > 0 {
		if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
			return ir.OpError(op, "intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
		}
	}
	return nil
}

// constantNames names constants as MLIR does: %true/%false for i1, %c<value>_<type> for
// integers (%c<value> for index), %cst otherwise.
func constantNames(op *ir.Operation, set func(v *ir.Value, name string)) {
	ia, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		set(op.Result(0), "cst")
		return
	}
	it, isInt := op.Result(0).Type().(*ir.IntegerType)
	if isInt && it.Width == 1 {
		if ia.Value != 0 {
			set(op.Result(0), "true")
		} else {
			set(op.Result(0), "false")
		}
		return
	}
	name := "c" + intString(ia)
	if isInt {
		name += "_i" + strconv.Itoa(it.Width)
	}
	set(op.Result(0), name)
}

// intString prints the signed value of an integer attribute.
func intString(a *ir.IntegerAttr) string {
	if a.Big != nil {
		return a.Big.String()
	}
	return strconv.FormatInt(a.Value, 10)
}

// SelectDef is `arith.select`, a choice between two values by an i1 (or a mask of i1).
//
// Example printed form:
//
//	%0 = arith.select %cond, %a, %b : i32
//	%1 = arith.select %mask, %v, %w : vector<4xi1>, vector<4xf32>
var SelectDef = &ir.OpDef{
	Name:                     "arith.select",
	Summary:                  "select operation",
	Traits:                   ir.Pure | ir.Elementwise,
	Operands:                 []ir.ValueSpec{{Name: "condition"}, {Name: "true_value"}, {Name: "false_value"}},
	Results:                  []ir.ValueSpec{{Name: "result"}},
	Parse:                    parseSelect,
	Print:                    printSelect,
	Verify:                   verifySelect,
	Fold:                     foldSelect,
	CanonicalizationPatterns: selectPatterns,
}

func parseSelect(p ir.OpAsmParser, st *ir.OperationState) error {
	pos := p.Pos()
	ops, err := p.ParseOperandList(ir.DelimNone)
	if err != nil {
		return err
	}
	if len(ops) != 3 {
		return p.ErrorfAt(pos, "expected 3 operands")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	rt, err := p.ParseColonType()
	if err != nil {
		return err
	}
	var ct ir.Type = p.Context().I1()
	if p.ParseOptionalPunct(",") {
		ct = rt
		if rt, err = p.ParseType(); err != nil {
			return err
		}
	}
	vs, err := p.ResolveOperands(ops, []ir.Type{ct, rt, rt})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, rt)
	return nil
}

func printSelect(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	if ct := op.Operand(0).Type(); isShaped(ct) {
		p.PrintType(ct)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}

func isShaped(t ir.Type) bool {
	_, ok := t.(ir.ShapedType)
	_, m := t.(*ir.MemRefType)
	return ok || m
}

func verifySelect(op *ir.Operation) error {
	if err := checkTypes(op, []constraint{boolLike, anyType}, nil); err != nil {
		return err
	}
	rt := op.Result(0).Type()
	if op.Operand(1).Type() != rt || op.Operand(2).Type() != rt {
		return ir.OpError(op, "failed to verify that all of {true_value, false_value, result} have same type")
	}
	ct := op.Operand(0).Type()
	if isBool(ct) {
		return nil
	}
	switch rt.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
	default:
		return ir.OpError(op, "expected condition to be a signless i1, but got %s", typeString(ct))
	}
	if want := i1SameShape(op.Context(), rt); ct != want {
		return ir.OpError(op, "expected condition type to have the same shape as the result type, expected %s, but got %s",
			typeString(want), typeString(ct))
	}
	return nil
}

// compare defines cmpi or cmpf.
func compare(name, summary string, enum enumSpec, operand constraint, attrs []ir.AttrSpec, format string) *ir.OpDef {
	return &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Traits:   ir.Pure | ir.Elementwise | ir.SameTypeOperands,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "result"}},
		Attrs: append([]ir.AttrSpec{{
			Name:  "predicate",
			Parse: enum.parse,
			Print: func(p ir.AsmPrinter, a ir.Attribute) {
				if kw := enum.keyword(a); kw != "" {
					p.WriteString(kw)
					return
				}
				p.PrintAttribute(a)
			},
		}}, attrs...),
		Format: format,
		InferResultTypes: func(ctx *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
			return []ir.Type{i1SameShape(ctx, st.Operands[0].Type())}, nil
		},
		Verify: func(op *ir.Operation) error {
			if !enum.valid(op.Attr("predicate")) {
				return enum.constraintError(op, "predicate")
			}
			if err := checkTypes(op, []constraint{operand}, []constraint{boolLike}); err != nil {
				return err
			}
			if op.Result(0).Type() != i1SameShape(op.Context(), op.Operand(0).Type()) {
				return ir.OpError(op, "failed to verify that result type has i1 element type and same shape as operands")
			}
			return nil
		},
	}
}

// extended defines addui_extended, mulsi_extended and mului_extended (two results).
func extended(name, summary string, results [2]string, format string, f ir.FoldFunc, patterns func(ir.PatternAdder)) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Traits:   ir.Pure | ir.Commutative | ir.Elementwise,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: results[0]}, {Name: results[1]}},
		Format:   format,
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			set(op.Result(0), results[0])
			set(op.Result(1), results[1])
		},
	}
	hasOverflow := results[1] == "overflow"
	second := intLike
	if hasOverflow {
		second = boolLike
		d.TypeRules = []ir.TypeRule{{To: "lhs", From: "sum"}, {To: "rhs", From: "sum"}}
	} else {
		d.TypeRules = []ir.TypeRule{{To: "rhs", From: "lhs"}, {To: results[0], From: "lhs"}, {To: results[1], From: "lhs"}}
	}
	d.Verify = func(op *ir.Operation) error {
		if err := checkTypes(op, []constraint{intLike}, []constraint{intLike, second}); err != nil {
			return err
		}
		t := op.Operand(0).Type()
		if op.Operand(1).Type() != t || op.Result(0).Type() != t || (!hasOverflow && op.Result(1).Type() != t) {
			if hasOverflow {
				return ir.OpError(op, "failed to verify that all of {lhs, rhs, sum} have same type")
			}
			return ir.OpError(op, "failed to verify that all of {lhs, rhs, low, high} have same type")
		}
		return nil
	}
	return withPatterns(withFold(d, f), patterns)
}

// Ops of the arith dialect.
var (
	AddIDef          = ir.Named("AddI", withPatterns(withFold(binary("addi", "integer addition operation", overflowInt, ir.Pure|ir.Commutative), foldAddI), addIPatterns))
	SubIDef          = ir.Named("SubI", withPatterns(withFold(binary("subi", "Integer subtraction operation.", overflowInt, ir.Pure), foldSubI), subIPatterns))
	MulIDef          = ir.Named("MulI", withPatterns(withFold(binary("muli", "Integer multiplication operation.", overflowInt, ir.Pure|ir.Commutative), foldMulI), mulIPatterns))
	DivUIDef         = ir.Named("DivUI", withSpeculatability(withFold(binary("divui", "unsigned integer division operation", exactInt, ir.NoMemoryEffect), foldDivUI), divisorSpeculatability(false)))
	DivSIDef         = ir.Named("DivSI", withSpeculatability(withFold(binary("divsi", "signed integer division operation", exactInt, ir.NoMemoryEffect), foldDivSI), divisorSpeculatability(true)))
	CeilDivUIDef     = ir.Named("CeilDivUI", withSpeculatability(withFold(binary("ceildivui", "unsigned ceil integer division operation", plainInt, ir.NoMemoryEffect), foldCeilDivUI), divisorSpeculatability(false)))
	CeilDivSIDef     = ir.Named("CeilDivSI", withSpeculatability(withFold(binary("ceildivsi", "signed ceil integer division operation", plainInt, ir.NoMemoryEffect), foldCeilDivSI), divisorSpeculatability(true)))
	FloorDivSIDef    = ir.Named("FloorDivSI", withFold(binary("floordivsi", "signed floor integer division operation", plainInt, ir.Pure), foldFloorDivSI))
	RemUIDef         = ir.Named("RemUI", withFold(binary("remui", "unsigned integer division remainder operation", plainInt, ir.Pure), foldRemUI))
	RemSIDef         = ir.Named("RemSI", withFold(binary("remsi", "signed integer division remainder operation", plainInt, ir.Pure), foldRemSI))
	AndIDef          = ir.Named("AndI", withPatterns(withFold(binary("andi", "integer binary and", plainInt, ir.Pure|ir.Commutative|ir.Idempotent), foldAndI), bitwisePatterns("arith.andi")))
	OrIDef           = ir.Named("OrI", withPatterns(withFold(binary("ori", "integer binary or", plainInt, ir.Pure|ir.Commutative|ir.Idempotent), foldOrI), bitwisePatterns("arith.ori")))
	XOrIDef          = ir.Named("XOrI", withPatterns(withFold(binary("xori", "integer binary xor", plainInt, ir.Pure|ir.Commutative), foldXOrI), bitwisePatterns("arith.xori")))
	ShLIDef          = ir.Named("ShLI", withFold(binary("shli", "integer left-shift", overflowInt, ir.Pure), shift(func(a, b uint64, _ int) uint64 { return a << b })))
	ShRUIDef         = ir.Named("ShRUI", withFold(binary("shrui", "unsigned integer right-shift", exactInt, ir.Pure), shift(func(a, b uint64, _ int) uint64 { return a >> b })))
	ShRSIDef         = ir.Named("ShRSI", withFold(binary("shrsi", "signed integer right-shift", exactInt, ir.Pure), shift(func(a, b uint64, w int) uint64 { return uint64(sext(a, w) >> b) })))
	MaxSIDef         = ir.Named("MaxSI", withFold(binary("maxsi", "signed integer maximum operation", plainInt, ir.Pure|ir.Commutative), minMax(true, false)))
	MaxUIDef         = ir.Named("MaxUI", withFold(binary("maxui", "unsigned integer maximum operation", plainInt, ir.Pure|ir.Commutative), minMax(false, false)))
	MinSIDef         = ir.Named("MinSI", withFold(binary("minsi", "signed integer minimum operation", plainInt, ir.Pure|ir.Commutative), minMax(true, true)))
	MinUIDef         = ir.Named("MinUI", withFold(binary("minui", "unsigned integer minimum operation", plainInt, ir.Pure|ir.Commutative), minMax(false, true)))
	AddFDef          = ir.Named("AddF", withFold(binary("addf", "floating point addition operation", floatOp, ir.Pure|ir.Commutative), foldAddF))
	SubFDef          = ir.Named("SubF", withFold(binary("subf", "floating point subtraction operation", floatOp, ir.Pure), foldSubF))
	MulFDef          = ir.Named("MulF", withPatterns(withFold(binary("mulf", "floating point multiplication operation", floatOp, ir.Pure|ir.Commutative), foldMulF), negFPatterns("arith.mulf", "(anonymous namespace)::MulFOfNegF")))
	DivFDef          = ir.Named("DivF", withPatterns(withFold(binary("divf", "floating point division operation", floatOp, ir.Pure), foldDivF), negFPatterns("arith.divf", "(anonymous namespace)::DivFOfNegF")))
	RemFDef          = ir.Named("RemF", withFold(binary("remf", "floating point division remainder operation", floatOp, ir.Pure), foldRemF))
	MaximumFDef      = ir.Named("MaximumF", withFold(binary("maximumf", "floating-point maximum operation", floatOp, ir.Pure|ir.Commutative), floatMinMax(true, true, negInf)))
	MaxNumFDef       = ir.Named("MaxNumF", withFold(binary("maxnumf", "floating-point maximum operation", floatOp, ir.Pure|ir.Commutative), floatMinMax(true, false, noNeutral)))
	MinimumFDef      = ir.Named("MinimumF", withFold(binary("minimumf", "floating-point minimum operation", floatOp, ir.Pure|ir.Commutative), floatMinMax(false, true, posInf)))
	MinNumFDef       = ir.Named("MinNumF", withFold(binary("minnumf", "floating-point minimum operation", floatOp, ir.Pure|ir.Commutative), floatMinMax(false, false, noNeutral)))
	AddUIExtendedDef = ir.Named("AddUIExtended", extended("addui_extended", "extended unsigned integer addition operation returning sum and overflow bit",
		[2]string{"sum", "overflow"}, "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)", extendedFold("add"), extendedPatterns("arith.addui_extended", "arith.addi", "(anonymous namespace)::AddUIExtendedToAddI")))
	MulSIExtendedDef = ir.Named("MulSIExtended", extended("mulsi_extended", "extended signed integer multiplication operation",
		[2]string{"low", "high"}, "$lhs `,` $rhs attr-dict `:` type($lhs)", extendedFold("muls"), extendedPatterns("arith.mulsi_extended", "arith.muli", "(anonymous namespace)::MulSIExtendedToMulI")))
	MulUIExtendedDef = ir.Named("MulUIExtended", extended("mului_extended", "extended unsigned integer multiplication operation",
		[2]string{"low", "high"}, "$lhs `,` $rhs attr-dict `:` type($lhs)", extendedFold("mulu"), extendedPatterns("arith.mului_extended", "arith.muli", "(anonymous namespace)::MulUIExtendedToMulI")))

	// NegFDef is `arith.negf`.
	NegFDef = &ir.OpDef{
		Name:     "arith.negf",
		GoName:   "NegF",
		Summary:  "floating point negation",
		Traits:   ir.Pure | ir.SameOperandsAndResultType | ir.Elementwise,
		Operands: []ir.ValueSpec{{Name: "operand"}},
		Results:  []ir.ValueSpec{{Name: "result"}},
		Attrs:    []ir.AttrSpec{FastMathSpec()},
		Format:   floatUnaryFormat,
		Verify: func(op *ir.Operation) error {
			return checkTypes(op, []constraint{floatLike}, []constraint{floatLike})
		},
		Fold: foldNegF,
	}

	ExtUIDef       = ir.Named("ExtUI", withFold(cast("extui", "integer zero extension operation", fixedInt, fixedInt, widthChange(isInt, wider)), foldExtUI))
	ExtSIDef       = ir.Named("ExtSI", withPatterns(withFold(cast("extsi", "integer sign extension operation", fixedInt, fixedInt, widthChange(isInt, wider)), foldExtSI), extSIPatterns))
	ExtFDef        = ir.Named("ExtF", withFold(withFastMath(cast("extf", "cast from floating-point to wider floating-point", floatLike, floatLike, widthChange(isFloat, wider))), foldExtF))
	TruncIDef      = ir.Named("TruncI", withPatterns(withFold(withOverflow(cast("trunci", "integer truncation operation", fixedInt, fixedInt, widthChange(isInt, narrower))), foldTruncI), truncIPatterns))
	TruncFDef      = ir.Named("TruncF", withPatterns(withFold(truncf(cast("truncf", "cast from floating-point to narrower floating-point", floatLike, floatLike, widthChange(isFloat, narrower))), foldTruncF), truncFPatterns))
	UIToFPDef      = ir.Named("UIToFP", withFold(cast("uitofp", "cast from unsigned integer type to floating-point", fixedInt, floatLike, elemClasses(isInt, isFloat)), intToFloat(false)))
	SIToFPDef      = ir.Named("SIToFP", withFold(cast("sitofp", "cast from integer type to floating-point", fixedInt, floatLike, elemClasses(isInt, isFloat)), intToFloat(true)))
	FPToUIDef      = ir.Named("FPToUI", withFold(cast("fptoui", "cast from floating-point type to integer type", floatLike, fixedInt, elemClasses(isFloat, isInt)), floatToInt(false)))
	FPToSIDef      = ir.Named("FPToSI", withFold(cast("fptosi", "cast from floating-point type to integer type", floatLike, fixedInt, elemClasses(isFloat, isInt)), floatToInt(true)))
	IndexCastDef   = withPatterns(withFold(cast("index_cast", "cast between index and integer types", indexCast, indexCast, indexCastCompatible), foldIndexCast), indexCastPatterns)
	IndexCastUIDef = ir.Named("IndexCastUI", withPatterns(withFold(cast("index_castui", "unsigned cast between index and integer types", indexCast, indexCast, indexCastCompatible), foldIndexCastUI), indexCastUIPatterns))
	BitcastDef     = withPatterns(withFold(cast("bitcast", "bitcast between values of equal bit width", bitcastable, bitcastable, bitcastCompatible), foldBitcast), bitcastPatterns)

	ScalingExtFDef   = ir.Named("ScalingExtF", scaling("scaling_extf", "Upcasts input floats using provided scales values following OCP MXFP Spec", false))
	ScalingTruncFDef = ir.Named("ScalingTruncF", scaling("scaling_truncf", "Downcasts input floating point values using provided scales values following OCP MXFP Spec", true))

	CmpIDef = ir.Named("CmpI", withPatterns(withFold(compare("cmpi", "integer comparison operation", cmpIEnum, intLike, nil, compareFormat), foldCmpI), cmpIPatterns))
	CmpFDef = ir.Named("CmpF", withFold(compare("cmpf", "floating-point comparison operation", cmpFEnum, floatLike, []ir.AttrSpec{FastMathSpec()},
		"$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"), foldCmpF))
)

// withFastMath gives a cast an optional fastmath attribute (extf).
func withFastMath(d *ir.OpDef) *ir.OpDef {
	fm := FastMathSpec()
	fm.Default, fm.Optional = nil, true
	d.Attrs = []ir.AttrSpec{fm}
	d.Format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	return d
}

// withOverflow gives a cast the overflowFlags attribute (trunci).
func withOverflow(d *ir.OpDef) *ir.OpDef {
	d.Attrs = []ir.AttrSpec{overflowSpec()}
	d.Format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
	return d
}

// truncf gives truncf its optional rounding mode and fastmath, with a hand-written parser:
// the rounding mode is a bare keyword that a declarative optional group cannot probe for.
func truncf(d *ir.OpDef) *ir.OpDef {
	d.Attrs = roundingAttrs()
	d.Format = ""
	d.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error { return parseTruncLike(p, st, 1) }
	d.Print = func(p ir.OpAsmPrinter, op *ir.Operation) { printTruncLike(p, op, 1) }
	return d
}

func roundingAttrs() []ir.AttrSpec {
	fm := FastMathSpec()
	fm.Default, fm.Optional = nil, true
	return []ir.AttrSpec{{Name: "roundingmode", Optional: true}, fm}
}

// scaling defines scaling_extf and scaling_truncf: `$in, $scale [rounding] [fastmath] :
// t, ts to tr`.
func scaling(name, summary string, rounding bool) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Traits:   ir.Pure | ir.Elementwise,
		Operands: []ir.ValueSpec{{Name: "in"}, {Name: "scale"}},
		Results:  []ir.ValueSpec{{Name: "out"}},
		Verify: func(op *ir.Operation) error {
			return checkTypes(op, []constraint{floatLike}, []constraint{floatLike})
		},
	}
	if rounding {
		d.Attrs = roundingAttrs()
		d.Parse = func(p ir.OpAsmParser, st *ir.OperationState) error { return parseTruncLike(p, st, 2) }
		d.Print = func(p ir.OpAsmPrinter, op *ir.Operation) { printTruncLike(p, op, 2) }
		return d
	}
	fm := FastMathSpec()
	fm.Default, fm.Optional = nil, true
	d.Attrs = []ir.AttrSpec{fm}
	d.Format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
	return d
}

// parseTruncLike parses `$in[, $scale] [roundingmode] [fastmath<...>] attr-dict : types to
// type` for truncf (n = 1) and scaling_truncf (n = 2).
func parseTruncLike(p ir.OpAsmParser, st *ir.OperationState, n int) error {
	ops := make([]ir.UnresolvedOperand, n)
	for i := range ops {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		ops[i] = u
	}
	ctx := p.Context()
	if kw := p.PeekKeyword(); kw != "" && kw != "fastmath" {
		if v := roundEnum.lookup(kw); v >= 0 {
			p.ParseOptionalKeyword(kw)
			st.AddAttr("roundingmode", ctx.IntegerAttr(ctx.IntegerType(32), int64(v)))
		}
	}
	if p.ParseOptionalKeyword("fastmath") {
		a, err := ParseFastMathBody(p)
		if err != nil {
			return err
		}
		st.AddAttr("fastmath", a)
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ts := make([]ir.Type, n)
	for i := range ts {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		if ts[i], err = p.ParseType(); err != nil {
			return err
		}
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	out, err := p.ParseType()
	if err != nil {
		return err
	}
	vs, err := p.ResolveOperands(ops, ts)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, out)
	return nil
}

func printTruncLike(p ir.OpAsmPrinter, op *ir.Operation, n int) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands()[:n])
	if kw := roundEnum.keyword(op.Attr("roundingmode")); kw != "" {
		p.WriteString(" " + kw)
	}
	if fm := op.Attr("fastmath"); fm != nil {
		p.WriteString(" fastmath")
		PrintFastMathBody(p, fm)
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "roundingmode", "fastmath")
	p.WriteString(" : ")
	for i, t := range op.OperandTypes()[:n] {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// Dialect is the arith dialect.
var Dialect = &ir.Dialect{
	Name: "arith",
	Ops: []*ir.OpDef{
		ConstantDef, AddIDef, AddUIExtendedDef, SubIDef, MulIDef, MulSIExtendedDef, MulUIExtendedDef,
		DivUIDef, DivSIDef, CeilDivUIDef, CeilDivSIDef, FloorDivSIDef, RemUIDef, RemSIDef,
		AndIDef, OrIDef, XOrIDef, ShLIDef, ShRUIDef, ShRSIDef, NegFDef,
		AddFDef, SubFDef, MaximumFDef, MaxNumFDef, MaxSIDef, MaxUIDef, MinimumFDef, MinNumFDef, MinSIDef, MinUIDef,
		MulFDef, DivFDef, RemFDef, ExtUIDef, ExtSIDef, ExtFDef, ScalingExtFDef, TruncIDef, TruncFDef, ScalingTruncFDef,
		UIToFPDef, SIToFPDef, FPToUIDef, FPToSIDef, IndexCastDef, IndexCastUIDef, BitcastDef,
		CmpIDef, CmpFDef, SelectDef,
	},
	ParseAttr:           parseAttr,
	MaterializeConstant: materializeConstant,
}
