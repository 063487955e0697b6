package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// bufferIndexDef is a point of the loop body from which a buffer index value holds.
type bufferIndexDef struct {
	op  *ir.Operation
	idx *ir.Value
}

// multibufferTensorMemory is Triton's function of the same name: the MMA's accumulator alloc
// becomes a ring of numStages tensor memory buffers. Each store into it in the loop, and each
// MMA that does not accumulate, moves to the next buffer; loads read the current one; the
// loop carries the index (argument bufIdx, result bufIdxResult). Tokens of the accesses are
// dropped, as the barriers order them now.
func multibufferTensorMemory(forOp scf.ForOp, s *coarseSchedule, alloc ttng.TmemAllocOp, bufIdx *ir.Value, bufIdxResult, numStages int) error {
	ctx := forOp.Context()
	defs := []bufferIndexDef{{nil, bufIdx}}
	current := func(op *ir.Operation) *ir.Value {
		for i := len(defs) - 1; i > 0; i-- {
			if properlyDominates(defs[i].op, op) {
				return defs[i].idx
			}
		}
		// The loop's argument holds in the whole body.
		return bufIdx
	}
	push := func(op *ir.Operation, cur, next *ir.Value) {
		replaceUsesDominatedBy(op, next, cur)
		defs = append(defs, bufferIndexDef{op, next})
	}
	b := newStageBuilder(alloc.Operation, s)
	oldType := alloc.ResultResult().Type().(*ttg.MemDescType)
	ringType := ttg.MemDesc(ctx, append([]int64{int64(numStages)}, oldType.Dims...), oldType.Elem, oldType.Encoding, oldType.MemorySpace, true, nil)
	ring := ttng.BuildTmemAlloc(b, alloc.Loc(), ringType, ttg.AsyncToken(ctx), nil)
	numStagesValue := constantI32(b, alloc.Loc(), numStages)
	zero := constantI32(b, alloc.Loc(), 0)
	one := constantI32(b, alloc.Loc(), 1)
	aux := ir.NewBuilder(ctx)
	aux.SetInsertionPoint(forOp.Operation)
	poisonToken := ub.BuildPoison(aux, forOp.Loc(), ttg.AsyncToken(ctx)).Result()
	placeAt := func(op *ir.Operation) {
		if place, ok := s.ops[op]; ok {
			b.setPlace(place)
		}
	}
	valid := false
	for _, user := range alloc.ResultResult().Users() {
		if store, ok := ttng.AsTmemStore(user); ok {
			store.SetDep(nil)
			replaceToken(store.Token(), poisonToken)
			b.SetInsertionPoint(user)
			if !insideLoop(forOp, user) {
				store.SetDst(singleBufferView(b, ring.ResultResult(), zero))
				continue
			}
			valid = true
			placeAt(user)
			cur := current(user)
			next, _ := incrementModulo(b, forOp.Loc(), cur, numStagesValue, zero, one)
			next = arith.BuildSelect(b, forOp.Loc(), next.Type(), store.Pred(), next, cur).Result()
			push(user, cur, next)
			store.SetDst(singleBufferView(b, ring.ResultResult(), next))
			continue
		}
		if load, ok := ttng.AsTmemLoad(user); ok {
			load.SetDep(nil)
			replaceToken(load.Token(), poisonToken)
			b.SetInsertionPoint(user)
			if !insideLoop(forOp, user) {
				load.SetSrc(singleBufferView(b, ring.ResultResult(), forOp.Results()[bufIdxResult]))
				continue
			}
			placeAt(user)
			load.SetSrc(singleBufferView(b, ring.ResultResult(), current(user)))
			continue
		}
		m, ok := asMMAv5(user)
		if !ok {
			return ir.OpError(user, "Unsupported user of the accumulator")
		}
		replaceToken(m.dropAccDep(), poisonToken)
		placeAt(user)
		b.SetInsertionPoint(user)
		c, isConst := ir.IntAttrValue(rewrite.ConstantValue(m.useAcc.DefiningOp()))
		valid = !(isConst && c != 0)
		cur := current(user)
		next, _ := incrementModulo(b, forOp.Loc(), cur, numStagesValue, zero, one)
		next = arith.BuildSelect(b, forOp.Loc(), next.Type(), m.useAcc, cur, next).Result()
		push(user, cur, next)
		m.setAccumulator(singleBufferView(b, ring.ResultResult(), next))
	}
	if !valid {
		return ir.OpError(alloc.Operation, "Trying to multibuffer TMEM while there is no store to the accumulator, and the mma uses the accumulator all the time.")
	}
	replaceToken(alloc.Token(), ring.Token())
	alloc.Erase()
	last := defs[len(defs)-1].idx
	replaceUsesDominatedBy(last.DefiningOp(), last, bufIdx)
	return nil
}

// replaceToken makes the uses of token, when the op has one, use with instead.
func replaceToken(token, with *ir.Value) {
	if token != nil {
		token.ReplaceAllUsesWith(with)
	}
}

// replaceUsesDominatedBy is Triton's replaceAllUsesDominatedBy: the uses of old in ops that
// domOp properly dominates take next instead.
func replaceUsesDominatedBy(domOp *ir.Operation, next, old *ir.Value) {
	for _, use := range old.Uses() {
		if properlyDominates(domOp, use.Owner()) {
			use.Set(next)
		}
	}
}
