package ttngpasses_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	ttngpasses "github.com/ttgo/ttgo/transforms/ttng"
)

// knownFailures are the corpus applications of this package's passes that differ from Triton
// today, with their causes.
var knownFailures = map[string]string{}

// TestCorpusPasses replays every application of this package's passes in the corpus: each
// module dumped before one of them, run through it, must print as the module dumped before the
// next pass.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, ttngpasses.Register, knownFailures) }
