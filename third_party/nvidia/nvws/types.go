package nvws

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
)

// ArefType is `!nvws.aref<[T0, T1, ...]>`: an asynchronous reference to buffers of the given
// types, which producer and consumer partitions hand over to each other.
type ArefType struct {
	ir.TypeBase
	BaseTypes []ir.Type
}

// Aref returns !nvws.aref<[baseTypes...]>.
func Aref(ctx *ir.Context, baseTypes []ir.Type) *ArefType {
	k := ir.Key("nvws.aref")
	for _, t := range baseTypes {
		k.Ref(t)
	}
	return ir.Unique(ctx, k.String(), func(id uint64) *ArefType {
		return &ArefType{TypeBase: ir.NewTypeBase(id), BaseTypes: slices.Clone(baseTypes)}
	})
}

// DialectName returns "nvws".
func (t *ArefType) DialectName() string { return "nvws" }

// Print writes `aref<[T0, T1]>`.
func (t *ArefType) Print(p ir.AsmPrinter) {
	p.WriteString("aref<[")
	for i, bt := range t.BaseTypes {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(bt)
	}
	p.WriteString("]>")
}

// TokenType is `!nvws.token`, a synchronization token of a producer-consumer channel.
type TokenType struct{ ir.TypeBase }

// Token returns !nvws.token.
func Token(ctx *ir.Context) *TokenType {
	return ir.Unique(ctx, "nvws.token", func(id uint64) *TokenType { return &TokenType{ir.NewTypeBase(id)} })
}

// DialectName returns "nvws".
func (t *TokenType) DialectName() string { return "nvws" }

// Print writes `token`.
func (t *TokenType) Print(p ir.AsmPrinter) { p.WriteString("token") }

// parseType reads the body of an nvws type after `!nvws.`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	loc := p.Pos()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "token":
		return Token(p.Context()), nil
	case "aref":
		return parseArefBody(p)
	}
	return nil, p.ErrorfAt(loc, "unknown type `%s` in dialect `nvws`", kw)
}

// parseArefBody reads `<[T0, T1, ...]>`.
func parseArefBody(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var types []ir.Type
	err := p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
		t, err := p.ParseType()
		types = append(types, t)
		return err
	})
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Aref(p.Context(), types), nil
}
