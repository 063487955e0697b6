package ttng

import "github.com/ttgo/ttgo/ir"

// verifyAsyncTMAGather checks ttng.async_tma_gather as Triton does: a 1xi64 barrier, then a
// mutable destination.
func verifyAsyncTMAGather(op *ir.Operation) error {
	if err := verifyBarrier(3)(op); err != nil {
		return err
	}
	if m := memdescOf(op.Operand(4).Type()); m != nil && !m.Mutable {
		return ir.OpError(op, "cannot store into immutable memory")
	}
	return nil
}

// verifyTmemCopy checks that ttng.tmem_copy copies into mutable tensor memory.
func verifyTmemCopy(op *ir.Operation) error {
	if m := memdescOf(op.Operand(1).Type()); m != nil && !m.Mutable {
		return ir.OpError(op, "Cannot copy into an immutable alloc")
	}
	return nil
}
