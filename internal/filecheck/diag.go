package filecheck

import (
	"fmt"
	"strings"
)

// source is a named buffer that diagnostics point into: the check file,
// the input, or a pseudo-file holding one command-line pattern.
type source struct {
	name string
	text string
}

// lineCol returns the 1-based line and byte column of offset off.
func (s *source) lineCol(off int) (line, col int) {
	off = min(max(off, 0), len(s.text))
	line = 1 + strings.Count(s.text[:off], "\n")
	start := strings.LastIndexByte(s.text[:off], '\n') + 1
	return line, off - start + 1
}

// lineAt returns the bounds of the line holding offset off, without its
// line terminator.
func (s *source) lineAt(off int) (start, end int) {
	off = min(max(off, 0), len(s.text))
	start = strings.LastIndexByte(s.text[:off], '\n') + 1
	end = len(s.text)
	if i := strings.IndexByte(s.text[off:], '\n'); i >= 0 {
		end = off + i
	}
	if end > start && s.text[end-1] == '\r' {
		end--
	}
	return start, end
}

// Diagnostic is one message in LLVM's format:
//
//	check.txt:3:8: error: CHECK: expected string not found in input
//	CHECK: foo
//	       ^
type Diagnostic struct {
	// Kind is "error", "note" or "remark"; empty for a bare message.
	Kind string
	// File, Line and Col locate the message; File is empty when the
	// message has no location.
	File      string
	Line, Col int
	// Message is the text after the kind.
	Message string
	// SourceLine is the located line and Marker the caret line under it.
	SourceLine, Marker string
}

// String renders d the way LLVM's SourceMgr prints it, ending in a newline.
func (d Diagnostic) String() string {
	if d.Kind == "" {
		return d.Message + "\n"
	}
	if d.File == "" {
		return d.Kind + ": " + d.Message + "\n"
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s\n%s\n%s\n", d.File, d.Line, d.Col, d.Kind, d.Message, d.SourceLine, d.Marker)
}

// Error is a failure to parse a check file or its options: the
// diagnostics that explain it.
type Error struct {
	// Diagnostics lists the messages in the order LLVM prints them.
	Diagnostics []Diagnostic
}

// Error renders every diagnostic.
func (e *Error) Error() string {
	var b strings.Builder
	for _, d := range e.Diagnostics {
		b.WriteString(d.String())
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// newDiag builds a diagnostic at offset pos of src whose marker underlines
// pos..end (a caret alone when end <= pos).
func newDiag(kind string, src *source, pos, end int, msg string) Diagnostic {
	if src == nil {
		return Diagnostic{Kind: kind, Message: msg}
	}
	line, col := src.lineCol(pos)
	ls, le := src.lineAt(pos)
	raw := src.text[ls:le]
	// Expand tabs to 8-column stops in both lines, as LLVM does.
	var text, marker strings.Builder
	caretFrom, caretTo := pos-ls, end-ls
	if caretTo > len(raw)+1 {
		caretTo = len(raw) + 1
	}
	for i := 0; i <= len(raw); i++ {
		width := 1
		if i < len(raw) {
			if raw[i] == '\t' {
				width = 8 - text.Len()%8
				text.WriteString(strings.Repeat(" ", width))
			} else {
				text.WriteByte(raw[i])
			}
		}
		m := byte(' ')
		switch {
		case i == caretFrom:
			m = '^'
		case i > caretFrom && i < caretTo:
			m = '~'
		}
		if i < len(raw) || m != ' ' {
			marker.WriteString(strings.Repeat(string(m), width))
		}
	}
	return Diagnostic{
		Kind: kind, File: src.name, Line: line, Col: col, Message: msg,
		SourceLine: text.String(), Marker: strings.TrimRight(marker.String(), " "),
	}
}
