package ttpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// ReorderBroadcast is triton-reorder-broadcast: it moves tt.broadcast and tt.splat after the
// elementwise ops that consume them, so the elementwise work happens on the smaller tensor.
//
//	elementwise(broadcast(a), splat(b)) -> broadcast(elementwise(a, splat(b)))
//	elementwise(splat(a), splat(b))     -> splat(elementwise(a, b))
type ReorderBroadcast struct{ modulePass }

// NewReorderBroadcast returns the triton-reorder-broadcast pass.
func NewReorderBroadcast() pass.Pass { return &ReorderBroadcast{} }

// Name returns "TritonReorderBroadcast".
func (*ReorderBroadcast) Name() string { return "TritonReorderBroadcast" }

// Argument returns "triton-reorder-broadcast".
func (*ReorderBroadcast) Argument() string { return "triton-reorder-broadcast" }

// Description describes the pass.
func (*ReorderBroadcast) Description() string {
	return "Moves broadcast and splat after elementwise operations"
}

// Run applies the patterns, with tt.broadcast's and tt.expand_dims's canonicalizations.
func (*ReorderBroadcast) Run(op *ir.Operation, _ *pass.Analyses) error {
	ps := rewrite.NewPatternSet()
	tt.BroadcastCanonicalizationPatterns(ps.Add)
	tt.ExpandDimsCanonicalizationPatterns(ps.Add)
	ps.Add(rewrite.NewPattern("", 1, moveBroadcastAfterElementwise),
		rewrite.NewPattern("", 1, moveSplatAfterElementwise))
	rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
	return nil
}

// splatLike reports whether op is a tt.splat or a splat constant.
func splatLike(op *ir.Operation) bool {
	if _, ok := tt.AsSplat(op); ok {
		return true
	}
	d, ok := rewrite.ConstantValue(op).(*ir.DenseElementsAttr)
	return ok && d.Splat
}

func elementwiseCandidate(op *ir.Operation) bool {
	return op.HasTrait(ir.Elementwise) && memoryEffectFree(op) && op.NumOperands() > 0
}

// cloneWith creates a copy of op with new operands and result types.
func cloneWith(rw *rewrite.Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: op.Name(), Operands: operands, Types: types, Props: op.Props(), Attrs: op.Attrs()})
}

func moveSplatAfterElementwise(op *ir.Operation, rw *rewrite.Rewriter) error {
	if !elementwiseCandidate(op) {
		return rewrite.ErrNoMatch
	}
	for _, v := range op.Operands() {
		if d := v.DefiningOp(); d == nil || !splatLike(d) {
			return rewrite.ErrNoMatch
		}
	}
	rw.Loc = op.Loc()
	scalars := make([]*ir.Value, op.NumOperands())
	for i, v := range op.Operands() {
		if splat, ok := tt.AsSplat(v.DefiningOp()); ok {
			scalars[i] = splat.Src()
			continue
		}
		a := splatOrScalar(v)
		c := materialize(rw, a, ir.ElementTypeOrSelf(v.Type()), op.Loc())
		if c == nil {
			return rewrite.ErrNoMatch
		}
		scalars[i] = c
	}
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = ir.ElementTypeOrSelf(t)
	}
	n := cloneWith(rw, op, scalars, types)
	for i, r := range op.Results() {
		s := tt.BuildSplat(rw, rw.Loc, r.Type(), n.Result(i))
		rw.ReplaceAllUsesWith(r, s.Result())
	}
	return nil
}

// materialize creates an arith.constant of a scalar value.
func materialize(rw *rewrite.Rewriter, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Value {
	if a == nil {
		return nil
	}
	c := arith.Dialect.MaterializeConstant(rw.Builder, a, t, loc)
	if c == nil {
		return nil
	}
	if rw.Listener != nil {
		rw.Listener.OpInserted(c)
	}
	results := c.Results()
	if len(results) != 1 {
		return nil
	}
	return results[0]
}

func moveBroadcastAfterElementwise(op *ir.Operation, rw *rewrite.Rewriter) error {
	if !elementwiseCandidate(op) {
		return rewrite.ErrNoMatch
	}
	var bcast tt.BroadcastOp
	var srcShape []int64
	for _, v := range op.Operands() {
		d := v.DefiningOp()
		if d == nil {
			return rewrite.ErrNoMatch
		}
		if b, ok := tt.AsBroadcast(d); ok {
			shape := b.Src().Type().(*ir.RankedTensorType).Dims
			if bcast.Operation == nil {
				bcast, srcShape = b, shape
			} else if !slices.Equal(srcShape, shape) {
				return rewrite.ErrNoMatch
			}
		} else if !splatLike(d) {
			return rewrite.ErrNoMatch
		}
	}
	if bcast.Operation == nil {
		return rewrite.ErrNoMatch
	}
	srcTy := bcast.Src().Type().(*ir.RankedTensorType)
	rw.Loc = op.Loc()
	var operands []*ir.Value
	for _, v := range op.Operands() {
		d := v.DefiningOp()
		if b, ok := tt.AsBroadcast(d); ok {
			operands = append(operands, b.Src())
			continue
		}
		newTy := rw.Ctx.RankedTensorType(srcTy.Dims, ir.ElementTypeOrSelf(v.Type()), srcTy.Encoding)
		if splat, ok := tt.AsSplat(d); ok {
			operands = append(operands, tt.BuildSplat(rw, rw.Loc, newTy, splat.Src()).Result())
			continue
		}
		dense := rewrite.ConstantValue(d).(*ir.DenseElementsAttr)
		c := arith.BuildConstant(rw, rw.Loc, newTy, ir.NamedAttribute{Name: "value", Value: rw.Ctx.DenseElementsAttr(newTy, dense.Data)})
		operands = append(operands, c.Result())
	}
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = rw.Ctx.RankedTensorType(srcTy.Dims, ir.ElementTypeOrSelf(t), srcTy.Encoding)
	}
	n := cloneWith(rw, op, operands, types)
	for i, r := range op.Results() {
		b := tt.BuildBroadcast(rw, rw.Loc, r.Type(), n.Result(i))
		rw.ReplaceAllUsesWith(r, b.Result())
	}
	return nil
}
