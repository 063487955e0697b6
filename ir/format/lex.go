package format

import (
	"fmt"
	"strings"
)

// tokKind is the kind of a token of a format string.
type tokKind uint8

const (
	tokEOF      tokKind = iota
	tokLiteral          // `text`
	tokVariable         // $name
	tokIdent            // directive keyword: attr-dict, type, custom, ...
	tokString           // "text" (custom directive argument)
	tokPunct            // ( ) , ^ ? : | < > =
)

// token is one token of a format string; pos is its byte offset.
type token struct {
	kind tokKind
	text string
	pos  int
}

// lexer splits a format string into tokens.
type lexer struct {
	src string
	pos int
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

// next returns the next token.
func (l *lexer) next() (token, error) {
	for l.pos < len(l.src) && strings.IndexByte(" \t\n\r", l.src[l.pos]) >= 0 {
		l.pos++
	}
	start := l.pos
	if l.pos >= len(l.src) {
		return token{kind: tokEOF, pos: start}, nil
	}
	c := l.src[l.pos]
	switch {
	case c == '`':
		end := strings.IndexByte(l.src[l.pos+1:], '`')
		if end < 0 {
			return token{}, fmt.Errorf("offset %d: unterminated literal", start)
		}
		l.pos += end + 2
		return token{kind: tokLiteral, text: l.src[start+1 : l.pos-1], pos: start}, nil
	case c == '"':
		end := strings.IndexByte(l.src[l.pos+1:], '"')
		if end < 0 {
			return token{}, fmt.Errorf("offset %d: unterminated string", start)
		}
		l.pos += end + 2
		return token{kind: tokString, text: l.src[start+1 : l.pos-1], pos: start}, nil
	case c == '$':
		l.pos++
		for l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.pos++
		}
		if l.pos == start+1 {
			return token{}, fmt.Errorf("offset %d: expected variable name after '$'", start)
		}
		return token{kind: tokVariable, text: l.src[start+1 : l.pos], pos: start}, nil
	case isIdentStart(c):
		for l.pos < len(l.src) && (isIdentChar(l.src[l.pos]) || l.src[l.pos] == '-') {
			l.pos++
		}
		return token{kind: tokIdent, text: l.src[start:l.pos], pos: start}, nil
	case strings.IndexByte("(),^?:|<>=", c) >= 0:
		l.pos++
		return token{kind: tokPunct, text: string(c), pos: start}, nil
	}
	return token{}, fmt.Errorf("offset %d: unexpected character %q", start, c)
}

// isValidLiteral reports whether s, a non-empty literal that is not whitespace, may be a
// format literal: a keyword, or punctuation the op parser can read back.
func isValidLiteral(s string) error {
	if len(s) == 1 {
		if isIdentStart(s[0]) || strings.IndexByte(":,=<>()[]{}?+*", s[0]) >= 0 {
			return nil
		}
		return fmt.Errorf("single character literal %q must be a letter or one of ':,=<>()[]{}?+*'", s)
	}
	if s == "->" || s == "..." {
		return nil
	}
	if !isIdentStart(s[0]) {
		return fmt.Errorf("literal %q: a keyword starts with a letter or '_'", s)
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isIdentChar(c) && c != '$' && c != '.' && c != '-' {
			return fmt.Errorf("literal %q: a keyword holds only letters, digits, '_', '$', '.' and '-'", s)
		}
	}
	return nil
}
