package ttg

import "github.com/ttgo/ttgo/ir"

// BuildWarpSpecializeWithPartitions creates a ttg.warp_specialize capturing captures, with an
// empty default block and, for each entry of partitionNumWarps, a partition region holding an
// empty block without arguments: the shape Triton's WarpSpecializeOp builder gives.
func BuildWarpSpecializeWithPartitions(b ir.OpCreator, loc ir.Location, captures []*ir.Value, partitionNumWarps []int32) WarpSpecializeOp {
	ctx := b.Context()
	ws := BuildWarpSpecialize(b, loc, nil, captures,
		ir.NamedAttribute{Name: "partitionNumWarps", Value: ctx.DenseI32ArrayAttr(partitionNumWarps)})
	ws.Region(0).Append(ir.NewBlock(nil, nil))
	partitions := &ir.OperationState{Name: "ttg.warp_specialize.partitions", Loc: loc}
	for range partitionNumWarps {
		partitions.AddRegion().Append(ir.NewBlock(nil, nil))
	}
	holder := ir.NewBlock(nil, nil)
	holder.Append(ctx.Create(partitions))
	ws.Region(1).Append(holder)
	return ws
}
