package ttgpasses

import "github.com/ttgo/ttgo/ir"

// This file exports the layout propagation queries of remove-layout-conversions that other
// passes ask too (Triton's TritonGPU Transforms/Utility.h): optimize-tmem-layouts of
// transforms/ttng, for one.

// InferDstEncoding is Triton's inferDstEncoding: the layout op's result gets when its
// operands have layout enc, or nil when op does not propagate layouts forward.
func InferDstEncoding(op *ir.Operation, enc ir.Attribute) ir.Attribute {
	return inferDstEncoding(op, enc)
}

// ConvertBackwardSlice is Triton's getConvertBackwardSlice with no stop condition and no
// reuse of existing conversions: the tensors, in the order they are reached, that would be
// rematerialized for the value of root to have layout enc. It reports false when a value
// would need two layouts or cannot be rematerialized.
func ConvertBackwardSlice(root *ir.OpOperand, enc ir.Attribute) ([]*ir.Value, bool) {
	slice := newValueSet()
	if !convertBackwardSlice(root, enc, slice, layoutMap{}, sliceQuery{}) {
		return nil, false
	}
	return slice.list, true
}
