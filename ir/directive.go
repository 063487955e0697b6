package ir

// CustomDirective parses and prints one `custom<Name>(args)` element of an op's declarative
// assembly format, as MLIR's parseName/printName function pair does. The format engine binds
// the directive's arguments to CustomArgs in the order the format lists them.
type CustomDirective struct {
	// Parse reads the directive's text and fills the arguments that are not Ref: operands
	// into Operands, types into Types, an attribute into Attr (nil leaves it absent), region
	// bodies into Regions (a single region arrives pre-created in Regions[0]; a variadic one
	// starts empty and the directive appends), successors into Successors and attr-dict
	// entries into Attrs. Ref arguments arrive filled with what the format parsed before.
	Parse func(p OpAsmParser, args []*CustomArg) error
	// ParseOptional reads the directive where it is the first element of an optional group
	// (MLIR's custom parsers returning OptionalParseResult): it reports false, having consumed
	// nothing, when the group is absent.
	ParseOptional func(p OpAsmParser, args []*CustomArg) (bool, error)
	// Print writes the directive's text for op; every argument holds the op's values: Values
	// for operands, Types for type(...), Attr (nil when absent), Regions, Successors, and Attrs
	// (the op's attributes) for attr-dict.
	Print func(p OpAsmPrinter, op *Operation, args []*CustomArg)
}

// CustomArgKind says what a custom directive argument stands for.
type CustomArgKind uint8

// Custom directive argument kinds.
const (
	CustomOperand   CustomArgKind = iota // `$operand`
	CustomType                           // `type($operand)` or `type($result)`
	CustomAttr                           // `$attr`
	CustomRegion                         // `$region`
	CustomSuccessor                      // `$successor`
	CustomAttrDict                       // `attr-dict`
	CustomString                         // a string literal argument `"text"`
)

// CustomArg is one argument of a custom directive (see CustomDirective).
type CustomArg struct {
	Kind CustomArgKind
	// Name is the variable the argument refers to (for type(...) the operand or result);
	// empty for attr-dict and string arguments.
	Name string
	// Count is the variable's ValueKind: how many operands, types, regions or successors the
	// argument may hold.
	Count ValueKind
	// Ref marks a `ref(...)` argument: already parsed, read-only for the directive.
	Ref bool

	Operands   []UnresolvedOperand // parsing CustomOperand
	Values     []*Value            // printing CustomOperand
	Types      []Type              // CustomType
	Attr       Attribute           // CustomAttr
	Regions    []*Region           // CustomRegion
	Successors []*Block            // CustomSuccessor
	Attrs      []NamedAttribute    // CustomAttrDict
	String     string              // CustomString
	// Groups holds the group sizes of a CustomOperand whose slot has Segments: the directive
	// sets them when parsing and finds the op's when printing.
	Groups []int32
}

// TypeRule derives the type of an operand or result that an op's assembly format does not
// spell, as MLIR's buildable types, AllTypesMatch and TypesMatchWith constraints do. A rule
// applies once From's types are known (or at once, for Build).
type TypeRule struct {
	// To names the operand or result whose type the rule gives.
	To string
	// From names the operand or result the type is derived from; empty with Build.
	From string
	// Transform maps each of From's types to To's; nil keeps the type. A nil return means the
	// type cannot be derived (a parse error).
	Transform func(Type) Type
	// Build returns a fixed type (MLIR's buildable types such as I1) when From is empty.
	Build func(*Context) Type
}
