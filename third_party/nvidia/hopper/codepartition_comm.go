package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// insertAsyncComm puts the synchronization of each consumer group around its producers and
// consumers: a producer_acquire before the head producer and a consumer_release after the
// consumers of each token, with a producer_commit and consumer_wait where the producer is not
// a TMA load, whose loads become asynchronous TMA copies signalling the group's mbarriers.
// Triton walks the groups in the order of a pointer-keyed map; ttgo takes them from the last
// consumer group to the first, the order Triton took for its reference kernels.
func insertAsyncComm(fn tt.FuncOp, byConsumer channelGroups, comms map[*channel]*commChannel,
	buffers map[*channel]*ir.Value, copies map[*channel]producerConsumerOps, regions *channelRegions) error {
	keys := slices.Clone(byConsumer.keys)
	slices.Reverse(keys)
	for _, master := range keys {
		if err := insertGroupComm(fn, master, byConsumer.members[master], comms, buffers, copies, regions); err != nil {
			return err
		}
	}
	return nil
}

// insertGroupComm synchronizes one consumer group whose first channel is master.
func insertGroupComm(fn tt.FuncOp, master *channel, group []*channel, comms map[*channel]*commChannel,
	buffers map[*channel]*ir.Value, copies map[*channel]producerConsumerOps, regions *channelRegions) error {
	var producers, consumers []*ir.Operation
	for _, c := range group {
		ops := copies[c]
		producers = append(producers, ops.producer)
		consumers = append(consumers, ops.consumer, c.dst, uniqueActualConsumer(c.dst))
	}
	headProducer, tailProducer := firstAndLastIn(group[0].srcOp().Block(), producers)
	headConsumer, tailConsumer := firstAndLastIn(group[0].dst.Block(), consumers)
	if headProducer == nil || headConsumer == nil {
		return ir.OpError(master.dst, "warp specialization: the producer or consumer of this channel is not in its block")
	}
	comm := comms[group[0]]
	b := newTaskBuilder(fn.Context())
	b.setIDs(append([]int32{master.producer}, master.consumers...)...)
	var index, phase *ir.Value
	if enclosingFor(headProducer) != nil {
		b.SetInsertionPoint(headProducer)
		index, phase = opBufferIndexAndPhase(b, headProducer, group[0].numBuffers, regions)
	} else {
		if headProducer.ParentOp() == fn.Operation {
			b.SetInsertionPointToStart(fn.Body().Front())
		} else {
			b.SetInsertionPoint(headProducer.ParentOp())
		}
		index = b.constInt(headProducer.Loc(), 0, 32)
		phase = b.constInt(headProducer.Loc(), 0, 1)
	}
	var tmaLoads []tt.DescriptorLoadOp
	var tmaBuffers []*ir.Value
	for _, c := range group {
		if load, ok := tt.AsDescriptorLoad(c.srcOp()); ok {
			tmaLoads = append(tmaLoads, load)
			tmaBuffers = append(tmaBuffers, buffers[c])
		}
	}
	b.setIDs(master.producer)
	order := denseMapOrder(comm.tokenTasks)
	for _, id := range order {
		token := comm.tokens[id]
		point, err := sameLevelOp(headConsumer, headProducer)
		if err != nil {
			return err
		}
		b.SetInsertionPoint(point)
		nvws.BuildProducerAcquire(b, headProducer.Loc(), token, index, phase)
		if comm.producerBarrier == nil {
			point, err := sameLevelOp(headConsumer, tailProducer)
			if err != nil {
				return err
			}
			b.SetInsertionPointAfter(point)
			nvws.BuildProducerCommit(b, tailProducer.Loc(), token, index)
		}
	}
	for _, id := range order {
		token := comm.tokens[id]
		b.setIDs(id)
		if comm.producerBarrier == nil {
			point, err := sameLevelOp(headProducer, headConsumer)
			if err != nil {
				return err
			}
			b.SetInsertionPoint(point)
			nvws.BuildConsumerWait(b, headConsumer.Loc(), token, index, phase)
		}
		point, err := consumerReleasePoint(tailProducer, tailConsumer, id)
		if err != nil {
			return err
		}
		b.SetInsertionPointAfter(point)
		nvws.BuildConsumerRelease(b, point.Loc(), token, index)
	}
	if len(tmaLoads) > 0 {
		lowerTMALoads(b, tmaLoads, tmaBuffers, comm.producerBarrier, index, phase, headProducer, headConsumer)
	}
	return nil
}

// firstAndLastIn returns the first and the last op of block that ops holds.
func firstAndLastIn(block *ir.Block, ops []*ir.Operation) (first, last *ir.Operation) {
	for op := block.First(); op != nil; op = op.Next() {
		if slices.Contains(ops, op) {
			if first == nil {
				first = op
			}
			last = op
		}
	}
	return first, last
}

// denseMapOrder returns small integer keys in the order an LLVM DenseMap of 64 buckets, filled
// in the given order, iterates them (hash 37*k, quadratic probing): the order Triton visits a
// channel's tokens in.
func denseMapOrder(keys []int32) []int32 {
	const buckets = 64
	var table [buckets]*int32
	for i := range keys {
		slot, probe := int(uint32(keys[i])*37)&(buckets-1), 1
		for table[slot] != nil {
			slot = (slot + probe) & (buckets - 1)
			probe++
		}
		table[slot] = &keys[i]
	}
	var out []int32
	for _, k := range table {
		if k != nil {
			out = append(out, *k)
		}
	}
	return out
}

// sameLevelOp returns the op enclosing c (or c) that shares p's parent, or else c when an op
// enclosing p shares c's parent.
func sameLevelOp(p, c *ir.Operation) (*ir.Operation, error) {
	for op := c; op != nil; op = op.ParentOp() {
		if _, isFunc := tt.AsFunc(op); isFunc {
			break
		}
		if op.ParentOp() == p.ParentOp() {
			return op, nil
		}
	}
	for op := p; op != nil; op = op.ParentOp() {
		if _, isFunc := tt.AsFunc(op); isFunc {
			break
		}
		if c.ParentOp() == op.ParentOp() {
			return c, nil
		}
	}
	return nil, ir.OpError(c, "warp specialization: found no op at the level of the producer for this consumer")
}

// consumerReleasePoint returns the op after which a consumer task releases a buffer: the
// common post-dominator of the actual consumers in the consumer's block, or the last op of the
// task there.
func consumerReleasePoint(p, c *ir.Operation, id int32) (*ir.Operation, error) {
	if c.Block() != p.Block() {
		return sameLevelOp(p, c)
	}
	var frontier []*ir.Operation
	for _, user := range actualConsumers(c) {
		dominated := false
		frontier = slices.DeleteFunc(frontier, func(o *ir.Operation) bool { return properlyPostDominates(user, o) })
		for _, o := range frontier {
			if properlyPostDominates(o, user) {
				dominated = true
				break
			}
		}
		if !dominated {
			frontier = append(frontier, user)
		}
	}
	if len(frontier) == 1 {
		user := frontier[0]
		for user != nil && user.ParentOp() != c.ParentOp() {
			user = user.ParentOp()
		}
		if user != nil {
			return user, nil
		}
	}
	for op := c.Block().Last(); op != nil; op = op.Prev() {
		if ids := asyncTaskIDs(op); len(ids) == 1 && ids[0] == id {
			return op, nil
		}
	}
	return nil, ir.OpError(c, "warp specialization: found no op of task %d to release this buffer after", id)
}

// stageView returns the view of slice index of a multi-buffered allocation.
func stageView(b *taskBuilder, alloc, index *ir.Value, mutable bool) *ir.Value {
	ctx := b.Context()
	t := alloc.Type().(*ttg.MemDescType)
	view := ttg.MemDesc(ctx, t.Dims[1:], t.Elem, t.Encoding, ttg.SharedMemory(ctx), mutable, nil)
	return ttg.BuildMemdescIndex(b, alloc.Location(), view, alloc, index).Result()
}

// lowerTMALoads turns the TMA loads of a group into asynchronous copies into their buffers that
// signal the group's mbarrier, expected with their total size before the head producer, and
// makes the consumers wait on it and load the buffers (Triton's optimizeTMALoads).
func lowerTMALoads(b *taskBuilder, loads []tt.DescriptorLoadOp, buffers []*ir.Value, barriers, index, phase *ir.Value,
	headProducer, headConsumer *ir.Operation) {
	ctx := b.Context()
	loc := barriers.Location()
	size := 0
	for _, load := range loads {
		t := load.Result().Type().(*ir.RankedTensorType)
		n := 1
		for _, d := range t.Dims {
			n *= int(d)
		}
		size += n * ir.IntOrFloatBitWidth(t.Elem) / 8
	}
	b.SetInsertionPoint(headProducer)
	b.setIDsFromOp(headProducer)
	producerBarrier := stageView(b, barriers, index, true)
	pred := b.constInt(loc, 1, 1)
	ttng.BuildBarrierExpect(b, loc, producerBarrier, pred, ir.NamedAttribute{Name: "size", Value: ctx.I32Attr(int32(size))})
	for i, load := range loads {
		b.SetInsertionPoint(load.Operation)
		view := stageView(b, buffers[i], index, true)
		ttng.BuildAsyncTmaCopyGlobalToLocal(b, loc, load.Desc(), load.Indices(), producerBarrier, view, pred)
	}
	b.SetInsertionPoint(headConsumer)
	b.setIDsFromOp(headConsumer)
	consumerBarrier := stageView(b, barriers, index, true)
	phase32 := arith.BuildExtSI(b, loc, ctx.I32(), phase).Out()
	ttng.BuildWaitBarrier(b, loc, consumerBarrier, phase32, nil, nil)
	for i, load := range loads {
		view := stageView(b, buffers[i], index, false)
		loaded := ttg.BuildLocalLoad(b, loc, load.Result().Type(), view, nil)
		load.Result().ReplaceAllUsesWith(loaded.Result())
		load.Erase()
	}
}

// foldLocalLoads makes the users of a local_alloc of a local_load of the same tasks read the
// loaded memory directly; the alloc and load stay for dead-code elimination, as in Triton.
func foldLocalLoads(fn tt.FuncOp) {
	var allocs []ttg.LocalAllocOp
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if alloc, ok := ttg.AsLocalAlloc(op); ok && alloc.Src() != nil && alloc.Src().DefiningOp() != nil {
			allocs = append(allocs, alloc)
		}
		return ir.WalkAdvance
	})
	for _, alloc := range allocs {
		load, ok := ttg.AsLocalLoad(alloc.Src().DefiningOp())
		if ok && slices.Equal(asyncTaskIDs(load.Operation), asyncTaskIDs(alloc.Operation)) {
			replaceUsesAndPropagateType(alloc.Result(), load.Src())
		}
	}
}

// replaceUsesAndPropagateType makes the users of old use val, a memdesc that may differ from it
// in mutability: memdesc views of old are rebuilt over val with val's mutability and their
// users updated in turn (Triton's replaceUsesAndPropagateType).
func replaceUsesAndPropagateType(old, val *ir.Value) {
	var views []*ir.Operation
	var uses []*ir.OpOperand
	for _, use := range old.Uses() {
		if isMemDescView(use.Owner()) {
			views = append(views, use.Owner())
		} else {
			uses = append(uses, use)
		}
	}
	mutable := val.Type().(*ttg.MemDescType).Mutable
	for _, view := range views {
		t := view.SingleResult().Type().(*ttg.MemDescType)
		rebuilt := view.Clone(nil)
		replaceOperand(rebuilt, old, val)
		rebuilt.SingleResult().SetType(ttg.MemDesc(view.Context(), t.Dims, t.Elem, t.Encoding, t.MemorySpace, mutable, t.AllocShape))
		view.Block().InsertBefore(rebuilt, view)
		replaceUsesAndPropagateType(view.SingleResult(), rebuilt.SingleResult())
	}
	for _, use := range uses {
		use.Set(val)
	}
	for _, view := range views {
		view.Erase()
	}
}

// isMemDescView reports whether op is a view of shared memory.
func isMemDescView(op *ir.Operation) bool {
	_, index := ttg.AsMemdescIndex(op)
	_, subslice := ttg.AsMemdescSubslice(op)
	_, trans := ttg.AsMemdescTrans(op)
	_, reshape := ttg.AsMemdescReshape(op)
	return index || subslice || trans || reshape
}
