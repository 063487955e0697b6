package ir

import "sync/atomic"

// Trait is a set of structural properties of an op, checked by the verifier and queried by
// passes.
type Trait uint64

// Traits, as MLIR names them.
const (
	Terminator Trait = 1 << iota
	IsolatedFromAbove
	NoTerminator
	SingleBlock
	SymbolTableTrait
	SymbolTrait
	Pure // no memory effects and speculatable
	Commutative
	SameOperandsAndResultType
	SameOperandsAndResultElementType
	SameOperandsAndResultShape
	SameOperandsAndResultEncoding
	SameTypeOperands
	ReturnLike
	ConstantLike
	AttrSizedOperandSegments
	AttrSizedResultSegments
	RecursiveMemoryEffects
	AffineScope
	Elementwise
	Idempotent
	Involution
	IsolatedGraphRegion // regions are graph regions (no dominance between ops)
	// FunctionLike, CallLike, BranchLike and LoopLike are the traits of the ops that implement
	// the Callable, Call, Branch and LoopLike interfaces (see OpDef.HasTrait): definitions get
	// them by implementing the interface, not by naming them in Traits.
	FunctionLike
	CallLike
	BranchLike
	LoopLike
	MemoryRead
	MemoryWrite
	HasParentCheck // OpDef.Parents lists the allowed parent ops
	// NoMemoryEffect marks ops without memory effects that are not speculatable (MLIR's
	// NoMemoryEffect without AlwaysSpeculatable, as integer division has): they may be erased
	// when unused and merged by CSE, but not hoisted.
	NoMemoryEffect
)

// MemoryEffects is a set of memory effects of an op, as an OpDef's Effects hook reports them.
// The empty set means the op has no memory effects.
type MemoryEffects uint8

// Memory effects.
const (
	// ReadEffect: the op may read memory.
	ReadEffect MemoryEffects = 1 << iota
	// WriteEffect: the op may write memory.
	WriteEffect
	// AllocResultEffect: the op allocates the memory its result points to (MLIR's MemAlloc
	// on a result, as llvm.alloca has), so it is dead when its result is unused.
	AllocResultEffect
)

// ValueKind says how many values an operand, result, region or successor slot takes.
type ValueKind uint8

// Value kinds.
const (
	Single   ValueKind = iota // exactly one
	Optional                  // zero or one
	Variadic                  // any number
)

// ValueSpec describes one named operand, result, region or successor slot of an op.
type ValueSpec struct {
	Name string
	Kind ValueKind
	// Segments, for a variadic operand slot, names the DenseI32ArrayAttr attribute that splits
	// its operands into groups (MLIR's VariadicOfVariadic, as llvm.switch's caseOperands
	// with case_operand_segments): a declarative format binds such a slot in a custom
	// directive, which reads and writes the group sizes in CustomArg.Groups.
	Segments string
	// ParseStripped, when set, says the slot's type constraint is one dialect type class (such
	// as !tt.ptr or !ttg.memdesc): the declarative format prints type($x) of a StrippedType
	// without its `!dialect.mnemonic` prefix unless written qualified(type($x)), as MLIR's
	// printStrippedAttrOrType does, and reads that stripped form back with ParseStripped.
	ParseStripped func(p AsmParser) (Type, error)
	// Class, when set, is the one type class the slot's constraint admits: a declarative
	// format's type directive rejects a type of another class while parsing.
	Class *TypeClass
}

// StrippedType is implemented by dialect types that a declarative assembly format may print
// without their `!dialect.mnemonic` prefix (see ValueSpec.ParseStripped): PrintBody writes what
// follows the mnemonic, for example `<f32>` of `!tt.ptr<f32>`.
type StrippedType interface {
	DialectType
	PrintBody(p AsmPrinter)
}

// AttrSpec describes an inherent attribute of an op.
type AttrSpec struct {
	Name string
	// Optional attributes may be absent; required ones are checked by the verifier.
	Optional bool
	// Default, when set, returns the value an absent attribute stands for; attr-dict printing
	// elides an attribute equal to its default.
	Default func(*Context) Attribute
	// Parse reads the attribute where the op's assembly format names it ($attr); nil means a
	// plain attribute (with its type, unless Type is set).
	Parse func(p AsmParser) (Attribute, error)
	// Print writes the attribute where the assembly format names it; nil means PrintAttribute
	// (without type when Type is set).
	Print func(p AsmPrinter, a Attribute)
	// Type, when set, is the fixed type of an integer or float attribute, so the format prints
	// it without `: type` and parses it back with that type.
	Type func(*Context) Type
	// UnitFlag marks a UnitAttr (present or absent), as used in optional groups of formats.
	UnitFlag bool
	// Value is the Go value the generated view reads and writes the attribute as, besides the
	// attribute itself (a UnitFlag attribute is always a bool).
	Value AttrValue
}

// AttrValue says which Go value a generated view gives an attribute (see AttrSpec.Value).
type AttrValue uint8

// Attribute values.
const (
	// AttrOnly: the view reads and writes the Attribute only.
	AttrOnly AttrValue = iota
	// IntValue: an IntegerAttr (integers and integer enums) read as int64; the setter needs
	// AttrSpec.Type.
	IntValue
	// BoolValue: a BoolAttr (i1) read as bool.
	BoolValue
	// StringValue: a StringAttr read as string.
	StringValue
	// IntsValue: a DenseI32ArrayAttr or DenseI64ArrayAttr read as []int64.
	IntsValue
)

// OpDef is the definition of an op: its name, operand/result/attribute/region structure, traits,
// assembly format (or custom parse/print), verifier and name hints. Dialects declare one
// OpDef value per op.
type OpDef struct {
	// Name is the full op name ("tt.load").
	Name string
	// GoName names the op's generated view (GoName+"Op", As+GoName, Build+GoName); empty
	// means the mnemonic in CamelCase ("convert_layout" gives ConvertLayout).
	GoName string
	// Summary is a one-line description.
	Summary    string
	Traits     Trait
	Operands   []ValueSpec
	Results    []ValueSpec
	Attrs      []AttrSpec
	Regions    []ValueSpec
	Successors []ValueSpec
	// Parents lists allowed parent op names (with HasParentCheck).
	Parents []string

	// Format is the declarative assembly format in MLIR's syntax; it is used when Parse and
	// Print are nil. Both empty means the op prints in the generic form.
	Format string
	// CustomDirectives implement the `custom<Name>(...)` elements of Format, by Name.
	CustomDirectives map[string]*CustomDirective
	// TypeRules derive the types of operands and results that Format does not spell. The
	// SameOperandsAndResultType and SameTypeOperands traits derive types too.
	TypeRules []TypeRule
	// InferResultTypes computes the result types when Format (with TypeRules and traits)
	// does not give them all, as MLIR's InferTypeOpInterface does: st holds the resolved
	// operands and the parsed attributes (in Props and Attrs) and regions.
	InferResultTypes func(ctx *Context, st *OperationState) ([]Type, error)
	// Parse and Print are hand-written custom assembly (used instead of Format).
	Parse func(p OpAsmParser, st *OperationState) error
	Print func(p OpAsmPrinter, op *Operation)

	// Verify checks op-specific invariants after the structural checks pass.
	Verify func(op *Operation) error
	// ResultNames suggests SSA names for results (MLIR's getAsmResultNames), for example
	// "c0_i32" for an arith.constant; set may be called for any subset of results.
	ResultNames func(op *Operation, set func(v *Value, name string))
	// BlockArgNames suggests names for the arguments of the op's region entry blocks.
	BlockArgNames func(op *Operation, r *Region, set func(v *Value, name string))
	// DefaultDialect is the dialect whose ops may be written without prefix inside this op's
	// regions (MLIR's getDefaultDialect, e.g. "tt" inside tt.func).
	DefaultDialect string

	// Fold folds the op given the constant values of its operands (nil where an operand is
	// not constant), as MLIR's fold hooks do; see FoldFunc.
	Fold FoldFunc
	// CanonicalizationPatterns adds the op's canonicalization patterns; see PatternAdder.
	CanonicalizationPatterns func(add PatternAdder)
	// Effects, when set, reports the memory effects of op for ops whose effects depend on their
	// attributes (MLIR's MemoryEffectOpInterface::getEffects, as llvm.inline_asm, which has
	// effects only with has_side_effects, or a volatile llvm.load); it takes precedence over the
	// Pure, NoMemoryEffect, MemoryRead and MemoryWrite traits.
	Effects func(op *Operation) MemoryEffects
	// Speculatability, when set, says whether op may run where it would not have run (MLIR's
	// ConditionallySpeculatable); without it, Pure ops are Speculatable and others are not.
	// See IsSpeculatable.
	Speculatability func(op *Operation) Speculatability

	// The op interfaces the op implements (see interfaces.go); nil where it implements none.
	// Implementing LoopLike, Branch, Call or Callable gives the op the trait of that name
	// (LoopLike, BranchLike, CallLike, FunctionLike).
	RegionBranch           *RegionBranchInterface
	RegionBranchTerminator *RegionBranchTerminatorInterface
	LoopLike               *LoopLikeInterface
	Branch                 *BranchInterface
	Call                   *CallInterface
	Callable               *CallableInterface

	// Compiled is a cache slot for the format package's compiled form of Format, read
	// without a lock (parsers on several goroutines look it up for every op).
	Compiled atomic.Value

	dialect atomic.Pointer[Dialect]
	// named is the opName that the op's instances share, made on first use.
	named atomic.Pointer[opName]
}

// opName is an op's name with its definition (nil for an unregistered op). The instances of
// a registered op share their definition's, so an Operation holds one pointer for both.
type opName struct {
	name string
	def  *OpDef
	// numDefaults counts the def's default-valued inherent attributes.
	numDefaults int
}

// opName returns the opName shared by the instances of d.
func (d *OpDef) opName() *opName {
	if n := d.named.Load(); n != nil {
		return n
	}
	n := &opName{name: d.Name, def: d}
	for i := range d.Attrs {
		if d.Attrs[i].Default != nil {
			n.numDefaults++
		}
	}
	d.named.CompareAndSwap(nil, n)
	return d.named.Load()
}

// Dialect returns the dialect that defines the op (set when the dialect is loaded).
func (d *OpDef) Dialect() *Dialect { return d.dialect.Load() }

// IsInherentAttr reports whether name is an inherent attribute of the op.
func (d *OpDef) IsInherentAttr(name string) bool {
	if name == "operandSegmentSizes" && d.Traits&AttrSizedOperandSegments != 0 {
		return true
	}
	if name == "resultSegmentSizes" && d.Traits&AttrSizedResultSegments != 0 {
		return true
	}
	for i := range d.Attrs {
		if d.Attrs[i].Name == name {
			return true
		}
	}
	return false
}

// Attr returns the spec of the inherent attribute name, or nil.
func (d *OpDef) Attr(name string) *AttrSpec {
	for i := range d.Attrs {
		if d.Attrs[i].Name == name {
			return &d.Attrs[i]
		}
	}
	return nil
}

// AliasKind says where an alias goes in the output.
type AliasKind uint8

// Alias kinds: OverridableAlias may be replaced by another dialect's alias (MLIR's
// OverridableAlias); FinalAlias may not.
const (
	NoAlias AliasKind = iota
	OverridableAlias
	FinalAlias
)

// Dialect is a namespace of ops, types and attributes, with the hooks that parse its types and
// attributes and name their aliases.
type Dialect struct {
	// Name is the namespace ("tt").
	Name string
	Ops  []*OpDef
	// Dependencies are loaded with the dialect.
	Dependencies []*Dialect
	// ParseType reads a type body after `!name.` (starting at the mnemonic).
	ParseType func(p AsmParser) (Type, error)
	// ParseAttr reads an attribute body after `#name.`; t is the type given with `: type`
	// after it, or nil.
	ParseAttr func(p AsmParser, t Type) (Attribute, error)
	// AttrAlias and TypeAlias name aliases for the dialect's (or any) attributes and types, as
	// MLIR's OpAsmDialectInterface::getAlias.
	AttrAlias func(a Attribute) (string, AliasKind)
	TypeAlias func(t Type) (string, AliasKind)
	// AllowUnknownOps lets ops of this namespace that no OpDef defines be parsed and verified
	// as unregistered ops even without Context.AllowUnregistered (MLIR's allowUnknownOperations,
	// which the llvm dialect sets).
	AllowUnknownOps bool
	// VerifyOpAttr checks a discardable attribute of this dialect's namespace on an op.
	VerifyOpAttr func(op *Operation, a NamedAttribute) error
	// MaterializeConstant creates a constant op of type t holding value at the builder's
	// insertion point (MLIR's Dialect::materializeConstant), for folders whose results are
	// attributes; it returns nil when the dialect cannot build such a constant.
	MaterializeConstant func(b *Builder, value Attribute, t Type, loc Location) *Operation
	// CanonicalizationPatterns adds dialect-wide canonicalization patterns; see PatternAdder.
	CanonicalizationPatterns func(add PatternAdder)
	// Inliner, when set, is the dialect's inlining rules; the inliner inlines no call of a
	// dialect without them.
	Inliner *Inliner
	// Module, when set, is the dialect's top-level container op (builtin.module): the parser
	// wraps the top-level ops of a file in one, unless the file holds just one such op.
	Module *OpDef
}

// Delimiter is the bracket kind around a list in the assembly.
type Delimiter uint8

// Delimiters.
const (
	DelimNone Delimiter = iota
	DelimParen
	DelimSquare
	DelimLess
	DelimBrace
	DelimOptionalParen
	DelimOptionalSquare
	DelimOptionalLess
	DelimOptionalBrace
)

// AsmPrinter prints types and attributes; dialect types and attributes print their bodies with
// it.
type AsmPrinter interface {
	// WriteString writes raw text.
	WriteString(s string)
	// PrintType prints a type (aliased where an alias applies).
	PrintType(t Type)
	// PrintAttribute prints an attribute with its type where MLIR prints it.
	PrintAttribute(a Attribute)
	// PrintAttributeWithoutType prints integers and floats without `: type`.
	PrintAttributeWithoutType(a Attribute)
	// PrintString prints a quoted, escaped string.
	PrintString(s string)
	// PrintKeywordOrString prints s bare when it is a valid keyword, quoted otherwise.
	PrintKeywordOrString(s string)
	// PrintSymbolName prints `@name`, quoting the name when needed.
	PrintSymbolName(s string)
	// PrintFloat prints a float value as MLIR prints a float attribute of type t (no type).
	PrintFloat(t *FloatType, bits uint64)
	// PrintDimensionList prints `4x8` (with `?` for Dynamic).
	PrintDimensionList(shape []int64)
}

// OpAsmPrinter prints ops in custom form; it is what OpDef.Print receives.
type OpAsmPrinter interface {
	AsmPrinter
	// PrintOperand prints the SSA name of v.
	PrintOperand(v *Value)
	// PrintOperands prints SSA names separated by ", ".
	PrintOperands(vs []*Value)
	// PrintOptionalAttrDict prints ` {a = 1, ...}` with the named attributes minus elided (and
	// nothing when none remain); the leading space is included.
	PrintOptionalAttrDict(attrs []NamedAttribute, elided ...string)
	// PrintOptionalAttrDictWithKeyword prints ` attributes {...}` likewise.
	PrintOptionalAttrDictWithKeyword(attrs []NamedAttribute, elided ...string)
	// PrintRegion prints ` {` region `}`-style bodies: "{", blocks, "}" (no leading space).
	PrintRegion(r *Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool)
	// PrintRegionArgument prints `%name: type {attrs} loc(...)` for a region argument defined
	// in a custom signature (location only with debug info); omitType drops `: type`.
	PrintRegionArgument(v *Value, attrs []NamedAttribute, omitType bool)
	// PrintSuccessor prints `^bbN`.
	PrintSuccessor(b *Block)
	// PrintSuccessorAndUseList prints `^bbN(%a, %b : t1, t2)` (no parentheses without args).
	PrintSuccessorAndUseList(b *Block, args []*Value)
	// PrintNewline starts a new line at the current indentation.
	PrintNewline()
	// PrintOptionalLocationSpecifier prints ` loc(...)` when printing debug info.
	PrintOptionalLocationSpecifier(loc Location)
	// PrintFunctionalType prints `(inputs) -> results` as MLIR's printFunctionalType does.
	PrintFunctionalType(inputs, results []Type)
	// PrintArrowTypeList prints ` -> t`, ` -> (t1, t2)` or nothing for no types.
	PrintArrowTypeList(ts []Type)
	// PrintGenericOp prints op in the generic form.
	PrintGenericOp(op *Operation)
	// ShadowRegionArgs makes the entry arguments of r print with the names of vs (as
	// scf.for's iter_args do), before the region is printed.
	ShadowRegionArgs(r *Region, vs []*Value)
	// PrintCustomOrGenericOp prints a nested op as the printer would at top level.
	PrintCustomOrGenericOp(op *Operation)
}

// AsmParser parses types and attributes; dialect types and attributes parse their bodies with
// it. Errors are diagnostics at the current position.
type AsmParser interface {
	// Context returns the context.
	Context() *Context
	// Errorf returns an error diagnostic at the current token.
	Errorf(format string, args ...any) error
	// Pos is the location of the current token, for diagnostics emitted later.
	Pos() Location
	// SourceLoc is the file location of the current token, for IR the parser builds (MLIR's
	// getEncodedSourceLoc of getCurrentLocation): unlike Pos, it may be stored on an op.
	SourceLoc() Location
	// ErrorfAt returns an error diagnostic at a location obtained from Pos.
	ErrorfAt(loc Location, format string, args ...any) error

	// ParseKeyword consumes the bare identifier kw.
	ParseKeyword(kw string) error
	// ParseOptionalKeyword consumes kw if it is next.
	ParseOptionalKeyword(kw string) bool
	// ParseKeywordIdent consumes any bare identifier (a keyword) and returns it.
	ParseKeywordIdent() (string, error)
	// ParseOptionalKeywordIdent consumes a bare identifier if one is next.
	ParseOptionalKeywordIdent() (string, bool)
	// ParseKeywordOrString consumes a keyword or a string literal.
	ParseKeywordOrString() (string, error)
	// ParsePunct consumes one of ( ) [ ] { } < > , : = -> * + - ? ... | ! or fails.
	ParsePunct(p string) error
	// ParseOptionalPunct consumes p if it is next.
	ParseOptionalPunct(p string) bool
	// ParseInteger consumes an integer literal (with optional leading '-').
	ParseInteger() (int64, error)
	// ParseOptionalInteger consumes an integer literal if one is next.
	ParseOptionalInteger() (int64, bool, error)
	// ParseFloat consumes a float or integer literal (with optional '-'), or a hex literal.
	ParseFloat() (float64, error)
	// ParseString consumes a string literal and returns its unescaped value.
	ParseString() (string, error)
	// ParseOptionalString consumes a string literal if one is next.
	ParseOptionalString() (string, bool, error)
	// ParseType parses a type.
	ParseType() (Type, error)
	// ParseOptionalType parses a type if one is next.
	ParseOptionalType() (Type, bool, error)
	// ParseColonType parses `: type`.
	ParseColonType() (Type, error)
	// ParseAttribute parses an attribute; t, when non-nil, is the expected type of an integer
	// or float literal written without `: type`.
	ParseAttribute(t Type) (Attribute, error)
	// ParseOptionalAttribute parses an attribute if one is next.
	ParseOptionalAttribute(t Type) (Attribute, bool, error)
	// ParseOptionalAttrDict parses `{...}` if next.
	ParseOptionalAttrDict() ([]NamedAttribute, error)
	// ParseSymbolName parses `@name` and returns name.
	ParseSymbolName() (string, error)
	// ParseOptionalSymbolName parses `@name` if next.
	ParseOptionalSymbolName() (string, bool)
	// ParseDimensionList parses `4x?x8x` prefix of a shaped type (up to and including the
	// last 'x'); allowDynamic permits `?`.
	ParseDimensionList(allowDynamic bool) ([]int64, error)
	// ParseCommaSeparatedList parses elements with fn inside delim (DelimNone: no brackets,
	// at least one element).
	ParseCommaSeparatedList(delim Delimiter, fn func() error) error
	// ParseFloatOfType parses a float literal (decimal or hex bits) for type t and returns
	// its encoding.
	ParseFloatOfType(t *FloatType) (uint64, error)
	// PeekPunct reports whether the next token is punctuation p, without consuming it.
	PeekPunct(p string) bool
	// PeekKeyword reports the next bare identifier without consuming it ("" if none).
	PeekKeyword() string
}

// UnresolvedOperand is an operand reference read by a custom parser before its type is known.
type UnresolvedOperand struct {
	Name   string // without '%'
	Number int    // result number after '#'
	Loc    Location
}

// Argument is a region argument parsed in a custom signature: `%x : type {attrs} loc(...)`.
type Argument struct {
	Operand UnresolvedOperand
	Type    Type
	Attrs   []NamedAttribute
	Loc     Location // nil when not given
}

// OpAsmParser parses ops in custom form; it is what OpDef.Parse receives.
type OpAsmParser interface {
	AsmParser
	// ParseOperand parses `%name` or `%name#N`.
	ParseOperand() (UnresolvedOperand, error)
	// ParseOptionalOperand parses an operand if one is next.
	ParseOptionalOperand() (UnresolvedOperand, bool, error)
	// ParseOperandList parses operands separated by commas inside delim.
	ParseOperandList(delim Delimiter) ([]UnresolvedOperand, error)
	// ResolveOperand resolves an operand with its type (forward references allowed).
	ResolveOperand(u UnresolvedOperand, t Type) (*Value, error)
	// ResolveOperands resolves operands with types (len must match).
	ResolveOperands(us []UnresolvedOperand, ts []Type) ([]*Value, error)
	// ParseArgument parses a region argument `%x`, with `: type` when allowType, a trailing
	// attribute dictionary when allowAttrs, and an optional `loc(...)`.
	ParseArgument(allowType, allowAttrs bool) (Argument, error)
	// ParseOptionalArgument parses an argument if `%` is next.
	ParseOptionalArgument(allowType, allowAttrs bool) (Argument, bool, error)
	// ParseArgumentList parses arguments inside delim.
	ParseArgumentList(delim Delimiter, allowType, allowAttrs bool) ([]Argument, error)
	// ParseRegion parses `{ ... }` into r; args become the entry block's arguments (with
	// their types); enableNameShadowing allows args to reuse outer names.
	ParseRegion(r *Region, args []Argument, enableNameShadowing bool) error
	// ParseOptionalRegion parses a region if `{` is next.
	ParseOptionalRegion(r *Region, args []Argument, enableNameShadowing bool) (bool, error)
	// ParseSuccessor parses `^bb`.
	ParseSuccessor() (*Block, error)
	// ParseOptionalSuccessor parses a successor if `^` is next.
	ParseOptionalSuccessor() (*Block, bool, error)
	// ParseSuccessorAndUseList parses `^bb(%a, %b : t1, t2)` and returns the block and the
	// resolved operands.
	ParseSuccessorAndUseList() (*Block, []*Value, error)
	// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if next.
	ParseOptionalAttrDictWithKeyword() ([]NamedAttribute, error)
	// ParseOptionalLocationSpecifier parses `loc(...)` if next.
	ParseOptionalLocationSpecifier() (Location, error)
	// ParseColonTypeList parses `: t1, t2`.
	ParseColonTypeList() ([]Type, error)
	// ParseOptionalArrowTypeList parses `-> t` or `-> (t1, t2)` if next.
	ParseOptionalArrowTypeList() ([]Type, error)
	// ParseFunctionalType parses `(t1, t2) -> results`.
	ParseFunctionalType() (*FunctionType, error)
	// ParseGenericOperationAfterName parses the rest of a generic op after its quoted name
	// into st (for ops whose custom form embeds the generic form).
	ParseGenericOperationAfterName(st *OperationState) error
	// NumResults returns the number of results the op being parsed was declared with
	// (`%a, %b = ...` or `%a:2 = ...`).
	NumResults() int
	// ResultName returns the SSA name declared for result i (without '%'), if any.
	ResultName(i int) string
}

// Named sets d's GoName and returns d: for definitions made by helper functions whose view
// takes MLIR's class name rather than the mnemonic's (arith.addi's view is AddIDef).
func Named(goName string, d *OpDef) *OpDef {
	d.GoName = goName
	return d
}
