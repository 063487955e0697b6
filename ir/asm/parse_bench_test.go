package asm

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// genericModule returns generic-form IR shaped like mlir-opt's `-mlir-print-op-generic
// -mlir-print-debuginfo` output of Triton kernels: funcs ops with operands, typed
// attributes, tensor types with an encoding, nested regions and location aliases defined
// after the module.
func genericModule(funcs, opsPerFunc int) string {
	var b strings.Builder
	b.WriteString("#blocked = #tst.blocked<{sizePerThread = [1, 4], order = [1, 0]}>\n")
	b.WriteString("\"builtin.module\"() ({\n")
	loc := 0
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(&b, "  \"tst.func\"() <{function_type = (i32, f32) -> i32, sym_name = \"f%d\"}> ({\n", f)
		b.WriteString("  ^bb0(%arg0: i32 loc(\"k.py\":1:1), %arg1: f32 loc(\"k.py\":1:2)):\n")
		for i := 0; i < opsPerFunc; i++ {
			loc++
			switch i % 5 {
			case 0:
				fmt.Fprintf(&b, "    %%%d = \"ar.constant\"() <{value = %d : i32}> : () -> i32 loc(#loc%d)\n", i, i%97, loc)
			case 1:
				fmt.Fprintf(&b, "    %%%d = \"ar.addi\"(%%%d, %%arg0) <{overflowFlags = #ar.overflow<none>}> : (i32, i32) -> i32 loc(#loc%d)\n", i, i-1, loc)
			case 2:
				fmt.Fprintf(&b, "    %%%d = \"ar.cmpi\"(%%%d, %%%d) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc%d)\n", i, i-1, i-2, loc)
			case 3:
				fmt.Fprintf(&b, "    %%%d = \"tx.splat\"(%%arg1) : (f32) -> tensor<128x64xf32, #blocked> loc(#loc%d)\n", i, loc)
			case 4:
				fmt.Fprintf(&b, "    %%%d = \"sc.if\"(%%%d) ({\n      \"sc.yield\"(%%%d) : (tensor<128x64xf32, #blocked>) -> () loc(#loc%d)\n    }, {\n      \"sc.yield\"(%%%d) : (tensor<128x64xf32, #blocked>) -> () loc(#loc%d)\n    }) : (i1) -> tensor<128x64xf32, #blocked> loc(#loc%d)\n", i, i-2, i-1, loc, i-1, loc, loc)
			}
		}
		fmt.Fprintf(&b, "    \"tx.return\"(%%%d) : (i32) -> () loc(#loc%d)\n", opsPerFunc-4, loc)
		b.WriteString("  }) : () -> () loc(\"k.py\":1:0)\n")
	}
	b.WriteString("}) : () -> ()\n")
	for i := 1; i <= loc; i++ {
		fmt.Fprintf(&b, "#loc%d = loc(\"kernels.py\":%d:%d)\n", i, i%1000, i%80)
	}
	return b.String()
}

// BenchmarkParseGeneric parses about 16 MB of generic-form IR with unregistered dialects
// and reports ops per second; compare with
// `mlir-opt-22 --allow-unregistered-dialect -mlir-timing` on the file written by setting
// TTGO_BENCH_OUT.
func BenchmarkParseGeneric(b *testing.B) {
	src := genericModule(400, 250)
	if out := os.Getenv("TTGO_BENCH_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(src), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(len(src)))
	ops := 0
	for b.Loop() {
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		op, err := ParseSourceString(ctx, "bench.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		ops = 0
		op.Walk(func(*ir.Operation) ir.WalkResult { ops++; return ir.WalkAdvance })
	}
	b.ReportMetric(float64(ops)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}
