package ttg

import "github.com/ttgo/ttgo/ir"

// warpSpecializeRegionBranch is ttg.warp_specialize's region control flow, as Triton's
// WarpSpecializeOp::getSuccessorRegions: entering it runs the default region and the region
// holding the partitions; the default region's ttg.warp_yield passes its values to the
// results.
var warpSpecializeRegionBranch = &ir.RegionBranchInterface{
	EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor {
		ws := ir.View[WarpSpecializeOp](op)
		return []ir.RegionSuccessor{ir.RegionEntry(ws.DefaultRegion()), ir.RegionEntry(ws.PartitionOpHolder())}
	},
	RegionSuccessors: func(op *ir.Operation, r *ir.Region) []ir.RegionSuccessor {
		if r == ir.View[WarpSpecializeOp](op).DefaultRegion() {
			return []ir.RegionSuccessor{ir.ParentSuccessor(op)}
		}
		return nil
	},
}

// recursivelySpeculatable is ttg.warp_specialize's speculatability (Triton's
// RecursivelySpeculatable trait).
func recursivelySpeculatable(*ir.Operation) ir.Speculatability { return ir.RecursivelySpeculatable }
