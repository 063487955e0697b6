package ttgpasses_test

import (
	"testing"

	"github.com/ttgo/ttgo/internal/corpus"
	"github.com/ttgo/ttgo/internal/passreplay"
)

// TestMatmulPassesIdempotent runs each matmul pass of the corpus a second time on what it
// produced: dots already on the tensor cores, operands already in shared memory, slices
// already prefetched and reductions already thread-local must be left as they are.
func TestMatmulPassesIdempotent(t *testing.T) {
	again := map[string]bool{
		"tritongpu-accelerate-matmul": true, "tritongpu-F32DotTC": true, "tritongpu-optimize-dot-operands": true,
		"tritongpu-optimize-thread-locality": true,
	}
	ran := 0
	for _, dump := range corpus.Dumps(t) {
		for _, app := range dump.Applications(t, func(flag string) bool { return again[flag] }) {
			ran++
			t.Run(app.Name, func(t *testing.T) {
				once := passreplay.TTOpt(t, app.Before, app.Args)
				if twice := passreplay.TTOpt(t, once, app.Args); twice != once {
					t.Errorf("%s is not idempotent: a second run changed\n%s\ninto\n%s", app.Args, once, twice)
				}
			})
		}
	}
	if ran == 0 {
		t.Fatal("no application of the matmul passes in the corpus")
	}
}
