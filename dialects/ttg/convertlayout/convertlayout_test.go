package convertlayout

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

func blocked(ctx *ir.Context, spt, tpw, wpc, order []uint32) *ttg.BlockedEncoding {
	return ttg.Blocked(ctx, spt, tpw, wpc, order, nil)
}

func TestLayoutsEqual(t *testing.T) {
	ctx := ir.NewContext()
	a := blocked(ctx, []uint32{1, 4}, []uint32{4, 8}, []uint32{4, 1}, []uint32{1, 0})
	b := blocked(ctx, []uint32{4, 1}, []uint32{8, 4}, []uint32{1, 4}, []uint32{0, 1})
	// Along a dimension of size 1 the order does not matter.
	c := blocked(ctx, []uint32{1, 1}, []uint32{32, 1}, []uint32{4, 1}, []uint32{0, 1})
	d := blocked(ctx, []uint32{1, 1}, []uint32{32, 1}, []uint32{4, 1}, []uint32{1, 0})
	for _, tc := range []struct {
		name  string
		shape []int64
		a, b  ir.Attribute
		want  bool
	}{
		{"same attribute", []int64{32, 32}, a, a, true},
		{"different layouts", []int64{32, 32}, a, b, false},
		{"same placement", []int64{128, 1}, c, d, true},
		{"missing layout", []int64{32, 32}, a, nil, false},
	} {
		if got := layoutsEqual(tc.shape, tc.a, tc.b); got != tc.want {
			t.Errorf("%s: layoutsEqual = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestIsExpensiveView(t *testing.T) {
	ctx := ir.NewContext()
	f32 := ctx.F32()
	b2 := blocked(ctx, []uint32{1, 4}, []uint32{4, 8}, []uint32{4, 1}, []uint32{1, 0})
	b1 := blocked(ctx, []uint32{4}, []uint32{32}, []uint32{4}, []uint32{0})
	b1x1 := blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0})
	src := ctx.RankedTensorType([]int64{32, 32}, f32, b2)
	for _, tc := range []struct {
		name string
		dst  ir.Type
		want bool
	}{
		{"same elements per thread", ctx.RankedTensorType([]int64{1024}, f32, b1), false},
		{"other register order", ctx.RankedTensorType([]int64{1024}, f32, b1x1), false},
		{"broadcast differs", ctx.RankedTensorType([]int64{64}, f32, b1x1), true},
		{"no layout", ctx.RankedTensorType([]int64{1024}, f32, nil), true},
	} {
		if got := isExpensiveView(src, tc.dst); got != tc.want {
			t.Errorf("%s: isExpensiveView = %v, want %v", tc.name, got, tc.want)
		}
	}
}
