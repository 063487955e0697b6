package filecheck

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// Result is the outcome of matching one input.
type Result struct {
	// OK reports whether every directive matched.
	OK bool
	// Diagnostics explain the failures, in LLVM's order, after any
	// problems with the options that LLVM reports but tolerates.
	Diagnostics []Diagnostic
	// Dump is the annotated input, when Options.DumpInput asks for it.
	Dump string
}

// String renders the diagnostics and the dump as LLVM prints them.
func (r *Result) String() string {
	var b strings.Builder
	for _, d := range r.Diagnostics {
		b.WriteString(d.String())
	}
	b.WriteString(r.Dump)
	return b.String()
}

// matcher is the state of one Match call.
type matcher struct {
	c       *Checker
	in      *source
	text    string
	strVals map[string]string
	diags   []Diagnostic
	annots  []annotation
	regexps map[string]*regexp.Regexp
}

// Match checks input, named inputName in diagnostics, against the check
// file. Variables start afresh at each call.
func (c *Checker) Match(inputName string, input []byte) *Result {
	text := Canonicalize(string(input), c.opts.StrictWhitespace)
	m := &matcher{
		c:       c,
		in:      &source{name: inputName, text: text},
		text:    text,
		strVals: maps.Clone(c.strDefs),
		regexps: map[string]*regexp.Regexp{},
	}
	for _, v := range c.vars.allNum {
		v.defined = false
	}
	for v, val := range c.numDefs {
		v.value, v.defined = val, true
	}
	res := &Result{OK: m.checkInput()}
	res.Diagnostics = append(slices.Clone(c.parseDiags), m.diags...)
	if c.opts.DumpInput == DumpAlways || (c.opts.DumpInput == DumpFail && !res.OK) {
		res.Dump = m.dump()
	}
	return res
}

// checkInput runs all checks, splitting the input at CHECK-LABEL matches
// first, as LLVM's FileCheck::checkInput does.
func (m *matcher) checkInput() bool {
	checks := m.c.checks
	failed := false
	bufStart, end := 0, len(m.text)
	i, j := 0, 0
	for {
		regionStart, regionEnd := bufStart, end
		if j < len(checks) {
			if checks[j].pat.kind != kindLabel {
				j++
				continue
			}
			pos, n, ok := m.check(checks[j], bufStart, end, true)
			if !ok {
				return false
			}
			regionEnd = pos + n
			bufStart = pos + n
			j++
		}
		if i != 0 && m.c.opts.EnableVarScope {
			m.clearLocalVars()
		}
		for ; i != j; i++ {
			pos, n, ok := m.check(checks[i], regionStart, regionEnd, false)
			if !ok {
				failed = true
				i = j
				break
			}
			regionStart = pos + n
		}
		if j == len(checks) {
			break
		}
	}
	return !failed
}

// clearLocalVars forgets every variable whose name lacks a "$".
func (m *matcher) clearLocalVars() {
	for name := range m.strVals {
		if !strings.HasPrefix(name, "$") {
			delete(m.strVals, name)
		}
	}
	for _, v := range m.c.vars.allNum {
		if !strings.HasPrefix(v.name, "$") {
			v.defined = false
		}
	}
}

// check matches cs in text[start:end] and returns where its (first)
// match starts and the length up to the end of its last match. In label
// scan mode it ignores CHECK-DAG, CHECK-NOT and line constraints.
func (m *matcher) check(cs *checkString, start, end int, labelScan bool) (int, int, bool) {
	p := cs.pat
	lastPos := start
	var nots []*pattern
	if !labelScan {
		pos, ok := m.checkDAG(cs, start, end, &nots)
		if !ok {
			return 0, 0, false
		}
		lastPos = pos
	}
	lastEnd, firstPos := lastPos, 0
	for i := 1; i <= p.count; i++ {
		pos, n, found, ok := m.match(p, lastEnd, end)
		if !ok {
			m.fuzzyNote(p, lastEnd, end)
			return 0, 0, false
		}
		if !found {
			info := ""
			if p.count > 1 {
				info = fmt.Sprintf(" (%d out of %d)", i, p.count)
			}
			m.reportNoMatch(p, lastEnd, end, info)
			return 0, 0, false
		}
		if i == 1 {
			firstPos = pos
		}
		info := ""
		if p.count > 1 {
			info = fmt.Sprintf(" (%d out of %d)", i, p.count)
		}
		m.remarkFound(p, pos, n, info)
		lastEnd = pos + n
	}
	if !labelScan {
		if !m.checkLines(p, lastPos, firstPos) {
			return 0, 0, false
		}
		if !m.checkNot(nots, lastPos, firstPos) {
			return 0, 0, false
		}
	}
	return firstPos, lastEnd - firstPos, true
}

// newlines counts the line breaks in text[from:to], taking "\r\n" and
// "\n\r" as one, and returns the offset just past the first.
func (m *matcher) newlines(from, to int) (count, first int) {
	for i := from; i < to; i++ {
		c := m.text[i]
		if c != '\n' && c != '\r' {
			continue
		}
		if i+1 < to && (m.text[i+1] == '\n' || m.text[i+1] == '\r') && m.text[i+1] != c {
			i++
		}
		count++
		if count == 1 {
			first = i + 1
		}
	}
	return count, first
}

// checkLines enforces CHECK-NEXT, CHECK-EMPTY and CHECK-SAME on the text
// skipped between the previous match (ending at prev) and this one.
func (m *matcher) checkLines(p *pattern, prev, pos int) bool {
	var name string
	switch p.kind {
	case kindNext:
		name = p.prefix + "-NEXT"
	case kindEmpty:
		name = p.prefix + "-EMPTY"
	case kindSame:
		name = p.prefix + "-SAME"
	default:
		return true
	}
	n, first := m.newlines(prev, pos)
	var msg string
	switch {
	case p.kind == kindSame && n != 0:
		msg = ": is not on the same line as the previous match"
	case p.kind != kindSame && n == 0:
		msg = ": is on the same line as previous match"
	case p.kind != kindSame && n != 1:
		msg = ": is not on the line after the previous match"
	default:
		return true
	}
	m.diags = append(m.diags,
		newDiag("error", p.src, p.loc, p.loc, name+msg),
		newDiag("note", m.in, pos, pos, "'next' match was here"),
		newDiag("note", m.in, prev, prev, "previous match ended here"))
	if p.kind != kindSame && n > 1 {
		m.diags = append(m.diags, newDiag("note", m.in, first, first, "non-matching line after previous match is here"))
	}
	m.annotate(p, pos, pos+1, '!', "error: match on wrong line")
	return false
}

// checkNot reports each pattern of nots that matches in text[from:to].
func (m *matcher) checkNot(nots []*pattern, from, to int) bool {
	ok := true
	for _, p := range nots {
		pos, n, found, fine := m.match(p, from, to)
		if !fine {
			ok = false
			continue
		}
		if found {
			m.diags = append(m.diags, newDiag("error", p.src, p.loc, p.loc, p.description()+": excluded string found in input"))
			m.diags = append(m.diags, newDiag("note", m.in, pos, pos+n, "found here"))
			m.substNotes(p, pos)
			m.annotate(p, pos, pos+n, '!', "error: no match expected")
			ok = false
		}
	}
	return ok
}

// checkDAG matches the CHECK-DAG groups before cs and collects the
// CHECK-NOT patterns after the last group into nots; it returns where the
// last group's matches end.
func (m *matcher) checkDAG(cs *checkString, start, end int, nots *[]*pattern) (int, bool) {
	if len(cs.dagNot) == 0 {
		return start, true
	}
	type span struct{ pos, end int }
	var spans []span // sorted, non-overlapping matches of the current group
	for k, p := range cs.dagNot {
		if p.kind == kindNot {
			*nots = append(*nots, p)
			continue
		}
		from := start
		for {
			pos, n, found, ok := m.match(p, from, end)
			if !ok {
				m.fuzzyNote(p, from, end)
				return 0, false
			}
			if !found {
				m.reportNoMatch(p, from, end, "")
				return 0, false
			}
			s := span{pos, pos + n}
			if m.c.opts.AllowDeprecatedDagOverlap {
				spans = append(spans, s)
				m.remarkFound(p, pos, n, "")
				break
			}
			at, overlap := len(spans), false
			for x, old := range spans {
				if s.pos < old.end {
					at, overlap = x, old.pos < s.end
					break
				}
			}
			if !overlap {
				spans = append(spans[:at], append([]span{s}, spans[at:]...)...)
				m.remarkFound(p, pos, n, "")
				break
			}
			from = spans[at].end
		}
		if k+1 == len(cs.dagNot) || cs.dagNot[k+1].kind == kindNot {
			if len(*nots) > 0 {
				first := spans[0].pos
				if m.c.opts.AllowDeprecatedDagOverlap {
					for _, s := range spans {
						first = min(first, s.pos)
					}
				}
				if !m.checkNot(*nots, start, first) {
					return 0, false
				}
				*nots = nil
			}
			last := spans[len(spans)-1].end
			if m.c.opts.AllowDeprecatedDagOverlap {
				for _, s := range spans {
					last = max(last, s.end)
				}
			}
			start = last
			spans = nil
		}
	}
	return start, true
}

// match searches text[start:end] for p. ok is false when the search
// could not run (an undefined variable, say); the reason is reported.
func (m *matcher) match(p *pattern, start, end int) (pos, n int, found, ok bool) {
	buf := m.text[start:end]
	switch {
	case p.kind == kindEOF:
		return end, 0, true, true
	case p.fixed != "":
		i := indexFold(buf, p.fixed, m.c.opts.IgnoreCase)
		if i < 0 {
			return 0, 0, false, true
		}
		return start + i, len(p.fixed), true, true
	}
	vals, ok := m.substValues(p)
	if !ok {
		return 0, 0, false, false
	}
	if p.regexText == "" && strings.Join(vals, "") == "" {
		// LLVM's regex library rejects an empty regex, so it never matches.
		return 0, 0, false, true
	}
	var caps []int
	if p.backref {
		bt := &backtracker{root: p.tree, ncap: p.ncap, fold: m.c.opts.IgnoreCase, vals: vals}
		caps = bt.find(buf)
	} else {
		var b strings.Builder
		if m.c.opts.IgnoreCase {
			b.WriteString("(?i)")
		}
		goSyntax(&b, p.tree, vals)
		re, err := m.compile(b.String())
		if err != nil {
			m.diags = append(m.diags, newDiag("error", p.src, p.loc, p.loc, "invalid regex: "+err.Error()))
			return 0, 0, false, false
		}
		caps = re.FindStringSubmatchIndex(buf)
	}
	if caps == nil {
		return 0, 0, false, true
	}
	for _, d := range p.strDefs {
		m.strVals[d.name] = capture(buf, caps, d.cap)
	}
	for _, d := range p.numDefs {
		v, err := d.v.format.parse(capture(buf, caps, d.cap))
		if err != nil {
			m.diags = append(m.diags, newDiag("error", m.in, start+caps[2*d.cap], start+caps[2*d.cap+1], "unable to represent numeric value"))
			return 0, 0, false, false
		}
		d.v.value, d.v.defined = v, true
	}
	pos, n = start+caps[0], caps[1]-caps[0]
	if p.kind == kindEmpty { // the match starts after the newline
		pos, n = pos+1, n-1
	}
	return pos, n, true, true
}

func capture(buf string, caps []int, i int) string {
	if 2*i+1 >= len(caps) || caps[2*i] < 0 {
		return ""
	}
	return buf[caps[2*i]:caps[2*i+1]]
}

func (m *matcher) compile(expr string) (*regexp.Regexp, error) {
	if re, ok := m.regexps[expr]; ok {
		return re, nil
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, err
	}
	re.Longest()
	m.regexps[expr] = re
	return re, nil
}

// indexFold is strings.Index, optionally ignoring ASCII case.
func indexFold(s, sub string, fold bool) int {
	if !fold {
		return strings.Index(s, sub)
	}
	return strings.Index(asciiLower(s), asciiLower(sub))
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = byte(toLower(rune(c)))
	}
	return string(b)
}

// substValues computes the text of each substitution of p, reporting
// undefined variables and overflows.
func (m *matcher) substValues(p *pattern) ([]string, bool) {
	vals := make([]string, len(p.substs))
	ok := true
	for i, s := range p.substs {
		v, err := m.substValue(s)
		if err != nil {
			ok = false
			at := s.loc
			if u, isUndef := err.(*undefinedVarError); isUndef {
				at = u.loc
			} else {
				err = fmt.Errorf("unable to substitute variable or numeric expression: overflow error")
			}
			m.diags = append(m.diags, newDiag("error", p.src, at, at, err.Error()))
			continue
		}
		vals[i] = v
	}
	return vals, ok
}

func (m *matcher) substValue(s *substitution) (string, error) {
	if s.expr == nil {
		v, ok := m.strVals[s.strVar]
		if !ok {
			return "", &undefinedVarError{s.strVar, s.loc}
		}
		return v, nil
	}
	v, err := s.expr.eval()
	if err != nil {
		return "", err
	}
	return s.format.format(v)
}

// reportNoMatch reports that p was not found in text[start:end].
func (m *matcher) reportNoMatch(p *pattern, start, end int, info string) {
	m.diags = append(m.diags,
		newDiag("error", p.src, p.loc, p.loc, p.description()+": expected string not found in input"+info),
		newDiag("note", m.in, start, start, "scanning from here"))
	m.substNotes(p, start)
	m.annotate(p, start, end, 'X', "error: no match found")
	m.fuzzyNote(p, start, end)
}

// fuzzyNote adds the "possible intended match" note for p, if any.
func (m *matcher) fuzzyNote(p *pattern, start, end int) {
	if best, ok := m.fuzzy(p, start, end); ok {
		m.diags = append(m.diags, newDiag("note", m.in, best, best, "possible intended match here"))
		m.annotate(p, best, best+1, '?', "possible intended match")
	}
}

// remarkFound reports, when verbose, that p matched at pos.
func (m *matcher) remarkFound(p *pattern, pos, n int, info string) {
	if !m.c.opts.Verbose || p.kind == kindEOF {
		return
	}
	m.diags = append(m.diags,
		newDiag("remark", p.src, p.loc, p.loc, p.description()+": expected string found in input"+info),
		newDiag("note", m.in, pos, pos+n, "found here"))
}

// substNotes adds the "with X equal to V" notes of p's substitutions.
func (m *matcher) substNotes(p *pattern, at int) {
	for _, s := range p.substs {
		v, err := m.substValue(s)
		if err != nil {
			continue
		}
		m.diags = append(m.diags, newDiag("note", m.in, at, at, fmt.Sprintf(`with "%s" equal to "%s"`, writeEscaped(s.text), writeEscaped(v))))
	}
}

// writeEscaped escapes s the way LLVM's raw_ostream::write_escaped does.
func writeEscaped(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '"':
			b.WriteString(`\"`)
		case c < 32 || c == 127:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// fuzzy finds a "possible intended match" for p in text[start:end]: the
// position, within 4096 bytes, whose line prefix is closest in edit
// distance to the pattern, with a small penalty per line skipped.
func (m *matcher) fuzzy(p *pattern, start, end int) (int, bool) {
	example := p.fixed
	if example == "" {
		example = p.regexText
	}
	if example == "" {
		return 0, false
	}
	buf := m.text[start:end]
	lines, best, bestQ := 0, -1, 0.0
	for i := 0; i < min(4096, len(buf)); i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		cand := buf[i:min(len(buf), i+len(example))]
		if nl := strings.IndexByte(cand, '\n'); nl >= 0 {
			cand = cand[:nl]
		}
		q := float64(editDistance(cand, example)) + float64(lines)/100
		if best < 0 || q < bestQ {
			best, bestQ = i, q
		}
	}
	if best <= 0 || bestQ >= 50 {
		return 0, false
	}
	return start + best, true
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prev := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cur := row[j]
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			row[j] = min(row[j]+1, row[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return row[len(b)]
}
