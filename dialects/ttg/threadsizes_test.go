package ttg

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// TestThreadSizesMatchLinearLayouts checks the shortcut the layout verifier takes: the lane,
// warp and block sizes threadSizes reads off a layout's parameters are those of its linear
// layout, for tensors smaller and larger than the layout's tile.
func TestThreadSizesMatchLinearLayouts(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(Dialect())
	blocked := Blocked(ctx, []uint32{1, 4}, []uint32{4, 8}, []uint32{2, 2}, []uint32{1, 0}, nil)
	multiCTA := Blocked(ctx, []uint32{2, 1}, []uint32{16, 2}, []uint32{1, 8}, []uint32{0, 1}, CGALayout{{1, 0}, {0, 1}})
	mma2 := NvidiaMma(ctx, 2, 0, []uint32{2, 2}, nil, []uint32{16, 8})
	mma3 := NvidiaMma(ctx, 3, 0, []uint32{4, 1}, nil, []uint32{16, 64, 16})
	linear := Linear(ctx, []NamedBases{{"register", [][]int32{{0, 1}}}, {"lane", [][]int32{{1, 0}, {2, 0}, {0, 0}}},
		{"warp", [][]int32{{4, 0}}}, {"block", [][]int32{}}})
	layouts := []ir.Attribute{blocked, multiCTA, mma2, mma3, linear, Slice(ctx, 1, blocked), Slice(ctx, 0, multiCTA),
		DotOperand(ctx, 0, blocked, 0), DotOperand(ctx, 1, mma2, 2), DotOperand(ctx, 0, mma3, 2), Slice(ctx, 0, mma2)}
	for _, a := range layouts {
		lanes, warps, ctas, ok := threadSizes(a)
		if !ok {
			t.Fatalf("%T: no sizes", a)
		}
		for _, n := range []int64{2, 8, 128} {
			shape := make([]int64, LayoutRank(a))
			for i := range shape {
				shape[i] = n
			}
			ll, err := linearLayoutOf(a, shape)
			if err != nil {
				t.Fatalf("%T %v: %v", a, shape, err)
			}
			got := [3]int64{lanes, warps, ctas}
			want := [3]int64{int64(ll.InDimSize(layout.DimLane)), int64(ll.InDimSize(layout.DimWarp)), int64(ll.InDimSize(layout.DimBlock))}
			if got != want {
				t.Errorf("%T on %v: threadSizes = %v, linear layout has %v", a, shape, got, want)
			}
		}
	}
}
