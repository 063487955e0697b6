package layout

import "testing"

// TestAMDMfmaConversions checks the MFMA layouts against the register and lane assignment AMD's
// matrix instruction calculator gives: in a 32x32 tile lane l holds column l%32 and rows
// 4*(l/32) + r%4 + 8*(r/4); in a 16x16 tile column l%16 and rows 4*(l/16) + r; transposed
// tiles swap rows and columns; an operand lane holds kWidth consecutive K elements of row (A)
// or column (B) l%M, lanes above M taking the next kWidth.
func TestAMDMfmaConversions(t *testing.T) {
	mfma := func(warps, instr []uint32, transposed bool) AMDMfma {
		return AMDMfma{Version: 3, WarpsPerCTA: warps, InstrShape: instr, TilesPerWarp: []uint32{1, 1}, IsTransposed: transposed, ElementBitWidth: 32}
	}
	m32 := mfma([]uint32{1, 1}, []uint32{32, 32, 8}, false)
	checkLayoutCases(t, []layoutCase{
		{"mfma32", m32, []int64{32, 32},
			"register = [[1, 0], [2, 0], [8, 0], [16, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], warp = [], block = []"},
		{"mfma32Transposed", mfma([]uint32{1, 1}, []uint32{32, 32, 8}, true), []int64{32, 32},
			"register = [[0, 1], [0, 2], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [], block = []"},
		{"mfma16", mfma([]uint32{1, 1}, []uint32{16, 16, 16}, false), []int64{16, 16},
			"register = [[1, 0], [2, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [4, 0], [8, 0]], warp = [], block = []"},
		// Tiles repeat along N (registers) before warps move along M: N-contiguous tiles.
		{"mfma32Warps", mfma([]uint32{2, 2}, []uint32{32, 32, 8}, false), []int64{64, 128},
			"register = [[1, 0], [2, 0], [8, 0], [16, 0], [0, 64]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], warp = [[0, 32], [32, 0]], block = []"},
		{"mfma64Bit", AMDMfma{Version: 3, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 16, 4}, TilesPerWarp: []uint32{1, 1}, ElementBitWidth: 64}, []int64{16, 16},
			"register = [[4, 0], [8, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [], block = []"},
		{"dotA32", DotOperand{OpIdx: 0, KWidth: 4, Parent: m32}, []int64{32, 16},
			"register = [[0, 1], [0, 2], [0, 8]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [], block = []"},
		{"dotB32", DotOperand{OpIdx: 1, KWidth: 4, Parent: m32}, []int64{8, 32},
			"register = [[1, 0], [2, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], warp = [], block = []"},
		// Operand warps are not broadcast along K: the accumulator's warps along N split B's N,
		// those along M wrap over B's K-less tile.
		{"dotBWarps", DotOperand{OpIdx: 1, KWidth: 4, Parent: mfma([]uint32{2, 2}, []uint32{32, 32, 8}, true)}, []int64{128, 128},
			"register = [[1, 0], [2, 0], [8, 0], [16, 0], [32, 0], [64, 0], [0, 64]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0]], warp = [[0, 32], [0, 0]], block = []"},
	})
}

// TestAMDMfmaValidate checks that a 64x4 tile must be transposed and a rank-4 layout is refused.
func TestAMDMfmaValidate(t *testing.T) {
	for _, m := range []AMDMfma{
		{WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{64, 4, 4}, TilesPerWarp: []uint32{1, 1}},
		{WarpsPerCTA: []uint32{1, 1, 1, 1}, InstrShape: []uint32{32, 32, 8}, TilesPerWarp: []uint32{1, 1, 1, 1}},
	} {
		if err := m.Validate(); err == nil {
			t.Errorf("%+v validated", m)
		}
	}
}

// layoutCase is an encoding, a shape and the linear layout they must convert to.
type layoutCase struct {
	name  string
	enc   Encoding
	shape []int64
	want  string
}

// checkLayoutCases checks the linear layout of each case.
func checkLayoutCases(t *testing.T, cases []layoutCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := mustLL(t, tc.enc, tc.shape).String(); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}
