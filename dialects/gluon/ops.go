package gluon

import (
	"github.com/ttgo/ttgo/ir"
)

// ops returns the dialect's op definitions.
func ops() []*ir.OpDef {
	return []*ir.OpDef{
		{Name: "gluon.set_auto_layout", Summary: "set auto encoding to a concrete encoding type",
			Traits:   ir.SameOperandsAndResultShape | ir.SameOperandsAndResultElementType,
			Operands: []ir.ValueSpec{{Name: "src"}}, Results: []ir.ValueSpec{{Name: "result"}},
			Format: "$src attr-dict `:` type($src) `->` type($result)",
			Verify: verifySetAutoLayout},
	}
}

// verifySetAutoLayout checks that gluon.set_auto_layout turns an auto-encoded tensor into one
// of a concrete layout.
func verifySetAutoLayout(op *ir.Operation) error {
	if !IsAutoEncoding(tensorEncoding(op.Operand(0).Type())) {
		return ir.OpError(op, "input tensor must have an auto layout type")
	}
	dst := tensorEncoding(op.Result(0).Type())
	if dst == nil {
		return ir.OpError(op, "result tensor must have an encoding")
	}
	if IsAutoEncoding(dst) {
		return ir.OpError(op, "result type must not be auto layout")
	}
	return nil
}

// tensorEncoding returns the encoding of a ranked tensor type, or nil.
func tensorEncoding(t ir.Type) ir.Attribute {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Encoding
	}
	return nil
}
