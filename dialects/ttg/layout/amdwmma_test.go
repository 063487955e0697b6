package layout

import "testing"

// TestAMDWmmaConversions checks the WMMA layouts against the lane assignment of the RDNA
// instructions on a 32-lane wavefront: in a 16x16 version 1 tile lane l holds column l%16 and
// rows 2r + l/16 (every other row); in versions 2 and 3, rows 8*(l/16) + r. An operand lane
// holds kWidth consecutive K elements of row (A) or column (B) l%16; in version 1 lanes
// 16-31 repeat lanes 0-15, in version 2 they hold the next kWidth elements.
func TestAMDWmmaConversions(t *testing.T) {
	wmma := func(version int, warps []uint32, transposed bool) AMDWmma {
		return AMDWmma{Version: version, IsTranspose: transposed, WarpsPerCTA: warps, InstrShape: []uint32{16, 16, 16}, TilesPerWarp: []uint32{1, 1}}
	}
	checkLayoutCases(t, []layoutCase{
		{"v1", wmma(1, []uint32{1, 1}, false), []int64{16, 16},
			"register = [[2, 0], [4, 0], [8, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0]], warp = [], block = []"},
		{"v2", wmma(2, []uint32{1, 1}, false), []int64{16, 16},
			"register = [[1, 0], [2, 0], [4, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], warp = [], block = []"},
		{"v2Transposed", wmma(2, []uint32{1, 1}, true), []int64{16, 16},
			"register = [[0, 1], [0, 2], [0, 4]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8]], warp = [], block = []"},
		// Tiles repeat along N (registers) before the warps along M.
		{"v2Warps", wmma(2, []uint32{2, 1}, false), []int64{32, 32},
			"register = [[1, 0], [2, 0], [4, 0], [0, 16]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], warp = [[16, 0]], block = []"},
		{"dotAv1", DotOperand{OpIdx: 0, KWidth: 16, Parent: wmma(1, []uint32{1, 1}, false)}, []int64{16, 16},
			"register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 0]], warp = [], block = []"},
		{"dotBv2", DotOperand{OpIdx: 1, KWidth: 8, Parent: wmma(2, []uint32{1, 1}, false)}, []int64{16, 16},
			"register = [[1, 0], [2, 0], [4, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], warp = [], block = []"},
		// Operand warps are broadcast along K.
		{"dotAv2Warps", DotOperand{OpIdx: 0, KWidth: 8, Parent: wmma(2, []uint32{2, 2}, false)}, []int64{32, 16},
			"register = [[0, 1], [0, 2], [0, 4]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8]], warp = [[0, 0], [16, 0]], block = []"},
	})
}

// TestAMDWmmaValidate checks that versions other than 1 to 3 and instruction shapes without
// a K are refused.
func TestAMDWmmaValidate(t *testing.T) {
	for _, w := range []AMDWmma{
		{Version: 4, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 16, 16}, TilesPerWarp: []uint32{1, 1}},
		{Version: 1, WarpsPerCTA: []uint32{1, 1}, InstrShape: []uint32{16, 16}, TilesPerWarp: []uint32{1, 1}},
	} {
		if err := w.Validate(); err == nil {
			t.Errorf("%+v validated", w)
		}
	}
}
