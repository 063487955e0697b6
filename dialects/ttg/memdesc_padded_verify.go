package ttg

import (
	"fmt"
	"math/bits"
)

// verifyMemDescPadded checks a memdesc with a padded_shared encoding as MemDescType::verify
// does: the layout's rank is the shape's or one less (a pipelining dimension in front), and the
// layout covers exactly the allocation, dimension by dimension. It returns the message of the
// first failure, or "".
func verifyMemDescPadded(enc *PaddedSharedEncoding, shape, alloc []int64) string {
	sizes := paddedOutDimSizes(enc)
	if sizes == nil {
		return ""
	}
	rank := len(sizes)
	if rank != len(shape) && rank != len(shape)-1 {
		return fmt.Sprintf("rank must be equal to or one less than the shape size. Got %d and %d", rank, len(shape))
	}
	expected := alloc
	if rank == len(alloc)-1 {
		expected = alloc[1:]
	}
	for d := 0; d < rank && d < len(expected); d++ {
		if sizes[d] != expected[d] {
			return fmt.Sprintf("Mismatch in expected shape for dimension %d. Expected: %d, got: %d", d, expected[d], sizes[d])
		}
	}
	return ""
}

// paddedOutDimSizes returns the size of each output dimension of the layout's linear
// component: the shape of the identity form, or for explicit bases the power of two just
// above the largest basis value in each dimension. It returns nil when no basis says the rank.
func paddedOutDimSizes(enc *PaddedSharedEncoding) []int64 {
	if enc.Bases == nil {
		sizes := make([]int64, len(enc.Shape))
		for i, s := range enc.Shape {
			sizes[i] = int64(s)
		}
		return sizes
	}
	var sizes []int64
	for _, nb := range enc.Bases {
		for _, basis := range nb.Bases {
			if sizes == nil {
				sizes = make([]int64, len(basis))
				for i := range sizes {
					sizes[i] = 1
				}
			}
			for d, v := range basis {
				if d < len(sizes) && v > 0 {
					sizes[d] = max(sizes[d], int64(1)<<bits.Len32(uint32(v)))
				}
			}
		}
	}
	return sizes
}
