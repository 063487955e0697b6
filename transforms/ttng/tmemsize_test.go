package ttngpasses

import (
	"fmt"
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// The allocation pass's size of a buffer agrees with Triton's getTmemAllocSizes, which reads
// it off the buffer's linear layout.
func TestTMemAllocSizeMatchesLinearLayout(t *testing.T) {
	ctx := ir.NewContext()
	elems := []ir.Type{ctx.IntegerType(8), ctx.F16(), ctx.F32()}
	checked := 0
	for _, elem := range elems {
		for _, m := range []int64{64, 128, 256} {
			for _, n := range []int64{8, 32, 64, 128, 256} {
				for _, blockM := range []int{64, 128} {
					for _, blockN := range []int64{n, n / 2} {
						for _, stride := range []int{1, 2} {
							for _, bufs := range []int64{0, 2} {
								if int64(blockM) > m || blockN < 8 {
									continue
								}
								enc := ttng.TensorMemoryEncodingAttr(ctx, blockM, int(blockN), stride, 1, 1, false)
								shape := []int64{m, n}
								if bufs > 0 {
									shape = []int64{bufs, m, n}
								}
								md := ttg.MemDesc(ctx, shape, elem, enc, ttng.TensorMemory(ctx), true, nil)
								name := fmt.Sprintf("%v %v blockM=%d blockN=%d colStride=%d", shape, elem, blockM, blockN, stride)
								want, err := ttng.TMemAllocSize(md)
								if err != nil {
									t.Errorf("%s: %v", name, err)
									continue
								}
								got, err := tmemAllocSize(md)
								if err != nil {
									t.Errorf("%s: %v", name, err)
									continue
								}
								if got.rows != want.Rows || got.cols != want.Cols {
									t.Errorf("%s: allocation pass %dx%d, linear layout %dx%d", name, got.rows, got.cols, want.Rows, want.Cols)
								}
								checked++
							}
						}
					}
				}
			}
		}
	}
	for _, shape := range [][]int64{{128, 4}, {128, 8}, {256, 16}, {64, 4}} {
		md := ttg.MemDesc(ctx, shape, ctx.IntegerType(8), ttng.TensorMemoryScalesEncodingAttr(ctx, 1, 1), ttng.TensorMemory(ctx), false, nil)
		want, err := ttng.TMemAllocSize(md)
		got, err2 := tmemAllocSize(md)
		if err != nil || err2 != nil || got.rows != want.Rows || got.cols != want.Cols {
			t.Errorf("scales %v: allocation pass %dx%d (%v), linear layout %dx%d (%v)", shape, got.rows, got.cols, err2, want.Rows, want.Cols, err)
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
