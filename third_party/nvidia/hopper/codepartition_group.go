package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// channelGroups holds groups of channels, each keyed by its first channel, in the order the
// groups were made.
type channelGroups struct {
	keys    []*channel
	members map[*channel][]*channel
}

// add appends a group keyed by its first channel.
func (g *channelGroups) add(group []*channel) {
	if g.members == nil {
		g.members = map[*channel][]*channel{}
	}
	g.keys = append(g.keys, group[0])
	g.members[group[0]] = group
}

// groupChannels groups the channels by producer op (they share a buffer) and by consumer (they
// share tokens), and returns the channels that start a consumer group in program order, as
// Triton's groupChannels does.
func groupChannels(channels []*channel) (byProducer, byConsumer channelGroups, ordered []*channel) {
	var producerOps []*ir.Operation
	producerMembers := map[*ir.Operation][]*channel{}
	for _, c := range channels {
		src := c.srcOp()
		if _, ok := producerMembers[src]; !ok {
			producerOps = append(producerOps, src)
		}
		producerMembers[src] = append(producerMembers[src], c)
	}
	var consumerKeys []*ir.Operation
	consumerMembers := map[*ir.Operation][]*channel{}
	for _, c := range channels {
		merged := false
		for _, key := range consumerKeys {
			if group := consumerMembers[key]; len(group) > 0 && channelsMergeable(c, group[0]) {
				consumerMembers[key] = append(group, c)
				merged = true
				break
			}
		}
		if merged {
			continue
		}
		if _, ok := consumerMembers[c.dst]; !ok {
			ordered = append(ordered, c)
			consumerKeys = append(consumerKeys, c.dst)
		}
		consumerMembers[c.dst] = append(consumerMembers[c.dst], c)
	}
	for _, key := range consumerKeys {
		group := consumerMembers[key]
		block := group[0].srcOp().Block()
		slices.SortStableFunc(group, func(a, b *channel) int {
			return blockIndex(block, a.srcOp()) - blockIndex(block, b.srcOp())
		})
	}
	for _, op := range producerOps {
		byProducer.add(producerMembers[op])
	}
	for _, key := range consumerKeys {
		byConsumer.add(consumerMembers[key])
	}
	return byProducer, byConsumer, ordered
}

// blockIndex returns the position of op in block, or the block's length when op is not in it.
func blockIndex(block *ir.Block, op *ir.Operation) int {
	i := 0
	for o := block.First(); o != nil; o = o.Next() {
		if o == op {
			return i
		}
		i++
	}
	return i
}

// channelsMergeable reports whether two channels can share tokens: producers in one block and
// one consumer, or consumers of the same tasks whose single actual consumer is the same op in
// their block.
func channelsMergeable(c1, c2 *channel) bool {
	if c1.srcOp().Block() != c2.srcOp().Block() {
		return false
	}
	if c1.dst == c2.dst {
		return true
	}
	if !slices.Equal(asyncTaskIDs(c1.srcOp()), asyncTaskIDs(c2.srcOp())) ||
		!slices.Equal(asyncTaskIDs(c1.dst), asyncTaskIDs(c2.dst)) {
		return false
	}
	u1, u2 := uniqueActualConsumer(c1.dst), uniqueActualConsumer(c2.dst)
	return u1 == u2 && u1.Block() == c1.dst.Block()
}

// actualConsumers returns the ops that read the memory a local_alloc consumer fills, looking
// through transposes, or the consumer itself when it is not a local_alloc.
func actualConsumers(consumer *ir.Operation) []*ir.Operation {
	if _, ok := ttg.AsLocalAlloc(consumer); !ok {
		return []*ir.Operation{consumer}
	}
	var users []*ir.Operation
	add := func(op *ir.Operation) {
		if !slices.Contains(users, op) {
			users = append(users, op)
		}
	}
	for _, user := range consumer.SingleResult().Users() {
		if !isTranspose(user) {
			add(user)
			continue
		}
		visited := map[*ir.Operation]bool{}
		pending := []*ir.Operation{user}
		for len(pending) > 0 {
			op := pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			visited[op] = true
			if !isTranspose(op) {
				add(op)
				continue
			}
			for _, next := range op.SingleResult().Users() {
				if !visited[next] {
					pending = append(pending, next)
				}
			}
		}
	}
	return users
}

// isTranspose reports whether op is a tt.trans or ttg.memdesc_trans.
func isTranspose(op *ir.Operation) bool {
	_, trans := tt.AsTrans(op)
	_, memTrans := ttg.AsMemdescTrans(op)
	return trans || memTrans
}

// uniqueActualConsumer returns the single actual consumer of consumer, or consumer.
func uniqueActualConsumer(consumer *ir.Operation) *ir.Operation {
	if users := actualConsumers(consumer); len(users) == 1 {
		return users[0]
	}
	return consumer
}

// reorderProducerOps moves the producers of channels of one block so that the consumer tasks
// are fed in turn (lowest first consumer task first, fewest consumers first), then moves the
// producers' backward slices in that block right before them.
func reorderProducerOps(channels []*channel) {
	if len(channels) <= 1 {
		return
	}
	block := channels[0].srcOp().Block()
	for _, c := range channels {
		if c.srcOp().Block() != block {
			return
		}
	}
	var firstConsumers []int32
	grouped := map[int32][]*channel{}
	for _, c := range channels {
		id := c.consumers[0]
		if _, ok := grouped[id]; !ok {
			firstConsumers = append(firstConsumers, id)
		}
		grouped[id] = append(grouped[id], c)
	}
	if len(firstConsumers) <= 1 {
		return
	}
	slices.Sort(firstConsumers)
	for _, id := range firstConsumers {
		slices.SortStableFunc(grouped[id], func(a, b *channel) int { return len(a.consumers) - len(b.consumers) })
	}
	current := channels[0].srcOp()
	for _, id := range firstConsumers {
		for _, c := range grouped[id] {
			if c.srcOp() != current {
				c.srcOp().MoveAfter(current)
			}
			current = c.srcOp()
		}
	}
	for i := len(firstConsumers) - 1; i >= 0; i-- {
		group := grouped[firstConsumers[i]]
		for j := len(group) - 1; j >= 0; j-- {
			src := group[j].srcOp()
			for _, op := range backwardSlice(src) {
				if op.Block() == block {
					op.MoveBefore(src)
				}
			}
		}
	}
}

// backwardSlice returns the ops op depends on through operands, defs before uses, without op.
func backwardSlice(op *ir.Operation) []*ir.Operation {
	var slice []*ir.Operation
	visited := map[*ir.Operation]bool{op: true}
	var visit func(o *ir.Operation)
	visit = func(o *ir.Operation) {
		for _, v := range o.Operands() {
			def := v.DefiningOp()
			if def == nil || visited[def] {
				continue
			}
			visited[def] = true
			visit(def)
			slice = append(slice, def)
		}
	}
	visit(op)
	return slice
}

// taskTopRegions returns the ops with regions directly in fn's body, not of a single task,
// that hold both ends of a channel.
func taskTopRegions(fn tt.FuncOp, channels []*channel) []*ir.Operation {
	topOf := func(op *ir.Operation) *ir.Operation {
		for op != nil && op.ParentOp() != fn.Operation {
			op = op.ParentOp()
		}
		return op
	}
	var tops []*ir.Operation
	for _, block := range fn.Body().Blocks() {
		for op := block.First(); op != nil; op = op.Next() {
			if op.NumRegions() == 0 || len(asyncTaskIDs(op)) == 1 {
				continue
			}
			if slices.ContainsFunc(channels, func(c *channel) bool { return topOf(c.srcOp()) == op && topOf(c.dst) == op }) {
				tops = append(tops, op)
			}
		}
	}
	return tops
}
