package gluon

import (
	"errors"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// placeholderInference is the Gluon dialect's layout inference (its
// DialectInferLayoutInterface): an op on tensors of a placeholder encoding gives tensors of
// the same placeholder.
type placeholderInference struct{}

// LayoutInference returns the Gluon dialect's layout inference.
func (*AutoEncodingAttr) LayoutInference() tt.LayoutInferrer { return placeholderInference{} }

// LayoutInference returns the Gluon dialect's layout inference.
func (*CoalescedEncodingAttr) LayoutInference() tt.LayoutInferrer { return placeholderInference{} }

// errNotPlaceholder is the failure of the inference on an encoding that is not Gluon's.
var errNotPlaceholder = errors.New("expected #gluon.auto_encoding or #gluon.coalesced_encoding")

// same returns enc when it is one of the dialect's placeholder encodings.
func same(enc ir.Attribute) (ir.Attribute, error) {
	if IsAutoEncoding(enc) || IsCoalescedEncoding(enc) {
		return enc, nil
	}
	return nil, errNotPlaceholder
}

// InferTransEncoding keeps the placeholder.
func (placeholderInference) InferTransEncoding(_ *ir.Context, enc ir.Attribute, _ []int64, _ []int32) (ir.Attribute, error) {
	return same(enc)
}

// InferSplitEncoding keeps the placeholder.
func (placeholderInference) InferSplitEncoding(_ *ir.Context, enc ir.Attribute, _ []int64) (ir.Attribute, error) {
	return same(enc)
}

// InferDefaultJoinEncoding keeps the placeholder.
func (placeholderInference) InferDefaultJoinEncoding(_ *ir.Context, enc ir.Attribute, _ []int64) (ir.Attribute, error) {
	return same(enc)
}

// InferReshapeEncoding keeps the placeholder.
func (placeholderInference) InferReshapeEncoding(_ *ir.Context, _ []int64, enc ir.Attribute, _ []int64) (ir.Attribute, error) {
	return same(enc)
}

// InferReduceEncoding keeps the placeholder.
func (placeholderInference) InferReduceEncoding(_ *ir.Context, enc ir.Attribute, _ int) (ir.Attribute, error) {
	return same(enc)
}

// VerifyLayoutsAreEqual accepts only the same attribute.
func (placeholderInference) VerifyLayoutsAreEqual(_ []int64, expected, got ir.Attribute) error {
	if expected != got {
		return errors.New("layouts differ")
	}
	return nil
}

// ExpandDimsEncoding keeps the placeholder.
func (a *AutoEncodingAttr) ExpandDimsEncoding(int) (ir.Attribute, bool) { return a, true }

// ExpandDimsEncoding keeps the placeholder.
func (a *CoalescedEncodingAttr) ExpandDimsEncoding(int) (ir.Attribute, bool) { return a, true }
