package layout

import (
	"slices"
	"testing"
)

// TestMMAv3InstrShape checks the wgmma instruction choice: K covers 32 bytes, N is the largest
// instruction size that divides the result's N and fits the N one warp group covers, and
// results wgmma cannot tile are refused.
func TestMMAv3InstrShape(t *testing.T) {
	for _, c := range []struct {
		shape    []int64
		bits     int
		class    MMAElementClass
		numWarps int
		want     []uint32
	}{
		// 8 warps over 128 rows: the 2 warp groups both take M, so one covers all of N.
		{[]int64{128, 128}, 16, MMAFloat, 8, []uint32{16, 128, 16}},
		// 8 warps over 64 rows: 4 row tiles, so two warp groups split N and one covers 128.
		{[]int64{64, 256}, 16, MMAFloat, 8, []uint32{16, 128, 16}},
		{[]int64{16, 256}, 16, MMAFloat, 8, nil},
		// 32 warps over 4 row tiles: 8 warp columns leave 12 of N, so N = 8.
		{[]int64{64, 96}, 8, MMAFloat, 32, []uint32{16, 8, 32}},
		{[]int64{64, 192}, 8, MMAInt8, 4, []uint32{16, 192, 32}},
		// int8 has no N = 120 (nor 112, 96, ... that divide it) above 24.
		{[]int64{64, 120}, 8, MMAInt8, 4, []uint32{16, 24, 32}},
		// f16 does: 120 itself.
		{[]int64{64, 120}, 16, MMAFloat, 4, []uint32{16, 120, 16}},
		{[]int64{64, 64}, 64, MMAOther, 4, nil},
		{[]int64{100, 64}, 16, MMAFloat, 4, nil},
	} {
		got, err := MMAv3InstrShape(c.shape, c.bits, c.class, c.numWarps)
		if c.want == nil {
			if err == nil {
				t.Errorf("MMAv3InstrShape(%v, %d bits) = %v, want an error", c.shape, c.bits, got)
			}
			continue
		}
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("MMAv3InstrShape(%v, %d bits, %d warps) = %v, %v; want %v", c.shape, c.bits, c.numWarps, got, err, c.want)
		}
		if err == nil && (c.shape[1]%int64(got[1]) != 0 || int(got[2])*c.bits != 256) {
			t.Errorf("MMAv3InstrShape(%v) = %v does not tile N or cover 32 bytes of K", c.shape, got)
		}
	}
}

// TestMMAv2WarpsPerTile checks that the warps balance the 16x8 tiles each warp repeats, give
// ties to M and always multiply to numWarps.
func TestMMAv2WarpsPerTile(t *testing.T) {
	for _, c := range []struct {
		shape    []int64
		numWarps int
		want     []uint32
	}{
		// 8 x 16 tiles: N first, then alternate.
		{[]int64{128, 128}, 4, []uint32{2, 2}},
		{[]int64{128, 128}, 8, []uint32{2, 4}},
		// A single tile: the extra warps go to M.
		{[]int64{16, 8}, 4, []uint32{4, 1}},
		{[]int64{256, 32}, 8, []uint32{8, 1}},
	} {
		got := MMAv2WarpsPerTile(c.shape, c.numWarps)
		if !slices.Equal(got, c.want) {
			t.Errorf("MMAv2WarpsPerTile(%v, %d) = %v, want %v", c.shape, c.numWarps, got, c.want)
		}
		if int(got[0]*got[1]) != c.numWarps {
			t.Errorf("MMAv2WarpsPerTile(%v, %d) = %v uses the wrong number of warps", c.shape, c.numWarps, got)
		}
	}
}

// TestMMAv3WarpsPerTile checks that warp groups stack along M while M has 16-row tiles for
// them, then along N.
func TestMMAv3WarpsPerTile(t *testing.T) {
	for _, c := range []struct {
		shape    []int64
		numWarps int
		want     []uint32
	}{
		{[]int64{128, 128}, 4, []uint32{4, 1}},
		{[]int64{128, 128}, 8, []uint32{8, 1}},
		{[]int64{64, 128}, 8, []uint32{4, 2}},
		{[]int64{64, 256}, 16, []uint32{4, 4}},
	} {
		if got := MMAv3WarpsPerTile(c.shape, c.numWarps); !slices.Equal(got, c.want) {
			t.Errorf("MMAv3WarpsPerTile(%v, %d) = %v, want %v", c.shape, c.numWarps, got, c.want)
		}
	}
}

// TestNVMMASwizzle checks the swizzle width follows the bytes of the contiguous dimension and
// drops to 0 with fewer than 8 rows.
func TestNVMMASwizzle(t *testing.T) {
	for _, c := range []struct {
		shape      []int64
		order      []uint32
		bits       int
		fp4Padded  bool
		swizzle    int
		transposed bool
	}{
		{[]int64{128, 64}, []uint32{1, 0}, 16, false, 128, false},
		{[]int64{128, 32}, []uint32{1, 0}, 16, false, 64, false},
		{[]int64{16, 128}, []uint32{0, 1}, 16, false, 32, true},
		{[]int64{128, 8}, []uint32{1, 0}, 16, false, 0, false},
		{[]int64{4, 64}, []uint32{1, 0}, 16, false, 0, false},
		{[]int64{64, 64}, []uint32{1, 0}, 8, true, 128, false},
		{[]int64{64, 96}, []uint32{1, 0}, 16, false, 64, false},
	} {
		s, tr := NVMMASwizzle(c.shape, c.order, c.bits, c.fp4Padded)
		if s != c.swizzle || tr != c.transposed {
			t.Errorf("NVMMASwizzle(%v, %v, %d) = %d, %t; want %d, %t", c.shape, c.order, c.bits, s, tr, c.swizzle, c.transposed)
		}
	}
}

// TestMMAOperandSwizzle checks the ldmatrix layouts of mma.sync operands: vec elements along
// K for a K-contiguous operand, phases covering the 32 banks, and rows packed for small K.
func TestMMAOperandSwizzle(t *testing.T) {
	for _, c := range []struct {
		opIdx, kWidth int
		shape         []int64
		order         []uint32
		bits          int
		needTrans     bool
		want          [3]int
	}{
		// A, K contiguous, 64 f16 = 128 bytes a row: 8 phases of 8 elements.
		{0, 2, []int64{128, 64}, []uint32{1, 0}, 16, false, [3]int{8, 1, 8}},
		// K of 32 f16 = 64 bytes: two rows per phase.
		{0, 2, []int64{128, 32}, []uint32{1, 0}, 16, false, [3]int{8, 2, 4}},
		// B, N contiguous: vec (16 8-bit elements) and the 8-row stride exchange.
		{1, 4, []int64{64, 128}, []uint32{1, 0}, 8, false, [3]int{8, 1, 16}},
		// Read transposed: the exchange undoes itself.
		{1, 4, []int64{64, 128}, []uint32{1, 0}, 8, true, [3]int{16, 1, 8}},
		// 8-bit operands pack 16 elements along K.
		{0, 4, []int64{64, 128}, []uint32{1, 0}, 8, false, [3]int{16, 1, 8}},
	} {
		v, p, m := MMAOperandSwizzle(c.opIdx, c.kWidth, c.shape, c.order, c.bits, c.needTrans)
		if got := [3]int{v, p, m}; got != c.want {
			t.Errorf("MMAOperandSwizzle(%d, %d, %v, %v, %d) = %v, want %v", c.opIdx, c.kWidth, c.shape, c.order, c.bits, got, c.want)
		}
	}
}

// TestOrderForMemory checks that the memory order follows the registers, unless each thread
// holds one element along the lanes' fastest dimension.
func TestOrderForMemory(t *testing.T) {
	rowMajor := Blocked{SizePerThread: []uint32{1, 8}, ThreadsPerWarp: []uint32{4, 8}, WarpsPerCTA: []uint32{4, 1}, Order: []uint32{1, 0}}
	if got, err := OrderForMemory(rowMajor, []int64{128, 64}); err != nil || !slices.Equal(got, []uint32{1, 0}) {
		t.Errorf("OrderForMemory(row major) = %v, %v; want [1 0]", got, err)
	}
	// Registers run along dim 0, lanes along dim 1: with one element per thread along dim 1
	// the lanes' order wins, with two the registers' order does.
	lanesAlongN := Blocked{SizePerThread: []uint32{4, 1}, ThreadsPerWarp: []uint32{1, 32}, WarpsPerCTA: []uint32{4, 1}, Order: []uint32{1, 0}}
	if got, err := OrderForMemory(lanesAlongN, []int64{64, 32}); err != nil || !slices.Equal(got, []uint32{1, 0}) {
		t.Errorf("OrderForMemory(lanes along N, 64x32) = %v, %v; want [1 0]", got, err)
	}
	if got, err := OrderForMemory(lanesAlongN, []int64{64, 64}); err != nil || !slices.Equal(got, []uint32{0, 1}) {
		t.Errorf("OrderForMemory(lanes along N, 64x64) = %v, %v; want [0 1]", got, err)
	}
}
