// Package filecheck is a FileCheck compatible with LLVM's: it reads a
// check file of directives (CHECK:, CHECK-NEXT:, CHECK-NOT: ...) and
// verifies that an input text matches them, reporting failures with
// LLVM's diagnostics.
//
// Parse reads the check file; Checker.Match verifies one input:
//
//	c, err := filecheck.Parse("test.mlir", checkText, filecheck.Options{})
//	if err != nil { ... }          // a malformed check file: exit status 2
//	res := c.Match("<stdin>", output)
//	if !res.OK { ... }             // res.Diagnostics explain: exit status 1
package filecheck

import (
	"fmt"
	"slices"
	"strings"
)

// Options are FileCheck's command-line settings.
type Options struct {
	// CheckPrefixes are the directive prefixes; empty means "CHECK".
	CheckPrefixes []string
	// CommentPrefixes start comment directives; nil means "COM" and "RUN".
	CommentPrefixes []string
	// ImplicitCheckNot patterns are checked as CHECK-NOT between all
	// positive directives.
	ImplicitCheckNot []string
	// Defines are -D settings: "VAR=VALUE", or "#VAR=EXPR" and
	// "#%fmt,VAR=EXPR" for numeric variables.
	Defines []string
	// StrictWhitespace keeps horizontal whitespace as is; by default runs
	// of spaces and tabs become one space in the check file and the input.
	StrictWhitespace bool
	// MatchFullLines requires positive patterns to match whole lines.
	MatchFullLines bool
	// EnableVarScope clears variables not starting with "$" at each
	// CHECK-LABEL.
	EnableVarScope bool
	// AllowUnusedPrefixes accepts check prefixes that no directive uses.
	AllowUnusedPrefixes bool
	// IgnoreCase matches case-insensitively.
	IgnoreCase bool
	// AllowDeprecatedDagOverlap lets CHECK-DAG matches of one group overlap.
	AllowDeprecatedDagOverlap bool
	// DumpInput says when Match annotates the input in Result.Dump.
	DumpInput DumpMode
	// Verbose adds a remark for each directive that matches (-v).
	Verbose bool
	// DumpInputContext is how many lines around an error the dump shows
	// when it filters lines; 0 means LLVM's 5.
	DumpInputContext int
}

// DumpMode says when to dump the annotated input.
type DumpMode int

const (
	// DumpFail dumps the input when matching fails (LLVM's default).
	DumpFail DumpMode = iota
	// DumpNever never dumps the input.
	DumpNever
	// DumpAlways always dumps the input.
	DumpAlways
)

// Checker is a parsed check file.
type Checker struct {
	opts     Options
	checkSrc *source
	checks   []*checkString
	vars     *varTable
	strDefs  map[string]string // -D string variables
	numDefs  map[*numVar]int64 // -D numeric variables
	// parseDiags are errors LLVM reports while parsing but survives.
	parseDiags []Diagnostic
}

// checkString is a positive directive with the CHECK-DAG and CHECK-NOT
// directives that precede it.
type checkString struct {
	pat    *pattern
	dagNot []*pattern
}

// defaultCommentPrefixes are LLVM's --comment-prefixes default.
var defaultCommentPrefixes = []string{"COM", "RUN"}

// Canonicalize returns text as FileCheck sees it: "\r\n" becomes "\n"
// and, unless strict, each run of spaces and tabs becomes one space.
func Canonicalize(text string, strict bool) string {
	var b strings.Builder
	b.Grow(len(text))
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '\r' && i+1 < len(text) && text[i+1] == '\n' {
			continue
		}
		if strict || (c != ' ' && c != '\t') {
			b.WriteByte(c)
			continue
		}
		b.WriteByte(' ')
		for i+1 < len(text) && (text[i+1] == ' ' || text[i+1] == '\t') {
			i++
		}
	}
	return b.String()
}

// validPrefix reports whether p has only letters, digits, "-" and "_".
func validPrefix(p string) bool {
	for _, c := range p {
		if !isAlpha(c) && !isDigit(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// prefixes validates and returns the check and comment prefixes.
func (o *Options) prefixes() (check, comment []string, err error) {
	check, comment = o.CheckPrefixes, o.CommentPrefixes
	if len(check) == 0 {
		check = []string{"CHECK"}
	}
	if comment == nil {
		comment = defaultCommentPrefixes
	}
	seen := map[string]bool{}
	for _, group := range []struct {
		kind string
		list []string
	}{{"comment", comment}, {"check", check}} {
		for _, p := range group.list {
			switch {
			case p == "":
				return nil, nil, fmt.Errorf("supplied %s prefix must not be the empty string", group.kind)
			case !validPrefix(p):
				return nil, nil, fmt.Errorf("supplied %s prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '%s'", group.kind, p)
			case seen[p]:
				return nil, nil, fmt.Errorf("supplied %s prefix must be unique among check and comment prefixes: '%s'", group.kind, p)
			}
			seen[p] = true
		}
	}
	return check, comment, nil
}

// bareError is a message LLVM prints without an "error: " tag.
func bareError(msg string) *Error {
	return &Error{Diagnostics: []Diagnostic{{Message: msg}}}
}

// plainError wraps a location-less message.
func plainError(msg string) *Error {
	return &Error{Diagnostics: []Diagnostic{{Kind: "error", Message: msg}}}
}

// Parse parses check file text, named name in diagnostics. A returned
// error is an *Error.
func Parse(name string, text []byte, opts Options) (*Checker, error) {
	checkPrefixes, commentPrefixes, err := opts.prefixes()
	if err != nil {
		return nil, plainError(err.Error())
	}
	c := &Checker{
		opts:     opts,
		checkSrc: &source{name: name, text: Canonicalize(string(text), opts.StrictWhitespace)},
		vars:     &varTable{strDefined: map[string]bool{}, num: map[string]*numVar{}},
		strDefs:  map[string]string{},
		numDefs:  map[*numVar]int64{},
	}
	pp := &patternParser{opts: &c.opts, vars: c.vars}
	if err := c.defineVariables(pp); err != nil {
		return nil, err
	}
	var implicit []*pattern
	for _, s := range opts.ImplicitCheckNot {
		src := &source{name: "command line", text: "-implicit-check-not='" + s + "'"}
		p := &pattern{kind: kindNot, count: 1, prefix: "IMPLICIT-CHECK", src: src, loc: len("-implicit-check-not='")}
		if err := pp.parse(p, s); err != nil {
			// LLVM reports a bad implicit pattern but goes on without it.
			c.parseDiags = append(c.parseDiags, toError(err).Diagnostics...)
			continue
		}
		implicit = append(implicit, p)
	}
	if err := c.parseDirectives(pp, checkPrefixes, commentPrefixes, implicit); err != nil {
		return nil, err
	}
	return c, nil
}

// toError converts a parse failure into an *Error.
func toError(err error) *Error {
	if pe, ok := err.(*parseError); ok {
		e := &Error{Diagnostics: []Diagnostic{newDiag("error", pe.src, pe.pos, pe.pos, pe.msg)}}
		if pe.blank {
			e.Diagnostics = append(e.Diagnostics, Diagnostic{})
		}
		return e
	}
	return plainError(err.Error())
}

// directive is what follows a prefix occurrence.
type directive struct {
	kind    checkKind
	count   int
	literal bool
	comment bool
	end     int    // offset just past the directive's ":"
	problem string // non-empty: the directive is malformed
	probPos int    // where to report problem
}

// isWordByte reports whether c can be part of a prefix-like word.
func isWordByte(c byte) bool {
	return isAlpha(rune(c)) || isDigit(rune(c)) || c == '-' || c == '_'
}

// parseDirectives scans the check file for directives, following LLVM's
// FileCheck::readCheckFile.
func (c *Checker) parseDirectives(pp *patternParser, checkPrefixes, commentPrefixes []string, implicit []*pattern) error {
	text := c.checkSrc.text
	all := append(slices.Clone(checkPrefixes), commentPrefixes...)
	unused := map[string]bool{}
	for _, p := range checkPrefixes {
		unused[p] = true
	}
	dagNot := slices.Clone(implicit)
	pos := 0
	for pos < len(text) {
		at, prefix := -1, ""
		for _, p := range all {
			i := strings.Index(text[pos:], p)
			if i < 0 {
				continue
			}
			if at < 0 || pos+i < at || (pos+i == at && len(p) > len(prefix)) {
				at, prefix = pos+i, p
			}
		}
		if at < 0 {
			break
		}
		var d directive
		ok := false
		if at == pos || !isWordByte(text[at-1]) {
			d, ok = findDirective(text, at, prefix, slices.Contains(commentPrefixes, prefix))
		}
		if !ok {
			pos = at + len(prefix)
			for pos < len(text) && isWordByte(text[pos]) {
				pos++
			}
			continue
		}
		if !d.comment {
			delete(unused, prefix)
		}
		if d.problem != "" {
			return toError(&parseError{c.checkSrc, d.probPos, d.problem, false})
		}
		start := d.end
		if !(c.opts.StrictWhitespace && c.opts.MatchFullLines) {
			for start < len(text) && (text[start] == ' ' || text[start] == '\t') {
				start++
			}
		}
		eol := len(text)
		if i := strings.IndexAny(text[start:], "\n\r"); i >= 0 {
			eol = start + i
		}
		pos = eol
		if d.comment {
			continue
		}
		line, _ := c.checkSrc.lineCol(at)
		p := &pattern{kind: d.kind, count: d.count, literal: d.literal, prefix: prefix, src: c.checkSrc, loc: start, line: line}
		if err := pp.parse(p, text[start:eol]); err != nil {
			return toError(err)
		}
		if p.kind == kindLabel && p.hasVariable() {
			return toError(&parseError{c.checkSrc, at, fmt.Sprintf("found '%s-LABEL:' with variable definition or use", prefix), false})
		}
		if (p.kind == kindNext || p.kind == kindSame || p.kind == kindEmpty) && len(c.checks) == 0 {
			name := map[checkKind]string{kindNext: "NEXT", kindSame: "SAME", kindEmpty: "EMPTY"}[p.kind]
			return toError(&parseError{c.checkSrc, at, fmt.Sprintf("found '%s-%s' without previous '%s: line", prefix, name, prefix), false})
		}
		if p.kind == kindDAG || p.kind == kindNot {
			dagNot = append(dagNot, p)
			continue
		}
		c.checks = append(c.checks, &checkString{pat: p, dagNot: dagNot})
		dagNot = slices.Clone(implicit)
	}
	noneFound := len(unused) == len(checkPrefixes)
	someUnused := !c.opts.AllowUnusedPrefixes && len(unused) > 0
	if (noneFound || someUnused) && (len(implicit) == 0 || len(c.opts.CheckPrefixes) > 0) {
		var names []string
		for p := range unused {
			names = append(names, "'"+p+":'")
		}
		slices.Sort(names)
		s := " "
		if len(names) > 1 {
			s = "es "
		}
		return plainError("no check strings found with prefix" + s + strings.Join(names, ", "))
	}
	if len(dagNot) > 0 {
		line, _ := c.checkSrc.lineCol(len(text))
		eof := &pattern{kind: kindEOF, count: 1, prefix: checkPrefixes[0], src: c.checkSrc, loc: len(text), line: line + 1}
		c.checks = append(c.checks, &checkString{pat: eof, dagNot: dagNot})
	}
	return nil
}

// findDirective reads the directive whose prefix starts at offset at; ok
// is false when the prefix is not followed by a directive suffix.
func findDirective(text string, at int, prefix string, isComment bool) (d directive, ok bool) {
	if len(text)-at <= len(prefix) {
		return d, false
	}
	i := at + len(prefix)
	d.count = 1
	if isComment {
		if text[i] == ':' {
			d.comment, d.end = true, i+1
			return d, true
		}
		return d, false
	}
	// modifiers reads ":" or "{LITERAL,...}:" at i.
	modifiers := func(i int) (directive, bool) {
		if i < len(text) && text[i] == ':' {
			d.end = i + 1
			return d, true
		}
		if i >= len(text) || text[i] != '{' {
			return d, false
		}
		i++
		for {
			for i < len(text) && isSpaceByte(text[i]) {
				i++
			}
			if !strings.HasPrefix(text[i:], "LITERAL") {
				return d, false
			}
			d.literal = true
			i += len("LITERAL")
			for i < len(text) && isSpaceByte(text[i]) {
				i++
			}
			if i < len(text) && text[i] == ',' {
				i++
				continue
			}
			break
		}
		if !strings.HasPrefix(text[i:], "}:") {
			return d, false
		}
		d.end = i + 2
		return d, true
	}
	if text[i] == ':' || text[i] == '{' {
		return modifiers(i)
	}
	misspelled := false
	switch text[i] {
	case '_':
		misspelled = true
	case '-':
	default:
		return d, false
	}
	i++
	rest := text[i:]
	finish := func(d directive, ok bool) (directive, bool) {
		if ok && misspelled {
			d.problem = fmt.Sprintf("misspelled directive '%s'", text[at:d.end])
			d.probPos = at
		}
		return d, ok
	}
	if strings.HasPrefix(rest, "COUNT-") {
		j := i + len("COUNT-")
		k := j
		for k < len(text) && isDigit(rune(text[k])) {
			k++
		}
		bad := directive{problem: fmt.Sprintf("invalid count in -COUNT specification on prefix '%s'", prefix), probPos: k}
		n := 0
		if _, err := fmt.Sscanf(text[j:k], "%d", &n); err != nil || n <= 0 || n > 1<<31-1 || k >= len(text) || (text[k] != ':' && text[k] != '{') {
			return bad, true
		}
		d.count = n
		return finish(modifiers(k))
	}
	for _, combo := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if strings.HasPrefix(rest, combo) {
			return directive{problem: fmt.Sprintf("unsupported -NOT combo on prefix '%s'", prefix), probPos: i}, true
		}
	}
	for _, s := range []struct {
		name string
		kind checkKind
	}{{"NEXT", kindNext}, {"SAME", kindSame}, {"NOT", kindNot}, {"DAG", kindDAG}, {"LABEL", kindLabel}, {"EMPTY", kindEmpty}} {
		if strings.HasPrefix(rest, s.name) {
			d.kind = s.kind
			return finish(modifiers(i + len(s.name)))
		}
	}
	return d, false
}

func isSpaceByte(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

// defineVariables applies the -D settings, as LLVM's
// FileCheckPatternContext::defineCmdlineVariables does.
func (c *Checker) defineVariables(pp *patternParser) error {
	for i, d := range c.opts.Defines {
		eq := strings.IndexByte(d, '=')
		if eq < 0 {
			return bareError(fmt.Sprintf("Missing equal sign in command-line definition '-D%s'", d))
		}
		if eq == 0 {
			return bareError(fmt.Sprintf("Missing variable name in command-line definition '-D%s'", d))
		}
		// LLVM parses "-D#N=E" as the block "N:E"; its messages quote a
		// pseudo-file line per define.
		header := fmt.Sprintf("Global define #%d: ", i+1)
		src := &source{name: "Global defines", text: header + d[:eq] + ":" + d[eq+1:]}
		if d[0] != '#' {
			src.text = header + d
		}
		if d[0] == '#' {
			np := &numParser{b: &regexBuilder{pp: pp}, src: src}
			e, _, v, err := np.block(d[1:eq]+":"+d[eq+1:], len(header)+1)
			if err != nil {
				return toError(err)
			}
			if e == nil {
				return toError(&parseError{src, len(src.text), "missing numeric expression", false})
			}
			val, err := e.eval()
			if err != nil {
				return bareError(err.Error())
			}
			c.numDefs[v] = val
			continue
		}
		name, pseudo, rest, err := parseVariableName(d[:eq])
		if err != nil {
			return toError(&parseError{src, len(header), err.Error(), true})
		}
		if pseudo || rest != "" {
			return toError(&parseError{src, len(header), fmt.Sprintf("invalid name in string variable definition '%s'", d[:eq]), false})
		}
		if _, ok := c.vars.num[name]; ok {
			return toError(&parseError{src, len(header), fmt.Sprintf("numeric variable with name '%s' already exists", name), false})
		}
		c.strDefs[name] = d[eq+1:]
		c.vars.strDefined[name] = true
	}
	return nil
}
