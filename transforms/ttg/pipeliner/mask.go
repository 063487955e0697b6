package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
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

// predicateOp is Triton's function of the same name for the ops the pipeliner expands on
// sm_80 and sm_90: memory ops take pred into their masks; ops without side effects, waits,
// commits and reads of shared memory need none.
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
	if wait, ok := ttng.AsWaitBarrier(op); ok {
		if cur := wait.Pred(); cur != nil {
			wait.SetPred(predMask(b, cur.Type(), cur, pred))
		} else {
			wait.SetPred(pred)
		}
		return
	}
}
