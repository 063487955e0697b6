package tt

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Verifiers of the tt ops, after Triton's lib/Dialect/Triton/IR/Ops.cpp, with its messages.

func typeString(t ir.Type) string { return asm.TypeString(t) }

func elemOf(t ir.Type) ir.Type { return ir.ElementTypeOrSelf(t) }

func tensorOf(t ir.Type) *ir.RankedTensorType {
	rt, _ := t.(*ir.RankedTensorType)
	return rt
}

// emitError reports msg at op's location without the `'name' op` prefix, as MLIR's
// Operation::emitError does.
func emitError(op *ir.Operation, format string, args ...any) error {
	return ir.Errorf(op.Loc(), format, args...)
}

func verifyBitcast(op *ir.Operation) error {
	dst, src := elemOf(op.Result(0).Type()), elemOf(op.Operand(0).Type())
	dp, dstIsPtr := dst.(*PointerType)
	sp, srcIsPtr := src.(*PointerType)
	if dstIsPtr || srcIsPtr {
		if dstIsPtr && srcIsPtr {
			if dp.AddressSpace != sp.AddressSpace {
				return emitError(op, "Cannot bitcast pointer between different address spaces")
			}
			return nil
		}
		return emitError(op, "Cannot bitcast pointer to non-pointer type")
	}
	if d, s := ir.IntOrFloatBitWidth(dst), ir.IntOrFloatBitWidth(src); d != s {
		return emitError(op, "Cannot bitcast data-type of size %d to data-type of size %d", s, d)
	}
	return nil
}

func verifyFpToFp(op *ir.Operation) error {
	dst, src := elemOf(op.Result(0).Type()), elemOf(op.Operand(0).Type())
	if ir.IntOrFloatBitWidth(dst) < ir.IntOrFloatBitWidth(src) && op.Attr("rounding") == nil {
		return emitError(op, "Rounding mode is required for FP downcast")
	}
	return nil
}

// verifyResultMatches checks TypesMatchWith<"result type matches ptr type", "result", "ptr">.
func verifyResultMatches(operand string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if op.Result(0).Type() != op.Operand(0).Type() {
			return ir.OpError(op, "failed to verify that result type matches %s type", operand)
		}
		return nil
	}
}

// isPointeeOf reports whether t is the pointee type of the pointer (or tensor of pointers) ptr;
// unknown pointer kinds match anything, leaving them to other checks.
func isPointeeOf(ptr, t ir.Type) bool {
	switch p := ptr.(type) {
	case *PointerType:
		return t == p.Pointee
	case *ir.RankedTensorType:
		pt, ok := p.Elem.(*PointerType)
		rt := tensorOf(t)
		return ok && rt != nil && rt.Elem == pt.Pointee && slices.Equal(rt.Dims, p.Dims) && rt.Encoding == p.Encoding
	}
	return true
}

// isI1SameShape reports whether t is i1, or a tensor of i1 shaped like the tensor ref.
func isI1SameShape(ref, t ir.Type) bool {
	if rr := tensorOf(ref); rr != nil {
		rt := tensorOf(t)
		return rt != nil && isI1(rt.Elem) && slices.Equal(rt.Dims, rr.Dims) && rt.Encoding == rr.Encoding
	}
	return isI1(t)
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 1
}

func verifyLoad(op *ir.Operation) error {
	ptr := op.Operand(0).Type()
	if !isPointeeOf(ptr, op.Result(0).Type()) {
		return ir.OpError(op, "failed to verify that result matches ptr type")
	}
	load := ir.View[LoadOp](op)
	if mask := load.Mask(); mask != nil && !isI1SameShape(ptr, mask.Type()) {
		return ir.OpError(op, "failed to verify that mask type matches ptr type")
	}
	if other := load.Other(); other != nil && !isPointeeOf(ptr, other.Type()) {
		return ir.OpError(op, "failed to verify that other matches ptr type")
	}
	return nil
}

func verifyStore(op *ir.Operation) error {
	ptr := op.Operand(0).Type()
	if !isPointeeOf(ptr, op.Operand(1).Type()) {
		return ir.OpError(op, "failed to verify that value type matches ptr type")
	}
	if op.NumOperands() > 2 && !isI1SameShape(ptr, op.Operand(2).Type()) {
		return ir.OpError(op, "failed to verify that mask type matches ptr type")
	}
	return nil
}

func verifyUnsplat(op *ir.Operation) error {
	if rt := tensorOf(op.Operand(0).Type()); rt != nil && ir.NumElements(rt.Dims) != 1 {
		return emitError(op, "source tensor must have exactly one element")
	}
	return nil
}

func verifyExpandDims(op *ir.Operation) error {
	src, dst := tensorOf(op.Operand(0).Type()), tensorOf(op.Result(0).Type())
	axis, _ := op.Attr("axis").(*ir.IntegerAttr)
	if src == nil || dst == nil || axis == nil {
		return nil
	}
	if axis.Value < 0 || int(axis.Value) > len(src.Dims) {
		return emitError(op, "invalid axis %d", axis.Value)
	}
	enc := dst.Encoding
	if src.Encoding != nil {
		// Triton's inferExpandDimsOpEncoding: a slice along the axis expands into its parent.
		if l, ok := src.Encoding.(ExpandDimsLayout); ok {
			if enc, ok = l.ExpandDimsEncoding(int(axis.Value)); !ok {
				return emitError(op, "Incompatible slice dimension for ExpandDimsOp operand")
			}
		} else if LayoutInference(src.Encoding) != nil {
			return emitError(op, "ExpandDimsOp operand encoding must be SliceEncodingAttr")
		}
	} else {
		enc = nil
	}
	// Compared field by field, the inferred type is built (and uniqued) only for the error.
	if !insertsUnitDim(src.Dims, int(axis.Value), dst.Dims) || dst.Elem != src.Elem || dst.Encoding != enc {
		want := slices.Insert(slices.Clone(src.Dims), int(axis.Value), 1)
		inferred := op.Context().RankedTensorType(want, src.Elem, enc)
		return ir.OpError(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", typeString(inferred), typeString(dst))
	}
	return nil
}

// insertsUnitDim reports whether dims is shape with a 1 inserted at axis.
func insertsUnitDim(shape []int64, axis int, dims []int64) bool {
	return len(dims) == len(shape)+1 && dims[axis] == 1 && slices.Equal(dims[:axis], shape[:axis]) && slices.Equal(dims[axis+1:], shape[axis:])
}

func verifyReshape(op *ir.Operation) error {
	src, dst := tensorOf(op.Operand(0).Type()), tensorOf(op.Result(0).Type())
	if src == nil || dst == nil {
		return nil
	}
	if ir.NumElements(src.Dims) != ir.NumElements(dst.Dims) {
		return emitError(op, "number of src and dst elements of reshape must be the same")
	}
	if (src.Encoding == nil) != (dst.Encoding == nil) {
		return emitError(op, "Op requires that either (a) src and dst both have encodings, or (b) neither does.")
	}
	if src.Encoding == nil || op.Attr("allow_reorder") != nil {
		return nil
	}
	return verifyReshapeLayout(op, src, dst)
}

func verifyBroadcast(op *ir.Operation) error {
	src, dst := tensorOf(op.Operand(0).Type()), tensorOf(op.Result(0).Type())
	if src == nil || dst == nil {
		return nil
	}
	if len(src.Dims) != len(dst.Dims) {
		return emitError(op, "rank of source must be same as rank of result")
	}
	for i := range src.Dims {
		if src.Dims[i] != 1 && src.Dims[i] != dst.Dims[i] {
			return emitError(op, "Different dimensions at index %d between source and result.  Broadcast requires the source dimension to be 1.", i)
		}
	}
	return nil
}

func formatDims(dims []int64) string {
	s := make([]string, len(dims))
	for i, d := range dims {
		s[i] = fmt.Sprint(d)
	}
	return strings.Join(s, ", ")
}

func verifyJoin(op *ir.Operation) error {
	src, dst := tensorOf(op.Operand(0).Type()), tensorOf(op.Result(0).Type())
	if src == nil || dst == nil {
		return nil
	}
	want := append(slices.Clone(src.Dims), 2)
	if !slices.Equal(want, dst.Dims) {
		return ir.OpError(op, "result shape must be (%s), but got %s", formatDims(want), formatDims(dst.Dims))
	}
	if src.Elem != dst.Elem {
		return ir.OpError(op, "result element type must match the input element type")
	}
	if dst.Encoding == nil {
		if src.Encoding != nil {
			return ir.OpError(op, "result encoding must be specified")
		}
		return nil
	}
	return verifyJoinLayout(op, src, dst)
}

func isPermutation(order []int64) bool {
	seen := make([]bool, len(order))
	for _, o := range order {
		if o < 0 || int(o) >= len(order) || seen[o] {
			return false
		}
		seen[o] = true
	}
	return true
}

func verifyTrans(op *ir.Operation) error {
	src, dst := tensorOf(op.Operand(0).Type()), tensorOf(op.Result(0).Type())
	arr, _ := op.Attr("order").(*ir.DenseArrayAttr)
	if src == nil || dst == nil || arr == nil {
		return nil
	}
	order := arr.Int64s()
	if len(order) != len(src.Dims) {
		return emitError(op, "order must have the same size as the source tensor")
	}
	if !isPermutation(order) {
		return emitError(op, "order must be a permutation of 0..n-1")
	}
	order32 := make([]int32, len(order))
	for i, o := range order {
		order32[i] = int32(o)
	}
	inferred, err := InferTransType(op.Context(), src, order32)
	if err != nil {
		return emitError(op, "%s", err.Error())
	}
	if err := verifyInferredTypes(op, []ir.Type{inferred}); err != nil {
		return err
	}
	for i, o := range order {
		if dst.Dims[i] != src.Dims[o] {
			return emitError(op, "result shape must match the permutation of the source shape")
		}
	}
	return nil
}

func verifyDot(op *ir.Operation) error {
	a, b, c := tensorOf(op.Operand(0).Type()), tensorOf(op.Operand(1).Type()), tensorOf(op.Operand(2).Type())
	if op.Result(0).Type() != op.Operand(2).Type() {
		return ir.OpError(op, "failed to verify that result's type matches accumulator's type")
	}
	if a == nil || b == nil || c == nil {
		return nil
	}
	if err := verifyDotOperandShapes(op, a, b, c); err != nil {
		return err
	}
	if ir.IntOrFloatBitWidth(a.Elem) != ir.IntOrFloatBitWidth(b.Elem) {
		return emitError(op, "element types of operands A and B must have same bit width")
	}
	if a.Encoding == nil && b.Encoding == nil {
		return nil
	}
	if a.Encoding == nil || b.Encoding == nil {
		return emitError(op, "mismatching encoding between A and B operands")
	}
	if c.Encoding == nil {
		return emitError(op, "miss encoding of C operand")
	}
	if v, ok := LayoutInference(c.Encoding).(DotEncodingVerifier); ok {
		return v.VerifyDotEncodings(op, a.Encoding, b.Encoding)
	}
	return nil
}

// verifyReduceScan checks tt.reduce and tt.scan and their combine region.
func verifyReduceScan(ret, retCpp string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if op.Name() == "tt.reduce" && !sameOperandShapes(op) {
			return ir.OpError(op, "requires the same shape for all operands")
		}
		n := op.NumOperands()
		if n == 0 {
			return ir.OpError(op, "must have at least 1 operand")
		}
		if n != op.NumResults() {
			return ir.OpError(op, "must have the same number of inputs as outputs")
		}
		elems := make([]ir.Type, n)
		for i, v := range op.Operands() {
			elems[i] = elemOf(v.Type())
			if elems[i] != elemOf(op.Result(i).Type()) {
				return ir.OpError(op, "operand types and result types must agree")
			}
		}
		if op.Name() == "tt.reduce" {
			if err := verifyReduceTypes(op); err != nil {
				return err
			}
		}
		if op.NumRegions() != 1 || op.Region(0).Empty() {
			return nil
		}
		block := op.Region(0).Front()
		if block.NumArguments() != 2*n {
			return ir.OpError(op, "nested block must take %d arguments, but given block with %d arguments", 2*n, block.NumArguments())
		}
		for i, a := range block.Arguments() {
			if a.Type() != elems[i%n] {
				return ir.OpError(op, "type mismatch on combine operation. Expected argument %d to have type '%s' but got '%s'", i, typeString(elems[i%n]), typeString(a.Type()))
			}
		}
		term := block.Last()
		if term == nil || term.Name() != ret {
			return ir.OpError(op, "combine operation must be terminated with a %s", retCpp)
		}
		if term.NumOperands() != n {
			return ir.OpError(op, "expected combine operation to return %d values but got %d", n, term.NumOperands())
		}
		for i, v := range term.Operands() {
			if v.Type() != elems[i] {
				return ir.OpError(op, "type mismatch on combine operation. Expected argument %d to have type '%s' but got '%s'", i, typeString(elems[i]), typeString(v.Type()))
			}
		}
		return nil
	}
}

func verifyMapElementwise(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return ir.OpError(op, "MapElementwiseOp must have at least 1 operand")
	}
	pack, _ := op.Attr("pack").(*ir.IntegerAttr)
	if pack == nil || pack.Value <= 0 || pack.Value&(pack.Value-1) != 0 {
		return ir.OpError(op, "Pack must be a power of 2")
	}
	if op.NumRegions() != 1 || op.Region(0).Empty() {
		return nil
	}
	block := op.Region(0).Front()
	p := int(pack.Value)
	if block.NumArguments() != op.NumOperands()*p {
		return ir.OpError(op, "region has wrong number of arguments")
	}
	for i, a := range block.Arguments() {
		if a.Type() != elemOf(op.Operand(i/p).Type()) {
			return emitError(op, "argument types did not match")
		}
	}
	return verifyMapElementwiseBody(op, p)
}

func verifyMakeRange(op *ir.Operation) error {
	start, _ := op.Attr("start").(*ir.IntegerAttr)
	end, _ := op.Attr("end").(*ir.IntegerAttr)
	if start == nil || end == nil {
		return nil
	}
	if start.Value >= end.Value {
		return ir.OpError(op, "start must be less than end")
	}
	rt := tensorOf(op.Result(0).Type())
	if rt == nil || len(rt.Dims) != 1 {
		return ir.OpError(op, "return type must be a 1D tensor")
	}
	if end.Value-start.Value != rt.Dims[0] {
		return ir.OpError(op, "number of elements in returned tensor, %d, must match size of range [%d, %d), which has %d elements",
			rt.Dims[0], start.Value, end.Value, end.Value-start.Value)
	}
	if it, ok := rt.Elem.(*ir.IntegerType); !ok || it.Width != 32 {
		return ir.OpError(op, "returned tensor must have i32 elements")
	}
	return nil
}

func verifyGather(op *ir.Operation) error {
	src, idx, res := tensorOf(op.Operand(0).Type()), tensorOf(op.Operand(1).Type()), tensorOf(op.Result(0).Type())
	axisAttr, _ := op.Attr("axis").(*ir.IntegerAttr)
	if src == nil || idx == nil || res == nil || axisAttr == nil {
		return nil
	}
	if !slices.Equal(idx.Dims, res.Dims) {
		return ir.OpError(op, "indices and output shapes must match")
	}
	if idx.Encoding != res.Encoding {
		return ir.OpError(op, "indices and output encodings must match")
	}
	if src.Elem != res.Elem {
		return ir.OpError(op, "input and output element types must match")
	}
	if len(src.Dims) != len(idx.Dims) {
		return ir.OpError(op, "input and indices ranks must match")
	}
	axis := int(axisAttr.Value)
	if axis >= len(src.Dims) {
		return ir.OpError(op, "gather dimension must be less than the input rank")
	}
	for d := range idx.Dims {
		if d != axis && idx.Dims[d] != src.Dims[d] {
			return ir.OpError(op, "indices dimension %d must match the corresponding input dimension", d)
		}
	}
	return nil
}

func verifyCall(op *ir.Operation) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return ir.OpError(op, "requires a 'callee' symbol reference attribute")
	}
	fn := ir.LookupNearestSymbol(op, ref)
	if fn == nil || fn.Name() != "tt.func" {
		return ir.OpError(op, "'%s' does not reference a valid function", ref.Root)
	}
	ft := FunctionTypeOf(fn)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return ir.OpError(op, "incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if op.Operand(i).Type() != t {
			return ir.OpError(op, "operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d", typeString(t), typeString(op.Operand(i).Type()), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return ir.OpError(op, "incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			return ir.OpError(op, "result type mismatch at index %d", i)
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	if fn == nil {
		return nil
	}
	ft := FunctionTypeOf(fn)
	if ft == nil {
		return nil
	}
	name := ir.SymbolName(fn)
	if op.NumOperands() != len(ft.Results) {
		return ir.OpError(op, "has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), name, len(ft.Results))
	}
	for i, t := range ft.Results {
		if op.Operand(i).Type() != t {
			return emitError(op, "type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
				i, typeString(op.Operand(i).Type()), typeString(t), name)
		}
	}
	return nil
}

func descBlock(op *ir.Operation) *ir.RankedTensorType {
	d, ok := op.Operand(0).Type().(*TensorDescType)
	if !ok {
		return nil
	}
	return d.BlockType
}

func sameWidthInt(a, b ir.Type) bool {
	ai, ok1 := a.(*ir.IntegerType)
	bi, ok2 := b.(*ir.IntegerType)
	if ok1 && ok2 {
		return ai.Width == bi.Width
	}
	return a == b
}

func verifyDescriptorLoadStoreType(op *ir.Operation, tensor *ir.RankedTensorType) error {
	block := descBlock(op)
	if block == nil || tensor == nil {
		return nil
	}
	bs := block.Dims
	if len(bs) > len(tensor.Dims) {
		for _, d := range bs[:len(bs)-len(tensor.Dims)] {
			if d != 1 {
				return ir.OpError(op, "ranked reduce load only allowed for unit dimension leading dim.")
			}
		}
		bs = bs[len(bs)-len(tensor.Dims):]
	}
	if slices.Equal(bs, tensor.Dims) && sameWidthInt(block.Elem, tensor.Elem) {
		return nil
	}
	return ir.OpError(op, "tensor descriptor block and tensor types must match")
}

func verifyDescriptorLoad(op *ir.Operation) error {
	return verifyDescriptorLoadStoreType(op, tensorOf(op.Result(0).Type()))
}

func verifyDescriptorStore(op *ir.Operation) error {
	return verifyDescriptorLoadStoreType(op, tensorOf(op.Operand(1).Type()))
}

func verifyGatherScatter(op *ir.Operation, result *ir.RankedTensorType) error {
	block, idx := descBlock(op), tensorOf(op.Operand(1).Type())
	if block == nil || result == nil || idx == nil {
		return nil
	}
	if len(block.Dims) != 2 {
		return ir.OpError(op, "block must be a 2D tensor, but got '%s'", typeString(block))
	}
	if block.Dims[0] != 1 {
		return ir.OpError(op, "block must have exactly 1 row, but got '%s'", typeString(block))
	}
	if len(idx.Dims) != 1 {
		return ir.OpError(op, "x offsets must be a 1D tensor, but got '%s'", typeString(idx))
	}
	if len(result.Dims) != 2 {
		return ir.OpError(op, "result must be a 2D tensor, but got '%s'", typeString(result))
	}
	if rows := result.Dims[0]; rows < 8 {
		return ir.OpError(op, "gather must have at least 8 rows, but got %d", rows)
	}
	w := ir.IntOrFloatBitWidth(result.Elem)
	if w > 32 {
		return ir.OpError(op, "TMA dtype cannot be greater than 32 bits")
	}
	if w > 0 && result.Dims[1] < int64(32/w*8) {
		return ir.OpError(op, "gather of '%s' must have at least %d columns, but got %d", typeString(result.Elem), 32/w*8, result.Dims[1])
	}
	if result.Dims[0] != idx.Dims[0] {
		return ir.OpError(op, "result tensor must have as many rows as indices (%d), but got '%s'", idx.Dims[0], typeString(result))
	}
	if result.Dims[1] != block.Dims[1] {
		return ir.OpError(op, "result tensor number of columns must match block (%d), but got '%s'", block.Dims[1], typeString(result))
	}
	if !sameWidthInt(result.Elem, block.Elem) {
		return ir.OpError(op, "result tensor element type must match block ('%s'), but got '%s'", typeString(block.Elem), typeString(result))
	}
	return nil
}

func verifyDescriptorGather(op *ir.Operation) error {
	return verifyGatherScatter(op, tensorOf(op.Result(0).Type()))
}

func verifyDescriptorScatter(op *ir.Operation) error {
	return verifyGatherScatter(op, tensorOf(op.Operand(3).Type()))
}

func verifyInlineAsm(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return nil
	}
	if !sameElementwiseShapes(op) {
		return ir.OpError(op, "all non-scalar operands/results must have the same shape and base type")
	}
	packed, _ := op.Attr("packed_element").(*ir.IntegerAttr)
	if packed == nil || packed.Value == 0 {
		return nil
	}
	n := int64(0)
	if rt := tensorOf(op.Operand(0).Type()); rt != nil {
		n = ir.NumElements(rt.Dims)
	}
	if n%packed.Value != 0 {
		return emitError(op, "number of input elements %d must be a multiple of the op's packed_element attribute, %d", n, packed.Value)
	}
	return nil
}

// isF8E4M3FN reports whether t is f8E4M3FN.
func isF8E4M3FN(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Kind == ir.F8E4M3FN
}

func verifyDotScaled(op *ir.Operation) error {
	if op.Result(0).Type() != op.Operand(2).Type() {
		return ir.OpError(op, "failed to verify that result's type matches accumulator's type")
	}
	a, c := tensorOf(op.Operand(0).Type()), tensorOf(op.Operand(2).Type())
	if a == nil || c == nil || len(c.Dims) < 2 {
		return nil
	}
	if b := tensorOf(op.Operand(1).Type()); b != nil {
		if err := verifyDotScaledOperandShapes(op, a, b, c); err != nil {
			return err
		}
	}
	rank := len(a.Dims)
	k := a.Dims[rank-1]
	if t, _ := op.Attr("a_elem_type").(*ir.IntegerAttr); t != nil && t.Value == 4 {
		if pack, ok := op.Attr("lhs_k_pack").(*ir.IntegerAttr); !ok || pack.Value != 0 {
			k *= 2
		}
	}
	m, n := c.Dims[len(c.Dims)-2], c.Dims[len(c.Dims)-1]
	check := func(scale *ir.Value, other int64, dim string) error {
		if scale == nil {
			return nil
		}
		st := tensorOf(scale.Type())
		if st == nil || len(st.Dims) < rank || rank < 2 {
			return nil
		}
		if st.Dims[rank-2] != other {
			return emitError(op, "scales %s dimension must match the operand %s dimension", dim, dim)
		}
		factor := int64(32)
		if isF8E4M3FN(st.Elem) {
			factor = 16
		}
		if st.Dims[rank-1] != k/factor {
			return emitError(op, "scales K dimension must match the operand K divided by the scale factor")
		}
		return nil
	}
	dot := ir.View[DotScaledOp](op)
	if err := check(dot.AScale(), m, "M"); err != nil {
		return err
	}
	return check(dot.BScale(), n, "N")
}
