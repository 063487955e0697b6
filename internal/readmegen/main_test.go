package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ttopt"
)

// TestREADMEUpToDate fails when README.md's generated sections differ from what tt-opt's
// registry and --help say.
func TestREADMEUpToDate(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	want, err := update(string(readme), ttopt.DefaultRegistry())
	if err != nil {
		t.Fatal(err)
	}
	if string(readme) != want {
		t.Errorf("README.md is stale: run `go run ./internal/readmegen` from the repository root\n%s",
			firstDifference(string(readme), want))
	}
}

// TestTableMatchesListPasses checks the table against the passes `tt-opt --list-passes`
// prints, one row each.
func TestTableMatchesListPasses(t *testing.T) {
	r := ttopt.DefaultRegistry()
	var out, errOut bytes.Buffer
	if code := ttopt.Run(r, []string{"--list-passes"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("tt-opt --list-passes exited %d: %s", code, errOut.String())
	}
	var listed []string
	for _, line := range strings.Split(out.String(), "\n") {
		// Passes are indented by six spaces, their options by eight.
		if rest, ok := strings.CutPrefix(line, "      --"); ok {
			listed = append(listed, "| `--"+strings.Fields(rest)[0]+"` |")
		}
	}
	table, err := passTable(r)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(table, "\n"), "\n")[2:]
	if len(rows) != len(listed) {
		t.Fatalf("the table has %d rows, --list-passes lists %d passes and pipelines", len(rows), len(listed))
	}
	for i, row := range rows {
		if !strings.HasPrefix(row, listed[i]) {
			t.Errorf("row %d is %q, want %s...", i, row, listed[i])
		}
	}
}

func TestUpdateNeedsMarkers(t *testing.T) {
	if _, err := update("# no markers\n", ttopt.DefaultRegistry()); err == nil {
		t.Error("update accepted a README without markers")
	}
}

// firstDifference shows the first line at which two texts differ.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n  README:    %s\n  generated: %s", i+1, al[i], bl[i])
		}
	}
	return "the texts differ in length"
}

// TestQuickStart runs the tt-opt part of README's first command, which must succeed.
func TestQuickStart(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, cmd, ok := strings.Cut(string(readme), "\n    go build -o bin/tt-opt ./tools/tt-opt && bin/tt-opt ")
	if !ok {
		t.Fatal("README does not start with `go build -o bin/tt-opt ./tools/tt-opt && bin/tt-opt ...`")
	}
	cmd, _, _ = strings.Cut(cmd, "\n")
	var args []string
	for _, a := range strings.Fields(cmd) {
		if !strings.HasPrefix(a, "-") {
			a = "../../" + a
		}
		args = append(args, a)
	}
	var out, errOut bytes.Buffer
	if code := ttopt.Run(ttopt.DefaultRegistry(), args, strings.NewReader(""), &out, &errOut); code != 0 || out.Len() == 0 {
		t.Errorf("tt-opt %s: exit %d\n%s", cmd, code, errOut.String())
	}
}
