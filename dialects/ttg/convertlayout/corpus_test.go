package convertlayout_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ttopt"
)

// dumpHeader matches the `// -----// IR Dump Before Pass (flag) ('op' operation...) //----- //`
// lines of a passes file, and the pipeliner's internal dumps, which end a section too.
var dumpHeader = regexp.MustCompile(`^// -----// (?:IR Dump Before \S+ \(([^)]*)\) \('([^']+)' operation.*|.*internal IR Dump.*)$`)

// dump is one module-level dump of a passes file: the IR before the pass flag ran.
type dump struct {
	flag, body  string
	compilation int
}

// moduleDumps splits a passes file into its module-level dumps; a compilation starts at each
// module-level inliner dump. Function-level dumps only end the dump before them.
func moduleDumps(t *testing.T, path string) []dump {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var dumps []dump
	var cur *dump
	var body strings.Builder
	comp := -1
	flush := func() {
		if cur != nil {
			cur.body = body.String()
			dumps = append(dumps, *cur)
		}
		cur = nil
		body.Reset()
	}
	for _, line := range strings.SplitAfter(string(src), "\n") {
		m := dumpHeader.FindStringSubmatch(strings.TrimSuffix(line, "\n"))
		if m == nil {
			body.WriteString(line)
			continue
		}
		flush()
		if m[2] != "builtin.module" {
			continue
		}
		if m[1] == "inline" {
			comp++
		}
		cur = &dump{flag: m[1], compilation: comp}
	}
	flush()
	return dumps
}

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t *testing.T, input string, args ...string) string {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// TestCorpusCanonicalize replays the canonicalize applications of the corpus on Triton and
// TritonGPU modules: each module dumped before canonicalize, canonicalized, must print as the
// module dumped before the next pass. Modules lowered to the llvm dialect are left to the
// llvm dialect's folders.
func TestCorpusCanonicalize(t *testing.T) {
	files, _ := filepath.Glob("../../../testdata/corpus/sm*/passes/*.passes.mlir")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	for _, path := range files {
		dumps := moduleDumps(t, path)
		kernel := strings.TrimSuffix(filepath.Base(path), ".passes.mlir")
		arch := filepath.Base(filepath.Dir(filepath.Dir(path)))
		for i := 0; i+1 < len(dumps); i++ {
			before, after := dumps[i], dumps[i+1]
			if before.flag != "canonicalize" || after.compilation != before.compilation ||
				strings.Contains(before.body, "llvm.func") {
				continue
			}
			name := fmt.Sprintf("%s/%s#%d/%d", arch, kernel, before.compilation, i)
			t.Run(name, func(t *testing.T) {
				got := ttOpt(t, before.body, "--canonicalize")
				want := ttOpt(t, after.body)
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("canonicalize differs from Triton (-triton +ttgo):\n%s", d)
				}
			})
		}
	}
}
