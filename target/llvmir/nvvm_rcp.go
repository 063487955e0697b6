package llvmir

import (
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// addNVVMRcpOps adds the translation of nvvm.rcp.approx.ftz.f, the approximate f32
// reciprocal llvm-optimize-for-nvvm-target divides f16 values with: a call of the intrinsic
// of the same name.
func addNVVMRcpOps(t map[string]opTranslation) {
	t[nvvm.RcpApproxFtzFOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsRcpApproxFtzF(op)
		args, err := ft.operands([]*ir.Value{v.Arg()})
		if err != nil {
			return err
		}
		_, err = ft.callIntrinsic(op, "llvm.nvvm.rcp.approx.ftz.f", args[0].Type(), args, v.Res(), nil)
		return err
	}
}
