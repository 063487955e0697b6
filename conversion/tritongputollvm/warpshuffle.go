package tritongputollvm

import "github.com/ttgo/ttgo/ir"

// WarpShuffler is what the lowerings that move data between the lanes of a warp (layout
// conversions by shuffles, scans) ask of a backend beyond TargetInfo, as the shuffleIdx,
// shuffleUp and permute of Triton's TargetInfoBase.
type WarpShuffler interface {
	// ShuffleIdx emits the value v of the lane whose id is lane.
	ShuffleIdx(l *Lowering, loc ir.Location, v, lane *ir.Value) *ir.Value
	// ShuffleUp emits the value v of the lane delta below the thread's, its own value in the
	// lanes below delta.
	ShuffleUp(l *Lowering, loc ir.Location, v *ir.Value, delta int) *ir.Value
	// Permute emits the i32 whose bytes the nibbles of selector pick from the eight bytes of
	// the i32 values a (bytes 0-3) and b (bytes 4-7).
	Permute(l *Lowering, loc ir.Location, a, b, selector *ir.Value) *ir.Value
}

// warpShuffler returns the backend's WarpShuffler, a diagnostic at op when it has none.
func (l *Lowering) warpShuffler(op *ir.Operation) (WarpShuffler, error) {
	s, ok := l.Target.(WarpShuffler)
	if !ok {
		return nil, ir.OpError(op, "the target has no warp shuffles")
	}
	return s, nil
}
