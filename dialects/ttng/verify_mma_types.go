package ttng

import (
	"slices"
	"strings"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// verifyWarpGroupDotOperands checks what ttng.warp_group_dot needs of its context, shape and
// element types beyond its layouts (Triton's WarpGroupDotOp::verify): whole warp groups, a 2D
// result whose part per CTA is a whole number of instructions, operands wgmma takes,
// full-precision accumulation of fp8 products into f32, and an in-register A operand of 32 bits
// per kWidth group.
func verifyWarpGroupDotOperands(op *ir.Operation, res *ir.RankedTensorType, mma *ttg.NvidiaMmaEncoding) error {
	dot, ok := AsWarpGroupDot(op)
	if !ok {
		return nil
	}
	if numWarps, known := ttg.LookupNumWarps(op); known && numWarps%4 != 0 {
		return ir.OpError(op, "WGMMA requires num_warps to be divisible by 4")
	}
	shape := res.Dims
	if enc, err := ttg.LayoutEncoding(mma); err == nil {
		shape = layout.ShapePerCTA(enc, res.Dims)
	}
	if len(shape) != 2 {
		return ir.OpError(op, "WGMMA result shape must be 2D")
	}
	if shape[0]%64 != 0 {
		return ir.OpError(op, "WGMMA result M dimension must be divisible by 64")
	}
	if shape[1]%8 != 0 {
		return ir.OpError(op, "WGMMA result N dimension must be divisible by 8")
	}
	aElem, bElem := ir.ElementTypeOrSelf(dot.A().Type()), ir.ElementTypeOrSelf(dot.B().Type())
	if !ttg.OperandSupportsMMA(aElem, mma.VersionMajor) || !ttg.OperandSupportsMMA(bElem, mma.VersionMajor) {
		return ir.OpError(op, "unsupported MMA version for the given operands")
	}
	fp8 := isFloatKind(aElem, ir.F8E5M2) || isFloatKind(aElem, ir.F8E4M3FN)
	if imprecise, _ := dot.MaxNumImpreciseAcc(); imprecise < 32 && fp8 && isFloatKind(ir.ElementTypeOrSelf(dot.D().Type()), ir.F32) {
		return ir.OpError(op, "Cannot use F32 as the accumulator element type when the max_num_imprecise_acc is less than 32")
	}
	if a, isTensor := dot.A().Type().(*ir.RankedTensorType); isTensor {
		if enc, isDot := a.Encoding.(*ttg.DotOperandEncoding); isDot {
			if kWidth := 32 / ir.IntOrFloatBitWidth(a.Elem); enc.KWidth != kWidth {
				return ir.OpError(op, "in-register LHS operand must have a kWidth of %d but got %d", kWidth, enc.KWidth)
			}
		}
	}
	return nil
}

// mmaV5Kind is a tcgen05.mma instruction kind with the accumulator types it takes.
type mmaV5Kind struct {
	name string
	accs []ir.Type
}

// mmaV5KindOf returns the tcgen05.mma kind of operand element type t, false for types it
// does not take (Triton's getMMAv5DTypeKindAndAcc; i8 stands for fp4).
func mmaV5KindOf(ctx *ir.Context, t ir.Type) (mmaV5Kind, bool) {
	f16, f32 := ctx.FloatType(ir.F16), ctx.FloatType(ir.F32)
	switch {
	case isFloatKind(t, ir.F32):
		return mmaV5Kind{"tf32", []ir.Type{f32}}, true
	case isFloatKind(t, ir.F16):
		return mmaV5Kind{"f16", []ir.Type{f16, f32}}, true
	case isFloatKind(t, ir.BF16):
		return mmaV5Kind{"f16", []ir.Type{f32}}, true
	case isFloatKind(t, ir.F8E4M3FN), isFloatKind(t, ir.F8E5M2):
		return mmaV5Kind{"f8f6f4", []ir.Type{f16, f32}}, true
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 8 {
		return mmaV5Kind{"f8f6f4", []ir.Type{f16, f32}}, true
	}
	return mmaV5Kind{}, false
}

// verifyMMAv5ElementTypes checks the element types of ttng.tc_gen5_mma (Triton's
// verifyMMADType): both operands of one tcgen05 kind, and an accumulator that kind takes.
func verifyMMAv5ElementTypes(op *ir.Operation) error {
	mma, ok := AsTcGen5Mma(op)
	if !ok {
		return nil
	}
	a, b, d := ir.ElementTypeOrSelf(mma.A().Type()), ir.ElementTypeOrSelf(mma.B().Type()), ir.ElementTypeOrSelf(mma.D().Type())
	aKind, aOK := mmaV5KindOf(op.Context(), a)
	bKind, bOK := mmaV5KindOf(op.Context(), b)
	switch {
	case !aOK:
		return ir.OpError(op, "unsupported LHS operand dtype: '%s'", asm.TypeString(a))
	case !bOK:
		return ir.OpError(op, "unsupported RHS operand dtype: '%s'", asm.TypeString(b))
	case aKind.name != bKind.name:
		return ir.OpError(op, "LHS and RHS operand dtypes kinds don't match: LHS kind is %s but RHS kind is %s", aKind.name, bKind.name)
	}
	if slices.Contains(aKind.accs, d) && slices.Contains(bKind.accs, d) {
		return nil
	}
	accs := make([]string, len(aKind.accs))
	for i, t := range aKind.accs {
		accs[i] = "'" + asm.TypeString(t) + "'"
	}
	return ir.OpError(op, "unsupported accumulator dtype for operand types '%s' and '%s', accumulator dtype is '%s' but must be one of [%s]",
		asm.TypeString(a), asm.TypeString(b), asm.TypeString(d), strings.Join(accs, ", "))
}

func isFloatKind(t ir.Type, k ir.FloatKind) bool {
	f, ok := t.(*ir.FloatType)
	return ok && f.Kind == k
}
