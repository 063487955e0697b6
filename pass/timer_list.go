package pass

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"time"
)

// ReportList writes the execution time report as mlir-opt's --mlir-timing-display=list does:
// every timer of the tree merged by name into one row, a first row for the whole run called
// root, rows by decreasing wall time, then Rest (the time outside the top-level timers) and
// Total.
func (t *Timer) ReportList(w io.Writer) {
	const rule = "===-------------------------------------------------------------------------===\n"
	totalUser := t.User + t.parallelExtra()
	user := t.ranInParallel()
	var b bytes.Buffer
	b.WriteString(rule)
	b.WriteString("                         ... Execution time report ...\n")
	b.WriteString(rule)
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", t.Wall.Seconds())
	if user {
		b.WriteString("  ----User Time----")
	}
	b.WriteString("  ----Wall Time----  ----Name----\n")
	row := func(u, wall time.Duration, name string) {
		if user {
			fmt.Fprintf(&b, "%10.4f (%5.1f%%)", u.Seconds(), percent(u, totalUser))
		}
		fmt.Fprintf(&b, "%10.4f (%5.1f%%)  %s\n", wall.Seconds(), percent(wall, t.Wall), name)
	}
	rows := []*Timer{{Name: "root", Wall: t.Wall, User: totalUser}}
	byName := map[string]*Timer{}
	var merge func(n *Timer)
	merge = func(n *Timer) {
		for _, c := range n.Children {
			m := byName[c.Name]
			if m == nil {
				m = &Timer{Name: c.Name}
				byName[c.Name] = m
				rows = append(rows, m)
			}
			m.Wall += c.Wall
			m.User += c.User
			merge(c)
		}
	}
	merge(t)
	// The stable sort keeps rows of equal time in the order they were first met.
	slices.SortStableFunc(rows[1:], func(a, b *Timer) int { return cmp.Compare(b.Wall, a.Wall) })
	for _, r := range rows {
		row(r.User, r.Wall, r.Name)
	}
	var sumU, sumW time.Duration
	for _, c := range t.Children {
		sumU += c.User
		sumW += c.Wall
	}
	row(max(totalUser-sumU, 0), max(t.Wall-sumW, 0), "Rest")
	row(totalUser, t.Wall, "Total")
	w.Write(b.Bytes())
}
