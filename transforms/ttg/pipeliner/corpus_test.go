package pipeliner_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
	"github.com/ttgo/ttgo/ttopt"
)

// ttOpt runs tt-opt with args on input and returns what it prints.
func ttOpt(t testing.TB, input string, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{}

// TestCorpusPasses replays every application of the pipeliner's passes in the corpus: each
// module dumped before one of them, run through it, must print as the module dumped before the
// next pass.
func TestCorpusPasses(t *testing.T) {
	r := pass.NewRegistry()
	pipeliner.Register(r)
	ours := map[string]bool{}
	for _, e := range r.Entries() {
		ours[e.Argument] = true
	}
	corpus.Replay(t, func(flag string) bool { return ours[flag] }, corpus.NewKnownFailures(knownFailures), ttOpt)
}
