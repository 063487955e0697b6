package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// GatherPattern is Triton's GatherOpConversion. A warp-local gather shuffles within warps;
// any other stores every thread's source registers to shared memory and, after a barrier,
// loads the gathered ones.
func GatherPattern(op *ir.Operation, l *Lowering) (bool, error) {
	g, ok := tt.AsGather(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	axis, _ := g.Axis()
	srcT := g.Src().Type().(*ir.RankedTensorType)
	dstT := g.Result().Type().(*ir.RankedTensorType)
	local, err := allocation.GatherIsWarpLocal(g)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if local {
		return true, l.warpLocalGather(g)
	}
	shape := make([]int32, len(srcT.Dims))
	for i, d := range layout.ShapePerCTA(mustEncoding(srcT), srcT.Dims) {
		shape[i] = int32(d)
	}
	// Triton linearizes the scratch with the first dimension fastest.
	order := make([]uint32, len(shape))
	for i := range order {
		order[i] = uint32(i)
	}
	srcVals := l.Unpack(loc, l.Remapped(g.Src()))
	srcIdx, err := l.EmitIndices(loc, srcT, true)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	base := l.SharedMemoryBase(loc, op)
	elem, err := l.Types.Convert(srcT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	for i, v := range srcVals {
		off := l.Linearize(loc, srcIdx[i], shape, order)
		llvm.BuildStore(l.B, loc, v, l.GEP(loc, base.Type(), elem, base, off))
	}
	l.Target.Barrier(l, loc)
	idxVals := l.Unpack(loc, l.Remapped(g.Indices()))
	dstIdx, err := l.EmitIndices(loc, dstT, true)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	results := make([]*ir.Value, len(dstIdx))
	for i, idx := range dstIdx {
		v := idxVals[i]
		switch w := ir.IntOrFloatBitWidth(v.Type()); {
		case w > 32:
			v = llvm.BuildTrunc(l.B, loc, l.Ctx.I32(), v).Res()
		case w < 32:
			v = llvm.BuildZext(l.B, loc, l.Ctx.I32(), v).Res()
		}
		idx[axis] = v
		off := l.Linearize(loc, idx, shape, order)
		results[i] = llvm.BuildLoad(l.B, loc, elem, l.GEP(loc, base.Type(), elem, base, off)).Res()
	}
	return true, l.packResult(op, results)
}

// mustEncoding returns the layout of a tensor type whose linear layout is known to exist.
func mustEncoding(t *ir.RankedTensorType) layout.Encoding {
	enc, _ := ttgEncoding(t)
	return enc
}
