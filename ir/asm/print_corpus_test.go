package asm_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func corpusContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect, math.Dialect, scf.Dialect, ub.Dialect,
		tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	return ctx
}

// TestPrintCorpusRoundTrip parses real Triton 3.6 output (testdata/print, copied from the
// corpus) and prints it back byte for byte: TTIR and TTGIR with --mlir-print-debuginfo
// --mlir-use-nameloc-as-prefix, the final LLVM-dialect module, a pipeliner debug dump
// printed with local scope (no alias table), and mlir-opt-22's --mlir-print-op-generic output
// of a generated module (values numbered across functions, nested regions last to first).
func TestPrintCorpusRoundTrip(t *testing.T) {
	files, err := filepath.Glob("testdata/print/*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			op, err := asm.ParseSourceString(corpusContext(), f, string(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			opts := asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}
			if strings.Contains(f, "localscope") {
				opts = asm.PrintOptions{PrintLocalScope: true}
			}
			if strings.Contains(f, ".generic.") {
				opts = asm.PrintOptions{PrintGenericOpForm: true}
			}
			if diff := cmp.Diff(string(src), asm.String(op, opts)); diff != "" {
				t.Errorf("round trip (-corpus +printed):\n%s", diff)
			}
		})
	}
}

// BenchmarkPrintLargeModule prints a module of about 200k ops (the softmax TTGIR function
// body repeated) with debug info.
func BenchmarkPrintLargeModule(b *testing.B) {
	src, err := os.ReadFile("testdata/print/softmax_fp32.ttgir")
	if err != nil {
		b.Fatal(err)
	}
	op, err := asm.ParseSourceString(corpusContext(), "softmax", string(src))
	if err != nil {
		b.Fatal(err)
	}
	fn := op.Region(0).Front().First()
	body := fn.Region(0).Front()
	ops := body.Ops()
	term := ops[len(ops)-1]
	n := 0
	for n < 200000 {
		for _, o := range ops[:len(ops)-1] {
			body.InsertBefore(o.Clone(nil), term)
			n++
		}
	}
	opts := asm.PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := asm.Print(discard{}, op, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
