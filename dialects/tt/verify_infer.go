package tt

import "github.com/ttgo/ttgo/ir"

// failedToInfer reports that an op's result types could not be inferred, as MLIR's
// verifyInferredResultTypes does: the cause (the inference's own error, or the mismatch of
// the inferred and declared types) is emitted first, at the op's location but not on the op as
// MLIR's inference emits it, then "failed to infer returned types" on the op.
func failedToInfer(op *ir.Operation, cause error) error {
	if d, ok := cause.(*ir.Diagnostic); ok {
		d.Op = nil
		op.Context().Emit(d)
	} else {
		op.Context().Emit(ir.Errorf(op.Loc(), "%s", cause.Error()))
	}
	return ir.OpError(op, "failed to infer returned types")
}
