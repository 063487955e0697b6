package llvmir

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The sizes below are those of LLVM's default data layout, which a module without a
// `target datalayout` (as MLIR's translation of Triton's modules) has: 64-bit pointers,
// integers and floats aligned to their size rounded up to a power of two.

// abiAlign returns the ABI alignment of t in bytes.
func abiAlign(t types.Type) int64 {
	switch t := t.(type) {
	case *types.ArrayType:
		return abiAlign(t.ElemType)
	case *types.StructType:
		if t.Packed {
			return 1
		}
		a := int64(1)
		for _, f := range t.Fields {
			a = max(a, abiAlign(f))
		}
		return a
	case *types.VectorType:
		return powerOfTwoAtLeast(allocSize(t.ElemType) * int64(t.Len))
	}
	return powerOfTwoAtLeast(scalarBytes(t))
}

// scalarBytes returns the store size of a scalar type: its bits rounded up to bytes.
func scalarBytes(t types.Type) int64 {
	switch t := t.(type) {
	case *types.IntType:
		return (int64(t.BitSize) + 7) / 8
	case *PointerType:
		return 8
	}
	if w := floatWidth(t); w != 0 {
		return int64(w) / 8
	}
	return 8
}

func powerOfTwoAtLeast(n int64) int64 {
	p := int64(1)
	for p < n {
		p *= 2
	}
	return p
}

// allocSize returns the bytes between consecutive elements of type t in memory.
func allocSize(t types.Type) int64 {
	switch t := t.(type) {
	case *types.ArrayType:
		return int64(t.Len) * allocSize(t.ElemType)
	case *types.StructType:
		size := int64(0)
		for _, f := range t.Fields {
			if !t.Packed {
				size = alignTo(size, abiAlign(f))
			}
			size += allocSize(f)
		}
		return alignTo(size, abiAlign(t))
	case *types.VectorType:
		return alignTo(scalarBytes(t.ElemType)*int64(t.Len), abiAlign(t))
	}
	return alignTo(scalarBytes(t), abiAlign(t))
}

func alignTo(n, a int64) int64 { return (n + a - 1) / a * a }

// structFieldOffset returns the byte offset of field i of a struct.
func structFieldOffset(t *types.StructType, i int) int64 {
	off := int64(0)
	for k, f := range t.Fields {
		if !t.Packed {
			off = alignTo(off, abiAlign(f))
		}
		if k == i {
			return off
		}
		off += allocSize(f)
	}
	return off
}

// constantOffset returns the byte offset of a getelementptr of source element type elem and
// integer constant indices, or false when an index is not an integer constant.
func constantOffset(elem types.Type, indices []value.Value) (int64, bool) {
	off := int64(0)
	t := elem
	for k, idx := range indices {
		c, ok := idx.(*constant.Int)
		if !ok || !c.X.IsInt64() {
			return 0, false
		}
		i := signedValue(c).Int64()
		if k == 0 {
			off += i * allocSize(t)
			continue
		}
		switch tt := t.(type) {
		case *types.StructType:
			off += structFieldOffset(tt, int(i))
			t = tt.Fields[i]
		case *types.ArrayType:
			off += i * allocSize(tt.ElemType)
			t = tt.ElemType
		case *types.VectorType:
			off += i * allocSize(tt.ElemType)
			t = tt.ElemType
		default:
			return 0, false
		}
	}
	return off, true
}
