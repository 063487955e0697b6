package llvmir

import (
	"strconv"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// The nvvm synchronization ops of Hopper kernels (barriers with counts, proxy fences,
// mbarriers, register reallocation, asynchronous copies), with the intrinsics LLVM 22's NVVM
// translation picks for them.

// proxyFences are the intrinsics of nvvm.fence.proxy by proxy kind and, for async.shared,
// state space.
var proxyFences = map[string]string{
	"alias": "llvm.nvvm.fence.proxy.alias", "async": "llvm.nvvm.fence.proxy.async",
	"async.global":     "llvm.nvvm.fence.proxy.async_global",
	"async.shared cta": "llvm.nvvm.fence.proxy.async.shared_cta", "async.shared cluster": "llvm.nvvm.fence.proxy.async.shared_cluster",
}

// reduxKinds are the integer reductions of nvvm.redux.sync.
var reduxKinds = []string{"add", "and", "max", "min", "or", "umax", "umin", "xor"}

func addNVVMSyncOps(t map[string]opTranslation) {
	t[nvvm.BarrierOp{}.OpName()] = translateBarrier
	t[nvvm.FenceProxyOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsFenceProxy(op)
		key := enumValue(v.KindAttr())
		if key == "async.shared" {
			key += " " + enumValue(v.SpaceAttr())
		}
		name, ok := proxyFences[key]
		if !ok {
			return ir.OpError(op, "proxy fence %q has no intrinsic", key)
		}
		_, err := ft.callIntrinsic(op, name, types.Void, nil, nil, nil)
		return err
	}
	t[nvvm.FenceMbarrierInitOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		_, err := ft.callIntrinsic(op, "llvm.nvvm.fence.mbarrier_init.release.cluster", types.Void, nil, nil, nil)
		return err
	}
	t[nvvm.MbarrierInitOp{}.OpName()] = translateMbarrierInit
	t[nvvm.MbarrierArriveOp{}.OpName()] = translateMbarrierArrive
	t[nvvm.MbarrierArriveExpectTxOp{}.OpName()] = translateMbarrierExpectTx
	t[nvvm.ReduxSyncOp{}.OpName()] = translateRedux
	t[nvvm.SetmaxregisterOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsSetmaxregister(op)
		n, _ := v.RegCount()
		action := "inc"
		if enumValue(v.ActionAttr()) == "decrease" {
			action = "dec"
		}
		_, err := ft.callIntrinsic(op, "llvm.nvvm.setmaxnreg."+action+".sync.aligned.u32", types.Void, []value.Value{i32Const(n)}, nil, nil)
		return err
	}
	t[nvvm.CpAsyncSharedGlobalOp{}.OpName()] = translateCpAsync
}

// translateBarrier calls the CTA barrier of all threads or of a thread count.
func translateBarrier(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsBarrier(op)
	if v.ReductionPredicate() != nil || v.Res() != nil {
		return ir.OpError(op, "barriers with a reduction are not supported")
	}
	id := i32Const(0)
	if v.BarrierId() != nil {
		x, err := ft.value(v.BarrierId())
		if err != nil {
			return err
		}
		id = x
	}
	if v.NumberOfThreads() == nil {
		_, err := ft.callIntrinsic(op, "llvm.nvvm.barrier.cta.sync.aligned.all", types.Void, []value.Value{id}, nil, nil)
		return err
	}
	n, err := ft.value(v.NumberOfThreads())
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, "llvm.nvvm.barrier.cta.sync.aligned.count", types.Void, []value.Value{id, n}, nil, nil)
	return err
}

// mbarrierName returns an mbarrier intrinsic's name for a barrier address: `.shared` for
// shared memory, none for a generic pointer.
func mbarrierName(base string, addr value.Value) string {
	if p, ok := addr.Type().(*PointerType); ok && p.AddrSpace == 3 {
		return base + ".shared"
	}
	return base
}

func translateMbarrierInit(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsMbarrierInit(op)
	if v.Predicate() != nil {
		return ir.OpError(op, "predicated mbarrier.init has no intrinsic (MLIR lowers it to inline PTX)")
	}
	args, err := ft.operands([]*ir.Value{v.Addr(), v.Count()})
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, mbarrierName("llvm.nvvm.mbarrier.init", args[0]), types.Void, args, nil, nil)
	return err
}

func translateMbarrierArrive(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsMbarrierArrive(op)
	if v.Count() != nil || v.Relaxed() || enumValue(v.ScopeAttr()) != "cta" {
		return ir.OpError(op, "only the plain CTA-scoped mbarrier.arrive is supported")
	}
	addr, err := ft.value(v.Addr())
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, mbarrierName("llvm.nvvm.mbarrier.arrive", addr), types.I64, []value.Value{addr}, v.Res(), nil)
	return err
}

// translateMbarrierExpectTx calls the arrive-expect-tx intrinsic of the op's scope on a
// shared-memory barrier; the intrinsic returns the state even when the op has no result.
func translateMbarrierExpectTx(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsMbarrierArriveExpectTx(op)
	if v.Predicate() != nil || v.Relaxed() {
		return ir.OpError(op, "predicated or relaxed mbarrier.arrive.expect_tx is not supported")
	}
	args, err := ft.operands([]*ir.Value{v.Addr(), v.Txcount()})
	if err != nil {
		return err
	}
	if p, ok := args[0].Type().(*PointerType); !ok || p.AddrSpace != 3 {
		return ir.OpError(op, "only shared-memory barriers are supported")
	}
	name := "llvm.nvvm.mbarrier.arrive.expect.tx.scope." + enumValue(v.ScopeAttr()) + ".space.cta"
	_, err = ft.callIntrinsic(op, name, types.I64, args, v.Res(), nil)
	return err
}

func translateRedux(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsReduxSync(op)
	kind := enumValue(v.KindAttr())
	supported := false
	for _, k := range reduxKinds {
		supported = supported || k == kind
	}
	if !supported || v.Abs() || v.Nan() {
		return ir.OpError(op, "redux.sync %s has no supported intrinsic", kind)
	}
	args, err := ft.operands([]*ir.Value{v.Val(), v.MaskAndClamp()})
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, "llvm.nvvm.redux.sync."+kind, args[0].Type(), args, v.Res(), nil)
	return err
}

// translateCpAsync calls `llvm.nvvm.cp.async.{ca|cg}.shared.global.SIZE`, with `.s` and the
// source size when the op has one.
func translateCpAsync(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsCpAsyncSharedGlobal(op)
	args, err := ft.operands([]*ir.Value{v.Dst(), v.Src()})
	if err != nil {
		return err
	}
	size, _ := v.Size()
	modifier := enumValue(v.ModifierAttr())
	if modifier != "ca" && modifier != "cg" {
		return ir.OpError(op, "cache modifier %q has no cp.async intrinsic", modifier)
	}
	name := "llvm.nvvm.cp.async." + modifier + ".shared.global." + strconv.FormatInt(size, 10)
	if v.CpSize() != nil {
		n, err := ft.value(v.CpSize())
		if err != nil {
			return err
		}
		name += ".s"
		args = append(args, n)
	}
	_, err = ft.callIntrinsic(op, name, types.Void, args, nil, nil)
	return err
}

// rangeAttrs returns the call-site return attribute `range(i32 0, 128)` of a special
// register read with a range, or none.
func rangeAttrs(op *ir.Operation) []string {
	r, ok := op.Attr("range").(*llvm.ConstantRangeAttr)
	if !ok {
		return nil
	}
	it, ok := r.Type.(*ir.IntegerType)
	if !ok {
		return nil
	}
	return []string{"range(i" + strconv.Itoa(it.Width) + " " + strconv.FormatInt(r.Lower, 10) + ", " + strconv.FormatInt(r.Upper, 10) + ")"}
}
