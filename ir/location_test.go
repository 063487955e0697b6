package ir

import "testing"

// TestFileLineColUniquing checks that FileLineColLocs are uniqued whichever way the index
// stores them: chained per line, in crowded lines, on lines far past those seen and on
// lines the chains later reach.
func TestFileLineColUniquing(t *testing.T) {
	c := NewContext()
	type pos struct{ file, line, col, endLine, endCol int }
	var ps []pos
	for col := 1; col <= 3*flcChainMax; col++ {
		ps = append(ps, pos{0, 3, col, 0, 0}) // a crowded line
	}
	step := flcPageStep * flcStride // how far past the lines seen the page table grows
	far := 10 * step
	ps = append(ps,
		pos{0, far, 1, 0, 0},     // far past the lines seen: kept aside
		pos{0, 1, 1, 0, 0},       // an ordinary line
		pos{1, 1, 1, 0, 0},       // another file
		pos{0, 1, 1, 2, 5},       // a range on the same line
		pos{0, 1, 1, 0, 5},       // `to :5`
		pos{0, 0, 0, 0, 0},       // the file's own position
		pos{1, -1, 1, 0, 0},      // no real line (in the other file), still uniqued
		pos{0, far - 1, 1, 0, 0}, // a line the chains reach once far ones are seen
	)
	// Reach the far line through ordinary lines, so that heads covers it afterwards.
	for line := step; line <= far+1; line += step / 2 {
		ps = append(ps, pos{0, line, 7, 0, 0})
	}
	files := []string{"a.mlir", "b.mlir"}
	seen := map[*FileLineColLoc]pos{}
	for _, p := range ps {
		l := c.FileLineColRange(files[p.file], p.line, p.col, p.endLine, p.endCol)
		if q, dup := seen[l]; dup && q != p {
			t.Fatalf("%v and %v got the same location", p, q)
		}
		seen[l] = p
	}
	for _, p := range ps {
		l := c.FileLineColRange(files[p.file], p.line, p.col, p.endLine, p.endCol)
		if seen[l] != p {
			t.Errorf("%v: got a new location on the second request", p)
		}
		if l.File != files[p.file] || int(l.Line) != p.line || int(l.Col) != p.col || int(l.EndLine) != p.endLine || int(l.EndCol) != p.endCol {
			t.Errorf("%v: location holds %s:%d:%d to %d:%d", p, l.File, l.Line, l.Col, l.EndLine, l.EndCol)
		}
	}
	if got, want := len(seen), len(ps); got != want {
		t.Errorf("%d distinct locations for %d positions", got, want)
	}
}
