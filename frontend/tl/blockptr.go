package tl

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// PaddingOption is what a block-pointer load reads outside the tensor's bounds.
type PaddingOption int64

// The padding options of tl.load on a block pointer.
const (
	PadZero PaddingOption = 1
	PadNaN  PaddingOption = 2
)

// indexValues converts the entries of a block pointer's shape, strides or offsets as Triton's
// frontend does: integer literals become constants of dtype d, values are cast to it.
func (k *Kernel) indexValues(what string, vs []Value, d *DType) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		if !k.operands(v) {
			return nil
		}
		if v.t.IsBlock() || v.t.Pointer || !v.t.Elem.IsInt() {
			k.errorf("%s entries must be integer scalars, not %s", what, v.t)
			return nil
		}
		out[i] = k.Cast(v, d).IR()
	}
	return out
}

// MakeBlockPtr returns a pointer to the block of blockShape at offsets in the tensor of shape
// and strides that base points to (tl.make_block_ptr); order lists the dimensions from the
// fastest-varying. Shape and strides become int64, offsets int32.
func (k *Kernel) MakeBlockPtr(base Value, shape, strides, offsets []Value, blockShape []int64, order []int32) Value {
	if !k.operands(base) {
		return Value{k: k}
	}
	rank := len(blockShape)
	if !base.t.Pointer || base.t.IsBlock() || len(base.t.PointeeShape) > 0 {
		return k.errorf("make_block_ptr expects a scalar pointer, not %s", base.t)
	}
	if len(shape) != rank || len(strides) != rank || len(offsets) != rank || len(order) != rank {
		return k.errorf("make_block_ptr: shape, strides, offsets and order must have one entry per dimension of the block %v", blockShape)
	}
	shapeIR := k.indexValues("make_block_ptr shape", shape, Int64)
	stridesIR := k.indexValues("make_block_ptr strides", strides, Int64)
	offsetsIR := k.indexValues("make_block_ptr offsets", offsets, Int32)
	if k.err != nil {
		return Value{k: k}
	}
	t := Type{Elem: base.t.Elem, Pointer: true, PointeeShape: append([]int64(nil), blockShape...)}
	op := tt.BuildMakeTensorPtr(k.b, k.location(), t.IRType(k.Ctx), base.IR(), shapeIR, stridesIR, offsetsIR,
		ir.NamedAttribute{Name: "order", Value: k.Ctx.DenseI32ArrayAttr(order)})
	return k.wrap(op.Result(), t)
}

// Advance moves a block pointer by offsets, one int32 per dimension (tl.advance).
func (k *Kernel) Advance(ptr Value, offsets ...Value) Value {
	if !k.operands(ptr) {
		return Value{k: k}
	}
	if len(ptr.t.PointeeShape) == 0 || len(offsets) != len(ptr.t.PointeeShape) {
		return k.errorf("advance expects a block pointer and one offset per dimension, not %s and %d offsets", ptr.t, len(offsets))
	}
	offsetsIR := k.indexValues("advance offsets", offsets, Int32)
	if k.err != nil {
		return Value{k: k}
	}
	return k.wrap(tt.BuildAdvance(k.b, k.location(), ptr.t.IRType(k.Ctx), ptr.IR(), offsetsIR).Result(), ptr.t)
}

// blockPtrAttrs checks a block pointer and the dimensions to check against its bounds.
func (k *Kernel) blockPtrAttrs(what string, ptr Value, boundaryCheck []int32) ([]ir.NamedAttribute, bool) {
	if !k.operands(ptr) {
		return nil, false
	}
	if len(ptr.t.PointeeShape) == 0 {
		k.errorf("%s expects a block pointer, not %s", what, ptr.t)
		return nil, false
	}
	// As Triton, the dimensions are sorted; each may appear once.
	dims := append([]int32(nil), boundaryCheck...)
	slices.Sort(dims)
	for i, d := range dims {
		if d < 0 || int(d) >= len(ptr.t.PointeeShape) {
			k.errorf("%s: boundary_check dimension %d is out of range for %s", what, d, ptr.t)
			return nil, false
		}
		if i > 0 && dims[i-1] == d {
			k.errorf("%s: duplicate dimension %d in boundary_check", what, d)
			return nil, false
		}
	}
	var attrs []ir.NamedAttribute
	if len(dims) > 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "boundaryCheck", Value: k.Ctx.DenseI32ArrayAttr(dims)})
	}
	return attrs, true
}

// LoadBlockPtr loads the block a block pointer points to (tl.load(ptr, boundary_check,
// padding_option)): elements outside the dimensions in boundaryCheck read padding.
func (k *Kernel) LoadBlockPtr(ptr Value, boundaryCheck []int32, padding PaddingOption) Value {
	attrs, ok := k.blockPtrAttrs("load", ptr, boundaryCheck)
	if !ok {
		return Value{k: k}
	}
	if padding != 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "padding", Value: k.Ctx.I32Attr(int32(padding))})
	}
	t := Type{Elem: ptr.t.Elem, Shape: ptr.t.PointeeShape}
	return k.wrap(tt.BuildLoad(k.b, k.location(), t.IRType(k.Ctx), ptr.IR(), nil, nil, attrs...).Result(), t)
}

// StoreBlockPtr stores value, cast to the pointee dtype and broadcast to the block, through a
// block pointer (tl.store(ptr, value, boundary_check)).
func (k *Kernel) StoreBlockPtr(ptr, value Value, boundaryCheck []int32) {
	attrs, ok := k.blockPtrAttrs("store", ptr, boundaryCheck)
	if !ok || !k.operands(value) {
		return
	}
	v := k.Cast(k.BroadcastTo(value, ptr.t.PointeeShape), ptr.t.Elem)
	if k.err != nil {
		return
	}
	tt.BuildStore(k.b, k.location(), ptr.IR(), v.IR(), nil, attrs...)
}
