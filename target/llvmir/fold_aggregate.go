package llvmir

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// constantElements returns the elements of a constant vector, array or struct: those of an
// AggregateConstant, or undef, poison or zero elements of an undef, poison or zeroinitializer
// aggregate. It returns false for anything else.
func constantElements(v value.Value) ([]value.Value, bool) {
	if a, ok := v.(*AggregateConstant); ok {
		return append([]value.Value(nil), a.Elems...), true
	}
	elemTypes := aggregateElemTypes(v.Type())
	if elemTypes == nil {
		return nil, false
	}
	out := make([]value.Value, len(elemTypes))
	for i, t := range elemTypes {
		switch v.(type) {
		case *constant.Undef:
			out[i] = constant.NewUndef(t)
		case *constant.Poison:
			out[i] = constant.NewPoison(t)
		case *constant.ZeroInitializer:
			out[i] = constant.NewZeroInitializer(t)
		default:
			return nil, false
		}
	}
	return out, true
}

// aggregateElemTypes returns the element types of a vector, array or struct type.
func aggregateElemTypes(t types.Type) []types.Type {
	switch t := t.(type) {
	case *types.VectorType:
		return repeatType(t.ElemType, t.Len)
	case *types.ArrayType:
		return repeatType(t.ElemType, t.Len)
	case *types.StructType:
		return t.Fields
	}
	return nil
}

func repeatType(t types.Type, n uint64) []types.Type {
	out := make([]types.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// constantIndex returns an integer constant index below n, or false.
func constantIndex(v value.Value, n int) (int, bool) {
	c, ok := v.(*constant.Int)
	if !ok || !c.X.IsInt64() || c.X.Int64() < 0 || c.X.Int64() >= int64(n) {
		return 0, false
	}
	return int(c.X.Int64()), true
}

// foldInsertElement returns the constant vector of an insertelement of constants, or nil.
func foldInsertElement(vec, elem, idx value.Value) value.Value {
	elems, ok := constantElements(vec)
	if !ok || !isConstant(elem) {
		return nil
	}
	i, ok := constantIndex(idx, len(elems))
	if !ok {
		return nil
	}
	elems[i] = elem
	return &AggregateConstant{Typ: vec.Type(), Elems: elems}
}

// foldExtractElement returns the element of a constant vector at a constant index, or nil.
func foldExtractElement(vec, idx value.Value) value.Value {
	elems, ok := constantElements(vec)
	if !ok {
		return nil
	}
	i, ok := constantIndex(idx, len(elems))
	if !ok {
		return nil
	}
	return elems[i]
}

// foldInsertValue returns the constant aggregate of an insertvalue of constants, or nil.
func foldInsertValue(agg, elem value.Value, path []uint64) value.Value {
	if len(path) == 0 || !isConstant(elem) {
		return nil
	}
	elems, ok := constantElements(agg)
	if !ok || path[0] >= uint64(len(elems)) {
		return nil
	}
	inner := elem
	if len(path) > 1 {
		if inner = foldInsertValue(elems[path[0]], elem, path[1:]); inner == nil {
			return nil
		}
	}
	elems[path[0]] = inner
	return &AggregateConstant{Typ: agg.Type(), Elems: elems}
}

// foldExtractValue returns the element of a constant aggregate at path, or nil.
func foldExtractValue(agg value.Value, path []uint64) value.Value {
	for _, p := range path {
		elems, ok := constantElements(agg)
		if !ok || p >= uint64(len(elems)) {
			return nil
		}
		agg = elems[p]
	}
	return agg
}
