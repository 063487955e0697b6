package hopper

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// Barrier arrival counts of token lowering: a TMA load arrives once (with its byte count), a
// warp group of 128 threads arrives with every thread.
const (
	tmaArrivals       = 1
	warpGroupArrivals = 128
)

// lowerTokens is Triton's doTokenLowering: every nvws.create_token of the module around fn
// becomes two arrays of mbarriers, full and empty, one barrier per buffer, initialised before
// a gpu.barrier; producer_acquire and consumer_wait become waits on the empty and full
// barrier of their buffer (the producer's phase inverted), producer_commit and
// consumer_release arrivals; a warp_specialize capturing a token captures the two arrays
// instead. numConsumerGroups is unused, as in Triton.
func lowerTokens(fn tt.FuncOp, numConsumerGroups int) error {
	module := fn.Operation.ParentOp()
	if module == nil {
		module = fn.Operation
	}
	if n, ok := ir.IntAttrValue(module.Attr("ttg.num-ctas")); ok && n != 1 {
		return ir.OpError(fn.Operation, "token lowering does not support %d CTAs", n)
	}
	var tokens []nvws.CreateTokenOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if token, ok := nvws.AsCreateToken(op); ok {
			tokens = append(tokens, token)
		}
	})
	l := &tokenLowering{}
	for _, token := range tokens {
		if err := l.lowerToken(token); err != nil {
			return err
		}
	}
	for _, op := range l.lowered {
		op.Erase()
	}
	for _, b := range l.barriers {
		b.captureInWarpSpecialize()
		b.token.Erase()
	}
	return nil
}

// tokenLowering collects what lowerTokens erases once every token is lowered.
type tokenLowering struct {
	lowered  []*ir.Operation
	barriers []*tokenBarriers
}

// tokenBarriers are the barrier arrays a token became.
type tokenBarriers struct {
	token       nvws.CreateTokenOp
	full, empty *ir.Value
	single      ir.Type
	loadType    int64
	fullCount   int64
	loc         ir.Location
}

// lowerToken allocates and initialises the barriers of a token and lowers its users.
func (l *tokenLowering) lowerToken(token nvws.CreateTokenOp) error {
	ctx := token.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(token.Operation)
	loc := token.Loc()
	numBuffers, _ := token.NumBuffers()
	loadType, _ := ir.IntAttrValue(token.LoadTypeAttr())
	enc := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
	arrayType := ttg.MemDesc(ctx, []int64{numBuffers, 1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil)
	single := ttg.MemDesc(ctx, []int64{1}, ctx.I64(), enc, ttg.SharedMemory(ctx), true, nil)
	tb := &tokenBarriers{token: token, single: single, loadType: loadType, loc: loc,
		full:  ttg.BuildLocalAlloc(b, loc, arrayType, nil).Result(),
		empty: ttg.BuildLocalAlloc(b, loc, arrayType, nil).Result()}
	tb.fullCount = warpGroupArrivals
	if loadType == tokenTMALoad {
		tb.fullCount = tmaArrivals
	}
	for i := range numBuffers {
		idx := arith.BuildConstant(b, loc, ctx.I32(), ir.NamedAttribute{Name: "value", Value: ctx.I32Attr(int32(i))}).Result()
		fullView := ttg.BuildMemdescIndex(b, loc, single, tb.full, idx).Result()
		ttng.BuildInitBarrier(b, loc, fullView, ir.NamedAttribute{Name: "count", Value: ctx.I32Attr(int32(tb.fullCount))})
		emptyView := ttg.BuildMemdescIndex(b, loc, single, tb.empty, idx).Result()
		ttng.BuildInitBarrier(b, loc, emptyView, ir.NamedAttribute{Name: "count", Value: ctx.I32Attr(warpGroupArrivals)})
	}
	gpu.BuildBarrier(b, loc)
	for _, use := range token.Result().Uses() {
		user := use.Owner()
		handled, err := l.lowerUser(tb, user)
		if err != nil {
			return err
		}
		ws, isWS := ttg.AsWarpSpecialize(user)
		if !isWS {
			if !handled {
				return ir.OpError(user, "token lowering does not handle this user of a token")
			}
			continue
		}
		for _, region := range partitionRegions(ws) {
			if region.Empty() || use.Index() >= region.Front().NumArguments() {
				return ir.OpError(user, "a partition of this warp_specialize lacks the argument of a captured token")
			}
			arg := region.Front().Argument(use.Index())
			for _, argUse := range arg.Uses() {
				if _, err := l.lowerUser(tb, argUse.Owner()); err != nil {
					return err
				}
			}
		}
	}
	l.barriers = append(l.barriers, tb)
	return nil
}

// lowerUser lowers one user of a token, reporting whether it was one of the token ops.
func (l *tokenLowering) lowerUser(tb *tokenBarriers, user *ir.Operation) (bool, error) {
	ctx := user.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(user)
	ids := asyncTaskIDs(user)
	view := func(array, idx *ir.Value) *ir.Value {
		v := ttg.BuildMemdescIndex(b, tb.loc, tb.single, array, idx)
		setAsyncTaskIDs(v.Operation, ids)
		return v.Result()
	}
	wait := func(barrier, phase *ir.Value, invert bool) {
		loc := user.Loc()
		if invert {
			one := arith.BuildConstant(b, loc, ctx.I1(), ir.NamedAttribute{Name: "value", Value: ctx.BoolAttr(true)}).Result()
			phase = arith.BuildXOrI(b, loc, phase, one).Result()
		}
		phase = arith.BuildExtUI(b, loc, ctx.I32(), phase).Out()
		w := ttng.BuildWaitBarrier(b, loc, barrier, phase, nil, nil)
		setAsyncTaskIDs(w.Operation, ids)
	}
	arrive := func(barrier *ir.Value, count int64) {
		a := ttng.BuildArriveBarrier(b, user.Loc(), barrier, nil, ir.NamedAttribute{Name: "count", Value: ctx.I32Attr(int32(count))})
		setAsyncTaskIDs(a.Operation, ids)
	}
	if user.Attr(asyncTaskIDAttr) == nil && isTokenOp(user) {
		return false, ir.OpError(user, "token lowering needs the async task ids of this op")
	}
	switch {
	case is[nvws.ProducerAcquireOp](user):
		op := ir.View[nvws.ProducerAcquireOp](user)
		wait(view(tb.empty, op.Idx()), op.Phase(), true)
	case is[nvws.ProducerCommitOp](user):
		if tb.loadType != tokenTMALoad {
			what := "local stores of values computed in the producer task"
			if tb.loadType == tokenAsyncLoad {
				what = "asynchronous copies of pointer loads (tt.load)"
			}
			return false, ir.OpError(user, "warp specialization cannot synchronize a channel filled by %s: "+
				"Triton 3.6 lowers only channels filled by TMA loads (tensor descriptors), and aborts here", what)
		}
		arrive(view(tb.full, ir.View[nvws.ProducerCommitOp](user).Idx()), tb.fullCount)
	case is[nvws.ConsumerWaitOp](user):
		op := ir.View[nvws.ConsumerWaitOp](user)
		wait(view(tb.full, op.Idx()), op.Phase(), false)
	case is[nvws.ConsumerReleaseOp](user):
		arrive(view(tb.empty, ir.View[nvws.ConsumerReleaseOp](user).Idx()), warpGroupArrivals)
	default:
		return false, nil
	}
	l.lowered = append(l.lowered, user)
	return true, nil
}

// isTokenOp reports whether op is one of the four ops using a token.
func isTokenOp(op *ir.Operation) bool {
	return is[nvws.ProducerAcquireOp](op) || is[nvws.ProducerCommitOp](op) || is[nvws.ConsumerWaitOp](op) ||
		is[nvws.ConsumerReleaseOp](op)
}

// partitionRegions returns the partition regions of a warp_specialize.
func partitionRegions(ws ttg.WarpSpecializeOp) []*ir.Region {
	holder := ws.PartitionOpHolder()
	if holder.Empty() || holder.Front().Empty() {
		return nil
	}
	partitions, ok := ttg.AsWarpSpecializePartitions(holder.Front().First())
	if !ok {
		return nil
	}
	return partitions.PartitionRegions()
}

// captureInWarpSpecialize makes each warp_specialize capturing the token capture the full
// and empty arrays instead, appended to its captures and to the arguments of its partitions.
func (tb *tokenBarriers) captureInWarpSpecialize() {
	for _, use := range tb.token.Result().Uses() {
		ws, ok := ttg.AsWarpSpecialize(use.Owner())
		if !ok {
			continue
		}
		index := use.Index()
		captures := ws.ExplicitCaptures()
		captures = append(append(captures[:index:index], captures[index+1:]...), tb.full, tb.empty)
		ws.SetExplicitCaptures(captures)
		for _, region := range partitionRegions(ws) {
			block := region.Front()
			block.EraseArgument(index)
			fullArg := block.AddArgument(tb.full.Type(), tb.full.Location())
			replaceUsesInRegion(tb.full, fullArg, region)
			emptyArg := block.AddArgument(tb.empty.Type(), tb.empty.Location())
			replaceUsesInRegion(tb.empty, emptyArg, region)
		}
	}
}

// replaceUsesInRegion makes the uses of v inside region use w.
func replaceUsesInRegion(v, w *ir.Value, region *ir.Region) {
	v.ReplaceUsesWithIf(w, func(use *ir.OpOperand) bool {
		return inRegion(use.Owner(), region)
	})
}

// inRegion reports whether op is nested in region.
func inRegion(op *ir.Operation, region *ir.Region) bool {
	for r := op.ParentRegion(); r != nil; {
		if r == region {
			return true
		}
		parent := r.ParentOp()
		if parent == nil {
			return false
		}
		r = parent.ParentRegion()
	}
	return false
}
