package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// splitRSDots is Triton's function of the same name: every async dot reading A from registers
// is split along K into dots of the MMA instruction's K, keeping its loop result index.
func splitRSDots(async []asyncDot) []asyncDot {
	var out []asyncDot
	for _, d := range async {
		for _, dot := range splitRSDot(d.dot) {
			out = append(out, asyncDot{dot, d.iterArgIdx})
		}
	}
	return out
}

// splitRSDot is Triton's function of the same name: wgmma(A in registers, B in shared memory)
// of K = n * instrK becomes n chained wgmmas of K = instrK, A split with reshape, trans and
// splits, B with subslices. It returns the dot unchanged when there is nothing to split or
// the pieces' layouts cannot be inferred.
func splitRSDot(dot ttng.WarpGroupDotOp) []ttng.WarpGroupDotOp {
	aTy, ok := dot.A().Type().(*ir.RankedTensorType)
	if !ok {
		return []ttng.WarpGroupDotOp{dot}
	}
	mma, ok := dot.D().Type().(*ir.RankedTensorType).Encoding.(*ttg.NvidiaMmaEncoding)
	if !ok || len(mma.InstrShape) < 3 {
		return []ttng.WarpGroupDotOp{dot}
	}
	origK, newK := aTy.Dims[len(aTy.Dims)-1], int64(mma.InstrShape[2])
	numSplits := origK / newK
	if numSplits <= 1 {
		return []ttng.WarpGroupDotOp{dot}
	}
	b := ir.NewBuilder(dot.Context())
	b.SetInsertionPoint(dot.Operation)
	lhss := splitLhs(b, dot.A(), newK)
	if lhss == nil {
		return []ttng.WarpGroupDotOp{dot}
	}
	rhss := splitRhs(b, dot.B(), newK)
	useC, c := dot.UseC(), dot.C()
	left, _ := dot.MaxNumImpreciseAcc()
	var dots []ttng.WarpGroupDotOp
	for i := range numSplits {
		take := min(left, newK)
		num := take
		if take == newK {
			num = 1 << 30
		}
		left -= take
		n := ttng.BuildWarpGroupDot(b, dot.Loc(), dot.D().Type(), lhss[i], rhss[i], c, useC)
		n.SetInputPrecisionAttr(dot.InputPrecisionAttr())
		n.SetMaxNumImpreciseAcc(num)
		n.SetIsAsync(dot.IsAsync())
		dots = append(dots, n)
		c = n.D()
		useC = constantBool(b, dot.Loc(), true)
	}
	dot.D().ReplaceAllUsesWith(dots[len(dots)-1].D())
	dot.Erase()
	return dots
}

// splitLhs is Triton's function of the same name: the M x K operand in registers as K / newK
// tensors of M x newK, slowest dimension of K split first, each converted back to the
// operand's layout (a no-op by construction).
func splitLhs(b *ir.Builder, lhs *ir.Value, newK int64) []*ir.Value {
	ctx := b.Ctx
	inf := ttg.LayoutInference{}
	t := lhs.Type().(*ir.RankedTensorType)
	rank := len(t.Dims)
	nSplits := t.Dims[rank-1] / newK
	shape := slices.Clone(t.Dims[:rank-1])
	for i := int64(1); i < nSplits; i *= 2 {
		shape = append(shape, 2)
	}
	shape = append(shape, newK)
	enc, err := inf.InferReshapeEncoding(ctx, t.Dims, t.Encoding, shape)
	if err != nil {
		return nil
	}
	v := tt.BuildReshape(b, lhs.Location(), ctx.RankedTensorType(shape, t.Elem, enc), lhs).Result()
	var order []int32
	for i := range rank - 1 {
		order = append(order, int32(i))
	}
	order = append(order, int32(len(shape)-1))
	for i := len(shape) - 2; i >= rank-1; i-- {
		order = append(order, int32(i))
	}
	if enc, err = inf.InferTransEncoding(ctx, enc, shape, order); err != nil {
		return nil
	}
	permuted := make([]int64, len(order))
	for i, o := range order {
		permuted[i] = shape[o]
	}
	tr := tt.BuildTrans(b, lhs.Location(), ctx.RankedTensorType(permuted, t.Elem, enc), v)
	tr.SetOrderAttr(ctx.DenseI32ArrayAttr(order))
	ret := []*ir.Value{tr.Result()}
	for i := int64(1); i < nSplits; i *= 2 {
		var next []*ir.Value
		for _, cur := range ret {
			ct := cur.Type().(*ir.RankedTensorType)
			half := ct.Dims[:len(ct.Dims)-1]
			henc, err := inf.InferSplitEncoding(ctx, ct.Encoding, ct.Dims)
			if err != nil {
				return nil
			}
			ht := ctx.RankedTensorType(half, ct.Elem, henc)
			sp := tt.BuildSplit(b, lhs.Location(), ht, ht, cur)
			next = append(next, sp.OutLHS(), sp.OutRHS())
		}
		ret = next
	}
	mmaTy := ctx.RankedTensorType(ret[0].Type().(*ir.RankedTensorType).Dims, t.Elem, t.Encoding)
	for i, v := range ret {
		ret[i] = ttg.BuildConvertLayout(b, lhs.Location(), mmaTy, v).Result()
	}
	return ret
}

// splitRhs is Triton's function of the same name: the K x N operand in shared memory as
// K / newK immutable subslices of newK x N.
func splitRhs(b *ir.Builder, rhs *ir.Value, newK int64) []*ir.Value {
	ctx := b.Ctx
	t := rhs.Type().(*ttg.MemDescType)
	rank := len(t.Dims)
	kDim := rank - 2
	nSplits := t.Dims[kDim] / newK
	shape := slices.Clone(t.Dims)
	shape[kDim] = newK
	ty := ttg.MemDesc(ctx, shape, t.Elem, t.Encoding, t.MemorySpace, false, t.AllocShape)
	offsets := make([]int32, rank)
	var out []*ir.Value
	for i := range nSplits {
		offsets[kDim] = int32(i * newK)
		s := ttg.BuildMemdescSubslice(b, rhs.Location(), ty, rhs)
		s.SetOffsetsAttr(ctx.DenseI32ArrayAttr(slices.Clone(offsets)))
		out = append(out, s.Result())
	}
	return out
}
