package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// MMALowering is triton-nvidia-mma-lowering: a synchronous tcgen05 MMA becomes an
// asynchronous one that signals a fresh mbarrier the op then waits on, the shared memory
// scales of a scaled MMA are copied into tensor memory, and the tcgen05 commits that follow
// an MMA across pure ops become completion barriers of the MMA itself.
type MMALowering struct{}

// NewMMALowering returns the triton-nvidia-mma-lowering pass.
func NewMMALowering() pass.Pass { return &MMALowering{} }

// Name returns "TritonNvidiaGPUMMALoweringPass".
func (*MMALowering) Name() string { return "TritonNvidiaGPUMMALoweringPass" }

// Argument returns "triton-nvidia-mma-lowering".
func (*MMALowering) Argument() string { return "triton-nvidia-mma-lowering" }

// Description describes the pass.
func (*MMALowering) Description() string { return "lower ttng.tc_gen5_mma to async form" }

// OpName anchors the pass on builtin.module.
func (*MMALowering) OpName() string { return "builtin.module" }

// Run applies the lowering patterns with the greedy driver.
func (*MMALowering) Run(m *ir.Operation, _ *pass.Analyses) error {
	var ps []rewrite.Pattern
	for _, root := range []string{ttng.TcGen5MmaOp{}.OpName(), ttng.TcGen5MmaScaledOp{}.OpName()} {
		ps = append(ps, rewrite.NewPattern(root, 1, lowerSyncMMA), rewrite.NewPattern(root, 1, mergeCommitsIntoMMA))
	}
	ps = append(ps, rewrite.NewOpPattern(1, copyScalesToTensorMemory))
	rewrite.ApplyPatternsGreedily(m, rewrite.NewPatternSet(ps...), rewrite.DefaultGreedyConfig())
	return nil
}

// mmaV5 is a tcgen05 MMA, scaled or not (Triton's MMAv5OpInterface).
type mmaV5 struct {
	*ir.Operation
	isAsync      func() bool
	setIsAsync   func(bool)
	pred         func() *ir.Value
	barriers     func() []*ir.Value
	setBarriers  func([]*ir.Value)
	barrierPreds func() []*ir.Value
	setPreds     func([]*ir.Value)
}

func asMMAv5(op *ir.Operation) (mmaV5, bool) {
	if mma, ok := ttng.AsTcGen5Mma(op); ok {
		return mmaV5{op, mma.IsAsync, mma.SetIsAsync, mma.Pred, mma.Barriers, mma.SetBarriers, mma.BarrierPreds, mma.SetBarrierPreds}, true
	}
	if mma, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return mmaV5{op, mma.IsAsync, mma.SetIsAsync, mma.Pred, mma.Barriers, mma.SetBarriers, mma.BarrierPreds, mma.SetBarrierPreds}, true
	}
	return mmaV5{}, false
}

// addCompletionBarrier makes the MMA arrive on barrier when pred holds.
func (m mmaV5) addCompletionBarrier(barrier, pred *ir.Value) {
	m.setPreds(append(m.barrierPreds(), pred))
	m.setBarriers(append(m.barriers(), barrier))
}

// newBarrier allocates and initializes an mbarrier expecting one arrival.
func newBarrier(rw *rewrite.Rewriter, loc ir.Location) *ir.Value {
	ctx := rw.Ctx
	enc := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
	barrier := ttg.BuildLocalAlloc(rw, loc, ttg.MemDesc(ctx, []int64{1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil), nil).Result()
	ttng.BuildInitBarrier(rw, loc, barrier).SetCount(1)
	return barrier
}

// lowerSyncMMA makes a synchronous MMA asynchronous, completing on a new barrier it then
// waits for.
func lowerSyncMMA(op *ir.Operation, rw *rewrite.Rewriter) error {
	mma, ok := asMMAv5(op)
	if !ok || mma.isAsync() {
		return rewrite.ErrNoMatch
	}
	loc := op.Loc()
	barrier := newBarrier(rw, loc)
	rw.ModifyInPlace(op, func() {
		mma.addCompletionBarrier(barrier, intConstant(rw, loc, rw.Ctx.I1(), 1))
		mma.setIsAsync(true)
	})
	rw.Builder.SetInsertionPointAfter(op)
	phase := intConstant(rw, loc, rw.Ctx.I32(), 0)
	ttng.BuildWaitBarrier(rw, loc, barrier, phase, mma.pred(), nil)
	ttng.BuildInvalBarrier(rw, loc, barrier)
	return nil
}

// copyScalesToTensorMemory copies the scales of a scaled MMA that live in shared memory
// into tensor memory, spread over the MMA's rows (M for A's scales, N for B's).
func copyScalesToTensorMemory(op ttng.TcGen5MmaScaledOp, rw *rewrite.Rewriter) error {
	changed := false
	if scales := op.AScale(); inSharedMemory(scales) {
		rw.ModifyInPlace(op.Operation, func() { op.SetAScale(scalesInTensorMemory(rw, op.Loc(), scales, blockM(op))) })
		changed = true
	}
	if scales := op.BScale(); inSharedMemory(scales) {
		rw.ModifyInPlace(op.Operation, func() { op.SetBScale(scalesInTensorMemory(rw, op.Loc(), scales, blockN(op))) })
		changed = true
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

func inSharedMemory(v *ir.Value) bool {
	t, ok := v.Type().(*ttg.MemDescType)
	if !ok {
		return false
	}
	_, shared := t.MemorySpace.(*ttg.SharedMemorySpace)
	return shared
}

// scalesInTensorMemory allocates tensor memory of rows rows for the scales and copies them
// there.
func scalesInTensorMemory(rw *rewrite.Rewriter, loc ir.Location, scales *ir.Value, rows int64) *ir.Value {
	ctx := rw.Ctx
	t := scales.Type().(*ttg.MemDescType)
	n := int64(1)
	for _, d := range t.Dims {
		n *= d
	}
	split := []uint32{1, 1}
	if enc, err := layoutattr.ToEncoding(t.Encoding); err == nil {
		split = enc.CTALayout().CTASplitNum(len(t.Dims))
	}
	enc := ttng.TensorMemoryScalesEncodingAttr(ctx, int(split[0]), int(split[1]))
	tmemType := ttg.MemDesc(ctx, []int64{rows, n / rows}, t.Elem, enc, ttng.TensorMemory(ctx), true, nil)
	alloc := ttng.BuildTmemAlloc(rw, loc, tmemType, nil, nil)
	ttng.BuildTmemCopy(rw, loc, scales, alloc.ResultResult(), nil)
	return alloc.ResultResult()
}

// e2m1 is the ScaleDotElemType of fp4 operands, packed two to a byte.
const e2m1 = 4

// blockM is the M of a scaled MMA, doubled for transposed fp4 A.
func blockM(op ttng.TcGen5MmaScaledOp) int64 {
	t := op.A().Type().(*ttg.MemDescType)
	m := t.Dims[len(t.Dims)-2]
	nvmma, ok := t.Encoding.(*ttg.NVMMASharedEncoding)
	if kind, _ := op.AType(); kind == e2m1 && ok && nvmma.Transposed {
		m *= 2
	}
	return m
}

// blockN is the N of a scaled MMA, doubled for fp4 B that is not transposed.
func blockN(op ttng.TcGen5MmaScaledOp) int64 {
	t := op.B().Type().(*ttg.MemDescType)
	n := t.Dims[len(t.Dims)-1]
	nvmma, ok := t.Encoding.(*ttg.NVMMASharedEncoding)
	if kind, _ := op.BType(); kind == e2m1 && ok && !nvmma.Transposed {
		n *= 2
	}
	return n
}

// isPure reports whether op is speculatable and free of memory effects (MLIR's isPure).
func isPure(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	return known && effects == 0 && ir.IsSpeculatable(op)
}

func isConstantTrue(v *ir.Value) bool {
	if v == nil || v.DefiningOp() == nil {
		return false
	}
	c, ok := arith.AsConstant(v.DefiningOp())
	if !ok {
		return false
	}
	b, ok := c.ValueAttr().(*ir.IntegerAttr)
	return ok && b.Type == v.DefiningOp().Context().I1() && b.Value != 0
}

// mergeCommitsIntoMMA turns the tcgen05 commits that follow op across pure ops, under op's
// predicate or with op always running, into completion barriers of op.
func mergeCommitsIntoMMA(op *ir.Operation, rw *rewrite.Rewriter) error {
	mma, ok := asMMAv5(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	pred := mma.pred()
	var commits []ttng.TcGen5CommitOp
	for next := op.Next(); next != nil; next = next.Next() {
		if commit, ok := ttng.AsTcGen5Commit(next); ok {
			if isConstantTrue(pred) || pred == commit.Pred() {
				commits = append(commits, commit)
			}
		} else if !isPure(next) {
			break
		}
	}
	if len(commits) == 0 {
		return rewrite.ErrNoMatch
	}
	for _, commit := range commits {
		commitPred := commit.Pred()
		if commitPred == nil {
			commitPred = intConstant(rw, op.Loc(), rw.Ctx.I1(), 1)
		}
		if !moveDefiningOpsBefore(commit.Barrier(), op) || !moveDefiningOpsBefore(commitPred, op) {
			continue
		}
		rw.ModifyInPlace(op, func() { mma.addCompletionBarrier(commit.Barrier(), commitPred) })
		rw.EraseOp(commit.Operation)
	}
	return nil
}

// moveDefiningOpsBefore moves the pure ops after target in its block that val depends on
// before target; false, moving nothing, when one of them is not pure.
func moveDefiningOpsBefore(val *ir.Value, target *ir.Operation) bool {
	var toMove []*ir.Operation
	var collect func(v *ir.Value) bool
	collect = func(v *ir.Value) bool {
		def := v.DefiningOp()
		if def == nil || def.Block() != target.Block() || !target.IsBeforeInBlock(def) {
			return true
		}
		if !isPure(def) {
			return false
		}
		for _, operand := range def.Operands() {
			if !collect(operand) {
				return false
			}
		}
		for _, o := range toMove {
			if o == def {
				return true
			}
		}
		toMove = append(toMove, def)
		return true
	}
	if !collect(val) {
		return false
	}
	for _, op := range toMove {
		op.MoveBefore(target)
	}
	return true
}
