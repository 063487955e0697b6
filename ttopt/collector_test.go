package ttopt

import (
	"math"
	"os"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"
)

// collectorSettings reads GOGC and the memory limit in effect.
func collectorSettings() (percent, limit int64) {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}, {Name: "/gc/gomemlimit:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64()), int64(s[1].Value.Uint64())
}

// TestTuneCollector checks tt-opt's collector settings: no collection below the starting
// heap, GOGC=200 once the collector has run, and the previous settings after restore.
func TestTuneCollector(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOGC or GOMEMLIMIT is set: TuneCollector leaves the collector alone")
	}
	percent, limit := collectorSettings()
	restore := TuneCollector()
	if p, l := collectorSettings(); p != -1 || l != startingHeap {
		t.Fatalf("before the first collection: GOGC %d, limit %d; want off, %d", p, l, startingHeap)
	}
	// The sentinel's finalizer runs on its own goroutine after a collection.
	deadline := time.Now().Add(10 * time.Second)
	for p, _ := collectorSettings(); p != collectorPercent; p, _ = collectorSettings() {
		if time.Now().After(deadline) {
			t.Fatalf("GOGC is %d after collections, want %d", p, collectorPercent)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if _, l := collectorSettings(); l != math.MaxInt64 {
		t.Errorf("memory limit %d after the first collection, want none", l)
	}
	restore()
	if p, l := collectorSettings(); p != percent || l != limit {
		t.Errorf("restored GOGC %d, limit %d; want %d, %d", p, l, percent, limit)
	}
}
