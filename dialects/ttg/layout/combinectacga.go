package layout

// CombineCtaCgaWithShape is Triton's combineCtaCgaWithShape: the one-CTA layout cta, repeated
// or cut to the part of a tensor of the given shape each CTA of cga holds, times cga's CTA
// placement.
func CombineCtaCgaWithShape(cta LinearLayout, cga CGALayout, shape []int64) (LinearLayout, error) {
	return combineCtaCgaWithShape(cta, cga, shape)
}
