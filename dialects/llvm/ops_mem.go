package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// MlirConstantDef is llvm.mlir.constant: `llvm.mlir.constant(1 : i32) : i32`.
var MlirConstantDef = &ir.OpDef{
	Name:    "llvm.mlir.constant",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "res"}},
	Attrs:   []ir.AttrSpec{attrSpec("value")},
	Format:  "`(` $value `)` attr-dict `:` type($res)",
	Fold:    foldConstant,
}

// typeOnlyOp defines the constants printed `llvm.mlir.undef : T`.
func typeOnlyOp(name string) *ir.OpDef {
	return &ir.OpDef{
		Name:    name,
		Traits:  ir.Pure | ir.ConstantLike,
		Results: []ir.ValueSpec{{Name: "res"}},
		Format:  "attr-dict `:` type($res)",
		Fold:    foldTypeOnly(name),
	}
}

// MlirUndefDef, MlirPoisonDef and MlirZeroDef are llvm.mlir.undef, llvm.mlir.poison and
// llvm.mlir.zero.
var (
	MlirUndefDef  = typeOnlyOp("llvm.mlir.undef")
	MlirPoisonDef = typeOnlyOp("llvm.mlir.poison")
	MlirZeroDef   = typeOnlyOp("llvm.mlir.zero")
)

// MlirAddressofDef is llvm.mlir.addressof: `llvm.mlir.addressof @g : !llvm.ptr`.
var MlirAddressofDef = &ir.OpDef{
	Name:    "llvm.mlir.addressof",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "res"}},
	Attrs:   []ir.AttrSpec{symbolSpec("global_name")},
	Format:  "$global_name attr-dict `:` qualified(type($res))",
	Fold:    foldAddressOf,
}

// elementTypeDirective is custom<InsertExtractValueElementType>(type($x),
// ref(type($container)), ref($position)) of extractvalue and insertvalue: it prints nothing
// and gives $x the type at the position inside the container. MLIR's printer emits nothing
// after the space before it, which leaves a trailing space after the container type; Triton's
// output has it.
var elementTypeDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		if len(args[1].Types) != 1 {
			return p.Errorf("expected a container type")
		}
		t, msg := positionType(args[1].Types[0], ir.IntsAttrValue(args[2].Attr))
		if msg != "" {
			return p.Errorf("%s", msg)
		}
		args[0].Types = []ir.Type{t}
		return nil
	},
	Print: func(ir.OpAsmPrinter, *ir.Operation, []*ir.CustomArg) {},
}

// ExtractvalueDef is llvm.extractvalue: `llvm.extractvalue %s[0] : !llvm.struct<(i32)> `.
var ExtractvalueDef = &ir.OpDef{
	Name:             "llvm.extractvalue",
	Traits:           ir.Pure,
	Operands:         []ir.ValueSpec{{Name: "container"}},
	Results:          []ir.ValueSpec{{Name: "res"}},
	Attrs:            []ir.AttrSpec{denseArraySpec("position", 64)},
	CustomDirectives: map[string]*ir.CustomDirective{"InsertExtractValueElementType": elementTypeDirective},
	Format: "$container `` $position attr-dict `:` type($container) " +
		"custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
	Verify: verifyExtractValue,
	Fold:   foldExtractValue,
}

// InsertvalueDef is llvm.insertvalue: `llvm.insertvalue %v, %s[0] : !llvm.struct<(i32)> `.
var InsertvalueDef = &ir.OpDef{
	Name:             "llvm.insertvalue",
	Traits:           ir.Pure,
	Operands:         []ir.ValueSpec{{Name: "container"}, {Name: "value"}},
	Results:          []ir.ValueSpec{{Name: "res"}},
	Attrs:            []ir.AttrSpec{denseArraySpec("position", 64)},
	TypeRules:        []ir.TypeRule{{To: "res", From: "container"}},
	CustomDirectives: map[string]*ir.CustomDirective{"InsertExtractValueElementType": elementTypeDirective},
	Format: "$value `,` $container `` $position attr-dict `:` type($container) " +
		"custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
	Verify:                   verifyInsertValue,
	CanonicalizationPatterns: insertValuePatterns,
}

// ExtractelementDef is llvm.extractelement: `llvm.extractelement %v[%i : i32] : vector<4xf32>`.
var ExtractelementDef = &ir.OpDef{
	Name:      "llvm.extractelement",
	Traits:    ir.Pure,
	Operands:  []ir.ValueSpec{{Name: "vector"}, {Name: "position"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	TypeRules: []ir.TypeRule{{To: "res", From: "vector", Transform: ir.ElementTypeOrSelf}},
	Format:    "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
}

// InsertelementDef is llvm.insertelement: `llvm.insertelement %x, %v[%i : i32] :
// vector<4xf32>`.
var InsertelementDef = &ir.OpDef{
	Name:      "llvm.insertelement",
	Traits:    ir.Pure,
	Operands:  []ir.ValueSpec{{Name: "vector"}, {Name: "value"}, {Name: "position"}},
	Results:   []ir.ValueSpec{{Name: "res"}},
	TypeRules: []ir.TypeRule{{To: "value", From: "vector", Transform: ir.ElementTypeOrSelf}, {To: "res", From: "vector"}},
	Format:    "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
}

// dynamicIndex marks a GEP index given by an operand in rawConstantIndices.
const dynamicIndex = -2147483648

// gepIndicesDirective is custom<GEPIndices>($dynamicIndices, $rawConstantIndices): the
// indices of a GEP between its brackets, constants and operands in order.
var gepIndicesDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		var raw []int32
		err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
			if v, ok, err := p.ParseOptionalInteger(); err != nil || ok {
				raw = append(raw, int32(v))
				return err
			}
			u, err := p.ParseOperand()
			args[0].Operands = append(args[0].Operands, u)
			raw = append(raw, dynamicIndex)
			return err
		})
		args[1].Attr = p.Context().DenseI32ArrayAttr(raw)
		return err
	},
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		dyn := args[0].Values
		for i, v := range ir.IntsAttrValue(args[1].Attr) {
			if i > 0 {
				p.WriteString(", ")
			}
			if v == dynamicIndex && len(dyn) > 0 {
				p.PrintOperand(dyn[0])
				dyn = dyn[1:]
			} else {
				p.WriteString(itoa(v))
			}
		}
	},
}

// GetelementptrDef is llvm.getelementptr: `llvm.getelementptr inbounds %p[%i, 1] :
// (!llvm.ptr, i32) -> !llvm.ptr, T`.
var GetelementptrDef = &ir.OpDef{
	Name:             "llvm.getelementptr",
	Traits:           ir.Pure,
	Operands:         []ir.ValueSpec{{Name: "base"}, {Name: "dynamicIndices", Kind: ir.Variadic}},
	Results:          []ir.ValueSpec{{Name: "res"}},
	Attrs:            []ir.AttrSpec{denseArraySpec("rawConstantIndices", 32), typeSpec("elem_type"), noWrapFlagsSpec},
	CustomDirectives: map[string]*ir.CustomDirective{"GEPIndices": gepIndicesDirective},
	Format: "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict " +
		"`:` functional-type(operands, results) `,` $elem_type",
	Verify: verifyGEP,
	Fold:   foldGEP,
}

// atomicGroup is the optional `atomic syncscope("agent") acquire` of loads and stores.
const atomicGroup = "(`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"

// LoadDef is llvm.load: `llvm.load volatile %p atomic syncscope("agent") acquire invariant
// {alignment = 4 : i64} : !llvm.ptr -> f32`.
var LoadDef = &ir.OpDef{
	Name:     "llvm.load",
	Traits:   ir.MemoryRead,
	Effects:  accessEffects(ir.ReadEffect),
	Operands: []ir.ValueSpec{{Name: "addr"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{optionalSpec(intSpec("alignment", i64Type)), unitSpec("volatile_"),
		unitSpec("nontemporal"), unitSpec("invariant"), unitSpec("invariantGroup"),
		defaultSpec(atomicOrdering.spec("ordering"), i64Default(0)), optionalSpec(strSpec("syncscope")),
		dereferenceableSpec}, memAccessSpecs()...),
	Format: "(`volatile` $volatile_^)? $addr " + atomicGroup + " (`invariant` $invariant^)? " +
		"(`invariant_group` $invariantGroup^)? (`dereferenceable` `` $dereferenceable^)? " +
		"attr-dict `:` qualified(type($addr)) `->` type($res)",
	Verify: func(op *ir.Operation) error {
		return sizedType.check(op, "result", 0, op.Result(0).Type())
	},
}

// StoreDef is llvm.store: `llvm.store %v, %p : f32, !llvm.ptr`.
var StoreDef = &ir.OpDef{
	Name:     "llvm.store",
	Traits:   ir.MemoryWrite,
	Effects:  accessEffects(ir.WriteEffect),
	Operands: []ir.ValueSpec{{Name: "value"}, {Name: "addr"}},
	Attrs: append([]ir.AttrSpec{optionalSpec(intSpec("alignment", i64Type)), unitSpec("volatile_"),
		unitSpec("nontemporal"), unitSpec("invariantGroup"),
		defaultSpec(atomicOrdering.spec("ordering"), i64Default(0)), optionalSpec(strSpec("syncscope"))},
		memAccessSpecs()...),
	Format: "(`volatile` $volatile_^)? $value `,` $addr " + atomicGroup + " (`invariant_group` $invariantGroup^)? " +
		"attr-dict `:` type($value) `,` qualified(type($addr))",
}

// AllocaDef is llvm.alloca: `llvm.alloca inalloca %n x f32 {alignment = 4 : i64} : (i64) ->
// !llvm.ptr`. MLIR gives it a custom assembly format (hasCustomAssemblyFormat): the element
// type follows `x`.
var AllocaDef = &ir.OpDef{
	Name:     "llvm.alloca",
	Effects:  allocaEffects,
	Operands: []ir.ValueSpec{{Name: "arraySize"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{optionalSpec(intSpec("alignment", i64Type)), typeSpec("elem_type"), unitSpec("inalloca")},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		if flagAttr(op, "inalloca") {
			p.WriteString(" inalloca")
		}
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
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
		if len(ft.Inputs) != 1 || len(ft.Results) != 1 {
			return p.Errorf("expected trailing function type with one argument and one result")
		}
		v, err := p.ResolveOperand(u, ft.Inputs[0])
		st.Operands, st.Types = []*ir.Value{v}, ft.Results
		return err
	},
}

// shuffleTypeDirective is custom<ShuffleType>(ref(type($v1)), type($res), ref($mask)): it
// prints nothing (leaving a trailing space, as MLIR does) and gives the result a vector of
// the mask's length.
var shuffleTypeDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		var vt *ir.VectorType
		if len(args[0].Types) == 1 {
			vt, _ = args[0].Types[0].(*ir.VectorType)
		}
		if vt == nil {
			return p.Errorf("expected an LLVM compatible vector type")
		}
		var scalable []bool
		if len(vt.Scalable) > 0 {
			scalable = []bool{vt.Scalable[0]}
		}
		n := int64(len(ir.IntsAttrValue(args[2].Attr)))
		args[1].Types = []ir.Type{p.Context().VectorType([]int64{n}, vt.Elem, scalable)}
		return nil
	},
	Print: func(ir.OpAsmPrinter, *ir.Operation, []*ir.CustomArg) {},
}

// ShufflevectorDef is llvm.shufflevector: `llvm.shufflevector %a, %b [0, 3, -1] :
// vector<4xf32> `.
var ShufflevectorDef = &ir.OpDef{
	Name:             "llvm.shufflevector",
	Traits:           ir.Pure,
	Operands:         []ir.ValueSpec{{Name: "v1"}, {Name: "v2"}},
	Results:          []ir.ValueSpec{{Name: "res"}},
	Attrs:            []ir.AttrSpec{denseArraySpec("mask", 32)},
	TypeRules:        []ir.TypeRule{{To: "v2", From: "v1"}},
	CustomDirectives: map[string]*ir.CustomDirective{"ShuffleType": shuffleTypeDirective},
	Format:           "$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
	Fold:             foldShuffleVector,
}

// VaArgDef is llvm.va_arg: `llvm.va_arg %list : (!llvm.ptr) -> i32`.
var VaArgDef = &ir.OpDef{
	Name:     "llvm.va_arg",
	Operands: []ir.ValueSpec{{Name: "arg"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Format:   "$arg attr-dict `:` functional-type($arg, $res)",
}
