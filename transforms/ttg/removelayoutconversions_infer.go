package ttgpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// The layout transfer functions of remove-layout-conversions (Triton's inferSrcEncoding and
// inferDstEncoding in TritonGPU/Transforms/Utility.cpp): the layout an op's operands must have
// for its result to have a given layout, and the other way round. A nil result means the op
// cannot carry the layout through.

// is reports whether op is an op of the view T.
func is[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// tensorOf returns t as a ranked tensor type, or nil.
func tensorOf(t ir.Type) *ir.RankedTensorType {
	rt, _ := t.(*ir.RankedTensorType)
	return rt
}

// encodingOf returns the encoding of a tensor value, or nil.
func encodingOf(v *ir.Value) ir.Attribute {
	if t := tensorOf(v.Type()); t != nil {
		return t.Encoding
	}
	return nil
}

// keepsEncoding reports whether op's tensor operands and results share one layout: the
// elementwise ops, those with Triton's SameOperandsAndResultEncoding or
// SameLoadStoreOperandsAndResultEncoding traits.
func keepsEncoding(op *ir.Operation) bool {
	return op.HasTrait(ir.SameOperandsAndResultEncoding) || op.HasTrait(ir.Elementwise) ||
		is[tt.LoadOp](op) || is[tt.StoreOp](op)
}

// isUpcastFp reports whether op implements Triton's UpcastFpOpInterface.
func isUpcastFp(op *ir.Operation) bool { return is[ttg.Fp4ToFpOp](op) }

// inferSrcEncoding returns the layout op's operands need for its result to have layout enc.
func inferSrcEncoding(op *ir.Operation, enc ir.Attribute) ir.Attribute {
	if is[tt.ScanOp](op) {
		if _, ok := enc.(*ttg.BlockedEncoding); !ok {
			return nil
		}
	}
	if isUpcastFp(op) {
		return nil
	}
	if keepsEncoding(op) || is[scf.WhileOp](op) || is[scf.YieldOp](op) || is[scf.ConditionOp](op) || is[ttng.WarpGroupDotWaitOp](op) {
		return enc
	}
	ctx := op.Context()
	if r, ok := tt.AsReduce(op); ok {
		axis, _ := r.Axis()
		if s, ok := enc.(*ttg.SliceEncoding); ok && int64(s.Dim) == axis {
			return s.Parent
		}
		return nil
	}
	if e, ok := tt.AsExpandDims(op); ok {
		axis, _ := e.Axis()
		return ttg.Slice(ctx, int(axis), enc)
	}
	if j, ok := tt.AsJoin(op); ok {
		return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
			return inf.InferSplitEncoding(ctx, enc, tensorOf(j.Result().Type()).Dims)
		})
	}
	if s, ok := tt.AsSplit(op); ok {
		return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
			return inf.InferDefaultJoinEncoding(ctx, enc, tensorOf(s.OutLHS().Type()).Dims)
		})
	}
	if t, ok := tt.AsTrans(op); ok {
		return transEncoding(ctx, enc, tensorOf(t.Result().Type()).Dims, inversePermutation(transOrder(t)))
	}
	if r, ok := tt.AsReshape(op); ok {
		return reshapeEncoding(ctx, tensorOf(r.Result().Type()).Dims, enc, tensorOf(r.Src().Type()).Dims, r.AllowReorder())
	}
	if is[tt.GatherOp](op) {
		return enc
	}
	return nil
}

// inferDstEncoding returns the layout op's result has when its operands have layout enc.
func inferDstEncoding(op *ir.Operation, enc ir.Attribute) ir.Attribute {
	if is[tt.ScanOp](op) {
		if _, ok := enc.(*ttg.BlockedEncoding); !ok {
			return nil
		}
	}
	if isUpcastFp(op) {
		return nil
	}
	if keepsEncoding(op) || is[scf.WhileOp](op) || is[scf.ForOp](op) || is[scf.YieldOp](op) || is[scf.ConditionOp](op) || is[ttng.WarpGroupDotWaitOp](op) {
		return enc
	}
	ctx := op.Context()
	if r, ok := tt.AsReduce(op); ok {
		axis, _ := r.Axis()
		return ttg.Slice(ctx, int(axis), enc)
	}
	if e, ok := tt.AsExpandDims(op); ok {
		axis, _ := e.Axis()
		if s, ok := enc.(*ttg.SliceEncoding); ok && int64(s.Dim) == axis {
			return s.Parent
		}
		return nil
	}
	if j, ok := tt.AsJoin(op); ok {
		return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
			return inf.InferDefaultJoinEncoding(ctx, enc, tensorOf(j.Lhs().Type()).Dims)
		})
	}
	if s, ok := tt.AsSplit(op); ok {
		return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
			return inf.InferSplitEncoding(ctx, enc, tensorOf(s.Src().Type()).Dims)
		})
	}
	if t, ok := tt.AsTrans(op); ok {
		return transEncoding(ctx, enc, tensorOf(t.Src().Type()).Dims, transOrder(t))
	}
	if r, ok := tt.AsReshape(op); ok {
		return reshapeEncoding(ctx, tensorOf(r.Src().Type()).Dims, enc, tensorOf(r.Result().Type()).Dims, r.AllowReorder())
	}
	if is[tt.GatherOp](op) {
		return enc
	}
	return nil
}

// inferOrNil runs infer with enc's layout inference, nil where there is none or it fails.
func inferOrNil(enc ir.Attribute, infer func(tt.LayoutInferrer) (ir.Attribute, error)) ir.Attribute {
	inf := tt.LayoutInference(enc)
	if inf == nil {
		return nil
	}
	out, err := infer(inf)
	if err != nil {
		return nil
	}
	return out
}

// transOrder returns the permutation of a tt.trans.
func transOrder(t tt.TransOp) []int32 {
	a, ok := t.OrderAttr().(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	var order []int32
	for _, v := range a.Int64s() {
		order = append(order, int32(v))
	}
	return order
}

// inversePermutation returns the permutation that undoes order.
func inversePermutation(order []int32) []int32 {
	inv := make([]int32, len(order))
	for i, o := range order {
		inv[o] = int32(i)
	}
	return inv
}

// transEncoding returns the layout of the transpose by order of a tensor of shape and layout
// enc.
func transEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64, order []int32) ir.Attribute {
	return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
		return inf.InferTransEncoding(ctx, enc, shape, order)
	})
}

// reshapeEncoding returns the layout of a reshape from srcShape to dstShape of a tensor of
// layout enc; reshapes that may reorder elements are left to other passes.
func reshapeEncoding(ctx *ir.Context, srcShape []int64, enc ir.Attribute, dstShape []int64, allowReorder bool) ir.Attribute {
	if allowReorder {
		return nil
	}
	return inferOrNil(enc, func(inf tt.LayoutInferrer) (ir.Attribute, error) {
		return inf.InferReshapeEncoding(ctx, slices.Clone(srcShape), enc, slices.Clone(dstShape))
	})
}
