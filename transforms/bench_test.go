package transforms_test

import (
	"fmt"
	"io"
	"runtime"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/ttopt"
)

// benchOps is the size of the generated module the pipeline benchmarks run on.
const benchOps = 200000

var benchModule = sync.OnceValue(func() string {
	return mlirgen.Generate(mlirgen.Config{Seed: 3, Ops: benchOps, Dialects: []string{"arith", "scf", "cf", "math"}})
})

// benchPipeline runs pipeline on a fresh parse of the benchmark module b.N times, timing
// only the passes, and reports the generated ops processed per second.
func benchPipeline(b *testing.B, pipeline string, disableThreading bool) {
	src := benchModule()
	reg := ttopt.DefaultRegistry()
	pm, err := pass.ParsePipeline(ttopt.DefaultPasses(), pipeline)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		ctx := ir.NewContext()
		ctx.Load(reg.Dialects...)
		module, err := asm.ParseSourceString(ctx, "bench.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		m := pass.NewManager(pm.Anchor(), io.Discard)
		m.OpPassManager = pm
		m.DisableThreading = disableThreading
		b.StartTimer()
		if err := m.Run(module); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(benchOps)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}

// BenchmarkCanonicalizeCSE200k runs canonicalize then cse on a 200k-op generated module.
func BenchmarkCanonicalizeCSE200k(b *testing.B) {
	benchPipeline(b, "builtin.module(canonicalize,cse)", false)
}

// BenchmarkNestedPipelineThreads runs func.func(canonicalize,cse) nested in the module on a
// 200k-op generated module with one and with two threads; the ratio of the two ops/s figures
// is the speedup of the parallel nested pipeline.
func BenchmarkNestedPipelineThreads(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(threads))
			benchPipeline(b, "builtin.module(func.func(canonicalize,cse))", threads == 1)
		})
	}
}
