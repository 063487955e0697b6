package pass

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestReportListMergesByName checks the list report: timers of one name anywhere in the tree
// make one row with their summed time, rows come by decreasing time after root, and Rest is
// the time outside the top-level timers.
func TestReportListMergesByName(t *testing.T) {
	root := NewTimer("Total")
	root.Wall = 100 * time.Millisecond
	nested := root.Child("'func.func' Pipeline")
	nested.Wall = 40 * time.Millisecond
	nested.Child("CSE").Wall = 10 * time.Millisecond
	nested.Child("Canonicalizer").Wall = 25 * time.Millisecond
	root.Child("CSE").Wall = 20 * time.Millisecond
	root.Child("Parser").Wall = 5 * time.Millisecond
	var b bytes.Buffer
	root.ReportList(&b)
	rowRE := regexp.MustCompile(`^ +([0-9.]+) \( *([0-9.]+)%\)  (.*)$`)
	var got []string
	for _, line := range strings.Split(b.String(), "\n") {
		if m := rowRE.FindStringSubmatch(line); m != nil {
			got = append(got, m[3]+" "+m[1])
		}
	}
	want := []string{"root 0.1000", "'func.func' Pipeline 0.0400", "CSE 0.0300", "Canonicalizer 0.0250", "Parser 0.0050", "Rest 0.0350", "Total 0.1000"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s\nreport:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), b.String())
	}
}
