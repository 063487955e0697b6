// Package index defines MLIR's index dialect: integer arithmetic, comparisons and casts on
// values of the index type, whose width the target decides (convert-index-to-llvm lowers
// them). ttgo has no folders or canonicalizations for these ops.
package index

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// CmpPredicates are the keywords of index.cmp's predicates, indexed by value (MLIR's
// IndexCmpPredicate).
var CmpPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// CmpPredicateAttr is `#index<cmp_predicate slt>`, the predicate of an index.cmp.
type CmpPredicateAttr struct {
	ir.AttrBase
	// Value indexes CmpPredicates.
	Value int
}

// DialectName returns "index".
func (*CmpPredicateAttr) DialectName() string { return "index" }

// Print writes `cmp_predicate slt`.
func (a *CmpPredicateAttr) Print(p ir.AsmPrinter) {
	p.WriteString("cmp_predicate " + a.Keyword())
}

// Keyword returns the predicate's keyword (`slt`).
func (a *CmpPredicateAttr) Keyword() string { return CmpPredicates[a.Value] }

// CmpPredicate returns the predicate attribute of value v, an index of CmpPredicates.
func CmpPredicate(ctx *ir.Context, v int) *CmpPredicateAttr {
	return ir.Unique(ctx, "index.cmp_predicate."+strconv.Itoa(v), func(id uint64) *CmpPredicateAttr {
		return &CmpPredicateAttr{AttrBase: ir.NewAttrBase(id), Value: v}
	})
}

// parsePredicateKeyword reads a predicate keyword.
func parsePredicateKeyword(p ir.AsmParser) (ir.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseKeywordOrString()
	for i, c := range CmpPredicates {
		if err == nil && c == kw {
			return CmpPredicate(p.Context(), i), nil
		}
	}
	return nil, p.ErrorfAt(pos, "expected one of [%s] for index comparison predicate", strings.Join(CmpPredicates, ", "))
}

// indexType is the index type, the fixed type of the operands and results of most ops.
func indexType(ctx *ir.Context) ir.Type { return ctx.IndexType() }

// isIndex reports whether t is the index type.
func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

// checkIndex checks that the values are of the index type, with MLIR's message.
func checkIndex(op *ir.Operation, what string, vals []*ir.Value) error {
	for i, v := range vals {
		if !isIndex(v.Type()) {
			return ir.OpError(op, "%s #%d must be index, but got '%s'", what, i, asm.TypeString(v.Type()))
		}
	}
	return nil
}

// binary defines `index.name $lhs, $rhs`, of index operands and result.
func binary(goName, name, summary string, traits ir.Trait) *ir.OpDef {
	return &ir.OpDef{
		Name:     "index." + name,
		GoName:   goName,
		Summary:  summary,
		Traits:   ir.Pure | traits,
		Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
		Results:  []ir.ValueSpec{{Name: "result"}},
		Format:   "$lhs `,` $rhs attr-dict",
		TypeRules: []ir.TypeRule{
			{To: "lhs", Build: indexType}, {To: "rhs", Build: indexType}, {To: "result", Build: indexType},
		},
		Verify: func(op *ir.Operation) error {
			if err := checkIndex(op, "operand", op.Operands()); err != nil {
				return err
			}
			return checkIndex(op, "result", op.Results())
		},
	}
}

// cast defines `index.name %x : t1 to t2`, a cast between index and an integer type.
func cast(goName, name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:     "index." + name,
		GoName:   goName,
		Summary:  summary,
		Traits:   ir.Pure,
		Operands: []ir.ValueSpec{{Name: "input"}},
		Results:  []ir.ValueSpec{{Name: "output"}},
		Format:   "$input attr-dict `:` type($input) `to` type($output)",
		Verify: func(op *ir.Operation) error {
			in, out := op.Operand(0).Type(), op.Result(0).Type()
			_, inInt := in.(*ir.IntegerType)
			_, outInt := out.(*ir.IntegerType)
			if !(isIndex(in) && outInt || inInt && isIndex(out)) {
				return ir.OpError(op, "operand type '%s' and result type '%s' are cast incompatible", asm.TypeString(in), asm.TypeString(out))
			}
			return nil
		},
	}
}

// The ops of the index dialect.
var (
	AddDef       = binary("Add", "add", "index addition", ir.Commutative)
	SubDef       = binary("Sub", "sub", "index subtraction", 0)
	MulDef       = binary("Mul", "mul", "index multiplication", ir.Commutative)
	DivSDef      = binary("DivS", "divs", "index signed division", 0)
	DivUDef      = binary("DivU", "divu", "index unsigned division", 0)
	CeilDivSDef  = binary("CeilDivS", "ceildivs", "index signed ceil division", 0)
	CeilDivUDef  = binary("CeilDivU", "ceildivu", "index unsigned ceil division", 0)
	FloorDivSDef = binary("FloorDivS", "floordivs", "index signed floor division", 0)
	RemSDef      = binary("RemS", "rems", "index signed remainder", 0)
	RemUDef      = binary("RemU", "remu", "index unsigned remainder", 0)
	MaxSDef      = binary("MaxS", "maxs", "index signed maximum", ir.Commutative)
	MaxUDef      = binary("MaxU", "maxu", "index unsigned maximum", ir.Commutative)
	MinSDef      = binary("MinS", "mins", "index signed minimum", ir.Commutative)
	MinUDef      = binary("MinU", "minu", "index unsigned minimum", ir.Commutative)
	ShlDef       = binary("Shl", "shl", "index shift left", 0)
	ShrSDef      = binary("ShrS", "shrs", "signed index shift right", 0)
	ShrUDef      = binary("ShrU", "shru", "unsigned index shift right", 0)
	AndDef       = binary("And", "and", "index bitwise and", ir.Commutative)
	OrDef        = binary("Or", "or", "index bitwise or", ir.Commutative)
	XOrDef       = binary("XOr", "xor", "index bitwise xor", ir.Commutative)
	CastSDef     = cast("CastS", "casts", "index signed cast")
	CastUDef     = cast("CastU", "castu", "index unsigned cast")
)

// CmpDef is `index.cmp slt(%a, %b)`, an index comparison giving an i1.
var CmpDef = &ir.OpDef{
	Name:     "index.cmp",
	GoName:   "Cmp",
	Summary:  "index compare",
	Traits:   ir.Pure,
	Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}},
	Results:  []ir.ValueSpec{{Name: "result"}},
	Attrs: []ir.AttrSpec{{
		Name:  "pred",
		Parse: parsePredicateKeyword,
		Print: func(p ir.AsmPrinter, a ir.Attribute) {
			if c, ok := a.(*CmpPredicateAttr); ok {
				p.WriteString(c.Keyword())
				return
			}
			p.PrintAttribute(a)
		},
	}},
	Format: "$pred `(` $lhs `,` $rhs `)` attr-dict",
	TypeRules: []ir.TypeRule{
		{To: "lhs", Build: indexType}, {To: "rhs", Build: indexType},
		{To: "result", Build: func(ctx *ir.Context) ir.Type { return ctx.I1() }},
	},
	Verify: func(op *ir.Operation) error {
		if _, ok := op.Attr("pred").(*CmpPredicateAttr); !ok {
			return ir.OpError(op, "attribute 'pred' failed to satisfy constraint: index comparison predicate kind")
		}
		return checkIndex(op, "operand", op.Operands())
	},
}

// ConstantDef is `index.constant 42`, an index constant.
var ConstantDef = &ir.OpDef{
	Name:    "index.constant",
	GoName:  "Constant",
	Summary: "index constant",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "result"}},
	Attrs:   []ir.AttrSpec{{Name: "value", Type: indexType}},
	Format:  "$value attr-dict",
	TypeRules: []ir.TypeRule{
		{To: "result", Build: indexType},
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok && a.Big == nil {
			set(op.Result(0), "idx"+strconv.FormatInt(a.Value, 10))
		}
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		return []ir.FoldResult{{Attr: op.Attr("value")}}, true
	},
}

// BoolConstantDef is `index.bool.constant true`, an i1 constant.
var BoolConstantDef = &ir.OpDef{
	Name:    "index.bool.constant",
	GoName:  "BoolConstant",
	Summary: "boolean constant",
	Traits:  ir.Pure | ir.ConstantLike,
	Results: []ir.ValueSpec{{Name: "result"}},
	Attrs:   []ir.AttrSpec{{Name: "value", Type: func(ctx *ir.Context) ir.Type { return ctx.I1() }}},
	Format:  "$value attr-dict",
	TypeRules: []ir.TypeRule{
		{To: "result", Build: func(ctx *ir.Context) ir.Type { return ctx.I1() }},
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			set(op.Result(0), map[bool]string{true: "true", false: "false"}[a.Value != 0])
		}
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		return []ir.FoldResult{{Attr: op.Attr("value")}}, true
	},
}

// SizeOfDef is `index.sizeof`, the width of the index type in bits.
var SizeOfDef = &ir.OpDef{
	Name:    "index.sizeof",
	GoName:  "SizeOf",
	Summary: "size in bits of the index type",
	Traits:  ir.Pure,
	Results: []ir.ValueSpec{{Name: "result"}},
	Format:  "attr-dict",
	TypeRules: []ir.TypeRule{
		{To: "result", Build: indexType},
	},
}

// Dialect is the index dialect.
var Dialect = &ir.Dialect{
	Name: "index",
	Ops: []*ir.OpDef{
		AddDef, AndDef, BoolConstantDef, CastSDef, CastUDef, CeilDivSDef, CeilDivUDef, CmpDef,
		ConstantDef, DivSDef, DivUDef, FloorDivSDef, MaxSDef, MaxUDef, MinSDef, MinUDef, MulDef,
		OrDef, RemSDef, RemUDef, ShlDef, ShrSDef, ShrUDef, SizeOfDef, SubDef, XOrDef,
	},
	ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
		if err := p.ParseKeyword("cmp_predicate"); err != nil {
			return nil, err
		}
		return parsePredicateKeyword(p)
	},
}
