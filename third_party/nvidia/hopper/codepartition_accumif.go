package hopper

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// addIfAccumCounts rebuilds an scf.if holding channels with one more i64 result for each
// region with channels it is or holds (Triton's rewriteIfOp): the then branch yields the count
// advanced by one (the if holds a channel itself) or the nested loops' and ifs' counts, the
// else branch, created when missing, the counts unchanged. Channels in the else branch are not
// supported.
func addIfAccumCounts(ifOp *ir.Operation, topOps []*ir.Operation, regions *channelRegions) (*ir.Operation, error) {
	old, _ := scf.AsIf(ifOp)
	ctx := ifOp.Context()
	loc := ifOp.Loc()
	ids := nestedAsyncTaskIDs(ifOp)
	b := newTaskBuilder(ctx)
	b.setIDs(ids...)
	b.SetInsertionPoint(ifOp)
	types := ifOp.ResultTypes()
	for i := 0; i < regions.count(ifOp); i++ {
		types = append(types, ctx.I64())
	}
	newIf := scf.BuildIf(b, loc, types, old.Condition())
	newIf.ThenRegion().TakeBody(old.ThenRegion())
	regions.replace(ifOp, newIf.Operation)
	thenList := regionOps(newIf.ThenRegion().Front())
	if err := updateAccumCounts(thenList, topOps, regions); err != nil {
		return nil, err
	}
	if old.ElseRegion().Empty() {
		newIf.ElseRegion().Append(ir.NewBlock(nil, nil))
		plain := ir.NewBuilder(ctx)
		plain.SetInsertionPointToEnd(newIf.ElseRegion().Front())
		scf.BuildYield(plain, loc, nil)
	} else {
		newIf.ElseRegion().TakeBody(old.ElseRegion())
		for _, op := range regionOps(newIf.ElseRegion().Front()) {
			if regions.encloses(op) {
				return nil, ir.OpError(op, "warp specialization of channels in the else branch of an scf.if is not supported")
			}
		}
	}
	thenYield := newIf.ThenRegion().Front().Terminator()
	elseYield := newIf.ElseRegion().Front().Terminator()
	thenValues, elseValues := thenYield.Operands(), elseYield.Operands()
	elseBuilder := newTaskBuilder(ctx)
	elseBuilder.setIDs(ids...)
	elseBuilder.SetInsertionPoint(elseYield)
	b.SetInsertionPoint(thenYield)

	parent := enclosingFor(newIf.Operation)
	parentArgs, parentCounts := 0, 0
	if parent != nil {
		parentArgs = forBody(parent).NumArguments()
		parentCounts = regions.count(parent)
	}
	if regions.contains(newIf.Operation) {
		if parent != nil {
			arg := forBody(parent).Argument(parentArgs - parentCounts + regions.argIndex(parent, newIf.Operation))
			one := b.constInt(loc, 1, 64)
			thenValues = append(thenValues, arith.BuildAddI(b, loc, arg, one).Result())
			elseValues = append(elseValues, arg)
		} else {
			thenValues = append(thenValues, b.constInt(loc, 1, 64))
			elseValues = append(elseValues, elseBuilder.constInt(loc, 0, 64))
		}
	}
	for _, op := range thenList {
		if !regions.encloses(op) {
			continue
		}
		pre := regions.preOrder(op)
		argID := 0
		if parent != nil && len(pre) > 0 {
			argID = regions.argIndex(parent, pre[0])
		}
		for i := range pre {
			thenValues = append(thenValues, op.Result(op.NumResults()-len(pre)+i))
			if parent != nil {
				elseValues = append(elseValues, forBody(parent).Argument(parentArgs-parentCounts+argID+i))
			} else {
				elseValues = append(elseValues, elseBuilder.constInt(loc, 0, 64))
			}
		}
	}
	replaceYield(b, thenYield, thenValues)
	replaceYield(b, elseYield, elseValues)
	for i, r := range ifOp.Results() {
		r.ReplaceAllUsesWith(newIf.Operation.Result(i))
	}
	ifOp.Erase()
	return newIf.Operation, nil
}

// replaceYield replaces yield with an scf.yield of values created by b.
func replaceYield(b *taskBuilder, yield *ir.Operation, values []*ir.Value) {
	b.SetInsertionPoint(yield)
	scf.BuildYield(b, yield.Loc(), values)
	yield.Erase()
}

// regionOps returns the scf.for and scf.if ops of block.
func regionOps(block *ir.Block) []*ir.Operation {
	var list []*ir.Operation
	for op := block.First(); op != nil; op = op.Next() {
		_, isFor := scf.AsFor(op)
		_, isIf := scf.AsIf(op)
		if isFor || isIf {
			list = append(list, op)
		}
	}
	return list
}
