package ir

// TypeClass is one class of types, as the C++ class of an ODS type constraint names it (the
// cppType of RankedTensorOf is RankedTensorType): a declarative format's type directive for a
// slot with a class (ValueSpec.Class) rejects a type of another class while parsing, as MLIR's
// parseType<T> does, with "invalid kind of type specified".
type TypeClass struct {
	// Name is the class's name in that diagnostic, such as builtin.tensor.
	Name string
	// Has reports whether a type is of the class.
	Has func(Type) bool
}

// RankedTensorClass is the class of ranked tensor types (MLIR's RankedTensorType).
var RankedTensorClass = &TypeClass{Name: "builtin.tensor", Has: func(t Type) bool {
	_, ok := t.(*RankedTensorType)
	return ok
}}

// TypePrinter is implemented by parsers that can spell a type in a diagnostic, as MLIR's
// `<< type` does.
type TypePrinter interface {
	TypeString(Type) string
}
