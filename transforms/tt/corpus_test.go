package ttpasses_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

var numWarps = regexp.MustCompile(`"ttg.num-warps" = (\d+)`)

// ours are the passes this package and convert-triton-to-tritongpu provide.
var ours = map[string]bool{
	"triton-combine": true, "triton-reorder-broadcast": true, "triton-rewrite-tensor-pointer": true,
	"triton-rewrite-tensor-descriptor-to-pointer": true, "triton-loop-unroll": true, "triton-licm": true,
	"triton-loop-aware-cse": true, "convert-triton-to-tritongpu": true,
}

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t testing.TB, input string, args ...string) string {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// TestCorpusPasses replays every application of the passes in the corpus: each module dumped
// before one of them, run through it, must print as the module dumped before the next pass.
func TestCorpusPasses(t *testing.T) {
	corpus.Replay(t, func(flag string) bool { return ours[flag] }, nil, ttOpt)
}

// ttirStage returns, for each compilation of a passes file, the first module (the input of
// make_ttir) and the module dumped before convert-triton-to-tritongpu (its output).
func ttirStage(t testing.TB, dump corpus.Dump) (inputs, outputs []string) {
	for _, s := range corpus.Sections(dump.Read(t)) {
		if s.Anchor != "builtin.module" {
			continue
		}
		switch {
		case s.Flag == "inline":
			inputs = append(inputs, s.Body)
		case s.Flag == "convert-triton-to-tritongpu" && len(outputs) < len(inputs):
			outputs = append(outputs, s.Body)
		}
	}
	return inputs, outputs
}

// TestMakeTTIR runs make-ttir on the first module of each corpus compilation and compares the
// result with the module Triton dumped before convert-triton-to-tritongpu.
func TestMakeTTIR(t *testing.T) {
	for _, dump := range corpus.Dumps(t) {
		cc := dump.CC()
		inputs, outputs := ttirStage(t, dump)
		for i := range outputs {
			name := fmt.Sprintf("%s#%d", dump.Name(), i)
			t.Run(name, func(t *testing.T) {
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
	for _, dump := range corpus.Dumps(b) {
		if dump.CC() != 90 {
			continue
		}
		var input string
		warps := "4"
		for _, s := range corpus.Sections(dump.Read(b)) {
			if s.Flag == "triton-rewrite-tensor-pointer" && input == "" {
				input = s.Body
			}
			if m := numWarps.FindStringSubmatch(s.Body); m != nil && warps == "4" {
				warps = m[1]
			}
		}
		pipeline := fmt.Sprintf("--pass-pipeline=builtin.module(make-ttir{compute-capability=90},convert-triton-to-tritongpu{target=cuda:90 num-warps=%s})", warps)
		b.Run(dump.Kernel, func(b *testing.B) {
			for b.Loop() {
				ttOpt(b, input, pipeline)
			}
		})
	}
}
