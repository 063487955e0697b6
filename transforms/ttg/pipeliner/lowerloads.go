package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// asyncLoad is a load the loop lowering turns into asynchronous copies into a ring of
// stageDiff shared memory buffers.
type asyncLoad struct {
	op         *ir.Operation
	tma        bool
	scalar     bool
	barrier    *ir.Value
	wait       *ir.Operation
	stageDiff  int
	contiguity int
	encoding   ir.Attribute
	alloc      *ir.Value
}

// loadGroup is the ring counters shared by the async loads with the same number of buffers.
type loadGroup struct {
	numBuffers                   int
	insertIdx, extractIdx, phase *ir.Value
	hasTMALoad                   bool
}

// lowerLoads is Triton's lowerLoads: each load through pointers used at least one
// stage after it is issued becomes a cp.async into a ring of shared buffers, with an
// async_wait and a view of the buffer where it is used; the loop carries an insert and an
// extract index per ring size. Descriptor loads become TMA copies signalling mbarriers, with
// a phase carried too. Scalar loads of 32 bits or more go through one-element tensors.
func lowerLoads(forOp scf.ForOp, s *coarseSchedule, info *axisinfo.Module) scf.ForOp {
	if body(forOp).Terminator() == nil {
		// A body that ends in an unregistered op has no scf.yield to extend.
		return forOp
	}
	var loads []*asyncLoad
	for _, op := range bodyOps(forOp) {
		if desc := tmaDescriptor(op); desc != nil {
			stageDiff := defUseStageDiff(op, forOp, s)
			if stageDiff == 0 {
				continue
			}
			if loadRequiresAdditionalBuffer(op) {
				stageDiff++
			}
			enc := descriptorEncoding(op.Context(), desc, loadResult(op).Type().(*ir.RankedTensorType).Dims)
			loads = append(loads, &asyncLoad{op: op, stageDiff: stageDiff, contiguity: 1, encoding: enc, tma: true})
			continue
		}
		load, ok := tt.AsLoad(op)
		if !ok {
			continue
		}
		stageDiff := defUseStageDiff(op, forOp, s)
		if stageDiff == 0 {
			continue
		}
		regTy, ok := load.Result().Type().(*ir.RankedTensorType)
		if !ok {
			if ir.IntOrFloatBitWidth(load.Result().Type()) >= 32 {
				loads = append(loads, &asyncLoad{op: op, stageDiff: stageDiff, contiguity: 1, encoding: scalarLoadEncoding(op.Context()), scalar: true})
			}
			continue
		}
		enc := sharedEncodingForLoad(op)
		if enc == nil {
			continue
		}
		if !canBeConvertedToAsyncLoad(load, info) || copyVecBytes(regTy, enc) < 4 {
			continue
		}
		vec := info.Contiguity(load.Ptr())
		if mask := load.Mask(); mask != nil {
			vec = min(vec, info.MaskAlignment(mask))
		}
		if loadRequiresAdditionalBuffer(op) {
			stageDiff++
		}
		loads = append(loads, &asyncLoad{op: op, stageDiff: stageDiff, contiguity: vec, encoding: enc})
	}
	kept := loads[:0]
	for _, l := range loads {
		if !l.scalar || convertScalarToTensorLoad(ir.View[tt.LoadOp](l.op), forOp, s) {
			kept = append(kept, l)
		}
	}
	loads = kept
	if len(loads) == 0 {
		return forOp
	}
	var groups []*loadGroup
	groupOf := map[int]*loadGroup{}
	for _, l := range loads {
		l.alloc = createBufferRing(forOp, l.op, l.encoding, l.stageDiff)
		if groupOf[l.stageDiff] == nil {
			g := &loadGroup{numBuffers: l.stageDiff}
			groupOf[l.stageDiff] = g
			groups = append(groups, g)
		}
		if l.tma {
			groupOf[l.stageDiff].hasTMALoad = true
		}
	}
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPoint(forOp.Operation)
	loc := forOp.Loc()
	minusOne := constantI32(b, loc, -1)
	zero := constantI32(b, loc, 0)
	one := constantI32(b, loc, 1)
	var newInits []*ir.Value
	for _, g := range groups {
		newInits = append(newInits, minusOne, minusOne)
		if g.hasTMALoad {
			newInits = append(newInits, zero)
		}
	}
	firstNewArg := body(forOp).NumArguments()
	forOp = addIterArgsToLoop(forOp, newInits)
	yield := body(forOp).Terminator()
	yield.SetOperands(append(yield.Operands(), newInits...))
	arg := firstNewArg
	for _, g := range groups {
		insertArg, extractArg := body(forOp).Argument(arg), body(forOp).Argument(arg+1)
		arg += 2
		var phase *ir.Value
		if g.hasTMALoad {
			phase = body(forOp).Argument(arg)
			arg++
		}
		b.SetInsertionPointToStart(body(forOp))
		numBuffers := constantI32(b, loc, g.numBuffers)
		g.insertIdx, _ = incrementModulo(b, loc, insertArg, numBuffers, zero, one)
		var wrapped *ir.Value
		g.extractIdx, wrapped = incrementModulo(b, loc, extractArg, numBuffers, zero, one)
		if phase != nil {
			next := arith.BuildXOrI(b, loc, phase, one).Result()
			g.phase = arith.BuildSelect(b, loc, phase.Type(), wrapped, next, phase).Result()
		}
	}
	createTMABarrierAndWait(forOp, loads, groupOf, s)
	hasAsyncCopies := false
	for _, l := range loads {
		g := groupOf[l.stageDiff]
		if l.tma {
			createTMAAsyncLoad(forOp, l, g, s)
			continue
		}
		createAsyncCopy(forOp, ir.View[tt.LoadOp](l.op), l.alloc, g.insertIdx, g.extractIdx, l.contiguity, s)
		hasAsyncCopies = true
	}
	idx := firstNewArg - 1
	for _, g := range groups {
		yield.SetOperand(idx, g.insertIdx)
		yield.SetOperand(idx+1, g.extractIdx)
		idx += 2
		if g.phase != nil {
			yield.SetOperand(idx, g.phase)
			idx++
		}
	}
	scheduleDependencies(forOp, s)
	if hasAsyncCopies {
		b.SetInsertionPointAfter(forOp.Operation)
		ttg.BuildAsyncWait(b, loc, ttg.AsyncToken(forOp.Context()), nil).SetNum(0)
	}
	return forOp
}

// sharedEncodingForLoad is Triton's getSharedEncoding for a load through pointers: the layout
// of the first local_alloc that uses it, else the one its dot-operand users need, else an
// unswizzled layout in the order of its registers (for a single CTA); nil when the load's
// layout has no order.
func sharedEncodingForLoad(load *ir.Operation) ir.Attribute {
	for _, user := range loadResult(load).Users() {
		if alloc, ok := ttg.AsLocalAlloc(user); ok {
			return alloc.Result().Type().(*ttg.MemDescType).Encoding
		}
	}
	if enc, _ := sharedEncodingForDotUsers(loadResult(load)); enc != nil {
		return enc
	}
	lin, ok := linearOf(loadResult(load).Type().(*ir.RankedTensorType))
	if !ok {
		return nil
	}
	return ttg.SwizzledShared(load.Context(), 1, 1, 1, lin.Order(), nil)
}

// mustLoadToRegisters is Triton's check of the same name for loads through pointers: unless
// the load's only user is a local_alloc and it fills masked lanes with zeros, the data must go
// through registers.
func mustLoadToRegisters(op *ir.Operation) bool {
	if load, ok := tt.AsLoad(op); ok && load.Other() != nil && !isZeroConst(load.Other()) {
		return true
	}
	if !loadResult(op).HasOneUse() {
		return true
	}
	alloc, ok := ttg.AsLocalAlloc(loadResult(op).FirstUse().Owner())
	if !ok {
		return true
	}
	if desc := tmaDescriptor(op); desc != nil {
		enc := descriptorEncoding(op.Context(), desc, loadResult(op).Type().(*ir.RankedTensorType).Dims)
		return enc != alloc.Result().Type().(*ttg.MemDescType).Encoding
	}
	return false
}

// loadRequiresAdditionalBuffer is Triton's check of the same name: a load whose local_alloc
// feeds a warp_group_dot needs one more buffer, since the wgmma may still read the previous
// one.
func loadRequiresAdditionalBuffer(op *ir.Operation) bool {
	if mustLoadToRegisters(op) {
		return false
	}
	alloc := loadResult(op).FirstUse().Owner()
	var reachesWGMMA func(o *ir.Operation) bool
	reachesWGMMA = func(o *ir.Operation) bool {
		for _, user := range o.SingleResult().Users() {
			if isMemDescView(user) {
				if reachesWGMMA(user) {
					return true
				}
				continue
			}
			if isOp[ttng.WarpGroupDotOp](user) {
				return true
			}
		}
		return false
	}
	return reachesWGMMA(alloc)
}

// createBufferRing is Triton's createAlloc: a mutable shared allocation of numBuffers
// buffers of the load's shape before the loop, freed after it.
func createBufferRing(forOp scf.ForOp, load *ir.Operation, enc ir.Attribute, numBuffers int) *ir.Value {
	ctx := forOp.Context()
	t := loadResult(load).Type().(*ir.RankedTensorType)
	shape := append([]int64{int64(numBuffers)}, t.Dims...)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(forOp.Operation)
	ty := ttg.MemDesc(ctx, shape, t.Elem, enc, ttg.SharedMemory(ctx), true, nil)
	alloc := ttg.BuildLocalAlloc(b, load.Loc(), ty, nil).Result()
	b.SetInsertionPointAfter(forOp.Operation)
	ttg.BuildLocalDealloc(b, forOp.Loc(), alloc)
	return alloc
}

// addIterArgsToLoop is Triton's function of the same name: a loop like forOp with newInits
// as extra iteration arguments, which replaces it.
func addIterArgsToLoop(forOp scf.ForOp, newInits []*ir.Value) scf.ForOp {
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPoint(forOp.Operation)
	inits := append(append([]*ir.Value(nil), forOp.InitArgs()...), newInits...)
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	n := scf.BuildFor(b, forOp.Loc(), types, forOp.LowerBound(), forOp.UpperBound(), forOp.Step(), inits, forOp.AllAttrs()...)
	n.Region().TakeBody(forOp.Region())
	for _, v := range newInits {
		body(n).AddArgument(v.Type(), v.Location())
	}
	for i, r := range forOp.Results() {
		r.ReplaceAllUsesWith(n.Results()[i])
	}
	forOp.Erase()
	return n
}

// createAsyncCopy is Triton's function of the same name: the load becomes a cp.async into
// the insert buffer, committed; where it is first used, an async_wait and a view of the
// extract buffer replace its result.
func createAsyncCopy(forOp scf.ForOp, load tt.LoadOp, alloc, insertIdx, extractIdx *ir.Value, contiguity int, s *coarseSchedule) {
	b := newStageBuilder(forOp.Operation, s)
	constantI32(b, forOp.Loc(), 0)
	firstUse := firstUseOfPipelinedOp([]*ir.Operation{load.Operation}, forOp, s)
	ctx := forOp.Context()
	b.SetInsertionPoint(load.Operation)
	b.setPlace(s.ops[load.Operation])
	view := singleBufferView(b, alloc, insertIdx)
	cp := ttg.BuildAsyncCopyGlobalToLocal(b, load.Loc(), ttg.AsyncToken(ctx), load.Ptr(), view, load.Mask(), load.Other())
	if c, ok := load.Cache(); ok {
		cp.SetCache(c)
	}
	if e, ok := load.Evict(); ok {
		cp.SetEvict(e)
	}
	if load.IsVolatile() {
		cp.SetIsVolatile(true)
	}
	cp.SetContiguity(int64(contiguity))
	commit := ttg.BuildAsyncCommitGroup(b, load.Loc(), ttg.AsyncToken(ctx), []*ir.Value{cp.Token()})
	b.setPlace(s.ops[firstUse])
	wait := ttg.BuildAsyncWait(b, load.Loc(), ttg.AsyncToken(ctx), []*ir.Value{commit.AsyncToken()})
	wait.SetNum(0)
	viewLoad := singleBufferView(b, alloc, extractIdx)
	result := load.Result()
	if load.Other() == nil || isZeroConst(load.Other()) {
		replaceUsesWithLocalLoad(b, result, viewLoad, wait.RetToken())
	} else if result.HasUses() {
		local := ttg.BuildLocalLoad(b, load.Loc(), result.Type(), viewLoad, wait.RetToken()).Result()
		sel := arith.BuildSelect(b, load.Loc(), result.Type(), load.Mask(), local, load.Other()).Result()
		result.ReplaceAllUsesWith(sel)
	}
	s.erase(load.Operation)
	load.Erase()
}

// replaceUsesWithLocalLoad is Triton's function of the same name: local_allocs of old with
// view's layout are replaced by view, and the other uses by a local_load of it, which it
// returns (nil when there is none).
func replaceUsesWithLocalLoad(b *stageBuilder, old, view, token *ir.Value) *ir.Operation {
	enc := view.Type().(*ttg.MemDescType).Encoding
	var erase []*ir.Operation
	users := old.Users()
	for _, user := range users {
		alloc, ok := ttg.AsLocalAlloc(user)
		if !ok || alloc.Result().Type().(*ttg.MemDescType).Encoding != enc {
			continue
		}
		replaceUsesAndPropagateType(b, user, view)
		erase = append(erase, user)
	}
	var local *ir.Operation
	if len(old.Uses()) > len(erase) {
		ll := ttg.BuildLocalLoad(b, old.DefiningOp().Loc(), old.Type(), view, token)
		old.ReplaceAllUsesWith(ll.Result())
		local = ll.Operation
	}
	for _, op := range erase {
		b.schedule.erase(op)
		op.Erase()
	}
	return local
}
