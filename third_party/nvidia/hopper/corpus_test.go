package hopper_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/passreplay"
	"github.com/ttgo/ttgo/third_party/nvidia/hopper"
)

// TestCorpusPasses replays every application of this package's passes in the corpus: each
// module dumped before one of them, run through it, must print as the module dumped before the
// next pass.
func TestCorpusPasses(t *testing.T) { passreplay.Check(t, hopper.Register, nil) }
