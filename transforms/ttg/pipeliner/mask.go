package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// wrapInMaskOp is Triton's function of the same name: op moves into the body of a ttg.mask
// on pred, which takes its place and its uses.
func wrapInMaskOp(b *ir.Builder, op *ir.Operation, pred *ir.Value) *ir.Operation {
	mask := ttg.BuildMask(b, op.Loc(), op.ResultTypes(), pred)
	block := ir.NewBlock(nil, nil)
	mask.Region().Append(block)
	inner := ir.NewBuilder(op.Context())
	inner.SetInsertionPointToEnd(block)
	clone := inner.Insert(op.Clone(nil))
	ttg.BuildMaskReturn(inner, op.Loc(), clone.Results())
	op.ReplaceAllUsesWith(mask.Results())
	op.Erase()
	return mask.Operation
}

// resolveMaskOps is Triton's resolveMaskOp: after the arithmetic is folded, the ops of every
// ttg.mask move before it, predicated on its condition, and its results become theirs.
func resolveMaskOps(module *ir.Operation) {
	foldModule(module)
	var masks []ttg.MaskOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if m, ok := ttg.AsMask(op); ok {
			masks = append(masks, m)
		}
	})
	for _, m := range masks {
		block := m.Region().Front()
		b := ir.NewBuilder(m.Context())
		for block.First() != block.Terminator() {
			op := block.First()
			op.MoveBefore(m.Operation)
			predicateOp(b, op, m.Pred())
		}
		m.Operation.ReplaceAllUsesWith(block.Terminator().Operands())
		m.Erase()
	}
}

// foldModule runs the greedy driver with no patterns, as Triton runs it with the arith
// dialect's (empty) set of canonicalization patterns: ops fold, constants are uniqued and
// hoisted, dead ops go.
func foldModule(module *ir.Operation) {
	rewrite.ApplyPatternsGreedily(module, rewrite.NewPatternSet(), rewrite.DefaultGreedyConfig())
}

// predMask is Triton's getPredMask: pred, splatted to the shape of like when that is a
// tensor, and-ed with the op's current mask.
func predMask(b *ir.Builder, like ir.Type, current, pred *ir.Value) *ir.Value {
	mask := pred
	if t, ok := like.(*ir.RankedTensorType); ok {
		mt := b.Ctx.RankedTensorType(t.Dims, b.Ctx.I1(), t.Encoding)
		mask = tt.BuildSplat(b, pred.Location(), mt, pred).Result()
	}
	if current != nil {
		mask = arith.BuildAndI(b, pred.Location(), mask, current).Result()
	}
	return mask
}

// predicateOp is Triton's function of the same name: memory ops, MMAv5 ops, barrier ops and
// scf.if conditions take pred into their masks or predicates; ops without side effects,
// async waits and commits and reads of shared or tensor memory need none.
func predicateOp(b *ir.Builder, op *ir.Operation, pred *ir.Value) {
	if rewrite.IsMemoryEffectFree(op) || isConstantOne(pred) {
		return
	}
	b.SetInsertionPoint(op)
	if cp, ok := ttg.AsAsyncCopyGlobalToLocal(op); ok {
		cp.SetMask(predMask(b, cp.Src().Type(), cp.Mask(), pred))
		return
	}
	if load, ok := tt.AsLoad(op); ok {
		load.SetMask(predMask(b, load.Ptr().Type(), load.Mask(), pred))
		return
	}
	if store, ok := tt.AsStore(op); ok {
		store.SetMask(predMask(b, store.Ptr().Type(), store.Mask(), pred))
		return
	}
	if rmw, ok := tt.AsAtomicRmw(op); ok {
		rmw.SetMask(predMask(b, rmw.Ptr().Type(), rmw.Mask(), pred))
		return
	}
	if copyOp, ok := ttng.AsAsyncTmaCopyGlobalToLocal(op); ok {
		copyOp.SetPred(predMask(b, copyOp.Pred().Type(), copyOp.Pred(), pred))
		return
	}
	if expect, ok := ttng.AsBarrierExpect(op); ok {
		expect.SetPred(predMask(b, expect.Pred().Type(), expect.Pred(), pred))
		return
	}
	if ifOp, ok := scf.AsIf(op); ok {
		ifOp.SetCondition(predMask(b, ifOp.Condition().Type(), ifOp.Condition(), pred))
		return
	}
	if gather, ok := ttng.AsAsyncTmaGather(op); ok {
		gather.SetPred(predMask(b, gather.Pred().Type(), gather.Pred(), pred))
		return
	}
	if m, ok := asMMAv5(op); ok {
		cur := m.predicate()
		m.setPredicate(predMask(b, cur.Type(), cur, pred))
		return
	}
	if store, ok := ttng.AsTmemStore(op); ok {
		store.SetPred(predMask(b, store.Pred().Type(), store.Pred(), pred))
		return
	}
	if arrive, ok := ttng.AsArriveBarrier(op); ok {
		arrive.SetPred(optionalPredMask(b, arrive.Pred(), pred))
		return
	}
	if commit, ok := ttng.AsTcGen5Commit(op); ok {
		commit.SetPred(optionalPredMask(b, commit.Pred(), pred))
		return
	}
	if wait, ok := ttng.AsWaitBarrier(op); ok {
		wait.SetPred(optionalPredMask(b, wait.Pred(), pred))
		return
	}
}

// optionalPredMask is pred and-ed with an op's optional predicate current, or pred alone.
func optionalPredMask(b *ir.Builder, current, pred *ir.Value) *ir.Value {
	if current == nil {
		return pred
	}
	return predMask(b, current.Type(), current, pred)
}
