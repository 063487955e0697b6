package lit

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// script is what a test file's directives say.
type script struct {
	runs        []runLine
	requires    []string
	unsupported []string
	xfail       []string
}

// runLine is one RUN command after joining its continuation lines.
type runLine struct {
	line    int
	command string
}

// keywords are the directives lit 22 recognizes. Those this runner does not implement are
// reported as errors rather than ignored, so a test never silently means something else.
var keywords = []string{"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:", "ALLOW_RETRIES:", "END.", "DEFINE:", "REDEFINE:"}

// lineNumberRef matches %(line), %(line+N) and %(line-N).
var lineNumberRef = regexp.MustCompile(`%\(line *(?:([+-]) *(\d+))?\)`)

// parseScript reads the directives of a test file. As in lit, a directive may appear anywhere
// on a line and runs to its end; the first keyword of a line wins.
func parseScript(text string) (*script, error) {
	s := &script{}
	continued := false
	for i, ln := range strings.Split(text, "\n") {
		lineNo := i + 1
		at, kw := -1, ""
		for _, k := range keywords {
			if j := strings.Index(ln, k); j >= 0 && (at < 0 || j < at) {
				at, kw = j, k
			}
		}
		if at < 0 {
			continue
		}
		rest := strings.TrimRight(ln[at+len(kw):], " \t\r")
		switch kw {
		case "RUN:":
			rest = lineNumberRef.ReplaceAllStringFunc(rest, func(m string) string {
				g := lineNumberRef.FindStringSubmatch(m)
				n, _ := strconv.Atoi(g[2])
				switch g[1] {
				case "+":
					return strconv.Itoa(lineNo + n)
				case "-":
					return strconv.Itoa(lineNo - n)
				}
				return strconv.Itoa(lineNo)
			})
			if continued {
				last := &s.runs[len(s.runs)-1]
				last.command = last.command[:len(last.command)-1] + rest
			} else {
				s.runs = append(s.runs, runLine{line: lineNo, command: strings.TrimLeft(rest, " \t")})
			}
			continued = strings.HasSuffix(rest, `\`)
			continue
		case "REQUIRES:", "UNSUPPORTED:", "XFAIL:":
			var list *[]string
			switch kw {
			case "REQUIRES:":
				list = &s.requires
			case "UNSUPPORTED:":
				list = &s.unsupported
			default:
				list = &s.xfail
			}
			for _, e := range strings.Split(rest, ",") {
				if e = strings.TrimSpace(e); e == "" {
					continue
				}
				if e != "*" {
					if _, err := evalFeatures(e, nil); err != nil {
						return nil, fmt.Errorf("line %d: %s %v", lineNo, kw, err)
					}
				}
				*list = append(*list, e)
			}
		case "END.":
			if strings.TrimSpace(rest) == "" {
				return s.finish(continued)
			}
		default:
			return nil, fmt.Errorf("line %d: directive %s is not supported by this runner", lineNo, kw)
		}
		if continued {
			return nil, fmt.Errorf("line %d: RUN line continued by a %s line", lineNo, kw)
		}
	}
	return s.finish(continued)
}

func (s *script) finish(continued bool) (*script, error) {
	if continued {
		return nil, fmt.Errorf("test has unterminated RUN lines (with '\\')")
	}
	if len(s.runs) == 0 {
		return nil, fmt.Errorf("test has no 'RUN:' line")
	}
	return s, nil
}

// substitutions are the values of a test's % substitutions.
type substitutions struct {
	source string // the test file (%s)
	tmp    string // the temporary path (%t)
}

// expand replaces lit 22's default substitutions in a RUN command: %s, %S, %p, %t, their %/x
// forms, %basename_t, %{s:basename}, %{t:stem}, %{pathsep} and %% (a literal %). Other % text
// stays as written.
func (sub substitutions) expand(cmd string) string {
	tmpBase := strings.TrimSuffix(sub.tmp, ".tmp")
	table := []struct{ from, to string }{
		{"%%", "%"},
		{"%{pathsep}", ":"},
		{"%basename_t", filepath.Base(tmpBase)},
		{"%{s:basename}", filepath.Base(sub.source)},
		{"%{t:stem}", filepath.Base(tmpBase)},
		{"%/s", filepath.ToSlash(sub.source)},
		{"%/S", filepath.ToSlash(filepath.Dir(sub.source))},
		{"%/p", filepath.ToSlash(filepath.Dir(sub.source))},
		{"%/t", filepath.ToSlash(sub.tmp)},
		{"%s", sub.source},
		{"%S", filepath.Dir(sub.source)},
		{"%p", filepath.Dir(sub.source)},
		{"%t", sub.tmp},
	}
	var b strings.Builder
	for i := 0; i < len(cmd); {
		if cmd[i] != '%' {
			b.WriteByte(cmd[i])
			i++
			continue
		}
		matched := false
		for _, e := range table {
			if strings.HasPrefix(cmd[i:], e.from) {
				b.WriteString(e.to)
				i += len(e.from)
				matched = true
				break
			}
		}
		if !matched {
			b.WriteByte('%')
			i++
		}
	}
	return b.String()
}

// evalFeatures evaluates one of lit's boolean feature expressions: feature names (letters,
// digits and -+=._), true, false, !, &&, || and parentheses, with ! binding tightest and &&
// tighter than ||.
func evalFeatures(expr string, features map[string]bool) (bool, error) {
	toks, err := lexFeatures(expr)
	if err != nil {
		return false, err
	}
	p := &featureParser{toks: toks, features: features}
	v, err := p.or()
	if err != nil {
		return false, err
	}
	if p.pos != len(p.toks) {
		return false, fmt.Errorf("%q: unexpected %q", expr, p.toks[p.pos])
	}
	return v, nil
}

func lexFeatures(expr string) ([]string, error) {
	var toks []string
	for i := 0; i < len(expr); {
		c := expr[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.HasPrefix(expr[i:], "&&") || strings.HasPrefix(expr[i:], "||"):
			toks = append(toks, expr[i:i+2])
			i += 2
		case c == '!' || c == '(' || c == ')':
			toks = append(toks, expr[i:i+1])
			i++
		case isFeatureChar(c):
			j := i
			for j < len(expr) && isFeatureChar(expr[j]) {
				j++
			}
			toks = append(toks, expr[i:j])
			i = j
		default:
			return nil, fmt.Errorf("%q: unexpected character %q", expr, c)
		}
	}
	return toks, nil
}

func isFeatureChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-+=._", c) >= 0
}

type featureParser struct {
	toks     []string
	pos      int
	features map[string]bool
}

func (p *featureParser) accept(tok string) bool {
	if p.pos < len(p.toks) && p.toks[p.pos] == tok {
		p.pos++
		return true
	}
	return false
}

func (p *featureParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.accept("||") {
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *featureParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.accept("&&") {
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *featureParser) not() (bool, error) {
	if p.accept("!") {
		v, err := p.not()
		return !v, err
	}
	if p.accept("(") {
		v, err := p.or()
		if err == nil && !p.accept(")") {
			err = fmt.Errorf("missing ')'")
		}
		return v, err
	}
	if p.pos == len(p.toks) {
		return false, fmt.Errorf("expected a feature name at the end")
	}
	t := p.toks[p.pos]
	if !isFeatureChar(t[0]) {
		return false, fmt.Errorf("expected a feature name, got %q", t)
	}
	p.pos++
	switch t {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return p.features[t], nil
}
