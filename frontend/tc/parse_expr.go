package tc

import (
	"strconv"
	"strings"
)

// parseExpr reads an expression.
func (p *parser) parseExpr() expr { return p.parseTernary() }

func (p *parser) parseTernary() expr {
	c := p.parseBinary(0)
	if t := p.peek(); t.text == "?" {
		p.next()
		x := p.parseExpr()
		p.expect(":")
		return &ternaryExpr{pos: posOf(t), cond: c, x: x, y: p.parseTernary()}
	}
	return c
}

// binaryLevels are the binary operators by increasing precedence.
var binaryLevels = [][]string{{"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", "<=", ">", ">="},
	{"<<", ">>"}, {"+", "-"}, {"*", "/", "%", "@"}}

func (p *parser) parseBinary(level int) expr {
	if level == len(binaryLevels) {
		return p.parseCast()
	}
	x := p.parseBinary(level + 1)
	for p.err == nil {
		t := p.peek()
		found := false
		for _, op := range binaryLevels[level] {
			if t.text == op && t.kind == tokPunct {
				found = true
			}
		}
		if !found {
			return x
		}
		p.next()
		x = &binaryExpr{pos: posOf(t), op: t.text, x: x, y: p.parseBinary(level + 1)}
	}
	return x
}

func (p *parser) parseCast() expr {
	t := p.peek()
	if t.text == "(" && isTypeStart(p.peekAt(1)) {
		p.next()
		ts := p.parseType()
		p.expect(")")
		return &castExpr{pos: posOf(t), typ: ts, x: p.parseCast()}
	}
	x := p.parseUnary()
	if r := p.peek(); r.text == "..." {
		p.next()
		return &rangeExpr{pos: posOf(r), lo: x, hi: p.parseUnary()}
	}
	return x
}

func (p *parser) parseUnary() expr {
	t := p.peek()
	switch t.text {
	case "-", "+", "!", "~":
		p.next()
		return &unaryExpr{pos: posOf(t), op: t.text, x: p.parseCast()}
	case "*":
		p.next()
		return &derefExpr{pos: posOf(t), ptr: p.parseCast()}
	case "*?":
		p.next()
		p.expect("(")
		m := p.parseExpr()
		p.expect(")")
		return &derefExpr{pos: posOf(t), ptr: p.parseCast(), mask: m}
	}
	return p.parsePostfix()
}

// subscriptItems are the words a subscript may hold.
var subscriptItems = map[string]bool{":": true, "newaxis": true, "+": true, "max": true, "min": true, "argmax": true, "argmin": true}

func (p *parser) parsePostfix() expr {
	x := p.parsePrimary()
	for p.err == nil {
		t := p.peek()
		switch t.text {
		case "[":
			p.next()
			s := &subscriptExpr{pos: posOf(t), x: x}
			for p.err == nil {
				it := p.next()
				if !subscriptItems[it.text] {
					p.fail(it, "expected ':', 'newaxis' or a reduction (+, max, min, argmax, argmin) in a subscript, found %s", describe(it))
				}
				s.items = append(s.items, it.text)
				if !p.accept(",") {
					break
				}
			}
			p.expect("]")
			x = s
		case "(":
			id, ok := x.(*identExpr)
			if !ok {
				p.fail(t, "only named functions can be called")
				return x
			}
			p.next()
			c := &callExpr{pos: id.pos, name: id.name}
			for p.err == nil && !p.accept(")") {
				if len(c.args) > 0 {
					p.expect(",")
				}
				c.args = append(c.args, p.parseExpr())
			}
			x = c
		default:
			return x
		}
	}
	return x
}

func (p *parser) parsePrimary() expr {
	t := p.next()
	switch t.kind {
	case tokIdent:
		return &identExpr{pos: posOf(t), name: t.text}
	case tokInt:
		text := strings.TrimRight(strings.ToLower(t.text), "ul")
		v, err := strconv.ParseUint(text, 0, 64)
		if err != nil {
			p.fail(t, "invalid integer literal '%s'", t.text)
		}
		return &intExpr{pos: posOf(t), value: v}
	case tokFloat:
		v, err := strconv.ParseFloat(strings.TrimRight(strings.ToLower(t.text), "f"), 64)
		if err != nil {
			p.fail(t, "invalid float literal '%s'", t.text)
		}
		return &floatExpr{pos: posOf(t), value: v}
	}
	if t.text == "(" {
		x := p.parseExpr()
		p.expect(")")
		return x
	}
	p.fail(t, "expected an expression, found %s", describe(t))
	return &intExpr{pos: posOf(t)}
}
