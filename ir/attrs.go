package ir

import (
	"math"
	"math/big"
	"sync/atomic"
)

// Attribute is a compile-time constant value attached to ops. Attributes are uniqued in a
// Context: equal attributes are the same value. Builtin attributes are defined here; dialects
// define their own by implementing DialectAttr.
type Attribute interface {
	Uniqued
	isAttr()
}

// AttrBase is embedded in every attribute; it makes a struct an Attribute.
type AttrBase struct{ UniqueBase }

func (AttrBase) isAttr() {}

// NewAttrBase returns the AttrBase of a new attribute with the given ID (from Unique).
func NewAttrBase(id uint64) AttrBase { return AttrBase{UniqueBase{id}} }

// DialectAttr is an attribute defined by a dialect; it prints as `#dialect.body`.
type DialectAttr interface {
	Attribute
	// DialectName is the namespace of the defining dialect ("ttg").
	DialectName() string
	// Print writes the attribute's body after `#dialect.`, for example `blocked<{...}>`.
	Print(p AsmPrinter)
}

// TypedAttr is an attribute with a type (integers, floats, elements).
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// NamedAttribute is a (name, value) pair of an attribute dictionary.
type NamedAttribute struct {
	Name  string
	Value Attribute
}

// IntegerAttr is an integer constant of an integer or index type; booleans are IntegerAttrs of
// type i1 (printed `true`/`false`). Values wider than 64 bits are held in Big.
type IntegerAttr struct {
	AttrBase
	Type  Type
	Value int64
	Big   *big.Int
}

// AttrType returns the attribute's type.
func (a *IntegerAttr) AttrType() Type { return a.Type }

// IntegerAttr returns the integer attribute of type t and value v (see TruncInt).
func (c *Context) IntegerAttr(t Type, v int64) *IntegerAttr {
	v = TruncInt(t, v)
	return uniqueScalar(c, intsOf, c.localInts(), scalarKey{idOf(t), uint64(v)}, func(id uint64) *IntegerAttr {
		return &IntegerAttr{AttrBase: NewAttrBase(id), Type: t, Value: v}
	})
}

// TruncInt returns v as an IntegerAttr of type t holds it: truncated to the width of an
// integer type narrower than 64 bits, then zero-extended for unsigned types and
// sign-extended for the others.
func TruncInt(t Type, v int64) int64 {
	if it, ok := t.(*IntegerType); ok && it.Width < 64 && it.Width > 0 {
		shift := 64 - it.Width
		if it.Signedness == Unsigned {
			return int64(uint64(v) << shift >> shift)
		}
		return v << shift >> shift
	}
	return v
}

// BigIntegerAttr returns the integer attribute of type t with an arbitrary-precision value;
// values that fit in int64 are stored as IntegerAttr would.
func (c *Context) BigIntegerAttr(t Type, v *big.Int) *IntegerAttr {
	if v.IsInt64() {
		return c.IntegerAttr(t, v.Int64())
	}
	return UniqueKey(c, Key("bigintattr").Ref(t).Str(v.String()), func(id uint64) *IntegerAttr {
		return &IntegerAttr{AttrBase: NewAttrBase(id), Type: t, Big: new(big.Int).Set(v)}
	})
}

// BoolAttr returns the i1 attribute true or false.
func (c *Context) BoolAttr(b bool) *IntegerAttr {
	v := int64(0)
	if b {
		v = -1
	}
	return c.IntegerAttr(c.I1(), v)
}

// I32Attr returns an i32 integer attribute.
func (c *Context) I32Attr(v int32) *IntegerAttr { return c.IntegerAttr(c.I32(), int64(v)) }

// I64Attr returns an i64 integer attribute.
func (c *Context) I64Attr(v int64) *IntegerAttr { return c.IntegerAttr(c.I64(), v) }

// IsBool reports whether a is an i1 attribute.
func (a *IntegerAttr) IsBool() bool {
	it, ok := a.Type.(*IntegerType)
	return ok && it.Width == 1
}

// FloatAttr is a floating-point constant. Bits holds the exact encoding in the type's format;
// for f80 and f128, Wide holds it (as APFloat writes the value back: see CanonicalEncoding) and
// Bits its low 64 bits. Value is the float64 nearest to the value.
type FloatAttr struct {
	AttrBase
	Type  *FloatType
	Bits  uint64
	Wide  *big.Int
	Value float64
}

// AttrType returns the attribute's type.
func (a *FloatAttr) AttrType() Type { return a.Type }

// Encoding returns the attribute's encoding as an unsigned integer, for any format.
func (a *FloatAttr) Encoding() *big.Int {
	if a.Wide != nil {
		return new(big.Int).Set(a.Wide)
	}
	return new(big.Int).SetUint64(a.Bits)
}

// FloatAttr returns the float attribute of type t closest to v.
func (c *Context) FloatAttr(t *FloatType, v float64) *FloatAttr {
	if t.Kind.IsWide() {
		return c.FloatAttrFromEncoding(t, t.Kind.Float64ToWide(v))
	}
	return c.FloatAttrFromBits(t, t.Kind.Float64ToBits(v))
}

// FloatAttrFromBits returns the float attribute of type t with the given encoding; for f80 and
// f128 the bits are the low 64 bits of the encoding, the others being zero.
func (c *Context) FloatAttrFromBits(t *FloatType, bits uint64) *FloatAttr {
	if t.Kind.IsWide() {
		return c.FloatAttrFromEncoding(t, new(big.Int).SetUint64(bits))
	}
	return uniqueScalar(c, floatsOf, c.localFloats(), scalarKey{idOf(t), bits}, func(id uint64) *FloatAttr {
		return &FloatAttr{AttrBase: NewAttrBase(id), Type: t, Bits: bits, Value: t.Kind.BitsToFloat64(bits)}
	})
}

// FloatAttrFromEncoding returns the float attribute of type t with the encoding enc (an unsigned value
// below 2^width). An f80 or f128 encoding is kept as APFloat reads and writes it back, so that
// the f80 pseudo-denormals and unnormals become the normal value and NaN they stand for;
// other formats take the low 64 bits, as FloatAttrFromBits.
func (c *Context) FloatAttrFromEncoding(t *FloatType, enc *big.Int) *FloatAttr {
	if !t.Kind.IsWide() {
		return c.FloatAttrFromBits(t, lowBits(enc, 64).Uint64())
	}
	enc = t.Kind.CanonicalEncoding(enc)
	return UniqueKey(c, Key("widefloat").Ref(t).Str(enc.Text(16)), func(id uint64) *FloatAttr {
		return &FloatAttr{AttrBase: NewAttrBase(id), Type: t, Bits: lowBits(enc, 64).Uint64(), Wide: enc,
			Value: t.Kind.WideToFloat64(enc)}
	})
}

// StringAttr is a string constant; Type is nil unless the string was given a type (`"s" : i32`).
type StringAttr struct {
	AttrBase
	Value string
	Type  Type
}

// StringAttr returns the untyped string attribute.
func (c *Context) StringAttr(s string) *StringAttr { return c.TypedStringAttr(s, nil) }

// TypedStringAttr returns a string attribute with a type (nil for none).
func (c *Context) TypedStringAttr(s string, t Type) *StringAttr {
	return UniqueKey(c, Key("str").Str(s).Ref(t), func(id uint64) *StringAttr {
		return &StringAttr{AttrBase: NewAttrBase(id), Value: s, Type: t}
	})
}

// ArrayAttr is a list of attributes: `[a, b]`.
type ArrayAttr struct {
	AttrBase
	Elems []Attribute
}

// ArrayAttr returns the array of the given elements.
func (c *Context) ArrayAttr(elems []Attribute) *ArrayAttr {
	k := Key("array").Int(int64(len(elems)))
	for _, e := range elems {
		k.Ref(e)
	}
	return UniqueKey(c, k, func(id uint64) *ArrayAttr {
		return &ArrayAttr{AttrBase: NewAttrBase(id), Elems: append([]Attribute(nil), elems...)}
	})
}

// DictionaryAttr is a dictionary of named attributes sorted by name: `{a = 1 : i32, b}`.
type DictionaryAttr struct {
	AttrBase
	Entries []NamedAttribute
}

// DictionaryAttr returns the dictionary of entries; entries are sorted by name and for repeated
// names the last one wins.
func (c *Context) DictionaryAttr(entries []NamedAttribute) *DictionaryAttr {
	es := SortedAttrs(entries)
	k := Key("dict").Int(int64(len(es)))
	for _, e := range es {
		k.Str(e.Name).Ref(e.Value)
	}
	return UniqueKey(c, k, func(id uint64) *DictionaryAttr {
		return &DictionaryAttr{AttrBase: NewAttrBase(id), Entries: es}
	})
}

// Get returns the value of name, or nil.
func (d *DictionaryAttr) Get(name string) Attribute { return LookupAttr(d.Entries, name) }

// SortedAttrs returns a sorted copy of attrs without repeated names (the last one wins).
func SortedAttrs(attrs []NamedAttribute) []NamedAttribute {
	if len(attrs) == 0 {
		return nil
	}
	return sortAttrsInPlace(append([]NamedAttribute(nil), attrs...))
}

// LookupAttr returns the value named name in a list of named attributes, or nil.
func LookupAttr(attrs []NamedAttribute, name string) Attribute {
	for _, a := range attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// TypeAttr holds a type as an attribute.
type TypeAttr struct {
	AttrBase
	Type Type
}

// TypeAttr returns the attribute holding t.
func (c *Context) TypeAttr(t Type) *TypeAttr {
	return UniqueKey(c, Key("typeattr").Ref(t), func(id uint64) *TypeAttr {
		return &TypeAttr{AttrBase: NewAttrBase(id), Type: t}
	})
}

// UnitAttr is the attribute with no value (`unit`), used as a flag.
type UnitAttr struct{ AttrBase }

// UnitAttr returns the unit attribute.
func (c *Context) UnitAttr() *UnitAttr {
	return Unique(c, "unit", func(id uint64) *UnitAttr { return &UnitAttr{NewAttrBase(id)} })
}

// SymbolRefAttr references a symbol: `@root` or `@root::@nested`.
type SymbolRefAttr struct {
	AttrBase
	Root   string
	Nested []string
}

// SymbolRefAttr returns the symbol reference.
func (c *Context) SymbolRefAttr(root string, nested ...string) *SymbolRefAttr {
	k := Key("symref").Str(root)
	for _, n := range nested {
		k.Str(n)
	}
	return UniqueKey(c, k, func(id uint64) *SymbolRefAttr {
		return &SymbolRefAttr{AttrBase: NewAttrBase(id), Root: root, Nested: append([]string(nil), nested...)}
	})
}

// DenseElementsAttr is a constant tensor or vector of integers or floats: `dense<[1, 2]>`.
// Data holds one raw encoding per element (integers as two's complement in 64 bits, floats as
// their format's bits; a splat holds one element). Integers wider than 64 bits are held in
// Wide instead (their values, sign-extended for signless and signed types), with Data nil, and
// so are f80 and f128 elements (their encodings as unsigned values, kept as written, as MLIR
// keeps the raw bits of dense elements).
type DenseElementsAttr struct {
	AttrBase
	Type  ShapedType
	Splat bool
	Data  []uint64
	Wide  []*big.Int
}

// AttrType returns the attribute's type.
func (a *DenseElementsAttr) AttrType() Type { return a.Type }

// DenseElementsAttr returns the dense attribute of type t with the given raw element data; data
// of one element (or all-equal elements) makes a splat. For integer elements wider than 64
// bits the data are taken as 64-bit values and the attribute holds them in Wide; for f80 and
// f128 elements they are the low 64 bits of the encodings, the others being zero.
func (c *Context) DenseElementsAttr(t ShapedType, data []uint64) *DenseElementsAttr {
	if ft, ok := t.ElementType().(*FloatType); ok && ft.Kind.IsWide() {
		vals := make([]*big.Int, len(data))
		for i, d := range data {
			vals[i] = new(big.Int).SetUint64(d)
		}
		return c.WideDenseElementsAttr(t, vals)
	}
	if it, ok := t.ElementType().(*IntegerType); ok && it.Width > 64 {
		// 64-bit data of a wider integer type: the values, extended to the element width.
		vals := make([]*big.Int, len(data))
		for i, d := range data {
			if it.Signedness == Unsigned {
				vals[i] = new(big.Int).SetUint64(d)
			} else {
				vals[i] = big.NewInt(int64(d))
			}
		}
		return c.WideDenseElementsAttr(t, vals)
	}
	splat := len(data) == 1
	if !splat && len(data) > 0 {
		splat = true
		for _, d := range data[1:] {
			if d != data[0] {
				splat = false
				break
			}
		}
		if splat {
			data = data[:1]
		}
	}
	k := Key("dense").Ref(t).Int(int64(len(data))).words(data)
	return UniqueKey(c, k, func(id uint64) *DenseElementsAttr {
		return &DenseElementsAttr{AttrBase: NewAttrBase(id), Type: t, Splat: splat, Data: append([]uint64(nil), data...)}
	})
}

// WideDenseElementsAttr returns the dense attribute of type t, whose element type is an
// integer wider than 64 bits (vals are its values), f80 or f128 (vals are encodings, taken
// modulo 2^width), holding vals; one value (or all-equal values) makes a splat.
func (c *Context) WideDenseElementsAttr(t ShapedType, vals []*big.Int) *DenseElementsAttr {
	if ft, ok := t.ElementType().(*FloatType); ok {
		w := floatSemantics[ft.Kind].Width
		enc := make([]*big.Int, len(vals))
		for i, v := range vals {
			enc[i] = lowBits(v, w)
		}
		vals = enc
	}
	splat := len(vals) == 1
	if !splat && len(vals) > 0 {
		splat = true
		for _, v := range vals[1:] {
			if v.Cmp(vals[0]) != 0 {
				splat = false
				break
			}
		}
		if splat {
			vals = vals[:1]
		}
	}
	k := Key("widedense").Ref(t).Int(int64(len(vals)))
	for _, v := range vals {
		k.Str(v.String())
	}
	return UniqueKey(c, k, func(id uint64) *DenseElementsAttr {
		cp := make([]*big.Int, len(vals))
		for i, v := range vals {
			cp[i] = new(big.Int).Set(v)
		}
		return &DenseElementsAttr{AttrBase: NewAttrBase(id), Type: t, Splat: splat, Wide: cp}
	})
}

// DenseStringElementsAttr is a constant tensor of strings: `dense<["a", "b"]>`.
type DenseStringElementsAttr struct {
	AttrBase
	Type  ShapedType
	Splat bool
	Data  []string
}

// AttrType returns the attribute's type.
func (a *DenseStringElementsAttr) AttrType() Type { return a.Type }

// DenseStringElementsAttr returns the dense string attribute.
func (c *Context) DenseStringElementsAttr(t ShapedType, data []string) *DenseStringElementsAttr {
	splat := len(data) == 1
	k := Key("densestr").Ref(t).Int(int64(len(data)))
	for _, d := range data {
		k.Str(d)
	}
	return UniqueKey(c, k, func(id uint64) *DenseStringElementsAttr {
		return &DenseStringElementsAttr{AttrBase: NewAttrBase(id), Type: t, Splat: splat, Data: append([]string(nil), data...)}
	})
}

// DenseArrayAttr is a dense array of integers or floats: `array<i32: 1, 2>`. Elements are
// held as raw encodings, as in DenseElementsAttr: in Data, or for f80 and f128 in Wide.
type DenseArrayAttr struct {
	AttrBase
	Elem Type
	Data []uint64
	Wide []*big.Int
	// ints holds SharedInt64s' slice once made.
	ints atomic.Pointer[[]int64]
}

// DenseArrayAttr returns the dense array of element type elem.
func (c *Context) DenseArrayAttr(elem Type, data []uint64) *DenseArrayAttr {
	k := Key("densearray").Ref(elem).Int(int64(len(data))).words(data)
	return UniqueKey(c, k, func(id uint64) *DenseArrayAttr {
		return &DenseArrayAttr{AttrBase: NewAttrBase(id), Elem: elem, Data: append([]uint64(nil), data...)}
	})
}

// WideDenseArrayAttr returns the dense array of f80 or f128 elements with encodings encs.
func (c *Context) WideDenseArrayAttr(elem *FloatType, encs []*big.Int) *DenseArrayAttr {
	k := Key("widedensearray").Ref(elem).Int(int64(len(encs)))
	for _, e := range encs {
		k.Str(e.Text(16))
	}
	return UniqueKey(c, k, func(id uint64) *DenseArrayAttr {
		cp := make([]*big.Int, len(encs))
		for i, e := range encs {
			cp[i] = new(big.Int).Set(e)
		}
		return &DenseArrayAttr{AttrBase: NewAttrBase(id), Elem: elem, Wide: cp}
	})
}

// DenseI32ArrayAttr returns `array<i32: vs...>`.
func (c *Context) DenseI32ArrayAttr(vs []int32) *DenseArrayAttr {
	data := make([]uint64, len(vs))
	for i, v := range vs {
		data[i] = uint64(int64(v))
	}
	return c.DenseArrayAttr(c.I32(), data)
}

// DenseI64ArrayAttr returns `array<i64: vs...>`.
func (c *Context) DenseI64ArrayAttr(vs []int64) *DenseArrayAttr {
	data := make([]uint64, len(vs))
	for i, v := range vs {
		data[i] = uint64(v)
	}
	return c.DenseArrayAttr(c.I64(), data)
}

// Int64s returns the elements of an integer dense array as int64, sign-extended.
func (a *DenseArrayAttr) Int64s() []int64 {
	out := make([]int64, len(a.Data))
	w := IntOrFloatBitWidth(a.Elem)
	for i, d := range a.Data {
		out[i] = signExtend(d, w)
	}
	return out
}

func signExtend(v uint64, width int) int64 {
	if width <= 0 || width >= 64 {
		return int64(v)
	}
	s := 64 - width
	return int64(v<<s) >> s
}

// SignExtend interprets the low width bits of v as a two's complement integer.
func SignExtend(v uint64, width int) int64 { return signExtend(v, width) }

// OpaqueAttr is an attribute of a dialect that is not loaded, kept as its text.
type OpaqueAttr struct {
	AttrBase
	Dialect string
	Data    string
}

// OpaqueAttr returns the opaque attribute `#dialect.data`.
func (c *Context) OpaqueAttr(dialect, data string) *OpaqueAttr {
	return UniqueKey(c, Key("opaqueattr").Str(dialect).Str(data), func(id uint64) *OpaqueAttr {
		return &OpaqueAttr{AttrBase: NewAttrBase(id), Dialect: dialect, Data: data}
	})
}

// FloatValue returns the float64 value of raw float bits of type t.
func FloatValue(t Type, bits uint64) float64 {
	if ft, ok := t.(*FloatType); ok {
		return ft.Kind.BitsToFloat64(bits)
	}
	return math.NaN()
}
