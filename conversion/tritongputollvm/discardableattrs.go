package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// withAttrsOf gives the op defining v the discardable attributes of op (a warp-specialized
// op's async_task_id), as Triton's ElementwiseOpConversion builds each element's op with the
// attributes of the op it lowers, and MLIR's arith-to-llvm patterns each scalar op's; it
// returns v.
func withAttrsOf(op *ir.Operation, v *ir.Value) *ir.Value {
	if def := v.DefiningOp(); def != nil {
		for _, a := range op.Attrs() {
			def.SetAttr(a.Name, a.Value)
		}
	}
	return v
}
