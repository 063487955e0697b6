package asm

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// isAttrStart reports whether the current token can start an attribute.
func (p *parser) isAttrStart() bool {
	switch p.tok.kind {
	case tokAtIdent, tokHashIdent, tokLSquare, tokLBrace, tokString, tokInteger, tokFloat, tokMinus:
		return true
	case tokBareIdent:
		switch p.spelling() {
		case "true", "false", "unit", "dense", "array", "loc":
			return true
		}
	}
	return p.isTypeStart()
}

// parseAttribute parses an attribute; typ, when non-nil, is the type of a literal written
// without `: type`. Dictionaries, arrays and dense elements are memoized by their source
// text, as printed IR repeats them; numbers are not: they parse faster than a lookup in a
// table that every distinct constant of a large module would grow.
func (p *parser) parseAttribute(typ ir.Type) (ir.Attribute, error) {
	if typ != nil {
		return p.parseAttributeUncached(typ)
	}
	start := p.tok.start
	end := p.attrSpanEnd()
	if end <= start {
		return p.parseAttributeUncached(nil)
	}
	key := p.src[start:end]
	if a, ok := p.attrCache[key]; ok {
		p.skipTo(end)
		return a, nil
	}
	a, err := p.parseAttributeUncached(nil)
	if err == nil && p.prevEnd == end {
		p.attrCache[key] = a
	}
	return a, err
}

// attrSpanEnd returns where the attribute at the current token ends, judged by brackets
// alone, for the kinds worth memoizing; -1 for others.
func (p *parser) attrSpanEnd() int {
	src, off := p.src, p.tok.start
	switch p.tok.kind {
	case tokLBrace, tokLSquare:
		return p.scanBalanced(off)
	case tokBareIdent:
		if s := p.spelling(); (s == "dense" || s == "array") && p.tok.end < len(src) && src[p.tok.end] == '<' {
			end := p.scanBalanced(p.tok.end)
			if end < 0 || s == "array" {
				return end
			}
			return p.typedSpanEnd(end)
		}
	}
	return -1
}

// typedSpanEnd extends a span ending at off over a trailing `: type`.
func (p *parser) typedSpanEnd(off int) int {
	i := p.skipSpace(off)
	if i >= len(p.src) || p.src[i] != ':' {
		return off
	}
	return p.typeSpanEnd(p.skipSpace(i + 1))
}

func (p *parser) parseAttributeUncached(typ ir.Type) (ir.Attribute, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tokAtIdent:
		return p.parseSymbolRef()
	case tokHashIdent:
		return p.parseExtendedAttr(typ)
	case tokLSquare:
		p.next()
		var elems []ir.Attribute
		err := p.parseListUntil(tokRSquare, func() error {
			a, err := p.parseAttribute(nil)
			elems = append(elems, a)
			return err
		})
		if err != nil {
			return nil, err
		}
		return p.ctx.ArrayAttr(elems), nil
	case tokLBrace:
		return p.parseDictionaryAttr()
	case tokString:
		s := unquote(p.spelling())
		p.next()
		if typ == nil && p.consumeIf(tokColon) {
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			typ = t
		}
		return p.ctx.TypedStringAttr(s, typ), nil
	case tokInteger:
		return p.parseDecOrHexAttr(typ, false)
	case tokFloat:
		return p.parseFloatAttr(typ, false)
	case tokMinus:
		p.next()
		switch p.tok.kind {
		case tokInteger:
			return p.parseDecOrHexAttr(typ, true)
		case tokFloat:
			return p.parseFloatAttr(typ, true)
		}
		return nil, p.wrongTokenError("expected constant integer or floating point value")
	case tokBareIdent:
		switch p.spelling() {
		case "true", "false":
			v := p.spelling() == "true"
			p.next()
			return p.ctx.BoolAttr(v), nil
		case "unit":
			p.next()
			return p.ctx.UnitAttr(), nil
		case "dense":
			return p.parseDenseElementsAttr(typ)
		case "array":
			return p.parseDenseArrayAttr()
		case "loc":
			p.next()
			if err := p.expect(tokLParen, "expected '(' in inline location"); err != nil {
				return nil, err
			}
			loc, err := p.parseLocationInstance()
			if err != nil {
				return nil, err
			}
			return loc, p.expect(tokRParen, "expected ')' in inline location")
		}
	}
	if p.isTypeStart() {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		return p.ctx.TypeAttr(t), nil
	}
	return nil, p.wrongTokenError("expected attribute value")
}

// parseDictionaryAttr parses `{name = attr, flag, "quoted" = attr}`.
func (p *parser) parseDictionaryAttr() (*ir.DictionaryAttr, error) {
	es, err := p.parseAttributeDictEntries()
	if err != nil {
		return nil, err
	}
	return p.ctx.DictionaryAttr(es), nil
}

// parseAttributeDict parses an attribute dictionary and returns its entries sorted by name.
func (p *parser) parseAttributeDict() ([]ir.NamedAttribute, error) {
	a, err := p.parseAttribute(nil)
	if err != nil {
		return nil, err
	}
	return a.(*ir.DictionaryAttr).Entries, nil
}

func (p *parser) parseAttributeDictEntries() ([]ir.NamedAttribute, error) {
	var es []ir.NamedAttribute
	err := p.parseCommaList(ir.DelimBrace, " in attribute dictionary", func() error {
		var name string
		switch p.tok.kind {
		case tokString:
			name = unquote(p.spelling())
		case tokBareIdent:
			name = p.spelling()
		default:
			return p.wrongTokenError("expected attribute name")
		}
		if name == "" {
			return p.errorf("expected valid attribute name")
		}
		for _, e := range es {
			if e.Name == name {
				return p.errorf("duplicate key '%s' in dictionary attribute", name)
			}
		}
		p.next()
		if !p.consumeIf(tokEqual) {
			es = append(es, ir.NamedAttribute{Name: name, Value: p.ctx.UnitAttr()})
			return nil
		}
		a, err := p.parseAttribute(nil)
		if err != nil {
			return err
		}
		es = append(es, ir.NamedAttribute{Name: name, Value: a})
		return nil
	})
	return es, err
}

// symbolName returns the name of an @-identifier token (unquoted).
func (p *parser) symbolName() string {
	s := p.spelling()[1:]
	if len(s) > 0 && s[0] == '"' {
		return unquote(s)
	}
	return s
}

// parseSymbolRef parses `@root` or `@root::@nested::@leaf`.
func (p *parser) parseSymbolRef() (ir.Attribute, error) {
	root := p.symbolName()
	p.next()
	var nested []string
	for p.tok.kind == tokColon {
		colon := p.tok.start
		p.next()
		if !p.consumeIf(tokColon) {
			p.resetTo(colon)
			break
		}
		if p.tok.kind != tokAtIdent {
			return nil, p.errorf("expected nested symbol reference identifier")
		}
		nested = append(nested, p.symbolName())
		p.next()
	}
	return p.ctx.SymbolRefAttr(root, nested...), nil
}

// parseExtendedAttr parses `#alias` or a dialect attribute `#ns.body` or `#ns<body>`,
// with an optional trailing `: type`.
func (p *parser) parseExtendedAttr(typ ir.Type) (ir.Attribute, error) {
	tokStart := p.tok.start
	ident := p.spelling()[1:]
	if !strings.Contains(ident, ".") && !p.isVerboseDialectSymbol() {
		a, ok := p.attrAliases[ident]
		p.next()
		if !ok {
			return nil, p.errorf("undefined symbol alias id '%s'", ident)
		}
		return a, nil
	}
	sym, err := p.dialectSymbolExtent()
	if err != nil {
		return nil, err
	}
	p.skipTo(sym.end)
	typed := false
	if typ == nil && p.consumeIf(tokColon) {
		if typ, err = p.parseType(); err != nil {
			return nil, err
		}
		typed = true
	}
	d := p.ctx.Dialect(sym.ns)
	if d != nil && d.ParseAttr == nil {
		return nil, p.errorAt(sym.bodyStart, "dialect '%s' provides no attribute parsing hook", sym.ns)
	}
	if d == nil {
		body := p.src[sym.bodyStart:sym.bodyEnd]
		if !p.ctx.AllowUnregistered {
			t := "none"
			if typ != nil {
				t = TypeString(typ)
			}
			return nil, p.errorAt(sym.bodyStart, "#\"%s\"<\"%s\"> : '%s' attribute created with unregistered dialect. %s",
				sym.ns, body, t, unregisteredHint)
		}
		return p.ctx.OpaqueAttr(sym.ns, body), nil
	}
	afterPos, afterTok, afterEnd := p.lex.pos, p.tok, p.prevEnd
	var a ir.Attribute
	err = p.runDialectHook(sym, func() (err error) {
		a, err = d.ParseAttr(p, typ)
		return err
	})
	if err != nil {
		return nil, err
	}
	if a == nil {
		return nil, p.errorAt(tokStart, "failed to parse attribute '%s'", p.src[tokStart:sym.end])
	}
	if typed {
		if p.prevEnd != sym.end {
			return nil, p.errorf("unexpected trailing characters in dialect attribute")
		}
		p.lex.pos, p.tok, p.prevEnd = afterPos, afterTok, afterEnd
	}
	return a, nil
}

// parseIntegerBits parses an integer literal spelling (decimal or 0x hex) for an integer
// type of the given width, as MLIR's buildAttributeAPInt does; ok is false on overflow.
func parseIntegerBits(spelling string, negative bool, width int, signed bool) (v *big.Int, ok bool) {
	v = new(big.Int)
	base := 10
	if len(spelling) > 1 && spelling[1] == 'x' {
		base, spelling = 16, spelling[2:]
	}
	if _, good := v.SetString(spelling, base); !good {
		return nil, false
	}
	if v.BitLen() > width {
		return nil, false
	}
	if width == 0 {
		return v, !negative
	}
	limit := new(big.Int).Lsh(big.NewInt(1), uint(width-1))
	if negative {
		// -v must have its sign bit set in width bits: 0 < v <= 2^(w-1).
		if v.Sign() == 0 || v.Cmp(limit) > 0 {
			return nil, false
		}
		return v.Neg(v), true
	}
	if signed && v.Cmp(limit) >= 0 {
		return nil, false
	}
	return v, true
}

// integerAttr builds an integer attribute of type t from a literal, or reports ok false
// when it does not fit.
func (p *parser) integerAttr(t ir.Type, spelling string, negative bool) (*ir.IntegerAttr, bool) {
	v, wide, ok := integerValue(t, spelling, negative)
	switch {
	case !ok:
		return nil, false
	case wide != nil:
		return p.ctx.BigIntegerAttr(t, wide), true
	}
	return p.ctx.IntegerAttr(t, v), true
}

// integerValue returns the value of an integer literal of type t: v, or wide when it does
// not fit in int64; ok is false when it does not fit t.
func integerValue(t ir.Type, spelling string, negative bool) (v int64, wide *big.Int, ok bool) {
	width, signed, unsigned := 64, true, false
	if it, isInt := t.(*ir.IntegerType); isInt {
		width, signed, unsigned = it.Width, it.Signedness == ir.Signed, it.Signedness == ir.Unsigned
	}
	// Fast path: decimal literals of at most 64 bits.
	if len(spelling) <= 20 && (len(spelling) < 2 || spelling[1] != 'x') && width >= 1 && width <= 64 {
		u, err := strconv.ParseUint(spelling, 10, 64)
		if err == nil {
			limit := uint64(1) << (width - 1)
			switch {
			case negative && (u == 0 || u > limit):
				return 0, nil, false
			case negative:
				return -int64(u), nil, true
			case width < 64 && u>>width != 0, signed && u >= limit:
				return 0, nil, false
			}
			return int64(u), nil, true
		}
	}
	b, ok := parseIntegerBits(spelling, negative, width, signed)
	if !ok {
		return 0, nil, false
	}
	// Signless values with the sign bit set are held as negative numbers, as ir does.
	if !unsigned && width > 0 && b.Sign() > 0 && b.Bit(width-1) == 1 {
		b.Sub(b, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	if b.IsInt64() {
		return b.Int64(), nil, true
	}
	return 0, b, true
}

// parseDecOrHexAttr parses an integer literal attribute (or a hex float of a float type).
func (p *parser) parseDecOrHexAttr(typ ir.Type, negative bool) (ir.Attribute, error) {
	tok := p.tok
	spelling := p.spelling()
	p.next()
	if typ == nil {
		if p.consumeIf(tokColon) {
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			typ = t
		} else {
			typ = p.ctx.I64()
		}
	}
	if ft, ok := typ.(*ir.FloatType); ok {
		if ft.Kind.IsWide() {
			enc, err := p.wideFloatFromIntegerLiteral(tok, negative, ft)
			if err != nil {
				return nil, err
			}
			return p.ctx.FloatAttrFromEncoding(ft, enc), nil
		}
		bits, err := p.floatFromIntegerLiteral(tok, negative, ft)
		if err != nil {
			return nil, err
		}
		return p.ctx.FloatAttrFromBits(ft, bits), nil
	}
	it, isInt := typ.(*ir.IntegerType)
	if _, isIndex := typ.(*ir.IndexType); !isInt && !isIndex {
		return nil, p.errorAt(tok.start, "integer literal not valid for specified type")
	}
	if negative && isInt && it.Signedness == ir.Unsigned {
		return nil, p.errorAt(tok.start, "negative integer literal not valid for unsigned integer type")
	}
	a, ok := p.integerAttr(typ, spelling, negative)
	if !ok {
		return nil, p.errorAt(tok.start, "integer constant out of range for attribute")
	}
	return a, nil
}

// floatFromIntegerLiteral converts a hex integer literal to the encoding of a float of type ft
// of at most 64 bits.
func (p *parser) floatFromIntegerLiteral(tok token, negative bool, ft *ir.FloatType) (uint64, error) {
	digits, err := p.hexFloatDigits(tok, negative)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseUint(digits, 16, 64)
	if err != nil || bits.Len64(v) > ft.Kind.Semantics().Width {
		return 0, p.errorAt(tok.start, "hexadecimal float constant out of range for type")
	}
	return v, nil
}

// wideFloatFromIntegerLiteral converts a hex integer literal to the encoding of a float of type
// ft of any width.
func (p *parser) wideFloatFromIntegerLiteral(tok token, negative bool, ft *ir.FloatType) (*big.Int, error) {
	digits, err := p.hexFloatDigits(tok, negative)
	if err != nil {
		return nil, err
	}
	v, ok := new(big.Int).SetString(digits, 16)
	if !ok || v.BitLen() > ft.Kind.Semantics().Width {
		return nil, p.errorAt(tok.start, "hexadecimal float constant out of range for type")
	}
	return v, nil
}

// hexFloatDigits returns the digits of an integer literal that stands for float bits: it must
// be hex and not negated.
func (p *parser) hexFloatDigits(tok token, negative bool) (string, error) {
	spelling := p.src[tok.start:tok.end]
	if len(spelling) < 2 || spelling[1] != 'x' {
		d := p.errorAt(tok.start, "unexpected decimal integer literal for a floating point value")
		d.Note(d.Loc, "add a trailing dot to make the literal a float")
		return "", d
	}
	if negative {
		return "", p.errorAt(tok.start, "hexadecimal float literal should not have a leading minus")
	}
	return spelling[2:], nil
}

// floatLiteralValue returns the value of a float literal token as a float64, as MLIR's
// Token::getFloatingPointValue reads it: a value beyond float64's range is an infinity, one
// below it zero.
func (p *parser) floatLiteralValue(tok token, negative bool) (float64, error) {
	v, err := strconv.ParseFloat(p.src[tok.start:tok.end], 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, p.errorAt(tok.start, "floating point value too large")
	}
	if negative {
		v = -v
	}
	return v, nil
}

// parseFloatAttr parses a float literal attribute with an optional `: type` (f64 default).
func (p *parser) parseFloatAttr(typ ir.Type, negative bool) (ir.Attribute, error) {
	tok := p.tok
	v, err := p.floatLiteralValue(tok, negative)
	if err != nil {
		return nil, err
	}
	p.next()
	if typ == nil {
		if p.consumeIf(tokColon) {
			if typ, err = p.parseType(); err != nil {
				return nil, err
			}
		} else {
			typ = p.ctx.F64()
		}
	}
	ft, ok := typ.(*ir.FloatType)
	if !ok {
		return nil, p.errorf("floating point value not valid for specified type")
	}
	return p.ctx.FloatAttr(ft, v), nil
}

// literalElem is one element of a dense literal, kept as its token until the type is known.
type literalElem struct {
	tok      token
	negative bool
}

// parseDenseElementsAttr parses `dense<literal> : type`.
func (p *parser) parseDenseElementsAttr(typ ir.Type) (ir.Attribute, error) {
	// A dense literal nested in this one's type gets buffers of its own.
	buf := p.dense
	p.dense = denseBuffers{}
	a, err := p.parseDenseElements(typ, &buf)
	p.dense = buf
	return a, err
}

// denseBuffers hold a dense literal's elements while it is parsed, reused from one literal
// to the next (the attribute copies what it keeps).
type denseBuffers struct {
	elems []literalElem
	data  []uint64
}

func (p *parser) parseDenseElements(typ ir.Type, buf *denseBuffers) (ir.Attribute, error) {
	denseOff := p.tok.start
	p.next()
	if err := p.expect(tokLess, "expected '<' after 'dense'"); err != nil {
		return nil, err
	}
	elems := buf.elems[:0]
	defer func() { buf.elems = elems[:0] }()
	var shape []int64
	var hexTok *token
	if !p.consumeIf(tokGreater) {
		var err error
		if p.tok.kind == tokString && strings.HasPrefix(p.spelling(), `"0x`) {
			t := p.tok
			hexTok = &t
			p.next()
		} else if shape, err = p.parseTensorLiteral(&elems); err != nil {
			return nil, err
		}
		if err := p.expect(tokGreater, "expected '>'"); err != nil {
			return nil, err
		}
	}
	if typ == nil {
		if err := p.expect(tokColon, "expected ':'"); err != nil {
			return nil, err
		}
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		typ = t
	}
	st, ok := typ.(ir.ShapedType)
	if !ok {
		return nil, p.errorf("elements literal must be a shaped type")
	}
	if !st.HasRank() {
		return nil, p.errorf("elements literal type must have static shape")
	}
	for _, d := range st.Shape() {
		if d == ir.Dynamic {
			return nil, p.errorf("elements literal type must have static shape")
		}
	}
	elem := st.ElementType()
	numeric := false
	switch elem.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType:
		numeric = true
	}
	if hexTok != nil && numeric {
		return p.denseFromHex(*hexTok, denseOff, st)
	}
	if hexTok != nil {
		elems, shape = []literalElem{{tok: *hexTok}}, nil
	}
	if len(elems) == 0 && shape == nil && ir.NumElements(st.Shape()) != 0 {
		return nil, p.errorAt(denseOff, "parsed zero elements, but type (%s) expected at least 1", typeString(st))
	}
	if numeric && len(elems) == 1 && shape == nil && elems[0].tok.kind == tokString {
		return nil, p.errorAt(elems[0].tok.start, "expected string containing hex digits starting with `0x`")
	}
	if len(elems) > 0 && elems[0].tok.kind == tokString {
		data := make([]string, len(elems))
		for i, e := range elems {
			if e.tok.kind != tokString {
				return nil, p.errorAt(e.tok.start, "expected string token, got non-string")
			}
			data[i] = unquote(p.src[e.tok.start:e.tok.end])
		}
		if len(shape) > 0 && !equalShape(shape, st.Shape()) {
			return nil, p.shapeMismatch(denseOff, shape, st.Shape())
		}
		return p.ctx.DenseStringElementsAttr(st, data), nil
	}
	if len(shape) > 0 && !equalShape(shape, st.Shape()) {
		return nil, p.shapeMismatch(denseOff, shape, st.Shape())
	}
	if it, ok := elem.(*ir.IntegerType); ok && it.Width > 64 {
		return p.wideDenseElements(elems, st)
	}
	if ft, ok := elem.(*ir.FloatType); ok && ft.Kind.IsWide() {
		return p.wideFloatDenseElements(elems, st, ft)
	}
	data := buf.data[:0]
	for _, e := range elems {
		bits, err := p.denseElementBits(e, elem)
		if err != nil {
			return nil, err
		}
		data = append(data, bits)
	}
	buf.data = data[:0]
	return p.ctx.DenseElementsAttr(st, data), nil
}

func (p *parser) shapeMismatch(off int, got, want []int64) error {
	return p.errorAt(off, "inferred shape of elements literal ([%s]) does not match type ([%s])", dimList(got), dimList(want))
}

func equalShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// parseTensorLiteral parses a scalar or a nested list of scalars and returns the inferred
// shape (nil for a scalar, which splats).
func (p *parser) parseTensorLiteral(elems *[]literalElem) ([]int64, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	if p.tok.kind != tokLSquare {
		return nil, p.parseLiteralElement(elems)
	}
	var dims []int64
	first, size := true, int64(0)
	err := p.parseCommaList(ir.DelimSquare, "", func() error {
		var sub []int64
		if p.tok.kind == tokLSquare {
			d, err := p.parseTensorLiteral(elems)
			if err != nil {
				return err
			}
			sub = d
		} else if err := p.parseLiteralElement(elems); err != nil {
			return err
		}
		size++
		if first {
			dims, first = sub, false
			return nil
		}
		if !equalShape(dims, sub) {
			return p.errorf("tensor literal is invalid; ranks are not consistent between elements")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return append([]int64{size}, dims...), nil
}

func (p *parser) parseLiteralElement(elems *[]literalElem) error {
	negative := p.consumeIf(tokMinus)
	switch p.tok.kind {
	case tokInteger, tokFloat:
	case tokString, tokBareIdent:
		s := p.spelling()
		if negative || (p.tok.kind == tokBareIdent && s != "true" && s != "false") {
			return p.wrongTokenError("expected element literal of primitive type")
		}
	case tokLParen:
		return p.errorf("complex element literals are not supported")
	default:
		return p.wrongTokenError("expected element literal of primitive type")
	}
	*elems = append(*elems, literalElem{tok: p.tok, negative: negative})
	p.next()
	return nil
}

// denseElementBits converts one literal element to the raw bits of element type elem.
func (p *parser) denseElementBits(e literalElem, elem ir.Type) (uint64, error) {
	s := p.src[e.tok.start:e.tok.end]
	switch t := elem.(type) {
	case *ir.IntegerType, *ir.IndexType:
		switch e.tok.kind {
		case tokFloat:
			return 0, p.errorAt(e.tok.start, "expected integer elements, but parsed floating-point")
		case tokBareIdent:
			if it, ok := t.(*ir.IntegerType); !ok || it.Width != 1 {
				return 0, p.errorAt(e.tok.start, "expected i1 type for 'true' or 'false' values")
			}
			if s == "true" {
				return 1, nil
			}
			return 0, nil
		}
		if it, ok := t.(*ir.IntegerType); ok && e.negative && it.Signedness == ir.Unsigned {
			return 0, p.errorAt(e.tok.start, "negative integer literal not valid for unsigned integer type")
		}
		v, wide, ok := integerValue(elem, s, e.negative)
		if !ok {
			return 0, p.errorAt(e.tok.start, "integer constant out of range for type")
		}
		if wide != nil {
			return 0, p.errorAt(e.tok.start, "dense elements wider than 64 bits are not supported")
		}
		return uint64(ir.TruncInt(elem, v)), nil
	case *ir.FloatType:
		switch e.tok.kind {
		case tokBareIdent:
			return 0, p.errorAt(e.tok.start, "expected floating-point elements, but parsed integer")
		case tokInteger:
			return p.floatFromIntegerLiteral(e.tok, e.negative, t)
		}
		v, err := p.floatLiteralValue(e.tok, e.negative)
		if err != nil {
			return 0, err
		}
		// Dense elements hold encodings: a negative f8E8M0FNU has its sign in the top bit.
		return t.Kind.FloatBitsEncoding(t.Kind.Float64ToBits(v)), nil
	}
	return 0, p.errorAt(e.tok.start, "expected integer or floating point element type, got %s", typeString(elem))
}

// denseFromHex decodes a `"0x..."` blob (of the dense attribute at denseOff): little-endian
// elements of the element type's byte width; one element's worth of data is a splat.
func (p *parser) denseFromHex(tok token, denseOff int, st ir.ShapedType) (ir.Attribute, error) {
	hex := p.src[tok.start+3 : tok.end-1]
	if len(hex)%2 != 0 {
		return nil, p.errorAt(tok.start, "expected string containing hex digits starting with `0x`")
	}
	buf := make([]byte, len(hex)/2)
	for i := range buf {
		if !isHexDigit(hex[2*i]) || !isHexDigit(hex[2*i+1]) {
			return nil, p.errorAt(tok.start, "expected string containing hex digits starting with `0x`")
		}
		buf[i] = hexVal(hex[2*i])<<4 | hexVal(hex[2*i+1])
	}
	width := ir.IntOrFloatBitWidth(st.ElementType())
	if _, ok := st.ElementType().(*ir.IndexType); ok {
		width = 64
	}
	if width > 64 {
		return p.wideDenseFromHex(buf, denseOff, st)
	}
	if width == 0 {
		return nil, p.errorAt(denseOff, "elements hex data size is invalid for provided type: %s", typeString(st))
	}
	size := (width + 7) / 8
	n := ir.NumElements(st.Shape())
	if int64(len(buf)) != int64(size)*n && len(buf) != size {
		return nil, p.errorAt(denseOff, "elements hex data size is invalid for provided type: %s", typeString(st))
	}
	data := make([]uint64, len(buf)/size)
	unsigned := false
	if it, ok := st.ElementType().(*ir.IntegerType); ok {
		unsigned = it.Signedness == ir.Unsigned
	}
	_, isInt := st.ElementType().(*ir.IntegerType)
	for i := range data {
		var v uint64
		for j := size - 1; j >= 0; j-- {
			v = v<<8 | uint64(buf[i*size+j])
		}
		if width < 64 {
			v &= 1<<width - 1
			if isInt && !unsigned {
				v = uint64(ir.SignExtend(v, width))
			}
		}
		data[i] = v
	}
	return p.ctx.DenseElementsAttr(st, data), nil
}

// parseDenseArrayAttr parses `array<i32: 1, 2>` and `array<f32>`.
func (p *parser) parseDenseArrayAttr() (ir.Attribute, error) {
	p.next()
	if err := p.expect(tokLess, "expected '<' after 'array'"); err != nil {
		return nil, err
	}
	typeOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	width := 0
	switch t := elem.(type) {
	case *ir.IntegerType, *ir.FloatType:
		width = ir.IntOrFloatBitWidth(t)
	case *ir.IndexType:
		width = 64
	default:
		return nil, p.errorAt(typeOff, "expected integer or float type, got: %s", typeString(elem))
	}
	if width != 1 && width%8 != 0 {
		return nil, p.errorAt(typeOff, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tokGreater) {
		return p.ctx.DenseArrayAttr(elem, nil), nil
	}
	if err := p.expect(tokColon, "expected ':' after dense array type"); err != nil {
		return nil, err
	}
	var data []uint64
	var wide []*big.Int
	ft, isWide := elem.(*ir.FloatType)
	isWide = isWide && ft.Kind.IsWide()
	err = p.parseCommaList(ir.DelimNone, "", func() error {
		negative := p.consumeIf(tokMinus)
		switch p.tok.kind {
		case tokInteger, tokFloat:
		case tokBareIdent:
			if s := p.spelling(); negative || (s != "true" && s != "false") {
				return p.wrongTokenError("expected integer or float literal")
			}
		default:
			return p.wrongTokenError("expected integer or float literal")
		}
		e := literalElem{tok: p.tok, negative: negative}
		if isWide {
			enc, err := p.wideFloatElement(e, ft)
			if err != nil {
				return err
			}
			wide = append(wide, enc)
			p.next()
			return nil
		}
		bits, err := p.denseElementBits(e, elem)
		if err != nil {
			return err
		}
		data = append(data, bits)
		p.next()
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' to close an array attribute"); err != nil {
		return nil, err
	}
	if isWide {
		return p.ctx.WideDenseArrayAttr(ft, wide), nil
	}
	return p.ctx.DenseArrayAttr(elem, data), nil
}

// parseLocationInstance parses the body of `loc(...)`: unknown, "file":line:col (with an
// optional range), "name"(child), callsite(callee at caller), fused<meta>[locs] or #alias.
func (p *parser) parseLocationInstance() (ir.Location, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tokHashIdent:
		a, err := p.parseExtendedAttr(nil)
		if err != nil {
			return nil, err
		}
		loc, ok := a.(ir.Location)
		if !ok {
			// MLIR prints the attribute right after "got", without a space.
			return nil, p.errorf("expected location attribute, but got%s", attrString(a))
		}
		return loc, nil
	case tokString:
		return p.parseNameOrFileLineCol()
	case tokBareIdent:
		switch p.spelling() {
		case "unknown":
			p.next()
			return p.ctx.UnknownLoc(), nil
		case "callsite":
			p.next()
			if err := p.expect(tokLParen, "expected '(' in callsite location"); err != nil {
				return nil, err
			}
			callee, err := p.parseLocationInstance()
			if err != nil {
				return nil, err
			}
			if !p.consumeKeyword("at") {
				return nil, p.wrongTokenError("expected 'at' in callsite location")
			}
			caller, err := p.parseLocationInstance()
			if err != nil {
				return nil, err
			}
			if err := p.expect(tokRParen, "expected ')' in callsite location"); err != nil {
				return nil, err
			}
			return p.ctx.CallSiteLoc(callee, caller), nil
		case "fused":
			p.next()
			var meta ir.Attribute
			if p.consumeIf(tokLess) {
				m, err := p.parseAttribute(nil)
				if err != nil {
					return nil, err
				}
				meta = m
				if err := p.expect(tokGreater, "expected '>' after fused location metadata"); err != nil {
					return nil, err
				}
			}
			var locs []ir.Location
			err := p.parseCommaList(ir.DelimSquare, " in fused location", func() error {
				l, err := p.parseLocationInstance()
				locs = append(locs, l)
				return err
			})
			if err != nil {
				return nil, err
			}
			return fusedLoc(p.ctx, locs, meta), nil
		}
	}
	return nil, p.wrongTokenError("expected location instance")
}

func (p *parser) parseLineNumber(what string) (int, error) {
	if p.tok.kind != tokInteger {
		return 0, p.wrongTokenError("expected integer %s number in FileLineColRange", what)
	}
	v, err := strconv.ParseUint(p.spelling(), 10, 31)
	if err != nil {
		return 0, p.wrongTokenError("expected integer %s number in FileLineColRange", what)
	}
	p.next()
	return int(v), nil
}

// parseNameOrFileLineCol parses `"file":line:col [to [line]:col]` or `"name"[(child)]`.
func (p *parser) parseNameOrFileLineCol() (ir.Location, error) {
	str := unquote(p.spelling())
	p.next()
	if p.consumeIf(tokColon) {
		line, err := p.parseLineNumber("line")
		if err != nil {
			return nil, err
		}
		if !p.consumeIf(tokColon) {
			return p.ctx.FileLineColLoc(str, line, 0), nil
		}
		col, err := p.parseLineNumber("column")
		if err != nil {
			return nil, err
		}
		if !p.consumeKeyword("to") {
			return p.ctx.FileLineColLoc(str, line, col), nil
		}
		endLine := 0
		if p.tok.kind == tokInteger {
			if endLine, err = p.parseLineNumber("line"); err != nil {
				return nil, err
			}
		}
		if !p.consumeIf(tokColon) {
			return nil, p.wrongTokenError("expected either integer or `to` after column number in FileLineColRange")
		}
		endCol, err := p.parseLineNumber("column")
		if err != nil {
			return nil, err
		}
		return p.ctx.FileLineColRange(str, line, col, endLine, endCol), nil
	}
	if p.consumeIf(tokLParen) {
		child, err := p.parseLocationInstance()
		if err != nil {
			return nil, err
		}
		if err := p.expect(tokRParen, "expected ')' after child location of NameLoc"); err != nil {
			return nil, err
		}
		return p.ctx.NameLoc(str, child), nil
	}
	return p.ctx.NameLoc(str, nil), nil
}

// parseFloatBits parses a float literal (optionally negative, decimal or hex bits) for ft;
// decimalInts accepts decimal integer literals as floats too.
func (p *parser) parseFloatBits(ft *ir.FloatType, decimalInts bool) (uint64, error) {
	negative := p.consumeIf(tokMinus)
	tok := p.tok
	if s := p.spelling(); decimalInts && tok.kind == tokInteger && (len(s) < 2 || s[1] != 'x') {
		// A string of digits always parses, at worst to infinity.
		v, _ := strconv.ParseFloat(s, 64)
		if negative {
			v = -v
		}
		p.next()
		return ft.Kind.Float64ToBits(v), nil
	}
	switch tok.kind {
	case tokFloat:
		v, err := p.floatLiteralValue(tok, negative)
		if err != nil {
			return 0, err
		}
		p.next()
		return ft.Kind.Float64ToBits(v), nil
	case tokInteger:
		bits, err := p.floatFromIntegerLiteral(tok, negative, ft)
		if err != nil {
			return 0, err
		}
		p.next()
		return bits, nil
	case tokBareIdent:
		switch p.spelling() {
		case "inf":
			p.next()
			if negative {
				return ft.Kind.Float64ToBits(math.Inf(-1)), nil
			}
			return ft.Kind.Float64ToBits(math.Inf(1)), nil
		case "nan":
			p.next()
			return ft.Kind.Float64ToBits(math.NaN()), nil
		}
	}
	return 0, p.errorf("expected floating point literal")
}

// fusedLoc builds a fused location simplified as MLIR's FusedLoc::get does: nested fused
// locations with the same metadata are flattened, unknown and repeated locations dropped,
// and a single location without metadata stands for itself.
func fusedLoc(ctx *ir.Context, locs []ir.Location, meta ir.Attribute) ir.Location {
	var out []ir.Location
	add := func(l ir.Location) {
		for _, o := range out {
			if o == l {
				return
			}
		}
		out = append(out, l)
	}
	for _, l := range locs {
		if f, ok := l.(*ir.FusedLoc); ok && f.Metadata == meta {
			for _, s := range f.Locs {
				add(s)
			}
			continue
		}
		if _, unknown := l.(*ir.UnknownLoc); !unknown {
			add(l)
		}
	}
	switch {
	case len(out) == 0 && meta == nil:
		return ctx.UnknownLoc()
	case len(out) == 0:
		out = []ir.Location{ctx.UnknownLoc()}
	case len(out) == 1 && meta == nil:
		return out[0]
	}
	return ctx.FusedLoc(out, meta)
}

// wideDenseElements builds a dense attribute of integers wider than 64 bits from literal
// elements.
func (p *parser) wideDenseElements(elems []literalElem, st ir.ShapedType) (ir.Attribute, error) {
	elem := st.ElementType().(*ir.IntegerType)
	vals := make([]*big.Int, len(elems))
	for i, e := range elems {
		if e.tok.kind != tokInteger {
			return nil, p.errorAt(e.tok.start, "expected integer elements")
		}
		if e.negative && elem.Signedness == ir.Unsigned {
			return nil, p.errorAt(e.tok.start, "negative integer literal not valid for unsigned integer type")
		}
		a, ok := p.integerAttr(elem, p.src[e.tok.start:e.tok.end], e.negative)
		if !ok {
			return nil, p.errorAt(e.tok.start, "integer constant out of range for type")
		}
		if a.Big != nil {
			vals[i] = a.Big
		} else {
			vals[i] = big.NewInt(a.Value)
		}
	}
	return p.ctx.WideDenseElementsAttr(st, vals), nil
}

// wideFloatDenseElements builds a dense attribute of f80 or f128 from literal elements.
func (p *parser) wideFloatDenseElements(elems []literalElem, st ir.ShapedType, ft *ir.FloatType) (ir.Attribute, error) {
	vals := make([]*big.Int, len(elems))
	for i, e := range elems {
		enc, err := p.wideFloatElement(e, ft)
		if err != nil {
			return nil, err
		}
		vals[i] = enc
	}
	return p.ctx.WideDenseElementsAttr(st, vals), nil
}

// wideFloatElement converts one literal element to the encoding of an f80 or f128: a hex
// encoding (as APFloat reads and writes it back), or a decimal read as a float64 value (as MLIR
// reads it) and widened exactly.
func (p *parser) wideFloatElement(e literalElem, ft *ir.FloatType) (*big.Int, error) {
	switch e.tok.kind {
	case tokBareIdent:
		return nil, p.errorAt(e.tok.start, "expected floating-point elements, but parsed integer")
	case tokInteger:
		enc, err := p.wideFloatFromIntegerLiteral(e.tok, e.negative, ft)
		if err != nil {
			return nil, err
		}
		return ft.Kind.CanonicalEncoding(enc), nil
	}
	v, err := p.floatLiteralValue(e.tok, e.negative)
	if err != nil {
		return nil, err
	}
	return ft.Kind.Float64ToWide(v), nil
}

// wideDenseFromHex decodes a hex blob of integers wider than 64 bits, f80 or f128: each
// element little-endian in whole bytes; integers are sign-extended unless the type is
// unsigned, floats kept as they are.
func (p *parser) wideDenseFromHex(buf []byte, denseOff int, st ir.ShapedType) (ir.Attribute, error) {
	width := ir.IntOrFloatBitWidth(st.ElementType())
	size := (width + 7) / 8
	n := ir.NumElements(st.Shape())
	if int64(len(buf)) != int64(size)*n && len(buf) != size {
		return nil, p.errorAt(denseOff, "elements hex data size is invalid for provided type: %s", typeString(st))
	}
	vals := make([]*big.Int, len(buf)/size)
	for i := range vals {
		be := make([]byte, size)
		for j := 0; j < size; j++ {
			be[size-1-j] = buf[i*size+j]
		}
		v := new(big.Int).SetBytes(be)
		mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
		v.Mod(v, mod)
		if it, ok := st.ElementType().(*ir.IntegerType); ok && it.Signedness != ir.Unsigned && v.Bit(width-1) == 1 {
			v.Sub(v, mod)
		}
		vals[i] = v
	}
	return p.ctx.WideDenseElementsAttr(st, vals), nil
}
