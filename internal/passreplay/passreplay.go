// Package passreplay checks a package's passes against Triton on the corpus: every
// application of each pass in the corpus dumps, run through tt-opt, must print what Triton
// printed after it (internal/corpus.Replay), with tt-opt's default passes.
package passreplay

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/ttopt"
)

// TTOpt runs tt-opt with args on input and returns what it prints; it fails the test when
// tt-opt fails.
func TTOpt(t testing.TB, input string, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		t.Fatalf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}

// Check replays every corpus application of the passes register adds to a registry. known
// lists the applications that differ from Triton today, by corpus.Application name, with
// their causes; nil or empty for none.
func Check(t *testing.T, register func(*pass.Registry), known map[string]string) {
	r := pass.NewRegistry()
	register(r)
	ours := map[string]bool{}
	for _, e := range r.Entries() {
		ours[e.Argument] = true
	}
	corpus.Replay(t, func(flag string) bool { return ours[flag] }, corpus.NewKnownFailures(known), output)
}

// output runs tt-opt with args on input and returns what it prints or, when it fails, its
// diagnostics: a pass that rejects a module differs from Triton with its cause, which a known
// failure may name.
func output(t testing.TB, input string, args ...string) string {
	var out, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), append(args, "-"), strings.NewReader(input), &out, &errs); rc != 0 {
		return fmt.Sprintf("tt-opt %v exited %d:\n%s", args, rc, errs.String())
	}
	return out.String()
}
