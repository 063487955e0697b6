package ttng

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// formatBases prints a layout's bases as Triton prints a #ttg.linear attribute's body.
func formatBases(ll layout.LinearLayout) string {
	var parts []string
	for _, in := range ll.InDims() {
		var bs []string
		for _, b := range in.Bases {
			vs := make([]string, len(b))
			for i, v := range b {
				vs[i] = fmt.Sprint(v)
			}
			bs = append(bs, "["+strings.Join(vs, ", ")+"]")
		}
		parts = append(parts, in.Name+" = ["+strings.Join(bs, ", ")+"]")
	}
	return strings.Join(parts, ", ")
}

func tmemDesc(ctx *ir.Context, shape []int64, elem ir.Type, enc ir.Attribute) *ttg.MemDescType {
	return ttg.MemDesc(ctx, shape, elem, enc, TensorMemory(ctx), true, nil)
}

// The register layouts below are those Triton 3.6 prints in test/Conversion/relayout_tritongpu.mlir
// and test/TritonNvidiaGPU/tmem_layouts.mlir.
func TestTMemRegisterLayouts(t *testing.T) {
	ctx := ir.NewContext()
	f32, i8 := ctx.F32(), ctx.IntegerType(8)
	tests := []struct {
		name     string
		md       *ttg.MemDescType
		atom     layout.TMemAccessAtom
		numWarps int
		want     string
	}{
		{"128x128 default", tmemDesc(ctx, []int64{128, 128}, f32, TensorMemoryEncodingAttr(ctx, 128, 128, 1, 1, 1, false)), layout.TMem32x32b, 4,
			"register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []"},
		{"128x64 default", tmemDesc(ctx, []int64{128, 64}, f32, TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false)), layout.TMem32x32b, 4,
			"register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []"},
		{"64x64 blockM 64", tmemDesc(ctx, []int64{64, 64}, f32, TensorMemoryEncodingAttr(ctx, 64, 64, 1, 1, 1, false)), layout.TMem32x32b, 4,
			"register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[16, 0], [32, 0]], block = []"},
		{"scales", tmemDesc(ctx, []int64{128, 128}, i8, TensorMemoryScalesEncodingAttr(ctx, 1, 1)), layout.TMem32x32b, 4,
			"register = [[0, 1], [0, 2], [32, 0], [64, 0], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 0], [0, 0]], block = []"},
		{"8 warps default", tmemDesc(ctx, []int64{128, 64}, f32, TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false)), layout.TMem32x32b, 8,
			"register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 32]], block = []"},
		{"16x256b", tmemDesc(ctx, []int64{128, 64}, f32, TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false)), layout.TMem16x256b, 4,
			"register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []"},
		{"16x256b two blocks of M", tmemDesc(ctx, []int64{256, 16}, f32, TensorMemoryEncodingAttr(ctx, 128, 16, 1, 1, 1, false)), layout.TMem16x256b, 4,
			"register = [[0, 1], [8, 0], [0, 8], [128, 0], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []"},
		{"32x32b two blocks of M", tmemDesc(ctx, []int64{256, 16}, f32, TensorMemoryEncodingAttr(ctx, 128, 16, 1, 1, 1, false)), layout.TMem32x32b, 4,
			"register = [[0, 1], [0, 2], [0, 4], [0, 8], [128, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []"},
	}
	for _, tc := range tests {
		ll, ok, err := TMemRegisterLayout(tc.md, tc.atom, tc.numWarps, layout.CGALayout{})
		if err != nil || !ok {
			t.Errorf("%s: ok %v, err %v", tc.name, ok, err)
			continue
		}
		if got := formatBases(ll); got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.name, got, tc.want)
		}
		reg := ctx.RankedTensorType(tc.md.Dims, tc.md.Elem, linearAttr(ctx, ll))
		if _, err := TMemLdStEncodingInfo(reg, tc.md, layout.DefaultMaxNReg); err != nil {
			t.Errorf("%s: the layout chosen for tensor memory does not lower: %v", tc.name, err)
		}
	}
}

func TestTMemLoadLayoutSplitLongM(t *testing.T) {
	ctx := ir.NewContext()
	md := tmemDesc(ctx, []int64{128, 64}, ctx.F32(), TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false))
	def, err := DefaultTMemLayout(ctx, md, 8, layout.CGALayout{})
	if err != nil {
		t.Fatal(err)
	}
	tensor := ctx.RankedTensorType(md.Dims, md.Elem, def)
	got, ok, err := TMemLoadLayoutSplitLongM(ctx, tensor, md, 8)
	if err != nil || !ok {
		t.Fatalf("ok %v, err %v", ok, err)
	}
	ll, err := ttg.LayoutEncoding(got)
	if err != nil {
		t.Fatal(err)
	}
	want := "register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[32, 0], [64, 0], [16, 0]], block = []"
	if s := formatBases(ll.(layout.Linear).Layout); s != want {
		t.Errorf("got  %s\nwant %s", s, want)
	}
	if _, ok, _ := TMemLoadLayoutSplitLongM(ctx, tensor, md, 4); ok {
		t.Errorf("the split-M layout applies to 4 warps")
	}
}

func TestTMemLdStMessages(t *testing.T) {
	ctx := ir.NewContext()
	md := tmemDesc(ctx, []int64{128, 64}, ctx.F32(), TensorMemoryEncodingAttr(ctx, 128, 64, 1, 1, 1, false))
	for _, atom := range []layout.TMemAccessAtom{layout.TMem32x32b, layout.TMem16x64b, layout.TMem16x128b, layout.TMem16x256b} {
		ll, ok, err := TMemRegisterLayout(md, atom, 4, layout.CGALayout{})
		if err != nil || !ok {
			t.Fatalf("%v: ok %v, err %v", atom, ok, err)
		}
		reg := ctx.RankedTensorType(md.Dims, md.Elem, linearAttr(ctx, ll))
		info, err := TMemLdStEncodingInfo(reg, md, layout.DefaultMaxNReg)
		if err != nil {
			t.Fatalf("%v: %v", atom, err)
		}
		if info.Atom != atom {
			t.Errorf("the %v layout lowers with %v messages", atom, info.Atom)
		}
	}
	// A blocked layout whose warps do not start at rows 32 and 64 does not lower.
	blocked := ttg.Blocked(ctx, []uint32{1, 1}, []uint32{1, 32}, []uint32{1, 4}, []uint32{1, 0}, nil)
	op := ctx.RankedTensorType(md.Dims, md.Elem, blocked)
	if _, err := TMemLdStEncodingInfo(op, md, layout.DefaultMaxNReg); err == nil {
		t.Errorf("a row-spread blocked layout lowers to tensor memory")
	}
}
