package llvmir

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/ir"
)

// FloatConstant is a floating-point constant written in the hexadecimal form LLVM reads for
// every format: `0x` and the double's bits for float and double, `0xH` for half, `0xR` for
// bfloat. llir/llvm's own float constant lacks bfloat.
type FloatConstant struct {
	// Typ is the constant's type.
	Typ types.Type
	// Kind is the MLIR float format of Bits.
	Kind ir.FloatKind
	// Bits is the value's encoding in Kind.
	Bits uint64
}

// IsConstant marks FloatConstant as an llir/llvm constant.
func (*FloatConstant) IsConstant() {}

// String returns the type and the value.
func (c *FloatConstant) String() string { return c.Typ.String() + " " + c.Ident() }

// Type returns the constant's type.
func (c *FloatConstant) Type() types.Type { return c.Typ }

// Ident returns the value in LLVM's hexadecimal float syntax.
func (c *FloatConstant) Ident() string {
	switch c.Kind {
	case ir.F16:
		return fmt.Sprintf("0xH%04X", c.Bits)
	case ir.BF16:
		return fmt.Sprintf("0xR%04X", c.Bits)
	case ir.F32:
		return fmt.Sprintf("0x%016X", math.Float64bits(float64(math.Float32frombits(uint32(c.Bits)))))
	}
	return fmt.Sprintf("0x%016X", c.Bits)
}

// AggregateConstant is a vector `<T a, T b>`, array `[T a, T b]` or struct `{ T a, U b }` constant whose elements
// may be constants of this package.
type AggregateConstant struct {
	// Typ is a vector or array type.
	Typ types.Type
	// Elems are the elements, in order.
	Elems []value.Value
}

// IsConstant marks AggregateConstant as an llir/llvm constant.
func (*AggregateConstant) IsConstant() {}

// String returns the type and the value.
func (c *AggregateConstant) String() string { return c.Typ.String() + " " + c.Ident() }

// Type returns the constant's type.
func (c *AggregateConstant) Type() types.Type { return c.Typ }

// Ident returns the element list.
func (c *AggregateConstant) Ident() string {
	open, end := "<", ">"
	switch t := c.Typ.(type) {
	case *types.ArrayType:
		open, end = "[", "]"
	case *types.StructType:
		open, end = "{ ", " }"
		if t.Packed {
			open, end = "<{ ", " }>"
		}
	}
	parts := make([]string, len(c.Elems))
	for i, e := range c.Elems {
		parts[i] = e.String()
	}
	return open + strings.Join(parts, ", ") + end
}

// CharArrayConstant is an i8 array written as a string, `c"text\00"`.
type CharArrayConstant struct {
	// Typ is `[N x i8]`.
	Typ *types.ArrayType
	// Value holds the N bytes.
	Value string
}

// IsConstant marks CharArrayConstant as an llir/llvm constant.
func (*CharArrayConstant) IsConstant() {}

// String returns the type and the value.
func (c *CharArrayConstant) String() string { return c.Typ.String() + " " + c.Ident() }

// Type returns the array type.
func (c *CharArrayConstant) Type() types.Type { return c.Typ }

// Ident returns `c"..."`.
func (c *CharArrayConstant) Ident() string { return "c" + quoteString(c.Value) }

// SymbolRef is the address of a global or function as an operand: the opaque pointer
// `ptr addrspace(N) @name`. llir/llvm's globals and functions have typed-pointer types.
type SymbolRef struct {
	// Symbol is the global's or function's name, without `@`.
	Symbol string
	// Typ is the pointer type of the address.
	Typ *PointerType
}

// IsConstant marks SymbolRef as an llir/llvm constant.
func (*SymbolRef) IsConstant() {}

// String returns the type and the name.
func (r *SymbolRef) String() string { return r.Typ.String() + " " + r.Ident() }

// Type returns the pointer type.
func (r *SymbolRef) Type() types.Type { return r.Typ }

// Ident returns `@name`.
func (r *SymbolRef) Ident() string { return globalIdent(r.Symbol) }

// globalIdent writes a global name as LLVM does, quoting it when it is not a plain identifier.
func globalIdent(name string) string {
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '$' || r == '-') {
			return "@" + quoteString(name)
		}
	}
	return "@" + name
}

// quoteString writes s as an LLVM string literal, escaping `"`, `\` and non-printable bytes
// as `\XX`.
func quoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7f {
			fmt.Fprintf(&b, "\\%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}

// intConstant returns the integer constant v of type t (an integer type), v taken modulo 2^width.
func intConstant(t *types.IntType, v *big.Int) *constant.Int {
	width := uint(t.BitSize)
	mod := new(big.Int).Lsh(big.NewInt(1), width)
	x := new(big.Int).Mod(v, mod)
	// llir/llvm prints the value as given: keep LLVM's signed reading for the widths it parses.
	half := new(big.Int).Rsh(mod, 1)
	if width > 1 && x.Cmp(half) >= 0 {
		x.Sub(x, mod)
	}
	return &constant.Int{Typ: t, X: x}
}

// convertAttrConstant returns the LLVM constant of an llvm.mlir.constant's value attribute,
// of LLVM type t.
func (m *moduleTranslation) convertAttrConstant(attr ir.Attribute, t types.Type) (value.Value, error) {
	switch a := attr.(type) {
	case *ir.IntegerAttr:
		it, ok := t.(*types.IntType)
		if !ok {
			return nil, fmt.Errorf("integer attribute for a constant of type %s", t)
		}
		if a.Big != nil {
			return intConstant(it, a.Big), nil
		}
		return intConstant(it, big.NewInt(a.Value)), nil
	case *ir.FloatAttr:
		return &FloatConstant{Typ: t, Kind: a.Type.Kind, Bits: a.Bits}, nil
	case *ir.DenseElementsAttr:
		return m.convertDense(a, t)
	case *ir.StringAttr:
		at, ok := t.(*types.ArrayType)
		if !ok || !at.ElemType.Equal(types.I8) || at.Len != uint64(len(a.Value)) {
			return nil, fmt.Errorf("string constant for a constant of type %s", t)
		}
		return &CharArrayConstant{Typ: at, Value: a.Value}, nil
	}
	return nil, fmt.Errorf("constant attribute %T is not supported", attr)
}

// convertDense returns the vector or array constant of a dense elements attribute.
func (m *moduleTranslation) convertDense(a *ir.DenseElementsAttr, t types.Type) (value.Value, error) {
	var n uint64
	var elemType types.Type
	switch vt := t.(type) {
	case *types.VectorType:
		n, elemType = vt.Len, vt.ElemType
	case *types.ArrayType:
		n, elemType = vt.Len, vt.ElemType
	default:
		return nil, fmt.Errorf("dense constant of non-vector type %s", t)
	}
	if a.Wide != nil {
		return nil, fmt.Errorf("dense constant with elements wider than 64 bits is not supported")
	}
	elems := make([]value.Value, n)
	for i := range elems {
		bits := a.Data[0]
		if !a.Splat {
			bits = a.Data[i]
		}
		switch et := a.Type.ElementType().(type) {
		case *ir.FloatType:
			elems[i] = &FloatConstant{Typ: elemType, Kind: et.Kind, Bits: bits}
		case *ir.IntegerType:
			it, ok := elemType.(*types.IntType)
			if !ok {
				return nil, fmt.Errorf("integer elements for a constant of type %s", t)
			}
			elems[i] = intConstant(it, big.NewInt(int64(bits)))
		default:
			return nil, fmt.Errorf("dense constant of %T elements is not supported", et)
		}
	}
	return &AggregateConstant{Typ: t, Elems: elems}, nil
}
