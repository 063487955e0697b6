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
		case 32:
		case 64:
			name = m.f64
		default:
			return true, ir.OpError(op, "lowering %s of %d-bit floats is not supported yet", op.Name(), ir.IntOrFloatBitWidth(elemT))
		}
		l.LibdeviceFunc(op, name, llvm.Function(l.Ctx, elemT, []ir.Type{elemT}, false))
		return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
			return l.Call(loc, name, t, args)
		})
	}
	return false, nil
}
