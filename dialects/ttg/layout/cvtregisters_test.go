package layout

import (
	"slices"
	"testing"
)

// oneDim returns the layout of a 64-element tensor over register, lane and warp with the
// given bases, each a power of two of dim0.
func oneDim(t *testing.T, reg, lane, warp []int32) LinearLayout {
	t.Helper()
	wrap := func(bs []int32) [][]int32 {
		out := [][]int32{}
		for _, b := range bs {
			out = append(out, []int32{b})
		}
		return out
	}
	l, err := New([]InDim{{DimRegister, wrap(reg)}, {DimLane, wrap(lane)}, {DimWarp, wrap(warp)}}, []OutDim{{"dim0", 64}}, true)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestQuotient(t *testing.T) {
	id := mustFor(t)(Identity1D(4, DimWarp, DimWarp))
	lane := mustFor(t)(Identity1D(8, DimLane, DimLane))
	l := mustFor(t)(lane.Mul(id))
	if !l.IsTrivialOver([]string{DimWarp}) {
		t.Fatalf("lane x warp identity is not trivial over warp:%s", l.Describe())
	}
	q, ok := l.Quotient([]string{DimWarp})
	if !ok || !slices.Equal(q.InDimNames(), []string{DimLane}) || !slices.Equal(q.OutDimNames(), []string{DimLane}) {
		t.Errorf("quotient by warp = %v, %v", q.Describe(), ok)
	}
	// A layout where warp feeds lane is not trivial over warp.
	mixed, err := New([]InDim{{DimLane, [][]int32{{1, 0}}}, {DimWarp, [][]int32{{0, 1}, {1, 0}}}}, []OutDim{{DimLane, 2}, {DimWarp, 2}}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := mixed.Quotient([]string{DimWarp}); ok {
		t.Errorf("quotient of a layout mixing warp into lane succeeded")
	}
}

func TestConversionReordersRegisters(t *testing.T) {
	src := oneDim(t, []int32{1, 2}, []int32{4, 8, 16}, []int32{32})
	for _, c := range []struct {
		name string
		dst  LinearLayout
		want bool
	}{
		{"same layout", src, true},
		{"registers swapped", oneDim(t, []int32{2, 1}, []int32{4, 8, 16}, []int32{32}), true},
		{"register and lane swapped", oneDim(t, []int32{4, 2}, []int32{1, 8, 16}, []int32{32}), false},
		{"lanes and warps swapped", oneDim(t, []int32{1, 2}, []int32{32, 8, 16}, []int32{4}), false},
	} {
		if got := ConversionReordersRegisters(src, c.dst); got != c.want {
			m, _ := MinimalConversion(src, c.dst)
			t.Errorf("%s: ConversionReordersRegisters = %v, want %v; minimal conversion:%s", c.name, got, c.want, m.Describe())
		}
	}
}
