package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// warpLocalGather is Triton's emitWarpLocalGather, for a gather whose every column along the
// axis lives in one warp, in the same lanes for source and indices. Each index register finds
// the source lane and register holding its element through the inverse of the source layout;
// the thread then reads, by one shuffle per source register of its column, every candidate
// from that lane, and selects the one of the wanted register.
func (l *Lowering) warpLocalGather(g tt.GatherOp) error {
	op, loc := g.Operation, g.Loc()
	axis64, _ := g.Axis()
	axis := int(axis64)
	srcT := g.Src().Type().(*ir.RankedTensorType)
	shuffler, err := l.warpShuffler(op)
	if err != nil {
		return err
	}
	src, err := LinearLayoutOf(srcT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	idx, err := LinearLayoutOf(g.Indices().Type().(*ir.RankedTensorType))
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	g2, err := newWarpGatherLayouts(src, idx, axis)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	srcVals := l.Unpack(loc, l.Remapped(g.Src()))
	idxVals := l.Unpack(loc, l.Remapped(g.Indices()))
	if len(srcVals) == 0 {
		return ir.OpError(op, "cannot gather from an empty tensor")
	}
	lane, warp := l.LaneAndWarpID(loc)
	block := l.Target.ClusterCTAID(l, loc)
	results := make([]*ir.Value, len(idxVals))
	for reg, v := range idxVals {
		column := l.ApplyLinearLayout(loc, g2.idxColumn, []LayoutIndex{
			l.constIndex(loc, layout.DimRegister, int32(reg)),
			LayoutInput(layout.DimLane, lane),
			LayoutInput(layout.DimWarp, warp),
			{Dim: layout.DimBlock, Value: block},
		})
		coords := make([]LayoutIndex, len(g2.dims))
		others := column
		for d, name := range g2.dims {
			if d == axis {
				coords[d] = LayoutInput(name, l.indexToI32(loc, v))
				continue
			}
			coords[d] = LayoutInput(name, others[0])
			others = others[1:]
		}
		srcRegAndLane := l.ApplyLinearLayout(loc, g2.srcRegLane, coords)
		srcReg, srcLane := srcRegAndLane[0], srcRegAndLane[len(srcRegAndLane)-1]
		colBase := g2.srcRegOfColumn.ApplyValues(g2.idxRegToColumn.ApplyValues([]int32{int32(reg)}))[0]
		result := l.Undef(loc, srcVals[0].Type())
		for i := range g2.regsPerColumn {
			srcRegIdx := colBase ^ g2.srcRegAlongAxis.ApplyValues([]int32{i})[0]
			value := shuffler.ShuffleIdx(l, loc, srcVals[srcRegIdx], srcLane)
			pick := l.ICmp(loc, "eq", l.I32(loc, int64(srcRegIdx)), srcReg)
			result = llvm.BuildSelect(l.B, loc, result.Type(), pick, value, result).Res()
		}
		results[reg] = result
	}
	return l.packResult(op, results)
}

// indexToI32 is Triton's convertIndexToI32: a gather index truncated or zero-extended to i32.
func (l *Lowering) indexToI32(loc ir.Location, v *ir.Value) *ir.Value {
	switch w := ir.IntOrFloatBitWidth(v.Type()); {
	case w > 32:
		return llvm.BuildTrunc(l.B, loc, l.Ctx.I32(), v).Res()
	case w < 32:
		return llvm.BuildZext(l.B, loc, l.Ctx.I32(), v).Res()
	}
	return v
}

// warpGatherLayouts are the layouts a warp-local gather reads its sources through.
type warpGatherLayouts struct {
	// dims are the tensor's dimensions, others those but the gather axis.
	dims, others []string
	// srcRegLane maps tensor coordinates to the source register and lane holding them.
	srcRegLane layout.LinearLayout
	// idxColumn maps an index element's register, lane, warp and block to its coordinates
	// off the gather axis: its column.
	idxColumn layout.LinearLayout
	// idxRegToColumn is idxColumn's register part.
	idxRegToColumn layout.LinearLayout
	// srcRegOfColumn and srcRegAlongAxis split the source register of a coordinate into the
	// part of its column and the part along the axis; regsPerColumn is how many source
	// registers one column has.
	srcRegOfColumn, srcRegAlongAxis layout.LinearLayout
	regsPerColumn                   int32
}

// newWarpGatherLayouts derives the layouts of a warp-local gather along axis from the linear
// layouts of its source and indices.
func newWarpGatherLayouts(src, idx layout.LinearLayout, axis int) (*warpGatherLayouts, error) {
	w := &warpGatherLayouts{dims: src.OutDimNames()}
	for d, name := range w.dims {
		if d != axis {
			w.others = append(w.others, name)
		}
	}
	gatherDim := w.dims[axis]
	inv, err := src.PseudoInvert()
	if err != nil {
		return nil, err
	}
	steps := []struct {
		dst       *layout.LinearLayout
		from      layout.LinearLayout
		ins, outs []string
	}{
		{&w.srcRegLane, inv, w.dims, []string{layout.DimRegister, layout.DimLane}},
		{&w.idxColumn, idx, []string{layout.DimBlock, layout.DimWarp, layout.DimLane, layout.DimRegister}, w.others},
		{&w.idxRegToColumn, idx, []string{layout.DimRegister}, w.others},
	}
	for _, s := range steps {
		if *s.dst, err = s.from.Sublayout(s.ins, s.outs); err != nil {
			return nil, err
		}
	}
	regMap, err := inv.Sublayout(w.dims, []string{layout.DimRegister})
	if err != nil {
		return nil, err
	}
	regMap = regMap.RemoveZeroBasesAlongDim(gatherDim)
	w.regsPerColumn = regMap.InDimSize(gatherDim)
	if w.srcRegOfColumn, err = regMap.Sublayout(w.others, []string{layout.DimRegister}); err != nil {
		return nil, err
	}
	if w.srcRegAlongAxis, err = regMap.Sublayout([]string{gatherDim}, []string{layout.DimRegister}); err != nil {
		return nil, err
	}
	return w, nil
}
