package arith

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// FastMathFlags are LLVM's fast-math flags, as arith's FastMathFlags bit enum.
type FastMathFlags uint32

// Fast-math flags.
const (
	FastMathNone     FastMathFlags = 0
	FastMathReassoc  FastMathFlags = 1 << 0
	FastMathNNaN     FastMathFlags = 1 << 1
	FastMathNInf     FastMathFlags = 1 << 2
	FastMathNSZ      FastMathFlags = 1 << 3
	FastMathARCP     FastMathFlags = 1 << 4
	FastMathContract FastMathFlags = 1 << 5
	FastMathAFN      FastMathFlags = 1 << 6
	FastMathFast     FastMathFlags = 1<<7 - 1
)

var fastMathNames = []string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}

// String returns the flags as MLIR prints them: `fast` for all flags (the primary group),
// `none` for no flag, otherwise the set flags joined by ",".
func (f FastMathFlags) String() string {
	switch f {
	case FastMathNone:
		return "none"
	case FastMathFast:
		return "fast"
	}
	var parts []string
	for i, n := range fastMathNames {
		if f&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// FastMathAttr is `#arith.fastmath<flags>`, the fast-math flags of float ops (also used by the
// math dialect).
type FastMathAttr struct {
	ir.AttrBase
	Flags FastMathFlags
}

// DialectName returns "arith".
func (*FastMathAttr) DialectName() string { return "arith" }

// Print writes `fastmath<flags>`.
func (a *FastMathAttr) Print(p ir.AsmPrinter) { p.WriteString("fastmath<" + a.Flags.String() + ">") }

// FastMath returns the fast-math attribute with the given flags.
func FastMath(ctx *ir.Context, f FastMathFlags) *FastMathAttr {
	return ir.UniqueKey(ctx, ir.Key("arith.fastmath").Int(int64(f)), func(id uint64) *FastMathAttr {
		return &FastMathAttr{AttrBase: ir.NewAttrBase(id), Flags: f}
	})
}

// OverflowFlags are the no-wrap flags of integer ops, as arith's IntegerOverflowFlags.
type OverflowFlags uint32

// Overflow flags.
const (
	OverflowNone OverflowFlags = 0
	OverflowNSW  OverflowFlags = 1 << 0
	OverflowNUW  OverflowFlags = 1 << 1
)

// String returns the flags as MLIR prints them: `none`, `nsw`, `nuw` or `nsw, nuw`.
func (f OverflowFlags) String() string {
	switch f {
	case OverflowNone:
		return "none"
	case OverflowNSW:
		return "nsw"
	case OverflowNUW:
		return "nuw"
	}
	return "nsw, nuw"
}

// OverflowAttr is `#arith.overflow<flags>`.
type OverflowAttr struct {
	ir.AttrBase
	Flags OverflowFlags
}

// DialectName returns "arith".
func (*OverflowAttr) DialectName() string { return "arith" }

// Print writes `overflow<flags>`.
func (a *OverflowAttr) Print(p ir.AsmPrinter) { p.WriteString("overflow<" + a.Flags.String() + ">") }

// Overflow returns the overflow attribute with the given flags.
func Overflow(ctx *ir.Context, f OverflowFlags) *OverflowAttr {
	return ir.UniqueKey(ctx, ir.Key("arith.overflow").Int(int64(f)), func(id uint64) *OverflowAttr {
		return &OverflowAttr{AttrBase: ir.NewAttrBase(id), Flags: f}
	})
}

// parseFlags parses `<kw, kw...>` with keywords from names (index = bit), plus `none` and,
// when fast is non-zero, the group keyword `fast`.
func parseFlags(p ir.AsmParser, what string, names []string, fast uint32) (uint32, error) {
	if err := p.ParsePunct("<"); err != nil {
		return 0, err
	}
	var flags uint32
	for {
		pos := p.Pos()
		kw, err := p.ParseKeywordIdent()
		if err != nil {
			return 0, err
		}
		found := kw == "none"
		if kw == "fast" && fast != 0 {
			flags |= fast
			found = true
		}
		for i, n := range names {
			if n == kw {
				flags |= 1 << i
				found = true
			}
		}
		if !found {
			all := append([]string{"none"}, names...)
			if fast != 0 {
				all = append(all, "fast")
			}
			return 0, p.ErrorfAt(pos, "expected %s to be one of: %s", what, strings.Join(all, ", "))
		}
		if !p.ParseOptionalPunct(",") && !p.ParseOptionalPunct("|") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return 0, err
	}
	return flags, nil
}

// ParseFastMathBody parses `<flags>`, the fast-math attribute as an op's format prints it.
func ParseFastMathBody(p ir.AsmParser) (ir.Attribute, error) {
	f, err := parseFlags(p, "::mlir::arith::FastMathFlags", fastMathNames, uint32(FastMathFast))
	if err != nil {
		return nil, err
	}
	return FastMath(p.Context(), FastMathFlags(f)), nil
}

// PrintFastMathBody prints `<flags>`.
func PrintFastMathBody(p ir.AsmPrinter, a ir.Attribute) {
	if f, ok := a.(*FastMathAttr); ok {
		p.WriteString("<" + f.Flags.String() + ">")
		return
	}
	p.PrintAttribute(a)
}

func parseOverflowBody(p ir.AsmParser) (ir.Attribute, error) {
	f, err := parseFlags(p, "::mlir::arith::IntegerOverflowFlags", []string{"nsw", "nuw"}, 0)
	if err != nil {
		return nil, err
	}
	return Overflow(p.Context(), OverflowFlags(f)), nil
}

func printOverflowBody(p ir.AsmPrinter, a ir.Attribute) {
	if f, ok := a.(*OverflowAttr); ok {
		p.WriteString("<" + f.Flags.String() + ">")
		return
	}
	p.PrintAttribute(a)
}

// FastMathSpec is the AttrSpec of a `fastmath` attribute defaulting to none, as float ops
// declare it; ops whose fastmath is optional (extf, truncf) clear Default.
func FastMathSpec() ir.AttrSpec {
	return ir.AttrSpec{
		Name:    "fastmath",
		Default: func(ctx *ir.Context) ir.Attribute { return FastMath(ctx, FastMathNone) },
		Parse:   ParseFastMathBody,
		Print:   PrintFastMathBody,
	}
}

func overflowSpec() ir.AttrSpec {
	return ir.AttrSpec{
		Name:    "overflowFlags",
		Default: func(ctx *ir.Context) ir.Attribute { return Overflow(ctx, OverflowNone) },
		Parse:   parseOverflowBody,
		Print:   printOverflowBody,
	}
}

// parseAttr reads the body of an `#arith.` attribute.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "fastmath":
		return ParseFastMathBody(p)
	case "overflow":
		return parseOverflowBody(p)
	}
	return nil, p.Errorf("unknown attribute `%s` in dialect `arith`", kw)
}

// enumSpec is an I64EnumAttr or I32EnumAttr stored as an integer of type width and written
// as a keyword where the op's format names it.
type enumSpec struct {
	name  string // the C++ enum name, for diagnostics
	width int
	cases []string // index = value
}

// CmpIPredicates are the cmpi predicate keywords, indexed by value.
var CmpIPredicates = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}

// CmpFPredicates are the cmpf predicate keywords, indexed by value.
var CmpFPredicates = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}

// RoundingModes are the truncf rounding mode keywords, indexed by value.
var RoundingModes = []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}

var (
	cmpIEnum  = enumSpec{"::mlir::arith::CmpIPredicate", 64, CmpIPredicates}
	cmpFEnum  = enumSpec{"::mlir::arith::CmpFPredicate", 64, CmpFPredicates}
	roundEnum = enumSpec{"::mlir::arith::RoundingMode", 32, RoundingModes}
)

// lookup returns the value of keyword kw, or -1.
func (e enumSpec) lookup(kw string) int {
	for i, c := range e.cases {
		if c == kw {
			return i
		}
	}
	return -1
}

// parse reads the enum keyword (or a string literal) and returns its integer attribute.
func (e enumSpec) parse(p ir.AsmParser) (ir.Attribute, error) {
	pos := p.Pos()
	kw, err := p.ParseKeywordOrString()
	v := e.lookup(kw)
	if err != nil || v < 0 {
		return nil, p.ErrorfAt(pos, "expected string or keyword containing one of the following enum values for attribute 'predicate' [%s]", strings.Join(e.cases, ", "))
	}
	ctx := p.Context()
	return ctx.IntegerAttr(ctx.IntegerType(e.width), int64(v)), nil
}

// keyword returns the keyword of the enum integer attribute a, or "".
func (e enumSpec) keyword(a ir.Attribute) string {
	if ia, ok := a.(*ir.IntegerAttr); ok && ia.Big == nil && ia.Value >= 0 && ia.Value < int64(len(e.cases)) {
		return e.cases[ia.Value]
	}
	return ""
}

// valid reports whether a is an integer attribute of the enum's width holding a case.
func (e enumSpec) valid(a ir.Attribute) bool {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return false
	}
	it, ok := ia.Type.(*ir.IntegerType)
	return ok && it.Width == e.width && it.Signedness == ir.Signless && e.keyword(a) != ""
}

// constraintError is the message MLIR gives for an enum attribute outside its cases.
func (e enumSpec) constraintError(op *ir.Operation, attr string) error {
	vals := make([]string, len(e.cases))
	for i := range e.cases {
		vals[i] = strconv.Itoa(i)
	}
	return ir.OpError(op, "attribute '%s' failed to satisfy constraint: allowed %d-bit signless integer cases: %s",
		attr, e.width, strings.Join(vals, ", "))
}
