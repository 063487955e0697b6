package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/ir"
)

// libdeviceOps maps the math ops that MLIR's GPU-to-NVVM patterns lower to libdevice calls,
// with the f32 and f64 function names.
var libdeviceOps = []struct {
	is       func(*ir.Operation) bool
	f32, f64 string
}{
	{isOp[math.SqrtOp], "__nv_sqrtf", "__nv_sqrt"},
	{isOp[math.CeilOp], "__nv_ceilf", "__nv_ceil"},
	{isOp[math.CosOp], "__nv_cosf", "__nv_cos"},
	{isOp[math.ErfOp], "__nv_erff", "__nv_erf"},
	{isOp[math.ExpOp], "__nv_expf", "__nv_exp"},
	{isOp[math.Exp2Op], "__nv_exp2f", "__nv_exp2"},
	{isOp[math.FloorOp], "__nv_floorf", "__nv_floor"},
	{isOp[math.LogOp], "__nv_logf", "__nv_log"},
	{isOp[math.Log2Op], "__nv_log2f", "__nv_log2"},
	{isOp[math.RsqrtOp], "__nv_rsqrtf", "__nv_rsqrt"},
	{isOp[math.SinOp], "__nv_sinf", "__nv_sin"},
}

// LibdevicePattern lowers the math ops of libdeviceOps to calls of libdevice, per register.
func LibdevicePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	for _, m := range libdeviceOps {
		if !m.is(op) {
			continue
		}
		result, err := shared.SoleResult(op)
		if err != nil {
			return true, err
		}
		elemT := result.Type()
		if rt, ok := elemT.(*ir.RankedTensorType); ok {
			elemT = rt.Elem
		}
		name := m.f32
		switch ir.IntOrFloatBitWidth(elemT) {
		case 16, 32:
		case 64:
			name = m.f64
		default:
			return true, ir.OpError(op, "lowering %s of %d-bit floats is not supported yet", op.Name(), ir.IntOrFloatBitWidth(elemT))
		}
		f32 := l.Ctx.F32()
		// MLIR's libdevice lowering computes f16 and bf16 in f32.
		callT := elemT
		if ir.IntOrFloatBitWidth(elemT) == 16 {
			callT = f32
		}
		l.LibdeviceFunc(op, name, llvm.Function(l.Ctx, callT, []ir.Type{callT}, false))
		return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			if callT == t {
				return l.Call(loc, name, t, args)
			}
			wide := llvm.BuildFpext(l.B, loc, f32, args[0]).Res()
			return llvm.BuildFptrunc(l.B, loc, t, l.Call(loc, name, f32, []*ir.Value{wide})).Res()
		})
	}
	return false, nil
}
