package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// loopNumStagesAttr sets the number of buffers of the channels produced in a loop.
const loopNumStagesAttr = "tt.num_stages"

// channel is a value a producer task hands to consumer tasks: operand operand of dst, defined
// by an op of task producer and read by dst in the tasks consumers (Triton's Channel of kind
// SMEM).
type channel struct {
	producer   int32
	consumers  []int32
	dst        *ir.Operation
	operand    int
	numBuffers int
}

// srcOperand returns the value the channel carries.
func (c *channel) srcOperand() *ir.Value { return c.dst.Operand(c.operand) }

// srcOp returns the op defining the value the channel carries.
func (c *channel) srcOp() *ir.Operation { return c.srcOperand().DefiningOp() }

// partitionCode is Triton's doCodePartition: it finds the channels between the producer and
// consumer tasks of fn, gives each a multi-buffered shared-memory buffer (numBuffers deep
// inside loops, or the loop's tt.num_stages), lowers TMA loads into asynchronous copies
// guarded by mbarriers, puts nvws token ops (producer_acquire/commit, consumer_wait/release)
// around the others, and splits the function into a ttg.warp_specialize with one region per
// task. What Triton would abort on, or mis-compile, is an error at the op.
func partitionCode(fn tt.FuncOp, numBuffers int) error {
	channels, err := collectAsyncChannels(fn, numBuffers)
	if err != nil || len(channels) == 0 {
		return err
	}
	byProducer, byConsumer, ordered := groupChannels(channels)
	reorderProducerOps(channels)
	topOps := taskTopRegions(fn, channels)
	regions := regionsWithChannels(channels)
	if err := appendAccumCounts(topOps, regions); err != nil {
		return err
	}
	buffers := createBuffers(fn, byProducer, channels)
	copies, err := insertAsyncCopies(fn, byProducer, buffers, regions)
	if err != nil {
		return err
	}
	tokens := createTokens(fn, byConsumer, ordered, copies)
	if err := insertAsyncComm(fn, byConsumer, tokens, buffers, copies, regions); err != nil {
		return err
	}
	foldLocalLoads(fn)
	return specializeRegion(fn)
}

// collectAsyncChannels returns a channel from each load or dot of a single task to each of
// its users in other tasks that it dominates, in the order Triton's post-order walk finds
// them.
func collectAsyncChannels(fn tt.FuncOp, numBuffers int) ([]*channel, error) {
	var channels []*channel
	var err error
	fn.WalkPostOrder(func(op *ir.Operation) {
		if err != nil {
			return
		}
		_, isLoad := tt.AsLoad(op)
		_, isDescLoad := tt.AsDescriptorLoad(op)
		if !isLoad && !isDescLoad && !ttng.IsDotOp(op) {
			return
		}
		ids := asyncTaskIDs(op)
		if len(ids) != 1 {
			return
		}
		if _, ok := ttng.AsTcGen5Mma(op); ok {
			err = ir.OpError(op, "warp specialization of tcgen05 MMA channels (tensor memory) is not supported")
			return
		}
		n := numBuffers
		if loop := enclosingFor(op); loop != nil {
			n = loopNumBuffers(loop, numBuffers)
		}
		channels = append(channels, createChannels(op, n)...)
	})
	return channels, err
}

// loopNumBuffers returns the loop's tt.num_stages, or numBuffers when it has none.
func loopNumBuffers(loop *ir.Operation, numBuffers int) int {
	if a, ok := loop.Attr(loopNumStagesAttr).(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return numBuffers
}

// enclosingFor returns the innermost scf.for holding op, or nil.
func enclosingFor(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := scf.AsFor(p); ok {
			return p
		}
	}
	return nil
}

// createChannels returns a channel from producer to each transitive user of its results that
// runs in other tasks and that producer dominates.
func createChannels(producer *ir.Operation, numBuffers int) []*channel {
	producerID := asyncTaskIDs(producer)[0]
	var channels []*channel
	for _, result := range producer.Results() {
		for _, use := range transitiveUsers(result) {
			user := use.Owner()
			if user == producer || !dominatesUser(producer, user) {
				continue
			}
			consumers := slices.DeleteFunc(asyncTaskIDs(user), func(id int32) bool { return id == producerID })
			if len(consumers) == 0 {
				continue
			}
			channels = append(channels, &channel{producer: producerID, consumers: consumers, dst: user,
				operand: use.Index(), numBuffers: numBuffers})
		}
	}
	return channels
}

// dominatesUser reports whether user is in producer's block after it, or is dominated by the op
// holding producer's block, as Triton checks before making a channel.
func dominatesUser(producer, user *ir.Operation) bool {
	if producer.Block() != user.Block() {
		return properlyDominates(producer.ParentOp(), user)
	}
	return properlyDominates(producer, user)
}

// transitiveUsers returns the uses of v, looking through scf.yield to the uses of the results
// it yields, each user once with the first operand it reads v through.
func transitiveUsers(v *ir.Value) []*ir.OpOperand {
	var out []*ir.OpOperand
	for _, use := range v.Uses() {
		user := use.Owner()
		if _, ok := scf.AsYield(user); ok {
			for i, operand := range user.Operands() {
				if operand == v && i < user.ParentOp().NumResults() {
					out = appendNewUsers(out, transitiveUsers(user.ParentOp().Result(i)))
				}
			}
			continue
		}
		for i, operand := range user.Operands() {
			if operand == v {
				out = appendNewUsers(out, []*ir.OpOperand{user.OpOperand(i)})
				break
			}
		}
	}
	return out
}

// appendNewUsers appends the uses of more whose (owner, index) pair out lacks.
func appendNewUsers(out, more []*ir.OpOperand) []*ir.OpOperand {
	for _, m := range more {
		if !slices.ContainsFunc(out, func(o *ir.OpOperand) bool { return o.Owner() == m.Owner() && o.Index() == m.Index() }) {
			out = append(out, m)
		}
	}
	return out
}

// ancestorInBlock returns op or the op enclosing it that lies in block b, or nil.
func ancestorInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for ; op != nil; op = op.ParentOp() {
		if op.Block() == b {
			return op
		}
	}
	return nil
}

// properlyDominates reports whether a properly dominates b in structured control flow: b (or
// the op holding it) follows a in a's block, or a encloses b.
func properlyDominates(a, b *ir.Operation) bool {
	if a == b || a == nil {
		return false
	}
	anc := ancestorInBlock(a.Block(), b)
	if anc == nil {
		return false
	}
	return anc == a || a.IsBeforeInBlock(anc)
}

// properlyPostDominates reports whether a properly post-dominates b in structured control
// flow: a (or the op holding it) follows b in b's block, or a encloses b.
func properlyPostDominates(a, b *ir.Operation) bool {
	if a == b {
		return false
	}
	anc := ancestorInBlock(a.Block(), b)
	if anc == nil {
		return false
	}
	return anc == a || anc.IsBeforeInBlock(a)
}
