package filecheck

import (
	"fmt"
	"strings"
)

// annotation marks an input range in the dump: 'X' a failed search, '!'
// an unwanted or misplaced match, '?' a possible intended match.
type annotation struct {
	label      string
	start, end int
	mark       byte
	msg        string
}

func (m *matcher) annotate(p *pattern, start, end int, mark byte, msg string) {
	label := fmt.Sprintf("check:%d", p.line)
	if p.src != m.c.checkSrc {
		label = "command-line"
	}
	m.annots = append(m.annots, annotation{label, start, max(end, start+1), mark, msg})
}

// dump renders the input with annotations below the lines they mark, in
// the spirit of LLVM's -dump-input.
func (m *matcher) dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nInput file: %s\nCheck file: %s\n\n-dump-input=help explains the following input dump.\n\nInput was:\n<<<<<<\n", m.in.name, m.c.checkSrc.name)
	text := m.text
	var starts []int
	for s := 0; s < len(text); {
		starts = append(starts, s)
		i := strings.IndexByte(text[s:], '\n')
		if i < 0 {
			break
		}
		s += i + 1
	}
	if len(starts) == 0 {
		starts = []int{0}
	}
	width := len(fmt.Sprint(len(starts))) + 3
	for _, a := range m.annots {
		width = max(width, len(a.label)+3)
	}
	// Lines within the context of an annotation are shown; others elided.
	show := make([]bool, len(starts))
	context := m.c.opts.DumpInputContext
	if context <= 0 {
		context = 5
	}
	for i := range starts {
		show[i] = m.c.opts.DumpInput == DumpAlways || len(m.annots) == 0
	}
	for _, a := range m.annots {
		first, _ := m.in.lineCol(a.start)
		last, _ := m.in.lineCol(max(a.start, a.end-1))
		for l := max(1, first-context); l <= min(len(starts), last+context); l++ {
			show[l-1] = true
		}
	}
	elided := false
	for i, s := range starts {
		if !show[i] {
			if !elided {
				fmt.Fprintf(&b, "%*s\n%*s\n%*s\n", width, ".", width, ".", width, ".")
			}
			elided = true
			continue
		}
		elided = false
		e := len(text)
		if i+1 < len(starts) {
			e = starts[i+1]
		}
		line := strings.TrimSuffix(text[s:e], "\n")
		nl := ""
		if e > s && text[e-1] == '\n' {
			nl = " "
		}
		fmt.Fprintf(&b, "%*d: %s%s\n", width, i+1, line, nl)
		for _, a := range m.annots {
			from, to := max(a.start, s), min(a.end, e)
			if from >= to && !(a.start == e && e == len(text) && i == len(starts)-1) {
				continue
			}
			to = max(to, from+1)
			mark := strings.Repeat("~", to-from)
			if from == a.start {
				mark = string(a.mark) + mark[1:] + " " + a.msg
			}
			fmt.Fprintf(&b, "%-*s%s%s\n", width+2, a.label, strings.Repeat(" ", from-s), mark)
		}
	}
	b.WriteString(">>>>>>\n")
	return b.String()
}
