package ttopt

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// startingHeap is the heap size at which tt-opt's collector first runs (see TuneCollector).
const startingHeap = 256 << 20

// collectorPercent is the collector's rate (GOGC) once it has run.
const collectorPercent = 200

// TuneCollector sets the collector up as tt-opt runs it, unless GOGC or GOMEMLIMIT is set: it
// first runs when the heap reaches 256 MiB, then at half its default rate (GOGC=200). A
// compiler run builds one module that lives until it is printed, so collections before then
// find little garbage: the 200k-op module of the benchmarks (12 MB of text) is parsed,
// verified and printed without one, in a heap that stays below mlir-opt's. Go's own compiler
// starts with a large heap goal for the same reason (cmd/compile's AdjustStartingHeap). It
// returns a function that restores the previous settings.
func TuneCollector() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	oldPercent := debug.SetGCPercent(-1)
	oldLimit := debug.SetMemoryLimit(startingHeap)
	var once sync.Once
	// The sentinel's finalizer runs after the first collection.
	runtime.SetFinalizer(&gcSentinel{}, func(*gcSentinel) {
		once.Do(func() {
			debug.SetGCPercent(collectorPercent)
			debug.SetMemoryLimit(math.MaxInt64)
		})
	})
	return func() {
		once.Do(func() {})
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}
}

// gcSentinel is an object that nothing references, whose finalizer tells TuneCollector that
// the collector has run. Its pointer keeps it out of the allocator's tiny blocks, whose
// objects may never be finalized.
type gcSentinel struct{ _ *int }
