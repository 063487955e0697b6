package ttg

import "github.com/ttgo/ttgo/ir"

// localAllocEffects are ttg.local_alloc's, as Triton's LocalAllocOp::getEffects: an
// immutable allocation has none until shared memory allocation gives it an offset (so CSE
// and DCE treat it as a value); otherwise it allocates its result and, with a source, writes
// it.
func localAllocEffects(op *ir.Operation) ir.MemoryEffects {
	alloc := ir.View[LocalAllocOp](op)
	mem, ok := alloc.Result().Type().(*MemDescType)
	if ok && !mem.Mutable && op.Attr("allocation.offset") == nil {
		return 0
	}
	effects := ir.AllocResultEffect
	if alloc.Src() != nil {
		effects |= ir.WriteEffect
	}
	return effects
}
