package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// The llvm.intr.* ops, from LLVMIntrinsicOps.td. Those without an assembly format there print
// in the generic form.

// intrFormat is the format of the math intrinsics: `llvm.intr.fma(%a, %b, %c) : (f32, f32,
// f32) -> f32`.
const intrFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

// intrinsic defines llvm.intr.NAME with single operands named operands, a single result
// `res` when result is set, and the given traits, attributes and format (empty: generic).
func intrinsic(name string, traits ir.Trait, operands []string, result bool, format string, attrs ...ir.AttrSpec) *ir.OpDef {
	d := &ir.OpDef{Name: "llvm.intr." + name, Traits: traits, Attrs: attrs, Format: format}
	for _, n := range operands {
		d.Operands = append(d.Operands, ir.ValueSpec{Name: n})
	}
	if result {
		d.Results = []ir.ValueSpec{{Name: "res"}}
	}
	return d
}

// Operand names of the intrinsic classes.
var (
	unaryArgs   = []string{"in"}
	binaryArgs  = []string{"a", "b"}
	ternaryArgs = []string{"a", "b", "c"}
)

// sameTypeIntr is an intrinsic whose operands and result share a type (MLIR's
// LLVM_UnaryIntrOp, LLVM_BinarySameArgsIntrOp, LLVM_TernarySameArgsIntrOp); float ones carry
// fastmath flags.
func sameTypeIntr(name string, operands []string, float bool) *ir.OpDef {
	var attrs []ir.AttrSpec
	if float {
		attrs = append(attrs, fastmathSpec)
	}
	return intrinsic(name, ir.Pure|ir.SameOperandsAndResultType, operands, true, intrFormat, attrs...)
}

// Float math intrinsics.
var (
	IntrFabsDef      = sameTypeIntr("fabs", unaryArgs, true)
	IntrSqrtDef      = sameTypeIntr("sqrt", unaryArgs, true)
	IntrExpDef       = sameTypeIntr("exp", unaryArgs, true)
	IntrExp2Def      = sameTypeIntr("exp2", unaryArgs, true)
	IntrExp10Def     = sameTypeIntr("exp10", unaryArgs, true)
	IntrLogDef       = sameTypeIntr("log", unaryArgs, true)
	IntrLog2Def      = sameTypeIntr("log2", unaryArgs, true)
	IntrLog10Def     = sameTypeIntr("log10", unaryArgs, true)
	IntrFloorDef     = sameTypeIntr("floor", unaryArgs, true)
	IntrCeilDef      = sameTypeIntr("ceil", unaryArgs, true)
	IntrTruncDef     = sameTypeIntr("trunc", unaryArgs, true)
	IntrRoundDef     = sameTypeIntr("round", unaryArgs, true)
	IntrRoundevenDef = sameTypeIntr("roundeven", unaryArgs, true)
	IntrRintDef      = sameTypeIntr("rint", unaryArgs, true)
	IntrNearbyintDef = sameTypeIntr("nearbyint", unaryArgs, true)
	IntrSinDef       = sameTypeIntr("sin", unaryArgs, true)
	IntrCosDef       = sameTypeIntr("cos", unaryArgs, true)
	IntrTanDef       = sameTypeIntr("tan", unaryArgs, true)
	IntrSinhDef      = sameTypeIntr("sinh", unaryArgs, true)
	IntrCoshDef      = sameTypeIntr("cosh", unaryArgs, true)
	IntrTanhDef      = sameTypeIntr("tanh", unaryArgs, true)
	IntrAsinDef      = sameTypeIntr("asin", unaryArgs, true)
	IntrAcosDef      = sameTypeIntr("acos", unaryArgs, true)
	IntrAtanDef      = sameTypeIntr("atan", unaryArgs, true)
	IntrAtan2Def     = sameTypeIntr("atan2", binaryArgs, true)
	IntrMaxnumDef    = sameTypeIntr("maxnum", binaryArgs, true)
	IntrMinnumDef    = sameTypeIntr("minnum", binaryArgs, true)
	IntrMaximumDef   = sameTypeIntr("maximum", binaryArgs, true)
	IntrMinimumDef   = sameTypeIntr("minimum", binaryArgs, true)
	IntrCopysignDef  = sameTypeIntr("copysign", binaryArgs, true)
	IntrPowDef       = sameTypeIntr("pow", binaryArgs, true)
	IntrFmaDef       = sameTypeIntr("fma", ternaryArgs, true)
	IntrFmuladdDef   = sameTypeIntr("fmuladd", ternaryArgs, true)
	// powi and ldexp scale a float by an integer power (MLIR's LLVM_PowFI).
	IntrPowiDef  = intrinsic("powi", ir.Pure, []string{"val", "power"}, true, intrFormat, fastmathSpec)
	IntrLdexpDef = intrinsic("ldexp", ir.Pure, []string{"val", "power"}, true, intrFormat, fastmathSpec)
)

// Integer intrinsics.
var (
	IntrSminDef       = sameTypeIntr("smin", binaryArgs, false)
	IntrSmaxDef       = sameTypeIntr("smax", binaryArgs, false)
	IntrUminDef       = sameTypeIntr("umin", binaryArgs, false)
	IntrUmaxDef       = sameTypeIntr("umax", binaryArgs, false)
	IntrBitreverseDef = sameTypeIntr("bitreverse", unaryArgs, false)
	IntrBswapDef      = sameTypeIntr("bswap", unaryArgs, false)
	IntrCtpopDef      = sameTypeIntr("ctpop", unaryArgs, false)
	IntrFshlDef       = sameTypeIntr("fshl", ternaryArgs, false)
	IntrFshrDef       = sameTypeIntr("fshr", ternaryArgs, false)
	IntrSaddSatDef    = sameTypeIntr("sadd.sat", binaryArgs, false)
	IntrUaddSatDef    = sameTypeIntr("uadd.sat", binaryArgs, false)
	IntrSsubSatDef    = sameTypeIntr("ssub.sat", binaryArgs, false)
	IntrUsubSatDef    = sameTypeIntr("usub.sat", binaryArgs, false)
	IntrSshlSatDef    = sameTypeIntr("sshl.sat", binaryArgs, false)
	IntrUshlSatDef    = sameTypeIntr("ushl.sat", binaryArgs, false)
	// The float-to-integer roundings (MLIR's LLVM_IntRoundIntrOpBase).
	IntrLroundDef  = intrinsic("lround", ir.Pure, []string{"val"}, true, intrFormat)
	IntrLlroundDef = intrinsic("llround", ir.Pure, []string{"val"}, true, intrFormat)
	IntrLrintDef   = intrinsic("lrint", ir.Pure, []string{"val"}, true, intrFormat)
	IntrLlrintDef  = intrinsic("llrint", ir.Pure, []string{"val"}, true, intrFormat)
	// The bit counts and abs take their poison flags as attributes and print generically.
	IntrCtlzDef = intrinsic("ctlz", ir.Pure|ir.SameOperandsAndResultType, unaryArgs, true, "", boolSpec("is_zero_poison"))
	IntrCttzDef = intrinsic("cttz", ir.Pure|ir.SameOperandsAndResultType, unaryArgs, true, "", boolSpec("is_zero_poison"))
	IntrAbsDef  = intrinsic("abs", ir.Pure, unaryArgs, true, "", boolSpec("is_int_min_poison"))
	// IntrIsFpclassDef tests a float against the class mask bit.
	IntrIsFpclassDef = intrinsic("is.fpclass", ir.Pure, unaryArgs, true, "", intSpec("bit", i32Type))
)

// withOverflow defines an arithmetic-with-overflow intrinsic: two unnamed operands and a
// `!llvm.struct<(T, i1)>` result, printed generically.
func withOverflow(name string) *ir.OpDef {
	return intrinsic(name, ir.Pure, []string{"arg0", "arg1"}, true, "")
}

// The arithmetic-with-overflow intrinsics.
var (
	IntrSaddWithOverflowDef = withOverflow("sadd.with.overflow")
	IntrUaddWithOverflowDef = withOverflow("uadd.with.overflow")
	IntrSsubWithOverflowDef = withOverflow("ssub.with.overflow")
	IntrUsubWithOverflowDef = withOverflow("usub.with.overflow")
	IntrSmulWithOverflowDef = withOverflow("smul.with.overflow")
	IntrUmulWithOverflowDef = withOverflow("umul.with.overflow")
)

// vectorReduction defines a reduction of one vector: float ones take fastmath flags and print
// in the intrinsic format, integer ones print generically.
func vectorReduction(kind string, float bool) *ir.OpDef {
	if float {
		return intrinsic("vector.reduce."+kind, ir.Pure|ir.SameOperandsAndResultElementType, unaryArgs, true, intrFormat, fastmathSpec)
	}
	return intrinsic("vector.reduce."+kind, ir.Pure|ir.SameOperandsAndResultElementType, unaryArgs, true, "")
}

// accumulatingReduction defines a float reduction with a start value (MLIR's
// LLVM_VecReductionAccF), printed generically.
func accumulatingReduction(kind string) *ir.OpDef {
	return intrinsic("vector.reduce."+kind, ir.Pure|ir.SameOperandsAndResultElementType,
		[]string{"start_value", "input"}, true, "", fastmathSpec)
}

// The vector reductions.
var (
	IntrVectorReduceAddDef      = vectorReduction("add", false)
	IntrVectorReduceMulDef      = vectorReduction("mul", false)
	IntrVectorReduceAndDef      = vectorReduction("and", false)
	IntrVectorReduceOrDef       = vectorReduction("or", false)
	IntrVectorReduceXorDef      = vectorReduction("xor", false)
	IntrVectorReduceSmaxDef     = vectorReduction("smax", false)
	IntrVectorReduceSminDef     = vectorReduction("smin", false)
	IntrVectorReduceUmaxDef     = vectorReduction("umax", false)
	IntrVectorReduceUminDef     = vectorReduction("umin", false)
	IntrVectorReduceFmaxDef     = vectorReduction("fmax", true)
	IntrVectorReduceFminDef     = vectorReduction("fmin", true)
	IntrVectorReduceFmaximumDef = vectorReduction("fmaximum", true)
	IntrVectorReduceFminimumDef = vectorReduction("fminimum", true)
	IntrVectorReduceFaddDef     = accumulatingReduction("fadd")
	IntrVectorReduceFmulDef     = accumulatingReduction("fmul")
)

// memIntrAttrs are the attributes of the memory intrinsics after their own: alias analysis
// and argument and result attributes.
func memIntrAttrs(own ...ir.AttrSpec) []ir.AttrSpec {
	return append(append(own, memAccessSpecs()...), optionalAttr("arg_attrs"), optionalAttr("res_attrs"))
}

// The memory intrinsics, printed generically.
var (
	IntrMemcpyDef = &ir.OpDef{Name: "llvm.intr.memcpy", Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "src"}, {Name: "len"}},
		Attrs: memIntrAttrs(boolSpec("isVolatile"))}
	IntrMemmoveDef = &ir.OpDef{Name: "llvm.intr.memmove", Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "src"}, {Name: "len"}},
		Attrs: memIntrAttrs(boolSpec("isVolatile"))}
	IntrMemsetDef = &ir.OpDef{Name: "llvm.intr.memset", Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "val"}, {Name: "len"}},
		Attrs: memIntrAttrs(boolSpec("isVolatile"))}
	IntrMemcpyInlineDef = &ir.OpDef{Name: "llvm.intr.memcpy.inline", Operands: []ir.ValueSpec{{Name: "dst"}, {Name: "src"}},
		Attrs: memIntrAttrs(attrSpec("len"), boolSpec("isVolatile"))}
	IntrPrefetchDef = intrinsic("prefetch", 0, []string{"addr"}, false, "",
		intSpec("rw", i32Type), intSpec("hint", i32Type), intSpec("cache", i32Type))
	IntrThreadlocalAddressDef = intrinsic("threadlocal.address", ir.Pure, []string{"global"}, true, "")
)

// The traps: `llvm.intr.trap`, `llvm.intr.ubsantrap <{failureKind = 1 : i8}>`.
var (
	IntrTrapDef      = intrinsic("trap", 0, nil, false, "attr-dict")
	IntrDebugtrapDef = intrinsic("debugtrap", 0, nil, false, "attr-dict")
	IntrUbsantrapDef = intrinsic("ubsantrap", 0, nil, false, "prop-dict attr-dict", intSpec("failureKind", i8Type))
)

// opBundlesDirective is custom<OpBundles>($op_bundle_operands, type($op_bundle_operands),
// $op_bundle_tags): `["tag"(%a, %b : i32, f32), "other"()]`, one bundle per group of operands.
var opBundlesDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		if _, err := parseOpBundles(p, args); err != nil {
			return err
		}
		return nil
	},
	ParseOptional: parseOpBundles,
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		tags, _ := args[2].Attr.(*ir.ArrayAttr)
		if len(args[0].Groups) == 0 || tags == nil {
			return
		}
		p.WriteString("[")
		vs, ts := args[0].Values, args[1].Types
		for i, n := range args[0].Groups {
			if i > 0 {
				p.WriteString(", ")
			}
			if i < len(tags.Elems) {
				if s, ok := tags.Elems[i].(*ir.StringAttr); ok {
					p.PrintString(s.Value)
				}
			}
			p.WriteString("(")
			if n > 0 && int(n) <= len(vs) {
				p.PrintOperands(vs[:n])
				p.WriteString(" : ")
				for j, t := range ts[:n] {
					if j > 0 {
						p.WriteString(", ")
					}
					p.PrintType(t)
				}
				vs, ts = vs[n:], ts[n:]
			}
			p.WriteString(")")
		}
		p.WriteString("]")
	},
}

// parseOpBundles reads the operand bundles of custom<OpBundles> when `[` is next.
func parseOpBundles(p ir.OpAsmParser, args []*ir.CustomArg) (bool, error) {
	if !p.PeekPunct("[") {
		return false, nil
	}
	var tags []ir.Attribute
	err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		tag, err := p.ParseString()
		if err != nil {
			return err
		}
		tags = append(tags, p.Context().StringAttr(tag))
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if p.ParseOptionalPunct(")") {
			args[0].Groups = append(args[0].Groups, 0)
			return nil
		}
		if err := parseOperandGroup(p, args[0], args[1]); err != nil {
			return err
		}
		return p.ParsePunct(")")
	})
	if err == nil && len(tags) > 0 {
		args[2].Attr = p.Context().ArrayAttr(tags)
	}
	return true, err
}

// IntrAssumeDef is llvm.intr.assume: `llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)]
// : i1`.
var IntrAssumeDef = &ir.OpDef{
	Name: "llvm.intr.assume",
	Operands: []ir.ValueSpec{{Name: "cond"},
		{Name: "op_bundle_operands", Kind: ir.Variadic, Segments: "op_bundle_sizes"}},
	Attrs:            []ir.AttrSpec{defaultSpec(denseArraySpec("op_bundle_sizes", 32), emptyArrayDefault), optionalAttr("op_bundle_tags")},
	CustomDirectives: map[string]*ir.CustomDirective{"OpBundles": opBundlesDirective},
	Format: "$cond (custom<OpBundles>($op_bundle_operands, type($op_bundle_operands), $op_bundle_tags)^)? " +
		"`:` type($cond) attr-dict",
}

// The intrinsics with formats of their own.
var (
	// IntrExpectDef is `llvm.intr.expect %v, %expected : i32`.
	IntrExpectDef = intrinsic("expect", ir.Pure|ir.SameOperandsAndResultType, []string{"val", "expected"}, true,
		"$val `,` $expected attr-dict `:` type($val)")
	// IntrPtrmaskDef is `llvm.intr.ptrmask %p, %m : (!llvm.ptr, i64) -> !llvm.ptr`.
	IntrPtrmaskDef = intrinsic("ptrmask", ir.Pure, []string{"ptr", "mask"}, true,
		"$ptr `,` $mask attr-dict `:` functional-type(operands, results)")
	// IntrGetActiveLaneMaskDef is `llvm.intr.get.active.lane.mask %a, %b : i64, i64 to
	// vector<4xi1>`.
	IntrGetActiveLaneMaskDef = intrinsic("get.active.lane.mask", ir.Pure, []string{"base", "n"}, true,
		"$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)")
	// IntrStacksaveDef is `llvm.intr.stacksave : !llvm.ptr`.
	IntrStacksaveDef = intrinsic("stacksave", 0, nil, true, "attr-dict `:` qualified(type($res))")
	// IntrStackrestoreDef is `llvm.intr.stackrestore %p : !llvm.ptr`.
	IntrStackrestoreDef = intrinsic("stackrestore", 0, []string{"ptr"}, false, "$ptr attr-dict `:` qualified(type($ptr))")
	// IntrVastartDef and IntrVaendDef are `llvm.intr.vastart %list : !llvm.ptr`.
	IntrVastartDef = intrinsic("vastart", 0, []string{"arg_list"}, false, "$arg_list attr-dict `:` qualified(type($arg_list))")
	IntrVaendDef   = intrinsic("vaend", 0, []string{"arg_list"}, false, "$arg_list attr-dict `:` qualified(type($arg_list))")
)
