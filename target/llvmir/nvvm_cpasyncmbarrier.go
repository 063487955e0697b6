package llvmir

import (
	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// addNVVMCpAsyncMbarrierOps adds the translation of nvvm.cp.async.mbarrier.arrive.shared:
// llvm.nvvm.cp.async.mbarrier.arrive[.noinc].shared on the barrier's address.
func addNVVMCpAsyncMbarrierOps(t map[string]opTranslation) {
	t[nvvm.CpAsyncMbarrierArriveSharedOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsCpAsyncMbarrierArriveShared(op)
		args, err := ft.operands([]*ir.Value{v.Addr()})
		if err != nil {
			return err
		}
		name := "llvm.nvvm.cp.async.mbarrier.arrive.shared"
		if v.Noinc() {
			name = "llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared"
		}
		_, err = ft.callIntrinsic(op, name, types.Void, args, nil, nil)
		return err
	}
}
