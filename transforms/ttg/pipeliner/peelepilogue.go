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

// hasMMAv5WaitsInLastStage is Triton's function of the same name: the loop has an MMAv5 op
// and a wait_barrier scheduled in its last stage.
func hasMMAv5WaitsInLastStage(forOp scf.ForOp, s *coarseSchedule) bool {
	hasMMA, hasWait := false, false
	for _, op := range bodyOps(forOp) {
		if place, ok := s.ops[op]; ok && isOp[ttng.WaitBarrierOp](op) && place.stage == s.numStages-1 {
			hasWait = true
		}
		if _, ok := asMMAv5(op); ok {
			hasMMA = true
		}
	}
	return hasMMA && hasWait
}

// insideWarpSpecialize reports whether op is nested in a ttg.warp_specialize.
func insideWarpSpecialize(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if isOp[ttg.WarpSpecializeOp](p) {
			return true
		}
	}
	return false
}

// peelEpilogue is Triton's peelLoopEpilogue with the pipeliner's processing of the peeled
// ops: the kernel loop stops one step early and its last iteration runs after it, under an
// scf.if on the loop running at all, with the loop's results as iteration arguments. In the
// loop the stage predicates become comparisons (the one before the last stage always true);
// in the peeled iteration they are false, and the masked ops they guard give poison.
func peelEpilogue(forOp scf.ForOp) {
	ctx := forOp.Context()
	loc := forOp.Loc()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(forOp.Operation)
	lb, upper, step := forOp.LowerBound(), forOp.UpperBound(), forOp.Step()
	newUB := arith.BuildSubI(b, loc, upper, step).Result()
	b.SetInsertionPointAfter(forOp.Operation)
	lastIV := lastInductionValue(b, forOp)
	cond := cmpI(b, loc, cmpISlt, lb, upper)
	mapping := map[*ir.Value]*ir.Value{body(forOp).Argument(0): lastIV}
	for i, r := range forOp.Results() {
		mapping[body(forOp).Argument(i+1)] = r
	}
	ifOp := scf.BuildIf(b, loc, forOp.ResultTypes(), cond)
	thenBlock := ir.NewBlock(nil, nil)
	ifOp.ThenRegion().Append(thenBlock)
	inner := ir.NewBuilder(ctx)
	inner.SetInsertionPointToEnd(thenBlock)
	for _, op := range body(forOp).Ops() {
		inner.Insert(op.Clone(mapping))
	}
	elseBlock := ir.NewBlock(nil, nil)
	ifOp.ElseRegion().Append(elseBlock)
	inner.SetInsertionPointToEnd(elseBlock)
	scf.BuildYield(inner, loc, forOp.Results())
	for i, r := range forOp.Results() {
		for _, use := range r.Uses() {
			if !ifOp.IsAncestorOf(use.Owner()) {
				use.Set(ifOp.Results()[i])
			}
		}
	}
	forOp.SetUpperBound(newUB)
	for _, op := range bodyOps(forOp) {
		if p, ok := ttg.AsPredicateStage(op); ok {
			inner.SetInsertionPoint(op)
			stage, _ := p.Stage()
			maxStage, _ := p.MaxStage()
			var pred *ir.Value
			if stage == maxStage-1 {
				pred = constantBool(inner, p.Loc(), true)
			} else {
				pred = emitPredicateForStage(inner, p.Iv(), p.Ub(), p.Step(), int(maxStage), int(stage))
			}
			p.Result().ReplaceAllUsesWith(pred)
		}
	}
	var peeledMasks []ttg.MaskOp
	for _, op := range thenBlock.Ops() {
		if op == thenBlock.Terminator() {
			break
		}
		if p, ok := ttg.AsPredicateStage(op); ok {
			inner.SetInsertionPoint(op)
			p.Result().ReplaceAllUsesWith(constantBool(inner, p.Loc(), false))
		}
		if m, ok := ttg.AsMask(op); ok {
			peeledMasks = append(peeledMasks, m)
		}
	}
	for _, m := range peeledMasks {
		if c, ok := ir.IntAttrValue(rewrite.ConstantValue(m.Pred().DefiningOp())); !ok || c != 0 {
			continue
		}
		inner.SetInsertionPoint(m.Operation)
		for _, r := range m.Operation.Results() {
			r.ReplaceAllUsesWith(ub.BuildPoison(inner, m.Loc(), r.Type()).Result())
		}
		m.Erase()
	}
}

// lastInductionValue is Triton's getLastInductionValue: lb + (ub - lb - 1) / step * step.
func lastInductionValue(b *ir.Builder, forOp scf.ForOp) *ir.Value {
	loc := forOp.Loc()
	lb, step := forOp.LowerBound(), forOp.Step()
	diff := arith.BuildSubI(b, loc, forOp.UpperBound(), lb).Result()
	diff = arith.BuildSubI(b, loc, diff, constantOfType(b, loc, diff.Type(), 1)).Result()
	div := arith.BuildDivSI(b, loc, diff, step).Result()
	return arith.BuildAddI(b, loc, arith.BuildMulI(b, loc, div, step).Result(), lb).Result()
}
