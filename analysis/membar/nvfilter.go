package membar

import (
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// isInitBarrier, isInvalBarrier and isWaitBarrier report whether op is an mbarrier init,
// invalidation or wait.
func isInitBarrier(op *ir.Operation) bool  { _, ok := ttng.AsInitBarrier(op); return ok }
func isInvalBarrier(op *ir.Operation) bool { _, ok := ttng.AsInvalBarrier(op); return ok }
func isWaitBarrier(op *ir.Operation) bool  { _, ok := ttng.AsWaitBarrier(op); return ok }

// isTMALoadOrWait reports whether op is a TMA load or gather, which arrive on an mbarrier,
// or an mbarrier wait.
func isTMALoadOrWait(op *ir.Operation) bool {
	if _, ok := ttng.AsAsyncTmaCopyGlobalToLocal(op); ok {
		return true
	}
	if _, ok := ttng.AsAsyncTmaGather(op); ok {
		return true
	}
	return isWaitBarrier(op)
}

// NVIDIASkipBarrier is the NVIDIA backend's canSkipBarSync: the pairs of mbarrier operations
// that touch the same mbarrier but need no CTA barrier between them.
func NVIDIASkipBarrier(before, after *ir.Operation) bool {
	switch {
	case isInitBarrier(before) && isInitBarrier(after),
		isInvalBarrier(before) && isInvalBarrier(after):
		return true
	case isWaitBarrier(before) && isWaitBarrier(after):
		// A chain of waits must not let a warp get ahead.
		return false
	}
	_, expectBefore := ttng.AsBarrierExpect(before)
	_, expectAfter := ttng.AsBarrierExpect(after)
	if (isTMALoadOrWait(before) || expectBefore) && (isTMALoadOrWait(after) || expectAfter) {
		return true
	}
	// A wait releases only once the whole transaction is done, so any thread may then use
	// the memory.
	return isTMALoadOrWait(before) && !isInvalBarrier(after)
}
