package ir

// FoldResult is one result of a fold: a constant attribute or an existing value (exactly one
// is set), as MLIR's OpFoldResult.
type FoldResult struct {
	Attr  Attribute
	Value *Value
}

// FoldFunc is an op's fold hook. operands holds the constant value of each operand, or nil
// where it is not a constant. It reports whether the op folded: with results (one per op
// result) the op is to be replaced by them; with no results the op was updated in place.
// A ConstantLike op folds to its value attribute.
type FoldFunc func(op *Operation, operands []Attribute) (results []FoldResult, ok bool)
