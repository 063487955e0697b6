package hopper

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// channelRegions lists the loops directly holding a channel's consumer (Triton's
// regionsWithChannels); loops rebuilt with accumulation counts replace their originals in it.
type channelRegions struct{ ops []*ir.Operation }

// regionsWithChannels returns the loops that directly hold the consumer of a channel.
func regionsWithChannels(channels []*channel) *channelRegions {
	r := &channelRegions{}
	for _, c := range channels {
		p := c.dst.ParentOp()
		if _, ok := scf.AsFor(p); ok && !slices.Contains(r.ops, p) {
			r.ops = append(r.ops, p)
		}
		if _, ok := scf.AsIf(p); ok && !slices.Contains(r.ops, p) {
			r.ops = append(r.ops, p)
		}
	}
	return r
}

// replace puts newOp where old was.
func (r *channelRegions) replace(old, newOp *ir.Operation) {
	if i := slices.Index(r.ops, old); i >= 0 {
		r.ops[i] = newOp
	}
}

// contains reports whether op directly holds a channel.
func (r *channelRegions) contains(op *ir.Operation) bool { return slices.Contains(r.ops, op) }

// encloses reports whether ctrl holds a channel directly or in a nested region.
func (r *channelRegions) encloses(ctrl *ir.Operation) bool { return r.count(ctrl) > 0 }

// count returns how many accumulation counts ctrl carries: one for each region with a channel
// it is or holds.
func (r *channelRegions) count(ctrl *ir.Operation) int {
	n := 0
	for _, op := range r.ops {
		if op == ctrl || (ctrl != op && ctrl.IsAncestorOf(op)) {
			n++
		}
	}
	return n
}

// preOrder returns the regions with channels nested in ctrl (ctrl included), in pre-order.
func (r *channelRegions) preOrder(ctrl *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	ctrl.Walk(func(op *ir.Operation) ir.WalkResult {
		if r.contains(op) {
			out = append(out, op)
		}
		return ir.WalkAdvance
	})
	return out
}

// argIndex returns the position of ctrl's accumulation count among those of loop: the number
// of regions with channels before it in a pre-order walk of loop.
func (r *channelRegions) argIndex(loop, ctrl *ir.Operation) int {
	seen, id := 0, 0
	loop.Walk(func(op *ir.Operation) ir.WalkResult {
		if op == ctrl {
			id = seen
		}
		if r.contains(op) {
			seen++
		}
		return ir.WalkAdvance
	})
	return id
}

// appendAccumCounts gives each loop of topOps (and each loop nested in them) holding a channel
// an i64 iteration argument counting the iterations that used a buffer, as Triton's
// appendAccumCntsForOps does; topOps is updated with the rebuilt loops.
func appendAccumCounts(topOps []*ir.Operation, regions *channelRegions) error {
	var list []*ir.Operation
	for _, op := range topOps {
		_, isFor := scf.AsFor(op)
		_, isIf := scf.AsIf(op)
		if isFor || isIf {
			list = append(list, op)
		}
	}
	return updateAccumCounts(list, topOps, regions)
}

// updateAccumCounts rebuilds the loops and ifs of list holding channels (and those nested in
// them) with accumulation counts, replacing them in list and topOps.
func updateAccumCounts(list, topOps []*ir.Operation, regions *channelRegions) error {
	for i, op := range list {
		if _, ok := scf.AsFor(op); ok {
			newLoop, err := addAccumCounts(op, topOps, regions)
			if err != nil {
				return err
			}
			list[i] = newLoop
			continue
		}
		if _, ok := scf.AsIf(op); !ok {
			continue
		}
		if regions.encloses(op) {
			newIf, err := addIfAccumCounts(op, topOps, regions)
			if err != nil {
				return err
			}
			list[i] = newIf
			continue
		}
		var inner []*ir.Operation
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if _, ok := scf.AsFor(o); ok {
				inner = append(inner, o)
			}
			return ir.WalkAdvance
		})
		for _, loop := range inner {
			if _, err := addAccumCounts(loop, topOps, regions); err != nil {
				return err
			}
		}
	}
	return nil
}

// addAccumCounts rebuilds loop with one more i64 iteration argument for each region with
// channels it is or holds, started at 0 (or at the enclosing loop's count) and advanced by one
// per iteration where the loop holds a channel itself, or to the nested region's count.
func addAccumCounts(loop *ir.Operation, topOps []*ir.Operation, regions *channelRegions) (*ir.Operation, error) {
	parent := enclosingFor(loop)
	parentArgs, parentCounts, argID := 0, 0, 0
	if parent != nil {
		parentArgs = forBody(parent).NumArguments()
		parentCounts = regions.count(parent)
	}
	pre := regions.preOrder(loop)
	if len(pre) > 0 && parent != nil {
		argID = regions.argIndex(parent, pre[0])
	}
	var initial []*ir.Value
	for i := range pre {
		if parent != nil {
			initial = append(initial, forBody(parent).Argument(parentArgs-parentCounts+argID+i))
			continue
		}
		b := newTaskBuilder(loop.Context())
		b.setIDs(nestedAsyncTaskIDs(loop)...)
		b.SetInsertionPoint(loop)
		initial = append(initial, b.constInt(loop.Loc(), 0, 64))
	}
	newLoop := rebuildLoopWithCounts(loop, initial)
	if i := slices.Index(topOps, loop); i >= 0 {
		topOps[i] = newLoop
	}
	regions.replace(loop, newLoop)

	body := forBody(newLoop)
	list := regionOps(body)
	if err := updateAccumCounts(list, topOps, regions); err != nil {
		return nil, err
	}
	if len(initial) == 0 {
		return newLoop, nil
	}
	yield := body.Terminator()
	id := body.NumArguments() - len(initial)
	if regions.contains(newLoop) {
		arg := body.Argument(id)
		b := newTaskBuilder(loop.Context())
		b.setIDs(nestedAsyncTaskIDs(newLoop)...)
		b.SetInsertionPoint(yield)
		one := b.constInt(newLoop.Loc(), 1, 64)
		next := arith.BuildAddI(b, newLoop.Loc(), arg, one).Result()
		replaceOperand(yield, arg, next)
		id++
	}
	for _, op := range list {
		n := regions.count(op)
		for i := 0; i < n; i++ {
			replaceOperand(yield, body.Argument(id), op.Result(op.NumResults()-n+i))
			id++
		}
	}
	return newLoop, nil
}

// replaceOperand makes op use to wherever it used from.
func replaceOperand(op *ir.Operation, from, to *ir.Value) {
	for i, v := range op.Operands() {
		if v == from {
			op.SetOperand(i, to)
		}
	}
}

// forBody returns the body block of an scf.for.
func forBody(loop *ir.Operation) *ir.Block {
	f, _ := scf.AsFor(loop)
	return f.Region().Front()
}

// rebuildLoopWithCounts replaces loop with a loop of the same body and bounds that carries
// one more i64 iteration argument for each initial value, yielded unchanged for now; the new
// loop has only the async task ids of what it holds as attributes, as Triton's createNewLoop.
func rebuildLoopWithCounts(loop *ir.Operation, initial []*ir.Value) *ir.Operation {
	f, _ := scf.AsFor(loop)
	body := f.Region().Front()
	loc := loop.Loc()
	for range initial {
		body.AddArgument(loop.Context().I64(), loc)
	}
	yield := body.Terminator()
	n := body.NumArguments()
	operands := yield.Operands()
	for i := range initial {
		operands = append(operands, body.Argument(n-len(initial)+i))
	}
	yield.SetOperands(operands)

	b := newTaskBuilder(loop.Context())
	b.setIDs(nestedAsyncTaskIDs(loop)...)
	b.SetInsertionPoint(loop)
	inits := append(f.InitArgs(), initial...)
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	newLoop := scf.BuildFor(b, loc, types, f.LowerBound(), f.UpperBound(), f.Step(), inits)
	newLoop.Region().TakeBody(f.Region())
	for i, r := range loop.Results() {
		r.ReplaceAllUsesWith(newLoop.Operation.Result(i))
	}
	loop.Erase()
	return newLoop.Operation
}

// accumCount returns the accumulation count op's region carries in its enclosing loop.
func accumCount(op *ir.Operation, regions *channelRegions) *ir.Value {
	loop := enclosingFor(op)
	body := forBody(loop)
	return body.Argument(body.NumArguments() - regions.count(loop) + regions.argIndex(loop, op.ParentOp()))
}

// bufferIndexAndPhase returns the buffer index (accum mod numBuffers, i32) and phase
// ((accum / numBuffers) & 1, i1) of an accumulation count.
func bufferIndexAndPhase(b *taskBuilder, loc ir.Location, accum *ir.Value, numBuffers int) (index, phase *ir.Value) {
	ctx := b.Context()
	n := arith.BuildExtSI(b, loc, ctx.I64(), b.constInt(loc, int64(numBuffers), 32)).Out()
	quotient := arith.BuildDivUI(b, loc, accum, n).Result()
	product := arith.BuildMulI(b, loc, quotient, n).Result()
	index = arith.BuildSubI(b, loc, accum, product).Result()
	index = arith.BuildTruncI(b, loc, ctx.I32(), index).Out()
	one := b.constInt(loc, 1, 64)
	parity := arith.BuildAndI(b, loc, quotient, one).Result()
	phase = arith.BuildTruncI(b, loc, ctx.I1(), parity).Out()
	return index, phase
}

// opBufferIndexAndPhase returns the buffer index and phase of op's accumulation count.
func opBufferIndexAndPhase(b *taskBuilder, op *ir.Operation, numBuffers int, regions *channelRegions) (index, phase *ir.Value) {
	return bufferIndexAndPhase(b, op.Loc(), accumCount(op, regions), numBuffers)
}
