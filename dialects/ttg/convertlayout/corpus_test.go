package convertlayout_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/ttopt"
)

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t *testing.T, input string, args ...string) string {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// canonicalizeFailures are the canonicalize applications of the corpus that ttgo does not
// reproduce yet, with their cause.
var canonicalizeFailures = map[string]string{}

// TestCorpusCanonicalize replays the canonicalize applications of the corpus on Triton and
// TritonGPU modules: each module dumped before canonicalize, canonicalized, must print as the
// module dumped before the next pass. Modules lowered to the llvm dialect are left to the
// llvm dialect's folders.
func TestCorpusCanonicalize(t *testing.T) {
	known := corpus.NewKnownFailures(canonicalizeFailures)
	for _, d := range corpus.Dumps(t) {
		var mods []corpus.Section
		for _, s := range corpus.Sections(d.Read(t)) {
			if s.Anchor == "builtin.module" {
				mods = append(mods, s)
			}
		}
		for i := 0; i+1 < len(mods); i++ {
			before, after := mods[i], mods[i+1]
			if before.Flag != "canonicalize" || after.Compilation != before.Compilation ||
				strings.Contains(before.Body, "llvm.func") {
				continue
			}
			name := fmt.Sprintf("%s#%d/%d", d.Name(), before.Compilation, i)
			t.Run(name, func(t *testing.T) {
				got := ttOpt(t, before.Body, "--canonicalize")
				want := ttOpt(t, after.Body)
				var failure string
				if d := cmp.Diff(want, got); d != "" {
					failure = fmt.Sprintf("canonicalize differs from Triton (-triton +ttgo):\n%s", d)
				}
				known.Check(t, failure)
			})
		}
	}
	known.Done(t)
}
