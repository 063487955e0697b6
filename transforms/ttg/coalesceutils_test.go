package ttgpasses

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

func TestArgSortIsStableAndDescending(t *testing.T) {
	for _, c := range []struct {
		in   []int64
		want []uint32
	}{
		{[]int64{1, 64}, []uint32{1, 0}},
		{[]int64{64, 1}, []uint32{0, 1}},
		{[]int64{4, 4}, []uint32{0, 1}},
		{[]int64{2, 8, 8}, []uint32{1, 2, 0}},
	} {
		if got := argSort(c.in); !slices.Equal(got, c.want) {
			t.Errorf("argSort(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

func TestShapePerCTASplitsByTheCGA(t *testing.T) {
	if got := shapePerCTA(layout.CGALayout{}, []int64{64, 32}); !slices.Equal(got, []int64{64, 32}) {
		t.Errorf("one CTA: %v", got)
	}
	// Two CTAs along dimension 0.
	cga := layout.CGALayout{Bases: [][]int32{{1, 0}}}
	if got := shapePerCTA(cga, []int64{64, 32}); !slices.Equal(got, []int64{32, 32}) {
		t.Errorf("two CTAs along dim 0: %v", got)
	}
}

const twoKernels = `module attributes {"ttg.num-warps" = 8 : i32} {
  tt.func @a(%p: tensor<16x!tt.ptr<f32>>, %q: tensor<16x!tt.ptr<f32>>) {
    %v = tt.load %p : tensor<16x!tt.ptr<f32>>
    tt.store %q, %v : tensor<16x!tt.ptr<f32>>
    tt.return
  }
  tt.func @b(%p: tensor<16x!tt.ptr<f32>>) attributes {"ttg.num-warps" = 2 : i32} {
    %v = tt.load %p : tensor<16x!tt.ptr<f32>>
    tt.return
  }
}
`

func TestSliceAndNumWarps(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, tt.Dialect(), ttg.Dialect())
	module, err := asm.ParseSourceString(ctx, "test.mlir", twoKernels)
	if err != nil {
		t.Fatal(err)
	}
	var loads, stores []*ir.Operation
	module.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := tt.AsLoad(op); ok {
			loads = append(loads, op)
		}
		if _, ok := tt.AsStore(op); ok {
			stores = append(stores, op)
		}
	})
	// The load of @a reaches its store through the loaded value, and through the function's
	// arguments every op of @a, but nothing of @b.
	slice := sliceOf(loads[0])
	if !slices.Contains(slice, stores[0]) || slices.Contains(slice, loads[1]) {
		t.Errorf("slice of @a's load: %d ops, has the store %v, has @b's load %v", len(slice), slices.Contains(slice, stores[0]), slices.Contains(slice, loads[1]))
	}
	if n, ok := lookupNumWarps(loads[0]); !ok || n != 8 {
		t.Errorf("num warps in @a = %d, %v; want the module's 8", n, ok)
	}
	if n, ok := lookupNumWarps(loads[1]); !ok || n != 2 {
		t.Errorf("num warps in @b = %d, %v; want the function's 2", n, ok)
	}
	if got := threadsPerWarp(module); got != 32 {
		t.Errorf("threads per warp = %d, want the default 32", got)
	}
}
