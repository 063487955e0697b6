package ttgpasses

import "github.com/ttgo/ttgo/ir"

// This file exports queries of this package's passes that passes of other packages ask too
// (Triton's TritonGPU Transforms/Utility.h): the layout propagation of
// remove-layout-conversions, which optimize-tmem-layouts of transforms/ttng uses, and the
// operand origin test promote-lhs-to-tmem uses.

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

// ComesFromLoadOrBlockArg is Triton's comesFromLoadOrBlockArg: whether v, through layout
// conversions, transposes and memdesc views, is a block argument or the result of a load.
func ComesFromLoadOrBlockArg(v *ir.Value) bool { return comesFromLoadOrBlockArg(v) }
