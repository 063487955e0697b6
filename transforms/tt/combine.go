package ttpasses

import (
	"math"
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// Combine is triton-combine: peephole rewrites of Triton IR applied greedily.
//
//	addf(dot(a, b, 0), d)            -> dot(a, b, d)          (and addi, either side)
//	select(c, load(p, splat(c)), o)  -> load(p, splat(c), o)
//	addptr(addptr(p, i), j)          -> addptr(p, addi(i, j))  (when i + j cannot overflow)
//	sum(expand_dims(x, 2) * expand_dims(y, 0), 1) -> dot(x, y)
//	reshape feeding only reduce/histogram            -> reshape allow_reorder
//	reshape(descriptor_load) dropping unit dims      -> a descriptor_load of the reshaped type
type Combine struct{ modulePass }

// NewCombine returns the triton-combine pass.
func NewCombine() pass.Pass { return &Combine{} }

// Name returns "TritonCombineOps".
func (*Combine) Name() string { return "TritonCombineOps" }

// Argument returns "triton-combine".
func (*Combine) Argument() string { return "triton-combine" }

// Description describes the pass.
func (*Combine) Description() string { return "combine ops" }

// Run applies the patterns to the module.
func (*Combine) Run(op *ir.Operation, _ *pass.Analyses) error {
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, func(add arith.AddIOp, rw *rewrite.Rewriter) error {
			return combineDotAdd(add.Operation, add.Lhs(), add.Rhs(), false, rw)
		}),
		rewrite.NewOpPattern(1, func(add arith.AddFOp, rw *rewrite.Rewriter) error {
			return combineDotAdd(add.Operation, add.Lhs(), add.Rhs(), true, rw)
		}),
		rewrite.NewOpPattern(3, combineSelectMaskedLoad),
		rewrite.NewOpPattern(2, combineAddPtr),
		rewrite.NewOpPattern(1, combineBroadcastMulReduce),
		rewrite.NewOpPattern(1, combineReshapeReduce),
		rewrite.NewOpPattern(1, rankReduceDescriptorLoad),
	)
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}

// definedBy returns the op of view T that defines v.
func definedBy[T ir.OpView](v *ir.Value) (T, bool) { return ir.As[T](v.DefiningOp()) }

// combineDotAdd folds add = lhs + rhs, where one side is a dot with a zero accumulator, into
// the dot's accumulator; float says the add is an arith.addf.
func combineDotAdd(add *ir.Operation, lhs, rhs *ir.Value, float bool, rw *rewrite.Rewriter) error {
	dot, ok := definedBy[tt.DotOp](rhs)
	acc := lhs
	if !ok {
		if dot, ok = definedBy[tt.DotOp](lhs); !ok {
			return rewrite.ErrNoMatch
		}
		acc = rhs
	}
	if !dot.D().HasOneUse() || !isZero(dot.C()) {
		return rewrite.ErrNoMatch
	}
	if n, ok := dot.MaxNumImpreciseAcc(); float && ok && n != 0 {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(dot.Operation, func() {
		dot.SetC(acc)
		dot.MoveBefore(add)
	})
	for _, r := range add.Results() {
		rw.ReplaceAllUsesWith(r, dot.D())
	}
	return nil
}

// combineSelectMaskedLoad makes a select between a load masked by the select's condition and
// another value the load's `other`.
func combineSelectMaskedLoad(sel arith.SelectOp, rw *rewrite.Rewriter) error {
	load, ok := definedBy[tt.LoadOp](sel.TrueValue())
	if !ok || load.Mask() == nil {
		return rewrite.ErrNoMatch
	}
	mask := load.Mask()
	splat, ok := definedBy[tt.SplatOp](mask)
	if !ok || splat.Src() != sel.Condition() {
		return rewrite.ErrNoMatch
	}
	var props []ir.NamedAttribute
	for _, a := range load.Props() {
		if a.Name != ir.OperandSegmentSizesAttr {
			props = append(props, a)
		}
	}
	nl := tt.BuildLoad(rw, sel.Loc(), sel.Result().Type(), load.Ptr(), mask, sel.FalseValue(), props...)
	rw.ReplaceOp(sel.Operation, nl.Results())
	// MLIR erases a load without uses, as it only reads; a volatile load also writes.
	if !load.Result().HasUses() && !load.IsVolatile() {
		rw.EraseOp(load.Operation)
	}
	return nil
}

// combineAddPtr merges two successive pointer offsets when their sum cannot overflow.
func combineAddPtr(op tt.AddptrOp, rw *rewrite.Rewriter) error {
	inner, ok := definedBy[tt.AddptrOp](op.Ptr())
	if !ok {
		return rewrite.ErrNoMatch
	}
	idx0, idx1 := inner.Offset(), op.Offset()
	if !addPtrOffsetsCombinable(idx0, idx1) {
		return rewrite.ErrNoMatch
	}
	// Triton's declarative pattern builds both ops at the fused location of the two it matched.
	loc := rw.Ctx.FuseLocations([]ir.Location{op.Loc(), inner.Loc()}, nil)
	sum := arith.BuildAddI(rw, loc, idx0, idx1)
	var kept []ir.NamedAttribute
	for _, a := range op.Attrs() {
		if a.Name == "tt.divisibility" || a.Name == "tt.contiguity" || a.Name == "tt.constancy" {
			kept = append(kept, a)
		}
	}
	np := tt.BuildAddptr(rw, loc, op.Result().Type(), inner.Ptr(), sum.Result(), kept...)
	rw.ReplaceOp(op.Operation, np.Results())
	return nil
}

// constantInt returns the integer constant a value stands for, looking through tt.splat.
func constantInt(v *ir.Value) (*ir.IntegerAttr, bool) {
	if s, ok := definedBy[tt.SplatOp](v); ok {
		v = s.Src()
	}
	a, ok := splatOrScalar(v).(*ir.IntegerAttr)
	return a, ok && a.Big == nil
}
func addPtrOffsetsCombinable(a, b *ir.Value) bool {
	if a.Type() != b.Type() {
		return false
	}
	width := ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(a.Type()))
	if width == 64 {
		return true
	}
	x, okx := constantInt(a)
	y, oky := constantInt(b)
	if !okx || !oky {
		return false
	}
	w := ir.IntOrFloatBitWidth(x.Type)
	if w <= 0 || w >= 64 {
		return w == 64 && !addOverflows64(x.Value, y.Value)
	}
	sum := ir.SignExtend(uint64(x.Value), w) + ir.SignExtend(uint64(y.Value), w)
	lo, hi := -(int64(1) << (w - 1)), int64(1)<<(w-1)-1
	return sum >= lo && sum <= hi
}

func addOverflows64(x, y int64) bool {
	return (y > 0 && x > math.MaxInt64-y) || (y < 0 && x < math.MinInt64-y)
}

// combineBroadcastMulReduce turns sum(x[:, :, None] * y[None, :, :], 1) into dot(x, y).
func combineBroadcastMulReduce(op tt.ReduceOp, rw *rewrite.Rewriter) error {
	body := op.CombineOp()
	if len(body.Blocks()) != 1 || body.Front().Len() != 2 {
		return rewrite.ErrNoMatch
	}
	add, ok := arith.AsAddF(body.Front().First())
	if !ok || ir.IntOrFloatBitWidth(add.Result().Type()) > 32 {
		return rewrite.ErrNoMatch
	}
	srcs := op.Srcs()
	if len(srcs) == 0 {
		return rewrite.ErrNoMatch
	}
	mul, ok := definedBy[arith.MulFOp](srcs[0])
	if !ok {
		return rewrite.ErrNoMatch
	}
	bl, okl := definedBy[tt.BroadcastOp](mul.Lhs())
	br, okr := definedBy[tt.BroadcastOp](mul.Rhs())
	if !okl || !okr {
		return rewrite.ErrNoMatch
	}
	el, okl := definedBy[tt.ExpandDimsOp](bl.Src())
	er, okr := definedBy[tt.ExpandDimsOp](br.Src())
	if !okl || !okr {
		return rewrite.ErrNoMatch
	}
	if axis, ok := el.Axis(); !ok || axis != 2 {
		return rewrite.ErrNoMatch
	}
	if axis, ok := er.Axis(); !ok || axis != 0 {
		return rewrite.ErrNoMatch
	}
	// Triton reads both shapes from the left broadcast.
	shape := bl.Result().Type().(*ir.RankedTensorType).Dims
	if shape[2] < 16 || shape[0] < 16 {
		return rewrite.ErrNoMatch
	}
	elem := ir.ElementTypeOrSelf(bl.Src().Type())
	accType := rw.Ctx.RankedTensorType([]int64{shape[0], shape[2]}, elem, nil)
	loc := op.Loc()
	zero := arith.BuildConstant(rw, loc, rw.Ctx.F32(), ir.NamedAttribute{Name: "value", Value: rw.Ctx.FloatAttr(rw.Ctx.F32(), 0)})
	acc := tt.BuildSplat(rw, loc, accType, zero.Result())
	dot := tt.BuildDot(rw, loc, accType, el.Src(), er.Src(), acc.Result(),
		ir.NamedAttribute{Name: "inputPrecision", Value: tt.InputPrecisionEnum().Attr(rw.Ctx, tt.InputPrecisionTF32)},
		ir.NamedAttribute{Name: "maxNumImpreciseAcc", Value: rw.Ctx.I32Attr(0)})
	rw.ReplaceOp(op.Operation, dot.Results())
	return nil
}

// combineReshapeReduce lets a rank-1 reshape reorder elements when only reductions and
// histograms, which do not care about the order, use it.
func combineReshapeReduce(op tt.ReshapeOp, rw *rewrite.Rewriter) error {
	if op.AllowReorder() {
		return rewrite.ErrNoMatch
	}
	if t, ok := op.Result().Type().(*ir.RankedTensorType); !ok || len(t.Dims) != 1 {
		return rewrite.ErrNoMatch
	}
	for _, u := range op.Result().Users() {
		_, reduce := tt.AsReduce(u)
		_, histogram := tt.AsHistogram(u)
		if !reduce && !histogram {
			return rewrite.ErrNoMatch
		}
	}
	rw.ModifyInPlace(op.Operation, func() { op.SetAllowReorder(true) })
	return nil
}

// rankReduceDescriptorLoad makes a descriptor load produce the type of a reshape of it that
// only drops leading unit dimensions.
func rankReduceDescriptorLoad(op tt.ReshapeOp, rw *rewrite.Rewriter) error {
	load, ok := definedBy[tt.DescriptorLoadOp](op.Src())
	if !ok || !load.Result().HasOneUse() {
		return rewrite.ErrNoMatch
	}
	lt, ok1 := load.Result().Type().(*ir.RankedTensorType)
	rt, ok2 := op.Result().Type().(*ir.RankedTensorType)
	if !ok1 || !ok2 || len(rt.Dims) >= len(lt.Dims) {
		return rewrite.ErrNoMatch
	}
	drop := len(lt.Dims) - len(rt.Dims)
	for _, d := range lt.Dims[:drop] {
		if d != 1 {
			return rewrite.ErrNoMatch
		}
	}
	if !slices.Equal(lt.Dims[drop:], rt.Dims) {
		return rewrite.ErrNoMatch
	}
	rw.ModifyInPlace(load.Operation, func() { load.Result().SetType(rt) })
	rw.ReplaceOp(op.Operation, load.Results())
	return nil
}
