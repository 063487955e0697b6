package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// valueRegion returns the region that defines v.
func valueRegion(v *ir.Value) *ir.Region {
	if v.IsBlockArgument() {
		return v.OwnerBlock().Parent()
	}
	return v.DefiningOp().ParentRegion()
}

// hoistInnerInits initializes the iteration arguments of the inner loops that start from
// values defined outside the fused loop in the fused loop's own initial values, instead of
// in each prologue, and resets them in the epilogue: the inner loops then no longer depend
// on one another through their prologues.
func hoistInnerInits(b *loopBuilder, fused scf.ForOp, fusedYield scf.YieldOp, inners []innerLoop, prologueIfs, bodyIfs []scf.IfOp,
	logues []logue, epilogueIf scf.IfOp, innerOutsStart int) {
	iterArgs := fused.Region().Front().Arguments()[1:]
	idx := innerOutsStart
	var yieldsToUpdate []int
	var reset, forwarded []*ir.Value
	for k, l := range inners {
		prologueSkip := 1 + len(logues[k].outputs)
		remove := map[int]bool{}
		var replaceWith []*ir.Value
		for j, init := range l.op.InitArgs() {
			if valueRegion(init) == fused.Region() {
				continue
			}
			inits := fused.InitArgs()
			inits[idx+j] = init
			fused.SetInitArgs(inits)
			replaceWith = append(replaceWith, iterArgs[idx+j])
			remove[prologueSkip+j] = true
			yieldsToUpdate = append(yieldsToUpdate, idx+j)
			forwarded = append(forwarded, bodyIfs[k].Results()[1+j])
			reset = append(reset, init)
		}
		prologueIfs[k] = eraseIfResults(b, prologueIfs[k], remove, replaceWith)
		idx += l.op.NumResults()
	}
	if len(yieldsToUpdate) == 0 {
		return
	}
	thenYield, elseYield := yieldOf(epilogueIf.ThenRegion()), yieldOf(epilogueIf.ElseRegion())
	thenYield.SetResultsOperands(append(thenYield.ResultsOperands(), reset...))
	elseYield.SetResultsOperands(append(elseYield.ResultsOperands(), forwarded...))
	b.SetInsertionPoint(epilogueIf.Operation)
	newIf := scf.BuildIf(b, b.loc, valueTypes(thenYield.ResultsOperands()), epilogueIf.Condition())
	newIf.ThenRegion().TakeBody(epilogueIf.ThenRegion())
	newIf.ElseRegion().TakeBody(epilogueIf.ElseRegion())
	n := epilogueIf.NumResults()
	for i, r := range epilogueIf.Results() {
		r.ReplaceAllUsesWith(newIf.Results()[i])
	}
	outs := fusedYield.ResultsOperands()
	for i, at := range yieldsToUpdate {
		outs[at] = newIf.Results()[n+i]
	}
	fusedYield.SetResultsOperands(outs)
	epilogueIf.Erase()
}

// eraseIfResults rebuilds ifOp without the results at the indices in remove, whose uses
// take the values of replaceWith in order.
func eraseIfResults(b *loopBuilder, ifOp scf.IfOp, remove map[int]bool, replaceWith []*ir.Value) scf.IfOp {
	saved := *b.Builder
	defer func() { *b.Builder = saved }()
	b.SetInsertionPoint(ifOp.Operation)
	for _, r := range []*ir.Region{ifOp.ThenRegion(), ifOp.ElseRegion()} {
		y := yieldOf(r)
		var kept []*ir.Value
		for i, v := range y.ResultsOperands() {
			if !remove[i] {
				kept = append(kept, v)
			}
		}
		y.SetResultsOperands(kept)
	}
	newIf := scf.BuildIf(b, b.loc, valueTypes(yieldOf(ifOp.ThenRegion()).ResultsOperands()), ifOp.Condition())
	newIf.ThenRegion().TakeBody(ifOp.ThenRegion())
	newIf.ElseRegion().TakeBody(ifOp.ElseRegion())
	replaced, kept := 0, 0
	for i, r := range ifOp.Results() {
		if remove[i] {
			r.ReplaceAllUsesWith(replaceWith[replaced])
			replaced++
		} else {
			r.ReplaceAllUsesWith(newIf.Results()[kept])
			kept++
		}
	}
	ifOp.Erase()
	return newIf
}

// setFusedLoopAttrs carries the pipelining attributes of the fused loops over to fused:
// warp specialization and the accumulator multi-buffering ban if any asked for them, and the
// largest stage count.
func setFusedLoopAttrs(fused, outer scf.ForOp, inners []innerLoop) {
	ctx := fused.Context()
	loops := []*ir.Operation{outer.Operation}
	for _, l := range inners {
		loops = append(loops, l.op.Operation)
	}
	for _, name := range []string{warpSpecializeAttr, disallowAccMultiBufferAttr} {
		for _, loop := range loops {
			if loop.Attr(name) != nil {
				fused.SetAttr(name, ctx.UnitAttr())
				break
			}
		}
	}
	numStages := int64(1)
	for _, loop := range loops {
		if v, ok := ir.IntAttrValue(loop.Attr(numStagesAttr)); ok && (loop == outer.Operation || v > numStages) {
			numStages = v
		}
	}
	if numStages > 1 {
		fused.SetAttr(numStagesAttr, ctx.IntegerAttr(ctx.I32(), numStages))
	}
}
