package hopper

import (
	"compress/gzip"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// readGzip returns the text of a gzip-compressed test file.
func readGzip(t *testing.T, path string) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// parseWarpSpecModule parses a module of Triton's warp-specialization dumps.
func parseWarpSpecModule(t *testing.T, name, text string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect(), ttng.Dialect(), nvws.Dialect())
	f, err := asm.ParseSource(ctx, name, text)
	if err != nil {
		t.Fatal(err)
	}
	return f.Op
}

// TestPartitionCodeMatchesTriton runs partitionCode on the module Triton dumped after
// doDataPartition for ws_dev_tma_matmul_fp16 (num-stages 3) and compares it with Triton's dump
// after doCodePartition, both printed by ttgo.
func TestPartitionCodeMatchesTriton(t *testing.T) {
	input := readGzip(t, "testdata/codepartition_ws_dev_tma_matmul_fp16.input.mlir.gz")
	expected := readGzip(t, "testdata/codepartition_ws_dev_tma_matmul_fp16.expected.mlir.gz")
	m := parseWarpSpecModule(t, "input", input)
	var fn tt.FuncOp
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		if f, ok := tt.AsFunc(op); ok {
			fn = f
		}
		return ir.WalkAdvance
	})
	if err := partitionCode(fn, 3); err != nil {
		t.Fatal(err)
	}
	got := asm.String(m, asm.PrintOptions{})
	want := asm.String(parseWarpSpecModule(t, "expected", expected), asm.PrintOptions{})
	if got != want {
		t.Errorf("partitionCode differs from Triton's doCodePartition (-want +got):\n%s", cmp.Diff(strings.Split(want, "\n"), strings.Split(got, "\n")))
	}
}
