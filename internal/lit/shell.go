package lit

import (
	"fmt"
	"strconv"
	"strings"
)

// The shell language is the part of lit's internal shell (ShUtil.py) that tests use: words
// with '…' and "…" quoting and backslash escapes, pipelines, the sequence operators &&, ||
// and ;, and redirections. Every operator of a sequence binds equally tightly and groups to the
// left, as in lit.

// token is a word or an operator. An operator token has op set; a redirection operator written
// with a file descriptor (2>) has fd >= 0.
type token struct {
	word string
	op   string
	fd   int
}

// lexShell splits a command line into tokens.
func lexShell(s string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			i++
		case c == ';':
			toks = append(toks, token{op: ";", fd: -1})
			i++
		case c == '|' || c == '&' || c == '>' || c == '<':
			op, n := lexOperator(s[i:])
			toks = append(toks, token{op: op, fd: -1})
			i += n
		default:
			tok, n, err := lexWord(s[i:])
			if err != nil {
				return nil, err
			}
			toks = append(toks, tok)
			i += n
		}
	}
	return toks, nil
}

// lexOperator reads the operator at the start of s and returns it and its length.
func lexOperator(s string) (string, int) {
	for _, op := range []string{"||", "&&", "&>", ">&", ">>", "<&", "|", "&", ">", "<"} {
		if strings.HasPrefix(s, op) {
			return op, len(op)
		}
	}
	panic("lexOperator: not an operator: " + s)
}

// lexWord reads one word, or a redirection written with a file descriptor such as 2> or 2>&.
func lexWord(s string) (token, int, error) {
	var b strings.Builder
	quoted := false
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case strings.IndexByte(" \t\n\r\v\f|&;", c) >= 0:
			return token{word: b.String(), fd: -1}, i, nil
		case c == '>' || c == '<':
			fd, err := strconv.Atoi(b.String())
			if quoted || err != nil {
				return token{word: b.String(), fd: -1}, i, nil
			}
			op, n := lexOperator(s[i:])
			return token{op: op, fd: fd}, i + n, nil
		case c == '\'' || c == '"':
			text, n, err := lexQuoted(s[i:])
			if err != nil {
				return token{}, 0, err
			}
			b.WriteString(text)
			quoted = true
			i += n
		case c == '\\':
			if i+1 == len(s) {
				return token{word: b.String(), fd: -1}, i + 1, nil
			}
			b.WriteByte(s[i+1])
			quoted = true
			i += 2
		default:
			b.WriteByte(c)
			i++
		}
	}
	return token{word: b.String(), fd: -1}, i, nil
}

// lexQuoted reads a quoted string starting at its opening quote. Inside "…", a backslash
// escapes only ", \ and $; elsewhere it stays, as in lit.
func lexQuoted(s string) (string, int, error) {
	delim := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == delim:
			return b.String(), i + 1, nil
		case c == '\\' && delim == '"' && i+1 < len(s):
			i++
			if n := s[i]; n != '"' && n != '\\' && n != '$' {
				b.WriteByte('\\')
			}
			b.WriteByte(s[i])
		default:
			b.WriteByte(c)
		}
	}
	return "", 0, fmt.Errorf("missing quote character %c", delim)
}

// redirect is one redirection of a command: op is <, >, >>, >&, &> or <&, fd the descriptor it
// applies to (0 for <, 1 for > unless written), and target a file name or, after >&, a
// descriptor number.
type redirect struct {
	op     string
	fd     int
	target string
}

// command is a simple command: its words and redirections.
type command struct {
	args   []string
	redirs []redirect
}

// node is a pipeline or a sequence.
type node interface{ isNode() }

// pipeline is commands joined by |.
type pipeline struct{ cmds []*command }

// sequence is two nodes joined by &&, || or ;.
type sequence struct {
	lhs node
	op  string
	rhs node
}

func (*pipeline) isNode() {}
func (*sequence) isNode() {}

// parseShell parses a command line.
func parseShell(s string) (node, error) {
	toks, err := lexShell(s)
	if err != nil {
		return nil, err
	}
	p := &shellParser{toks: toks}
	n, err := p.pipeline()
	if err != nil {
		return nil, err
	}
	for p.pos < len(p.toks) {
		op := p.toks[p.pos].op
		switch op {
		case "&&", "||", ";":
		case "&":
			return nil, fmt.Errorf("unsupported shell operator: '&'")
		default:
			return nil, fmt.Errorf("unexpected %q", op)
		}
		p.pos++
		if op == ";" && p.pos == len(p.toks) {
			break
		}
		rhs, err := p.pipeline()
		if err != nil {
			return nil, err
		}
		n = &sequence{lhs: n, op: op, rhs: rhs}
	}
	return n, nil
}

type shellParser struct {
	toks []token
	pos  int
}

func (p *shellParser) pipeline() (node, error) {
	pl := &pipeline{}
	for {
		c, err := p.command()
		if err != nil {
			return nil, err
		}
		pl.cmds = append(pl.cmds, c)
		if p.pos < len(p.toks) && p.toks[p.pos].op == "|" {
			p.pos++
			continue
		}
		return pl, nil
	}
}

func (p *shellParser) command() (*command, error) {
	c := &command{}
	for p.pos < len(p.toks) {
		t := p.toks[p.pos]
		if t.op == "" {
			c.args = append(c.args, t.word)
			p.pos++
			continue
		}
		if t.op == "|" || t.op == "||" || t.op == "&&" || t.op == ";" || t.op == "&" {
			break
		}
		p.pos++
		if p.pos == len(p.toks) || p.toks[p.pos].op != "" {
			return nil, fmt.Errorf("missing argument to operator %q", t.op)
		}
		r := redirect{op: t.op, fd: t.fd, target: p.toks[p.pos].word}
		if r.fd < 0 {
			r.fd = 1
			if r.op == "<" || r.op == "<&" {
				r.fd = 0
			}
		}
		c.redirs = append(c.redirs, r)
		p.pos++
	}
	if len(c.args) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return c, nil
}
