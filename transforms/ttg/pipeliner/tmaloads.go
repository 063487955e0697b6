package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// createBarrierAlloc is Triton's function of the same name: numBarriers mbarriers, each
// expecting one arrival, allocated and initialized before op and invalidated and freed after
// it.
func createBarrierAlloc(op *ir.Operation, numBarriers int) *ir.Value {
	ctx := op.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	loc := op.Loc()
	enc := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
	ty := ttg.MemDesc(ctx, []int64{int64(numBarriers), 1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil)
	alloc := ttg.BuildLocalAlloc(b, loc, ty, nil).Result()
	for i := range numBarriers {
		view := singleBufferView(b, alloc, constantI32(b, alloc.Location(), i))
		ttng.BuildInitBarrier(b, loc, view).SetCount(1)
	}
	b.SetInsertionPointAfter(op)
	for i := range numBarriers {
		view := singleBufferView(b, alloc, constantI32(b, alloc.Location(), i))
		ttng.BuildInvalBarrier(b, loc, view)
	}
	ttg.BuildLocalDealloc(b, loc, alloc)
	return alloc
}

// tmaLoadUsers returns the ops of the load's block that use it; for a load feeding its
// local_alloc directly, the alloc's users instead.
func tmaLoadUsers(load *ir.Operation, users map[*ir.Operation]bool) {
	if !mustLoadToRegisters(load) {
		alloc := ir.View[ttg.LocalAllocOp](loadResult(load).FirstUse().Owner())
		if alloc.Block() == load.Block() {
			for _, u := range alloc.Result().Users() {
				users[u] = true
			}
			return
		}
	}
	for _, u := range loadResult(load).Users() {
		if top := ancestorInBlock(load.Block(), u); top != nil {
			users[top] = true
		}
	}
}

// createTMABarrierAndWait is Triton's function of the same name: consecutive TMA loads of
// one stage and ring size, with no use in between, share an mbarrier that expects their
// bytes where they are issued and is waited on before their first use.
func createTMABarrierAndWait(forOp scf.ForOp, loads []*asyncLoad, groupOf map[int]*loadGroup, s *coarseSchedule) {
	byOp := map[*ir.Operation]*asyncLoad{}
	for _, l := range loads {
		byOp[l.op] = l
	}
	visited := map[*ir.Operation]bool{}
	var groups [][]*asyncLoad
	for _, l := range loads {
		if !l.tma || visited[l.op] {
			continue
		}
		users := map[*ir.Operation]bool{}
		var group []*asyncLoad
		add := func(m *asyncLoad) {
			group = append(group, m)
			visited[m.op] = true
			tmaLoadUsers(m.op, users)
		}
		add(l)
		for next := l.op.Next(); next != nil; next = next.Next() {
			if users[next] || visited[next] {
				break
			}
			if m, ok := byOp[next]; ok && m.tma {
				if m.stageDiff != l.stageDiff {
					break
				}
				if s.ops[group[0].op] == s.ops[next] {
					add(m)
				}
			}
		}
		groups = append(groups, group)
	}
	for _, group := range groups {
		g := groupOf[group[0].stageDiff]
		size := 0
		var ops []*ir.Operation
		for _, m := range group {
			t := loadResult(m.op).Type().(*ir.RankedTensorType)
			n := 1
			for _, d := range t.Dims {
				n *= int(d)
			}
			size += n * ir.IntOrFloatBitWidth(t.Elem) / 8
			ops = append(ops, m.op)
		}
		barriers := createBarrierAlloc(forOp.Operation, g.numBuffers)
		b := newStageBuilder(group[0].op, s)
		loc := forOp.Loc()
		barrier := singleBufferView(b, barriers, g.insertIdx)
		pred := constantBool(b, loc, true)
		ttng.BuildBarrierExpect(b, loc, barrier, pred).SetSize(int64(size))
		b.SetInsertionPointAfter(group[len(group)-1].op)
		b.setPlace(s.ops[firstUseOfPipelinedOp(ops, forOp, s)])
		waitView := singleBufferView(b, barriers, g.extractIdx)
		wait := ttng.BuildWaitBarrier(b, loc, waitView, g.phase, nil, nil)
		for _, m := range group {
			m.barrier = barrier
			m.wait = wait.Operation
		}
	}
}

// tmaDescriptor returns the descriptor of a descriptor load or gather, or nil for other ops.
func tmaDescriptor(op *ir.Operation) *ir.Value {
	if l, ok := tt.AsDescriptorLoad(op); ok {
		return l.Desc()
	}
	if g, ok := tt.AsDescriptorGather(op); ok {
		return g.Desc()
	}
	return nil
}

// createTMAAsyncLoad is Triton's createTMAAsyncLoad and createTMAAsyncGather: the descriptor
// load or gather becomes a TMA copy or gather into the insert buffer signalling its mbarrier;
// after the barrier wait, a view of the extract buffer replaces its result.
func createTMAAsyncLoad(forOp scf.ForOp, l *asyncLoad, g *loadGroup, s *coarseSchedule) {
	op := l.op
	b := newStageBuilder(forOp.Operation, s)
	constantI32(b, forOp.Loc(), 0)
	firstUse := firstUseOfPipelinedOp([]*ir.Operation{op}, forOp, s)
	b.SetInsertionPoint(op)
	b.setPlace(s.ops[op])
	view := singleBufferView(b, l.alloc, g.insertIdx)
	pred := constantBool(b, op.Loc(), true)
	if load, ok := tt.AsDescriptorLoad(op); ok {
		ttng.BuildAsyncTmaCopyGlobalToLocal(b, op.Loc(), load.Desc(), load.Indices(), l.barrier, view, pred)
	} else {
		gather := ir.View[tt.DescriptorGatherOp](op)
		ttng.BuildAsyncTmaGather(b, op.Loc(), gather.Desc(), gather.XOffsets(), gather.YOffset(), l.barrier, view, pred)
	}
	b.SetInsertionPointAfter(l.wait)
	b.setPlace(s.ops[firstUse])
	viewLoad := singleBufferView(b, l.alloc, g.extractIdx)
	replaceUsesWithLocalLoad(b, loadResult(op), viewLoad, nil)
	s.erase(op)
	op.Erase()
}
