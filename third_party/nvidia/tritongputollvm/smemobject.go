package tritongputollvm

import (
	"slices"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// sharedMemoryObject is Triton's SharedMemoryObject as the NVIDIA patterns read it from a
// lowered memdesc: the base address and one i32 offset per dimension. It is a small adapter
// over the memdesc struct until the shared lowering's own SharedMemoryObject lands.
type sharedMemoryObject struct {
	base    *ir.Value
	offsets []*ir.Value
}

// loadSharedMemoryObject is Triton's getSharedMemoryObjectFromStruct: the struct's fields,
// extracted in order.
func loadSharedMemoryObject(l *shared.Lowering, loc ir.Location, v *ir.Value) sharedMemoryObject {
	elems := l.Unpack(loc, v)
	return sharedMemoryObject{base: elems[0], offsets: elems[1:]}
}

// memDescLayout is Triton's toLinearLayout of a memdesc: the layout of its encoding over
// the trailing dimensions of its allocation shape.
func memDescLayout(t *ttg.MemDescType) (layout.LinearLayout, error) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, t.AllocShape[len(t.AllocShape)-len(t.Dims):])
}

// isSubview reports whether a memdesc views part of its allocation, which Triton's
// isAffineSharedMemoryAccess tests through the mask of its span offsets.
func isSubview(t *ttg.MemDescType) bool {
	return !slices.Equal(t.AllocShape[len(t.AllocShape)-len(t.Dims):], t.Dims)
}

// shmemOffset is Triton's SharedMemoryObject::getShmemOffset: the element offset of the
// view's origin in its allocation, zero for a view of the whole allocation.
func (s sharedMemoryObject) shmemOffset(l *shared.Lowering, loc ir.Location, t *ttg.MemDescType) (*ir.Value, error) {
	if !isSubview(t) {
		return l.I32(loc, 0), nil
	}
	ll, err := memDescLayout(t)
	if err != nil {
		return nil, err
	}
	names := ll.OutDimNames()
	if ll, err = ll.Sublayout([]string{layout.DimOffset}, names); err != nil {
		return nil, err
	}
	inv, err := ll.Invert()
	if err != nil {
		return nil, err
	}
	indices := make([]shared.LayoutIndex, len(names))
	for i, name := range names {
		indices[i] = shared.LayoutIndex{Dim: name, Value: s.offsets[i]}
	}
	return l.ApplyLinearLayout(loc, inv, indices)[0], nil
}

// offsetBase is Triton's getOffsetedBase: the address of a memdesc view's first element.
func offsetBase(l *shared.Lowering, loc ir.Location, v *ir.Value, t *ttg.MemDescType) (*ir.Value, error) {
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return nil, err
	}
	obj := loadSharedMemoryObject(l, loc, v)
	offset, err := obj.shmemOffset(l, loc, t)
	if err != nil {
		return nil, err
	}
	return l.GEP(loc, obj.base.Type(), elem, obj.base, offset), nil
}
