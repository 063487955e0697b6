package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// Token load types of nvws.create_token (Triton's TokenLoadType).
const (
	tokenAsyncLoad  = 1
	tokenTMALoad    = 2
	tokenLocalStore = 3
)

// producerConsumerOps are the op that fills a channel's buffer and the op that first reads it.
type producerConsumerOps struct{ producer, consumer *ir.Operation }

// commChannel is what a group of channels synchronizes with: a token per consumer task, and
// the mbarriers a TMA producer signals.
type commChannel struct {
	tokenTasks      []int32
	tokens          map[int32]*ir.Value
	producerBarrier *ir.Value
}

// createBuffers allocates at the start of fn one shared-memory buffer per producer group, in
// the order of the channels starting them: numBuffers slices deep when the producer is in a loop, one otherwise,
// laid out for an MMA when a consumer is a dot, as the descriptor says for a TMA load, and
// unswizzled otherwise.
func createBuffers(fn tt.FuncOp, byProducer channelGroups, channels []*channel) map[*channel]*ir.Value {
	ctx := fn.Context()
	buffers := map[*channel]*ir.Value{}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(fn.Body().Front())
	for _, key := range channels {
		group, ok := byProducer.members[key]
		if !ok {
			continue
		}
		tensor, ok := key.srcOperand().Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		shared := sharedLayoutFor(ctx, key, tensor)
		depth := int64(1)
		if enclosingFor(key.srcOp()) != nil {
			depth = int64(group[0].numBuffers)
		}
		shape := append([]int64{depth}, tensor.Dims...)
		memType := ttg.MemDesc(ctx, shape, tensor.Elem, shared, ttg.SharedMemory(ctx), true, nil)
		buffer := ttg.BuildLocalAlloc(b, fn.Loc(), memType, nil).Result()
		for _, c := range group {
			buffers[c] = buffer
		}
	}
	return buffers
}

// sharedLayoutFor returns the shared layout of the buffer of a channel carrying tensor.
func sharedLayoutFor(ctx *ir.Context, c *channel, tensor *ir.RankedTensorType) ir.Attribute {
	var order []uint32
	var cga ttg.CGALayout
	enc, err := ttg.LayoutEncoding(tensor.Encoding)
	dist, isDist := enc.(layout.Distributed)
	if err == nil && isDist {
		order, _ = layout.OrderForMemory(dist, tensor.Dims)
		cga = cgaLayoutAttr(dist.CTALayout())
	}
	if slices.ContainsFunc(actualConsumers(c.dst), ttng.IsDotOp) && isDist {
		bits := ir.IntOrFloatBitWidth(tensor.Elem)
		swizzle, transposed := layout.NVMMASwizzle(layout.ShapePerCTA(dist, tensor.Dims), order, bits, false)
		return ttg.NVMMAShared(ctx, swizzle, transposed, bits, false, len(tensor.Dims), cga)
	}
	if load, ok := tt.AsDescriptorLoad(c.srcOp()); ok {
		if desc, ok := load.Desc().Type().(*tt.TensorDescType); ok && desc.BlockType.Encoding != nil {
			return desc.BlockType.Encoding
		}
	}
	return ttg.SwizzledShared(ctx, 1, 1, 1, order, cga)
}

// cgaLayoutAttr returns the attribute form of a CTA layout; nil for a single CTA.
func cgaLayoutAttr(c layout.CGALayout) ttg.CGALayout {
	if len(c.Bases) == 0 {
		return nil
	}
	out := make(ttg.CGALayout, len(c.Bases))
	for i, basis := range c.Bases {
		out[i] = append([]int32(nil), basis...)
	}
	return out
}

// createBarrierAlloc allocates depth mbarriers at the start of fn and initializes each with an
// arrival count of one.
func createBarrierAlloc(fn tt.FuncOp, depth int) *ir.Value {
	ctx := fn.Context()
	b := newTaskBuilder(ctx)
	b.SetInsertionPointToStart(fn.Body().Front())
	enc := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
	allType := ttg.MemDesc(ctx, []int64{int64(depth), 1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil)
	oneType := ttg.MemDesc(ctx, []int64{1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil)
	alloc := ttg.BuildLocalAlloc(b, fn.Loc(), allType, nil).Result()
	for i := 0; i < depth; i++ {
		idx := b.constInt(fn.Loc(), int64(i), 32)
		view := ttg.BuildMemdescIndex(b, fn.Loc(), oneType, alloc, idx).Result()
		ttng.BuildInitBarrier(b, fn.Loc(), view, ir.NamedAttribute{Name: "count", Value: ctx.I32Attr(1)})
	}
	return alloc
}

// createTokens creates, for each consumer group in the order of ordered, the mbarriers of a
// TMA producer and an nvws token per consumer task, shared by the group's channels.
func createTokens(fn tt.FuncOp, byConsumer channelGroups, ordered []*channel, copies map[*channel]producerConsumerOps) map[*channel]*commChannel {
	ctx := fn.Context()
	comms := map[*channel]*commChannel{}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(fn.Body().Front())
	for _, key := range ordered {
		group := byConsumer.members[key]
		c := group[0]
		comm := &commChannel{tokens: map[int32]*ir.Value{}}
		if _, ok := tt.AsDescriptorLoad(c.srcOp()); ok {
			comm.producerBarrier = createBarrierAlloc(fn, c.numBuffers)
		}
		loadType := int64(tokenLocalStore)
		if _, ok := tt.AsDescriptorLoad(copies[c].producer); ok {
			loadType = tokenTMALoad
		} else if _, ok := ttg.AsAsyncCopyGlobalToLocal(copies[c].producer); ok {
			loadType = tokenAsyncLoad
		}
		depth := int64(1)
		if enclosingFor(c.srcOp()) != nil {
			depth = int64(c.numBuffers)
		}
		tokenType := ctx.RankedTensorType([]int64{depth}, nvws.Token(ctx), nil)
		for _, id := range c.consumers {
			token := nvws.BuildCreateToken(b, fn.Loc(), tokenType,
				ir.NamedAttribute{Name: "loadType", Value: ctx.I32Attr(int32(loadType))},
				ir.NamedAttribute{Name: "numBuffers", Value: ctx.I32Attr(int32(depth))})
			comm.tokenTasks = append(comm.tokenTasks, id)
			comm.tokens[id] = token.Result()
		}
		for _, member := range group {
			comms[member] = comm
		}
	}
	return comms
}

// insertAsyncCopies computes, before each producer, the buffer index of its group and, for a
// producer other than a TMA load, stores what it produces into the buffer (or copies a pointer
// load into it asynchronously) and makes the dominating consumer load it back; it returns the
// producing and consuming ops of each channel.
func insertAsyncCopies(fn tt.FuncOp, byProducer channelGroups, buffers map[*channel]*ir.Value, regions *channelRegions) (map[*channel]producerConsumerOps, error) {
	copies := map[*channel]producerConsumerOps{}
	for _, key := range byProducer.keys {
		group := byProducer.members[key]
		dominating := dominatingChannel(group)
		src := key.srcOp()
		ids := asyncTaskIDs(src)
		for _, id := range asyncTaskIDs(dominating.dst) {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		b := newTaskBuilder(fn.Context())
		b.SetInsertionPoint(src)
		b.setIDs(ids...)
		var index *ir.Value
		if enclosingFor(src) != nil {
			index, _ = opBufferIndexAndPhase(b, src, key.numBuffers, regions)
		} else {
			index = b.constInt(src.Loc(), 0, 32)
		}
		var ops producerConsumerOps
		if _, ok := tt.AsDescriptorLoad(src); ok {
			ops = producerConsumerOps{src, dominating.dst}
		} else if load, ok := tt.AsLoad(src); ok {
			ops = createAsyncCopy(buffers[dominating], dominating, load, index)
		} else {
			ops = createLocalCopy(buffers[dominating], dominating, index)
		}
		if ops.producer == nil {
			return nil, ir.OpError(src, "warp specialization of a channel carrying a value other than a tensor is not supported")
		}
		for _, c := range group {
			copies[c] = ops
		}
	}
	return copies, nil
}

// dominatingChannel returns the channel of group whose consumer dominates the others' (the
// last of several that do not dominate each other).
func dominatingChannel(group []*channel) *channel {
	var candidates []*channel
	for _, c := range group {
		dominated := false
		candidates = slices.DeleteFunc(candidates, func(o *channel) bool { return properlyDominates(c.dst, o.dst) })
		for _, o := range candidates {
			if properlyDominates(o.dst, c.dst) {
				dominated = true
				break
			}
		}
		if !dominated {
			candidates = append(candidates, c)
		}
	}
	return candidates[len(candidates)-1]
}

// createLocalCopy stores the value of channel c into its buffer after the producer and loads
// it back before the consumer, which reads the load instead.
func createLocalCopy(buffer *ir.Value, c *channel, index *ir.Value) producerConsumerOps {
	src, dst := c.srcOp(), c.dst
	value := c.srcOperand()
	tensor, ok := value.Type().(*ir.RankedTensorType)
	if !ok {
		return producerConsumerOps{}
	}
	ctx := src.Context()
	shared := buffer.Type().(*ttg.MemDescType).Encoding
	view := ttg.MemDesc(ctx, tensor.Dims, tensor.Elem, shared, ttg.SharedMemory(ctx), true, nil)
	b := newTaskBuilder(ctx)
	b.setIDsFromOp(dst)
	b.SetInsertionPoint(dst)
	dstView := ttg.BuildMemdescIndex(b, dst.Loc(), view, buffer, index).Result()
	load := ttg.BuildLocalLoad(b, dst.Loc(), tensor, dstView, nil)
	value.ReplaceAllUsesWith(load.Result())
	b.setIDs(c.producer)
	b.SetInsertionPointAfter(src)
	srcView := ttg.BuildMemdescIndex(b, src.Loc(), view, buffer, index).Result()
	store := ttg.BuildLocalStore(b, src.Loc(), value, srcView)
	return producerConsumerOps{store.Operation, load.Operation}
}

// createAsyncCopy turns the load of channel c into an asynchronous copy into its buffer and
// makes the consumer read the buffer back instead.
func createAsyncCopy(buffer *ir.Value, c *channel, load tt.LoadOp, index *ir.Value) producerConsumerOps {
	tensor, ok := load.Result().Type().(*ir.RankedTensorType)
	if !ok {
		return producerConsumerOps{}
	}
	ctx := load.Context()
	shared := buffer.Type().(*ttg.MemDescType).Encoding
	viewType := ttg.MemDesc(ctx, tensor.Dims, tensor.Elem, shared, ttg.SharedMemory(ctx), true, nil)
	b := newTaskBuilder(ctx)
	b.setIDsFromOp(load.Operation)
	b.SetInsertionPointAfter(load.Operation)
	view := ttg.BuildMemdescIndex(b, load.Loc(), viewType, buffer, index).Result()
	cp := ttg.BuildAsyncCopyGlobalToLocal(b, load.Loc(), ttg.AsyncToken(ctx), load.Ptr(), view, load.Mask(), load.Other())
	if v, ok := load.Cache(); ok {
		cp.SetCache(v)
	}
	if v, ok := load.Evict(); ok {
		cp.SetEvict(v)
	}
	if load.IsVolatile() {
		cp.SetIsVolatile(true)
	}
	var ids []int32
	for _, user := range load.Result().Users() {
		for _, id := range asyncTaskIDs(user) {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	b.setIDs(ids...)
	b.SetInsertionPoint(c.dst)
	readView := ttg.BuildMemdescIndex(b, load.Loc(), viewType, buffer, index).Result()
	read := ttg.BuildLocalLoad(b, load.Loc(), tensor, readView, nil)
	load.Result().ReplaceAllUsesWith(read.Result())
	load.Erase()
	return producerConsumerOps{cp.Operation, read.Operation}
}
