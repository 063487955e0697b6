package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// lowerMMAs is Triton's function of the same name: every MMAv5 op of the loop with a self
// latency becomes asynchronous (lowerMMA).
func lowerMMAs(forOp scf.ForOp, s *coarseSchedule) (scf.ForOp, error) {
	var mmas []mmaV5
	forOp.Walk(func(op *ir.Operation) ir.WalkResult {
		if m, ok := asMMAv5(op); ok {
			mmas = append(mmas, m)
		}
		return ir.WalkAdvance
	})
	for _, m := range mmas {
		var err error
		if forOp, err = lowerMMA(m, forOp, s); err != nil {
			return forOp, err
		}
	}
	return forOp, nil
}

// lowerMMA is Triton's function of the same name: the MMA signals an mbarrier from a ring of
// them when it completes and a wait_barrier waits for it, self-latency stages later or before
// the first read of its accumulator or, when its operands cannot be pipelined, of them. The
// loop carries the barrier phase and index; when the accumulator's uses span stages, the
// tensor memory is multi-buffered too, with a buffer index carried by the loop.
func lowerMMA(m mmaV5, forOp scf.ForOp, s *coarseSchedule) (scf.ForOp, error) {
	alloc, ok := ttng.AsTmemAlloc(m.acc.DefiningOp())
	if !ok {
		return forOp, nil
	}
	selfLatency, _ := intAttr(m.op, selfLatencyAttr)
	m.op.RemoveAttr(selfLatencyAttr)
	if selfLatency == 0 || !s.has(m.op) {
		return forOp, nil
	}
	first, last := tmemUseStageBounds(alloc, forOp, s)
	tmemStages := s.ops[last].stage - s.ops[first].stage
	firstCluster, lastCluster := s.ops[first].cluster, s.ops[last].cluster
	if firstCluster.id < lastCluster.id || (firstCluster == lastCluster && first.IsBeforeInBlock(last)) {
		tmemStages++
	}
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPoint(forOp.Operation)
	loc := forOp.Loc()
	minusOne := constantI32(b, loc, -1)
	zero := constantI32(b, loc, 0)
	inits := []*ir.Value{zero, zero}
	if tmemStages > 1 {
		inits = append(inits, minusOne)
	}
	firstArg := body(forOp).NumArguments()
	forOp = addIterArgsToLoop(forOp, inits)
	args := body(forOp).Arguments()[firstArg:]
	yield := body(forOp).Terminator()
	yield.SetOperands(append(yield.Operands(), args...))
	phase, barrierIdx := args[0], args[1]
	if err := createBarrierAndWaitOps(forOp, s, m, selfLatency, alloc, phase, barrierIdx); err != nil {
		return forOp, err
	}
	if tmemStages > 1 {
		if err := multibufferTensorMemory(forOp, s, alloc, args[2], firstArg-1+2, tmemStages); err != nil {
			return forOp, err
		}
	}
	return forOp, nil
}

// tmemUseStageBounds is Triton's getTmemUseStageBoundOps: of the loop's top-level ops that use
// the tensor memory alloc, the first and the last the pipelined loop runs.
func tmemUseStageBounds(alloc ttng.TmemAllocOp, forOp scf.ForOp, s *coarseSchedule) (first, last *ir.Operation) {
	for _, user := range alloc.ResultResult().Users() {
		if !insideLoop(forOp, user) {
			continue
		}
		top := ancestorInBlock(body(forOp), user)
		if !s.has(top) {
			continue
		}
		if first == nil {
			first, last = top, top
		}
		if s.runsBefore(top, first) {
			first = top
		}
		if s.runsBefore(last, top) {
			last = top
		}
	}
	return first, last
}

// createBarrierAndWaitOps is Triton's function of the same name for the lowering of one MMA.
func createBarrierAndWaitOps(forOp scf.ForOp, s *coarseSchedule, m mmaV5, selfLatency int, alloc ttng.TmemAllocOp, phase, barrierIdx *ir.Value) error {
	mmaPlace := s.ops[m.op]
	toBePipelined := func(op *ir.Operation) bool { return mmaPlace.stage > s.ops[op].stage }
	var latestSync *ir.Operation
	for _, user := range alloc.ResultResult().Users() {
		if isOp[ttng.TmemLoadOp](user) && user.Block() == m.op.Block() && s.has(user) {
			if latestSync == nil || s.runsBefore(user, latestSync) {
				latestSync = user
			}
		}
	}
	operands := analyseMMAOperands(m, forOp, toBePipelined)
	var defs []*ir.Operation
	for _, def := range operands.unpipelineableDefs {
		if store := hoistBufferOutOfLoop(forOp, def, s); store != nil {
			def = store
		}
		defs = append(defs, def)
	}
	// A hoisted operand buffer replaced its alloc among the MMA's operands.
	m, _ = asMMAv5(m.op)
	if !operands.pipelineable && operands.determined {
		for _, def := range defs {
			if !s.has(def) {
				continue
			}
			if latestSync == nil || s.runsBefore(def, latestSync) {
				latestSync = def
			}
		}
	}
	waitPlace := stageCluster{mmaPlace.stage + selfLatency, mmaPlace.cluster}
	if latestSync != nil && operands.determined {
		if s.runsBefore(latestSync, m.op) {
			waitPlace.stage = mmaPlace.stage + 1
		} else {
			waitPlace.stage = s.ops[latestSync].stage
		}
		waitPlace.cluster = s.clusters.newBefore(s.splitClusterBefore(latestSync, forOp))
	}
	numStages := waitPlace.stage - mmaPlace.stage + 1

	b := newStageBuilder(m.op, s)
	loc := m.op.Loc()
	barriers := createBarrierAlloc(forOp.Operation, numStages)
	vTrue := constantBool(b, loc, true)
	zero := constantI32(b, forOp.Loc(), 0)
	if numStages <= 1 {
		barrierIdx = zero
	}
	one := constantI32(b, forOp.Loc(), 1)
	numStagesValue := constantI32(b, forOp.Loc(), numStages)
	barrier := singleBufferView(b, barriers, barrierIdx)
	m.addCompletionBarrier(barrier, vTrue)
	m.setAsync()
	waitBuffers := []*ir.Value{m.a, m.b}
	if m.aScale != nil {
		waitBuffers = append(waitBuffers, m.aScale, m.bScale)
	}
	b.SetInsertionPointAfter(m.op)
	b.setPlace(waitPlace)
	ttng.BuildWaitBarrier(b, loc, barrier, phase, nil, waitBuffers)
	for _, user := range alloc.ResultResult().Users() {
		if !isOp[ttng.TmemLoadOp](user) || user.Block() == m.op.Block() {
			continue
		}
		top := ancestorInBlock(body(forOp), user)
		if top == nil {
			continue
		}
		if place, ok := s.ops[top]; ok && place.stage < waitPlace.stage {
			b.setPlace(place)
			b.SetInsertionPoint(user)
			ttng.BuildWaitBarrier(b, loc, barrier, phase, nil, waitBuffers)
		}
	}
	b.setPlace(mmaPlace)
	yield := body(forOp).Terminator()
	b.SetInsertionPoint(yield)
	newPhase := arith.BuildXOrI(b, loc, phase, one).Result()
	newBarrierIdx := barrierIdx
	if numStages > 1 {
		var wrapped *ir.Value
		newBarrierIdx, wrapped = incrementModulo(b, loc, barrierIdx, numStagesValue, zero, one)
		newPhase = arith.BuildSelect(b, loc, phase.Type(), wrapped, newPhase, phase).Result()
	}
	replaceOperandsOf(yield, phase, newPhase)
	replaceOperandsOf(yield, barrierIdx, newBarrierIdx)
	return nil
}

// replaceOperandsOf makes op use to wherever it uses from.
func replaceOperandsOf(op *ir.Operation, from, to *ir.Value) {
	for i, v := range op.Operands() {
		if v == from {
			op.SetOperand(i, to)
		}
	}
}

// splitClusterBefore is Triton's CoarseSchedule::splitClusterBefore: the ops of op's cluster
// that come before it in the body move to a new cluster just before it; it returns op's
// cluster.
func (s *coarseSchedule) splitClusterBefore(op *ir.Operation, forOp scf.ForOp) *cluster {
	c := s.ops[op].cluster
	var split *cluster
	for _, o := range bodyOps(forOp) {
		if o == op {
			break
		}
		place, ok := s.ops[o]
		if !ok || place.cluster != c {
			continue
		}
		if split == nil {
			split = s.clusters.newBefore(c)
		}
		s.ops[o] = stageCluster{place.stage, split}
	}
	return c
}

// hoistBufferOutOfLoop is Triton's function of the same name: a tmem_alloc or local_alloc of
// the loop that holds an MMA operand becomes a mutable allocation before the loop, written
// where the alloc was by a tmem_store or local_store, which it returns (nil when op is not
// such an alloc).
func hoistBufferOutOfLoop(forOp scf.ForOp, op *ir.Operation, s *coarseSchedule) *ir.Operation {
	var src, result *ir.Value
	if a, ok := ttng.AsTmemAlloc(op); ok {
		src, result = a.Src(), a.ResultResult()
	} else if a, ok := ttg.AsLocalAlloc(op); ok {
		src, result = a.Src(), a.Result()
	} else {
		return nil
	}
	if !forOp.IsAncestorOf(op) {
		return nil
	}
	b := newStageBuilder(forOp.Operation, s)
	clone := b.Insert(op.Clone(nil))
	t := result.Type().(*ttg.MemDescType)
	var newAlloc *ir.Value
	if a, ok := ttng.AsTmemAlloc(clone); ok {
		a.SetSrc(nil)
		newAlloc = a.ResultResult()
	} else {
		a := ir.View[ttg.LocalAllocOp](clone)
		a.SetSrc(nil)
		newAlloc = a.Result()
	}
	newAlloc.SetType(ttg.MemDesc(op.Context(), t.Dims, t.Elem, t.Encoding, t.MemorySpace, true, nil))
	b.place = nil
	if place, ok := s.ops[op]; ok {
		b.setPlace(place)
	}
	b.SetInsertionPointAfter(op)
	var store *ir.Operation
	if isOp[ttng.TmemAllocOp](op) {
		vTrue := constantBool(b, op.Loc(), true)
		store = ttng.BuildTmemStore(b, op.Loc(), nil, newAlloc, nil, src, vTrue).Operation
	} else {
		store = ttg.BuildLocalStore(b, op.Loc(), src, newAlloc).Operation
	}
	replaceUsesAndPropagateType(b, op, newAlloc)
	s.erase(op)
	op.Erase()
	return store
}
