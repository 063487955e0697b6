package tt

import (
	"github.com/ttgo/ttgo/dialects/funcsig"
	"github.com/ttgo/ttgo/ir"
)

// FunctionTypeOf returns the function_type of a function op (tt.func), or nil.
func FunctionTypeOf(fn *ir.Operation) *ir.FunctionType {
	ta, ok := fn.Attr(funcsig.FunctionTypeAttr).(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}

// funcOp is tt.func, printed as MLIR's function ops are:
//
//	tt.func public @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> i32 attributes {noinline = false} {
//
// The visibility (sym_visibility) prints only when the op has it.
func funcOp() *ir.OpDef {
	return &ir.OpDef{
		Name:    "tt.func",
		Traits:  ir.AffineScope | ir.IsolatedFromAbove | ir.SymbolTrait | ir.HasParentCheck,
		Parents: []string{"builtin.module"},
		Attrs: []ir.AttrSpec{AttrSpec(ir.SymbolNameAttr), AttrSpec(funcsig.FunctionTypeAttr), OptionalSpec(ir.SymbolVisibilityAttr),
			OptionalSpec(funcsig.ArgAttrsAttr), OptionalSpec(funcsig.ResAttrsAttr)},
		Regions: []ir.ValueSpec{one("body")},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			return funcsig.ParseFunctionOp(p, st, funcsig.Style{})
		},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			funcsig.PrintFunctionOp(p, op, funcsig.Style{})
		},
		Verify: verifyFunc,

		Callable: funcsig.Callable,
	}
}

func verifyFunc(op *ir.Operation) error {
	ft := FunctionTypeOf(op)
	if ft == nil {
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
