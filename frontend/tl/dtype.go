// Package tl builds Triton IR kernels from Go with the semantics of Triton's Python language
// (triton.language): dtypes and type promotion, broadcasting, C-style integer division on
// tensors, masked loads and stores, reductions, dot, atomics, casts and math functions.
//
// A Kernel holds one tt.func in its own module. Its methods create values (Value: a scalar or a
// block of a dtype or a pointer type) and ops at the kernel's insertion point. Errors are sticky:
// the first one (a diagnostic at the location of the call that caused it) is kept, later calls
// do nothing and return an invalid value, and Kernel.Finish returns it.
package tl

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Kind is the kind of a dtype, ordered as Triton's promotion hierarchy orders them.
type Kind int

// The kinds: bool < integral < floating.
const (
	KindBool Kind = iota
	KindIntegral
	KindFloating
)

// DType is a Triton element type: int1 (bool), a signed or unsigned integer, or a float.
type DType struct {
	name     string
	kind     Kind
	width    int
	unsigned bool
	float    ir.FloatKind
}

// The Triton dtypes.
var (
	Int1     = &DType{name: "int1", kind: KindBool, width: 1}
	Int8     = &DType{name: "int8", kind: KindIntegral, width: 8}
	Int16    = &DType{name: "int16", kind: KindIntegral, width: 16}
	Int32    = &DType{name: "int32", kind: KindIntegral, width: 32}
	Int64    = &DType{name: "int64", kind: KindIntegral, width: 64}
	Uint8    = &DType{name: "uint8", kind: KindIntegral, width: 8, unsigned: true}
	Uint16   = &DType{name: "uint16", kind: KindIntegral, width: 16, unsigned: true}
	Uint32   = &DType{name: "uint32", kind: KindIntegral, width: 32, unsigned: true}
	Uint64   = &DType{name: "uint64", kind: KindIntegral, width: 64, unsigned: true}
	Fp8e4nv  = &DType{name: "fp8e4nv", kind: KindFloating, width: 8, float: ir.F8E4M3FN}
	Fp8e5    = &DType{name: "fp8e5", kind: KindFloating, width: 8, float: ir.F8E5M2}
	Fp8e4b15 = &DType{name: "fp8e4b15", kind: KindFloating, width: 8, float: ir.F8E4M3B11FNUZ}
	Fp8e4b8  = &DType{name: "fp8e4b8", kind: KindFloating, width: 8, float: ir.F8E4M3FNUZ}
	Fp8e5b16 = &DType{name: "fp8e5b16", kind: KindFloating, width: 8, float: ir.F8E5M2FNUZ}
	Float16  = &DType{name: "fp16", kind: KindFloating, width: 16, float: ir.F16}
	BFloat16 = &DType{name: "bf16", kind: KindFloating, width: 16, float: ir.BF16}
	Float32  = &DType{name: "fp32", kind: KindFloating, width: 32, float: ir.F32}
	Float64  = &DType{name: "fp64", kind: KindFloating, width: 64, float: ir.F64}
)

// DTypes lists every dtype, bool first, then the integers and the floats by width.
var DTypes = []*DType{Int1, Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
	Fp8e4nv, Fp8e5, Fp8e4b15, Fp8e4b8, Fp8e5b16, Float16, BFloat16, Float32, Float64}

// DTypeByName returns the dtype Triton names name (int32, fp16, bf16, ...); "bool", "float16",
// "bfloat16", "float32" and "float64" are accepted as Triton's aliases.
func DTypeByName(name string) (*DType, bool) {
	aliases := map[string]*DType{"bool": Int1, "float16": Float16, "bfloat16": BFloat16, "float32": Float32, "float64": Float64}
	if d, ok := aliases[name]; ok {
		return d, true
	}
	for _, d := range DTypes {
		if d.name == name {
			return d, true
		}
	}
	return nil, false
}

// String returns Triton's name of the dtype.
func (d *DType) String() string { return d.name }

// Kind returns the dtype's kind.
func (d *DType) Kind() Kind { return d.kind }

// Width returns the dtype's width in bits.
func (d *DType) Width() int { return d.width }

// IsBool reports whether d is int1.
func (d *DType) IsBool() bool { return d.kind == KindBool }

// IsInt reports whether d is an integer, int1 included.
func (d *DType) IsInt() bool { return d.kind != KindFloating }

// IsUnsigned reports whether d is an unsigned integer.
func (d *DType) IsUnsigned() bool { return d.unsigned }

// IsFloat reports whether d is a floating-point type.
func (d *DType) IsFloat() bool { return d.kind == KindFloating }

// IsFP8 reports whether d is one of the 8-bit float types.
func (d *DType) IsFP8() bool { return d.kind == KindFloating && d.width == 8 }

// IRType returns the MLIR type of d: a signless integer or a float.
func (d *DType) IRType(ctx *ir.Context) ir.Type {
	if d.IsFloat() {
		return ctx.FloatType(d.float)
	}
	return ctx.IntegerType(d.width)
}

// intRange returns the smallest and largest values of an integer dtype.
func (d *DType) intRange() (lo, hi float64) {
	switch {
	case d.IsBool():
		return 0, 1
	case d.unsigned:
		return 0, float64(uint64(1)<<(d.width-1))*2 - 1
	}
	return -float64(uint64(1) << (d.width - 1)), float64(uint64(1)<<(d.width-1)) - 1
}

// Type is the type of a Value: a scalar or a block (Shape non-empty) of a dtype or of pointers
// to a dtype.
type Type struct {
	// Elem is the dtype of the elements, or the pointee when Pointer is set.
	Elem *DType
	// Pointer makes the elements pointers to Elem (global memory).
	Pointer bool
	// Shape is the block's shape; nil for a scalar.
	Shape []int64
	// PointeeShape, for a pointer, makes it a block pointer (tl.make_block_ptr): a scalar
	// pointer to a block of this shape of Elem.
	PointeeShape []int64
	// DescriptorShape makes the type a tensor descriptor (a TMA descriptor, tt.tensordesc) of
	// blocks of this shape of Elem.
	DescriptorShape []int64
}

// TensorDescriptor returns the type of a tensor descriptor of blocks of shape of d.
func TensorDescriptor(d *DType, shape ...int64) Type {
	return Type{Elem: d, DescriptorShape: append([]int64(nil), shape...)}
}

// Scalar returns the scalar type of d.
func Scalar(d *DType) Type { return Type{Elem: d} }

// PointerTo returns the scalar type of a pointer to d.
func PointerTo(d *DType) Type { return Type{Elem: d, Pointer: true} }

// Block returns the type of a block of shape with the elements of t.
func (t Type) Block(shape ...int64) Type {
	return Type{Elem: t.Elem, Pointer: t.Pointer, Shape: append([]int64(nil), shape...)}
}

// IsBlock reports whether t is a block.
func (t Type) IsBlock() bool { return len(t.Shape) > 0 }

// ScalarType returns the type of one element of t.
func (t Type) ScalarType() Type { return Type{Elem: t.Elem, Pointer: t.Pointer} }

// WithElem returns t with elements of dtype d (not pointers).
func (t Type) WithElem(d *DType) Type { return Type{Elem: d, Shape: t.Shape} }

// String returns the type as Triton prints it: fp32, pointer<fp16>, <[16, 16], fp32>.
func (t Type) String() string {
	s := t.Elem.name
	if len(t.DescriptorShape) > 0 {
		return fmt.Sprintf("tensor_descriptor<%v, %s>", t.DescriptorShape, s)
	}
	if len(t.PointeeShape) > 0 {
		s = fmt.Sprintf("<%v, %s>", t.PointeeShape, s)
	}
	if t.Pointer {
		s = "pointer<" + s + ">"
	}
	if !t.IsBlock() {
		return s
	}
	return fmt.Sprintf("<%v, %s>", t.Shape, s)
}

// IRType returns the MLIR type of t: the element type, !tt.ptr, or a ranked tensor of them.
func (t Type) IRType(ctx *ir.Context) ir.Type {
	elem := t.Elem.IRType(ctx)
	if len(t.DescriptorShape) > 0 {
		return tt.TensorDesc(ctx, ctx.RankedTensorType(t.DescriptorShape, elem, nil))
	}
	if len(t.PointeeShape) > 0 {
		elem = ctx.RankedTensorType(t.PointeeShape, elem, nil)
	}
	if t.Pointer {
		elem = tt.Pointer(ctx, elem, 1)
	}
	if !t.IsBlock() {
		return elem
	}
	return ctx.RankedTensorType(t.Shape, elem, nil)
}

// sameShape reports whether two shapes are equal.
func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
