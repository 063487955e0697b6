package filecheck

import (
	"fmt"
	"strconv"
	"strings"
)

// numParser parses the body of a [[#...]] block (or a legacy [[@LINE+n]]).
type numParser struct {
	b      *regexBuilder
	src    *source
	line   int
	legacy bool // [[@LINE+n]]: @LINE, then at most one "+ literal"
	s      string
	off    int // offset of s in src
	pos    int
}

func (np *numParser) errorf(pos int, format string, args ...any) error {
	return &parseError{np.src, np.off + pos, fmt.Sprintf(format, args...), true}
}

func (np *numParser) skipSpace() {
	for np.pos < len(np.s) && (np.s[np.pos] == ' ' || np.s[np.pos] == '\t') {
		np.pos++
	}
}

func (np *numParser) rest() string { return np.s[np.pos:] }

// block parses s, the text inside the brackets after "#", at offset off:
// [%fmt,][VAR:][==]expr. It returns the expression (nil when absent), the
// matching format and the variable defined (nil when none).
func (np *numParser) block(s string, off int) (expr, numFormat, *numVar, error) {
	np.s, np.off = s, off
	np.skipSpace()
	var format numFormat
	comma, paren := strings.IndexByte(np.rest(), ','), strings.IndexByte(np.rest(), '(')
	if comma >= 0 && (paren < 0 || comma < paren) {
		f, err := np.formatSpec(np.pos, np.pos+comma)
		if err != nil {
			return nil, format, nil, err
		}
		format = f
		np.pos += comma + 1
	}
	defStart, defEnd := -1, -1
	if colon := strings.IndexByte(np.rest(), ':'); colon >= 0 {
		defStart, defEnd = np.pos, np.pos+colon
		np.pos += colon + 1
	}
	np.skipSpace()
	constraint := strings.HasPrefix(np.rest(), "==")
	if constraint {
		np.pos += 2
	}
	np.skipSpace()
	var e expr
	if np.rest() == "" {
		if constraint {
			return nil, format, nil, np.errorf(np.pos, "empty numeric expression should not have a constraint")
		}
	} else {
		np.s = strings.TrimRight(np.s, " \t")
		exprPos := np.pos
		var err error
		if e, err = np.expression(""); err != nil {
			return nil, format, nil, err
		}
		if format.kind == 0 {
			if format, err = e.implicitFormat(); err != nil {
				return nil, format, nil, np.errorf(exprPos, "%s", err.Error())
			}
		}
	}
	if format.kind == 0 {
		format.kind = 'u'
	}
	if defStart < 0 {
		return e, format, nil, nil
	}
	v, err := np.definition(defStart, defEnd, format)
	return e, format, v, err
}

// formatSpec parses the "%#.Nx" between from and to.
func (np *numParser) formatSpec(from, to int) (numFormat, error) {
	spec := np.s[from:to]
	lead := len(spec) - len(strings.TrimLeft(spec, " \t"))
	spec = strings.TrimSpace(spec)
	at := from + lead
	var f numFormat
	if !strings.HasPrefix(spec, "%") {
		return f, np.errorf(at, "invalid matching format specification in expression")
	}
	spec, at = spec[1:], at+1
	if strings.HasPrefix(spec, "#") {
		f.alt = true
		spec, at = spec[1:], at+1
	}
	if strings.HasPrefix(spec, ".") {
		spec, at = spec[1:], at+1
		n := 0
		for n < len(spec) && isDigit(rune(spec[n])) {
			n++
		}
		p, err := strconv.Atoi(spec[:n])
		if err != nil {
			return f, np.errorf(at, "invalid precision in format specifier")
		}
		f.precision = p
		spec, at = spec[n:], at+n
	}
	if spec != "" {
		switch spec[0] {
		case 'u', 'd', 'x', 'X':
			f.kind = spec[0]
		default:
			return f, np.errorf(at, "invalid format specifier in expression")
		}
		spec = spec[1:]
	}
	if f.alt && f.kind != 'x' && f.kind != 'X' {
		return f, np.errorf(from+lead+1, "alternate form only supported for hex values")
	}
	if strings.TrimSpace(spec) != "" {
		return f, np.errorf(at+1, "invalid matching format specification in expression")
	}
	return f, nil
}

// definition parses the variable name between from and to and creates
// its definition.
func (np *numParser) definition(from, to int, f numFormat) (*numVar, error) {
	text := np.s[from:to]
	lead := len(text) - len(strings.TrimLeft(text, " \t"))
	text, from = text[lead:], from+lead
	name, pseudo, rest, err := parseVariableName(text)
	if err != nil {
		return nil, np.errorf(from, "%s", err.Error())
	}
	if pseudo {
		return nil, np.errorf(from, "definition of pseudo numeric variable unsupported")
	}
	if strings.TrimSpace(rest) != "" {
		return nil, np.errorf(from+len(name), "unexpected characters after numeric variable name")
	}
	vars := np.b.pp.vars
	if vars.strDefined[name] {
		return nil, np.errorf(from, "string variable with name '%s' already exists", name)
	}
	return vars.newNumVar(name, f, np.line), nil
}

// expression parses operands joined by + and -, stopping before any byte
// of stop or at the end.
func (np *numParser) expression(stop string) (expr, error) {
	start := np.pos
	e, err := np.operand(np.legacy)
	if err != nil {
		return nil, err
	}
	for {
		np.skipSpace()
		if np.rest() == "" || strings.IndexByte(stop, np.s[np.pos]) >= 0 {
			return e, nil
		}
		if np.legacy && isBinop(e) {
			return nil, np.errorf(np.pos, "unexpected characters at end of expression '%s'", np.rest())
		}
		op := np.s[np.pos]
		if op != '+' && op != '-' {
			return nil, np.errorf(np.pos, "unsupported operation '%c'", op)
		}
		np.pos++
		np.skipSpace()
		if np.rest() == "" {
			return nil, np.errorf(np.pos, "missing operand in expression")
		}
		rhs, err := np.operand(false)
		if err != nil {
			return nil, err
		}
		e = callExpr{op: string(op), text: np.s[start:np.pos], lhs: e, rhs: rhs}
	}
}

func isBinop(e expr) bool {
	_, ok := e.(callExpr)
	return ok
}

// operand parses a literal, a variable, a call or a parenthesized
// expression. In a legacy @LINE block the first operand must be @LINE and
// the second a decimal literal.
func (np *numParser) operand(lineOnly bool) (expr, error) {
	start := np.pos
	rest := np.rest()
	legacyLiteral := np.legacy && !lineOnly
	switch {
	case !np.legacy && strings.HasPrefix(rest, "("):
		np.pos++
		np.skipSpace()
		if np.rest() == "" {
			return nil, np.errorf(np.pos, "missing operand in expression")
		}
		e, err := np.expression(")")
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(np.rest(), ")") {
			return nil, np.errorf(np.pos, "missing ')' at end of nested expression")
		}
		np.pos++
		return e, nil
	case !legacyLiteral && rest != "" && (rest[0] == '@' || rest[0] == '$' || rest[0] == '_' || isAlpha(rune(rest[0]))):
		name, pseudo, after, err := parseVariableName(rest)
		if err != nil {
			return nil, np.errorf(start, "%s", err.Error())
		}
		np.pos += len(name)
		if pseudo {
			if name != "@LINE" {
				return nil, np.errorf(start, "invalid pseudo numeric variable '%s'", name)
			}
			return literalExpr{int64(np.line)}, nil
		}
		if lineOnly {
			return nil, np.errorf(start, "invalid pseudo numeric variable '%s'", name)
		}
		if strings.HasPrefix(strings.TrimLeft(after, " \t"), "(") {
			return np.call(name, start)
		}
		return np.use(name, start)
	}
	if lineOnly {
		return nil, np.errorf(start, "invalid operand format '%s'", rest)
	}
	n := 0
	neg := strings.HasPrefix(rest, "-")
	if neg {
		n++
	}
	base := 10
	digits := "0123456789"
	if !legacyLiteral && (strings.HasPrefix(rest[n:], "0x") || strings.HasPrefix(rest[n:], "0X")) {
		base, digits, n = 16, "0123456789abcdefABCDEF", n+2
	}
	dstart := n
	for n < len(rest) && strings.IndexByte(digits, rest[n]) >= 0 {
		n++
	}
	v, err := strconv.ParseInt(rest[dstart:n], base, 64)
	if err != nil {
		return nil, np.errorf(start, "invalid operand format '%s'", rest)
	}
	if neg {
		v = -v
	}
	np.pos += n
	return literalExpr{v}, nil
}

// use resolves a numeric variable use to the definition in force.
func (np *numParser) use(name string, at int) (expr, error) {
	vars := np.b.pp.vars
	v, ok := vars.num[name]
	if !ok {
		v = vars.newNumVar(name, numFormat{kind: 'u'}, 0)
	} else if v.line != 0 && v.line == np.line {
		return nil, np.errorf(at, "numeric variable '%s' defined earlier in the same CHECK directive", name)
	}
	return varExpr{v: v, loc: np.off + at}, nil
}

// call parses the arguments of function name.
func (np *numParser) call(name string, at int) (expr, error) {
	switch name {
	case "add", "sub", "mul", "div", "max", "min":
	default:
		return nil, np.errorf(at, "call to undefined function '%s'", name)
	}
	np.skipSpace()
	np.pos++ // "("
	var args []expr
	for {
		np.skipSpace()
		if strings.HasPrefix(np.rest(), ")") && len(args) == 0 {
			break
		}
		if np.rest() == "" {
			return nil, np.errorf(np.pos, "missing ')' at end of call expression")
		}
		e, err := np.expression(",)")
		if err != nil {
			return nil, err
		}
		args = append(args, e)
		if !strings.HasPrefix(np.rest(), ",") {
			break
		}
		np.pos++
	}
	if !strings.HasPrefix(np.rest(), ")") {
		return nil, np.errorf(np.pos, "missing ')' at end of call expression")
	}
	np.pos++
	if len(args) != 2 {
		return nil, np.errorf(at, "function '%s' takes 2 arguments but %d given", name, len(args))
	}
	return callExpr{op: name, text: np.s[at:np.pos], lhs: args[0], rhs: args[1]}, nil
}
