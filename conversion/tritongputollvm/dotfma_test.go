package tritongputollvm

import (
	"slices"
	"testing"
)

// TestFMAIndexing checks the batch-expanded shapes and orders of the FMA lowering and that
// linearizeConst inverts delinearizeConst for every order of a 3-d shape.
func TestFMAIndexing(t *testing.T) {
	if got := matrixShapeWithBatch([]int{4, 8}); !slices.Equal(got, []int{1, 4, 8}) {
		t.Errorf("matrixShapeWithBatch([4 8]) = %v, want [1 4 8]", got)
	}
	if got := matrixOrderWithBatch([]uint32{1, 0}); !slices.Equal(got, []uint32{2, 1, 0}) {
		t.Errorf("matrixOrderWithBatch([1 0]) = %v, want [2 1 0]", got)
	}
	if got := matrixOrderWithBatch([]uint32{0, 1}); !slices.Equal(got, []uint32{1, 2, 0}) {
		t.Errorf("matrixOrderWithBatch([0 1]) = %v, want [1 2 0]", got)
	}
	shape := []int{2, 3, 4}
	for _, order := range [][]uint32{{2, 1, 0}, {1, 2, 0}, {0, 1, 2}} {
		for i := 0; i < 24; i++ {
			idx := delinearizeConst(i, shape, order)
			if back := linearizeConst(idx, shape, order); back != i {
				t.Errorf("order %v: %d -> %v -> %d", order, i, idx, back)
			}
		}
	}
	if got := delinearizeConst(5, shape, []uint32{2, 1, 0}); !slices.Equal(got, []int{0, 1, 1}) {
		t.Errorf("delinearizeConst(5, [2 3 4], [2 1 0]) = %v, want [0 1 1]", got)
	}
}
