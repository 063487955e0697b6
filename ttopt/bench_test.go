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

var (
	manyBlocksOnce sync.Once
	manyBlocksText string
)

// manyBlocksCount is the number of blocks of the function the ManyBlocks benchmarks use.
const manyBlocksCount = 50000

// manyBlocksModule returns the text of a function of manyBlocksCount blocks
// (mlirgen.ManyBlocks), shared by the benchmarks.
func manyBlocksModule() string {
	manyBlocksOnce.Do(func() { manyBlocksText = mlirgen.ManyBlocks(manyBlocksCount) })
	return manyBlocksText
}

// BenchmarkPrintManyBlocks prints a function of 50,000 blocks chained by cf.br and
// cf.cond_br, with the collector set up by TuneCollector; blocks/s is reported. Block labels,
// predecessor comments and value names must cost no more per block in a big function than in
// a small one.
func BenchmarkPrintManyBlocks(b *testing.B) {
	defer TuneCollector()()
	text := manyBlocksModule()
	op, err := asm.ParseSourceString(newBenchContext(), "blocks.mlir", text)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := asm.Print(io.Discard, op, asm.PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(manyBlocksCount*float64(b.N)/b.Elapsed().Seconds(), "blocks/s")
}

// BenchmarkParseManyBlocks parses the function of BenchmarkPrintManyBlocks as tt-opt does,
// with the collector set up by TuneCollector; blocks/s is reported.
func BenchmarkParseManyBlocks(b *testing.B) {
	defer TuneCollector()()
	text := manyBlocksModule()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := asm.ParseSourceString(newBenchContext(), "blocks.mlir", text); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(manyBlocksCount*float64(b.N)/b.Elapsed().Seconds(), "blocks/s")
}

// BenchmarkVerifyManyBlocks verifies the function of BenchmarkPrintManyBlocks, whose blocks
// all use a value of the entry block (so dominance is asked about blocks far apart);
// blocks/s is reported.
func BenchmarkVerifyManyBlocks(b *testing.B) {
	defer TuneCollector()()
	op, err := asm.ParseSourceString(newBenchContext(), "blocks.mlir", manyBlocksModule())
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := ir.Verify(op); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(manyBlocksCount*float64(b.N)/b.Elapsed().Seconds(), "blocks/s")
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
