package ttng

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// DotOperands returns the A and B operands of a dot op (the ops implementing Triton's
// DotOpInterface: tt.dot, tt.dot_scaled, ttng.warp_group_dot, ttng.tc_gen5_mma and
// ttng.tc_gen5_mma_scaled); ok is false when op is none of them.
func DotOperands(op *ir.Operation) (a, b *ir.Value, ok bool) {
	if d, ok := tt.AsDot(op); ok {
		return d.A(), d.B(), true
	}
	if d, ok := tt.AsDotScaled(op); ok {
		return d.A(), d.B(), true
	}
	if d, ok := AsWarpGroupDot(op); ok {
		return d.A(), d.B(), true
	}
	if d, ok := AsTcGen5Mma(op); ok {
		return d.A(), d.B(), true
	}
	if d, ok := AsTcGen5MmaScaled(op); ok {
		return d.A(), d.B(), true
	}
	return nil, nil, false
}

// IsDotOp reports whether op implements Triton's DotOpInterface (see DotOperands).
func IsDotOp(op *ir.Operation) bool {
	_, _, ok := DotOperands(op)
	return ok
}
