package tt

import (
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/ir"
)

// loadEffects are tt.load's, as Triton's LoadOp::getEffects: it reads global memory, and a
// volatile load also writes.
func loadEffects(op *ir.Operation) ir.MemoryEffects {
	if ir.View[LoadOp](op).IsVolatile() {
		return ir.ReadEffect | ir.WriteEffect
	}
	return ir.ReadEffect
}

// inliner is the Triton dialect's, as its TritonInlinerInterface: a call is inlined unless
// the tt.func it calls is marked `noinline = true`, and a tt.return leaving an inlined body of
// several blocks becomes a cf.br.
var inliner = &ir.Inliner{
	LegalToInline: func(_, callable *ir.Operation) bool {
		if _, ok := AsFunc(callable); !ok {
			return true
		}
		noinline, _ := ir.IntAttrValue(callable.Attr("noinline"))
		return noinline == 0
	},
	BranchToContinuation: cf.ReplaceByBranch,
}
