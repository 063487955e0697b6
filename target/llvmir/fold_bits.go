package llvmir

import (
	"math/big"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/ir"
)

// scalarBits returns the width and encoding of an integer or float constant, or false.
func scalarBits(v value.Value) (width int, bits *big.Int, ok bool) {
	switch c := v.(type) {
	case *constant.Int:
		return int(c.Typ.BitSize), unsignedValue(c), true
	case *FloatConstant:
		w := floatWidth(c.Typ)
		if w == 0 {
			return 0, nil, false
		}
		return w, new(big.Int).SetUint64(c.Bits), true
	}
	return 0, nil, false
}

// floatWidth returns the width of half, bfloat, float and double; 0 for other types.
func floatWidth(t types.Type) int {
	switch t := t.(type) {
	case *BFloatType:
		return 16
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 16
		case types.FloatKindFloat:
			return 32
		case types.FloatKindDouble:
			return 64
		}
	}
	return 0
}

// constantBits returns the bits of a constant scalar or vector of scalars, element 0 in the
// low bits (NVPTX is little-endian), or false when an element's bits are not known.
func constantBits(v value.Value) (width int, bits *big.Int, ok bool) {
	if w, b, ok := scalarBits(v); ok {
		return w, b, true
	}
	agg, isAgg := v.(*AggregateConstant)
	if !isAgg {
		return 0, nil, false
	}
	if _, isVec := agg.Typ.(*types.VectorType); !isVec {
		return 0, nil, false
	}
	bits = new(big.Int)
	for _, e := range agg.Elems {
		w, b, ok := scalarBits(e)
		if !ok {
			return 0, nil, false
		}
		bits.Or(bits, new(big.Int).Lsh(b, uint(width)))
		width += w
	}
	return width, bits, true
}

// fromBits returns the constant of type t whose encoding is bits, or nil.
func fromBits(t types.Type, bits *big.Int) value.Value {
	switch tt := t.(type) {
	case *types.IntType:
		return intConstant(tt, bits)
	case *types.VectorType:
		w := scalarWidth(tt.ElemType)
		if w == 0 {
			return nil
		}
		mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
		elems := make([]value.Value, tt.Len)
		for i := range elems {
			part := new(big.Int).And(new(big.Int).Rsh(bits, uint(i*w)), mask)
			if elems[i] = fromBits(tt.ElemType, part); elems[i] == nil {
				return nil
			}
		}
		return &AggregateConstant{Typ: t, Elems: elems}
	}
	switch floatWidth(t) {
	case 16:
		kind := ir.F16
		if _, ok := t.(*BFloatType); ok {
			kind = ir.BF16
		}
		return &FloatConstant{Typ: t, Kind: kind, Bits: bits.Uint64()}
	case 32:
		return &FloatConstant{Typ: t, Kind: ir.F32, Bits: bits.Uint64()}
	case 64:
		return &FloatConstant{Typ: t, Kind: ir.F64, Bits: bits.Uint64()}
	}
	return nil
}

// scalarWidth returns the width of an integer or float type; 0 for others.
func scalarWidth(t types.Type) int {
	if it, ok := t.(*types.IntType); ok {
		return int(it.BitSize)
	}
	return floatWidth(t)
}

// foldBitcast returns the constant of a bitcast of a constant whose bits are known, or nil.
func foldBitcast(x value.Value, to types.Type) value.Value {
	_, bits, ok := constantBits(x)
	if !ok {
		return nil
	}
	return fromBits(to, bits)
}
