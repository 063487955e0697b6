package tt

import (
	"errors"
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// Verification of the result types of the ops whose result layout their source's implies
// (tt.trans, tt.split, tt.join, tt.reshape), through the LayoutInferrer of the source's
// encoding: Triton's InferTypeOpWithLayoutEquivalence and the ops' verifiers.

// EquivalentTypes reports whether a and b are the same type up to equivalent layouts
// (Triton's verifyEquivalentType for tensors).
func EquivalentTypes(a, b ir.Type) bool {
	if a == b {
		return true
	}
	ta, tb := tensorOf(a), tensorOf(b)
	if ta == nil || tb == nil || !slices.Equal(ta.Dims, tb.Dims) || ta.Elem != tb.Elem {
		return false
	}
	if ta.Encoding == nil || tb.Encoding == nil {
		return false
	}
	inf := LayoutInference(ta.Encoding)
	return inf != nil && inf.VerifyLayoutsAreEqual(ta.Dims, ta.Encoding, tb.Encoding) == nil
}

// verifyInferredTypes compares op's result types with the inferred ones, with MLIR's message.
func verifyInferredTypes(op *ir.Operation, inferred []ir.Type) error {
	ok := len(inferred) == op.NumResults()
	for i := 0; ok && i < len(inferred); i++ {
		ok = EquivalentTypes(inferred[i], op.Result(i).Type())
	}
	if ok {
		return nil
	}
	return ir.OpError(op, "inferred type(s) %s are incompatible with return type(s) of operation %s", quotedTypes(inferred), quotedTypes(op.ResultTypes()))
}

func quotedTypes(ts []ir.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = "'" + typeString(t) + "'"
	}
	return strings.Join(s, ", ")
}

// InferTransType returns the type of tt.trans of a tensor of type src by order.
func InferTransType(ctx *ir.Context, src *ir.RankedTensorType, order []int32) (ir.Type, error) {
	dims := make([]int64, len(order))
	for i, o := range order {
		dims[i] = src.Dims[o]
	}
	var enc ir.Attribute
	if src.Encoding != nil {
		if inf := LayoutInference(src.Encoding); inf != nil {
			var err error
			if enc, err = inf.InferTransEncoding(ctx, src.Encoding, src.Dims, order); err != nil {
				return nil, err
			}
		}
	}
	return ctx.RankedTensorType(dims, src.Elem, enc), nil
}

// InferSplitType returns the type of each result of tt.split of a tensor of type src.
func InferSplitType(ctx *ir.Context, src *ir.RankedTensorType) (ir.Type, error) {
	if len(src.Dims) == 0 || src.Dims[len(src.Dims)-1] != 2 {
		return nil, errors.New("last dimension of input tensor must be 2")
	}
	var enc ir.Attribute
	if src.Encoding != nil {
		if inf := LayoutInference(src.Encoding); inf != nil {
			var err error
			if enc, err = inf.InferSplitEncoding(ctx, src.Encoding, src.Dims); err != nil {
				return nil, err
			}
		}
	}
	return ctx.RankedTensorType(src.Dims[:len(src.Dims)-1], src.Elem, enc), nil
}

// InferJoinType returns the type of tt.join of two tensors of type src, as Triton's JoinOp
// builder infers it.
func InferJoinType(ctx *ir.Context, src *ir.RankedTensorType) (ir.Type, error) {
	var enc ir.Attribute
	if src.Encoding != nil {
		if inf := LayoutInference(src.Encoding); inf != nil {
			var err error
			if enc, err = inf.InferDefaultJoinEncoding(ctx, src.Encoding, src.Dims); err != nil {
				return nil, err
			}
		}
	}
	return ctx.RankedTensorType(append(slices.Clone(src.Dims), 2), src.Elem, enc), nil
}

// verifySplit checks tt.split's results against the types inferred from its source.
func verifySplit(op *ir.Operation) error {
	src := tensorOf(op.Operand(0).Type())
	if src == nil {
		return nil
	}
	t, err := InferSplitType(op.Context(), src)
	if err != nil {
		return failedToInfer(op, emitError(op, "%s", err.Error()))
	}
	if err := verifyInferredTypes(op, []ir.Type{t, t}); err != nil {
		return failedToInfer(op, err)
	}
	return nil
}

// verifyJoinLayout checks that splitting tt.join's result gives its operands' layout.
func verifyJoinLayout(op *ir.Operation, src, dst *ir.RankedTensorType) error {
	inf := LayoutInference(dst.Encoding)
	if inf == nil {
		return nil
	}
	srcEnc, err := inf.InferSplitEncoding(op.Context(), dst.Encoding, dst.Dims)
	if err != nil {
		return emitError(op, "%s", err.Error())
	}
	if inf.VerifyLayoutsAreEqual(src.Dims, srcEnc, src.Encoding) != nil {
		return ir.OpError(op, "incompatible join layout")
	}
	return nil
}

// verifyReshapeLayout checks that tt.reshape's result layout is the one its source's implies.
func verifyReshapeLayout(op *ir.Operation, src, dst *ir.RankedTensorType) error {
	inf := LayoutInference(src.Encoding)
	if inf == nil {
		return nil
	}
	want, err := inf.InferReshapeEncoding(op.Context(), src.Dims, src.Encoding, dst.Dims)
	if err != nil {
		return emitError(op, "%s", err.Error())
	}
	if err := inf.VerifyLayoutsAreEqual(dst.Dims, want, dst.Encoding); err != nil {
		return emitError(op, "%s", err.Error())
	}
	return nil
}

// verifyReduceTypes checks tt.reduce's results against the types inferred from its operands:
// each operand without the axis, laid out by the slice of its layout, or its element type when
// nothing remains (Triton's ReduceDef::inferReturnTypes).
func verifyReduceTypes(op *ir.Operation) error {
	axis, ok := op.Attr("axis").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	ax := int(axis.Value)
	inferred := make([]ir.Type, op.NumOperands())
	for i := range op.NumOperands() {
		src := tensorOf(op.Operand(i).Type())
		if src == nil {
			return nil
		}
		if ax < 0 || ax >= len(src.Dims) {
			// Triton's inference erases the dimension without a check (undefined behaviour).
			return ir.OpError(op, "failed to infer returned types: axis %d is out of range for operand #%d of rank %d", ax, i, len(src.Dims))
		}
		dims := slices.Delete(slices.Clone(src.Dims), ax, ax+1)
		if len(dims) == 0 {
			inferred[i] = src.Elem
			continue
		}
		var enc ir.Attribute
		if src.Encoding != nil {
			inf := LayoutInference(src.Encoding)
			if inf == nil {
				return nil
			}
			var err error
			if enc, err = inf.InferReduceEncoding(op.Context(), src.Encoding, ax); err != nil {
				return emitError(op, "%s", err.Error())
			}
		}
		inferred[i] = op.Context().RankedTensorType(dims, src.Elem, enc)
	}
	if len(inferred) == op.NumResults() && slices.Equal(inferred, op.ResultTypes()) {
		return nil
	}
	return ir.OpError(op, "inferred type(s) %s are incompatible with return type(s) of operation %s", quotedTypes(inferred), quotedTypes(op.ResultTypes()))
}
