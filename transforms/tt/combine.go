package ttpasses

import (
	"math"
	"slices"

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
		rewrite.NewPattern("arith.addi", 1, combineDotAdd),
		rewrite.NewPattern("arith.addf", 1, combineDotAdd),
		rewrite.NewPattern("arith.select", 3, combineSelectMaskedLoad),
		rewrite.NewPattern("tt.addptr", 2, combineAddPtr),
		rewrite.NewPattern("tt.reduce", 1, combineBroadcastMulReduce),
		rewrite.NewPattern("tt.reshape", 1, combineReshapeReduce),
		rewrite.NewPattern("tt.reshape", 1, rankReduceDescriptorLoad),
	)
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}

func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// combineDotAdd folds an add of a dot with a zero accumulator into the dot's accumulator.
func combineDotAdd(add *ir.Operation, rw *rewrite.Rewriter) error {
	dot, dotLHS := definedBy(add.Operand(1), "tt.dot"), false
	if dot == nil {
		if dot = definedBy(add.Operand(0), "tt.dot"); dot == nil {
			return rewrite.ErrNoMatch
		}
		dotLHS = true
	}
	if !dot.Result(0).HasOneUse() || !isZero(dot.Operand(2)) {
		return rewrite.ErrNoMatch
	}
	if add.Name() == "arith.addf" {
		if a, ok := dot.Attr("maxNumImpreciseAcc").(*ir.IntegerAttr); ok && a.Value != 0 {
			return rewrite.ErrNoMatch
		}
	}
	acc := add.Operand(0)
	if dotLHS {
		acc = add.Operand(1)
	}
	rw.ModifyInPlace(dot, func() {
		dot.SetOperand(2, acc)
		dot.MoveBefore(add)
	})
	rw.ReplaceAllUsesWith(add.Result(0), dot.Result(0))
	return nil
}

// combineSelectMaskedLoad makes a select between a load masked by the select's condition and
// another value the load's `other`.
func combineSelectMaskedLoad(sel *ir.Operation, rw *rewrite.Rewriter) error {
	load := definedBy(sel.Operand(1), "tt.load")
	if load == nil {
		return rewrite.ErrNoMatch
	}
	mask := tt.OperandGroup(load, "mask")
	if len(mask) == 0 {
		return rewrite.ErrNoMatch
	}
	splat := definedBy(mask[0], "tt.splat")
	if splat == nil || splat.Operand(0) != sel.Operand(0) {
		return rewrite.ErrNoMatch
	}
	ptr := load.Operand(0)
	props := slices.Clone(load.Props())
	for i := range props {
		if props[i].Name == "operandSegmentSizes" {
			props[i].Value = rw.Ctx.DenseI32ArrayAttr([]int32{1, 1, 1})
		}
	}
	rw.Loc = sel.Loc()
	nl := rw.Create(&ir.OperationState{Name: "tt.load", Operands: []*ir.Value{ptr, mask[0], sel.Operand(2)},
		Types: []ir.Type{sel.Result(0).Type()}, Props: props})
	rw.ReplaceOp(sel, nl.Results())
	// MLIR erases a load without uses, as it only reads; a volatile load also writes.
	if !load.Result(0).HasUses() {
		if v, ok := load.Attr("isVolatile").(*ir.IntegerAttr); !ok || v.Value == 0 {
			rw.EraseOp(load)
		}
	}
	return nil
}

// combineAddPtr merges two successive pointer offsets when their sum cannot overflow.
func combineAddPtr(op *ir.Operation, rw *rewrite.Rewriter) error {
	inner := definedBy(op.Operand(0), "tt.addptr")
	if inner == nil {
		return rewrite.ErrNoMatch
	}
	idx0, idx1 := inner.Operand(1), op.Operand(1)
	if !addPtrOffsetsCombinable(idx0, idx1) {
		return rewrite.ErrNoMatch
	}
	// Triton's declarative pattern builds both ops at the fused location of the two it matched.
	rw.Loc = rw.Ctx.FuseLocations([]ir.Location{op.Loc(), inner.Loc()}, nil)
	sum := rw.CreateOp("arith.addi", []*ir.Value{idx0, idx1}, []ir.Type{idx0.Type()}, nil)
	np := rw.CreateOp("tt.addptr", []*ir.Value{inner.Operand(0), sum.Result(0)}, []ir.Type{op.Result(0).Type()}, nil)
	var kept []ir.NamedAttribute
	for _, a := range op.Attrs() {
		if a.Name == "tt.divisibility" || a.Name == "tt.contiguity" || a.Name == "tt.constancy" {
			kept = append(kept, a)
		}
	}
	np.SetAttrs(kept)
	rw.ReplaceOp(op, np.Results())
	return nil
}

// constantInt returns the integer constant a value stands for, looking through tt.splat.
func constantInt(v *ir.Value) (*ir.IntegerAttr, bool) {
	if s := definedBy(v, "tt.splat"); s != nil {
		v = s.Operand(0)
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
func combineBroadcastMulReduce(op *ir.Operation, rw *rewrite.Rewriter) error {
	body := op.Region(0)
	if len(body.Blocks()) != 1 || body.Front().Len() != 2 {
		return rewrite.ErrNoMatch
	}
	add := body.Front().First()
	if add.Name() != "arith.addf" || ir.IntOrFloatBitWidth(add.Result(0).Type()) > 32 {
		return rewrite.ErrNoMatch
	}
	mul := definedBy(op.Operand(0), "arith.mulf")
	if mul == nil {
		return rewrite.ErrNoMatch
	}
	bl, br := definedBy(mul.Operand(0), "tt.broadcast"), definedBy(mul.Operand(1), "tt.broadcast")
	if bl == nil || br == nil {
		return rewrite.ErrNoMatch
	}
	el, er := definedBy(bl.Operand(0), "tt.expand_dims"), definedBy(br.Operand(0), "tt.expand_dims")
	if el == nil || er == nil {
		return rewrite.ErrNoMatch
	}
	if axisOf(el) != 2 || axisOf(er) != 0 {
		return rewrite.ErrNoMatch
	}
	// Triton reads both shapes from the left broadcast.
	shape := bl.Result(0).Type().(*ir.RankedTensorType).Dims
	if shape[2] < 16 || shape[0] < 16 {
		return rewrite.ErrNoMatch
	}
	elem := ir.ElementTypeOrSelf(bl.Operand(0).Type())
	accType := rw.Ctx.RankedTensorType([]int64{shape[0], shape[2]}, elem, nil)
	rw.Loc = op.Loc()
	zero := rw.Create(&ir.OperationState{Name: "arith.constant", Types: []ir.Type{rw.Ctx.F32()},
		Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.FloatAttr(rw.Ctx.F32(), 0)}}})
	acc := rw.CreateOp("tt.splat", []*ir.Value{zero.Result(0)}, []ir.Type{accType}, nil)
	dot := rw.Create(&ir.OperationState{Name: "tt.dot", Operands: []*ir.Value{el.Operand(0), er.Operand(0), acc.Result(0)},
		Types: []ir.Type{accType}, Attrs: []ir.NamedAttribute{
			{Name: "inputPrecision", Value: tt.InputPrecisionEnum().Attr(rw.Ctx, tt.InputPrecisionTF32)},
			{Name: "maxNumImpreciseAcc", Value: rw.Ctx.I32Attr(0)},
		}})
	rw.ReplaceOp(op, dot.Results())
	return nil
}

func axisOf(op *ir.Operation) int64 {
	if a, ok := op.Attr("axis").(*ir.IntegerAttr); ok {
		return a.Value
	}
	return -1
}

// combineReshapeReduce lets a rank-1 reshape reorder elements when only reductions and
// histograms, which do not care about the order, use it.
func combineReshapeReduce(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.Attr("allow_reorder") != nil {
		return rewrite.ErrNoMatch
	}
	if t, ok := op.Result(0).Type().(*ir.RankedTensorType); !ok || len(t.Dims) != 1 {
		return rewrite.ErrNoMatch
	}
	for _, u := range op.Result(0).Users() {
		if u.Name() != "tt.reduce" && u.Name() != "tt.histogram" {
			return rewrite.ErrNoMatch
		}
	}
	rw.ModifyInPlace(op, func() { op.SetAttr("allow_reorder", rw.Ctx.UnitAttr()) })
	return nil
}

// rankReduceDescriptorLoad makes a descriptor load produce the type of a reshape of it that
// only drops leading unit dimensions.
func rankReduceDescriptorLoad(op *ir.Operation, rw *rewrite.Rewriter) error {
	load := definedBy(op.Operand(0), "tt.descriptor_load")
	if load == nil || !load.Result(0).HasOneUse() {
		return rewrite.ErrNoMatch
	}
	lt, ok1 := load.Result(0).Type().(*ir.RankedTensorType)
	rt, ok2 := op.Result(0).Type().(*ir.RankedTensorType)
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
	rw.ModifyInPlace(load, func() { load.Result(0).SetType(rt) })
	rw.ReplaceOp(op, load.Results())
	return nil
}
