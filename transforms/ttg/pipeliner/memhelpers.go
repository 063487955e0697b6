package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// cmpISge is the value of arith.cmpi's sge predicate.
const cmpISge = 5

// constantI32 builds an i32 arith.constant.
func constantI32(b ir.OpCreator, loc ir.Location, v int) *ir.Value {
	ctx := b.Context()
	return arith.BuildConstant(b, loc, ctx.I32(), ir.NamedAttribute{Name: "value", Value: ctx.I32Attr(int32(v))}).Result()
}

// incrementModulo is Triton's createIncrementModulo: counter + 1, wrapped to zero at modulus.
// It also returns the wrap condition.
func incrementModulo(b ir.OpCreator, loc ir.Location, counter, modulus, zero, one *ir.Value) (next, wrapped *ir.Value) {
	ctx := b.Context()
	addOne := arith.BuildAddI(b, loc, counter, one).Result()
	wrapped = arith.BuildCmpI(b, loc, ctx.I1(), addOne, modulus, ir.NamedAttribute{Name: "predicate", Value: ctx.I64Attr(cmpISge)}).Result()
	next = arith.BuildSelect(b, loc, addOne.Type(), wrapped, zero, addOne).Result()
	return next, wrapped
}

// singleBufferView is Triton's createSingleBufferView: the buffer idx of a multi-buffered
// allocation.
func singleBufferView(b ir.OpCreator, alloc, idx *ir.Value) *ir.Value {
	t := alloc.Type().(*ttg.MemDescType)
	view := ttg.MemDesc(b.Context(), t.Dims[1:], t.Elem, t.Encoding, t.MemorySpace, t.Mutable, nil)
	return ttg.BuildMemdescIndex(b, alloc.Location(), view, alloc, idx).Result()
}

// isZeroConst is Triton's isZeroConst: v is a constant integer zero or float ±0.
func isZeroConst(v *ir.Value) bool {
	if v == nil || v.DefiningOp() == nil {
		return false
	}
	attr := rewrite.ConstantValue(v.DefiningOp())
	if i, ok := ir.IntAttrValue(attr); ok {
		return i == 0
	}
	if f, ok := attr.(*ir.FloatAttr); ok {
		return f.Value == 0
	}
	d, ok := attr.(*ir.DenseElementsAttr)
	if !ok || d.Wide != nil {
		return false
	}
	bits := ir.IntOrFloatBitWidth(d.Type.(*ir.RankedTensorType).Elem)
	_, isFloat := d.Type.(*ir.RankedTensorType).Elem.(*ir.FloatType)
	for _, w := range d.Data {
		if isFloat && bits < 64 {
			w &^= 1 << (bits - 1)
		} else if isFloat {
			w &^= 1 << 63
		}
		if w != 0 {
			return false
		}
	}
	return true
}

// constantBool builds an i1 arith.constant.
func constantBool(b ir.OpCreator, loc ir.Location, v bool) *ir.Value {
	ctx := b.Context()
	return arith.BuildConstant(b, loc, ctx.I1(), ir.NamedAttribute{Name: "value", Value: ctx.BoolAttr(v)}).Result()
}
