// Package builtin defines MLIR's builtin dialect ops: builtin.module and
// builtin.unrealized_conversion_cast. The builtin types and attributes live in package ir.
package builtin

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// ModuleDef is `builtin.module`: a top-level container with an optional symbol name, one block
// without terminator and a symbol table.
//
// Example printed form:
//
//	module @m attributes {ttg.target = "cuda:90"} {
//	  ...
//	}
var ModuleDef = &ir.OpDef{
	Name:    "builtin.module",
	Summary: "A top level container operation",
	Traits: ir.IsolatedFromAbove | ir.NoTerminator | ir.SingleBlock | ir.SymbolTableTrait |
		ir.SymbolTrait | ir.AffineScope | ir.IsolatedGraphRegion,
	Attrs: []ir.AttrSpec{
		{Name: ir.SymbolNameAttr, Optional: true},
		{Name: ir.SymbolVisibilityAttr, Optional: true},
	},
	Regions:        []ir.ValueSpec{{Name: "bodyRegion"}},
	Parse:          parseModule,
	Print:          printModule,
	Verify:         verifyModule,
	DefaultDialect: "builtin",
}

func parseModule(p ir.OpAsmParser, st *ir.OperationState) error {
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.AddAttr(ir.SymbolNameAttr, p.Context().StringAttr(name))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil, false); err != nil {
		return err
	}
	if r.Empty() {
		r.Append(ir.NewBlock(nil, nil))
	}
	return nil
}

func printModule(p ir.OpAsmPrinter, op *ir.Operation) {
	if name := ir.SymbolName(op); name != "" {
		p.WriteString(" ")
		p.PrintSymbolName(name)
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), ir.SymbolNameAttr)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false, false)
}

func verifyModule(op *ir.Operation) error {
	for _, a := range op.AllAttrs() {
		if !strings.Contains(a.Name, ".") && a.Name != ir.SymbolNameAttr && a.Name != ir.SymbolVisibilityAttr {
			return ir.OpError(op, "can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	return nil
}

// UnrealizedConversionCastDef is `builtin.unrealized_conversion_cast`: a placeholder cast
// between type systems, left by partial dialect conversions.
//
// Example printed form:
//
//	%1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to i64, f32
var UnrealizedConversionCastDef = &ir.OpDef{
	Name:     "builtin.unrealized_conversion_cast",
	Summary:  "An unrealized conversion from one set of types to another",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "inputs", Kind: ir.Variadic}},
	Results:  []ir.ValueSpec{{Name: "outputs", Kind: ir.Variadic}},
	Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	Fold:     foldUnrealizedCast,
}

// foldUnrealizedCast folds a cast to the types it casts from, and a cast that undoes the
// cast producing all its inputs, as MLIR's UnrealizedConversionCastDef::fold.
func foldUnrealizedCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	ins, outs := op.OperandTypes(), op.ResultTypes()
	if sameTypes(ins, outs) {
		return forwardValues(op.Operands()), true
	}
	if op.NumOperands() == 0 {
		return nil, false
	}
	prev := op.Operand(0).DefiningOp()
	if prev == nil || prev.Def() != op.Def() || prev.NumResults() != op.NumOperands() {
		return nil, false
	}
	for i, v := range op.Operands() {
		if v != prev.Result(i) {
			return nil, false
		}
	}
	if !sameTypes(prev.OperandTypes(), outs) {
		return nil, false
	}
	return forwardValues(prev.Operands()), true
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func forwardValues(vs []*ir.Value) []ir.FoldResult {
	rs := make([]ir.FoldResult, len(vs))
	for i, v := range vs {
		rs[i] = ir.FoldResult{Value: v}
	}
	return rs
}

// Dialect is the builtin dialect.
var Dialect = &ir.Dialect{
	Name:   "builtin",
	Ops:    []*ir.OpDef{ModuleDef, UnrealizedConversionCastDef},
	Module: ModuleDef,
}

// NewModule returns a detached, empty, unnamed builtin.module at loc.
func NewModule(ctx *ir.Context, loc ir.Location) *ir.Operation {
	st := &ir.OperationState{Name: ModuleDef.Name, Loc: loc}
	st.AddRegion().Append(ir.NewBlock(nil, nil))
	return ctx.Create(st)
}
