package ttgpasses

import (
	"math"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The tt.dot_scaled decomposition of tritongpu-accelerate-matmul (Triton's
// DecomposeScaledBlocked) for targets without a scaled MMA: each operand is upcast to bf16
// (f16 when one side is f16), multiplied by its scale broadcast over the 32 K elements each
// scale covers (NaN where the scale is 0xFF, unless fastMath), and fed to a plain tt.dot that
// the MMA patterns then accelerate.

// The ScaleDotElemType values the decomposition distinguishes.
const (
	scaleDotE2M1 = 4
	scaleDotFP16 = 6
)

// scaleGroup is the number of K elements one scale covers.
const scaleGroup = 32

// decomposeScaledDot rewrites a tt.dot_scaled whose result is not in an MMA layout.
func decomposeScaledDot(dot tt.DotScaledOp, rw *rewrite.Rewriter) error {
	switch tensorEncoding(dot.D()).(type) {
	case *ttg.NvidiaMmaEncoding, *ttg.AMDMfmaEncoding, *ttg.AMDWmmaEncoding:
		return rewrite.ErrNoMatch
	}
	if !dot.LhsKPack() || !dot.RhsKPack() {
		return rewrite.ErrNoMatch
	}
	numWarps, err := requireNumWarps(dot.Operation)
	if err != nil {
		return err
	}
	aElem, _ := dot.AElemType()
	bElem, _ := dot.BElemType()
	compute := rw.Ctx.BF16()
	if aElem == scaleDotFP16 || bElem == scaleDotFP16 {
		compute = rw.Ctx.F16()
	}
	d := &scaledDotDecomposition{dot: dot, rw: rw, compute: compute, numWarps: numWarps}
	rw.SetInsertionPoint(dot.Operation)
	a, err := d.scaledOperand(0, dot.A(), dot.AScale(), aElem == scaleDotE2M1)
	if err != nil {
		return err
	}
	a = d.toDotOperand(0, a)
	b, err := d.scaledOperand(1, dot.B(), dot.BScale(), bElem == scaleDotE2M1)
	if err != nil {
		return err
	}
	b = d.toDotOperand(1, b)
	plain := tt.BuildDot(rw, dot.Loc(), dot.C().Type(), a, b, dot.C())
	back := ttg.BuildConvertLayout(rw, dot.Loc(), dot.D().Type(), plain.D())
	rw.ReplaceOp(dot.Operation, []*ir.Value{back.Result()})
	return nil
}

// scaledDotDecomposition holds what the steps of one decomposition share.
type scaledDotDecomposition struct {
	dot      tt.DotScaledOp
	rw       *rewrite.Rewriter
	compute  *ir.FloatType
	numWarps int
}

// withElem returns the tensor type t with elements of type elem.
func (d *scaledDotDecomposition) withElem(t *ir.RankedTensorType, elem ir.Type) *ir.RankedTensorType {
	return d.rw.Ctx.RankedTensorType(t.Dims, elem, t.Encoding)
}

// scaledOperand upcasts operand opIdx v to the compute type and applies its scale.
func (d *scaledDotDecomposition) scaledOperand(opIdx int, v, scale *ir.Value, fp4 bool) (*ir.Value, error) {
	rw := d.rw
	loc := v.Location()
	vt := v.Type().(*ir.RankedTensorType)
	rank := len(vt.Dims)
	kDim := rank - 2
	if opIdx == 0 {
		kDim = rank - 1
	}
	if fp4 {
		dims := append([]int64(nil), vt.Dims...)
		dims[kDim] *= 2
		enc, err := ttg.LayoutInference{}.InferFp4ToFpEncoding(rw.Ctx, vt.Dims, kDim, vt.Encoding, true)
		if err != nil {
			return nil, ir.OpError(d.dot.Operation, "%v", err)
		}
		up := ttg.BuildFp4ToFp(rw, loc, rw.Ctx.RankedTensorType(dims, d.compute, enc), v)
		up.SetAxis(int64(kDim))
		v = up.Result()
	} else {
		v = tt.BuildFpToFp(rw, loc, d.withElem(vt, d.compute), v).Result()
	}
	if scale == nil {
		return v, nil
	}
	scaleLoc := scale.Location()
	if opIdx == 1 {
		order := make([]int32, rank)
		for i := range order {
			order[i] = int32(i)
		}
		order[rank-2], order[rank-1] = order[rank-1], order[rank-2]
		var err error
		if scale, err = d.transpose(scaleLoc, scale, order); err != nil {
			return nil, err
		}
	}
	wide, err := d.broadcastScale(scaleLoc, d.scaleToFloat(scaleLoc, scale), kDim)
	if err != nil {
		return nil, err
	}
	wide = ttg.BuildConvertLayout(rw, scaleLoc, v.Type(), wide).Result()
	scaled := arith.BuildMulF(rw, loc, v, wide).Result()
	if d.dot.FastMath() {
		return scaled, nil
	}
	return d.maskNaN(scaled, scale, kDim)
}

// scaleToFloat turns the e8m0 scale exponents into the compute type: each byte shifted into
// the exponent field of an f32 (for f16) or a bf16.
func (d *scaledDotDecomposition) scaleToFloat(loc ir.Location, scale *ir.Value) *ir.Value {
	rw := d.rw
	st := scale.Type().(*ir.RankedTensorType)
	large := d.compute
	if large.Kind == ir.F16 {
		large = rw.Ctx.F32()
	}
	sem := large.Kind.Semantics()
	intType := rw.Ctx.IntegerType(sem.Width)
	ext := arith.BuildExtUI(rw, loc, d.withElem(st, intType), scale).Out()
	shift := arith.BuildConstant(rw, loc, intType,
		ir.NamedAttribute{Name: "value", Value: rw.Ctx.IntegerAttr(intType, int64(sem.MantBits))}).Result()
	shifts := tt.BuildSplat(rw, loc, d.withElem(st, intType), shift).Result()
	shifted := arith.BuildShLI(rw, loc, ext, shifts).Result()
	f := tt.BuildBitcast(rw, loc, d.withElem(st, large), shifted).Result()
	if large != d.compute {
		f = arith.BuildTruncF(rw, loc, d.withElem(st, d.compute), f).Out()
	}
	return f
}

// broadcastScale repeats each scale over the 32 elements of dimension dim it covers: a new
// innermost dimension broadcast to 32, moved after dim and merged into it.
func (d *scaledDotDecomposition) broadcastScale(loc ir.Location, scale *ir.Value, dim int) (*ir.Value, error) {
	rw := d.rw
	st := scale.Type().(*ir.RankedTensorType)
	rank := len(st.Dims)
	expanded := append(append([]int64(nil), st.Dims...), 1)
	blocked, err := layout.DefaultBlocked(expanded, d.numWarps, moduleIntAttr(d.dot.Operation, "ttg.threads-per-warp", 32),
		moduleIntAttr(d.dot.Operation, "ttg.num-ctas", 1))
	if err != nil {
		return nil, ir.OpError(d.dot.Operation, "%v", err)
	}
	blockedEnc, err := layoutattr.FromEncoding(rw.Ctx, blocked)
	if err != nil {
		return nil, ir.OpError(d.dot.Operation, "%v", err)
	}
	sliced := ttg.BuildConvertLayout(rw, loc, rw.Ctx.RankedTensorType(st.Dims, st.Elem, ttg.Slice(rw.Ctx, rank, blockedEnc)), scale).Result()
	exp := tt.BuildExpandDims(rw, loc, rw.Ctx.RankedTensorType(expanded, st.Elem, blockedEnc), sliced)
	exp.SetAxis(int64(rank))
	repeated := append(append([]int64(nil), st.Dims...), scaleGroup)
	bcast := tt.BuildBroadcast(rw, loc, rw.Ctx.RankedTensorType(repeated, st.Elem, blockedEnc), exp.Result()).Result()
	order := make([]int32, 0, rank+1)
	for i := range rank {
		order = append(order, int32(i))
	}
	order = insertAt(order, dim+1, int32(rank))
	moved, err := d.transpose(loc, bcast, order)
	if err != nil {
		return nil, err
	}
	merged := append([]int64(nil), st.Dims...)
	merged[dim] *= scaleGroup
	mt := moved.Type().(*ir.RankedTensorType)
	enc, err := ttg.LayoutInference{}.InferReshapeEncoding(rw.Ctx, mt.Dims, mt.Encoding, merged)
	if err != nil {
		return nil, ir.OpError(d.dot.Operation, "%v", err)
	}
	return tt.BuildReshape(rw, loc, rw.Ctx.RankedTensorType(merged, st.Elem, enc), moved).Result(), nil
}

// transpose creates tt.trans of v by order, with the layout the dialect infers.
func (d *scaledDotDecomposition) transpose(loc ir.Location, v *ir.Value, order []int32) (*ir.Value, error) {
	rw := d.rw
	vt := v.Type().(*ir.RankedTensorType)
	enc, err := ttg.LayoutInference{}.InferTransEncoding(rw.Ctx, vt.Encoding, vt.Dims, order)
	if err != nil {
		return nil, ir.OpError(d.dot.Operation, "%v", err)
	}
	dims := make([]int64, len(order))
	for i, o := range order {
		dims[i] = vt.Dims[o]
	}
	trans := tt.BuildTrans(rw, loc, rw.Ctx.RankedTensorType(dims, vt.Elem, enc), v,
		ir.NamedAttribute{Name: "order", Value: rw.Ctx.DenseI32ArrayAttr(order)})
	return trans.Result(), nil
}

// maskNaN returns mxfp with NaN wherever its scale is 0xFF (e8m0's NaN).
func (d *scaledDotDecomposition) maskNaN(mxfp, scale *ir.Value, dim int) (*ir.Value, error) {
	rw := d.rw
	loc := scale.Location()
	st := scale.Type().(*ir.RankedTensorType)
	allOnes := uint64(1)<<ir.IntOrFloatBitWidth(st.Elem) - 1
	ff := arith.BuildConstant(rw, loc, st, ir.NamedAttribute{Name: "value", Value: rw.Ctx.DenseElementsAttr(st, []uint64{allOnes})}).Result()
	isNaN := arith.BuildCmpI(rw, loc, d.withElem(st, rw.Ctx.I1()), scale, ff,
		ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.I64Attr(cmpIEqual)}).Result()
	cond, err := d.broadcastScale(loc, isNaN, dim)
	if err != nil {
		return nil, err
	}
	mt := mxfp.Type().(*ir.RankedTensorType)
	ct := cond.Type().(*ir.RankedTensorType)
	cond = ttg.BuildConvertLayout(rw, loc, rw.Ctx.RankedTensorType(ct.Dims, ct.Elem, mt.Encoding), cond).Result()
	elem := mt.Elem.(*ir.FloatType)
	nan := arith.BuildConstant(rw, loc, mt, ir.NamedAttribute{Name: "value",
		Value: rw.Ctx.DenseElementsAttr(mt, []uint64{elem.Kind.Float64ToBits(math.NaN())})}).Result()
	return arith.BuildSelect(rw, loc, mt, cond, nan, mxfp).Result(), nil
}

// cmpIEqual is arith.cmpi's "eq" predicate.
const cmpIEqual = 0

// toDotOperand converts v to the dot_op layout of operand opIdx of the decomposed dot.
func (d *scaledDotDecomposition) toDotOperand(opIdx int, v *ir.Value) *ir.Value {
	vt := v.Type().(*ir.RankedTensorType)
	enc := ttg.DotOperand(d.rw.Ctx, opIdx, tensorEncoding(d.dot.D()), 0)
	return ttg.BuildConvertLayout(d.rw, v.Location(), d.rw.Ctx.RankedTensorType(vt.Dims, vt.Elem, enc), v).Result()
}

// transposeRHSScaledDots rewrites each tt.dot_scaled with a B scale but no A scale as the
// transpose of the dot of the transposed operands, so that the scale is on A (Triton's
// transposeDots).
func transposeRHSScaledDots(mod *ir.Operation) error {
	var dots []tt.DotScaledOp
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if dot, ok := tt.AsDotScaled(op); ok && dot.AScale() == nil && dot.BScale() != nil {
			dots = append(dots, dot)
		}
		return ir.WalkAdvance
	})
	rw := rewrite.NewRewriter(mod.Context(), nil)
	swap := []int32{1, 0}
	for _, dot := range dots {
		rw.SetInsertionPoint(dot.Operation)
		d := &scaledDotDecomposition{dot: dot, rw: rw}
		lhs, err := d.transpose(dot.A().Location(), dot.A(), swap)
		if err != nil {
			return err
		}
		rhs, err := d.transpose(dot.B().Location(), dot.B(), swap)
		if err != nil {
			return err
		}
		c, err := d.transpose(dot.C().Location(), dot.C(), swap)
		if err != nil {
			return err
		}
		swapped := tt.BuildDotScaled(rw, dot.Loc(), c.Type(), rhs, lhs, c, dot.BScale(), nil)
		swapped.SetAElemTypeAttr(dot.BElemTypeAttr())
		swapped.SetBElemTypeAttr(dot.AElemTypeAttr())
		swapped.SetFastMathAttr(dot.FastMathAttr())
		back, err := d.transpose(dot.Loc(), swapped.D(), swap)
		if err != nil {
			return err
		}
		dot.D().ReplaceAllUsesWith(back)
		dot.Operation.Erase()
	}
	return nil
}
