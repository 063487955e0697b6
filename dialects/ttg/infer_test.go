package ttg_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// TestInferSplitEncoding: a blocked layout that holds the split dimension in each thread
// splits into a blocked layout, in either order; one that spreads it over lanes splits into a
// linear layout (Triton's, recorded in conversion/tritontotritongpu/testdata/oracle); one with
// a single register along it does not split.
func TestInferSplitEncoding(t *testing.T) {
	ctx := newContext()
	inf := ttg.LayoutInference{}
	want := ttg.Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, nil)
	lanes := ttg.Linear(ctx, []ttg.NamedBases{{Name: "register", Bases: [][]int32{}}, {Name: "lane", Bases: [][]int32{{0}, {1}, {2}, {4}, {8}}},
		{Name: "warp", Bases: [][]int32{{16}, {32}}}, {Name: "block", Bases: [][]int32{}}})
	for _, tc := range []struct {
		name  string
		enc   ir.Attribute
		shape []int64
		want  ir.Attribute
	}{
		{"split dimension held by each thread", ttg.Blocked(ctx, []uint32{1, 2}, []uint32{32, 1}, []uint32{4, 1}, []uint32{1, 0}, nil), []int64{128, 2}, want},
		{"either order", ttg.Blocked(ctx, []uint32{1, 2}, []uint32{32, 1}, []uint32{4, 1}, []uint32{0, 1}, nil), []int64{128, 2}, want},
		{"pairs spread over lanes", ttg.Blocked(ctx, []uint32{1, 2}, []uint32{16, 2}, []uint32{4, 1}, []uint32{1, 0}, nil), []int64{64, 2}, lanes},
		{"split dimension across lanes", ttg.Blocked(ctx, []uint32{1, 1}, []uint32{16, 2}, []uint32{4, 1}, []uint32{1, 0}, nil), []int64{64, 2}, nil},
	} {
		got, err := inf.InferSplitEncoding(ctx, tc.enc, tc.shape)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%s: InferSplitEncoding = %v, want an error", tc.name, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s: InferSplitEncoding = %v, %v, want %v", tc.name, got, err, tc.want)
		}
	}
}

// TestInferReshapeEncoding: a blocked source whose merged dimensions are consecutive and
// filled minor first reshapes into a blocked layout (the one Triton accepted for
// testdata/oracle/reshape_ok.mlir), the default layout into the default layout, and a slice
// into a linear layout.
func TestInferReshapeEncoding(t *testing.T) {
	ctx := newContext()
	inf := ttg.LayoutInference{}
	parent := ttg.Blocked(ctx, []uint32{1, 1}, []uint32{1, 32}, []uint32{2, 2}, []uint32{1, 0}, nil)
	for _, tc := range []struct {
		name     string
		enc      ir.Attribute
		src, dst []int64
		want     ir.Attribute
	}{
		{"merged rows", ttg.Blocked(ctx, []uint32{1, 4}, []uint32{8, 4}, []uint32{4, 1}, []uint32{1, 0}, nil), []int64{32, 16}, []int64{512},
			ttg.Blocked(ctx, []uint32{4}, []uint32{32}, []uint32{4}, []uint32{0}, nil)},
		{"split into rows", ttg.Blocked(ctx, []uint32{4}, []uint32{32}, []uint32{4}, []uint32{0}, nil), []int64{512}, []int64{32, 16},
			ttg.Blocked(ctx, []uint32{1, 4}, []uint32{8, 4}, []uint32{4, 1}, []uint32{1, 0}, nil)},
		{"default to default", ttg.Blocked(ctx, []uint32{1, 1}, []uint32{2, 16}, []uint32{4, 1}, []uint32{1, 0}, nil), []int64{64, 16}, []int64{1024},
			ttg.Blocked(ctx, []uint32{1}, []uint32{32}, []uint32{4}, []uint32{0}, nil)},
		{"slice", ttg.Slice(ctx, 0, parent), []int64{64}, []int64{8, 8},
			ttg.Linear(ctx, []ttg.NamedBases{{Name: "register", Bases: [][]int32{}}, {Name: "lane", Bases: [][]int32{{0, 1}, {0, 2}, {0, 4}, {1, 0}, {2, 0}}},
				{Name: "warp", Bases: [][]int32{{4, 0}, {0, 0}}}, {Name: "block", Bases: [][]int32{}}})},
	} {
		got, err := inf.InferReshapeEncoding(ctx, tc.src, tc.enc, tc.dst)
		if err != nil || got != tc.want {
			t.Errorf("%s: InferReshapeEncoding = %v, %v, want %v", tc.name, got, err, tc.want)
		}
	}
}
