package tritongputollvm

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// TypeConverter is Triton's TritonGPUToLLVMTypeConverter: a tensor becomes the struct of the
// elements one thread holds, a pointer an llvm.ptr in its address space, a memdesc the
// struct of its shared-memory base pointer and one i32 offset per dimension, index and
// async tokens i32.
type TypeConverter struct {
	ctx *ir.Context
	// tensors remembers the struct types of the tensor types converted, which the lowering
	// asks for once per op.
	tensors map[*ir.RankedTensorType]ir.Type
}

// NewTypeConverter returns the converter of ctx's types.
func NewTypeConverter(ctx *ir.Context) *TypeConverter {
	return &TypeConverter{ctx: ctx, tensors: map[*ir.RankedTensorType]ir.Type{}}
}

// sharedAddressSpace is the NVPTX address space of shared memory.
const sharedAddressSpace = 3

// Convert returns the llvm type of t, or an error for a tensor whose layout has no linear
// layout.
func (c *TypeConverter) Convert(t ir.Type) (ir.Type, error) {
	switch t := t.(type) {
	case *tt.PointerType:
		return llvm.Pointer(c.ctx, t.AddressSpace), nil
	case *tt.TensorDescType:
		return llvm.Pointer(c.ctx, 0), nil
	case *ir.IndexType, *ttg.AsyncTokenType:
		return c.ctx.I32(), nil
	case *ir.RankedTensorType:
		if st, ok := c.tensors[t]; ok {
			return st, nil
		}
		n, err := ElemsPerThread(t)
		if err != nil {
			return nil, err
		}
		elem, err := c.Convert(t.Elem)
		if err != nil {
			return nil, err
		}
		body := make([]ir.Type, n)
		for i := range body {
			body[i] = elem
		}
		st := llvm.Struct(c.ctx, body, false)
		c.tensors[t] = st
		return st, nil
	case *ttg.MemDescType:
		body := []ir.Type{llvm.Pointer(c.ctx, sharedAddressSpace)}
		for range t.Dims {
			body = append(body, c.ctx.I32())
		}
		return llvm.Struct(c.ctx, body, false), nil
	case *ir.FloatType:
		if ir.IntOrFloatBitWidth(t) == 8 {
			return c.ctx.IntegerType(8), nil
		}
	}
	return t, nil
}

// LinearLayoutOf returns the linear layout of a tensor type's encoding.
func LinearLayoutOf(t *ir.RankedTensorType) (layout.LinearLayout, error) {
	if ll, ok := tensorLayouts.Lookup(t); ok {
		return ll, nil
	}
	enc, err := ttgEncoding(t)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	ll, err := layout.ToLinearLayout(enc, t.Dims)
	if err == nil {
		tensorLayouts.Store(t, ll)
	}
	return ll, err
}

// tensorLayouts remembers LinearLayoutOf's layouts by uniqued tensor type, which spares
// converting the encoding and spelling the layout cache's key for every op.
var tensorLayouts layout.Memo[*ir.RankedTensorType, layout.LinearLayout]

// ttgEncoding returns the layout of a tensor type.
func ttgEncoding(t *ir.RankedTensorType) (layout.Encoding, error) {
	return ttg.LayoutEncoding(t.Encoding)
}

// ElemsPerThread is Triton's getTotalElemsPerThread: how many elements of a tensor one
// thread holds.
func ElemsPerThread(t *ir.RankedTensorType) (int, error) {
	if t.Encoding == nil {
		return 0, fmt.Errorf("tensor type without a layout")
	}
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return 0, err
	}
	return int(ll.InDimSize(layout.DimRegister)), nil
}

// FreeVariableMasks is Triton's getFreeVariableMasks: for each input dimension of a tensor's
// linear layout, the bits whose bases are zero, along which threads or registers hold copies.
func FreeVariableMasks(t *ir.RankedTensorType) (map[string]int32, error) {
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return nil, err
	}
	return zeroBasisMasks(ll), nil
}

// zeroBasisMasks returns, for each input dimension of ll, the bits whose bases are zero.
func zeroBasisMasks(ll layout.LinearLayout) map[string]int32 {
	masks := map[string]int32{}
	for _, name := range ll.InDimNames() {
		var m int32
		for i, b := range ll.Bases(name) {
			zero := true
			for _, v := range b {
				zero = zero && v == 0
			}
			if zero {
				m |= 1 << i
			}
		}
		masks[name] = m
	}
	return masks
}
