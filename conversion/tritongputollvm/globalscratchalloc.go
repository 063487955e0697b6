package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// GlobalScratchAllocPattern is Triton's GlobalScratchAllocOpConversion: the buffer is the
// function's global scratch memory at the op's ttg.global_scratch_memory_offset, which
// tritongpu-global-scratch-memory-allocation assigns.
func GlobalScratchAllocPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if _, ok := ttg.AsGlobalScratchAlloc(op); !ok {
		return false, nil
	}
	offset, ok := op.Attr(attrScratchOffset).(*ir.IntegerAttr)
	if !ok {
		return true, ir.OpError(op, "global scratch buffer without a %s: run tritongpu-global-scratch-memory-allocation first", attrScratchOffset)
	}
	fn := l.enclosingFunc()
	if fn.Operation == nil {
		return true, ir.OpError(op, "global scratch buffer outside a lowered function")
	}
	ptr, err := l.GlobalScratchPointer(op.Loc(), fn, l.I32(op.Loc(), int64(uint32(offset.Value))))
	if err != nil {
		return true, err
	}
	l.Replace(op, ptr)
	return true, nil
}
