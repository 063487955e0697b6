package ttg

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Verifiers of the ttg ops, after Triton's lib/Dialect/TritonGPU/IR/Ops.cpp, with its messages.

func typeString(t ir.Type) string { return asm.TypeString(t) }

func emitError(op *ir.Operation, format string, args ...any) error {
	return ir.Errorf(op.Loc(), format, args...)
}

func memdescOf(t ir.Type) *MemDescType {
	m, _ := t.(*MemDescType)
	return m
}

func verifySharedMemoryRank(op *ir.Operation, t *ir.RankedTensorType, m *MemDescType, what string) error {
	if m.Encoding == nil {
		return ir.OpError(op, "expected memdesc to have a shared memory encoding")
	}
	if r := LayoutRank(m.Encoding); r >= 0 && r != len(t.Dims) {
		return ir.OpError(op, "%s has rank %d but memdesc encoding has rank %d", what, len(t.Dims), r)
	}
	return nil
}

// VerifyMemoryOpTypes checks that a copy between src and dst (tensors or memory descriptors)
// keeps the element type and shape, with Triton's messages.
func VerifyMemoryOpTypes(op *ir.Operation, src, dst ir.ShapedType) error {
	if src.ElementType() != dst.ElementType() {
		// Triton prints the whole source type here, quoted as every type in a diagnostic.
		return ir.OpError(op, "source element type '%s' must match destination element type '%s'", typeString(src), typeString(dst.ElementType()))
	}
	if !slices.Equal(src.Shape(), dst.Shape()) {
		return ir.OpError(op, "source shape [%s] must match [destination shape %s]", joinInts(src.Shape()), joinInts(dst.Shape()))
	}
	return nil
}

func verifyLocalAlloc(op *ir.Operation) error {
	m := memdescOf(op.Result(0).Type())
	if m == nil {
		return nil
	}
	if _, ok := m.MemorySpace.(*SharedMemorySpace); !ok {
		return ir.OpError(op, "should create a buffer of shared memory")
	}
	var src *ir.RankedTensorType
	if op.NumOperands() > 0 {
		src, _ = op.Operand(0).Type().(*ir.RankedTensorType)
		if src != nil {
			if err := verifySharedMemoryRank(op, src, m, "source"); err != nil {
				return err
			}
		}
	}
	if !slices.Equal(m.Dims, m.AllocShape) {
		return ir.OpError(op, "result shape and its alloc shape must match")
	}
	if src == nil {
		if !m.Mutable {
			return ir.OpError(op, "uninitialized alloc must have a mutable memdesc type")
		}
		return nil
	}
	return VerifyMemoryOpTypes(op, src, m)
}

func verifyLocalStore(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(*ir.RankedTensorType)
	m := memdescOf(op.Operand(1).Type())
	if src == nil || m == nil {
		return nil
	}
	if !m.Mutable {
		return ir.OpError(op, "Cannot store into immutable memory")
	}
	if err := verifySharedMemoryRank(op, src, m, "source"); err != nil {
		return err
	}
	return VerifyMemoryOpTypes(op, src, m)
}

func verifyLocalLoad(op *ir.Operation) error {
	m := memdescOf(op.Operand(0).Type())
	res, _ := op.Result(0).Type().(*ir.RankedTensorType)
	if m == nil || res == nil {
		return nil
	}
	if err := verifySharedMemoryRank(op, res, m, "result"); err != nil {
		return err
	}
	return VerifyMemoryOpTypes(op, m, res)
}

func verifyAsyncCopy(op *ir.Operation) error {
	if m := memdescOf(op.Operand(1).Type()); m != nil && !m.Mutable {
		return ir.OpError(op, "Cannot store into immutable memory")
	}
	return nil
}

func verifyMemDescIndex(op *ir.Operation) error {
	src, dst := memdescOf(op.Operand(0).Type()), memdescOf(op.Result(0).Type())
	if src == nil || dst == nil {
		return nil
	}
	if src.Elem != dst.Elem {
		return emitError(op, "result element type must match desc element type")
	}
	if src.Rank() != dst.Rank()+1 {
		return emitError(op, "result rank must be input rank - 1")
	}
	if len(src.AllocShape) != src.Rank() {
		return emitError(op, "We don't allow taking memdesc_index of a memdesc_index")
	}
	if !slices.Equal(src.Dims[1:], dst.Dims) {
		return emitError(op, "result shape must equal to srcShape[1:]")
	}
	if !slices.Equal(src.AllocShape, src.Dims) {
		return emitError(op, "We don't support memdesc_index of a subview")
	}
	if (src.Encoding == nil) != (dst.Encoding == nil) {
		return emitError(op, "src and result must both have or not have an encoding")
	}
	if IsSharedEncoding(src.Encoding) != IsSharedEncoding(dst.Encoding) {
		return emitError(op, "src and dst must have the same type of encoding")
	}
	if !slices.Equal(dst.AllocShape, dst.Dims) {
		return emitError(op, "alloc shape must match shape for both result and src")
	}
	return nil
}

func verifyMemDescSubslice(op *ir.Operation) error {
	src, dst := memdescOf(op.Operand(0).Type()), memdescOf(op.Result(0).Type())
	offs, _ := op.Attr("offsets").(*ir.DenseArrayAttr)
	if src == nil || dst == nil || offs == nil {
		return nil
	}
	if src.Elem != dst.Elem {
		return emitError(op, "result element type must match desc element type")
	}
	if len(offs.Data) != src.Rank() {
		return emitError(op, "offsets must have the same rank as input")
	}
	if src.Rank() != dst.Rank() {
		return emitError(op, "result rank must equal to input rank")
	}
	if (src.Encoding == nil) != (dst.Encoding == nil) {
		return emitError(op, "src and result must both have or not have an encoding")
	}
	if !IsSharedEncoding(src.Encoding) || !IsSharedEncoding(dst.Encoding) {
		return emitError(op, "src and dst must both be of shared memory encoding")
	}
	return verifySubsliceSplit(op, src, dst, offs.Int64s())
}

func verifyWarpYield(op *ir.Operation) error {
	parent := op.ParentOp()
	if parent == nil {
		return nil
	}
	if op.NumOperands() != parent.NumResults() {
		return ir.OpError(op, "has %d operands but parent op expected %d", op.NumOperands(), parent.NumResults())
	}
	for i, t := range parent.ResultTypes() {
		if op.Operand(i).Type() != t {
			return ir.OpError(op, "operand #%d has type '%s' but parent op expected '%s'", i, typeString(op.Operand(i).Type()), typeString(t))
		}
	}
	return nil
}

func verifyWarpSpecialize(op *ir.Operation) error {
	if op.NumRegions() < 2 || op.Region(1).Empty() || op.Region(1).Front().First() == nil ||
		op.Region(1).Front().First().Name() != "ttg.warp_specialize.partitions" {
		return ir.OpError(op, "expected to find only a `ttg.warp_specialize.partitions` op inside its second region")
	}
	regions := partitionRegions(op)
	nw, _ := op.Attr("partitionNumWarps").(*ir.DenseArrayAttr)
	var numWarps []int64
	if nw != nil {
		numWarps = nw.Int64s()
	}
	if len(regions) != len(numWarps) {
		return ir.OpError(op, "has %d partitions but `partitionNumWarps` has %d elements", len(regions), len(numWarps))
	}
	for i, n := range numWarps {
		if n <= 0 || n&(n-1) != 0 {
			return ir.OpError(op, "partition #%d number of warps (%d) must be a power of 2", i, n)
		}
	}
	if ids, ok := op.Attr("warpGroupStartIds").(*ir.DenseArrayAttr); ok && len(ids.Data) != len(numWarps) {
		return ir.OpError(op, "has %d warp group start IDs but expected %d", len(ids.Data), len(numWarps))
	}
	for i, r := range regions {
		if r.Empty() {
			continue
		}
		args := r.Front().Arguments()
		if len(args) != op.NumOperands() {
			return ir.OpError(op, "partition region #%d has %d arguments but expected %d", i, len(args), op.NumOperands())
		}
		for j, a := range args {
			if a.Type() != op.Operand(j).Type() {
				return ir.OpError(op, "partition region #%d argument #%d has type '%s' but corresponding capture has type '%s'",
					i, j, typeString(a.Type()), typeString(op.Operand(j).Type()))
			}
		}
	}
	if op.ParentOfName("ttg.warp_specialize") != nil {
		return ir.OpError(op, "cannot be nested inside another `ttg.warp_specialize` op")
	}
	return nil
}

func verifyFp4ToFp(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(*ir.RankedTensorType)
	res, _ := op.Result(0).Type().(*ir.RankedTensorType)
	axisAttr, _ := op.Attr("axis").(*ir.IntegerAttr)
	if src == nil || res == nil || axisAttr == nil {
		return nil
	}
	if ft, ok := res.Elem.(*ir.FloatType); !ok || (ft.Kind != ir.BF16 && ft.Kind != ir.F16) {
		return emitError(op, "only bf16 or f16 is supported for now, got '%s'", typeString(res.Elem))
	}
	rank := len(src.Dims)
	if rank != len(res.Dims) {
		return emitError(op, "source rank %d != result rank %d", rank, len(res.Dims))
	}
	axis := int(axisAttr.Value)
	if axis < 0 || axis >= rank {
		return emitError(op, "axis %d out of range for rank %d", axis, rank)
	}
	for i := range rank {
		if i == axis {
			if res.Dims[i] != src.Dims[i]*2 {
				return emitError(op, "axis %d dimension must be 2x source dimension (src=%d, dst=%d)", axis, src.Dims[i], res.Dims[i])
			}
		} else if res.Dims[i] != src.Dims[i] {
			return emitError(op, "dimension %d mismatch (src=%d, dst=%d, axis=%d)", i, src.Dims[i], res.Dims[i], axis)
		}
	}
	if (res.Encoding == nil) != (src.Encoding == nil) {
		return emitError(op, "source and result must both have an encoding, or neither")
	}
	if res.Encoding == nil {
		return nil
	}
	// As Triton, backward: the source layout the result implies is the more general check.
	want, err := LayoutInference{}.InferFp4ToFpEncoding(op.Context(), res.Dims, axis, res.Encoding, false)
	if err != nil {
		return emitError(op, "failed to infer encoding")
	}
	if !LayoutsEquivalent(src.Dims, want, src.Encoding) {
		wantLL, err1 := linearLayoutOf(want, src.Dims)
		srcLL, err2 := linearLayoutOf(src.Encoding, src.Dims)
		if err1 != nil || err2 != nil {
			return emitError(op, "Src and Dst encodings are not compatible")
		}
		return emitError(op, "Src and Dst encodings are not compatible:\n%s\n%s", wantLL.Describe(), srcLL.Describe())
	}
	return nil
}

func verifyMemDescReshape(op *ir.Operation) error {
	src, dst := memdescOf(op.Operand(0).Type()), memdescOf(op.Result(0).Type())
	if src == nil || dst == nil {
		return nil
	}
	if ir.NumElements(src.Dims) != ir.NumElements(dst.Dims) {
		return emitError(op, "number of src and dst elements of reshape must be the same")
	}
	if src.Elem != dst.Elem {
		return emitError(op, "result element type must match src element type")
	}
	if !slices.Equal(src.AllocShape[len(src.AllocShape)-len(src.Dims):], src.Dims) {
		return emitError(op, "NYI: memdesc_reshape of memdesc_subslice")
	}
	return nil
}

// verifyMemDescTrans checks ttg.memdesc_trans's result against the type its source implies:
// the shape, the trailing alloc dimensions and the shared layout transposed (Triton's
// inferReturnTypes, compared up to equivalent layouts).
func verifyMemDescTrans(op *ir.Operation) error {
	src, dst := memdescOf(op.Operand(0).Type()), memdescOf(op.Result(0).Type())
	arr, _ := op.Attr("order").(*ir.DenseArrayAttr)
	if src == nil || dst == nil || arr == nil {
		return nil
	}
	order := make([]int32, len(arr.Int64s()))
	seen := make([]bool, len(order))
	for i, o := range arr.Int64s() {
		if o < 0 || int(o) >= len(order) || seen[o] || len(order) != len(src.Dims) || len(order) > len(src.AllocShape) {
			return emitError(op, "order must be a permutation of 0..n-1")
		}
		seen[o] = true
		order[i] = int32(o)
	}
	enc := src.Encoding
	if enc != nil {
		var err error
		if enc, err = (LayoutInference{}).InferTransEncoding(op.Context(), enc, src.Dims, order); err != nil {
			return emitError(op, "%s", err.Error())
		}
	}
	lead := len(src.AllocShape) - len(order)
	alloc := slices.Clone(src.AllocShape[:lead])
	for _, o := range order {
		alloc = append(alloc, src.AllocShape[lead+int(o)])
	}
	dims := make([]int64, len(order))
	for i, o := range order {
		dims[i] = src.Dims[o]
	}
	inferred := MemDesc(op.Context(), dims, src.Elem, enc, src.MemorySpace, src.Mutable, alloc)
	if !equivalentMemDescs(inferred, dst) {
		return ir.OpError(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeString(inferred), typeString(dst))
	}
	return nil
}

// equivalentMemDescs reports whether a and b are the same memory descriptor up to equivalent
// layouts (Triton's verifyEquivalentType).
func equivalentMemDescs(a, b *MemDescType) bool {
	if a == b {
		return true
	}
	if !slices.Equal(a.Dims, b.Dims) || !slices.Equal(a.AllocShape, b.AllocShape) || a.Elem != b.Elem ||
		a.MemorySpace != b.MemorySpace || a.Mutable != b.Mutable {
		return false
	}
	if a.Encoding == b.Encoding {
		return true
	}
	if a.Encoding == nil || b.Encoding == nil {
		return false
	}
	return (LayoutInference{}).VerifyLayoutsAreEqual(a.Dims, a.Encoding, b.Encoding) == nil
}
