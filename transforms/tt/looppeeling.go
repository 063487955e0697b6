package ttpasses

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// PeeledOpHook is called on each op of a peeled loop, in the loop body (isEpilogue false)
// and then in the peeled iteration (isEpilogue true), with b positioned before it; the uses
// of the op's results move to the results of the op it returns, unless that is nil or the op
// itself.
type PeeledOpHook func(b *ir.Builder, op *ir.Operation, isEpilogue bool) *ir.Operation

// PeelLoopEpilogue peels the last iteration off forOp, as Triton's peelLoopEpilogue
// (lib/Dialect/Triton/Transforms/LoopPeeling.cpp): the loop runs to ub - step, and an scf.if
// after it, taken when the loop runs at all (lb < ub), holds a copy of the body with the
// induction variable at LastInductionValue and the iteration arguments at the loop's
// results; its else branch yields the loop's results. The uses of the loop's results outside
// the scf.if take its results. processPeeledOp may be nil.
func PeelLoopEpilogue(forOp scf.ForOp, processPeeledOp PeeledOpHook) {
	b := ir.NewBuilder(forOp.Context())
	loc := forOp.Loc()
	lb, ub, step := forOp.LowerBound(), forOp.UpperBound(), forOp.Step()
	b.SetInsertionPoint(forOp.Operation)
	newUpperBound := arith.BuildSubI(b, loc, ub, step).Result()

	b.SetInsertionPointAfter(forOp.Operation)
	lastIV := LastInductionValue(b, forOp)
	slt := int64(slices.Index(arith.CmpIPredicates, "slt"))
	cond := arith.BuildCmpI(b, loc, b.Ctx.I1(), lb, ub, ir.NamedAttribute{Name: "predicate", Value: b.Ctx.I64Attr(slt)}).Result()

	body := forOp.Region().Front()
	mapping := map[*ir.Value]*ir.Value{body.Argument(0): lastIV}
	for i, r := range forOp.Results() {
		mapping[body.Argument(i+1)] = r
	}
	ifOp := scf.BuildIf(b, loc, forOp.ResultTypes(), cond)
	thenBlock := ir.NewBlock(nil, nil)
	ifOp.ThenRegion().Append(thenBlock)
	for op := body.First(); op != nil; op = op.Next() {
		thenBlock.Append(op.Clone(mapping))
	}
	elseBlock := ir.NewBlock(nil, nil)
	ifOp.ElseRegion().Append(elseBlock)
	b.SetInsertionPointToEnd(elseBlock)
	scf.BuildYield(b, loc, forOp.Results())

	for i, r := range forOp.Results() {
		r.ReplaceUsesWithIf(ifOp.Results()[i], func(use *ir.OpOperand) bool {
			return !ifOp.IsAncestorOf(use.Owner())
		})
	}
	forOp.SetUpperBound(newUpperBound)

	if processPeeledOp != nil {
		processPeeledOps(b, body, false, processPeeledOp)
		processPeeledOps(b, thenBlock, true, processPeeledOp)
	}
}

// processPeeledOps calls hook on the ops of block but its terminator.
func processPeeledOps(b *ir.Builder, block *ir.Block, isEpilogue bool, hook PeeledOpHook) {
	for op := block.First(); op != nil && op != block.Terminator(); {
		next := op.Next()
		b.SetInsertionPoint(op)
		if n := hook(b, op, isEpilogue); n != nil && n != op {
			op.ReplaceAllUsesWith(n.Results())
		}
		op = next
	}
}

// LastInductionValue builds, at b's insertion point, the value the induction variable of
// loop takes in its last iteration, (ub - lb - 1) / step * step + lb, as Triton's
// getLastInductionValue.
func LastInductionValue(b *ir.Builder, loop scf.ForOp) *ir.Value {
	loc := loop.Loc()
	lb, ub, step := loop.LowerBound(), loop.UpperBound(), loop.Step()
	diff := arith.BuildSubI(b, loc, ub, lb).Result()
	one := arith.BuildConstant(b, loc, diff.Type(), ir.NamedAttribute{Name: "value", Value: b.Ctx.IntegerAttr(diff.Type(), 1)}).Result()
	diff = arith.BuildSubI(b, loc, diff, one).Result()
	iters := arith.BuildDivSI(b, loc, diff, step).Result()
	ceilStep := arith.BuildMulI(b, loc, iters, step).Result()
	return arith.BuildAddI(b, loc, ceilStep, lb).Result()
}
