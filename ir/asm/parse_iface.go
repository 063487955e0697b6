package asm

import (
	"fmt"
	"math"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// The parser is what dialect hooks (ir.AsmParser) and custom op parsers (ir.OpAsmParser)
// receive. Inside a custom op parser, the errors MLIR's OpAsmParser::emitError reports are
// prefixed with "custom op 'name' ", as MLIR does.
var _ ir.OpAsmParser = (*parser)(nil)

// Context returns the context.
func (p *parser) Context() *ir.Context { return p.ctx }

func (p *parser) prefixed(msg string) string {
	if p.custom != nil {
		return "custom op '" + p.custom.name + "' " + msg
	}
	return msg
}

// Errorf returns an error diagnostic at the current token.
func (p *parser) Errorf(format string, args ...any) error {
	return p.errorf("%s", p.prefixed(fmt.Sprintf(format, args...)))
}

// Pos returns the location of the current token.
func (p *parser) Pos() ir.Location { return p.newPos(p.tok.start) }

// SourceLoc implements ir.AsmParser.
func (p *parser) SourceLoc() ir.Location { return p.resolveLoc(p.Pos()) }

// ErrorfAt returns an error diagnostic at a location obtained from Pos.
func (p *parser) ErrorfAt(loc ir.Location, format string, args ...any) error {
	msg := p.prefixed(fmt.Sprintf(format, args...))
	if sp, ok := loc.(*srcPos); ok {
		return p.errorAt(sp.off, "%s", msg)
	}
	return ir.Errorf(loc, "%s", msg)
}

// ParseKeyword consumes the bare identifier kw.
func (p *parser) ParseKeyword(kw string) error {
	if p.consumeKeyword(kw) {
		return nil
	}
	return p.Errorf("expected '%s'", kw)
}

// ParseOptionalKeyword consumes kw if it is next.
func (p *parser) ParseOptionalKeyword(kw string) bool { return p.consumeKeyword(kw) }

// ParseKeywordIdent consumes any bare identifier and returns it.
func (p *parser) ParseKeywordIdent() (string, error) {
	if s, ok := p.ParseOptionalKeywordIdent(); ok {
		return s, nil
	}
	return "", p.Errorf("expected valid keyword")
}

// ParseOptionalKeywordIdent consumes a bare identifier if one is next.
func (p *parser) ParseOptionalKeywordIdent() (string, bool) {
	if p.tok.kind != tokBareIdent {
		return "", false
	}
	s := p.spelling()
	p.next()
	return s, true
}

// ParseKeywordOrString consumes a keyword or a string literal.
func (p *parser) ParseKeywordOrString() (string, error) {
	if s, ok := p.ParseOptionalKeywordIdent(); ok {
		return s, nil
	}
	if p.tok.kind == tokString {
		s := unquote(p.spelling())
		p.next()
		return s, nil
	}
	return "", p.Errorf("expected valid keyword or string")
}

// ParsePunct consumes the punctuation s.
func (p *parser) ParsePunct(s string) error {
	if p.ParseOptionalPunct(s) {
		return nil
	}
	return p.wrongTokenError("expected '%s'", s)
}

// ParseOptionalPunct consumes the punctuation s if it is next.
func (p *parser) ParseOptionalPunct(s string) bool {
	if !p.PeekPunct(s) {
		return false
	}
	if s == "!" {
		// `!` followed by an identifier lexes as one token; split it.
		p.prevEnd = p.tok.start + 1
		p.resetTo(p.tok.start + 1)
		return true
	}
	p.next()
	return true
}

// PeekPunct reports whether the next token is the punctuation s.
func (p *parser) PeekPunct(s string) bool {
	if s == "!" {
		return p.tok.kind == tokExclIdent
	}
	k, ok := punctKind(s)
	return ok && p.tok.kind == k
}

// PeekKeyword returns the next bare identifier without consuming it ("" if none).
func (p *parser) PeekKeyword() string {
	if p.tok.kind != tokBareIdent {
		return ""
	}
	return p.spelling()
}

// ParseInteger consumes an integer literal with an optional leading '-'.
func (p *parser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.Errorf("expected integer value")
	}
	return v, nil
}

// ParseOptionalInteger consumes an integer literal (or `true`/`false`, as MLIR) if one is
// next.
func (p *parser) ParseOptionalInteger() (int64, bool, error) {
	switch {
	case p.isKeyword("true"), p.isKeyword("false"):
		v := int64(0)
		if p.spelling() == "true" {
			v = 1
		}
		p.next()
		return v, true, nil
	case p.tok.kind == tokInteger:
	case p.tok.kind == tokMinus && p.peekKind() == tokInteger:
	default:
		return 0, false, nil
	}
	negative := p.consumeIf(tokMinus)
	s := p.spelling()
	base := 10
	if len(s) > 1 && s[1] == 'x' {
		base, s = 16, s[2:]
	}
	u, err := strconv.ParseUint(s, base, 64)
	if err != nil || u > math.MaxInt64 && !(negative && u == 1<<63) {
		return 0, false, p.Errorf("integer value too large")
	}
	p.next()
	if negative {
		return -int64(u), true, nil
	}
	return int64(u), true, nil
}

// peekKind returns the kind of the token after the current one.
func (p *parser) peekKind() tokenKind {
	l := p.lex
	return l.next().kind
}

// ParseFloat consumes a float or decimal integer literal (with optional '-'), a hex literal
// (the bits of an f64) or `inf`/`nan`.
func (p *parser) ParseFloat() (float64, error) {
	bits, err := p.parseFloatBits(p.ctx.F64(), true)
	if err != nil {
		return 0, err
	}
	return ir.F64.BitsToFloat64(bits), nil
}

// ParseFloatOfType parses a float literal (decimal or hex bits) for t and returns its
// encoding.
func (p *parser) ParseFloatOfType(t *ir.FloatType) (uint64, error) {
	return p.parseFloatBits(t, false)
}

// ParseString consumes a string literal and returns its value.
func (p *parser) ParseString() (string, error) {
	s, ok, err := p.ParseOptionalString()
	if err != nil {
		return "", err
	}
	if !ok {
		return "", p.Errorf("expected string")
	}
	return s, nil
}

// ParseOptionalString consumes a string literal if one is next.
func (p *parser) ParseOptionalString() (string, bool, error) {
	if p.tok.kind != tokString {
		return "", false, nil
	}
	s := unquote(p.spelling())
	p.next()
	return s, true, nil
}

// ParseType parses a type.
func (p *parser) ParseType() (ir.Type, error) { return p.parseType() }

// ParseOptionalType parses a type if one is next.
func (p *parser) ParseOptionalType() (ir.Type, bool, error) {
	if !p.isTypeStart() {
		return nil, false, nil
	}
	t, err := p.parseType()
	return t, err == nil, err
}

// ParseColonType parses `: type`.
func (p *parser) ParseColonType() (ir.Type, error) {
	if err := p.expect(tokColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseType()
}

// ParseAttribute parses an attribute; t is the type of a literal written without one.
func (p *parser) ParseAttribute(t ir.Type) (ir.Attribute, error) { return p.parseAttribute(t) }

// ParseOptionalAttribute parses an attribute if one is next.
func (p *parser) ParseOptionalAttribute(t ir.Type) (ir.Attribute, bool, error) {
	if !p.isAttrStart() {
		return nil, false, nil
	}
	a, err := p.parseAttribute(t)
	return a, err == nil, err
}

// ParseOptionalAttrDict parses `{...}` if next.
func (p *parser) ParseOptionalAttrDict() ([]ir.NamedAttribute, error) {
	if p.tok.kind != tokLBrace {
		return nil, nil
	}
	return p.parseAttributeDict()
}

// ParseSymbolName parses `@name` and returns name.
func (p *parser) ParseSymbolName() (string, error) {
	if s, ok := p.ParseOptionalSymbolName(); ok {
		return s, nil
	}
	return "", p.Errorf("expected valid '@'-identifier for symbol name")
}

// ParseOptionalSymbolName parses `@name` if next.
func (p *parser) ParseOptionalSymbolName() (string, bool) {
	if p.tok.kind != tokAtIdent {
		return "", false
	}
	s := p.symbolName()
	p.next()
	return s, true
}

// ParseDimensionList parses a `4x?x8x` prefix of a shaped type.
func (p *parser) ParseDimensionList(allowDynamic bool) ([]int64, error) {
	return p.parseDimensionListRanked(allowDynamic, true)
}

// ParseCommaSeparatedList parses elements with fn inside delim.
func (p *parser) ParseCommaSeparatedList(delim ir.Delimiter, fn func() error) error {
	return p.parseCommaList(delim, "", fn)
}

// ParseOperand parses `%name` or `%name#N`.
func (p *parser) ParseOperand() (ir.UnresolvedOperand, error) { return p.parseSSAUse(true) }

// ParseOptionalOperand parses an operand if one is next.
func (p *parser) ParseOptionalOperand() (ir.UnresolvedOperand, bool, error) {
	if p.tok.kind != tokPercentIdent {
		return ir.UnresolvedOperand{}, false, nil
	}
	u, err := p.parseSSAUse(true)
	return u, err == nil, err
}

// ParseOperandList parses operands separated by commas inside delim.
func (p *parser) ParseOperandList(delim ir.Delimiter) ([]ir.UnresolvedOperand, error) {
	if delim == ir.DelimNone && p.tok.kind != tokPercentIdent {
		return nil, nil
	}
	var us []ir.UnresolvedOperand
	err := p.parseCommaList(delim, " in operand list", func() error {
		u, err := p.parseSSAUse(true)
		if us == nil {
			// Most lists are short: one allocation for them.
			us = make([]ir.UnresolvedOperand, 0, 4)
		}
		us = append(us, u)
		return err
	})
	return us, err
}

// ResolveOperand resolves an operand with its type; forward references are allowed.
func (p *parser) ResolveOperand(u ir.UnresolvedOperand, t ir.Type) (*ir.Value, error) {
	off := p.offsetOf(u.Loc, p.tok.start)
	v, err := p.resolveValue(u.Name, u.Number, off, t)
	if err != nil {
		if _, mine := u.Loc.(*srcPos); !mine && u.Loc != nil {
			if d, ok := err.(*ir.Diagnostic); ok {
				d.Loc = u.Loc
			}
		}
		return nil, err
	}
	return v, nil
}

// ResolveOperands resolves operands with their types.
func (p *parser) ResolveOperands(us []ir.UnresolvedOperand, ts []ir.Type) ([]*ir.Value, error) {
	if len(us) != len(ts) {
		return nil, p.Errorf("%d operands present, but expected %d", len(us), len(ts))
	}
	vs := make([]*ir.Value, len(us))
	for i, u := range us {
		v, err := p.ResolveOperand(u, ts[i])
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

// ParseArgument parses a region argument `%x : type {attrs} loc(...)`.
func (p *parser) ParseArgument(allowType, allowAttrs bool) (ir.Argument, error) {
	var a ir.Argument
	u, err := p.parseSSAUse(false)
	if err != nil {
		return a, err
	}
	a.Operand = u
	if allowType {
		if a.Type, err = p.ParseColonType(); err != nil {
			return a, err
		}
	}
	if allowAttrs {
		if a.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
			return a, err
		}
	}
	a.Loc, err = p.ParseOptionalLocationSpecifier()
	return a, err
}

// ParseOptionalArgument parses an argument if `%` is next.
func (p *parser) ParseOptionalArgument(allowType, allowAttrs bool) (ir.Argument, bool, error) {
	if p.tok.kind != tokPercentIdent {
		return ir.Argument{}, false, nil
	}
	a, err := p.ParseArgument(allowType, allowAttrs)
	return a, err == nil, err
}

// ParseArgumentList parses arguments inside delim.
func (p *parser) ParseArgumentList(delim ir.Delimiter, allowType, allowAttrs bool) ([]ir.Argument, error) {
	if delim == ir.DelimNone && p.tok.kind != tokPercentIdent {
		return nil, nil
	}
	var as []ir.Argument
	err := p.parseCommaList(delim, " in argument list", func() error {
		a, err := p.ParseArgument(allowType, allowAttrs)
		as = append(as, a)
		return err
	})
	return as, err
}

// ParseRegion parses `{ ... }` into r with the given entry arguments; enableNameShadowing
// starts an isolated name scope, so the arguments may reuse outer names.
func (p *parser) ParseRegion(r *ir.Region, args []ir.Argument, enableNameShadowing bool) error {
	saved := p.custom
	p.custom = nil
	err := p.parseRegion(r, args, enableNameShadowing)
	p.custom = saved
	return err
}

// ParseOptionalRegion parses a region if `{` is next.
func (p *parser) ParseOptionalRegion(r *ir.Region, args []ir.Argument, enableNameShadowing bool) (bool, error) {
	if p.tok.kind != tokLBrace {
		return false, nil
	}
	return true, p.ParseRegion(r, args, enableNameShadowing)
}

// ParseSuccessor parses `^bb`.
func (p *parser) ParseSuccessor() (*ir.Block, error) { return p.parseSuccessor() }

// ParseOptionalSuccessor parses a successor if `^` is next.
func (p *parser) ParseOptionalSuccessor() (*ir.Block, bool, error) {
	if p.tok.kind != tokCaretIdent {
		return nil, false, nil
	}
	b, err := p.parseSuccessor()
	return b, err == nil, err
}

// ParseSuccessorAndUseList parses `^bb(%a, %b : t1, t2)`.
func (p *parser) ParseSuccessorAndUseList() (*ir.Block, []*ir.Value, error) {
	b, err := p.parseSuccessor()
	if err != nil || !p.consumeIf(tokLParen) {
		return b, nil, err
	}
	var vs []*ir.Value
	if p.tok.kind == tokPercentIdent {
		us, err := p.ParseOperandList(ir.DelimNone)
		if err != nil {
			return nil, nil, err
		}
		if err := p.expect(tokColon, "expected ':' in operand list"); err != nil {
			return nil, nil, err
		}
		ts, err := p.parseTypeListNoParens()
		if err != nil {
			return nil, nil, err
		}
		if len(us) != len(ts) {
			return nil, nil, p.errorf("expected %d types to match operand list", len(us))
		}
		if vs, err = p.ResolveOperands(us, ts); err != nil {
			return nil, nil, err
		}
	}
	return b, vs, p.expect(tokRParen, "expected ')'")
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` if next.
func (p *parser) ParseOptionalAttrDictWithKeyword() ([]ir.NamedAttribute, error) {
	if !p.consumeKeyword("attributes") {
		return nil, nil
	}
	if p.tok.kind != tokLBrace {
		return nil, p.wrongTokenError("expected '{' in attribute dictionary")
	}
	return p.parseAttributeDict()
}

// ParseOptionalLocationSpecifier parses `loc(...)` if next.
func (p *parser) ParseOptionalLocationSpecifier() (ir.Location, error) {
	loc, _, err := p.parseTrailingLoc(nil, nil)
	return loc, err
}

// ParseColonTypeList parses `: t1, t2`.
func (p *parser) ParseColonTypeList() ([]ir.Type, error) {
	if err := p.expect(tokColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseTypeListNoParens()
}

// ParseOptionalArrowTypeList parses `-> t` or `-> (t1, t2)` if next.
func (p *parser) ParseOptionalArrowTypeList() ([]ir.Type, error) {
	if !p.consumeIf(tokArrow) {
		return nil, nil
	}
	return p.parseFunctionResultTypes()
}

// ParseFunctionalType parses `(t1, t2) -> results`.
func (p *parser) ParseFunctionalType() (*ir.FunctionType, error) {
	if p.tok.kind != tokLParen {
		return nil, p.wrongTokenError("expected '('")
	}
	return p.parseFunctionType()
}

// ParseGenericOperationAfterName parses the rest of a generic op after its name into st.
func (p *parser) ParseGenericOperationAfterName(st *ir.OperationState) error {
	saved := p.custom
	p.custom = nil
	err := p.parseGenericOperationAfterName(st)
	p.custom = saved
	return err
}

// NumResults returns the number of results the op being parsed was declared with.
func (p *parser) NumResults() int {
	if p.custom == nil {
		return 0
	}
	n := 0
	for _, r := range p.custom.results {
		n += r.count
	}
	return n
}

// ResultName returns the SSA name declared for result i (without '%'), or "".
func (p *parser) ResultName(i int) string {
	if p.custom == nil {
		return ""
	}
	for _, r := range p.custom.results {
		if i < r.count {
			return r.name
		}
		i -= r.count
	}
	return ""
}
