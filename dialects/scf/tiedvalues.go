package scf

import "github.com/ttgo/ttgo/ir"

// TiesValues reports whether op is an scf.for, scf.while or scf.if, whose results are tied to
// values of its regions.
func TiesValues(op *ir.Operation) bool {
	if _, ok := AsFor(op); ok {
		return true
	}
	if _, ok := AsWhile(op); ok {
		return true
	}
	_, ok := AsIf(op)
	return ok
}

// TiedValues is Triton's getTiedArgs: the values that carry result i of an scf.for (its
// iteration argument, result, yielded value and initial value), an scf.while (also the after
// region's argument) or an scf.if (the yielded values of both branches and the result); nil
// for other ops.
func TiedValues(op *ir.Operation, i int) []*ir.Value {
	if loop, ok := AsFor(op); ok {
		body := loop.Region().Front()
		yield, _ := AsYield(body.Terminator())
		return []*ir.Value{body.Argument(i + 1), loop.Results()[i], yield.ResultsOperands()[i], loop.InitArgs()[i]}
	}
	if loop, ok := AsWhile(op); ok {
		before, after := loop.Before().Front(), loop.After().Front()
		cond, _ := AsCondition(before.Terminator())
		return []*ir.Value{before.Argument(i), loop.Results()[i], cond.Args()[i], loop.Inits()[i], after.Argument(i)}
	}
	if branch, ok := AsIf(op); ok {
		var vals []*ir.Value
		for _, r := range []*ir.Region{branch.ThenRegion(), branch.ElseRegion()} {
			for _, b := range r.Blocks() {
				if yield, ok := AsYield(b.Terminator()); ok {
					vals = append(vals, yield.ResultsOperands()[i])
				}
			}
		}
		return append(vals, branch.Results()[i])
	}
	return nil
}
