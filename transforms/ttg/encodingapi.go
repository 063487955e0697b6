package ttgpasses

import "github.com/ttgo/ttgo/ir"

// InferSrcEncoding is Triton's inferSrcEncoding: the layout op's operands need for its result
// to have layout enc, nil when op cannot carry it through. Backends' passes share it.
func InferSrcEncoding(op *ir.Operation, enc ir.Attribute) ir.Attribute {
	return inferSrcEncoding(op, enc)
}

// ConvertDistributedOpEncoding is Triton's convertDistributedOpEncoding, done in place: op's
// tensor operands are converted to encoding, and its tensor results take encoding and are
// converted back for their users.
func ConvertDistributedOpEncoding(op *ir.Operation, encoding ir.Attribute) {
	convertOpEncoding(op, encoding)
}
