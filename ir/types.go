package ir

import (
	"reflect"
)

// Type is an IR type. Types are uniqued in a Context: two types are equal exactly when they are
// the same value. Builtin types are defined here; dialects define their own by implementing
// DialectType.
type Type interface {
	Uniqued
	isType()
}

// TypeBase is embedded in every type; it makes a struct a Type.
type TypeBase struct{ UniqueBase }

func (TypeBase) isType() {}

// NewTypeBase returns the TypeBase of a new type with the given ID (from Unique).
func NewTypeBase(id uint64) TypeBase { return TypeBase{UniqueBase{id}} }

// DialectType is a type defined by a dialect; it prints as `!dialect.body` where Print writes
// the body (mnemonic and parameters) and the dialect's ParseType reads it back.
type DialectType interface {
	Type
	// DialectName is the namespace of the defining dialect ("tt").
	DialectName() string
	// Print writes the type's body after `!dialect.`, for example `ptr<f32>`.
	Print(p AsmPrinter)
}

func isNilInterface(u any) bool {
	v := reflect.ValueOf(u)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// Signedness is the signedness semantics of an IntegerType.
type Signedness uint8

// Signedness values.
const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is the builtin `iN`, `siN` or `uiN` type.
type IntegerType struct {
	TypeBase
	Width      int
	Signedness Signedness
}

// IntegerType returns the signless integer type of the given width.
func (c *Context) IntegerType(width int) *IntegerType {
	return c.IntegerTypeWithSignedness(width, Signless)
}

// IntegerTypeWithSignedness returns the integer type of the given width and signedness.
func (c *Context) IntegerTypeWithSignedness(width int, s Signedness) *IntegerType {
	get := func() *IntegerType {
		return UniqueKey(c, Key("int").Int(int64(width)).Int(int64(s)), func(id uint64) *IntegerType {
			return &IntegerType{TypeBase: NewTypeBase(id), Width: width, Signedness: s}
		})
	}
	if width < 0 || width >= len(c.intTypes[0]) || int(s) >= len(c.intTypes) {
		return get()
	}
	return cached(&c.intTypes[s][width], get)
}

// IndexType is the builtin `index` type.
type IndexType struct{ TypeBase }

// IndexType returns the builtin index type.
func (c *Context) IndexType() *IndexType {
	return cached(&c.indexType, func() *IndexType {
		return Unique(c, "index", func(id uint64) *IndexType { return &IndexType{NewTypeBase(id)} })
	})
}

// NoneType is the builtin `none` type.
type NoneType struct{ TypeBase }

// NoneType returns the builtin none type.
func (c *Context) NoneType() *NoneType {
	return Unique(c, "none", func(id uint64) *NoneType { return &NoneType{NewTypeBase(id)} })
}

// FloatType is a builtin floating-point type (f16, bf16, f32, f8E4M3FN, ...).
type FloatType struct {
	TypeBase
	Kind FloatKind
}

// FloatType returns the builtin float type of the given kind.
func (c *Context) FloatType(k FloatKind) *FloatType {
	get := func() *FloatType {
		return UniqueKey(c, Key("float").Int(int64(k)), func(id uint64) *FloatType {
			return &FloatType{TypeBase: NewTypeBase(id), Kind: k}
		})
	}
	if k >= numFloatKinds {
		return get()
	}
	return cached(&c.floatTypes[k], get)
}

// F16 returns f16.
func (c *Context) F16() *FloatType { return c.FloatType(F16) }

// BF16 returns bf16.
func (c *Context) BF16() *FloatType { return c.FloatType(BF16) }

// F32 returns f32.
func (c *Context) F32() *FloatType { return c.FloatType(F32) }

// F64 returns f64.
func (c *Context) F64() *FloatType { return c.FloatType(F64) }

// I1 returns i1.
func (c *Context) I1() *IntegerType { return c.IntegerType(1) }

// I32 returns i32.
func (c *Context) I32() *IntegerType { return c.IntegerType(32) }

// I64 returns i64.
func (c *Context) I64() *IntegerType { return c.IntegerType(64) }

// FunctionType is the builtin `(inputs) -> results` type.
type FunctionType struct {
	TypeBase
	Inputs  []Type
	Results []Type
}

func typesKey(k *KeyBuilder, ts []Type) {
	k.Int(int64(len(ts)))
	for _, t := range ts {
		k.Ref(t)
	}
}

// FunctionType returns the function type with the given inputs and results.
func (c *Context) FunctionType(inputs, results []Type) *FunctionType {
	k := Key("func")
	typesKey(k, inputs)
	typesKey(k, results)
	return UniqueKey(c, k, func(id uint64) *FunctionType {
		return &FunctionType{TypeBase: NewTypeBase(id), Inputs: cloneTypes(inputs), Results: cloneTypes(results)}
	})
}

func cloneTypes(ts []Type) []Type {
	if len(ts) == 0 {
		return nil
	}
	return append([]Type(nil), ts...)
}

// Dynamic marks a dynamic dimension (`?`) in a shape.
const Dynamic int64 = -1 << 63

// ShapedType is implemented by tensor and vector types.
type ShapedType interface {
	Type
	// ElementType is the type of the elements.
	ElementType() Type
	// Shape is the list of dimensions (nil and HasRank false for unranked types).
	Shape() []int64
	// HasRank reports whether the shape is known.
	HasRank() bool
}

// RankedTensorType is the builtin `tensor<4x8xf32, #enc>` type; Encoding may be nil.
type RankedTensorType struct {
	TypeBase
	Dims     []int64
	Elem     Type
	Encoding Attribute
}

// RankedTensorType returns the ranked tensor type.
func (c *Context) RankedTensorType(shape []int64, elem Type, encoding Attribute) *RankedTensorType {
	k := Key("tensor").Ints(shape).Ref(elem)
	if encoding != nil {
		k.Ref(encoding)
	}
	return UniqueKey(c, k, func(id uint64) *RankedTensorType {
		return &RankedTensorType{TypeBase: NewTypeBase(id), Dims: append([]int64{}, shape...), Elem: elem, Encoding: encoding}
	})
}

// ElementType returns the element type.
func (t *RankedTensorType) ElementType() Type { return t.Elem }

// Shape returns the dimensions.
func (t *RankedTensorType) Shape() []int64 { return t.Dims }

// HasRank returns true.
func (t *RankedTensorType) HasRank() bool { return true }

// UnrankedTensorType is the builtin `tensor<*xf32>` type.
type UnrankedTensorType struct {
	TypeBase
	Elem Type
}

// UnrankedTensorType returns the unranked tensor type of elem.
func (c *Context) UnrankedTensorType(elem Type) *UnrankedTensorType {
	return UniqueKey(c, Key("utensor").Ref(elem), func(id uint64) *UnrankedTensorType {
		return &UnrankedTensorType{TypeBase: NewTypeBase(id), Elem: elem}
	})
}

// ElementType returns the element type.
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }

// Shape returns nil.
func (t *UnrankedTensorType) Shape() []int64 { return nil }

// HasRank returns false.
func (t *UnrankedTensorType) HasRank() bool { return false }

// VectorType is the builtin `vector<4x[8]xf32>` type; Scalable marks scalable dimensions.
type VectorType struct {
	TypeBase
	Dims     []int64
	Scalable []bool
	Elem     Type
}

// VectorType returns the vector type; scalable may be nil when no dimension is scalable.
func (c *Context) VectorType(shape []int64, elem Type, scalable []bool) *VectorType {
	any := false
	for _, s := range scalable {
		any = any || s
	}
	if !any {
		scalable = nil
	}
	k := Key("vector").Ints(shape).Ref(elem)
	for _, s := range scalable {
		if s {
			k.Int(1)
		} else {
			k.Int(0)
		}
	}
	return UniqueKey(c, k, func(id uint64) *VectorType {
		return &VectorType{TypeBase: NewTypeBase(id), Dims: append([]int64{}, shape...), Elem: elem, Scalable: append([]bool(nil), scalable...)}
	})
}

// ElementType returns the element type.
func (t *VectorType) ElementType() Type { return t.Elem }

// Shape returns the dimensions.
func (t *VectorType) Shape() []int64 { return t.Dims }

// HasRank returns true.
func (t *VectorType) HasRank() bool { return true }

// TupleType is the builtin `tuple<i32, f32>` type.
type TupleType struct {
	TypeBase
	Types []Type
}

// TupleType returns the tuple type of the given element types.
func (c *Context) TupleType(ts []Type) *TupleType {
	k := Key("tuple")
	typesKey(k, ts)
	return UniqueKey(c, k, func(id uint64) *TupleType {
		return &TupleType{TypeBase: NewTypeBase(id), Types: cloneTypes(ts)}
	})
}

// ComplexType is the builtin `complex<f32>` type.
type ComplexType struct {
	TypeBase
	Elem Type
}

// ComplexType returns complex<elem>.
func (c *Context) ComplexType(elem Type) *ComplexType {
	return UniqueKey(c, Key("complex").Ref(elem), func(id uint64) *ComplexType {
		return &ComplexType{TypeBase: NewTypeBase(id), Elem: elem}
	})
}

// MemRefType is the builtin `memref<4x?xf32, layout, space>` type.
type MemRefType struct {
	TypeBase
	Dims        []int64
	Elem        Type
	Layout      Attribute
	MemorySpace Attribute
}

// MemRefType returns the ranked memref type; layout and memorySpace may be nil.
func (c *Context) MemRefType(shape []int64, elem Type, layout, memorySpace Attribute) *MemRefType {
	k := Key("memref").Ints(shape).Ref(elem).Ref(layout).Ref(memorySpace)
	return UniqueKey(c, k, func(id uint64) *MemRefType {
		return &MemRefType{TypeBase: NewTypeBase(id), Dims: append([]int64{}, shape...), Elem: elem, Layout: layout, MemorySpace: memorySpace}
	})
}

// ElementType returns the element type.
func (t *MemRefType) ElementType() Type { return t.Elem }

// Shape returns the dimensions.
func (t *MemRefType) Shape() []int64 { return t.Dims }

// HasRank returns true.
func (t *MemRefType) HasRank() bool { return true }

// OpaqueType is a type of a dialect that is not loaded, kept as its text: `!foo.bar<...>`.
type OpaqueType struct {
	TypeBase
	Dialect string
	Data    string
}

// OpaqueType returns the opaque type `!dialect.data`.
func (c *Context) OpaqueType(dialect, data string) *OpaqueType {
	return UniqueKey(c, Key("opaque").Str(dialect).Str(data), func(id uint64) *OpaqueType {
		return &OpaqueType{TypeBase: NewTypeBase(id), Dialect: dialect, Data: data}
	})
}

// ElementTypeOrSelf returns the element type of a shaped type, or t itself.
func ElementTypeOrSelf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// IntOrFloatBitWidth returns the bit width of an integer or float type, and 0 otherwise.
func IntOrFloatBitWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *FloatType:
		return t.Kind.Semantics().Width
	}
	return 0
}

// NumElements returns the product of a static shape.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}
