package ttgpasses_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	ttgpasses "github.com/ttgo/ttgo/transforms/ttg"
)

// TestCorpusPasses replays every application of this package's passes in the corpus: each
// module dumped before one of them, run through it, must print as the module dumped before the
// next pass.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, ttgpasses.Register, nil) }
