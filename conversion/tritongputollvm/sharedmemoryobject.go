package tritongputollvm

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// SharedMemoryObject is Triton's SharedMemoryObject: what a memdesc lowers to, the address
// of its allocation in shared memory, the llvm type of its elements, and one i32 offset per
// dimension that memdesc_subslice moves (zero at the allocation).
type SharedMemoryObject struct {
	Base     *ir.Value
	BaseElem ir.Type
	Offsets  []*ir.Value
}

// NewSharedMemoryObject returns the object of a fresh allocation of rank dimensions at base,
// its offsets all one constant 0.
func (l *Lowering) NewSharedMemoryObject(loc ir.Location, base *ir.Value, elem ir.Type, rank int) SharedMemoryObject {
	zero := l.I32(loc, 0)
	offsets := make([]*ir.Value, rank)
	for i := range offsets {
		offsets[i] = zero
	}
	return SharedMemoryObject{Base: base, BaseElem: elem, Offsets: offsets}
}

// Elems returns the values the object's struct holds: the base, then the offsets.
func (o SharedMemoryObject) Elems() []*ir.Value {
	return append([]*ir.Value{o.Base}, o.Offsets...)
}

// StructType returns the llvm struct type of the object.
func (o SharedMemoryObject) StructType(ctx *ir.Context) ir.Type {
	types := []ir.Type{o.Base.Type()}
	for range o.Offsets {
		types = append(types, ctx.I32())
	}
	return llvm.Struct(ctx, types, false)
}

// PackSharedMemoryObject is Triton's getStructFromSharedMemoryObject: the struct of the
// object's elements.
func (l *Lowering) PackSharedMemoryObject(loc ir.Location, o SharedMemoryObject) *ir.Value {
	return l.Pack(loc, o.Elems(), o.StructType(l.Ctx))
}

// UnpackSharedMemoryObject is Triton's getSharedMemoryObjectFromStruct: the object a
// memdesc's struct holds, its elements of llvm type elem.
func (l *Lowering) UnpackSharedMemoryObject(loc ir.Location, v *ir.Value, elem ir.Type) SharedMemoryObject {
	elems := l.Unpack(loc, v)
	return SharedMemoryObject{Base: elems[0], BaseElem: elem, Offsets: elems[1:]}
}

// MemDescLinearLayout is Triton's toLinearLayout of a memdesc: the layout of its encoding
// over its allocation shape without the dimensions memdesc_index dropped, from offset and
// block to the tensor's dimensions.
func MemDescLinearLayout(t *ttg.MemDescType) (layout.LinearLayout, error) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, allocShapeOf(t))
}

// allocShapeOf returns the trailing dimensions of t's allocation shape, one per dimension
// of t.
func allocShapeOf(t *ttg.MemDescType) []int64 {
	alloc := t.AllocShape
	if len(alloc) < len(t.Dims) {
		return t.Dims
	}
	return alloc[len(alloc)-len(t.Dims):]
}

// dimNames returns the standard output dimension names of a tensor of rank dimensions.
func dimNames(rank int) []string {
	out := make([]string, rank)
	for i := range out {
		out[i] = fmt.Sprintf("dim%d", i)
	}
	return out
}

// offsetLayout returns the layout from each dimension of a memdesc to its offset in
// elements, the inverse of its layout within its CTA.
func offsetLayout(t *ttg.MemDescType) (layout.LinearLayout, error) {
	ll, err := MemDescLinearLayout(t)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	ll, err = ll.Sublayout([]string{layout.DimOffset}, dimNames(len(t.Dims)))
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return ll.Invert()
}

// MaskSpanOffsets is Triton's getMaskSpanOffsets: the bits of a memdesc's offsets that the
// offsets of a memdesc_subslice may set (0 when the memdesc is its whole allocation).
func MaskSpanOffsets(t *ttg.MemDescType) (uint32, error) {
	alloc := allocShapeOf(t)
	whole := true
	for i, d := range t.Dims {
		whole = whole && d == alloc[i]
	}
	if whole {
		return 0, nil
	}
	inv, err := offsetLayout(t)
	if err != nil {
		return 0, err
	}
	var mask uint32
	coords := make([]int32, len(t.Dims))
	for d := range t.Dims {
		for j := log2Of(t.Dims[d]); j < log2Of(alloc[d]); j++ {
			coords[d] = 1 << j
			mask |= uint32(inv.ApplyValues(coords)[0])
		}
		coords[d] = 0
	}
	return mask, nil
}

// log2Of returns the base-2 logarithm of a power of two.
func log2Of(v int64) int {
	n := 0
	for v > 1 {
		v >>= 1
		n++
	}
	return n
}

// constantValue returns the integer value of an llvm.mlir.constant, Triton's
// matchPattern(v, m_ConstantInt).
func constantValue(v *ir.Value) (int32, bool) {
	def := v.DefiningOp()
	if def == nil {
		return 0, false
	}
	c, ok := llvm.AsMlirConstant(def)
	if !ok {
		return 0, false
	}
	a, ok := c.ValueAttr().(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return int32(a.Value), true
}

// LayoutInput returns v as the input dim of a layout, constant when v is an llvm.mlir.constant.
func LayoutInput(dim string, v *ir.Value) LayoutIndex {
	c, ok := constantValue(v)
	return LayoutIndex{Dim: dim, Value: v, IsConst: ok, Const: c}
}

// ShmemOffset is Triton's getShmemOffset: the offset in elements of the object's
// subslice in the memdesc of type t, a constant 0 when t is its whole allocation.
func (l *Lowering) ShmemOffset(loc ir.Location, o SharedMemoryObject, t *ttg.MemDescType) (*ir.Value, error) {
	mask, err := MaskSpanOffsets(t)
	if err != nil {
		return nil, err
	}
	if mask == 0 {
		return l.I32(loc, 0), nil
	}
	inv, err := offsetLayout(t)
	if err != nil {
		return nil, err
	}
	names := dimNames(len(o.Offsets))
	idx := make([]LayoutIndex, len(o.Offsets))
	for i, v := range o.Offsets {
		idx[i] = LayoutInput(names[i], v)
	}
	return l.ApplyLinearLayout(loc, inv, idx)[0], nil
}

// ShmemAffineBase is Triton's getShmemAffineBase: the address of the object's subslice.
func (l *Lowering) ShmemAffineBase(loc ir.Location, o SharedMemoryObject, t *ttg.MemDescType) (*ir.Value, error) {
	off, err := l.ShmemOffset(loc, o, t)
	if err != nil {
		return nil, err
	}
	return l.GEP(loc, o.Base.Type(), o.BaseElem, o.Base, off), nil
}
