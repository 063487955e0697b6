package filecheck

import (
	"fmt"
	"strconv"
	"strings"
)

// checkKind is the kind of a directive.
type checkKind uint8

const (
	kindPlain checkKind = iota // CHECK: and CHECK-COUNT-n:
	kindNext                   // CHECK-NEXT:
	kindSame                   // CHECK-SAME:
	kindNot                    // CHECK-NOT:
	kindDAG                    // CHECK-DAG:
	kindLabel                  // CHECK-LABEL:
	kindEmpty                  // CHECK-EMPTY:
	kindEOF                    // the implicit check at the end of the input
)

// pattern is one parsed directive.
type pattern struct {
	kind    checkKind
	count   int  // CHECK-COUNT-n repetitions; 1 otherwise
	literal bool // the {LITERAL} modifier
	prefix  string
	src     *source
	loc     int // offset of the pattern text in src
	line    int // check file line, for @LINE and dump labels

	fixed     string // non-empty: a plain substring search
	tree      *node  // otherwise the regex
	ncap      int    // capture groups in tree
	backref   bool   // tree needs the backtracking matcher
	regexText string // the regex as LLVM would spell it, for fuzzy matching
	strDefs   []strDef
	numDefs   []numDef
	substs    []*substitution
}

// strDef records that capture group cap defines a string variable.
type strDef struct {
	name string
	cap  int
}

// numDef records that capture group cap defines a numeric variable.
type numDef struct {
	v   *numVar
	cap int
}

// substitution is a [[VAR]] or [[#expr]] whose value is spliced into the
// regex at match time.
type substitution struct {
	text   string // as written, for "with X equal to" notes
	loc    int    // offset of text in the pattern's source
	strVar string // the string variable, when expr is nil
	expr   expr
	format numFormat
}

// description names the directive as LLVM's messages do, e.g. "CHECK-NEXT".
func (p *pattern) description() string {
	s := p.prefix
	switch p.kind {
	case kindPlain:
		if p.count > 1 {
			s += "-COUNT"
		}
	case kindNext:
		s += "-NEXT"
	case kindSame:
		s += "-SAME"
	case kindNot:
		s += "-NOT"
	case kindDAG:
		s += "-DAG"
	case kindLabel:
		s += "-LABEL"
	case kindEmpty:
		s += "-EMPTY"
	case kindEOF:
		return "implicit EOF"
	}
	if p.literal {
		s += "{LITERAL}"
	}
	return s
}

// hasVariable reports whether the pattern defines or uses a string
// variable or uses an expression (LLVM's test for CHECK-LABEL).
func (p *pattern) hasVariable() bool { return len(p.substs) > 0 || len(p.strDefs) > 0 }

// parseError is a located check-file error.
type parseError struct {
	src *source
	pos int
	msg string
	// blank: LLVM follows this message with an empty line, as it does
	// for errors it reports through llvm::Error.
	blank bool
}

func (e *parseError) Error() string { return e.msg }

// patternParser holds what pattern parsing needs beyond the text.
type patternParser struct {
	opts *Options
	vars *varTable
}

// varTable is the parse-time view of the variables.
type varTable struct {
	strDefined map[string]bool    // string variables defined so far
	num        map[string]*numVar // the numeric definition in force per name
	allNum     []*numVar          // every numeric variable, for resets
}

func (t *varTable) newNumVar(name string, f numFormat, line int) *numVar {
	v := &numVar{name: name, format: f, line: line}
	t.num[name] = v
	t.allNum = append(t.allNum, v)
	return v
}

// parse fills p's matcher from text, which starts at offset p.loc of
// p.src. It mirrors LLVM's Pattern::parsePattern.
func (pp *patternParser) parse(p *pattern, text string) error {
	if !(pp.opts.StrictWhitespace && pp.opts.MatchFullLines) {
		text = strings.TrimRight(text, " \t")
	}
	if text == "" && p.kind != kindEmpty {
		return &parseError{p.src, p.loc, fmt.Sprintf("found empty check string with prefix '%s:'", p.prefix), false}
	}
	if text != "" && p.kind == kindEmpty {
		return &parseError{p.src, p.loc, fmt.Sprintf("found non-empty check string for empty check with prefix '%s:'", p.prefix), false}
	}
	if p.kind == kindEmpty {
		p.tree = &node{kind: nGroup, cap: 1, subs: []*node{{kind: nConcat, subs: []*node{{kind: nLit, lit: "\n"}, {kind: nEOL}}}}}
		p.ncap = 1
		p.regexText = "(\n$)"
		return nil
	}
	fullLines := pp.opts.MatchFullLines && p.kind != kindNot
	if p.literal || (!fullLines && (len(text) < 2 || (!strings.Contains(text, "{{") && !strings.Contains(text, "[[")))) {
		p.fixed = text
		return nil
	}
	b := &regexBuilder{p: p, pp: pp, next: 1, defs: map[string]int{}}
	if fullLines {
		b.add(&node{kind: nBOL}, "^")
		if !pp.opts.StrictWhitespace {
			b.add(&node{kind: nRepeat, max: -1, subs: []*node{{kind: nLit, lit: " "}}}, " *")
		}
	}
	off := p.loc
	for text != "" {
		var n int
		var err error
		switch {
		case strings.HasPrefix(text, "{{"):
			n, err = b.regex(text, off)
		case strings.HasPrefix(text, "[[") && !strings.HasPrefix(text, "[[["):
			// Extra '['s before a "[[" are literal, as in LLVM: "[[[V]]]" is '[', [[V]], ']'.
			n, err = b.block(text, off)
		default:
			n = len(text)
			for _, delim := range []string{"{{", "[["} {
				if i := strings.Index(text[1:], delim); i >= 0 && i+1 < n {
					n = i + 1
				}
			}
			b.add(&node{kind: nLit, lit: text[:n]}, escapeRegex(text[:n]))
		}
		if err != nil {
			return err
		}
		text, off = text[n:], off+n
	}
	if fullLines {
		if !pp.opts.StrictWhitespace {
			b.add(&node{kind: nRepeat, max: -1, subs: []*node{{kind: nLit, lit: " "}}}, " *")
		}
		b.add(&node{kind: nEOL}, "$")
	}
	p.tree = &node{kind: nConcat, subs: b.items}
	p.ncap = b.next - 1
	p.backref = hasBackref(p.tree)
	p.regexText = b.text.String()
	return nil
}

// escapeRegex escapes s the way LLVM's Regex::escape does.
func escapeRegex(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// regexBuilder accumulates the regex of one pattern.
type regexBuilder struct {
	p     *pattern
	pp    *patternParser
	items []*node
	text  strings.Builder
	next  int            // number of the next capture group
	defs  map[string]int // string variables defined in this pattern
}

func (b *regexBuilder) add(n *node, text string) {
	b.items = append(b.items, n)
	b.text.WriteString(text)
}

// fragment parses user regex s at offset off into a node, numbering its
// groups from b.next.
func (b *regexBuilder) fragment(s string, off int) (*node, error) {
	n, groups, err := parseERE(s, b.next-1)
	if err != nil {
		return nil, &parseError{b.p.src, off, "invalid regex: " + err.Error(), false}
	}
	b.next += groups
	return n, nil
}

// regex handles a {{...}} block at the start of text; it returns the
// length consumed.
func (b *regexBuilder) regex(text string, off int) (int, error) {
	end := strings.Index(text, "}}")
	if end < 0 {
		return 0, &parseError{b.p.src, off, "found start of regex string with no end '}}'", false}
	}
	re := text[2:end]
	if strings.Contains(re, "|") {
		// LLVM wraps alternations in a (capturing) group.
		group := &node{kind: nGroup, cap: b.next}
		b.next++
		sub, err := b.fragment(re, off+2)
		if err != nil {
			return 0, err
		}
		group.subs = []*node{sub}
		b.add(group, "("+re+")")
		return end + 2, nil
	}
	sub, err := b.fragment(re, off+2)
	if err != nil {
		return 0, err
	}
	b.add(sub, re)
	return end + 2, nil
}

// varBlockEnd finds the "]]" that closes a substitution block in s,
// skipping nested brackets and backslash escapes; -1 if there is none.
func varBlockEnd(s string) (int, error) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case depth == 0 && strings.HasPrefix(s[i:], "]]"):
			return i, nil
		case s[i] == '\\':
			i++
		case s[i] == '[':
			depth++
		case s[i] == ']':
			if depth == 0 {
				return 0, fmt.Errorf("missing closing \"]\" for regex variable")
			}
			depth--
		}
	}
	return -1, nil
}

// block handles a [[...]] substitution block at the start of text; it
// returns the length consumed.
func (b *regexBuilder) block(text string, off int) (int, error) {
	p := b.p
	inner := text[2:]
	end, err := varBlockEnd(inner)
	if err != nil {
		return 0, &parseError{p.src, off + 2, err.Error(), false}
	}
	if end < 0 {
		return 0, &parseError{p.src, off, "Invalid substitution block, no ]] found", false}
	}
	body, bodyOff := inner[:end], off+2
	consumed := end + 4
	isNum := strings.HasPrefix(body, "#")
	if isNum {
		body, bodyOff = body[1:], bodyOff+1
	}
	var (
		isDef, substNeeded, legacyLine bool
		defName, matchRegex            string
		matchRegexOff                  int
		sub                            *substitution
		numDefVar                      *numVar
	)
	if !isNum {
		colon := strings.IndexByte(body, ':')
		namePart := body
		if colon >= 0 {
			namePart = body[:colon]
		}
		if i := strings.IndexAny(namePart, " \t"); i >= 0 {
			return 0, &parseError{p.src, bodyOff + i, "unexpected whitespace", false}
		}
		name, pseudo, rest, err := parseVariableName(body)
		if err != nil {
			return 0, &parseError{p.src, bodyOff, err.Error(), true}
		}
		isDef = colon >= 0
		substNeeded = !isDef
		switch {
		case isDef:
			if pseudo || !strings.HasPrefix(rest, ":") {
				return 0, &parseError{p.src, bodyOff, "invalid name in string variable definition", false}
			}
			if _, ok := b.pp.vars.num[name]; ok {
				return 0, &parseError{p.src, bodyOff, fmt.Sprintf("numeric variable with name '%s' already exists", name), false}
			}
			defName = name
			matchRegex, matchRegexOff = rest[1:], bodyOff+len(body)-len(rest)+1
		case pseudo:
			legacyLine, isNum = true, true
		default:
			if rest != "" {
				return 0, &parseError{p.src, bodyOff, "invalid name in string variable use", false}
			}
			sub = &substitution{text: name, loc: bodyOff, strVar: name}
		}
	}
	if isNum {
		np := &numParser{b: b, src: p.src, line: p.line, legacy: legacyLine}
		e, f, def, err := np.block(body, bodyOff)
		if err != nil {
			return 0, err
		}
		substNeeded = e != nil
		if def != nil {
			isDef, defName, numDefVar = true, def.name, def
		}
		if substNeeded {
			sub = &substitution{text: body, loc: bodyOff, expr: e, format: f}
		} else {
			matchRegex, matchRegexOff = f.wildcard(), bodyOff
		}
	}
	var group *node
	target := &b.items
	if isDef {
		group = &node{kind: nGroup, cap: b.next}
		b.text.WriteByte('(')
		if numDefVar != nil {
			b.p.numDefs = append(b.p.numDefs, numDef{numDefVar, b.next})
		} else {
			b.defs[defName] = b.next
			b.p.strDefs = append(b.p.strDefs, strDef{defName, b.next})
			b.pp.vars.strDefined[defName] = true
		}
		b.next++
		target = &group.subs
	}
	if matchRegex != "" {
		n, err := b.fragment(matchRegex, matchRegexOff)
		if err != nil {
			return 0, err
		}
		*target = append(*target, n)
		b.text.WriteString(matchRegex)
	}
	if substNeeded {
		if cap, ok := b.defs[sub.strVar]; ok && sub.expr == nil {
			if cap < 1 || cap > 9 {
				return 0, &parseError{p.src, sub.loc, "Can't back-reference more than 9 variables", false}
			}
			*target = append(*target, &node{kind: nBackref, cap: cap})
			b.text.WriteString(`\` + strconv.Itoa(cap))
		} else {
			*target = append(*target, &node{kind: nSubst, cap: len(p.substs)})
			p.substs = append(p.substs, sub)
		}
	}
	if isDef {
		if len(group.subs) == 0 {
			group.subs = []*node{{kind: nConcat}}
		} else if len(group.subs) > 1 {
			group.subs = []*node{{kind: nConcat, subs: group.subs}}
		}
		b.items = append(b.items, group)
		b.text.WriteByte(')')
	}
	return consumed, nil
}

// parseVariableName reads a variable name at the start of s: an optional
// "$" (global) or "@" (pseudo variable), then a letter or "_", then
// letters, digits and "_". It returns the name and the rest of s.
func parseVariableName(s string) (name string, pseudo bool, rest string, err error) {
	if s == "" {
		return "", false, s, fmt.Errorf("empty variable name")
	}
	i := 0
	pseudo = s[0] == '@'
	if s[0] == '$' || pseudo {
		i++
	}
	if i == len(s) {
		return "", false, s, fmt.Errorf("empty variable name")
	}
	if c := rune(s[i]); !isAlpha(c) && c != '_' {
		return "", false, s, fmt.Errorf("invalid variable name")
	}
	for i++; i < len(s) && (isAlpha(rune(s[i])) || isDigit(rune(s[i])) || s[i] == '_'); i++ {
	}
	return s[:i], pseudo, s[i:], nil
}
