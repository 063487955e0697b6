package llvmir

import (
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// addNVVMWarpSyncOps adds the translation of nvvm.bar.warp.sync, the barrier of the lanes of
// a mask, to llvm.nvvm.bar.warp.sync as LLVM 22's NVVM translation emits it.
func addNVVMWarpSyncOps(t map[string]opTranslation) {
	t[nvvm.BarWarpSyncOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsBarWarpSync(op)
		mask, err := ft.value(v.Mask())
		if err != nil {
			return err
		}
		_, err = ft.callIntrinsic(op, "llvm.nvvm.bar.warp.sync", types.Void, []value.Value{mask}, nil, nil)
		return err
	}
}
