package ttg

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// VerifyDotEncodings checks the operand layouts of a tt.dot whose accumulator has a TritonGPU
// layout (Triton's verifyDotOpEncodingCompatibility): both operands are dot operands of the
// same kWidth, and where an NVIDIA MMA layout is chosen, all three layouts are MMA layouts of
// one version that supports the dot's element types and shapes.
func (LayoutInference) VerifyDotEncodings(op *ir.Operation, a, b ir.Attribute) error {
	aEnc, aIsDot := a.(*DotOperandEncoding)
	bEnc, bIsDot := b.(*DotOperandEncoding)
	if !aIsDot && !bIsDot {
		return nil
	}
	if !aIsDot || !bIsDot {
		return ir.Errorf(op.Loc(), "mismatching encoding between A and B operands")
	}
	if aEnc.KWidth != bEnc.KWidth {
		return ir.Errorf(op.Loc(), "mismatching kWidth between A and B operands")
	}
	dot, ok := tt.AsDot(op)
	if !ok {
		return nil
	}
	aMMA, aIsMMA := aEnc.Parent.(*NvidiaMmaEncoding)
	bMMA, bIsMMA := bEnc.Parent.(*NvidiaMmaEncoding)
	var resMMA *NvidiaMmaEncoding
	resIsMMA := false
	if res, isTensor := dot.D().Type().(*ir.RankedTensorType); isTensor {
		resMMA, resIsMMA = res.Encoding.(*NvidiaMmaEncoding)
	}
	if !aIsMMA && !bIsMMA && !resIsMMA {
		return nil
	}
	if !aIsMMA || !bIsMMA || !resIsMMA {
		return ir.Errorf(op.Loc(), "mismatching MMA encoding")
	}
	if aMMA.VersionMajor != bMMA.VersionMajor || aMMA.VersionMajor != resMMA.VersionMajor {
		return ir.Errorf(op.Loc(), "mismatched MMA version.")
	}
	if !DotSupportsMMA(dot, resMMA.VersionMajor) {
		return ir.Errorf(op.Loc(), "unsupported MMA version")
	}
	return nil
}

// DotSupportsMMA reports whether dot can run on MMA instructions of the given version
// (Triton's supportMMA(DotOp, version)): tcgen05 (5) and wgmma (3) need K of at least one
// instruction, a result whose M and N are multiples of 64 and 16 and whole warp groups; f32
// products need tf32 precision; every version takes fp16, bf16 and fp8, and versions from 2 on
// also f32, f64 and i8.
func DotSupportsMMA(dot tt.DotOp, version int) bool {
	aType, okA := dot.A().Type().(*ir.RankedTensorType)
	retType, okRet := dot.D().Type().(*ir.RankedTensorType)
	if !okA || !okRet {
		return false
	}
	aElem, bElem := aType.Elem, ir.ElementTypeOrSelf(dot.B().Type())
	_, numWarps, _ := layoutContext(dot.Operation)
	k := aType.Dims[len(aType.Dims)-1]
	switch version {
	case 5:
		if isIntegerType(aElem) || isIntegerType(bElem) || isIntegerType(retType.Elem) || len(retType.Dims) != 2 ||
			(numWarps != 4 && numWarps != 8) || k < int64(256/ir.IntOrFloatBitWidth(aElem)) {
			return false
		}
		shape := shapePerCTA(retType)
		return shape[0]%64 == 0 && shape[1]%16 == 0
	case 3:
		if k < int64(256/ir.IntOrFloatBitWidth(aElem)) {
			return false
		}
		shape := shapePerCTA(retType)
		rank := len(shape)
		if rank == 3 {
			return false
		}
		wgmmaElem := isNativeFloat8(aElem) || isIntegerOfWidth(aElem, 8) || isFloatOfKind(aElem, ir.F16) ||
			isFloatOfKind(aElem, ir.BF16) || isFloatOfKind(aElem, ir.F32)
		if numWarps%4 != 0 || shape[rank-2]%64 != 0 || shape[rank-1]%16 != 0 || !wgmmaElem {
			return false
		}
		if imprecise, _ := dot.MaxNumImpreciseAcc(); imprecise < 32 && isNativeFloat8(aElem) && isFloatOfKind(retType.Elem, ir.F32) {
			return false
		}
	}
	if isFloatOfKind(aElem, ir.F32) && isFloatOfKind(bElem, ir.F32) {
		precision, _ := dot.InputPrecision()
		return precision == tt.InputPrecisionTF32 && version >= 2
	}
	return OperandSupportsMMA(aElem, version) && OperandSupportsMMA(bElem, version)
}

// OperandSupportsMMA reports whether an operand of element type t can feed an MMA of the given
// version (Triton's supportMMA(Value, version)); fp8 can always be promoted to f16.
func OperandSupportsMMA(t ir.Type, version int) bool {
	f8 := isNativeFloat8(t) || isFloatOfKind(t, ir.F8E5M2FNUZ) || isFloatOfKind(t, ir.F8E4M3FNUZ)
	return f8 || isFloatOfKind(t, ir.F16) || isFloatOfKind(t, ir.BF16) ||
		((isFloatOfKind(t, ir.F32) || isFloatOfKind(t, ir.F64)) && version >= 2) ||
		(isIntegerOfWidth(t, 8) && version >= 2)
}

// shapePerCTA returns the shape of the part of a tensor of type t one CTA holds.
func shapePerCTA(t *ir.RankedTensorType) []int64 {
	enc, err := LayoutEncoding(t.Encoding)
	if err != nil {
		return t.Dims
	}
	return layout.ShapePerCTA(enc, t.Dims)
}

func isFloatOfKind(t ir.Type, k ir.FloatKind) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Kind == k
}

func isNativeFloat8(t ir.Type) bool {
	return isFloatOfKind(t, ir.F8E5M2) || isFloatOfKind(t, ir.F8E4M3FN)
}

func isIntegerType(t ir.Type) bool {
	_, ok := t.(*ir.IntegerType)
	return ok
}

func isIntegerOfWidth(t ir.Type, width int) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.Width == width
}

// LookupNumWarps returns the number of warps of op's context, as Triton's lookupNumWarps finds
// it: the ttg.num-warps of the closest module or function that has one, or the partition's
// count for ops in a ttg.warp_specialize partition. It reports false when none gives it.
func LookupNumWarps(op *ir.Operation) (int64, bool) {
	_, warps, ok := layoutContext(op)
	return warps, ok
}
