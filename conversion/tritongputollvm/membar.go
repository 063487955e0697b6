package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// sharedInterval is a byte range of shared memory.
type sharedInterval struct{ start, end int64 }

// InsertBarriers is the part of Triton's membar analysis that straight-line functions need:
// walking the blocks' ops in order, it puts a CTA barrier before an op whose shared-memory
// accesses overlap the accesses since the last barrier. The ops it knows to access shared
// memory are those with a scratch buffer they read and write (sharedScratch).
func (l *Lowering) InsertBarriers(blocks []*ir.Block) error {
	var pending []sharedInterval
	for _, b := range blocks {
		for _, op := range b.Ops() {
			iv, ok, err := sharedScratch(op)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
			for _, p := range pending {
				if p.start < iv.end && iv.start < p.end {
					l.B.SetInsertionPoint(op)
					l.legal[nvvm.BuildBarrier0(l.B, op.Loc()).Operation] = true
					pending = nil
					break
				}
			}
			pending = append(pending, iv)
		}
	}
	return nil
}

// reductionScratch returns the shared-memory scratch of a reduction across warps: its
// allocation.offset and ReduceOpHelper::getScratchSizeInBytes.
func reductionScratch(op *ir.Operation) (sharedInterval, bool, error) {
	red, ok := tt.AsReduce(op)
	if !ok {
		return sharedInterval{}, false, nil
	}
	off, ok := op.Attr("allocation.offset").(*ir.IntegerAttr)
	if !ok {
		return sharedInterval{}, false, nil
	}
	srcT := red.Srcs()[0].Type().(*ir.RankedTensorType)
	ll, err := LinearLayoutOf(srcT)
	if err != nil {
		return sharedInterval{}, false, ir.OpError(op, "%v", err)
	}
	axis, _ := red.Axis()
	warps := layout.Linear{Layout: ll}.WarpsPerCTA()[axis]
	if warps == 1 {
		return sharedInterval{}, false, nil
	}
	elems := int64(warps)
	for d, n := range srcT.Dims {
		if d != int(axis) {
			elems *= n
		}
	}
	var bytes int64
	for _, s := range red.Srcs() {
		bytes += int64((ir.IntOrFloatBitWidth(s.Type().(*ir.RankedTensorType).Elem) + 7) / 8)
	}
	return sharedInterval{off.Value, off.Value + bytes*elems}, true, nil
}
