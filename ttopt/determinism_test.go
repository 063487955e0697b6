package ttopt

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// determinismInput is one tt-opt input: a file path, or text read from standard input.
type determinismInput struct {
	name, path, text string
}

// determinismInputs returns the corpus kernels, every tenth module of the pass dumps, the
// example kernels and the lit tests' inputs.
func determinismInputs(t *testing.T) []determinismInput {
	var ins []determinismInput
	for i, m := range corpusModules(t) {
		if !strings.Contains(m.name, ".passes.mlir#") || i%10 == 0 {
			ins = append(ins, determinismInput{name: m.name, text: m.text})
		}
	}
	examples, _ := filepath.Glob("../examples/*.tt*ir")
	for _, f := range examples {
		ins = append(ins, determinismInput{name: f, path: f})
	}
	err := filepath.WalkDir("../lit-tests", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			ins = append(ins, determinismInput{name: path, path: path})
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return ins
}

// run runs tt-opt on in with args under GOMAXPROCS=procs and returns everything it printed
// and its exit code.
func (in determinismInput) run(procs int, args []string) string {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
	args = append(args[:len(args):len(args)], "--split-input-file", "--allow-unregistered-dialect")
	stdin := ""
	if in.path != "" {
		args = append(args, in.path)
	} else {
		stdin = in.text
	}
	var out, errOut bytes.Buffer
	code := Run(DefaultRegistry(), args, strings.NewReader(stdin), &out, &errOut)
	return fmt.Sprintf("%s\n---- stderr ----\n%s\n---- exit %d", out.Bytes(), errOut.Bytes(), code)
}

// TestDeterminism checks the first house rule: tt-opt prints byte-identical output (and
// diagnostics) for the same input and flags, run after run, with threading disabled or not,
// on one or two OS threads.
func TestDeterminism(t *testing.T) {
	pipelines := [][]string{
		nil,
		{"--canonicalize", "--cse"},
		{"--pass-pipeline=builtin.module(tt.func(canonicalize,cse),func.func(cse,canonicalize),symbol-dce)"},
	}
	configs := []struct {
		procs int
		flags []string
	}{
		{1, []string{"--mlir-disable-threading"}},
		{1, nil},
		{2, nil},
		{2, nil},
	}
	for _, in := range determinismInputs(t) {
		for _, p := range pipelines {
			var first string
			for i, c := range configs {
				got := in.run(c.procs, append(append([]string(nil), p...), c.flags...))
				if i == 0 {
					first = got
					continue
				}
				if got != first {
					t.Errorf("%s %v: GOMAXPROCS=%d %v differs from GOMAXPROCS=1 --mlir-disable-threading:\n%s",
						in.name, p, c.procs, c.flags, firstDifference(first, got))
					break
				}
			}
		}
	}
}

// firstDifference shows the first line at which two outputs differ.
func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("lengths differ: %d vs %d lines", len(al), len(bl))
}
