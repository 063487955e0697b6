package llvmir

import (
	"fmt"
	"strconv"

	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// PointerType is LLVM's opaque pointer `ptr` or `ptr addrspace(N)`, which llir/llvm v0.3.6
// (typed pointers only) lacks.
type PointerType struct {
	// AddrSpace is the address space; 0 prints no qualifier.
	AddrSpace int
	typeName  string
}

// String returns the type as LLVM writes it.
func (t *PointerType) String() string {
	if t.typeName != "" {
		return "%" + t.typeName
	}
	return t.LLString()
}

// LLString returns `ptr` or `ptr addrspace(N)`.
func (t *PointerType) LLString() string {
	if t.AddrSpace == 0 {
		return "ptr"
	}
	return "ptr addrspace(" + strconv.Itoa(t.AddrSpace) + ")"
}

// Equal reports whether u is an opaque pointer of the same address space.
func (t *PointerType) Equal(u types.Type) bool {
	p, ok := u.(*PointerType)
	return ok && p.AddrSpace == t.AddrSpace
}

// Name returns the type's name, empty for a literal type.
func (t *PointerType) Name() string { return t.typeName }

// SetName sets the type's name.
func (t *PointerType) SetName(name string) { t.typeName = name }

// BFloatType is LLVM's `bfloat`, which llir/llvm v0.3.6 lacks.
type BFloatType struct{ typeName string }

// String returns `bfloat`.
func (t *BFloatType) String() string { return t.LLString() }

// LLString returns `bfloat`.
func (*BFloatType) LLString() string { return "bfloat" }

// Equal reports whether u is bfloat.
func (*BFloatType) Equal(u types.Type) bool {
	_, ok := u.(*BFloatType)
	return ok
}

// Name returns the type's name, empty for a literal type.
func (t *BFloatType) Name() string { return t.typeName }

// SetName sets the type's name.
func (t *BFloatType) SetName(name string) { t.typeName = name }

// typeConverter maps MLIR types to LLVM types, sharing the converted types.
type typeConverter struct {
	ctx      *ir.Context
	pointers map[int]*PointerType
	bfloat   *BFloatType
}

func newTypeConverter(ctx *ir.Context) *typeConverter {
	return &typeConverter{ctx: ctx, pointers: map[int]*PointerType{}, bfloat: &BFloatType{}}
}

// pointer returns the opaque pointer type of an address space.
func (c *typeConverter) pointer(addrSpace int) *PointerType {
	p, ok := c.pointers[addrSpace]
	if !ok {
		p = &PointerType{AddrSpace: addrSpace}
		c.pointers[addrSpace] = p
	}
	return p
}

// convert returns the LLVM type of t. The 8-bit float formats are carried as i8, as Triton's
// lowering does before translation; a type LLVM IR has no counterpart for is an error.
func (c *typeConverter) convert(t ir.Type) (types.Type, error) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return types.NewInt(uint64(t.Width)), nil
	case *ir.IndexType:
		return types.I64, nil
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return types.Half, nil
		case ir.BF16:
			return c.bfloat, nil
		case ir.F32:
			return types.Float, nil
		case ir.F64:
			return types.Double, nil
		case ir.F80:
			return types.X86_FP80, nil
		case ir.F128:
			return types.FP128, nil
		}
		return nil, fmt.Errorf("type %s has no LLVM IR counterpart", t.Kind)
	case *ir.VectorType:
		if len(t.Dims) != 1 {
			return nil, fmt.Errorf("only 1-D vectors translate to LLVM IR, not %d-D", len(t.Dims))
		}
		elem, err := c.convert(t.Elem)
		if err != nil {
			return nil, err
		}
		return types.NewVector(uint64(t.Dims[0]), elem), nil
	case *llvm.PointerType:
		return c.pointer(t.AddrSpace), nil
	case *llvm.StructType:
		return c.convertStruct(t)
	case *llvm.ArrayType:
		elem, err := c.convert(t.Elem)
		if err != nil {
			return nil, err
		}
		return types.NewArray(uint64(t.Len), elem), nil
	case *llvm.SimpleType:
		if t == llvm.Void(c.ctx) {
			return types.Void, nil
		}
	case *llvm.FunctionType:
		return c.convertFunction(t)
	}
	return nil, fmt.Errorf("type %T has no LLVM IR counterpart", t)
}

func (c *typeConverter) convertStruct(t *llvm.StructType) (types.Type, error) {
	if t.Name != "" {
		return nil, fmt.Errorf("identified struct %q is not supported", t.Name)
	}
	fields := make([]types.Type, len(t.Body))
	for i, f := range t.Body {
		ft, err := c.convert(f)
		if err != nil {
			return nil, err
		}
		fields[i] = ft
	}
	st := types.NewStruct(fields...)
	st.Packed = t.Packed
	return st, nil
}

func (c *typeConverter) convertFunction(t *llvm.FunctionType) (*types.FuncType, error) {
	ret, err := c.convert(t.Result)
	if err != nil {
		return nil, err
	}
	params := make([]types.Type, len(t.Params))
	for i, p := range t.Params {
		if params[i], err = c.convert(p); err != nil {
			return nil, err
		}
	}
	ft := types.NewFunc(ret, params...)
	ft.Variadic = t.VarArg
	return ft, nil
}
