package tritontotritongpu

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

func TestTypeConverter(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(tt.Dialect(), ttg.Dialect())
	c := &TypeConverter{Ctx: ctx, NumWarps: 8, ThreadsPerWarp: 32, NumCTAs: 1}
	want := ttg.Blocked(ctx, []uint32{1, 1}, []uint32{1, 32}, []uint32{2, 4}, []uint32{1, 0}, nil)
	tensor := ctx.RankedTensorType([]int64{128, 128}, ctx.F32(), nil)
	cases := []struct {
		name string
		in   ir.Type
		want ir.Type
	}{
		{"scalar", ctx.I32(), ctx.I32()},
		{"tensor", tensor, ctx.RankedTensorType([]int64{128, 128}, ctx.F32(), want)},
		{"encoded tensor", ctx.RankedTensorType([]int64{128, 128}, ctx.F32(), want), ctx.RankedTensorType([]int64{128, 128}, ctx.F32(), want)},
		{"block pointer", tt.Pointer(ctx, tensor, 1), tt.Pointer(ctx, ctx.RankedTensorType([]int64{128, 128}, ctx.F32(), want), 1)},
		{"scalar pointer", tt.Pointer(ctx, ctx.F16(), 1), tt.Pointer(ctx, ctx.F16(), 1)},
	}
	for _, tc := range cases {
		got, err := c.Convert(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got != tc.want {
			t.Errorf("%s: Convert = %v, want %v", tc.name, got, tc.want)
		}
		if legal := c.conversion().IsLegal(tc.in); legal != (tc.in == tc.want) {
			t.Errorf("%s: IsLegal = %v", tc.name, legal)
		}
	}
}

func TestCGAHelpers(t *testing.T) {
	cga := ttg.CGALayout{{1, 0}, {0, 2}}
	if got := cgaInsertDim(cga, 1); got[0][1] != 0 || got[1][2] != 2 || len(got[0]) != 3 {
		t.Errorf("cgaInsertDim = %v", got)
	}
	if cgaInsertDim(nil, 0) != nil {
		t.Error("default CGA layout must stay default")
	}
}
