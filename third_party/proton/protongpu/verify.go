package protongpu

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// verifyCircularStore checks what Triton's CircularStoreOp::verify does: each segment a power
// of two bytes (a segment per warp of the module unless ids are selected), and a scope id
// that fits a byte.
func verifyCircularStore(op *ir.Operation) error {
	store := ir.View[CircularStoreOp](op)
	seg, ok := store.Segment().Type().(*SegmentType)
	if !ok {
		return nil
	}
	segments := int64(len(seg.SelectIDs))
	if segments == 0 {
		warps, _ := ttg.LookupNumWarps(op)
		segments = warps
	}
	if segments > 0 {
		size := int64(seg.NBytes) / segments
		if size <= 0 || size&(size-1) != 0 {
			return ir.OpError(op, "profiling buffer segment size must be power of 2")
		}
	}
	if id, _ := store.ScopeId(); id < 0 || id > 255 {
		return ir.OpError(op, "scope id must be in [0, 255]")
	}
	return nil
}

// verifySegmentAlloc checks that only warp segments select ids.
func verifySegmentAlloc(op *ir.Operation) error {
	seg, ok := ir.View[SegmentAllocOp](op).Segment().Type().(*SegmentType)
	if ok && seg.Granularity != GranularityWarp && len(seg.SelectIDs) > 0 {
		return ir.OpError(op, "only warp granularity supports non-empty selectIds for now")
	}
	return nil
}

// verifyInitCtx checks that the profiler's context is not initialized inside a warp
// specialized op.
func verifyInitCtx(op *ir.Operation) error {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ttg.AsWarpSpecialize(p); ok {
			return ir.OpError(op, "can't initialize proton context in a warp specialized op")
		}
	}
	return nil
}
