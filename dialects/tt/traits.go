package tt

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Trait checks the core verifier leaves to dialects: MLIR's SameOperandsAndResultShape and
// SameOperandsAndResultElementType, and Triton's SameOperandsAndResultEncoding.

// compatibleShapes reports whether a and b are both unshaped or both ranked with equal shapes.
func compatibleShapes(a, b ir.Type) bool {
	as, aok := a.(ir.ShapedType)
	bs, bok := b.(ir.ShapedType)
	if aok != bok {
		return false
	}
	return !aok || !as.HasRank() || !bs.HasRank() || slices.Equal(as.Shape(), bs.Shape())
}

func encodingOf(t ir.Type) ir.Attribute {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Encoding
	}
	return nil
}

// sameEncoding reports whether a and b have the same encoding, or either has none.
func sameEncoding(a, b ir.Type) bool {
	ea, eb := encodingOf(a), encodingOf(b)
	return ea == nil || eb == nil || ea == eb
}

// VerifyTraits checks the shape, element type and encoding traits of op's definition.
func VerifyTraits(op *ir.Operation) error {
	if op.NumOperands() == 0 || op.NumResults() == 0 {
		return nil
	}
	first := op.Operand(0).Type()
	// others are the types compared with the first operand's: the results', then the other
	// operands'.
	nothers := op.NumResults() + op.NumOperands() - 1
	other := func(i int) ir.Type {
		if i < op.NumResults() {
			return op.Result(i).Type()
		}
		return op.Operand(i - op.NumResults() + 1).Type()
	}
	if op.HasTrait(ir.SameOperandsAndResultShape) {
		for i := range nothers {
			if !compatibleShapes(other(i), first) {
				return ir.OpError(op, "requires the same shape for all operands and results")
			}
		}
	}
	if op.HasTrait(ir.SameOperandsAndResultElementType) {
		for i := range nothers {
			if ir.ElementTypeOrSelf(other(i)) != ir.ElementTypeOrSelf(first) {
				return ir.OpError(op, "requires the same element type for all operands and results")
			}
		}
	}
	if op.HasTrait(ir.SameOperandsAndResultEncoding) {
		for i := range op.NumResults() {
			if !sameEncoding(op.Result(i).Type(), first) {
				return ir.OpError(op, "requires the same encoding for all operands and results")
			}
		}
		for i := 1; i < op.NumOperands(); i++ {
			if !sameEncoding(op.Operand(i).Type(), first) {
				return ir.OpError(op, "requires the same encoding for all operands")
			}
		}
	}
	return nil
}

// WithTraitChecks makes each op's verifier run VerifyTraits and then VerifyTensorLayouts
// first, as Triton's ops verify their traits and then their tensors' layouts before their own
// verifiers.
func WithTraitChecks(defs []*ir.OpDef) []*ir.OpDef {
	for _, d := range defs {
		own := d.Verify
		traits := d.Traits&(ir.SameOperandsAndResultShape|ir.SameOperandsAndResultElementType|ir.SameOperandsAndResultEncoding) != 0
		d.Verify = func(op *ir.Operation) error {
			if traits {
				if err := VerifyTraits(op); err != nil {
					return err
				}
			}
			if err := VerifyTensorLayouts(op); err != nil {
				return err
			}
			if own != nil {
				return own(op)
			}
			return nil
		}
	}
	return defs
}

// effectsUnlessPure is Triton's getEffects of tt.elementwise_inline_asm and
// tt.extern_elementwise: they read and write memory unless marked pure, and have no effects
// when they are.
func effectsUnlessPure(op *ir.Operation) ir.MemoryEffects {
	if b, ok := op.Attr("pure").(*ir.IntegerAttr); ok && b.Value != 0 {
		return 0
	}
	return ir.ReadEffect | ir.WriteEffect
}

// TensorLayout is a tensor encoding that checks itself against the context of the op whose
// tensor it lays out, as Triton's DialectVerifyTensorLayoutInterface: TritonGPU's layouts
// compare their lanes, warps and CTAs with the module's.
type TensorLayout interface {
	// VerifyTensorLayout returns why the layout is invalid for t, a tensor of op, or "", and
	// ctx, what the checks of op's other tensors found of op's surroundings, filled. (ctx
	// goes by value: behind a pointer it would escape, one allocation per op.)
	VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx LayoutContext) (string, LayoutContext)
}

// LayoutContext is what a TensorLayout finds around an op, kept while the layouts of the
// op's tensors are checked so that it is looked up once per op: the closest module, the
// number of warps (when HasWarps), lanes per warp and CTAs per CGA. Known says it is filled.
type LayoutContext struct {
	Known                          bool
	Module                         *ir.Operation
	HasWarps                       bool
	Warps, ThreadsPerWarp, NumCTAs int64
}

// VerifyTensorLayouts checks the layouts of op's tensor operands and results, with the
// messages of Triton's VerifyTensorLayoutsTrait, which every tt, ttg and ttng op has.
func VerifyTensorLayouts(op *ir.Operation) error {
	// The tensors of an op mostly share a type, and a type valid for op once is valid again.
	var valid ir.Type
	var ctx LayoutContext
	for i := range op.NumOperands() {
		v := op.Operand(i)
		if v.Type() == valid {
			continue
		}
		var msg string
		if msg, ctx = tensorLayoutError(v.Type(), op, ctx); msg != "" {
			return ir.Errorf(op.Loc(), "Operand %d (%s) has an invalid layout: %s", i, valueString(v), msg)
		}
		valid = v.Type()
	}
	for i := range op.NumResults() {
		t := op.Result(i).Type()
		if t == valid {
			continue
		}
		var msg string
		msg, ctx = tensorLayoutError(t, op, ctx)
		valid = t
		switch {
		case msg == "":
		case op.NumResults() == 1:
			return ir.Errorf(op.Loc(), "Result has an invalid layout: %s", msg)
		default:
			return ir.Errorf(op.Loc(), "Result %d has an invalid layout: %s", i, msg)
		}
	}
	return nil
}

func tensorLayoutError(t ir.Type, op *ir.Operation, ctx LayoutContext) (string, LayoutContext) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok || rt.Encoding == nil {
		return "", ctx
	}
	l, ok := rt.Encoding.(TensorLayout)
	if !ok {
		return "", ctx
	}
	return l.VerifyTensorLayout(rt, op, ctx)
}

// valueString prints v as MLIR streams a value into an error: its defining op in the generic
// form numbered locally, or its block argument's type and index.
func valueString(v *ir.Value) string {
	if def := v.DefiningOp(); def != nil {
		return strings.TrimSuffix(asm.String(def, asm.PrintOptions{PrintGenericOpForm: true, PrintLocalScope: true}), "\n")
	}
	return fmt.Sprintf("<block argument> of type '%s' at index: %d", typeString(v.Type()), v.Index())
}

// WithLayoutChecks makes each op's verifier run VerifyTensorLayouts first.
func WithLayoutChecks(defs []*ir.OpDef) []*ir.OpDef {
	for _, d := range defs {
		own := d.Verify
		d.Verify = func(op *ir.Operation) error {
			if err := VerifyTensorLayouts(op); err != nil {
				return err
			}
			if own != nil {
				return own(op)
			}
			return nil
		}
	}
	return defs
}

// LayoutInferrer infers the layouts of the results of Triton's ops that rearrange a tensor
// without moving data, and compares layouts, for the encodings of one dialect (Triton's
// DialectInferLayoutInterface).
type LayoutInferrer interface {
	// InferTransEncoding returns the layout of a transpose by order of a tensor of layout
	// enc and shape.
	InferTransEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64, order []int32) (ir.Attribute, error)
	// InferSplitEncoding returns the layout of the halves of a tensor of layout enc and
	// shape split along its last dimension.
	InferSplitEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64) (ir.Attribute, error)
	// InferDefaultJoinEncoding returns the layout of the join of two tensors of layout enc
	// and shape.
	InferDefaultJoinEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64) (ir.Attribute, error)
	// InferReshapeEncoding returns a layout for the reshape of a tensor of layout enc from
	// srcShape to dstShape.
	InferReshapeEncoding(ctx *ir.Context, srcShape []int64, enc ir.Attribute, dstShape []int64) (ir.Attribute, error)
	// InferReduceEncoding returns the layout of a reduction along axis of a tensor of
	// layout enc.
	InferReduceEncoding(ctx *ir.Context, enc ir.Attribute, axis int) (ir.Attribute, error)
	// VerifyLayoutsAreEqual checks that got places a tensor of shape as expected does.
	VerifyLayoutsAreEqual(shape []int64, expected, got ir.Attribute) error
}

// InferringLayout is a tensor encoding whose dialect infers layouts.
type InferringLayout interface {
	// LayoutInference returns the inference of the encoding's dialect.
	LayoutInference() LayoutInferrer
}

// LayoutInference returns the inference for encoding enc, or nil when its dialect has none.
func LayoutInference(enc ir.Attribute) LayoutInferrer {
	if l, ok := enc.(InferringLayout); ok {
		return l.LayoutInference()
	}
	return nil
}
