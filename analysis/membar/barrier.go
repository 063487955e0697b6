package membar

import (
	"math"

	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// everything is the range of all shared memory.
var everything = Interval{0, math.MaxInt64}

// bufferInterval returns the bytes a buffer occupies.
func bufferInterval(b *allocation.Buffer) Interval { return Interval{b.Offset, b.Offset + b.Size} }

// isBarrier reports whether op synchronizes the CTA's shared-memory accesses: a
// ttg.local_barrier or a gpu.barrier, as Triton's MembarAnalysis counts both.
func isBarrier(op *ir.Operation) bool {
	if _, ok := gpu.AsBarrier(op); ok {
		return true
	}
	_, ok := ttg.AsLocalBarrier(op)
	return ok
}

// isAsyncWait reports whether op waits for asynchronous copies into or out of shared memory.
func isAsyncWait(op *ir.Operation) bool {
	if _, ok := ttg.AsAsyncWait(op); ok {
		return true
	}
	_, ok := ttng.AsAsyncTmaStoreWait(op)
	return ok
}

// Accesses returns what op reads and writes of a's buffers: for a call, what its callee leaves
// unsynchronized; otherwise the buffers behind the descriptors it accesses.
func Accesses(op *ir.Operation, a *allocation.Allocation, funcs map[*ir.Operation]*BlockInfo) *BlockInfo {
	cur := NewBlockInfo()
	if call, ok := tt.AsCall(op); ok {
		if ref, isRef := call.CalleeAttr().(*ir.SymbolRefAttr); isRef {
			if callee := ir.LookupNearestSymbol(op, ref); callee != nil && funcs[callee] != nil {
				cur.Join(funcs[callee])
			}
		}
		return cur
	}
	for _, acc := range SharedAccesses(op) {
		for _, b := range a.ValueBuffers(acc.Value) {
			if acc.Write {
				cur.AddWrite(bufferInterval(b), op)
			} else {
				cur.AddRead(bufferInterval(b), op)
			}
		}
	}
	return cur
}

// insertBarrier creates a ttg.local_barrier before op, or after it.
func insertBarrier(op *ir.Operation, after bool) {
	b := ir.NewBuilder(op.Context())
	if after {
		b.SetInsertionPointAfter(op)
	} else {
		b.SetInsertionPoint(op)
	}
	ttg.BuildLocalBarrier(b, op.Loc())
}

// isCvtWarpSync is Triton's isCvtWarpSync: a layout conversion that keeps every element in
// its warp, with no broadcasting across warps, synchronizes its scratch with warp.sync only.
func isCvtWarpSync(cvt ttg.ConvertLayoutOp) bool {
	ll := func(t ir.Type) (layout.LinearLayout, bool) {
		rt, ok := t.(*ir.RankedTensorType)
		if !ok {
			return layout.LinearLayout{}, false
		}
		enc, err := layoutattr.ToEncoding(rt.Encoding)
		if err != nil {
			return layout.LinearLayout{}, false
		}
		l, err := layout.ToLinearLayout(enc, rt.Dims)
		return l, err == nil
	}
	src, okSrc := ll(cvt.Src().Type())
	dst, okDst := ll(cvt.Result().Type())
	if !okSrc || !okDst {
		return false
	}
	return layout.CvtIsWarpLocal(src, dst)
}

// Barriers returns the updater of Triton's MembarAnalysis for a function's allocation: a
// barrier resets the accesses; an async wait gets a barrier after it; an op whose access
// conflicts with an earlier one, unless filter excuses the pair, gets a barrier before it. An
// op with scratch writes then reads it: it needs a barrier before its write when that
// conflicts, and leaves its reads pending.
func Barriers(a *allocation.Allocation, filter Filter) Updater {
	return func(op *ir.Operation, info *BlockInfo, funcs map[*ir.Operation]*BlockInfo) error {
		if isBarrier(op) {
			info.Sync()
			return nil
		}
		if isAsyncWait(op) && (op.Next() == nil || !isBarrier(op.Next())) {
			insertBarrier(op, true)
			info.Sync()
			return nil
		}
		cur := Accesses(op, a, funcs)
		if _, isCall := tt.AsCall(op); !isCall {
			if _, ok := ttng.AsArriveBarrier(op); ok {
				// Signalling other threads needs every shared-memory access done first.
				cur.AddWrite(everything, op)
				cur.AddRead(everything, op)
			}
			if scratch := a.OpBuffer(op); scratch != nil {
				return scratchAccess(op, scratch, cur, info, filter)
			}
		}
		if info.Intersects(cur, filter) {
			insertBarrier(op, false)
			info.Sync()
		}
		info.Join(cur)
		return nil
	}
}

// scratchAccess handles an op that writes its scratch buffer and then reads it back.
func scratchAccess(op *ir.Operation, scratch *allocation.Buffer, cur, info *BlockInfo, filter Filter) error {
	warpSync := false
	if cvt, ok := ttg.AsConvertLayout(op); ok {
		warpSync = isCvtWarpSync(cvt)
	}
	if !cur.Empty() {
		return ir.OpError(op, "scratch buffer operations should not have any shared memory dependencies")
	}
	r := bufferInterval(scratch)
	cur.AddWrite(r, op)
	needBarrier := info.Intersects(cur, filter)
	if needBarrier {
		insertBarrier(op, false)
	}
	if needBarrier || !warpSync {
		info.Sync()
	}
	cur.AddRead(r, op)
	info.Join(cur)
	return nil
}
