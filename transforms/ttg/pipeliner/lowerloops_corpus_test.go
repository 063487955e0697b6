package pipeliner_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
)

// lowerLoopsKnownFailures are the corpus loops whose lowering differs from Triton's today,
// with their causes.
var lowerLoopsKnownFailures = map[string]string{}

// TestCorpusLowerLoops runs the loop lowering alone on every module Triton's pipeliner
// received and compares it with the pipeliner's internal dump after its LowerLoops step.
func TestCorpusLowerLoops(t *testing.T) {
	known := corpus.NewKnownFailures(lowerLoopsKnownFailures)
	ran := 0
	for _, dump := range corpus.Dumps(t) {
		secs := corpus.Sections(dump.Read(t))
		for i := 0; i+1 < len(secs); i++ {
			before, after := secs[i], secs[i+1]
			if before.Flag != "tritongpu-pipeline" || !after.Internal || !strings.Contains(after.Header, "LowerLoops") {
				continue
			}
			ran++
			name := fmt.Sprintf("%s#%d", dump.Name(), before.Compilation)
			t.Run(name, func(t *testing.T) {
				got := ttOpt(t, before.Body, "--tritongpu-test-pipeline-lower-loop")
				want := ttOpt(t, after.Module())
				if got == want {
					known.Check(t, "")
					return
				}
				known.Check(t, fmt.Sprintf("lowered loops differ from Triton's (-triton +ttgo):\n%s", cmp.Diff(want, got)))
			})
		}
	}
	if ran == 0 {
		t.Fatal("no pipeliner dump in the corpus")
	}
	known.Done(t)
}
