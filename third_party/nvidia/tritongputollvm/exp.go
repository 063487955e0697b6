package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/ir"
)

// log2e is log2(e), by which exp's argument is scaled for ex2.
const log2e = 1.4426950408889634

// ExpPattern is Triton's ExpOpConversionApprox: exp(x) of f32 as the approximate
// ex2(x * log2 e); other widths go to libdevice.
func ExpPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	e, ok := math.AsExp(op)
	if !ok {
		return false, nil
	}
	elemT := e.Result().Type()
	if rt, ok := elemT.(*ir.RankedTensorType); ok {
		elemT = rt.Elem
	}
	if ir.IntOrFloatBitWidth(elemT) != 32 {
		// Other widths call libdevice (LibdevicePattern).
		return false, nil
	}
	f32 := l.Ctx.F32()
	return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		scale := llvm.BuildMlirConstant(l.B, loc, f32, ir.NamedAttribute{Name: "value", Value: l.Ctx.FloatAttr(f32, log2e)}).Res()
		prod := llvm.BuildFmul(l.B, loc, args[0], scale).Res()
		return Intrinsic(l, loc, "llvm.nvvm.ex2.approx.f", args[0].Type(), []*ir.Value{prod})
	})
}
