package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// MulhiUIPattern is Triton's MulhiUIOpConversion: a call of libdevice's __nv_umulhi (or
// __nv_umul64hi for 64-bit operands) per register.
func MulhiUIPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	m, ok := tt.AsMulhiui(op)
	if !ok {
		return false, nil
	}
	elemT := m.Result().Type()
	if rt, ok := elemT.(*ir.RankedTensorType); ok {
		elemT = rt.Elem
	}
	name := "__nv_umulhi"
	if ir.IntOrFloatBitWidth(elemT) == 64 {
		name = "__nv_umul64hi"
	}
	l.ExternFunc(op, name, llvm.Function(l.Ctx, elemT, []ir.Type{elemT, elemT}, false))
	return true, l.Elementwise(op, func(loc ir.Location, t ir.Type, args []*ir.Value) *ir.Value {
		return l.Call(loc, name, t, args)
	})
}
