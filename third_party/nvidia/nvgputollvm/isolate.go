package nvgputollvm

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// IsolateWarpGroups makes the partitions of every ttg.warp_specialize nested in op isolated
// from above: each value they use that is defined outside becomes an explicit capture of the
// op, passed to every partition region as a new block argument that replaces its uses there.
func IsolateWarpGroups(op *ir.Operation) {
	var wss []ttg.WarpSpecializeOp
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if ws, ok := ttg.AsWarpSpecialize(o); ok {
			wss = append(wss, ws)
		}
		return ir.WalkAdvance
	})
	for _, ws := range wss {
		isolatePartitions(ws)
	}
}

// isolatePartitions isolates the partitions of one ttg.warp_specialize.
func isolatePartitions(ws ttg.WarpSpecializeOp) {
	holder := ws.PartitionOpHolder()
	captures := usedValuesDefinedAbove(holder)
	if len(captures) == 0 {
		return
	}
	ws.SetExplicitCaptures(append(append([]*ir.Value(nil), ws.ExplicitCaptures()...), captures...))
	partitions := partitionRegions(ws)
	for _, capture := range captures {
		for _, region := range partitions {
			arg := region.Front().AddArgument(capture.Type(), capture.Location())
			capture.ReplaceUsesWithIf(arg, func(u *ir.OpOperand) bool { return regionContains(region, u.Owner()) })
		}
	}
}

// partitionRegions returns the partition regions of ws.
func partitionRegions(ws ttg.WarpSpecializeOp) []*ir.Region {
	holder := ws.PartitionOpHolder()
	if holder.Empty() {
		return nil
	}
	for op := holder.Front().First(); op != nil; op = op.Next() {
		if parts, ok := ttg.AsWarpSpecializePartitions(op); ok {
			return parts.PartitionRegions()
		}
	}
	return nil
}

// usedValuesDefinedAbove returns the values that ops in region use and that are defined
// outside it, once each, in the order of their first use.
func usedValuesDefinedAbove(region *ir.Region) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, blk := range region.Blocks() {
		for op := blk.First(); op != nil; op = op.Next() {
			op.Walk(func(o *ir.Operation) ir.WalkResult {
				for _, v := range o.Operands() {
					if v != nil && !seen[v] && !regionDefines(region, v) {
						seen[v] = true
						out = append(out, v)
					}
				}
				return ir.WalkAdvance
			})
		}
	}
	return out
}

// regionDefines reports whether v is defined in region or in a region nested in it.
func regionDefines(region *ir.Region, v *ir.Value) bool {
	for blk := v.ParentBlock(); blk != nil; {
		if blk.Parent() == region {
			return true
		}
		parent := blk.ParentOp()
		if parent == nil {
			return false
		}
		blk = parent.Block()
	}
	return false
}

// regionContains reports whether op is in region or nested in it.
func regionContains(region *ir.Region, op *ir.Operation) bool {
	for o := op; o != nil; o = o.ParentOp() {
		if o.ParentRegion() == region {
			return true
		}
	}
	return false
}
