package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// ReturnPattern is Triton's ReturnOpConversion: tt.return becomes llvm.return. A kernel
// returns nothing; a device function returns its sole value, or its values packed into the
// struct its lowered signature returns.
func ReturnPattern(op *ir.Operation, l *Lowering) (bool, error) {
	ret, ok := tt.AsReturn(op)
	if !ok {
		return false, nil
	}
	fn := l.enclosingFunc()
	if fn.Operation == nil {
		return true, ir.OpError(op, "tt.return outside a lowered function")
	}
	srcs := l.remapAll(ret.Srcs())
	if fn.Operation.Attr("nvvm.kernel") != nil {
		if len(srcs) != 0 {
			return true, ir.OpError(op, "kernel functions do not support return with operands")
		}
		llvm.BuildReturn(l.B, op.Loc(), nil, op.Attrs()...)
		return true, nil
	}
	var value *ir.Value
	switch len(srcs) {
	case 0:
	case 1:
		value = srcs[0]
	default:
		ta, _ := fn.FunctionTypeAttr().(*ir.TypeAttr)
		ft, _ := ta.Type.(*llvm.FunctionType)
		value = l.Pack(op.Loc(), srcs, ft.Result)
	}
	llvm.BuildReturn(l.B, op.Loc(), value, op.Attrs()...)
	return true, nil
}
