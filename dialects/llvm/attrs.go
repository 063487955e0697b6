package llvm

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// EnumAttr is a keyword-valued attribute of the llvm or nvvm dialect, such as
// `#llvm.linkage<internal>`, `#llvm.fastmath<nnan, ninf>` or `#nvvm.mma_layout<row>`; with
// Bare it prints in the dialect-level form `#nvvm<shfl_kind bfly>`. Value is the normalized
// text between the angle brackets.
type EnumAttr struct {
	ir.AttrBase
	Dialect  string
	Mnemonic string
	Value    string
	Bare     bool
}

// Enum returns the attribute `#dialect.mnemonic<value>` (or `#dialect<mnemonic value>` when
// bare).
func Enum(c *ir.Context, dialect, mnemonic, value string, bare bool) *EnumAttr {
	k := ir.Key("llvm.enum").Str(dialect).Str(mnemonic).Str(value).Int(b2i(bare))
	return ir.UniqueKey(c, k, func(id uint64) *EnumAttr {
		return &EnumAttr{AttrBase: ir.NewAttrBase(id), Dialect: dialect, Mnemonic: mnemonic, Value: value, Bare: bare}
	})
}

// DialectName returns the attribute's dialect.
func (a *EnumAttr) DialectName() string { return a.Dialect }

// Print writes the body after `#dialect.`; a bare body (`mnemonic value`) is not an
// identifier, so the printer wraps it as `#dialect<mnemonic value>`.
func (a *EnumAttr) Print(p ir.AsmPrinter) {
	if a.Bare {
		p.WriteString(a.Mnemonic + " " + a.Value)
		return
	}
	p.WriteString(a.Mnemonic + "<" + a.Value + ">")
}

// enumBody says how the value of an enum-like attribute is written.
type enumBody uint8

const (
	oneKeyword  enumBody = iota // `<internal>`
	keywordList                 // `<nnan, ninf>`
	keyValues                   // `<m = 8, n = 8>`, `<bytes = 8, mayBeNull = true>`
)

var llvmAttrBodies = map[string]enumBody{
	"linkage": oneKeyword, "cconv": oneKeyword, "tailcallkind": oneKeyword, "fastmath": keywordList,
	"visibility": oneKeyword, "unnamed_addr": oneKeyword, "framePointerKind": oneKeyword, "asm_dialect": oneKeyword,
	"dereferenceable": keyValues,
}

// parseEnumAttr reads `mnemonic<value>` (or `mnemonic value` for the bare form) of a dialect
// whose known mnemonics are bodies.
func parseEnumAttr(p ir.AsmParser, dialect string, bodies map[string]enumBody) (ir.Attribute, error) {
	mnemonic, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	body, ok := bodies[mnemonic]
	if !ok {
		return nil, p.Errorf("unknown attribute #%s.%s", dialect, mnemonic)
	}
	// `#d.mnemonic<value>` reaches the hook as `mnemonic<value>`; the dialect-level form
	// `#d<mnemonic value>` as `mnemonic value`, the parser owning the brackets.
	bare := !p.ParseOptionalPunct("<")
	return parseEnumBody(p, dialect, mnemonic, body, bare)
}

// parseEnumBody reads the value of an enum-like attribute after its `<` and the closing `>`
// (bare: after its mnemonic, without brackets).
func parseEnumBody(p ir.AsmParser, dialect, mnemonic string, body enumBody, bare bool) (ir.Attribute, error) {
	var parts []string
	switch body {
	case oneKeyword:
		kw, err := p.ParseKeywordIdent()
		if err != nil {
			return nil, err
		}
		parts = append(parts, kw)
	case keywordList:
		err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
			kw, err := p.ParseKeywordIdent()
			parts = append(parts, kw)
			return err
		})
		if err != nil {
			return nil, err
		}
	case keyValues:
		err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
			kw, err := p.ParseKeywordIdent()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			if v, ok := p.ParseOptionalKeywordIdent(); ok {
				parts = append(parts, kw+" = "+v)
				return nil
			}
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			parts = append(parts, kw+" = "+itoa(v))
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if !bare {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	return Enum(p.Context(), dialect, mnemonic, strings.Join(parts, ", "), bare), nil
}

// ConstantRangeAttr is `#llvm.constant_range<i32, 0, 128>`: the half-open range [Lower,
// Upper) of an integer of type Type.
type ConstantRangeAttr struct {
	ir.AttrBase
	Type         ir.Type
	Lower, Upper int64
}

// ConstantRange returns the range attribute.
func ConstantRange(c *ir.Context, t ir.Type, lower, upper int64) *ConstantRangeAttr {
	k := ir.Key("llvm.constant_range").Ref(t).Int(lower).Int(upper)
	return ir.UniqueKey(c, k, func(id uint64) *ConstantRangeAttr {
		return &ConstantRangeAttr{AttrBase: ir.NewAttrBase(id), Type: t, Lower: lower, Upper: upper}
	})
}

// DialectName returns "llvm".
func (*ConstantRangeAttr) DialectName() string { return "llvm" }

// Print writes `constant_range<i32, 0, 128>`.
func (a *ConstantRangeAttr) Print(p ir.AsmPrinter) {
	p.WriteString("constant_range")
	a.PrintBody(p)
}

// PrintBody writes `<i32, 0, 128>`, the form ops print after a keyword such as `range`.
func (a *ConstantRangeAttr) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<")
	p.PrintType(a.Type)
	p.WriteString(", " + itoa(a.Lower) + ", " + itoa(a.Upper) + ">")
}

// ParseConstantRangeBody reads `<i32, 0, 128>`.
func ParseConstantRangeBody(p ir.AsmParser) (*ConstantRangeAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	var bounds [2]int64
	for i := range bounds {
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if bounds[i], err = p.ParseInteger(); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return ConstantRange(p.Context(), t, bounds[0], bounds[1]), nil
}
