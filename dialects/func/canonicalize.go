package function

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// indirectCallOfConstant rewrites func.call_indirect of a func.constant into a direct
// func.call of the symbol (MLIR's SimplifyIndirectCallWithKnownCallee).
func indirectCallOfConstant(op *ir.Operation, rw *rewrite.Rewriter) error {
	c := op.Operand(0).DefiningOp()
	if c == nil || !c.HasTrait(ir.ConstantLike) {
		return rewrite.ErrNoMatch
	}
	callee, ok := rewrite.ConstantValue(c).(*ir.SymbolRefAttr)
	if !ok {
		return rewrite.ErrNoMatch
	}
	call := rw.Create(&ir.OperationState{
		Name:     CallOp.Name,
		Loc:      op.Loc(),
		Operands: op.Operands()[1:],
		Types:    op.ResultTypes(),
		Attrs:    []ir.NamedAttribute{{Name: "callee", Value: callee}},
	})
	rw.ReplaceOp(op, call.Results())
	return nil
}

// foldConstant folds func.constant to its symbol reference, as every constant-like op does.
func foldConstant(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if v := op.Attr("value"); v != nil {
		return []ir.FoldResult{{Attr: v}}, true
	}
	return nil, false
}
