package ttopt

import (
	"fmt"
	"io"
	"runtime"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

var (
	bigOnce  sync.Once
	bigText  string
	bigStats mlirgen.Stats
)

// bigModule returns the generated 200k-op module shared by the benchmarks.
func bigModule() (string, mlirgen.Stats) {
	bigOnce.Do(func() { bigText, bigStats = mlirgen.GenerateStats(mlirgen.Config{Seed: 1, Ops: 200000}) })
	return bigText, bigStats
}

func newBenchContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(DefaultRegistry().Dialects...)
	return ctx
}

// BenchmarkParse200k parses the generated 200k-op module as tt-opt does, with the collector
// set up by TuneCollector, on one goroutine and on GOMAXPROCS (asm.ParseOptions.Threads);
// ops/s is reported, and live-MB: the heap that a parsed module (with its context) keeps.
func BenchmarkParse200k(b *testing.B) {
	defer TuneCollector()()
	text, stats := bigModule()
	for _, threads := range []int{1, runtime.GOMAXPROCS(0)} {
		if threads == 1 && runtime.GOMAXPROCS(0) == 1 {
			continue
		}
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			opts := asm.ParseOptions{Threads: threads}
			for b.Loop() {
				if _, err := asm.ParseSourceWithOptions(newBenchContext(), "big.mlir", text, opts); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(stats.Ops)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
			b.StopTimer()
			b.ReportMetric(float64(liveBytes(b, text))/1e6, "live-MB")
		})
	}
}

// liveBytes returns how much the heap grows by keeping the module parsed from text.
func liveBytes(b *testing.B, text string) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	op, err := asm.ParseSourceString(newBenchContext(), "big.mlir", text)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(op)
	return after.HeapAlloc - before.HeapAlloc
}

// BenchmarkPrint200k prints the generated 200k-op module, with the collector set up by
// TuneCollector; ops/s is reported.
func BenchmarkPrint200k(b *testing.B) {
	defer TuneCollector()()
	text, stats := bigModule()
	op, err := asm.ParseSourceString(newBenchContext(), "big.mlir", text)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		if err := asm.Print(io.Discard, op, asm.PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(stats.Ops)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}

// BenchmarkVerify200k verifies the generated 200k-op module as tt-opt verifies its input, on
// one goroutine and on two (ir.VerifyConcurrently), with the collector set up by
// TuneCollector; ops/s is reported.
func BenchmarkVerify200k(b *testing.B) {
	defer TuneCollector()()
	text, stats := bigModule()
	op, err := asm.ParseSourceString(newBenchContext(), "big.mlir", text)
	if err != nil {
		b.Fatal(err)
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			for b.Loop() {
				if err := ir.VerifyConcurrently(op, threads); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(stats.Ops)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
		})
	}
}
