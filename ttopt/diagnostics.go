package ttopt

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// sourceFile is an input file kept for rendering diagnostics with the source line and a caret.
type sourceFile struct {
	name  string
	lines []string
}

func newSourceFile(name, text string) *sourceFile {
	return &sourceFile{name: name, lines: strings.Split(text, "\n")}
}

// render formats d (and its notes) as mlir-opt does: `file:line:col: error: message`, then the
// source line and a caret when the location is in this file; a note at the location shown
// just before it gets no source line again.
func (f *sourceFile) render(d *ir.Diagnostic, prefix string) string {
	var b strings.Builder
	f.renderOne(&b, d, prefix, true)
	prev := d.Loc
	for _, n := range d.Notes {
		f.renderOne(&b, n, "", n.Loc != prev)
		prev = n.Loc
	}
	return b.String()
}

func (f *sourceFile) renderOne(b *strings.Builder, d *ir.Diagnostic, prefix string, showSource bool) {
	file, line, col, ok := ir.FileLineCol(d.Loc)
	if !ok {
		// As LLVM's SourceMgr, a diagnostic with no place in a file is at <unknown>:0, and a
		// location other than unknown leads its message.
		where := ""
		if _, unknown := d.Loc.(*ir.UnknownLoc); d.Loc != nil && !unknown {
			where = asm.AttrString(d.Loc) + ": "
		}
		fmt.Fprintf(b, "<unknown>:0: %s: %s%s%s\n", d.Severity, where, prefix, d.Message)
		return
	}
	f.renderAt(b, file, line, col, d.Severity.String(), prefix+d.Message, showSource)
}

// renderAt writes a message at file:line:col as MLIR's SourceMgr does: the location, the
// severity and the message, then (when showSource, for a line of this file) the source line
// with a caret under the column.
func (f *sourceFile) renderAt(b *strings.Builder, file string, line, col int, severity, msg string, showSource bool) {
	fmt.Fprintf(b, "%s:%d:%d: %s: %s\n", file, line, col, severity, msg)
	if showSource && file == f.name && line >= 1 && line <= len(f.lines) {
		src := f.lines[line-1]
		b.WriteString(src)
		b.WriteByte('\n')
		if col < 1 {
			col = 1
		}
		b.WriteString(strings.Repeat(" ", min(col-1, len(src))))
		b.WriteString("^\n")
	}
}

// expectedDiag is one `expected-<severity>[-re][@where] {{message}}` directive.
type expectedDiag struct {
	severity ir.Severity
	line     int // the line the diagnostic must be reported on
	col      int // where the directive is, for reporting
	dirLine  int
	text     string
	re       *regexp.Regexp
	matched  bool
}

// expectedRE matches a directive as MLIR 22's verifier does: a designator other than @+N, @-N,
// @above, @below or @unknown makes the line no directive at all.
var expectedRE = regexp.MustCompile(`expected-(error|warning|remark|note)(-re)? *(@(?:[+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}`)

var severityByName = map[string]ir.Severity{
	"error": ir.SeverityError, "warning": ir.SeverityWarning, "remark": ir.SeverityRemark, "note": ir.SeverityNote,
}

// parseExpectations reads the expected-* directives of a chunk whose first line is firstLine.
// Directives with @below bind to the next line without a directive, @above to the previous
// one, @+N/@-N to a relative line, and no suffix to their own line.
func parseExpectations(file *sourceFile, c chunk) ([]*expectedDiag, error) {
	lines := strings.Split(c.text, "\n")
	var exps, pendingBelow []*expectedDiag
	lastPlain := 0
	for i, l := range lines {
		lineNo := c.firstLine + i
		ms := expectedRE.FindAllStringSubmatchIndex(l, -1)
		if len(ms) == 0 {
			for _, e := range pendingBelow {
				e.line = lineNo
			}
			pendingBelow = nil
			lastPlain = lineNo
			continue
		}
		for _, m := range ms {
			col := m[0] + 1
			if i == 0 {
				col += c.firstCol - 1
			}
			e := &expectedDiag{severity: severityByName[l[m[2]:m[3]]], line: lineNo, dirLine: lineNo, col: col, text: l[m[8]:m[9]]}
			if m[4] >= 0 {
				re, err := compileExpectedRegex(e.text)
				if err != nil {
					return nil, fmt.Errorf("%s:%d:%d: error: invalid regular expression in expected diagnostic: %v", file.name, lineNo, e.col, err)
				}
				e.re = re
			}
			if m[6] >= 0 {
				where := l[m[6]+1 : m[7]]
				switch {
				case where == "below":
					pendingBelow = append(pendingBelow, e)
				case where == "above":
					e.line = lastPlain
				case where == "unknown":
					e.line = 0
				default:
					n, err := strconv.Atoi(where)
					if err != nil {
						return nil, fmt.Errorf("%s:%d:%d: error: expected '@above', '@below', '@unknown' or '@+N'/'@-N' in expected diagnostic", file.name, lineNo, e.col)
					}
					e.line = lineNo + n
				}
			}
			exps = append(exps, e)
		}
	}
	if len(pendingBelow) > 0 {
		e := pendingBelow[0]
		return nil, fmt.Errorf("%s:%d:%d: error: expected diagnostic '@below' has no line below it to refer to", file.name, e.dirLine, e.col)
	}
	return exps, nil
}

// compileExpectedRegex turns an expected-*-re text, literal but for {{regex}} parts, into a
// regular expression; `.` matches newlines too, as in llvm::Regex without its Newline flag.
func compileExpectedRegex(text string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("(?s)")
	for {
		i := strings.Index(text, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(text))
			break
		}
		j := strings.Index(text[i+2:], "}}")
		if j < 0 {
			b.WriteString(regexp.QuoteMeta(text))
			break
		}
		b.WriteString(regexp.QuoteMeta(text[:i]))
		b.WriteString("(?:" + text[i+2:i+2+j] + ")")
		text = text[i+2+j+2:]
	}
	return regexp.Compile(b.String())
}

func (e *expectedDiag) matches(d *ir.Diagnostic, fileName string) bool {
	if e.matched || e.severity != d.Severity {
		return false
	}
	file, line, _, ok := ir.FileLineCol(d.Loc)
	if e.line == 0 {
		if ok {
			return false
		}
	} else if !ok || file != fileName || line != e.line {
		return false
	}
	if e.re != nil {
		return e.re.MatchString(d.Message)
	}
	return strings.Contains(d.Message, e.text)
}

// verifyDiagnostics matches the produced diagnostics (notes flattened) against the
// expectations; it returns the rendered mismatches (empty when everything matched).
// onlyExpected ignores diagnostics that no directive expects.
func verifyDiagnostics(file *sourceFile, exps []*expectedDiag, diags []*ir.Diagnostic, onlyExpected bool) string {
	var flat []*ir.Diagnostic
	for _, d := range diags {
		flat = append(flat, d)
		flat = append(flat, d.Notes...)
	}
	var out strings.Builder
	for _, d := range flat {
		found := false
		for _, e := range exps {
			if e.matches(d, file.name) {
				e.matched, found = true, true
				break
			}
		}
		if !found && !onlyExpected {
			out.WriteString(file.render(&ir.Diagnostic{Severity: ir.SeverityError, Loc: d.Loc, Message: d.Message}, "unexpected "+d.Severity.String()+": "))
		}
	}
	var unknownLoc strings.Builder
	for _, e := range exps {
		if !e.matched && e.line == 0 {
			fmt.Fprintf(&unknownLoc, "<unknown>:0: error: expected %s \"%s\" was not produced\n", e.severity, e.text)
			continue
		}
		if !e.matched {
			fmt.Fprintf(&out, "%s:%d:%d: error: expected %s \"%s\" was not produced\n", file.name, e.dirLine, e.col, e.severity, e.text)
			if e.dirLine <= len(file.lines) {
				// LLVM underlines the length of the expected text from the directive's start.
				line := file.lines[e.dirLine-1]
				n := min(len(e.text), len(line)-(e.col-1))
				out.WriteString(line + "\n" + strings.Repeat(" ", e.col-1) + "^" + strings.Repeat("~", max(n-1, 0)) + "\n")
			}
		}
	}
	// mlir-opt-22 reports the unmet expectations at unknown locations after the others, and
	// twice: its verifier checks them once when asked and again when it is destroyed.
	out.WriteString(unknownLoc.String())
	out.WriteString(unknownLoc.String())
	return out.String()
}
