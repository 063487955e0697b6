package tl

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Cast converts the elements of x to dtype d as Triton's cast does (x.to(d)): integers extend
// by their signedness (int1 with zeros) or truncate; to int1 compares with zero; floats extend,
// truncate or go through tt.fp_to_fp for fp8 (rounding to nearest even when narrowing); float16
// and bfloat16 go through float32 on their way to anything but float32; integer-float
// conversions follow the integer's signedness.
func (k *Kernel) Cast(x Value, d *DType) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if l, ok := x.IsLiteral(); ok {
		return k.constant(l, x.t.WithElem(d))
	}
	if x.t.Pointer {
		return k.errorf("cannot cast %s to %s", x.t, d)
	}
	src := x.t.Elem
	if src == d {
		return x
	}
	t := x.t.WithElem(d)
	irType := t.IRType(k.Ctx)
	loc := k.location()
	switch {
	case (src.IsFP8() && d.IsFloat()) || (src.IsFloat() && d.IsFP8()):
		var attrs []ir.NamedAttribute
		if d.width < src.width {
			attrs = append(attrs, ir.NamedAttribute{Name: "rounding", Value: k.Ctx.I32Attr(1)})
		}
		return k.wrap(tt.BuildFpToFp(k.b, loc, irType, x.v, attrs...).Result(), t)
	case (src == Float16 || src == BFloat16) && d != Float32:
		return k.Cast(k.Cast(x, Float32), d)
	case src.IsFloat() && d.IsFloat():
		if d.width < src.width {
			return k.wrap(arith.BuildTruncF(k.b, loc, irType, x.v).Out(), t)
		}
		return k.wrap(arith.BuildExtF(k.b, loc, irType, x.v).Out(), t)
	case src.IsInt() && d.IsBool():
		return k.compare(x, k.Int(0), cmpNE)
	case src.IsInt() && d.IsInt():
		switch {
		case d.width < src.width:
			return k.wrap(arith.BuildTruncI(k.b, loc, irType, x.v).Out(), t)
		case d.width == src.width:
			// Only the signedness changes: Triton's integer cast of one width is arith.bitcast.
			return k.wrap(arith.BuildBitcast(k.b, loc, irType, x.v).Out(), t)
		case src.IsBool() || src.unsigned:
			return k.wrap(arith.BuildExtUI(k.b, loc, irType, x.v).Out(), t)
		}
		return k.wrap(arith.BuildExtSI(k.b, loc, irType, x.v).Out(), t)
	case src.IsFloat() && d.IsBool():
		zero := k.constant(FloatLiteral(0), x.t)
		op := arith.BuildCmpF(k.b, loc, t.IRType(k.Ctx), x.v, zero.v, ir.NamedAttribute{Name: "predicate", Value: k.Ctx.I64Attr(cmpfUNE)})
		return k.wrap(op.Result(), t)
	case src.IsFloat():
		if d.unsigned {
			return k.wrap(arith.BuildFPToUI(k.b, loc, irType, x.v).Out(), t)
		}
		return k.wrap(arith.BuildFPToSI(k.b, loc, irType, x.v).Out(), t)
	}
	if src.IsBool() || src.unsigned {
		return k.wrap(arith.BuildUIToFP(k.b, loc, irType, x.v).Out(), t)
	}
	return k.wrap(arith.BuildSIToFP(k.b, loc, irType, x.v).Out(), t)
}

// Bitcast reinterprets the bits of x as dtype d of the same width (x.to(d, bitcast=True)).
func (k *Kernel) Bitcast(x Value, d *DType) Value {
	if !k.operands(x) {
		return Value{k: k}
	}
	if x.t.Pointer || x.t.Elem.width != d.width {
		return k.errorf("cannot bitcast %s to %s: the widths differ", x.t, d)
	}
	t := x.t.WithElem(d)
	return k.wrap(tt.BuildBitcast(k.b, k.location(), t.IRType(k.Ctx), x.IR()).Result(), t)
}
