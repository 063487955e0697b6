package asm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// maxIntegerWidth is MLIR's IntegerType::kMaxWidth.
const maxIntegerWidth = 1<<24 - 1

// isTypeStart reports whether the current token can start a type.
func (p *parser) isTypeStart() bool {
	switch p.tok.kind {
	case tokLParen, tokExclIdent:
		return true
	case tokBareIdent:
		s := p.spelling()
		switch s {
		case "memref", "tensor", "complex", "tuple", "vector", "index", "none":
			return true
		}
		if _, ok := intTypeWidth(s); ok {
			return true
		}
		_, ok := floatKind(s)
		return ok
	}
	return false
}

// parseType parses a function or non-function type. Printed IR repeats the same types many
// times, so types are memoized by their source text.
//
//	type ::= function-type | non-function-type
func (p *parser) parseType() (ir.Type, error) {
	if p.tok.kind == tokBareIdent && isScalarTypeName(p.spelling()) {
		// Builtin scalars are quicker to read than to look up.
		return p.parseNonFunctionType()
	}
	start := p.tok.start
	end := p.typeSpanEnd(start)
	if end <= start {
		return p.parseTypeUncached()
	}
	key := p.src[start:end]
	if t, ok := p.typeCache[key]; ok {
		p.skipTo(end)
		return t, nil
	}
	t, err := p.parseTypeUncached()
	if err == nil && p.prevEnd == end {
		p.typeCache[key] = t
	}
	return t, err
}

// isScalarTypeName reports whether s names a builtin scalar type (`index`, `f32`, `i8`).
func isScalarTypeName(s string) bool {
	if s == "index" {
		return true
	}
	if _, ok := floatKind(s); ok {
		return true
	}
	_, ok := intTypeWidth(s)
	return ok
}

func (p *parser) parseTypeUncached() (ir.Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	if p.tok.kind == tokLParen {
		return p.parseFunctionType()
	}
	return p.parseNonFunctionType()
}

// skipTo moves the parser to offset end, as if the tokens before it were consumed.
func (p *parser) skipTo(end int) {
	p.resetTo(end)
	p.prevEnd = end
}

// skipSpace returns the offset of the first non-blank byte at or after off.
func (p *parser) skipSpace(off int) int {
	for off < len(p.src) && (p.src[off] == ' ' || p.src[off] == '\t' || p.src[off] == '\n' || p.src[off] == '\r') {
		off++
	}
	return off
}

// typeSpanEnd returns where the type spelled at off ends, judged by brackets alone, or -1.
// It only delimits memoization keys; parsing decides what the text means.
func (p *parser) typeSpanEnd(off int) int {
	src := p.src
	if off < len(src) && src[off] == '(' {
		// A function type: `(inputs) -> (results)` or `(inputs) -> result`.
		end := p.scanBalanced(off)
		if end < 0 {
			return -1
		}
		i := p.skipSpace(end)
		if !strings.HasPrefix(src[i:], "->") {
			return -1
		}
		off = p.skipSpace(i + 2)
		if off < len(src) && src[off] == '(' {
			return p.scanBalanced(off)
		}
	}
	if off >= len(src) {
		return -1
	}
	i := off
	if src[i] == '!' {
		i++
	}
	for i < len(src) && isSuffixIdentChar(src[i]) {
		i++
	}
	if i == off || (i == off+1 && src[off] == '!') {
		return -1
	}
	if i < len(src) && src[i] == '<' {
		return p.scanBalanced(i)
	}
	return i
}

// parseFunctionType parses `(inputs) -> results`.
func (p *parser) parseFunctionType() (*ir.FunctionType, error) {
	inputs, err := p.parseTypeListParens()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokArrow, "expected '->' in function type"); err != nil {
		return nil, err
	}
	results, err := p.parseFunctionResultTypes()
	if err != nil {
		return nil, err
	}
	return p.ctx.FunctionType(inputs, results), nil
}

// parseFunctionResultTypes parses `(t1, t2)` or a single non-function type.
func (p *parser) parseFunctionResultTypes() ([]ir.Type, error) {
	if p.tok.kind == tokLParen {
		return p.parseTypeListParens()
	}
	t, err := p.parseNonFunctionType()
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// parseTypeListParens parses `()` or `(t1, t2, ...)`.
func (p *parser) parseTypeListParens() ([]ir.Type, error) {
	if err := p.expect(tokLParen, "expected '('"); err != nil {
		return nil, err
	}
	if p.consumeIf(tokRParen) {
		return nil, nil
	}
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	return ts, p.expect(tokRParen, "expected ')'")
}

// parseTypeListNoParens parses `t1 (, t2)*`.
func (p *parser) parseTypeListNoParens() ([]ir.Type, error) {
	var ts []ir.Type
	for {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !p.consumeIf(tokComma) {
			return ts, nil
		}
	}
}

// intTypeWidth decodes `iN`, `siN` and `uiN` spellings.
func intTypeWidth(s string) (ir.Signedness, bool) {
	sign := ir.Signless
	switch {
	case len(s) > 1 && s[0] == 'i':
		s = s[1:]
	case len(s) > 2 && s[1] == 'i' && (s[0] == 's' || s[0] == 'u'):
		sign = ir.Signed
		if s[0] == 'u' {
			sign = ir.Unsigned
		}
		s = s[2:]
	default:
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
	}
	return sign, true
}

// floatKind returns the float kind spelled s.
func floatKind(s string) (ir.FloatKind, bool) {
	switch s {
	case "f16":
		return ir.F16, true
	case "f32":
		return ir.F32, true
	case "bf16":
		return ir.BF16, true
	case "f64":
		return ir.F64, true
	}
	if len(s) < 3 || (s[0] != 'f' && s[0] != 't') {
		return 0, false
	}
	return ir.FloatKindByName(s)
}

// parseNonFunctionType parses every type but function types.
func (p *parser) parseNonFunctionType() (ir.Type, error) {
	switch p.tok.kind {
	case tokExclIdent:
		return p.parseExtendedType()
	case tokBareIdent:
	default:
		return nil, p.wrongTokenError("expected non-function type")
	}
	s := p.spelling()
	switch s {
	case "memref":
		return p.parseMemRefType()
	case "tensor":
		return p.parseTensorType()
	case "complex":
		return p.parseComplexType()
	case "tuple":
		return p.parseTupleType()
	case "vector":
		return p.parseVectorType()
	case "index":
		p.next()
		return p.ctx.IndexType(), nil
	case "none":
		p.next()
		return p.ctx.NoneType(), nil
	}
	if k, ok := floatKind(s); ok {
		p.next()
		return p.ctx.FloatType(k), nil
	}
	if sign, ok := intTypeWidth(s); ok {
		digits := s[1:]
		if sign != ir.Signless {
			digits = s[2:]
		}
		w, err := strconv.ParseUint(digits, 10, 32)
		if err != nil {
			return nil, p.errorf("invalid integer width")
		}
		if w > maxIntegerWidth {
			return nil, p.errorf("integer bitwidth is limited to %d bits", maxIntegerWidth)
		}
		p.next()
		return p.ctx.IntegerTypeWithSignedness(int(w), sign), nil
	}
	return nil, p.wrongTokenError("expected non-function type")
}

// maxKeyLen bounds the memoization keys: longer texts are rare, and scanning for their end
// at every nesting level of deeply nested input would take quadratic time.
const maxKeyLen = 4096

// scanBalanced returns the offset just past the bracket that closes the one at off,
// skipping string literals and `->` arrows, or -1 when brackets do not balance within
// maxKeyLen bytes.
func (p *parser) scanBalanced(off int) int {
	end, _ := p.scanBalancedBody(off, min(len(p.src), off+maxKeyLen))
	return end
}

// scanBalancedBody is scanBalanced up to offset limit that also returns, on failure, the
// opening bracket left unbalanced.
func (p *parser) scanBalancedBody(off, limit int) (int, byte) {
	src := p.src[:limit]
	var buf [16]byte
	stack := buf[:0]
	for i := off; i < len(src); i++ {
		switch c := src[i]; c {
		case '<', '(', '[', '{':
			stack = append(stack, c)
		case '>', ')', ']', '}':
			if c == '>' && i > off && src[i-1] == '-' {
				continue
			}
			if len(stack) == 0 {
				return -1, 0
			}
			open := stack[len(stack)-1]
			if c != closing(open) {
				return -1, open
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1, 0
			}
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		}
	}
	if len(stack) == 0 {
		return -1, 0
	}
	return -1, stack[len(stack)-1]
}

func closing(open byte) byte {
	switch open {
	case '<':
		return '>'
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

// parseXInDimensionList consumes the `x` of a dimension list, splitting tokens like `xf32`.
func (p *parser) parseXInDimensionList() error {
	if p.tok.kind != tokBareIdent || p.src[p.tok.start] != 'x' {
		return p.wrongTokenError("expected 'x' in dimension list")
	}
	if p.tok.end-p.tok.start != 1 {
		p.prevEnd = p.tok.start + 1
		p.resetTo(p.tok.start + 1)
		return nil
	}
	p.next()
	return nil
}

// parseIntegerInDimensionList parses one static dimension; `0xf32` is `0`, `x`, `f32`.
func (p *parser) parseIntegerInDimensionList() (int64, error) {
	s := p.spelling()
	if len(s) > 1 && s[1] == 'x' {
		p.prevEnd = p.tok.start + 1
		p.resetTo(p.tok.start + 1)
		return 0, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, p.errorf("invalid dimension")
	}
	p.next()
	return v, nil
}

// parseDimensionListRanked parses `4x?x8` (withTrailingX false) or `4x?x8x`.
func (p *parser) parseDimensionListRanked(allowDynamic, withTrailingX bool) ([]int64, error) {
	dims := make([]int64, 0, 4)
	parseDim := func() error {
		if p.tok.kind == tokQuestion {
			if !allowDynamic {
				return p.errorf("expected static shape")
			}
			p.next()
			dims = append(dims, ir.Dynamic)
			return nil
		}
		v, err := p.parseIntegerInDimensionList()
		dims = append(dims, v)
		return err
	}
	if withTrailingX {
		for p.tok.kind == tokInteger || p.tok.kind == tokQuestion {
			if err := parseDim(); err != nil {
				return nil, err
			}
			if err := p.parseXInDimensionList(); err != nil {
				return nil, err
			}
		}
		return dims, nil
	}
	if p.tok.kind == tokInteger || p.tok.kind == tokQuestion {
		if err := parseDim(); err != nil {
			return nil, err
		}
		for p.tok.kind == tokBareIdent && p.src[p.tok.start] == 'x' {
			if err := p.parseXInDimensionList(); err != nil {
				return nil, err
			}
			if err := parseDim(); err != nil {
				return nil, err
			}
		}
	}
	return dims, nil
}

func isValidElementType(t ir.Type) bool {
	switch t.(type) {
	case *ir.FunctionType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.NoneType:
		return false
	}
	return true
}

// parseTensorType parses `tensor<4x?xf32, #enc>` and `tensor<*xf32>`.
func (p *parser) parseTensorType() (ir.Type, error) {
	p.next()
	if err := p.expect(tokLess, "expected '<' in tensor type"); err != nil {
		return nil, err
	}
	unranked := p.consumeIf(tokStar)
	var dims []int64
	var err error
	if unranked {
		err = p.parseXInDimensionList()
	} else {
		dims, err = p.parseDimensionListRanked(true, true)
	}
	if err != nil {
		return nil, err
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	var enc ir.Attribute
	if p.consumeIf(tokComma) {
		if enc, err = p.parseAttribute(nil); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tokGreater, "expected '>' in tensor type"); err != nil {
		return nil, err
	}
	if !isValidElementType(elem) {
		return nil, p.errorAt(elemOff, "invalid tensor element type")
	}
	if unranked {
		if enc != nil {
			return nil, p.errorf("cannot apply encoding to unranked tensor")
		}
		return p.ctx.UnrankedTensorType(elem), nil
	}
	return p.ctx.RankedTensorType(dims, elem, enc), nil
}

// parseMemRefType parses `memref<4x?xf32, layout, space>` (ranked memrefs only).
func (p *parser) parseMemRefType() (ir.Type, error) {
	p.next()
	if err := p.expect(tokLess, "expected '<' in memref type"); err != nil {
		return nil, err
	}
	if p.tok.kind == tokStar {
		return nil, p.errorf("unranked memref types are not supported")
	}
	dims, err := p.parseDimensionListRanked(true, true)
	if err != nil {
		return nil, err
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *ir.FunctionType, *ir.NoneType, *ir.RankedTensorType, *ir.UnrankedTensorType:
		return nil, p.errorAt(elemOff, "invalid memref element type")
	}
	var layout, space ir.Attribute
	if !p.consumeIf(tokGreater) {
		if err := p.expect(tokComma, "expected ',' or '>' in memref type"); err != nil {
			return nil, err
		}
		err := p.parseListUntilNonEmpty(tokGreater, func() error {
			a, err := p.parseAttribute(nil)
			if err != nil {
				return err
			}
			if space != nil {
				return p.errorf("multiple memory spaces specified in memref type")
			}
			// Integer and dialect attributes are memory spaces; anything else a layout.
			switch a.(type) {
			case *ir.IntegerAttr, *ir.StringAttr, *ir.OpaqueAttr, ir.DialectAttr:
				space = a
			default:
				if layout != nil {
					return p.errorf("expected memory space to be last in memref type")
				}
				layout = a
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return p.ctx.MemRefType(dims, elem, layout, space), nil
}

// parseListUntilNonEmpty is parseListUntil where an empty list is an error.
func (p *parser) parseListUntilNonEmpty(right tokenKind, elem func() error) error {
	if p.tok.kind == right {
		return p.wrongTokenError("expected list element")
	}
	return p.parseListUntil(right, elem)
}

// parseComplexType parses `complex<f32>`.
func (p *parser) parseComplexType() (ir.Type, error) {
	p.next()
	if err := p.expect(tokLess, "expected '<' in complex type"); err != nil {
		return nil, err
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' in complex type"); err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *ir.FloatType, *ir.IntegerType:
	default:
		return nil, p.errorAt(elemOff, "invalid element type for complex")
	}
	return p.ctx.ComplexType(elem), nil
}

// parseTupleType parses `tuple<>` and `tuple<t1, t2>`.
func (p *parser) parseTupleType() (ir.Type, error) {
	p.next()
	if err := p.expect(tokLess, "expected '<' in tuple type"); err != nil {
		return nil, err
	}
	if p.consumeIf(tokGreater) {
		return p.ctx.TupleType(nil), nil
	}
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' in tuple type"); err != nil {
		return nil, err
	}
	return p.ctx.TupleType(ts), nil
}

// parseVectorType parses `vector<4x[8]xf32>`.
func (p *parser) parseVectorType() (ir.Type, error) {
	typeOff := p.tok.start
	p.next()
	if err := p.expect(tokLess, "expected '<' in vector type"); err != nil {
		return nil, err
	}
	var dims []int64
	var scalable []bool
	for p.tok.kind == tokInteger || p.tok.kind == tokLSquare {
		sc := p.consumeIf(tokLSquare)
		if p.tok.kind != tokInteger {
			return nil, p.wrongTokenError("expected integer value")
		}
		v, err := p.parseIntegerInDimensionList()
		if err != nil {
			return nil, err
		}
		if sc && !p.consumeIf(tokRSquare) {
			return nil, p.errorf("missing ']' closing scalable dimension")
		}
		dims, scalable = append(dims, v), append(scalable, sc)
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	}
	for _, d := range dims {
		if d <= 0 {
			return nil, p.errorAt(typeOff, "vector types must have positive constant sizes but got %s", dimList(dims))
		}
	}
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' in vector type"); err != nil {
		return nil, err
	}
	switch elem.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
	default:
		return nil, p.errorAt(typeOff, "failed to verify 'elementType': VectorElementTypeInterface instance")
	}
	return p.ctx.VectorType(dims, elem, scalable), nil
}

func dimList(dims []int64) string {
	var b strings.Builder
	for i, d := range dims {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(d, 10))
	}
	return b.String()
}

// dialectSymbol is the extent of a dialect type or attribute: `!ns.body` or `#ns.body`
// (the pretty form, whose body is a mnemonic with an optional `<...>`) or `!ns<body>` and
// `#ns<body>` (the verbose form).
type dialectSymbol struct {
	ns                 string
	bodyStart, bodyEnd int
	// end is where the symbol ends: bodyEnd, or past the `>` of the verbose form.
	end     int
	verbose bool
}

// isVerboseDialectSymbol reports whether the current `!ident` or `#ident` token without a
// dot starts the verbose form of a dialect symbol (is directly followed by `<`) rather than
// naming an alias.
func (p *parser) isVerboseDialectSymbol() bool {
	return p.tok.end < len(p.src) && p.src[p.tok.end] == '<'
}

// dialectSymbolExtent delimits the dialect symbol at the current token.
func (p *parser) dialectSymbolExtent() (dialectSymbol, error) {
	ident := p.spelling()[1:]
	dot := strings.IndexByte(ident, '.')
	if dot < 0 {
		lt := p.tok.end
		end, open := p.scanBalancedBody(lt, len(p.src))
		if end < 0 {
			return dialectSymbol{}, p.errorAt(lt, "unbalanced '%c' character in pretty dialect name", open)
		}
		return dialectSymbol{ns: ident, bodyStart: lt + 1, bodyEnd: end - 1, end: end, verbose: true}, nil
	}
	sym := dialectSymbol{ns: ident[:dot], bodyStart: p.tok.start + 2 + dot, bodyEnd: p.tok.end}
	if sym.bodyEnd < len(p.src) && p.src[sym.bodyEnd] == '<' {
		end, open := p.scanBalancedBody(sym.bodyEnd, len(p.src))
		if end < 0 {
			return dialectSymbol{}, p.errorAt(sym.bodyEnd, "unbalanced '%c' character in pretty dialect name", open)
		}
		sym.bodyEnd = end
	}
	sym.end = sym.bodyEnd
	return sym, nil
}

// runDialectHook positions the parser at the body of sym and runs parse (a dialect's type
// or attribute hook, which reads errors without the custom op prefix); for the verbose form
// it then consumes the closing `>`.
func (p *parser) runDialectHook(sym dialectSymbol, parse func() error) error {
	p.resetTo(sym.bodyStart)
	saved := p.custom
	p.custom = nil
	err := parse()
	p.custom = saved
	if err != nil || !sym.verbose {
		return err
	}
	if p.tok.kind != tokGreater || p.tok.start != sym.bodyEnd {
		return p.errorf("expected '>' to close the dialect symbol")
	}
	p.next()
	return nil
}

// parseExtendedType parses `!alias` or a dialect type `!ns.body` or `!ns<body>`.
func (p *parser) parseExtendedType() (ir.Type, error) {
	tokStart := p.tok.start
	ident := p.spelling()[1:]
	if !strings.Contains(ident, ".") && !p.isVerboseDialectSymbol() {
		t, ok := p.typeAliases[ident]
		p.next()
		if !ok {
			return nil, p.errorf("undefined symbol alias id '%s'", ident)
		}
		return t, nil
	}
	sym, err := p.dialectSymbolExtent()
	if err != nil {
		return nil, err
	}
	d := p.ctx.Dialect(sym.ns)
	if d != nil && d.ParseType == nil {
		return nil, p.errorAt(sym.bodyStart, "dialect '%s' provides no type parsing hook", sym.ns)
	}
	if d == nil {
		body := p.src[sym.bodyStart:sym.bodyEnd]
		if !p.ctx.AllowUnregistered {
			return nil, p.errorAt(sym.bodyStart, "`!\"%s\"<\"%s\">` type created with unregistered dialect. %s",
				sym.ns, body, unregisteredHint)
		}
		p.skipTo(sym.end)
		return p.ctx.OpaqueType(sym.ns, body), nil
	}
	var t ir.Type
	err = p.runDialectHook(sym, func() (err error) {
		t, err = d.ParseType(p)
		return err
	})
	if err != nil {
		return nil, err
	}
	if t == nil {
		return nil, p.errorAt(tokStart, "failed to parse type '%s'", p.src[tokStart:sym.end])
	}
	return t, nil
}
