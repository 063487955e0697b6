package layout

import (
	"slices"
	"testing"
)

// TestSM120DotScaledScaleLayout checks the scale layouts of a 128x128 dot on 2x2 warps with
// two scales per row, worked out from the block-scaled mma.sync fragments: K scales in
// registers, rows over lanes 4..31 in steps of 4 (and lane 1 to row 8 for A), one warp row
// along M for A (along N for B), the other warp broadcast, the rest repeated in registers.
func TestSM120DotScaledScaleLayout(t *testing.T) {
	cases := []struct {
		opIdx           int
		reg, lane, warp [][]int32
	}{
		{0, [][]int32{{0, 1}, {32, 0}, {64, 0}}, [][]int32{{8, 0}, {0, 0}, {1, 0}, {2, 0}, {4, 0}}, [][]int32{{0, 0}, {16, 0}}},
		{1, [][]int32{{0, 1}, {16, 0}, {32, 0}, {64, 0}}, [][]int32{{0, 0}, {0, 0}, {1, 0}, {2, 0}, {4, 0}}, [][]int32{{8, 0}, {0, 0}}},
	}
	for _, c := range cases {
		ll, err := SM120DotScaledScaleLayout([]int64{128, 2}, c.opIdx, []uint32{2, 2}, CGALayout{})
		if err != nil {
			t.Fatalf("opIdx %d: %v", c.opIdx, err)
		}
		want := map[string][][]int32{DimRegister: c.reg, DimLane: c.lane, DimWarp: c.warp}
		for _, in := range ll.InDims() {
			if w, ok := want[in.Name]; ok && !slices.EqualFunc(in.Bases, w, slices.Equal[[]int32]) {
				t.Errorf("opIdx %d: %s bases %v, want %v", c.opIdx, in.Name, in.Bases, w)
			}
		}
		if ll.OutDimSize("dim0") != 128 || ll.OutDimSize("dim1") != 2 {
			t.Errorf("opIdx %d: covers %dx%d, want 128x2", c.opIdx, ll.OutDimSize("dim0"), ll.OutDimSize("dim1"))
		}
	}
}

// TestSM120DotScaledScaleLayoutRank rejects scales that are not 2-D.
func TestSM120DotScaledScaleLayoutRank(t *testing.T) {
	if _, err := SM120DotScaledScaleLayout([]int64{2, 128, 2}, 0, []uint32{2, 2}, CGALayout{}); err == nil {
		t.Error("a rank 3 scale got a layout")
	}
}
