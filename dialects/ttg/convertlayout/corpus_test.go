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
var canonicalizeFailures = map[string]string{
	// The canonicalize after tritongpu-pipeline: the pipelined scf.for carries %63#2 and %63#0
	// twice, each time yielding %93#2 and %93#0. mlir-opt-22's ForOpIterArgsFolder merges
	// iter_args whose init and yielded values are both the same; ttgo's (dialects/scf) only
	// drops forwarded and unused ones. The first differing line is the loop's:
	// Triton `%85:16 = scf.for ...`, ttgo `%85:18 = scf.for ...`.
	"sm80/persistent_matmul_fp16#0/30": "scf.for canonicalization does not merge iter_args with the same init and yielded values",
	"sm90/persistent_matmul_fp16#0/29": "scf.for canonicalization does not merge iter_args with the same init and yielded values",
}

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
