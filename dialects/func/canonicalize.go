package function

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// indirectCallOfConstant rewrites func.call_indirect of a func.constant into a direct
// func.call of the symbol (MLIR's CallIndirectOp::canonicalize, a function pattern, which MLIR
// leaves unnamed: ttgo labels it with the method's name).
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
		Name:     CallDef.Name,
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

// newPattern is rewrite.NewPattern for a pattern that must not see erased ops: the greedy
// driver may queue an op again after erasing it (it erases nested ops first to last and
// re-queues the producers of an erased op's operands), and such an op has lost its operands
// or hangs below a detached op.
func newPattern(root string, benefit int, fn func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.FuncPattern {
	return rewrite.NewPattern(root, benefit, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if !attached(op) {
			return rewrite.ErrNoMatch
		}
		return fn(op, rw)
	})
}

// attached reports whether op and its ancestors keep their operands and lead up to an
// isolated-from-above (or unregistered) op without a block: the op a pass runs on.
func attached(op *ir.Operation) bool {
	for {
		for _, v := range op.Operands() {
			if v == nil {
				return false
			}
		}
		b := op.Block()
		if b == nil {
			return op.Def() == nil || op.HasTrait(ir.IsolatedFromAbove)
		}
		if op = b.ParentOp(); op == nil {
			return false
		}
	}
}
