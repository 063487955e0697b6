package ttng

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// tmemAllocEffects are ttng.tmem_alloc's, as Triton's TMEMAllocOp::getEffects: an immutable
// allocation has none until tensor memory allocation gives it a column offset, so that CSE and
// DCE work on it in early passes; otherwise it allocates its result and, with a source, writes it.
func tmemAllocEffects(op *ir.Operation) ir.MemoryEffects {
	alloc := ir.View[TmemAllocOp](op)
	mem, ok := alloc.ResultResult().Type().(*ttg.MemDescType)
	if ok && !mem.Mutable && op.Attr("tensor_memory_col_offset") == nil {
		return 0
	}
	effects := ir.AllocResultEffect
	if alloc.Src() != nil {
		effects |= ir.WriteEffect
	}
	return effects
}
