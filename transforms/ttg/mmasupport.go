package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// isFloatKind reports whether t is the float type of kind k.
func isFloatKind(t ir.Type, k ir.FloatKind) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Kind == k
}

// isF64 reports whether t or its element type is f64.
func isF64(t ir.Type) bool { return isFloatKind(ir.ElementTypeOrSelf(t), ir.F64) }

// isInteger reports whether t is an integer type of the given width.
func isInteger(t ir.Type, width int) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.Width == width
}

// isAnyFloat8 reports whether t is one of the fp8 types every MMA version takes, natively or
// after promotion to f16.
func isAnyFloat8(t ir.Type) bool {
	f, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch f.Kind {
	case ir.F8E5M2, ir.F8E4M3FN, ir.F8E5M2FNUZ, ir.F8E4M3FNUZ:
		return true
	}
	return false
}

// isNativeFloat8 reports whether t is f8E5M2 or f8E4M3FN, the fp8 types of the tensor cores.
func isNativeFloat8(t ir.Type) bool { return isFloatKind(t, ir.F8E5M2) || isFloatKind(t, ir.F8E4M3FN) }

// wgmmaElementClass returns the wgmma instruction family of operand element type t.
func wgmmaElementClass(t ir.Type) layout.MMAElementClass {
	switch {
	case isNativeFloat8(t), isFloatKind(t, ir.F8E4M3FNUZ), isFloatKind(t, ir.F16), isFloatKind(t, ir.BF16), isFloatKind(t, ir.F32):
		return layout.MMAFloat
	case isInteger(t, 8):
		return layout.MMAInt8
	}
	return layout.MMAOther
}

// operandSupportsMMA reports whether an operand of element type t can feed an MMA of the given
// version (Triton's supportMMA(Value, version)).
func operandSupportsMMA(t ir.Type, version int) bool {
	return isAnyFloat8(t) || isFloatKind(t, ir.F16) || isFloatKind(t, ir.BF16) ||
		((isFloatKind(t, ir.F32) || isFloatKind(t, ir.F64)) && version >= 2) ||
		(isInteger(t, 8) && version >= 2)
}

// dotSupportsMMA reports whether dot can use MMA of the given version (Triton's
// supportMMA(DotOp, version)): wgmma needs K of at least one instruction, a 2D result whose
// M and N are multiples of 64 and 16, whole warp groups, an element type it has, and fp8
// products with f32 results must accumulate in full precision; DISABLE_MMA_V3 turns wgmma off.
func dotSupportsMMA(dot tt.DotOp, version, numWarps int) bool {
	aType := dot.A().Type().(*ir.RankedTensorType)
	aElem := aType.Elem
	bElem := ir.ElementTypeOrSelf(dot.B().Type())
	retType := dot.D().Type().(*ir.RankedTensorType)
	if version == 5 {
		return dotSupportsMMAv5(dot, numWarps)
	}
	if version == 3 {
		if envFlag(disableMMAv3Env) {
			return false
		}
		if aType.Dims[len(aType.Dims)-1] < int64(256/ir.IntOrFloatBitWidth(aElem)) {
			return false
		}
		enc, err := ttg.LayoutEncoding(retType.Encoding)
		if err != nil {
			return false
		}
		shape := layout.ShapePerCTA(enc, retType.Dims)
		rank := len(shape)
		if rank == 3 {
			return false
		}
		if numWarps%4 != 0 || shape[rank-2]%64 != 0 || shape[rank-1]%16 != 0 || wgmmaElementClass(aElem) == layout.MMAOther ||
			isFloatKind(aElem, ir.F8E4M3FNUZ) {
			return false
		}
		imprecise, _ := dot.MaxNumImpreciseAcc()
		if imprecise < 32 && isNativeFloat8(aElem) && isFloatKind(retType.Elem, ir.F32) {
			return false
		}
	}
	if isFloatKind(aElem, ir.F32) && isFloatKind(bElem, ir.F32) {
		precision, _ := dot.InputPrecision()
		return precision == tt.InputPrecisionTF32 && version >= 2
	}
	return operandSupportsMMA(aElem, version) && operandSupportsMMA(bElem, version)
}

// dotSupportsMMAv5 reports whether tcgen05 can run dot: float operands and result, a 2D
// result whose M and N are multiples of 64 and 16, 4 or 8 warps and K of at least one
// instruction, unless DISABLE_MMA_V5 is on.
func dotSupportsMMAv5(dot tt.DotOp, numWarps int) bool {
	aType := dot.A().Type().(*ir.RankedTensorType)
	retType := dot.D().Type().(*ir.RankedTensorType)
	if envFlag(disableMMAv5Env) {
		return false
	}
	isInt := func(t ir.Type) bool { _, ok := ir.ElementTypeOrSelf(t).(*ir.IntegerType); return ok }
	if isInt(aType) || isInt(dot.B().Type()) || isInt(retType) || len(retType.Dims) != 2 || (numWarps != 4 && numWarps != 8) {
		return false
	}
	if aType.Dims[len(aType.Dims)-1] < int64(256/ir.IntOrFloatBitWidth(aType.Elem)) {
		return false
	}
	enc, err := ttg.LayoutEncoding(retType.Encoding)
	if err != nil {
		return false
	}
	shape := layout.ShapePerCTA(enc, retType.Dims)
	return shape[0]%64 == 0 && shape[1]%16 == 0
}
