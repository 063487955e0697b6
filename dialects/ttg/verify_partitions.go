package ttg

import "github.com/ttgo/ttgo/ir"

// verifyPartitionRegions checks the region constraint of ttg.warp_specialize.partitions
// (VariadicRegion<MinSizedRegion<1>>): every partition has a body.
func verifyPartitionRegions(op *ir.Operation) error {
	for i, r := range op.Regions() {
		if r.Empty() {
			return ir.OpError(op, "region #%d ('partitionRegions') failed to verify constraint: region with at least 1 blocks", i)
		}
	}
	return nil
}
