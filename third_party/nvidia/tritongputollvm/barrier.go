package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// FenceAsyncSharedPattern is Triton's FenceAsyncSharedOpConversion: nvvm.fence.proxy of
// the async.shared proxy over the CTA's or the cluster's shared memory.
func FenceAsyncSharedPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	fence, ok := ttng.AsFenceAsyncShared(op)
	if !ok {
		return false, nil
	}
	space := "cta"
	if fence.BCluster() {
		space = "cluster"
	}
	nvvm.BuildFenceProxy(l.B, op.Loc(),
		ir.NamedAttribute{Name: "kind", Value: llvm.Enum(l.Ctx, "nvvm", "proxy_kind", "async.shared", false)},
		ir.NamedAttribute{Name: "space", Value: llvm.Enum(l.Ctx, "nvvm", "shared_space", space, false)})
	return true, nil
}

// firstThread emits the predicate that holds on the CTA's thread 0, which issues the
// mbarrier operations for all.
func firstThread(l *shared.Lowering, loc ir.Location) *ir.Value {
	return l.ICmp(loc, "eq", l.ThreadID(loc), l.I32(loc, 0))
}

// launchBarrierAsm emits one mbarrier instruction asm predicated on $0 with the barrier's
// address as $1.
func launchBarrierAsm(l *shared.Lowering, loc ir.Location, asm string, pred, addr *ir.Value) {
	var b PTXBuilder
	b.NewOperand(pred, "b")
	b.NewOperand(addr, "r")
	b.ExecRaw(asm)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
}

// InitBarrierPattern is Triton's InitBarrierOpConversion: thread 0 initialises the mbarrier
// with the op's arrival count.
func InitBarrierPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	init, ok := ttng.AsInitBarrier(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	count, _ := init.Count()
	addr := barrierAddress(l, loc, l.Remapped(init.Alloc()))
	launchBarrierAsm(l, loc, fmt.Sprintf("@$0 mbarrier.init.shared::cta.b64 [$1], %d;", count), firstThread(l, loc), addr)
	return true, nil
}

// InvalBarrierPattern is Triton's InvalBarrierOpConversion: thread 0 invalidates the
// mbarrier.
func InvalBarrierPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	inval, ok := ttng.AsInvalBarrier(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	addr := barrierAddress(l, loc, l.Remapped(inval.Alloc()))
	launchBarrierAsm(l, loc, "@$0 mbarrier.inval.shared::cta.b64 [$1];", firstThread(l, loc), addr)
	return true, nil
}

// BarrierExpectPattern is Triton's BarrierExpectConversion: thread 0, where the op's
// predicate holds, arrives on the mbarrier expecting the op's transaction bytes.
func BarrierExpectPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	expect, ok := ttng.AsBarrierExpect(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	size, _ := expect.Size()
	addr := barrierAddress(l, loc, l.Remapped(expect.Alloc()))
	pred := llvm.BuildAnd(l.B, loc, firstThread(l, loc), l.Remapped(expect.Pred())).Res()
	launchBarrierAsm(l, loc, fmt.Sprintf("@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], %d;", size), pred, addr)
	return true, nil
}

// waitLoopAsm is the spin loop on an mbarrier's phase parity: test_wait with a back-off
// before sm_90, try_wait from sm_90 on; a predicated wait skips the loop where $2 is false.
func waitLoopAsm(computeCapability int, predicated bool) string {
	test := "\tmbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\n"
	if computeCapability < 90 {
		test = "\tmbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\n\t@!complete nanosleep.u32 20;\n"
	}
	loop := "\t.reg .pred complete;\n\twaitLoop:\n" + test + "\t@!complete bra.uni waitLoop;\n"
	if predicated {
		return "\n{\n\t@!$2 bra.uni skipWait;\n" + loop + "\tskipWait:\n}\n"
	}
	return "\n{\n" + loop + "}\n"
}

// waitBarrierPattern is Triton's WaitBarrierOpConversion: every thread spins until the
// mbarrier completes the phase; a predicate that is not a non-zero constant guards the wait.
func (p *ConvertTritonGPUToLLVM) waitBarrierPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	wait, ok := ttng.AsWaitBarrier(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	addr := barrierAddress(l, loc, l.Remapped(wait.Alloc()))
	predicated := wait.Pred() != nil
	if predicated {
		if v, isConst := scf.ConstantIntValue(wait.Pred()); isConst && v != 0 {
			predicated = false
		}
	}
	var b PTXBuilder
	b.NewOperand(addr, "r")
	b.NewOperand(l.Remapped(wait.Phase()), "r")
	if predicated {
		b.NewOperand(l.Remapped(wait.Pred()), "b")
	}
	b.ExecRaw(waitLoopAsm(int(p.opts.ComputeCapability), predicated))
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
	return true, nil
}

// ArriveBarrierPattern is Triton's ArriveBarrierOpConversion: thread 0, where the op's
// predicate holds, arrives on the mbarrier count times. As in Triton, the asm takes the
// lowered memdesc itself as the barrier's address operand.
func ArriveBarrierPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	arrive, ok := ttng.AsArriveBarrier(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	count, _ := arrive.Count()
	asm := "@$0 mbarrier.arrive.shared::cta.b64 _, [$1]"
	if count > 1 {
		asm += fmt.Sprintf(", %d", count)
	}
	asm += ";"
	pred := firstThread(l, loc)
	if arrive.Pred() != nil {
		pred = llvm.BuildAnd(l.B, loc, pred, l.Remapped(arrive.Pred())).Res()
	}
	launchBarrierAsm(l, loc, asm, pred, l.Remapped(arrive.Alloc()))
	return true, nil
}

// AsyncCopyMbarrierArrivePattern is Triton's AsyncCopyMbarrierArriveOpConversion: an
// arrival on the mbarrier once the thread's cp.async copies complete, without counting as
// an arrival when the op says noIncrement.
func AsyncCopyMbarrierArrivePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	arrive, ok := ttng.AsAsyncCopyMbarrierArrive(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	cp := nvvm.BuildCpAsyncMbarrierArriveShared(l.B, loc, barrierAddress(l, loc, l.Remapped(arrive.Barrier())))
	if arrive.NoIncrement() {
		cp.SetNoinc(true)
	}
	return true, nil
}
