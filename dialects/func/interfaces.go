package function

import (
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/ir"
)

// callIndirect is func.call_indirect's CallInterface: the callee is a value, not a symbol.
var callIndirect = &ir.CallInterface{
	Callee:      func(*ir.Operation) *ir.SymbolRefAttr { return nil },
	ArgOperands: func(op *ir.Operation) []*ir.Value { return ir.View[CallIndirectOp](op).CalleeOperands() },
}

// inliner is the func dialect's, as MLIR's func inliner extension: a call is inlined unless it
// or the function it calls is marked no_inline, and a func.return leaving an inlined body of
// several blocks becomes a cf.br.
var inliner = &ir.Inliner{
	LegalToInline: func(call, callable *ir.Operation) bool {
		if c, ok := AsCall(call); ok && c.NoInline() {
			return false
		}
		f, ok := AsFunc(callable)
		return !ok || !f.NoInline()
	},
	BranchToContinuation: cf.ReplaceByBranch,
}
