package ttpasses_test

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

// section is one module dump of a passes file: the IR before the pass flag ran.
type section struct {
	flag, anchor, body string
	compilation        int
}

// corpusSections splits a passes file into its dumps; a compilation starts at each module-level
// inliner dump.
func corpusSections(t testing.TB, path string) []section {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var secs []section
	var cur *section
	var body strings.Builder
	comp := -1
	flush := func() {
		if cur != nil {
			cur.body = body.String()
			secs = append(secs, *cur)
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(string(src), "\n") {
		m := dumpHeader.FindStringSubmatch(strings.TrimSuffix(line, "\n"))
		if m == nil {
			body.WriteString(line)
			continue
		}
		flush()
		if m[1] == "inline" && m[2] == "builtin.module" {
			comp++
		}
		cur = &section{flag: m[1], anchor: m[2], compilation: comp}
	}
	flush()
	return secs
}

func corpusFiles(t testing.TB) []string {
	files, _ := filepath.Glob("../../testdata/corpus/sm*/passes/*.passes.mlir")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	return files
}

func arch(path string) int {
	if strings.Contains(path, "/sm80/") {
		return 80
	}
	return 90
}

var numWarps = regexp.MustCompile(`"ttg.num-warps" = (\d+)`)

// passOptions are the options Triton's pipeline gives the passes this test replays.
func passOptions(flag string, cc int, warps string) string {
	if flag == "convert-triton-to-tritongpu" {
		return fmt.Sprintf("=target=cuda:%d num-warps=%s threads-per-warp=32 num-ctas=1", cc, warps)
	}
	return ""
}

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t testing.TB, input string, args ...string) string {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// ours are the passes this package and convert-triton-to-tritongpu provide.
var ours = map[string]bool{
	"triton-combine": true, "triton-reorder-broadcast": true, "triton-rewrite-tensor-pointer": true,
	"triton-rewrite-tensor-descriptor-to-pointer": true, "triton-loop-unroll": true, "triton-licm": true,
	"triton-loop-aware-cse": true, "convert-triton-to-tritongpu": true,
}

// TestCorpusPasses replays every application of the passes in the corpus: each module dumped
// before one of them, run through it, must print as the module dumped before the next pass.
func TestCorpusPasses(t *testing.T) {
	for _, path := range corpusFiles(t) {
		cc := arch(path)
		secs := corpusSections(t, path)
		var mods []section
		for _, s := range secs {
			if s.anchor == "builtin.module" {
				mods = append(mods, s)
			}
		}
		warps := map[int]string{}
		for _, s := range mods {
			if m := numWarps.FindStringSubmatch(s.body); m != nil && warps[s.compilation] == "" {
				warps[s.compilation] = m[1]
			}
		}
		for i := 0; i+1 < len(mods); i++ {
			before, after := mods[i], mods[i+1]
			if !ours[before.flag] || after.compilation != before.compilation {
				continue
			}
			name := fmt.Sprintf("sm%d/%s#%d/%d-%s", cc, strings.TrimSuffix(filepath.Base(path), ".passes.mlir"), before.compilation, i, before.flag)
			t.Run(name, func(t *testing.T) {
				w := warps[before.compilation]
				if w == "" {
					w = "4"
				}
				got := ttOpt(t, before.body, "--"+before.flag+passOptions(before.flag, cc, w))
				want := ttOpt(t, after.body)
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("%s differs from Triton (-triton +ttgo):\n%s", before.flag, d)
				}
			})
		}
	}
}

// ttirStage returns, for each compilation of a passes file, the first module (the input of
// make_ttir) and the module dumped before convert-triton-to-tritongpu (its output).
func ttirStage(t testing.TB, path string) (inputs, outputs []string) {
	for _, s := range corpusSections(t, path) {
		if s.anchor != "builtin.module" {
			continue
		}
		switch {
		case s.flag == "inline":
			inputs = append(inputs, s.body)
		case s.flag == "convert-triton-to-tritongpu" && len(outputs) < len(inputs):
			outputs = append(outputs, s.body)
		}
	}
	return inputs, outputs
}

// TestMakeTTIR runs make-ttir on the first module of each corpus compilation and compares the
// result with the module Triton dumped before convert-triton-to-tritongpu.
func TestMakeTTIR(t *testing.T) {
	hasInliner := ttopt.DefaultRegistry().Passes.Lookup("inline") != nil
	for _, path := range corpusFiles(t) {
		cc := arch(path)
		inputs, outputs := ttirStage(t, path)
		for i := range outputs {
			name := fmt.Sprintf("sm%d/%s#%d", cc, strings.TrimSuffix(filepath.Base(path), ".passes.mlir"), i)
			t.Run(name, func(t *testing.T) {
				if !hasInliner && strings.Contains(inputs[i], "tt.call") {
					t.Skip("the kernel calls functions and no inliner is registered")
				}
				got := ttOpt(t, inputs[i], fmt.Sprintf("--make-ttir=compute-capability=%d", cc))
				want := ttOpt(t, outputs[i])
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("make-ttir differs from Triton (-triton +ttgo):\n%s", d)
				}
			})
		}
	}
}

// BenchmarkTTIRToTTGIR measures make-ttir followed by convert-triton-to-tritongpu on each
// corpus kernel (sm_90), parsing and printing included. It starts from the module Triton dumped
// after inlining, so that it does not depend on an inliner.
func BenchmarkTTIRToTTGIR(b *testing.B) {
	for _, path := range corpusFiles(b) {
		if arch(path) != 90 {
			continue
		}
		var input string
		warps := "4"
		for _, s := range corpusSections(b, path) {
			if s.flag == "triton-rewrite-tensor-pointer" && input == "" {
				input = s.body
			}
			if m := numWarps.FindStringSubmatch(s.body); m != nil && warps == "4" {
				warps = m[1]
			}
		}
		pipeline := fmt.Sprintf("--pass-pipeline=builtin.module(make-ttir{compute-capability=90},convert-triton-to-tritongpu{target=cuda:90 num-warps=%s})", warps)
		b.Run(strings.TrimSuffix(filepath.Base(path), ".passes.mlir"), func(b *testing.B) {
			for b.Loop() {
				ttOpt(b, input, pipeline)
			}
		})
	}
}
