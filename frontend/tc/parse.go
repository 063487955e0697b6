package tc

import (
	"fmt"
	"strconv"
	"strings"
)

// parseError is a syntax diagnostic.
type parseError struct {
	pos
	msg string
}

// parser is a recursive-descent parser over the preprocessed tokens.
type parser struct {
	toks []token
	i    int
	err  *parseError
}

// typeWords are the words a type is made of, with the dtype each names alone.
var typeWords = map[string]string{
	"bool": "int1", "char": "int8", "short": "int16", "int": "int32", "long": "int64", "half": "fp16",
	"float": "fp32", "double": "fp64", "bf16": "bf16", "bfloat16": "bf16", "void": "void", "unsigned": "uint32",
	"signed": "int32", "int1": "int1", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
	"uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64", "fp8e4nv": "fp8e4nv",
	"fp8e5": "fp8e5", "fp8e4b15": "fp8e4b15", "fp8e4b8": "fp8e4b8", "fp8e5b16": "fp8e5b16", "fp16": "fp16",
	"fp32": "fp32", "fp64": "fp64", "float16": "fp16", "float32": "fp32", "float64": "fp64",
}

// qualifiers are the C and Triton-C qualifiers the compiler accepts and ignores.
var qualifiers = map[string]bool{"const": true, "restrict": true, "__restrict__": true, "volatile": true,
	"__readonly": true, "__writeonly": true, "__noalias": true}

func (p *parser) peek() token {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	if len(p.toks) > 0 {
		last := p.toks[len(p.toks)-1]
		return token{kind: tokEOF, line: last.line, col: last.col + len(last.text)}
	}
	return token{kind: tokEOF, line: 1, col: 1}
}

func (p *parser) peekAt(n int) token {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n]
	}
	return token{kind: tokEOF}
}

func (p *parser) next() token {
	t := p.peek()
	if p.i < len(p.toks) {
		p.i++
	}
	return t
}

func posOf(t token) pos { return pos{t.line, t.col} }

// fail records the first syntax error.
func (p *parser) fail(at token, format string, args ...any) {
	if p.err == nil {
		p.err = &parseError{posOf(at), fmt.Sprintf(format, args...)}
	}
}

// describe names a token for a message.
func describe(t token) string {
	if t.kind == tokEOF {
		return "end of file"
	}
	return "'" + t.text + "'"
}

// expect consumes the punctuator or keyword text.
func (p *parser) expect(text string) token {
	t := p.peek()
	if t.text != text || t.kind == tokEOF {
		p.fail(t, "expected '%s', found %s", text, describe(t))
		return t
	}
	return p.next()
}

func (p *parser) accept(text string) bool {
	if t := p.peek(); t.text == text && t.kind != tokEOF {
		p.i++
		return true
	}
	return false
}

func (p *parser) ident() token {
	t := p.peek()
	if t.kind != tokIdent {
		p.fail(t, "expected an identifier, found %s", describe(t))
		return t
	}
	return p.next()
}

// isTypeStart reports whether t starts a type.
func isTypeStart(t token) bool {
	_, ok := typeWords[t.text]
	return t.kind == tokIdent && (ok || qualifiers[t.text])
}

// parseType reads qualifiers, type words and pointer stars.
func (p *parser) parseType() typeSpec {
	start := p.peek()
	var words []string
	for p.err == nil {
		t := p.peek()
		if qualifiers[t.text] {
			p.next()
			continue
		}
		if _, ok := typeWords[t.text]; !ok || t.kind != tokIdent {
			break
		}
		words = append(words, p.next().text)
	}
	if len(words) == 0 {
		p.fail(start, "expected a type, found %s", describe(start))
		return typeSpec{}
	}
	ts := typeSpec{pos: posOf(start), dtype: typeWords[words[len(words)-1]]}
	if words[0] == "unsigned" && len(words) > 1 {
		ts.dtype = "u" + typeWords[words[len(words)-1]]
	}
	for p.accept("*") {
		ts.pointer = true
		for qualifiers[p.peek().text] {
			p.next()
		}
	}
	return ts
}

// parseFile reads one kernel.
func (p *parser) parseFile() *kernel {
	t := p.peek()
	if t.text != "__global__" {
		p.fail(t, "expected a '__global__' kernel, found %s", describe(t))
		return nil
	}
	p.next()
	rt := p.parseType()
	if p.err == nil && (rt.dtype != "void" || rt.pointer) {
		p.fail(t, "a kernel must return void")
	}
	name := p.ident()
	k := &kernel{pos: posOf(name), name: name.text}
	p.expect("(")
	for p.err == nil && !p.accept(")") {
		if len(k.params) > 0 {
			p.expect(",")
		}
		k.params = append(k.params, p.parseParam())
	}
	k.body = p.parseBlock()
	if p.err == nil && p.peek().kind != tokEOF {
		p.fail(p.peek(), "expected end of file after the kernel, found %s", describe(p.peek()))
	}
	return k
}

// parseParam reads `type name [__multipleof(N)] [__aligned(N)]`.
func (p *parser) parseParam() param {
	ts := p.parseType()
	name := p.ident()
	prm := param{pos: posOf(name), typ: ts, name: name.text}
	for p.err == nil && (p.peek().text == "__multipleof" || p.peek().text == "__aligned") {
		p.next()
		p.expect("(")
		n := p.next()
		v, err := strconv.Atoi(n.text)
		if n.kind != tokInt || err != nil || v <= 0 {
			p.fail(n, "expected a positive integer, found %s", describe(n))
		}
		prm.divisibility = v
		p.expect(")")
	}
	return prm
}

// parseBlock reads { stmts }.
func (p *parser) parseBlock() *blockStmt {
	open := p.expect("{")
	b := &blockStmt{pos: posOf(open)}
	for p.err == nil && !p.accept("}") {
		if p.peek().kind == tokEOF {
			p.fail(p.peek(), "expected '}', found end of file")
			break
		}
		b.stmts = append(b.stmts, p.parseStmt()...)
	}
	return b
}

// parseStmt reads one statement (a declaration of several names gives several).
func (p *parser) parseStmt() []stmt {
	t := p.peek()
	switch {
	case t.text == "{":
		return []stmt{p.parseBlock()}
	case t.text == "if" && t.kind == tokIdent:
		p.next()
		p.expect("(")
		s := &ifStmt{pos: posOf(t), cond: p.parseExpr()}
		p.expect(")")
		s.then = p.single(p.parseStmt())
		if p.accept("else") {
			s.els = p.single(p.parseStmt())
		}
		return []stmt{s}
	case t.text == "for" && t.kind == tokIdent:
		return []stmt{p.parseFor()}
	case t.text == "return" && t.kind == tokIdent:
		p.next()
		p.expect(";")
		return []stmt{&returnStmt{posOf(t)}}
	case isTypeStart(t):
		return p.parseDecl()
	}
	x := p.parseExpr()
	op := p.peek()
	if isAssignOp(op.text) {
		p.next()
		s := &assignStmt{pos: posOf(op), target: x, op: op.text, value: p.parseExpr()}
		p.expect(";")
		return []stmt{s}
	}
	p.expect(";")
	return []stmt{&exprStmt{pos: x.position(), x: x}}
}

// single wraps statements as one.
func (p *parser) single(ss []stmt) stmt {
	if len(ss) == 1 {
		return ss[0]
	}
	if len(ss) == 0 {
		return &blockStmt{pos: posOf(p.peek())}
	}
	return &blockStmt{pos: ss[0].position(), stmts: ss}
}

func isAssignOp(s string) bool {
	switch s {
	case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
		return true
	}
	return false
}

// parseDecl reads `type name[shape] = init, ...;`.
func (p *parser) parseDecl() []stmt {
	ts := p.parseType()
	var out []stmt
	for p.err == nil {
		name := p.ident()
		d := &declStmt{pos: posOf(name), typ: ts, name: name.text}
		if p.accept("[") {
			for p.err == nil {
				d.shape = append(d.shape, p.parseTernary())
				if !p.accept(",") {
					break
				}
			}
			p.expect("]")
		}
		if p.accept("=") {
			d.init = p.parseExpr()
		}
		out = append(out, d)
		if !p.accept(",") {
			break
		}
	}
	p.expect(";")
	return out
}

// parseFor reads `for (int iv = lo; iv < hi; iv += step | iv++ | ++iv | iv = iv + step) body`.
func (p *parser) parseFor() stmt {
	t := p.next()
	p.expect("(")
	if isTypeStart(p.peek()) {
		ts := p.parseType()
		if p.err == nil && (ts.pointer || !strings.Contains(ts.dtype, "int")) {
			p.fail(t, "the loop variable must be an integer")
		}
	}
	iv := p.ident()
	s := &forStmt{pos: posOf(t), iv: iv.text}
	p.expect("=")
	s.lo = p.parseExpr()
	p.expect(";")
	cv := p.ident()
	if p.err == nil && cv.text != iv.text {
		p.fail(cv, "the loop condition must test the loop variable '%s'", iv.text)
	}
	p.expect("<")
	s.hi = p.parseExpr()
	p.expect(";")
	s.step = p.parseStep(iv)
	p.expect(")")
	s.body = p.single(p.parseStmt())
	return s
}

// parseStep reads the increment of a counted loop.
func (p *parser) parseStep(iv token) expr {
	t := p.peek()
	if p.accept("++") {
		p.expectName(iv)
		return &intExpr{pos: posOf(t), value: 1}
	}
	p.expectName(iv)
	switch op := p.next(); op.text {
	case "++":
		return &intExpr{pos: posOf(op), value: 1}
	case "+=":
		return p.parseExpr()
	case "=":
		p.expectName(iv)
		p.expect("+")
		return p.parseExpr()
	default:
		p.fail(op, "unsupported loop increment: expected '%s++', '%s += step' or '%s = %s + step'", iv.text, iv.text, iv.text, iv.text)
	}
	return nil
}

func (p *parser) expectName(iv token) {
	t := p.ident()
	if p.err == nil && t.text != iv.text {
		p.fail(t, "the loop increment must update the loop variable '%s'", iv.text)
	}
}
