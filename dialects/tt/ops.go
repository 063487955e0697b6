package tt

import (
	"fmt"
	"sync"

	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/ir"
)

// Slot constructors for op definitions.
func one(name string) ir.ValueSpec { return ir.ValueSpec{Name: name} }
func opt(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Kind: ir.Optional} }

// tensor is a single slot whose constraint admits ranked tensors only (RankedTensorOf).
func tensor(name string) ir.ValueSpec { return ir.ValueSpec{Name: name, Class: ir.RankedTensorClass} }
func many(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, Kind: ir.Variadic}
}

// PtrSlot returns a single slot constrained to !tt.ptr, whose type a format prints stripped
// (`<f32>`).
func PtrSlot(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, ParseStripped: ParsePointerBody}
}

// TensorDescSlot returns a single slot constrained to !tt.tensordesc, whose type a format prints
// stripped (`<tensor<...>>`).
func TensorDescSlot(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, ParseStripped: ParseTensorDescBody}
}

// ODSResultNames names each result after its declaration, as MLIR's generated
// getAsmResultNames does for ops that declare several results (`%outLHS, %outRHS = tt.split`):
// names[i] names result i; results past the names keep numbers.
func ODSResultNames(names ...string) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) {
		for i, n := range names {
			if i < op.NumResults() {
				set(op.Result(i), n)
			}
		}
	}
}

// Type rule constructors.

// SameType derives to's type as from's.
func SameType(to, from string) ir.TypeRule { return ir.TypeRule{To: to, From: from} }

// BuildI32 gives to the buildable type i32.
func BuildI32(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return ctx.I32() }}
}

// BuildI64 gives to the buildable type i64.
func BuildI64(to string) ir.TypeRule {
	return ir.TypeRule{To: to, Build: func(ctx *ir.Context) ir.Type { return ctx.I64() }}
}

// Attribute spec constructors.

// I32Spec is a required I32Attr; where a format names it, it is a bare integer literal.
func I32Spec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Type: i32Type, Parse: parseI32Attr, Print: printWithoutType, Value: ir.IntValue}
}

func parseI32Attr(p ir.AsmParser) (ir.Attribute, error) {
	loc := p.Pos()
	v, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if v != int64(int32(v)) && v != int64(uint32(v)) {
		return nil, p.ErrorfAt(loc, "integer constant out of range for attribute")
	}
	return p.Context().I32Attr(int32(v)), nil
}

func printWithoutType(p ir.AsmPrinter, a ir.Attribute) { p.PrintAttributeWithoutType(a) }

// OptionalI32Spec is an OptionalAttr<I32Attr>.
func OptionalI32Spec(name string) ir.AttrSpec {
	s := I32Spec(name)
	s.Optional = true
	return s
}

// I32DefaultSpec is a DefaultValuedAttr<I32Attr, def>.
func I32DefaultSpec(name string, def int64) ir.AttrSpec {
	s := I32Spec(name)
	s.Default = func(ctx *ir.Context) ir.Attribute { return ctx.IntegerAttr(ctx.I32(), def) }
	return s
}

// BoolSpec is a required BoolAttr.
func BoolSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, Value: ir.BoolValue} }

// BoolDefaultSpec is a DefaultValuedAttr<BoolAttr, def>.
func BoolDefaultSpec(name string, def bool) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(def) }, Value: ir.BoolValue}
}

// UnitSpec is a UnitAttr.
func UnitSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, UnitFlag: true} }

// StrSpec is a required StrAttr: where a format names it, it is a bare string literal (no
// trailing `: type` is read).
func StrSpec(name string) ir.AttrSpec {
	return ir.AttrSpec{Name: name, Parse: parseStrAttr, Print: printWithoutType, Value: ir.StringValue}
}

func parseStrAttr(p ir.AsmParser) (ir.Attribute, error) {
	s, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	return p.Context().StringAttr(s), nil
}

// AttrSpec is a required attribute printed as MLIR prints it.
func AttrSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name} }

// OptionalSpec is an OptionalAttr printed as MLIR prints it.
func OptionalSpec(name string) ir.AttrSpec { return ir.AttrSpec{Name: name, Optional: true} }

func emptyI32Array(ctx *ir.Context) ir.Attribute { return ctx.DenseI32ArrayAttr(nil) }

// elementwiseCast are the traits of the cast-like elementwise ops.
const elementwiseCast = ir.Elementwise | ir.SameOperandsAndResultShape | ir.SameOperandsAndResultEncoding | ir.Pure

const castFormat = "$src attr-dict `:` type($src) `->` type($result)"

func ops() []*ir.OpDef {
	cache, evict := CacheModifierEnum(), EvictionPolicyEnum()
	return []*ir.OpDef{
		{Name: "tt.int_to_ptr", Traits: elementwiseCast, Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")}, Format: castFormat},
		{Name: "tt.ptr_to_int", Traits: elementwiseCast, Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")}, Format: castFormat},
		{Name: "tt.bitcast", Traits: elementwiseCast, Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")}, Format: castFormat, Verify: verifyBitcast},
		{Name: "tt.fp_to_fp", Traits: elementwiseCast, Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{RoundingModeEnum().OptionalSpec("rounding")},
			Format: "$src attr-dict (`,` `rounding` `=` $rounding^)? `:` type($src) `->` type($result)", Verify: verifyFpToFp, Fold: foldFpToFp},
		{Name: "tt.clampf", Traits: ir.Elementwise | ir.SameOperandsAndResultType | ir.Pure,
			Operands: []ir.ValueSpec{one("x"), one("min"), one("max")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{PropagateNanEnum().Spec("propagateNan")},
			Format: "$x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)"},
		{Name: "tt.precise_sqrt", Traits: ir.Elementwise | ir.SameOperandsAndResultType | ir.Pure,
			Operands: []ir.ValueSpec{one("x")}, Results: []ir.ValueSpec{one("result")}, Format: "$x attr-dict `:` type($x)"},
		{Name: "tt.precise_divf", Traits: ir.Elementwise | ir.SameOperandsAndResultType | ir.Pure,
			Operands: []ir.ValueSpec{one("x"), one("y")}, Results: []ir.ValueSpec{one("result")}, Format: "$x `,` $y attr-dict `:` type($x)"},
		{Name: "tt.mulhiui", Traits: ir.Elementwise | ir.SameOperandsAndResultType | ir.Pure,
			Operands: []ir.ValueSpec{one("x"), one("y")}, Results: []ir.ValueSpec{one("result")}, Format: "$x `,` $y attr-dict `:` type($x)"},
		{Name: "tt.addptr", TypeRules: []ir.TypeRule{SameType("ptr", "result")}, Traits: ir.Pure | ir.Elementwise | ir.SameOperandsAndResultShape | ir.SameOperandsAndResultEncoding,
			Operands: []ir.ValueSpec{one("ptr"), one("offset")}, Results: []ir.ValueSpec{one("result")},
			Format: "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)", Verify: verifyResultMatches("ptr"), Fold: foldAddPtr},
		{Name: "tt.advance", TypeRules: []ir.TypeRule{SameType("ptr", "result"), BuildI32("offsets")}, Traits: ir.Pure, Operands: []ir.ValueSpec{PtrSlot("ptr"), many("offsets")}, Results: []ir.ValueSpec{PtrSlot("result")},
			Format: "$ptr `,` `[` $offsets `]` attr-dict `:` type($result)", Verify: verifyResultMatches("ptr"), Fold: foldAdvance},
		{Name: "tt.load", TypeRules: []ir.TypeRule{{To: "result", From: "ptr", Transform: pointeeRule}, {To: "mask", From: "ptr", Transform: maskRule}, {To: "other", From: "ptr", Transform: pointeeRule}}, Traits: ir.AttrSizedOperandSegments | ir.MemoryRead,
			Operands: []ir.ValueSpec{one("ptr"), opt("mask"), opt("other")}, Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{
				{Name: "boundaryCheck", Default: emptyI32Array, Value: ir.IntsValue},
				PaddingOptionEnum().OptionalSpec("padding"),
				cache.DefaultSpec("cache", CacheNone),
				evict.DefaultSpec("evict", EvictNormal),
				BoolDefaultSpec("isVolatile", false),
			},
			Format: "$ptr (`,` $mask^)? (`,` $other^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($ptr)",
			Verify: verifyLoad, CanonicalizationPatterns: loadPatterns, Effects: loadEffects},
		{Name: "tt.store", TypeRules: []ir.TypeRule{{To: "value", From: "ptr", Transform: pointeeRule}, {To: "mask", From: "ptr", Transform: maskRule}}, Traits: ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("ptr"), one("value"), opt("mask")},
			Attrs: []ir.AttrSpec{
				{Name: "boundaryCheck", Default: emptyI32Array, Value: ir.IntsValue},
				cache.DefaultSpec("cache", CacheNone),
				evict.DefaultSpec("evict", EvictNormal),
			},
			Format: "$ptr `,` $value (`,` $mask^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($ptr)",
			Verify: verifyStore, CanonicalizationPatterns: storePatterns},
		{Name: "tt.atomic_rmw", Traits: ir.SameOperandsAndResultShape | ir.SameOperandsAndResultEncoding | ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("ptr"), one("val"), opt("mask")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{RMWOpEnum().Spec("atomic_rmw_op"), MemSemanticEnum().Spec("sem"), MemSyncScopeEnum().Spec("scope")},
			Format: "$atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:` functional-type(operands, $result)"},
		{Name: "tt.atomic_cas", Traits: ir.SameOperandsAndResultShape | ir.SameOperandsAndResultEncoding | ir.MemoryRead | ir.MemoryWrite,
			Operands: []ir.ValueSpec{one("ptr"), one("cmp"), one("val")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{MemSemanticEnum().Spec("sem"), MemSyncScopeEnum().Spec("scope")},
			Format: "$sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:` functional-type(operands, $result)", Verify: verifyAtomicCAS},
		{Name: "tt.splat", Traits: ir.Pure | ir.SameOperandsAndResultElementType | ir.SameOperandsAndResultEncoding,
			Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{tensor("result")}, Format: castFormat, Fold: foldSplat},
		{Name: "tt.unsplat", Traits: ir.Pure, Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{one("result")},
			Format: "$src attr-dict `:` type($src)", Verify: verifyUnsplat, InferResultTypes: inferUnsplat},
		{Name: "tt.expand_dims", Traits: ir.Pure | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{tensor("result")},
			Attrs: []ir.AttrSpec{I32Spec("axis")}, Format: castFormat, Verify: verifyExpandDims,
			Fold: foldExpandDims, CanonicalizationPatterns: ExpandDimsCanonicalizationPatterns},
		{Name: "tt.reshape", Traits: ir.Pure | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{tensor("result")},
			Attrs:  []ir.AttrSpec{UnitSpec("allow_reorder"), UnitSpec("efficient_layout")},
			Format: "$src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)? attr-dict `:` type($src) `->` type($result)",
			Verify: verifyReshape, Fold: foldReshape, CanonicalizationPatterns: reshapePatterns},
		{Name: "tt.broadcast", Traits: ir.Pure | ir.SameOperandsAndResultElementType | ir.SameOperandsAndResultEncoding,
			Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{tensor("result")}, Format: castFormat, Verify: verifyBroadcast,
			Fold: foldBroadcast, CanonicalizationPatterns: BroadcastCanonicalizationPatterns},
		{Name: "tt.cat", Traits: ir.NoMemoryEffect | ir.SameTypeOperands | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{tensor("lhs"), tensor("rhs")}, Results: []ir.ValueSpec{tensor("result")},
			Format: "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"},
		{Name: "tt.join", Traits: ir.Pure | ir.SameTypeOperands,
			Operands: []ir.ValueSpec{tensor("lhs"), tensor("rhs")}, Results: []ir.ValueSpec{tensor("result")},
			Format: "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)", Verify: verifyJoin},
		{Name: "tt.split", TypeRules: []ir.TypeRule{SameType("outRHS", "outLHS")}, ResultNames: ODSResultNames("outLHS", "outRHS"), Traits: ir.Pure, Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{tensor("outLHS"), tensor("outRHS")},
			Format: "$src attr-dict `:` type($src) `->` type($outLHS)", Verify: verifySplit},
		{Name: "tt.trans", Traits: ir.Pure | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{tensor("src")}, Results: []ir.ValueSpec{tensor("result")},
			Attrs: []ir.AttrSpec{AttrSpec("order")}, Format: castFormat, Verify: verifyTrans, Fold: foldTrans},
		{Name: "tt.get_program_id", Traits: ir.Pure, Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{ProgramDimEnum().Spec("axis")}, Format: "$axis attr-dict `:` type($result)"},
		{Name: "tt.get_num_programs", Traits: ir.Pure, Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{ProgramDimEnum().Spec("axis")}, Format: "$axis attr-dict `:` type($result)"},
		{Name: "tt.dot", TypeRules: []ir.TypeRule{SameType("c", "d")}, Traits: ir.Pure, Operands: []ir.ValueSpec{tensor("a"), tensor("b"), tensor("c")}, Results: []ir.ValueSpec{tensor("d")},
			Attrs:  []ir.AttrSpec{InputPrecisionEnum().DefaultSpec("inputPrecision", InputPrecisionIEEE), I32DefaultSpec("maxNumImpreciseAcc", 0)},
			Format: "$a `,` $b `,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:` type($a) `*` type($b) `->` type($d)",
			Verify: verifyDot},
		{Name: "tt.dot_scaled", TypeRules: []ir.TypeRule{SameType("c", "d")}, Traits: ir.Pure | ir.AttrSizedOperandSegments,
			Operands: []ir.ValueSpec{one("a"), one("b"), one("c"), opt("a_scale"), opt("b_scale")}, Results: []ir.ValueSpec{one("d")},
			Attrs: []ir.AttrSpec{ScaleDotElemTypeEnum().Spec("a_elem_type"), ScaleDotElemTypeEnum().Spec("b_elem_type"), BoolSpec("fastMath"),
				BoolDefaultSpec("lhs_k_pack", true), BoolDefaultSpec("rhs_k_pack", true)},
			Format: "$a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type attr-dict `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)",
			Verify: verifyDotScaled},
		{Name: "tt.reduce", Traits: ir.Pure | ir.SingleBlock, Operands: []ir.ValueSpec{many("srcs")}, Results: []ir.ValueSpec{many("result")},
			Attrs: []ir.AttrSpec{I32Spec("axis")}, Regions: []ir.ValueSpec{one("combineOp")}, Verify: verifyReduceScan("tt.reduce.return", "ReduceReturnDef")},
		{Name: "tt.reduce.return", Traits: ir.HasParentCheck | ir.Pure | ir.Terminator | ir.ReturnLike, Parents: []string{"tt.reduce"},
			Operands: []ir.ValueSpec{many("result")}, Format: "$result attr-dict `:` type($result)"},
		{Name: "tt.scan", Traits: ir.Pure | ir.SingleBlock | ir.SameOperandsAndResultEncoding | ir.SameOperandsAndResultShape,
			Operands: []ir.ValueSpec{many("srcs")}, Results: []ir.ValueSpec{many("result")},
			Attrs: []ir.AttrSpec{I32Spec("axis"), BoolSpec("reverse")}, Regions: []ir.ValueSpec{one("combineOp")},
			Verify: verifyReduceScan("tt.scan.return", "ScanReturnOp")},
		{Name: "tt.scan.return", Traits: ir.HasParentCheck | ir.Pure | ir.Terminator | ir.ReturnLike, Parents: []string{"tt.scan"},
			Operands: []ir.ValueSpec{many("result")}, Format: "$result attr-dict `:` type($result)"},
		{Name: "tt.map_elementwise", Traits: ir.SameOperandsAndResultEncoding | ir.SameOperandsAndResultShape | ir.RecursiveMemoryEffects,
			Operands: []ir.ValueSpec{many("srcs")}, Results: []ir.ValueSpec{many("result")},
			Attrs: []ir.AttrSpec{I32Spec("pack")}, Regions: []ir.ValueSpec{one("scalarOp")}, Verify: verifyMapElementwise},
		{Name: "tt.map_elementwise.return", Traits: ir.HasParentCheck | ir.Pure | ir.Terminator | ir.ReturnLike, Parents: []string{"tt.map_elementwise"},
			Operands: []ir.ValueSpec{many("result")}, Format: "attr-dict ($result^ `:` type($result))?"},
		{Name: "tt.extern_elementwise", Traits: ir.Elementwise | ir.SameOperandsAndResultEncoding,
			Operands: []ir.ValueSpec{many("srcs")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{StrSpec("libname"), StrSpec("libpath"), StrSpec("symbol"), BoolSpec("pure")},
			Format: "operands attr-dict `:` functional-type(operands, $result)", Effects: effectsUnlessPure,
			Speculatability: speculatableIfPure},
		{Name: "tt.make_range", Traits: ir.Pure, Results: []ir.ValueSpec{tensor("result")},
			Attrs: []ir.AttrSpec{I32Spec("start"), I32Spec("end")}, Format: "attr-dict `:` type($result)", Verify: verifyMakeRange, Fold: foldMakeRange},
		{Name: "tt.elementwise_inline_asm", Traits: ir.Elementwise | ir.SameOperandsAndResultEncoding,
			Operands: []ir.ValueSpec{many("args")}, Results: []ir.ValueSpec{many("result")},
			Attrs:  []ir.AttrSpec{StrSpec("asm_string"), StrSpec("constraints"), BoolSpec("pure"), I32Spec("packed_element")},
			Format: "$asm_string attr-dict ($args^ `:` type($args))? `->` type($result)", Verify: verifyInlineAsm,
			Effects: effectsUnlessPure, Speculatability: speculatableIfPure},
		{Name: "tt.histogram", TypeRules: []ir.TypeRule{{To: "mask", From: "src", Transform: I1SameShapeRule}}, Traits: ir.Pure, Operands: []ir.ValueSpec{tensor("src"), opt("mask")}, Results: []ir.ValueSpec{tensor("result")},
			Format: "$src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)", Parse: parseHistogram},
		{Name: "tt.gather", Traits: ir.Pure, Operands: []ir.ValueSpec{one("src"), one("indices")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{I32Spec("axis"), UnitSpec("efficient_layout")},
			Format: "$src `[` $indices `]` attr-dict `:` functional-type(operands, results)", Verify: verifyGather},
		{Name: "tt.print", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{many("args")},
			Attrs:  []ir.AttrSpec{StrSpec("prefix"), BoolSpec("hex"), AttrSpec("isSigned")},
			Format: "$prefix attr-dict (`:` $args^ `:` type($args))?"},
		{Name: "tt.assert", Traits: ir.MemoryWrite, Operands: []ir.ValueSpec{one("condition")},
			Attrs: []ir.AttrSpec{StrSpec("message")}, Format: "$condition `,` $message attr-dict `:` type($condition)"},
		{Name: "tt.make_tensor_ptr", Traits: ir.Pure,
			Operands: []ir.ValueSpec{PtrSlot("base"), many("shape"), many("strides"), many("offsets")}, Results: []ir.ValueSpec{PtrSlot("result")},
			Attrs: []ir.AttrSpec{AttrSpec("order")}, Parse: parseMakeTensorPtr, Print: printMakeTensorPtr, Verify: verifySameVariadicSize(1, 3)},
		{Name: "tt.make_tensor_descriptor", Traits: ir.Pure,
			Operands: []ir.ValueSpec{PtrSlot("base"), many("shape"), many("strides")}, Results: []ir.ValueSpec{TensorDescSlot("result")},
			Attrs: []ir.AttrSpec{PaddingOptionEnum().DefaultSpec("padding", 1)},
			Parse: parseMakeTensorDesc, Print: printMakeTensorDesc, Verify: verifySameVariadicSize(1, 2)},
		{Name: "tt.call", Call: funcsig.DirectCall, Operands: []ir.ValueSpec{many("operands")}, Results: []ir.ValueSpec{many("results")},
			Attrs:  []ir.AttrSpec{AttrSpec("callee"), OptionalSpec("arg_attrs"), OptionalSpec("res_attrs")},
			Format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)", Verify: verifyCall},
		funcOp(),
		{Name: "tt.return", Traits: ir.Pure | ir.HasParentCheck | ir.ReturnLike | ir.Terminator, Parents: []string{"tt.func"},
			Operands: []ir.ValueSpec{many("srcs")}, Format: "attr-dict ($srcs^ `:` type($srcs))?", Verify: verifyReturn},
		{Name: "tt.descriptor_load", TypeRules: []ir.TypeRule{BuildI32("indices")}, Traits: ir.MemoryRead, Operands: []ir.ValueSpec{TensorDescSlot("desc"), many("indices")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{cache.DefaultSpec("cache", CacheNone), evict.DefaultSpec("evict", EvictNormal)},
			Format: "$desc `[` $indices `]` oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` qualified(type($desc)) `->` type($result)",
			Verify: verifyDescriptorLoad},
		{Name: "tt.descriptor_store", TypeRules: []ir.TypeRule{BuildI32("indices")}, Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{TensorDescSlot("desc"), one("src"), many("indices")},
			Format: "$desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)", Verify: verifyDescriptorStore},
		{Name: "tt.descriptor_reduce", TypeRules: []ir.TypeRule{BuildI32("indices")}, Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{TensorDescSlot("desc"), one("src"), many("indices")},
			Attrs:  []ir.AttrSpec{DescriptorReduceKindEnum().Spec("kind")},
			Format: "$kind `,` $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)", Verify: verifyDescriptorStore},
		{Name: "tt.descriptor_gather", Traits: ir.MemoryRead, Operands: []ir.ValueSpec{TensorDescSlot("desc"), one("x_offsets"), one("y_offset")}, Results: []ir.ValueSpec{one("result")},
			Format: "$desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)", Verify: verifyDescriptorGather},
		{Name: "tt.descriptor_scatter", Traits: ir.MemoryRead | ir.MemoryWrite, Operands: []ir.ValueSpec{TensorDescSlot("desc"), one("x_offsets"), one("y_offset"), one("src")},
			Format: "$desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)", Verify: verifyDescriptorScatter},
	}
}

// Dialect returns the Triton dialect (`tt`): its types (!tt.ptr,
// !tt.tensordesc) and ops. Load it into a context with ctx.Load(tt.Dialect()).
// Every call returns the same definition, made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() { dialect = newDialect() })
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)

// newDialect makes the dialect's definition.
func newDialect() *ir.Dialect {
	return &ir.Dialect{
		Name: "tt",
		Ops:  WithTraitChecks(ops()),
		// Folded values become arith.constant ops, as Triton's dialect materializes them.
		MaterializeConstant: materializeConstant,
		ParseType:           parseType,
		Inliner:             inliner,
	}
}

// inferUnsplat gives tt.unsplat's result: the element type of its tensor.
func inferUnsplat(_ *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
	if len(st.Operands) != 1 {
		return nil, fmt.Errorf("expected 1 operand")
	}
	return []ir.Type{ir.ElementTypeOrSelf(st.Operands[0].Type())}, nil
}
