package filecheck

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file parses the POSIX extended regular expressions that LLVM's
// FileCheck accepts inside {{...}} and [[VAR:...]] into a small syntax tree.
// The tree is either printed as Go regexp syntax (the common case) or run by
// the backtracking matcher in backtrack.go when it holds back-references,
// which Go's regexp package lacks.
//
// The dialect is that of Henry Spencer's library, which LLVM uses: a
// backslash makes any following character literal (so `\d` is a plain "d"),
// `\1`..`\9` are back-references, a backslash inside brackets is literal,
// and "." and negated brackets never match a newline (REG_NEWLINE).

// nodeKind discriminates the nodes of a regex syntax tree.
type nodeKind uint8

const (
	nLit     nodeKind = iota // literal text (lit)
	nAny                     // "." : any character but newline
	nClass                   // bracket expression (class)
	nBOL                     // "^" : start of a line
	nEOL                     // "$" : end of a line
	nGroup                   // capturing group number cap around subs[0]
	nConcat                  // subs in sequence
	nAlt                     // one of subs
	nRepeat                  // subs[0] repeated min..max times (max -1: unbounded)
	nBackref                 // the text captured by group cap
	nSubst                   // the value of substitution cap, matched literally
)

// node is one regex syntax tree node.
type node struct {
	kind     nodeKind
	lit      string
	class    *charClass
	cap      int
	min, max int
	subs     []*node
}

// charClass is a bracket expression.
type charClass struct {
	negated bool
	ranges  []runeRange
	named   []string // POSIX class names such as "alpha"
}

// runeRange is an inclusive range of characters.
type runeRange struct{ lo, hi rune }

// posixClasses maps POSIX class names to their members.
var posixClasses = map[string]func(rune) bool{
	"alnum":  func(r rune) bool { return isAlpha(r) || isDigit(r) },
	"alpha":  isAlpha,
	"blank":  func(r rune) bool { return r == ' ' || r == '\t' },
	"cntrl":  func(r rune) bool { return r < 32 || r == 127 },
	"digit":  isDigit,
	"graph":  func(r rune) bool { return r > 32 && r < 127 },
	"lower":  func(r rune) bool { return r >= 'a' && r <= 'z' },
	"print":  func(r rune) bool { return r >= 32 && r < 127 },
	"punct":  func(r rune) bool { return r > 32 && r < 127 && !isAlpha(r) && !isDigit(r) },
	"space":  func(r rune) bool { return r == ' ' || (r >= '\t' && r <= '\r') },
	"upper":  func(r rune) bool { return r >= 'A' && r <= 'Z' },
	"xdigit": func(r rune) bool { return isDigit(r) || (r >= 'a' && r <= 'f') || (r >= 'A' && r <= 'F') },
}

func isAlpha(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') }
func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// contains reports whether the class matches r, folding case if asked.
func (c *charClass) contains(r rune, fold bool) bool {
	in := c.has(r)
	if !in && fold {
		if l := toLower(r); l != r {
			in = c.has(l)
		} else if u := toUpper(r); u != r {
			in = c.has(u)
		}
	}
	if c.negated {
		return !in && r != '\n'
	}
	return in
}

func (c *charClass) has(r rune) bool {
	for _, rg := range c.ranges {
		if r >= rg.lo && r <= rg.hi {
			return true
		}
	}
	for _, n := range c.named {
		if posixClasses[n](r) {
			return true
		}
	}
	return false
}

func toLower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func toUpper(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}

// regexError is a regex syntax error; msg is the text Spencer's regerror
// gives, which LLVM prints after "invalid regex: ".
type regexError struct{ msg string }

func (e *regexError) Error() string { return e.msg }

// ereParser parses one regex fragment.
type ereParser struct {
	s      string
	pos    int
	groups int    // groups opened so far, counting from base
	base   int    // number of groups before this fragment in the whole pattern
	closed []bool // closed[i]: group base+i+1 is complete
}

// parseERE parses fragment s, whose first group gets number base+1. It
// returns the tree and the number of groups s contains.
func parseERE(s string, base int) (*node, int, error) {
	p := &ereParser{s: s, base: base}
	n, err := p.alternation(0)
	if err != nil {
		return nil, 0, err
	}
	if p.pos < len(p.s) { // only an unmatched ")" stops the top level early
		return nil, 0, &regexError{"parentheses not balanced"}
	}
	return n, p.groups, nil
}

func (p *ereParser) more() bool { return p.pos < len(p.s) }

func (p *ereParser) alternation(depth int) (*node, error) {
	var alts []*node
	for {
		br, err := p.branch(depth)
		if err != nil {
			return nil, err
		}
		alts = append(alts, br)
		if p.more() && p.s[p.pos] == '|' {
			p.pos++
			continue
		}
		break
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &node{kind: nAlt, subs: alts}, nil
}

func (p *ereParser) branch(depth int) (*node, error) {
	var items []*node
	for p.more() && p.s[p.pos] != '|' && !(p.s[p.pos] == ')' && depth > 0) {
		n, err := p.piece(depth)
		if err != nil {
			return nil, err
		}
		items = append(items, n)
	}
	if len(items) == 0 {
		return nil, &regexError{"empty (sub)expression"}
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return &node{kind: nConcat, subs: items}, nil
}

func isRepeatStart(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	switch s[i] {
	case '*', '+', '?':
		return true
	case '{':
		return i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9'
	}
	return false
}

func (p *ereParser) piece(depth int) (*node, error) {
	wasCaret := p.s[p.pos] == '^'
	atom, err := p.atom(depth)
	if err != nil {
		return nil, err
	}
	if !isRepeatStart(p.s, p.pos) {
		return atom, nil
	}
	if wasCaret {
		return nil, &regexError{"repetition-operator operand invalid"}
	}
	rep := &node{kind: nRepeat, subs: []*node{atom}}
	switch c := p.s[p.pos]; c {
	case '*':
		rep.min, rep.max = 0, -1
		p.pos++
	case '+':
		rep.min, rep.max = 1, -1
		p.pos++
	case '?':
		rep.min, rep.max = 0, 1
		p.pos++
	case '{':
		p.pos++
		lo, ok := p.number()
		if !ok {
			return nil, &regexError{"invalid repetition count(s)"}
		}
		hi := lo
		if p.more() && p.s[p.pos] == ',' {
			p.pos++
			hi = -1
			if p.more() && isDigit(rune(p.s[p.pos])) {
				hi, _ = p.number()
				if hi < lo {
					return nil, &regexError{"invalid repetition count(s)"}
				}
			}
		}
		if !p.more() || p.s[p.pos] != '}' {
			return nil, &regexError{"braces not balanced"}
		}
		p.pos++
		rep.min, rep.max = lo, hi
	}
	if isRepeatStart(p.s, p.pos) {
		return nil, &regexError{"repetition-operator operand invalid"}
	}
	return rep, nil
}

// number reads a repetition count (at most 255, RE_DUP_MAX).
func (p *ereParser) number() (int, bool) {
	start := p.pos
	for p.more() && isDigit(rune(p.s[p.pos])) {
		p.pos++
	}
	if start == p.pos {
		return 0, false
	}
	n, err := strconv.Atoi(p.s[start:p.pos])
	if err != nil || n > 255 {
		return 0, false
	}
	return n, true
}

func (p *ereParser) atom(depth int) (*node, error) {
	c := p.s[p.pos]
	switch c {
	case '(':
		p.pos++
		if !p.more() {
			return nil, &regexError{"parentheses not balanced"}
		}
		p.groups++
		num := p.base + p.groups
		idx := len(p.closed)
		p.closed = append(p.closed, false)
		sub := &node{kind: nConcat} // "()" is valid and matches nothing
		if !p.more() || p.s[p.pos] != ')' {
			var err error
			if sub, err = p.alternation(depth + 1); err != nil {
				return nil, err
			}
		}
		if !p.more() || p.s[p.pos] != ')' {
			return nil, &regexError{"parentheses not balanced"}
		}
		p.pos++
		p.closed[idx] = true
		return &node{kind: nGroup, cap: num, subs: []*node{sub}}, nil
	case ')':
		return nil, &regexError{"parentheses not balanced"}
	case '.':
		p.pos++
		return &node{kind: nAny}, nil
	case '^':
		p.pos++
		return &node{kind: nBOL}, nil
	case '$':
		p.pos++
		return &node{kind: nEOL}, nil
	case '[':
		p.pos++
		return p.bracket()
	case '*', '+', '?':
		return nil, &regexError{"repetition-operator operand invalid"}
	case '{':
		if isRepeatStart(p.s, p.pos) {
			return nil, &regexError{"repetition-operator operand invalid"}
		}
	case '\\':
		if p.pos+1 >= len(p.s) {
			return nil, &regexError{"trailing backslash (\\)"}
		}
		d := p.s[p.pos+1]
		if d >= '1' && d <= '9' {
			i := int(d - '0')
			if i > len(p.closed) || !p.closed[i-1] {
				return nil, &regexError{"invalid backreference number"}
			}
			p.pos += 2
			// LLVM pastes fragments into one regex, so \N names group N
			// of the whole pattern.
			return &node{kind: nBackref, cap: i}, nil
		}
		p.pos++
		r, size := utf8.DecodeRuneInString(p.s[p.pos:])
		p.pos += size
		return &node{kind: nLit, lit: string(r)}, nil
	}
	r, size := utf8.DecodeRuneInString(p.s[p.pos:])
	p.pos += size
	return &node{kind: nLit, lit: string(r)}, nil
}

// bracket parses a bracket expression after its "[".
func (p *ereParser) bracket() (*node, error) {
	cc := &charClass{}
	if p.more() && p.s[p.pos] == '^' {
		cc.negated = true
		p.pos++
	}
	first := true
	for {
		if !p.more() {
			return nil, &regexError{"brackets ([ ]) not balanced"}
		}
		if p.s[p.pos] == ']' && !first {
			p.pos++
			break
		}
		first = false
		if strings.HasPrefix(p.s[p.pos:], "[:") {
			end := strings.Index(p.s[p.pos+2:], ":]")
			if end < 0 {
				return nil, &regexError{"brackets ([ ]) not balanced"}
			}
			name := p.s[p.pos+2 : p.pos+2+end]
			if posixClasses[name] == nil {
				return nil, &regexError{"invalid character class"}
			}
			cc.named = append(cc.named, name)
			p.pos += end + 4
			continue
		}
		lo, err := p.bracketChar()
		if err != nil {
			return nil, err
		}
		hi := lo
		if p.pos+1 < len(p.s) && p.s[p.pos] == '-' && p.s[p.pos+1] != ']' {
			p.pos++
			if hi, err = p.bracketChar(); err != nil {
				return nil, err
			}
			if hi < lo {
				return nil, &regexError{"invalid character range"}
			}
		}
		cc.ranges = append(cc.ranges, runeRange{lo, hi})
	}
	return &node{kind: nClass, class: cc}, nil
}

// bracketChar reads one bracket member: a character, or a collating
// element [.c.] or equivalence class [=c=] naming one character.
func (p *ereParser) bracketChar() (rune, error) {
	if strings.HasPrefix(p.s[p.pos:], "[.") || strings.HasPrefix(p.s[p.pos:], "[=") {
		delim := p.s[p.pos+1]
		end := strings.Index(p.s[p.pos+2:], string(delim)+"]")
		if end < 0 {
			return 0, &regexError{"brackets ([ ]) not balanced"}
		}
		inner := p.s[p.pos+2 : p.pos+2+end]
		r, size := utf8.DecodeRuneInString(inner)
		if size == 0 || size != len(inner) {
			return 0, &regexError{"invalid collating element"}
		}
		p.pos += end + 4
		return r, nil
	}
	r, size := utf8.DecodeRuneInString(p.s[p.pos:])
	p.pos += size
	return r, nil
}

// hasBackref reports whether the tree holds a back-reference.
func hasBackref(n *node) bool {
	if n.kind == nBackref {
		return true
	}
	for _, s := range n.subs {
		if hasBackref(s) {
			return true
		}
	}
	return false
}

// goSyntax prints n as Go regexp syntax; substitution nodes print the
// quoted values in vals.
func goSyntax(b *strings.Builder, n *node, vals []string) {
	switch n.kind {
	case nLit:
		b.WriteString(regexp.QuoteMeta(n.lit))
	case nSubst:
		b.WriteString(regexp.QuoteMeta(vals[n.cap]))
	case nAny:
		b.WriteString(`[^\n]`)
	case nBOL:
		b.WriteString(`(?m:^)`)
	case nEOL:
		b.WriteString(`(?m:$)`)
	case nClass:
		b.WriteByte('[')
		if n.class.negated {
			b.WriteString(`^\n`)
		}
		for _, r := range n.class.ranges {
			writeClassRune(b, r.lo)
			if r.hi != r.lo {
				b.WriteByte('-')
				writeClassRune(b, r.hi)
			}
		}
		for _, name := range n.class.named {
			b.WriteString("[:" + name + ":]")
		}
		b.WriteByte(']')
	case nGroup:
		b.WriteByte('(')
		goSyntax(b, n.subs[0], vals)
		b.WriteByte(')')
	case nConcat:
		for _, s := range n.subs {
			goSyntax(b, s, vals)
		}
	case nAlt:
		b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				b.WriteByte('|')
			}
			goSyntax(b, s, vals)
		}
		b.WriteByte(')')
	case nRepeat:
		b.WriteString("(?:")
		goSyntax(b, n.subs[0], vals)
		b.WriteByte(')')
		switch {
		case n.min == 0 && n.max == -1:
			b.WriteByte('*')
		case n.min == 1 && n.max == -1:
			b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			b.WriteByte('?')
		case n.max == -1:
			fmt.Fprintf(b, "{%d,}", n.min)
		default:
			fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
		}
	}
}

func writeClassRune(b *strings.Builder, r rune) {
	if isAlpha(r) || isDigit(r) {
		b.WriteRune(r)
		return
	}
	fmt.Fprintf(b, `\x{%x}`, r)
}
