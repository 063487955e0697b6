package backend_test

import (
	"syscall"
	"testing"
	"time"
)

// processCPUTime returns the user and system CPU time the process has used so far.
func processCPUTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loopReportingCPU runs body b.N times under b.Loop and reports, besides the wall time, the
// process CPU time per iteration as cpu-ns/op: on a shared machine other processes stretch
// the wall time but not the CPU time the benchmark itself uses.
func loopReportingCPU(b *testing.B, body func()) {
	start := processCPUTime(b)
	n := 0
	for b.Loop() {
		body()
		n++
	}
	b.ReportMetric(float64(processCPUTime(b)-start)/float64(n), "cpu-ns/op")
}
