package llvmir

import (
	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// addNVVMCpAsyncMbarrierOps adds the translation of the arrivals on an mbarrier when the
// thread's cp.async copies complete: nvvm.cp.async.mbarrier.arrive (the intrinsic's .shared
// form for a shared-memory barrier, as MLIR 22 picks it) and the .shared op of the MLIR that
// Triton 3.6 builds with; noinc selects the intrinsic that does not count as an arrival.
func addNVVMCpAsyncMbarrierOps(t map[string]opTranslation) {
	t[nvvm.CpAsyncMbarrierArriveOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsCpAsyncMbarrierArrive(op)
		return translateCpAsyncMbarrierArrive(ft, op, v.Addr(), v.Noinc())
	}
	t[nvvm.CpAsyncMbarrierArriveSharedOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsCpAsyncMbarrierArriveShared(op)
		return translateCpAsyncMbarrierArrive(ft, op, v.Addr(), v.Noinc())
	}
}

// translateCpAsyncMbarrierArrive calls llvm.nvvm.cp.async.mbarrier.arrive[.noinc][.shared]
// on addr, .shared when addr points to shared memory.
func translateCpAsyncMbarrierArrive(ft *functionTranslation, op *ir.Operation, addr *ir.Value, noinc bool) error {
	args, err := ft.operands([]*ir.Value{addr})
	if err != nil {
		return err
	}
	name := "llvm.nvvm.cp.async.mbarrier.arrive"
	if noinc {
		name += ".noinc"
	}
	_, err = ft.callIntrinsic(op, mbarrierName(name, args[0]), types.Void, args, nil, nil)
	return err
}
