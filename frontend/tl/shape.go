package tl

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Splat returns the scalar x as a block of shape (tt.splat).
func (k *Kernel) Splat(x Value, shape []int64) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if x.t.IsBlock() {
		return k.errorf("cannot splat a block of type %s", x.t)
	}
	t := x.t.Block(shape...)
	if l, ok := x.IsLiteral(); ok {
		return k.constant(l, t)
	}
	// Triton's builder folds the splat of a constant into a dense constant.
	if bits, ok := k.constBits[x.v]; ok {
		irType := t.IRType(k.Ctx)
		dense := k.Ctx.DenseElementsAttr(irType.(ir.ShapedType), []uint64{bits})
		return k.wrap(arith.BuildConstant(k.b, k.location(), irType, ir.NamedAttribute{Name: "value", Value: dense}).Result(), t)
	}
	return k.wrap(tt.BuildSplat(k.b, k.location(), t.IRType(k.Ctx), x.v).Result(), t)
}

// ExpandDims inserts a dimension of size 1 at axis (tl.expand_dims; x[:, None] in Python).
func (k *Kernel) ExpandDims(x Value, axis int) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	rank := len(x.t.Shape)
	if axis < 0 {
		axis += rank + 1
	}
	if axis < 0 || axis > rank {
		return k.errorf("expand_dims axis %d is out of range for a block of rank %d", axis, rank)
	}
	if !x.t.IsBlock() {
		return k.Splat(x, []int64{1})
	}
	shape := append(append(append([]int64(nil), x.t.Shape[:axis]...), 1), x.t.Shape[axis:]...)
	t := x.t.Block(shape...)
	op := tt.BuildExpandDims(k.b, k.location(), t.IRType(k.Ctx), x.IR(), ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))})
	return k.wrap(op.Result(), t)
}

// BroadcastTo returns x broadcast to shape (tl.broadcast_to): a scalar is splat; a block of the
// same rank grows its dimensions of size 1.
func (k *Kernel) BroadcastTo(x Value, shape []int64) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if !x.t.IsBlock() {
		return k.Splat(x, shape)
	}
	src := x.t.Shape
	if sameShape(src, shape) {
		return x
	}
	if len(src) != len(shape) {
		return k.errorf("cannot broadcast, rank mismatch: %v, %v", src, shape)
	}
	for i := range shape {
		if shape[i] != src[i] && src[i] != 1 {
			return k.errorf("cannot broadcast, the expanded size of the block (%d) must match the existing size (%d) at non-singleton dimension %d: %v, %v", shape[i], src[i], i, src, shape)
		}
	}
	t := x.t.Block(shape...)
	return k.wrap(tt.BuildBroadcast(k.b, k.location(), t.IRType(k.Ctx), x.v).Result(), t)
}

// broadcastShapes returns the shape two block shapes broadcast to: both padded with leading
// ones to one rank, then each dimension equal or one of them 1.
func broadcastShapes(a, b []int64) ([]int64, error) {
	for len(a) < len(b) {
		a = append([]int64{1}, a...)
	}
	for len(b) < len(a) {
		b = append([]int64{1}, b...)
	}
	out := make([]int64, len(a))
	for i := range a {
		switch {
		case a[i] == b[i] || b[i] == 1:
			out[i] = a[i]
		case a[i] == 1:
			out[i] = b[i]
		default:
			return nil, fmt.Errorf("cannot broadcast shapes %v and %v: incompatible dimensions at index %d: %d and %d", a, b, i, a[i], b[i])
		}
	}
	return out, nil
}

// BroadcastShapes returns the shape blocks of shapes a and b broadcast to, or an error.
func BroadcastShapes(a, b []int64) ([]int64, error) { return broadcastShapes(a, b) }

// broadcastPair broadcasts two operands to one shape as Triton does: a scalar is splat to the
// other's shape; a block of lower rank gets leading dimensions of size 1 (expand_dims at 0).
func (k *Kernel) broadcastPair(a, b Value) (Value, Value, bool) {
	switch {
	case a.t.IsBlock() && !b.t.IsBlock():
		return a, k.Splat(b, a.t.Shape), k.err == nil
	case b.t.IsBlock() && !a.t.IsBlock():
		return k.Splat(a, b.t.Shape), b, k.err == nil
	case !a.t.IsBlock():
		return a, b, true
	}
	shape, err := broadcastShapes(a.t.Shape, b.t.Shape)
	if err != nil {
		k.failed(err)
		return a, b, false
	}
	for len(a.t.Shape) < len(shape) {
		a = k.ExpandDims(a, 0)
	}
	for len(b.t.Shape) < len(shape) {
		b = k.ExpandDims(b, 0)
	}
	a, b = k.BroadcastTo(a, shape), k.BroadcastTo(b, shape)
	return a, b, k.err == nil
}

// Reshape returns x with shape (tl.reshape); the number of elements must not change.
func (k *Kernel) Reshape(x Value, shape []int64) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if ir.NumElements(x.t.Shape) != ir.NumElements(shape) || !x.t.IsBlock() {
		return k.errorf("reshape cannot change the number of elements: %v to %v", x.t.Shape, shape)
	}
	t := x.t.Block(shape...)
	return k.wrap(tt.BuildReshape(k.b, k.location(), t.IRType(k.Ctx), x.v).Result(), t)
}

// Trans permutes the dimensions of x (tl.trans): order[i] is the source dimension of result
// dimension i; no order reverses the dimensions.
func (k *Kernel) Trans(x Value, order ...int) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	rank := len(x.t.Shape)
	if len(order) == 0 {
		for i := rank - 1; i >= 0; i-- {
			order = append(order, i)
		}
	}
	if len(order) != rank {
		return k.errorf("trans: the order %v must have one entry per dimension of %s", order, x.t)
	}
	seen := make([]bool, rank)
	shape := make([]int64, rank)
	perm := make([]int32, rank)
	for i, o := range order {
		if o < 0 || o >= rank || seen[o] {
			return k.errorf("trans: %v is not a permutation of the dimensions of %s", order, x.t)
		}
		seen[o] = true
		shape[i] = x.t.Shape[o]
		perm[i] = int32(o)
	}
	t := x.t.Block(shape...)
	op := tt.BuildTrans(k.b, k.location(), t.IRType(k.Ctx), x.v, ir.NamedAttribute{Name: "order", Value: k.Ctx.DenseI32ArrayAttr(perm)})
	return k.wrap(op.Result(), t)
}

// Split splits a block whose last dimension is 2 into its two halves along it (tl.split).
func (k *Kernel) Split(x Value) (Value, Value) {
	if !k.operands(x) {
		return Value{k: k}, Value{k: k}
	}
	rank := len(x.t.Shape)
	if rank == 0 || x.t.Shape[rank-1] != 2 {
		v := k.errorf("split expects a block whose last dimension is 2, not %s", x.t)
		return v, v
	}
	t := x.t.Block(x.t.Shape[:rank-1]...)
	if rank == 1 {
		t = x.t.ScalarType()
	}
	irType := t.IRType(k.Ctx)
	op := tt.BuildSplit(k.b, k.location(), irType, irType, x.IR())
	return k.wrap(op.OutLHS(), t), k.wrap(op.OutRHS(), t)
}

// Join stacks two blocks of one type along a new last dimension of size 2 (tl.join); they
// are broadcast together first.
func (k *Kernel) Join(a, b Value) Value {
	if !k.operands(a, b) {
		return Value{k: k}
	}
	a, b, ok := k.broadcastPair(a, b)
	if !ok {
		return Value{k: k}
	}
	if !sameType(a.t, b.t) {
		return k.errorf("join expects two values of one type, not %s and %s", a.t, b.t)
	}
	t := a.t.Block(append(append([]int64(nil), a.t.Shape...), 2)...)
	return k.wrap(tt.BuildJoin(k.b, k.location(), t.IRType(k.Ctx), a.IR(), b.IR()).Result(), t)
}

// Gather returns the elements of src at the indices along axis (tl.gather): the result has the
// shape of indices, which has src's rank.
func (k *Kernel) Gather(src, indices Value, axis int) Value {
	if !k.operands(src, indices) {
		return Value{k: k}
	}
	rank := len(src.t.Shape)
	if rank == 0 || len(indices.t.Shape) != rank || indices.t.Pointer || !indices.t.Elem.IsInt() {
		return k.errorf("gather expects a block and integer indices of its rank, not %s and %s", src.t, indices.t)
	}
	if axis < 0 {
		axis += rank
	}
	if axis < 0 || axis >= rank {
		return k.errorf("gather axis %d is out of range for a block of rank %d", axis, rank)
	}
	t := src.t.Block(indices.t.Shape...)
	op := tt.BuildGather(k.b, k.location(), t.IRType(k.Ctx), src.IR(), indices.IR(),
		ir.NamedAttribute{Name: "axis", Value: k.Ctx.I32Attr(int32(axis))})
	return k.wrap(op.Result(), t)
}
