// Package function defines MLIR's func dialect: func.func, func.call, func.call_indirect,
// func.constant and func.return.
package function

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/ir"
)

// FuncDef is `func.func`, a function with a name, a signature and an optional body; a function
// without body is a declaration.
//
// Example printed form:
//
//	func.func private @g(i32 {a.b}) -> (i32 {x.y})
//	func.func @f(%arg0: i32) -> i32 attributes {noinline = false} {
var FuncDef = &ir.OpDef{
	Name:    "func.func",
	Summary: "An operation with a name containing a single `SSACFG` region",
	Traits:  ir.IsolatedFromAbove | ir.SymbolTrait | ir.AffineScope,
	Attrs: []ir.AttrSpec{
		{Name: ir.SymbolNameAttr},
		{Name: funcsig.FunctionTypeAttr},
		{Name: ir.SymbolVisibilityAttr, Optional: true},
		{Name: funcsig.ArgAttrsAttr, Optional: true},
		{Name: funcsig.ResAttrsAttr, Optional: true},
		{Name: "no_inline", UnitFlag: true},
	},
	Regions: []ir.ValueSpec{{Name: "body"}},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		return funcsig.ParseFunctionOp(p, st, funcsig.Style{})
	},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		funcsig.PrintFunctionOp(p, op, funcsig.Style{})
	},
	Verify:         verifyFunc,
	DefaultDialect: "func",
	Callable:       funcsig.Callable,
}

// FunctionType returns the signature of a function-like op stored in its function_type
// attribute, or nil.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr(funcsig.FunctionTypeAttr).(*ir.TypeAttr); ok {
		ft, _ := ta.Type.(*ir.FunctionType)
		return ft
	}
	return nil
}

func verifyFunc(op *ir.Operation) error {
	ta, ok := op.Attr(funcsig.FunctionTypeAttr).(*ir.TypeAttr)
	if !ok {
		return ir.OpError(op, "requires attribute 'function_type'")
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return ir.OpError(op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type")
	}
	if err := funcsig.VerifySignature(op, ft.Inputs, ft.Results, funcsig.Style{}); err != nil {
		return err
	}
	if op.Region(0).Empty() && ir.SymbolVisibility(op) == "public" {
		return ir.OpError(op, "symbol declaration cannot have public visibility")
	}
	return nil
}

// CallDef is `func.call`, a direct call of a function symbol.
//
// Example printed form:
//
//	%0 = call @g(%arg0) : (i32) -> i32
var CallDef = &ir.OpDef{
	Name:     "func.call",
	Summary:  "call operation",
	Operands: []ir.ValueSpec{{Name: "operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{
		{Name: "callee"},
		{Name: funcsig.ArgAttrsAttr, Optional: true},
		{Name: funcsig.ResAttrsAttr, Optional: true},
		{Name: "no_inline", UnitFlag: true},
	},
	Format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	Verify: verifyCall,
	Call:   funcsig.DirectCall,
}

func verifyCall(op *ir.Operation) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) > 0 {
		return ir.OpError(op, "requires attribute 'callee'")
	}
	if ir.NearestSymbolTable(op) == nil {
		return nil
	}
	fn := ir.LookupNearestSymbol(op, ref)
	if fn == nil || fn.Name() != FuncDef.Name {
		return ir.OpError(op, "'%s' does not reference a valid function", ref.Root)
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	return verifyCallTypes(op, op.OperandTypes(), ft)
}

// verifyCallTypes checks call operands and results against the callee's type, as
// func.call's verifySymbolUses does.
func verifyCallTypes(op *ir.Operation, operands []ir.Type, ft *ir.FunctionType) error {
	if len(ft.Inputs) != len(operands) {
		return ir.OpError(op, "incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if operands[i] != t {
			return ir.OpError(op, "operand type mismatch: expected operand type %s, but provided %s for operand number %d",
				quoteType(t), quoteType(operands[i]), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return ir.OpError(op, "incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			return ir.OpError(op, "result type mismatch at index %d", i).
				Note(op.Loc(), "      op result types: %s", typeList(op.ResultTypes())).
				Note(op.Loc(), "function result types: %s", typeList(ft.Results))
		}
	}
	return nil
}

// CallIndirectDef is `func.call_indirect`, a call through a function value.
//
// Example printed form:
//
//	%1 = call_indirect %f(%arg0) : (i32) -> i32
var CallIndirectDef = &ir.OpDef{
	Name:     "func.call_indirect",
	Summary:  "indirect call operation",
	Operands: []ir.ValueSpec{{Name: "callee"}, {Name: "callee_operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	Attrs: []ir.AttrSpec{
		{Name: funcsig.ArgAttrsAttr, Optional: true},
		{Name: funcsig.ResAttrsAttr, Optional: true},
	},
	Parse:  parseCallIndirect,
	Print:  printCallIndirect,
	Verify: verifyCallIndirect,
	CanonicalizationPatterns: func(add ir.PatternAdder) {
		add(newPattern("func.call_indirect", 1, indirectCallOfConstant).WithLabel("CallIndirectOp::canonicalize"))
	},
	Call: callIndirect,
}

func parseCallIndirect(p ir.OpAsmParser, st *ir.OperationState) error {
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args, err := p.ParseOperandList(ir.DelimParen)
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
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.Errorf("'callee' must be function type")
	}
	cv, err := p.ResolveOperand(callee, ft)
	if err != nil {
		return err
	}
	if len(args) != len(ft.Inputs) {
		return p.Errorf("%d operands present, but expected %d", len(args), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(args, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{cv}, vs...)
	st.Types = append(st.Types, ft.Results...)
	return nil
}

func printCallIndirect(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("(")
	p.PrintOperands(op.Operands()[1:])
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func verifyCallIndirect(op *ir.Operation) error {
	ft, ok := op.Operand(0).Type().(*ir.FunctionType)
	if !ok {
		return ir.OpError(op, "operand #0 must be function type, but got %s", quoteType(op.Operand(0).Type()))
	}
	ops := op.OperandTypes()[1:]
	for i, t := range ft.Inputs {
		if i < len(ops) && ops[i] != t {
			return ir.OpError(op, "failed to verify that callee input types match argument types")
		}
	}
	if len(ft.Inputs) != len(ops) {
		return ir.OpError(op, "failed to verify that callee input types match argument types")
	}
	rs := op.ResultTypes()
	ok = len(rs) == len(ft.Results)
	for i := 0; ok && i < len(rs); i++ {
		ok = rs[i] == ft.Results[i]
	}
	if !ok {
		return ir.OpError(op, "failed to verify that callee result types match result types")
	}
	return nil
}

// ConstantDef is `func.constant`, a function symbol as an SSA value.
//
// Example printed form:
//
//	%f = constant @g : (i32) -> i32
var ConstantDef = &ir.OpDef{
	Name:    "func.constant",
	Summary: "constant",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "result"}},
	Attrs:   []ir.AttrSpec{{Name: "value"}},
	Format:  "attr-dict $value `:` type(results)",
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		set(op.Result(0), "f")
	},
	Verify: verifyConstant,
	Fold:   foldConstant,
}

func verifyConstant(op *ir.Operation) error {
	ref, ok := op.Attr("value").(*ir.SymbolRefAttr)
	if !ok {
		return ir.OpError(op, "requires attribute 'value'")
	}
	if ir.NearestSymbolTable(op) == nil {
		return nil
	}
	fn := ir.LookupNearestSymbol(op, ref)
	if fn == nil || fn.Name() != FuncDef.Name {
		return ir.OpError(op, "reference to undefined function '%s'", ref.Root)
	}
	if ft := FunctionType(fn); ft != nil && ir.Type(ft) != op.Result(0).Type() {
		return ir.OpError(op, "reference to function with mismatched type")
	}
	return nil
}

// ReturnDef is `func.return`, the terminator of a func.func body.
//
// Example printed form:
//
//	return %0, %1 : i32, f32
var ReturnDef = &ir.OpDef{
	Name:     "func.return",
	Summary:  "Function return operation",
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike | ir.HasParentCheck,
	Parents:  []string{FuncDef.Name},
	Operands: []ir.ValueSpec{{Name: "operands", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{},
	Format:   "attr-dict ($operands^ `:` type($operands))?",
	Verify:   verifyReturn,
}

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	if op.NumOperands() != len(ft.Results) {
		return ir.OpError(op, "has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), ir.SymbolName(fn), len(ft.Results))
	}
	for i, t := range ft.Results {
		if op.Operand(i).Type() != t {
			return ir.Errorf(op.Loc(), "type of return operand %d (%s) doesn't match function result type (%s) in function @%s",
				i, quoteType(op.Operand(i).Type()), quoteType(t), ir.SymbolName(fn))
		}
	}
	return nil
}

// Dialect is the func dialect.
var Dialect = &ir.Dialect{
	Name:    "func",
	Ops:     []*ir.OpDef{FuncDef, CallDef, CallIndirectDef, ConstantDef, ReturnDef},
	Inliner: inliner,
	MaterializeConstant: func(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
		ref, ok := value.(*ir.SymbolRefAttr)
		if _, isFn := t.(*ir.FunctionType); !ok || !isFn || len(ref.Nested) > 0 {
			return nil
		}
		return b.Create(&ir.OperationState{Name: ConstantDef.Name, Loc: loc, Types: []ir.Type{t},
			Attrs: []ir.NamedAttribute{{Name: "value", Value: value}}})
	},
}
