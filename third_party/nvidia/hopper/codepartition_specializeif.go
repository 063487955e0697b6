package hopper

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// specializeIf copies an scf.if into the task id's region at tb with the results the task
// defines (a yielded value of an op of the task, or an iteration argument whose initial value
// is), then the ops of the task in each branch (Triton's SpecializeIfOp).
func specializeIf(op *ir.Operation, mapping map[*ir.Value]*ir.Value, tb *taskBuilder, id int32) error {
	ifOp, _ := scf.AsIf(op)
	thenBlock := ifOp.ThenRegion().Front()
	var kept []int
	if op.NumResults() > 0 {
		for i, v := range thenBlock.Terminator().Operands() {
			def := v.DefiningOp()
			if def == nil {
				loop, ok := scf.AsFor(v.OwnerBlock().ParentOp())
				if !ok || v.Index() == 0 {
					return ir.OpError(op, "warp specialization: a result of this scf.if is not defined by an op or a loop argument")
				}
				def = loop.InitArgs()[v.Index()-1].DefiningOp()
				if def == nil {
					return ir.OpError(op, "warp specialization: the initial value of a loop argument this scf.if yields has no defining op")
				}
			}
			if hasAsyncTaskID(def, id) {
				kept = append(kept, i)
			}
		}
	}
	var types []ir.Type
	for _, i := range kept {
		types = append(types, op.Result(i).Type())
	}
	newIf := scf.BuildIf(tb, op.Loc(), types, lookupOrSelf(mapping, ifOp.Condition()))
	hasElse := !ifOp.ElseRegion().Empty()
	branches := []struct{ from, to *ir.Region }{{ifOp.ThenRegion(), newIf.ThenRegion()}}
	if hasElse {
		branches = append(branches, struct{ from, to *ir.Region }{ifOp.ElseRegion(), newIf.ElseRegion()})
	}
	for _, br := range branches {
		block := ir.NewBlock(nil, nil)
		br.to.Append(block)
		bb := newTaskBuilder(tb.Context())
		bb.setIDs(id)
		bb.SetInsertionPointToEnd(block)
		for o := br.from.Front().First(); o != nil; o = o.Next() {
			if err := specializeOp(o, mapping, bb, id); err != nil {
				return err
			}
		}
		if len(kept) < op.NumResults() {
			yield := block.Terminator()
			var values []*ir.Value
			for _, i := range kept {
				values = append(values, yield.Operand(i))
			}
			replaceYield(bb, yield, values)
		}
	}
	for j, i := range kept {
		mapping[op.Result(i)] = newIf.Operation.Result(j)
	}
	return nil
}
