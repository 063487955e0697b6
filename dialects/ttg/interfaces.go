package ttg

import "github.com/ttgo/ttgo/ir"

// warpSpecializeRegionBranch is ttg.warp_specialize's region control flow, as Triton's
// WarpSpecializeOp::getSuccessorRegions: entering it runs the default region, whose
// ttg.warp_yield passes its values to the results. The region holding the partitions runs
// concurrently (Triton's AsyncRegions): control never enters it, so sccp leaves the
// partitions alone as Triton's dataflow solver does.
var warpSpecializeRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor {
		return []ir.RegionSuccessor{ir.RegionEntry(ir.View[WarpSpecializeOp](op).DefaultRegion())}
	},
	RegionSuccessors: func(op *ir.Operation, r *ir.Region) []ir.RegionSuccessor {
		if r == ir.View[WarpSpecializeOp](op).DefaultRegion() {
			return []ir.RegionSuccessor{ir.ParentSuccessor(op)}
		}
		return nil
	},
	AsyncRegions: func(op *ir.Operation) []*ir.Region {
		return []*ir.Region{ir.View[WarpSpecializeOp](op).PartitionOpHolder()}
	},
}

// recursivelySpeculatable is ttg.warp_specialize's speculatability (Triton's
// RecursivelySpeculatable trait).
func recursivelySpeculatable(*ir.Operation) ir.Speculatability { return ir.RecursivelySpeculatable }
