package ttpasses

import (
	"slices"

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
	if op.Name() == "tt.splat" {
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
		d := v.DefiningOp()
		if d.Name() == "tt.splat" {
			scalars[i] = d.Operand(0)
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
		s := rw.CreateOp("tt.splat", []*ir.Value{n.Result(i)}, []ir.Type{r.Type()}, nil)
		rw.ReplaceAllUsesWith(r, s.Result(0))
	}
	return nil
}

// materialize creates an arith.constant of a scalar value.
func materialize(rw *rewrite.Rewriter, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Value {
	arith := rw.Ctx.Dialect("arith")
	if a == nil || arith == nil || arith.MaterializeConstant == nil {
		return nil
	}
	c := arith.MaterializeConstant(rw.Builder, a, t, loc)
	if c == nil {
		return nil
	}
	if rw.Listener != nil {
		rw.Listener.OpInserted(c)
	}
	return c.Result(0)
}

func moveBroadcastAfterElementwise(op *ir.Operation, rw *rewrite.Rewriter) error {
	if !elementwiseCandidate(op) {
		return rewrite.ErrNoMatch
	}
	var bcast *ir.Operation
	var srcShape []int64
	for _, v := range op.Operands() {
		d := v.DefiningOp()
		if d == nil {
			return rewrite.ErrNoMatch
		}
		if d.Name() == "tt.broadcast" {
			shape := d.Operand(0).Type().(*ir.RankedTensorType).Dims
			if bcast == nil {
				bcast, srcShape = d, shape
			} else if !slices.Equal(srcShape, shape) {
				return rewrite.ErrNoMatch
			}
		} else if !splatLike(d) {
			return rewrite.ErrNoMatch
		}
	}
	if bcast == nil {
		return rewrite.ErrNoMatch
	}
	srcTy := bcast.Operand(0).Type().(*ir.RankedTensorType)
	rw.Loc = op.Loc()
	var operands []*ir.Value
	for _, v := range op.Operands() {
		d := v.DefiningOp()
		if d.Name() == "tt.broadcast" {
			operands = append(operands, d.Operand(0))
			continue
		}
		newTy := rw.Ctx.RankedTensorType(srcTy.Dims, ir.ElementTypeOrSelf(v.Type()), srcTy.Encoding)
		if d.Name() == "tt.splat" {
			operands = append(operands, rw.CreateOp("tt.splat", []*ir.Value{d.Operand(0)}, []ir.Type{newTy}, nil).Result(0))
			continue
		}
		dense := rewrite.ConstantValue(d).(*ir.DenseElementsAttr)
		c := rw.Create(&ir.OperationState{Name: "arith.constant", Types: []ir.Type{newTy},
			Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.DenseElementsAttr(newTy, dense.Data)}}})
		operands = append(operands, c.Result(0))
	}
	types := make([]ir.Type, op.NumResults())
	for i, t := range op.ResultTypes() {
		types[i] = rw.Ctx.RankedTensorType(srcTy.Dims, ir.ElementTypeOrSelf(t), srcTy.Encoding)
	}
	n := cloneWith(rw, op, operands, types)
	for i, r := range op.Results() {
		b := rw.CreateOp("tt.broadcast", []*ir.Value{n.Result(i)}, []ir.Type{r.Type()}, nil)
		rw.ReplaceAllUsesWith(r, b.Result(0))
	}
	return nil
}
