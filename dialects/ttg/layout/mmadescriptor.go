package layout

// CoreMatrix is Triton's getCoreMatrixLinearLayout with swizzling on: the layout of one
// 8-row core matrix of the encoding's swizzle pattern, from offset to (dim0, dim1). Shared
// memory matrix descriptors of wgmma are matched against it.
func (s NVMMAShared) CoreMatrix() (LinearLayout, error) { return s.coreMatrix(true) }

// PermuteOutputs is Triton's transposeLinearLayout: output i of every basis becomes the old
// output order[i], the output names staying in place and their sizes inferred anew.
func PermuteOutputs(l LinearLayout, order []int) (LinearLayout, error) {
	return permuteBases(l, order)
}

// TMABlockShape is Triton's getTMABlockShape with packedSize: the box one TMA message
// copies of a tensor whose shape per CTA is perCTA.
func (s NVMMAShared) TMABlockShape(perCTA []int64) ([]int64, error) { return s.tmaBlockShape(perCTA) }

// UnswizzledLinearLayout is Triton's nvmmaSharedToLinearLayout with disableSwizzle: the
// encoding's layout with the rows of each core matrix left unswizzled, as TMA gather4 and
// scatter4 place rows.
func (s NVMMAShared) UnswizzledLinearLayout(shape []int64) (LinearLayout, error) {
	return s.linearLayout(shape, false)
}
