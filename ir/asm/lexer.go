// Package asm reads and writes the textual form of the IR: MLIR's generic and custom op
// syntax, builtin types and attributes, aliases, locations and resource blocks.
package asm

// tokenKind is the kind of a lexed token.
type tokenKind uint8

// Token kinds. Keywords are bare identifiers; the parser compares their spelling.
const (
	tokEOF           tokenKind = iota
	tokError                   // a lexical error; the lexer recorded the message
	tokBareIdent               // foo, i32, tensor, tt.load
	tokAtIdent                 // @sym, @"quoted"
	tokHashIdent               // #alias, #dialect.attr
	tokPercentIdent            // %0, %arg0
	tokCaretIdent              // ^bb0
	tokExclIdent               // !alias, !dialect.type
	tokInteger                 // 42, 0x2A
	tokFloat                   // 1.5, 2.0e-3
	tokString                  // "text"
	tokColon                   // :
	tokComma                   // ,
	tokEllipsis                // ...
	tokLParen                  // (
	tokRParen                  // )
	tokLBrace                  // {
	tokRBrace                  // }
	tokLSquare                 // [
	tokRSquare                 // ]
	tokLess                    // <
	tokGreater                 // >
	tokEqual                   // =
	tokPlus                    // +
	tokStar                    // *
	tokMinus                   // -
	tokArrow                   // ->
	tokQuestion                // ?
	tokVBar                    // |
	tokFileMetaBegin           // {-#
	tokFileMetaEnd             // #-}
)

// tokenSpelling is the fixed spelling of punctuation tokens, for messages and ParsePunct.
var tokenSpelling = [...]string{
	tokColon: ":", tokComma: ",", tokEllipsis: "...", tokLParen: "(", tokRParen: ")",
	tokLBrace: "{", tokRBrace: "}", tokLSquare: "[", tokRSquare: "]", tokLess: "<",
	tokGreater: ">", tokEqual: "=", tokPlus: "+", tokStar: "*", tokMinus: "-", tokArrow: "->",
	tokQuestion: "?", tokVBar: "|", tokFileMetaBegin: "{-#", tokFileMetaEnd: "#-}",
}

// punctKind maps a punctuation spelling to its token kind.
func punctKind(s string) (tokenKind, bool) {
	for k := tokColon; k <= tokFileMetaEnd; k++ {
		if tokenSpelling[k] == s {
			return k, true
		}
	}
	return 0, false
}

// token is a lexed token: its kind and its byte range in the source.
type token struct {
	kind       tokenKind
	start, end int
}

// lexer splits MLIR source text into tokens. It works on byte offsets and never allocates.
type lexer struct {
	src string
	pos int
	// errMsg and errOff describe the last lexical error (a tokError token).
	errMsg string
	errOff int
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isHexDigit(c byte) bool {
	return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f')
}

// isBareIdentChar reports whether c may continue a bare or @ identifier.
func isBareIdentChar(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.'
}

// isSuffixIdentChar reports whether c may continue a %, #, ! or ^ identifier.
func isSuffixIdentChar(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.' || c == '-'
}

// at returns the byte at offset i, or 0 past the end (MLIR's buffers end in a NUL).
func (l *lexer) at(i int) byte {
	if i < len(l.src) {
		return l.src[i]
	}
	return 0
}

func (l *lexer) fail(off int, msg string) token {
	l.errMsg, l.errOff = msg, off
	return token{kind: tokError, start: off, end: off}
}

// next lexes the token at the current position.
func (l *lexer) next() token {
	for {
		start := l.pos
		if start >= len(l.src) {
			return token{kind: tokEOF, start: len(l.src), end: len(l.src)}
		}
		c := l.src[start]
		l.pos++
		tok := func(k tokenKind) token { return token{kind: k, start: start, end: l.pos} }
		switch c {
		case ' ', '\t', '\n', '\r', 0:
			continue
		case ':':
			return tok(tokColon)
		case ',':
			return tok(tokComma)
		case '.':
			if l.at(l.pos) != '.' || l.at(l.pos+1) != '.' {
				return l.fail(l.pos, "expected three consecutive dots for an ellipsis")
			}
			l.pos += 2
			return tok(tokEllipsis)
		case '(':
			return tok(tokLParen)
		case ')':
			return tok(tokRParen)
		case '{':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '#' {
				l.pos += 2
				return tok(tokFileMetaBegin)
			}
			return tok(tokLBrace)
		case '}':
			return tok(tokRBrace)
		case '[':
			return tok(tokLSquare)
		case ']':
			return tok(tokRSquare)
		case '<':
			return tok(tokLess)
		case '>':
			return tok(tokGreater)
		case '=':
			return tok(tokEqual)
		case '+':
			return tok(tokPlus)
		case '*':
			return tok(tokStar)
		case '?':
			return tok(tokQuestion)
		case '|':
			return tok(tokVBar)
		case '-':
			if l.at(l.pos) == '>' {
				l.pos++
				return tok(tokArrow)
			}
			return tok(tokMinus)
		case '/':
			if l.at(l.pos) == '/' {
				l.skipComment()
				continue
			}
			return l.fail(start, "unexpected character")
		case '@':
			return l.lexAtIdent(start)
		case '#':
			if l.at(l.pos) == '-' && l.at(l.pos+1) == '}' {
				l.pos += 2
				return tok(tokFileMetaEnd)
			}
			return l.lexPrefixed(start, tokHashIdent, "invalid attribute name")
		case '!':
			return l.lexPrefixed(start, tokExclIdent, "invalid type identifier")
		case '^':
			return l.lexPrefixed(start, tokCaretIdent, "invalid block name")
		case '%':
			return l.lexPrefixed(start, tokPercentIdent, "invalid SSA name")
		case '"':
			return l.lexString(start)
		}
		if isDigit(c) {
			return l.lexNumber(start)
		}
		if isAlpha(c) || c == '_' {
			for l.pos < len(l.src) && isBareIdentChar(l.src[l.pos]) {
				l.pos++
			}
			return tok(tokBareIdent)
		}
		return l.fail(start, "unexpected character")
	}
}

func (l *lexer) skipComment() {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		l.pos++
		if c == '\n' || c == '\r' {
			return
		}
	}
}

func (l *lexer) lexAtIdent(start int) token {
	c := l.at(l.pos)
	l.pos++
	if c == '"' {
		t := l.lexString(l.pos - 1)
		if t.kind == tokError {
			return t
		}
		return token{kind: tokAtIdent, start: start, end: l.pos}
	}
	if !isAlpha(c) && c != '_' {
		return l.fail(l.pos-1, "@ identifier expected to start with letter or '_'")
	}
	for l.pos < len(l.src) && isBareIdentChar(l.src[l.pos]) {
		l.pos++
	}
	return token{kind: tokAtIdent, start: start, end: l.pos}
}

func (l *lexer) lexPrefixed(start int, kind tokenKind, errMsg string) token {
	c := l.at(l.pos)
	switch {
	case isDigit(c):
		for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
			l.pos++
		}
	case isAlpha(c) || c == '$' || c == '.' || c == '_' || c == '-':
		for l.pos < len(l.src) && isSuffixIdentChar(l.src[l.pos]) {
			l.pos++
		}
	default:
		return l.fail(l.pos-1, errMsg)
	}
	return token{kind: kind, start: start, end: l.pos}
}

func (l *lexer) lexNumber(start int) token {
	if l.src[start] == '0' && l.at(l.pos) == 'x' {
		// `0xi32` is the integer 0 followed by the identifier `xi32`.
		if !isHexDigit(l.at(l.pos + 1)) {
			return token{kind: tokInteger, start: start, end: l.pos}
		}
		l.pos += 2
		for l.pos < len(l.src) && isHexDigit(l.src[l.pos]) {
			l.pos++
		}
		return token{kind: tokInteger, start: start, end: l.pos}
	}
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if l.at(l.pos) != '.' {
		return token{kind: tokInteger, start: start, end: l.pos}
	}
	l.pos++
	for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
		l.pos++
	}
	if c := l.at(l.pos); c == 'e' || c == 'E' {
		n := l.at(l.pos + 1)
		if isDigit(n) || ((n == '-' || n == '+') && isDigit(l.at(l.pos+2))) {
			l.pos += 2
			for l.pos < len(l.src) && isDigit(l.src[l.pos]) {
				l.pos++
			}
		}
	}
	return token{kind: tokFloat, start: start, end: l.pos}
}

// lexString lexes a string literal whose opening quote is at start.
func (l *lexer) lexString(start int) token {
	for {
		if l.pos >= len(l.src) {
			return l.fail(len(l.src), "expected '\"' in string literal")
		}
		c := l.src[l.pos]
		l.pos++
		switch c {
		case '"':
			return token{kind: tokString, start: start, end: l.pos}
		case '\n', '\v', '\f':
			return l.fail(l.pos-1, "expected '\"' in string literal")
		case '\\':
			n := l.at(l.pos)
			switch {
			case n == '"' || n == '\\' || n == 'n' || n == 't':
				l.pos++
			case isHexDigit(n) && isHexDigit(l.at(l.pos+1)):
				l.pos += 2
			default:
				return l.fail(l.pos-1, "unknown escape in string literal")
			}
		}
	}
}

// unquote returns the value of a string literal token's spelling (with its quotes).
func unquote(s string) string {
	s = s[1 : len(s)-1]
	i := 0
	for i < len(s) && s[i] != '\\' {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b = append(b, c)
			continue
		}
		i++
		switch n := s[i]; n {
		case 'n':
			b = append(b, '\n')
		case 't':
			b = append(b, '\t')
		case '"', '\\':
			b = append(b, n)
		default:
			if i+1 < len(s) {
				b = append(b, hexVal(n)<<4|hexVal(s[i+1]))
				i++
			}
		}
	}
	return string(b)
}

func hexVal(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c|0x20 >= 'a' && c|0x20 <= 'f':
		return c | 0x20 - 'a' + 10
	}
	return 0
}
