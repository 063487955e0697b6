package tritongputollvm

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// TestMMAV2Instruction checks the mma.sync opcode chosen for each operand and result type,
// per architecture, against the PTX ISA's shapes.
func TestMMAV2Instruction(t *testing.T) {
	ctx := ir.NewContext()
	f16, bf16, f32, f64 := ctx.F16(), ctx.BF16(), ctx.F32(), ctx.F64()
	e5m2, e4m3 := ctx.FloatType(ir.F8E5M2), ctx.FloatType(ir.F8E4M3FN)
	i8, i32 := ctx.IntegerType(8), ctx.I32()
	for _, c := range []struct {
		a, b, d   ir.Type
		precision int64
		arch      mmaArch
		want      string
	}{
		{f16, f16, f32, tt.InputPrecisionTF32, mmaAmpere, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"},
		{bf16, bf16, f32, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"},
		{f32, f32, f32, tt.InputPrecisionTF32, mmaAmpere, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"},
		{f16, f16, f16, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16"},
		{i8, i8, i32, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32"},
		{e5m2, e4m3, f32, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32"},
		{e4m3, e4m3, f16, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16"},
		{f64, f64, f64, tt.InputPrecisionIEEE, mmaAmpere, "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64"},
		{f64, f64, f64, tt.InputPrecisionIEEE, mmaHopperF64, "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64"},
		{f16, f16, f32, tt.InputPrecisionIEEE, mmaTuring, "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32"},
		{i8, i8, i32, tt.InputPrecisionIEEE, mmaTuring, "mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32"},
	} {
		kind, ok := mmaV2KindOf(c.precision, c.a, c.b, c.d)
		if !ok {
			t.Errorf("%v x %v -> %v: no mma kind", c.a, c.b, c.d)
			continue
		}
		got, ok := kind.instruction(c.arch)
		if !ok || got != c.want {
			t.Errorf("%v x %v -> %v on arch %d: got %q (%v), want %q", c.a, c.b, c.d, c.arch, got, ok, c.want)
		}
	}
	for _, c := range []struct{ a, b, d ir.Type }{
		{f32, f32, f32}, {f16, bf16, f32}, {i8, i8, f32}, {f16, f16, i32},
	} {
		if k, ok := mmaV2KindOf(tt.InputPrecisionIEEE, c.a, c.b, c.d); ok {
			t.Errorf("%v x %v -> %v at ieee precision: got kind %v, want none", c.a, c.b, c.d, k)
		}
	}
	if _, ok := (mmaV2Kind{"f32", "bf16", "bf16"}).instruction(mmaTuring); ok {
		t.Errorf("Turing has no bf16 mma.sync")
	}
}

// TestMMARepForOperand checks the number of mma tiles per operand of the corpus matmul
// (128x128x64 f16 on 2x4 warps) and of an f64 dot, whose K tile is 16.
func TestMMARepForOperand(t *testing.T) {
	ctx := ir.NewContext()
	mma := ttg.NvidiaMma(ctx, 2, 0, []uint32{2, 4}, nil, []uint32{16, 8})
	for _, c := range []struct {
		shape       []int64
		bits, opIdx int
		want        [3]int
	}{
		{[]int64{128, 64}, 16, 0, [3]int{1, 4, 4}},
		{[]int64{64, 128}, 16, 1, [3]int{1, 4, 4}},
		{[]int64{16, 16}, 16, 0, [3]int{1, 1, 1}},
		{[]int64{32, 64}, 64, 0, [3]int{1, 1, 4}},
		{[]int64{64, 8}, 64, 1, [3]int{1, 4, 1}},
	} {
		if got := mmaRepForOperand(mma, c.shape, c.bits, c.opIdx); got != c.want {
			t.Errorf("shape %v, %d bits, operand %d: got %v, want %v", c.shape, c.bits, c.opIdx, got, c.want)
		}
	}
}

// TestPermuteLargeK checks that the large-K reordering is a permutation of each tile's
// registers and, for bf16 with kWidth 8, splits the tile's K run into the four mmas Triton
// describes: [0, 1, 8, 9, 16, 17, 24, 25], then [2, 3, 10, 11, ...].
func TestPermuteLargeK(t *testing.T) {
	iota := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	got := permuteLargeK(iota(32), 0, 8, 2, 4)
	if want := []int{0, 1, 8, 9, 16, 17, 24, 25, 2, 3, 10, 11, 18, 19, 26, 27}; !slices.Equal(got[:16], want) {
		t.Errorf("operand A, kWidth 8: got %v, want prefix %v", got, want)
	}
	if want := []int{0, 1, 8, 9, 2, 3, 10, 11}; !slices.Equal(permuteLargeK(iota(16), 1, 8, 2, 4)[:8], want) {
		t.Errorf("operand B, kWidth 8: got %v, want prefix %v", permuteLargeK(iota(16), 1, 8, 2, 4), want)
	}
	for _, c := range []struct{ n, opIdx, kWidth, perVec, repK int }{
		{32, 0, 8, 2, 4}, {16, 1, 8, 2, 4}, {32, 0, 4, 1, 1}, {16, 1, 4, 1, 1}, {64, 0, 16, 4, 2},
	} {
		got := permuteLargeK(iota(c.n), c.opIdx, c.kWidth, c.perVec, c.repK)
		sorted := slices.Clone(got)
		slices.Sort(sorted)
		if !slices.Equal(sorted, iota(c.n)) {
			t.Errorf("%+v: %v is not a permutation", c, got)
		}
	}
}
