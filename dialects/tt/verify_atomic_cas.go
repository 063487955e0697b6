package tt

import "github.com/ttgo/ttgo/ir"

// verifyAtomicCAS checks Triton's TypesMatchWith constraints of tt.atomic_cas: the pointer is
// a pointer (in address space 1) to the element type of cmp and of val.
func verifyAtomicCAS(op *ir.Operation) error {
	ptr, ok := elemOf(op.Operand(0).Type()).(*PointerType)
	if !ok {
		return nil
	}
	matches := func(v *ir.Value) bool {
		return ptr.AddressSpace == 1 && ptr.Pointee == elemOf(v.Type())
	}
	if !matches(op.Operand(1)) {
		return ir.OpError(op, "failed to verify that ptr type matches cmp type")
	}
	if !matches(op.Operand(2)) {
		return ir.OpError(op, "failed to verify that ptr type matches value type")
	}
	return nil
}
