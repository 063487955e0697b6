package llvmir

import (
	"strconv"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// specialRegisters are the nvvm.read.ptx.sreg.* ops; each reads the intrinsic named
// `llvm.` and its op name.
var specialRegisters = []string{
	nvvm.ReadPtxSregTidXOp{}.OpName(), nvvm.ReadPtxSregTidYOp{}.OpName(), nvvm.ReadPtxSregTidZOp{}.OpName(),
	nvvm.ReadPtxSregNtidXOp{}.OpName(), nvvm.ReadPtxSregNtidYOp{}.OpName(), nvvm.ReadPtxSregNtidZOp{}.OpName(),
	nvvm.ReadPtxSregCtaidXOp{}.OpName(), nvvm.ReadPtxSregCtaidYOp{}.OpName(), nvvm.ReadPtxSregCtaidZOp{}.OpName(),
	nvvm.ReadPtxSregNctaidXOp{}.OpName(), nvvm.ReadPtxSregNctaidYOp{}.OpName(), nvvm.ReadPtxSregNctaidZOp{}.OpName(),
	nvvm.ReadPtxSregLaneidOp{}.OpName(), nvvm.ReadPtxSregWarpidOp{}.OpName(), nvvm.ReadPtxSregNwarpidOp{}.OpName(),
	nvvm.ReadPtxSregWarpsizeOp{}.OpName(), nvvm.ReadPtxSregSmidOp{}.OpName(), nvvm.ReadPtxSregNsmidOp{}.OpName(),
	nvvm.ReadPtxSregGrididOp{}.OpName(),
	nvvm.ReadPtxSregClusteridXOp{}.OpName(), nvvm.ReadPtxSregClusteridYOp{}.OpName(), nvvm.ReadPtxSregClusteridZOp{}.OpName(),
	nvvm.ReadPtxSregNclusteridXOp{}.OpName(), nvvm.ReadPtxSregNclusteridYOp{}.OpName(), nvvm.ReadPtxSregNclusteridZOp{}.OpName(),
	nvvm.ReadPtxSregClusterCtaidXOp{}.OpName(), nvvm.ReadPtxSregClusterCtaidYOp{}.OpName(), nvvm.ReadPtxSregClusterCtaidZOp{}.OpName(),
	nvvm.ReadPtxSregClusterNctaidXOp{}.OpName(), nvvm.ReadPtxSregClusterNctaidYOp{}.OpName(), nvvm.ReadPtxSregClusterNctaidZOp{}.OpName(),
	nvvm.ReadPtxSregClusterCtarankOp{}.OpName(), nvvm.ReadPtxSregClusterNctarankOp{}.OpName(),
	nvvm.ReadPtxSregClockOp{}.OpName(), nvvm.ReadPtxSregClock64Op{}.OpName(), nvvm.ReadPtxSregGlobaltimerOp{}.OpName(),
	nvvm.ReadPtxSregLanemaskEqOp{}.OpName(), nvvm.ReadPtxSregLanemaskLeOp{}.OpName(), nvvm.ReadPtxSregLanemaskLtOp{}.OpName(),
	nvvm.ReadPtxSregLanemaskGeOp{}.OpName(), nvvm.ReadPtxSregLanemaskGtOp{}.OpName(),
}

// noOperandIntrinsics are the nvvm ops that call an intrinsic without operands.
var noOperandIntrinsics = [][2]string{
	{nvvm.CpAsyncCommitGroupOp{}.OpName(), "llvm.nvvm.cp.async.commit.group"},
	{nvvm.WgmmaFenceAlignedOp{}.OpName(), "llvm.nvvm.wgmma.fence.sync.aligned"},
	{nvvm.WgmmaCommitGroupSyncAlignedOp{}.OpName(), "llvm.nvvm.wgmma.commit_group.sync.aligned"},
	{nvvm.CpAsyncBulkCommitGroupOp{}.OpName(), "llvm.nvvm.cp.async.bulk.commit.group"},
	{nvvm.ExitOp{}.OpName(), "llvm.nvvm.exit"},
	{nvvm.FenceScClusterOp{}.OpName(), "llvm.nvvm.fence.sc.cluster"},
}

func i32Const(v int64) value.Value { return constant.NewInt(types.I32, v) }

func addNVVMOps(t map[string]opTranslation) {
	for _, name := range specialRegisters {
		t[name] = func(ft *functionTranslation, op *ir.Operation) error {
			var result *ir.Value
			for _, r := range op.Results() {
				result = r
			}
			ret, err := ft.resultType(op, result)
			if err != nil {
				return err
			}
			call, err := ft.callIntrinsic(op, "llvm."+name, ret, nil, result, nil)
			if err == nil {
				call.RetAttrs = rangeAttrs(op)
			}
			return err
		}
	}
	for _, e := range noOperandIntrinsics {
		t[e[0]] = func(ft *functionTranslation, op *ir.Operation) error {
			_, err := ft.callIntrinsic(op, e[1], types.Void, nil, nil, nil)
			return err
		}
	}
	t[nvvm.Barrier0Op{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		_, err := ft.callIntrinsic(op, "llvm.nvvm.barrier.cta.sync.aligned.all", types.Void, []value.Value{i32Const(0)}, nil, nil)
		return err
	}
	t[nvvm.CpAsyncWaitGroupOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsCpAsyncWaitGroup(op)
		n, _ := v.N()
		_, err := ft.callIntrinsic(op, "llvm.nvvm.cp.async.wait.group", types.Void, []value.Value{i32Const(n)}, nil, nil)
		return err
	}
	t[nvvm.WgmmaWaitGroupSyncAlignedOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsWgmmaWaitGroupSyncAligned(op)
		n, _ := v.Group()
		_, err := ft.callIntrinsic(op, "llvm.nvvm.wgmma.wait_group.sync.aligned", types.Void,
			[]value.Value{constant.NewInt(types.I64, n)}, nil, nil)
		return err
	}
	t[nvvm.CpAsyncBulkWaitGroupOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := nvvm.AsCpAsyncBulkWaitGroup(op)
		n, _ := v.Group()
		name := "llvm.nvvm.cp.async.bulk.wait.group"
		if v.Read() {
			name += ".read"
		}
		_, err := ft.callIntrinsic(op, name, types.Void, []value.Value{i32Const(n)}, nil, nil)
		return err
	}
	t[nvvm.ShflSyncOp{}.OpName()] = translateShfl
	t[nvvm.VoteSyncOp{}.OpName()] = translateVote
	t[nvvm.ElectSyncOp{}.OpName()] = translateElect
	t[nvvm.LdmatrixOp{}.OpName()] = translateLdmatrix
	t[nvvm.StmatrixOp{}.OpName()] = translateStmatrix
	t[nvvm.ClusterArriveOp{}.OpName()] = clusterBarrier(func(op *ir.Operation) bool { v, _ := nvvm.AsClusterArrive(op); return v.Aligned() }, "llvm.nvvm.barrier.cluster.arrive")
	t[nvvm.ClusterArriveRelaxedOp{}.OpName()] = clusterBarrier(func(op *ir.Operation) bool { v, _ := nvvm.AsClusterArriveRelaxed(op); return v.Aligned() }, "llvm.nvvm.barrier.cluster.arrive.relaxed")
	t[nvvm.ClusterWaitOp{}.OpName()] = clusterBarrier(func(op *ir.Operation) bool { v, _ := nvvm.AsClusterWait(op); return v.Aligned() }, "llvm.nvvm.barrier.cluster.wait")
}

// clusterBarrier returns the translation of a cluster barrier op, `.aligned` when it is.
func clusterBarrier(aligned func(*ir.Operation) bool, name string) opTranslation {
	return func(ft *functionTranslation, op *ir.Operation) error {
		full := name
		if aligned(op) {
			full += ".aligned"
		}
		_, err := ft.callIntrinsic(op, full, types.Void, nil, nil, nil)
		return err
	}
}

// enumValue returns the value of an nvvm enum attribute.
func enumValue(a ir.Attribute) string {
	if e, ok := a.(*llvm.EnumAttr); ok {
		return e.Value
	}
	return ""
}

func translateShfl(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsShflSync(op)
	args, err := ft.operands([]*ir.Value{v.ThreadMask(), v.Val(), v.Offset(), v.MaskAndClamp()})
	if err != nil {
		return err
	}
	suffix := "i32"
	if args[1].Type().Equal(types.Float) {
		suffix = "f32"
	}
	name := "llvm.nvvm.shfl.sync." + enumValue(v.KindAttr()) + "." + suffix
	ret := args[1].Type()
	if v.ReturnValueAndIsValid() {
		name += "p"
		if ret, err = ft.convertType(op, v.Res().Type()); err != nil {
			return err
		}
	}
	_, err = ft.callIntrinsic(op, name, ret, args, v.Res(), nil)
	return err
}

func translateVote(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsVoteSync(op)
	args, err := ft.operands([]*ir.Value{v.Mask(), v.Pred()})
	if err != nil {
		return err
	}
	ret, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, "llvm.nvvm.vote."+enumValue(v.KindAttr())+".sync", ret, args, v.Res(), nil)
	return err
}

// translateElect calls llvm.nvvm.elect.sync, which returns the elected lane and the
// predicate, and takes the predicate.
func translateElect(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsElectSync(op)
	mask := i32Const(-1)
	if v.Membermask() != nil {
		m, err := ft.value(v.Membermask())
		if err != nil {
			return err
		}
		mask = m
	}
	call, err := ft.callIntrinsic(op, "llvm.nvvm.elect.sync", types.NewStruct(types.I32, types.I1), []value.Value{mask}, nil, nil)
	if err != nil {
		return err
	}
	ft.emit(llir.NewExtractValue(call, 1), v.Pred())
	return nil
}

// matrixName returns the ldmatrix/stmatrix intrinsic name for an m8n8 b16 shape, or false.
func matrixName(kind string, shape, elt, layout ir.Attribute, num int, ptr value.Value) (string, bool) {
	if enumValue(shape) != "m = 8, n = 8" || enumValue(elt) != "b16" {
		return "", false
	}
	name := "llvm.nvvm." + kind + ".sync.aligned.m8n8.x" + strconv.Itoa(num)
	if enumValue(layout) == "col" {
		name += ".trans"
	}
	return name + ".b16." + mangleType(ptr.Type()), true
}

func translateLdmatrix(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsLdmatrix(op)
	ptr, err := ft.value(v.Ptr())
	if err != nil {
		return err
	}
	num, _ := v.Num()
	name, ok := matrixName("ldmatrix", v.ShapeAttr(), v.EltTypeAttr(), v.LayoutAttr(), int(num), ptr)
	if !ok {
		return ir.OpError(op, "only m8n8 b16 ldmatrix translates to LLVM IR")
	}
	ret, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	_, err = ft.callIntrinsic(op, name, ret, []value.Value{ptr}, v.Res(), nil)
	return err
}

func translateStmatrix(ft *functionTranslation, op *ir.Operation) error {
	v, _ := nvvm.AsStmatrix(op)
	ptr, err := ft.value(v.Ptr())
	if err != nil {
		return err
	}
	sources, err := ft.operands(v.Sources())
	if err != nil {
		return err
	}
	name, ok := matrixName("stmatrix", v.ShapeAttr(), v.EltTypeAttr(), v.LayoutAttr(), len(sources), ptr)
	if !ok {
		return ir.OpError(op, "only m8n8 b16 stmatrix translates to LLVM IR")
	}
	_, err = ft.callIntrinsic(op, name, types.Void, append([]value.Value{ptr}, sources...), nil, nil)
	return err
}
