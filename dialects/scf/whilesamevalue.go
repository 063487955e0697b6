package scf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// whileSameValueArgs replaces the loop-carried values of a scf.while that can only ever hold
// one value from outside the loop by that value: a block argument fed only by that value and
// by other such arguments (two arguments that start equal and swap places each iteration), or
// a result the condition forwards from one. mlir-opt-22 drops such values; the other
// scf.while patterns then remove the arguments left unused.
func whileSameValueArgs(op *ir.Operation, rw *rewrite.Rewriter) error {
	w := newWhileFlow(op)
	if w == nil {
		return rewrite.ErrNoMatch
	}
	changed := false
	replace := func(v *ir.Value, node int) {
		if src := w.singleSource(node); src != nil && v.HasUses() {
			rw.ReplaceAllUsesWith(v, src)
			changed = true
		}
	}
	for i, a := range w.before.Arguments() {
		replace(a, i)
	}
	for j, a := range w.after.Arguments() {
		replace(a, w.before.NumArguments()+j)
		if j < op.NumResults() {
			replace(op.Result(j), w.before.NumArguments()+j)
		}
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

// whileFlow is the flow of values into a scf.while's block arguments: node i < len(before
// arguments) is before argument i (fed by init i and yield operand i), the others the after
// arguments (each fed by a condition operand, as the result of the same index is).
type whileFlow struct {
	op            *ir.Operation
	before, after *ir.Block
	inputs        [][]*ir.Value
}

// newWhileFlow returns the flow of op, or nil when its regions are not the one-block regions
// of a verified scf.while.
func newWhileFlow(op *ir.Operation) *whileFlow {
	w, ok := AsWhile(op)
	if !ok || len(w.Before().Blocks()) != 1 || len(w.After().Blocks()) != 1 {
		return nil
	}
	before, after := w.Before().Front(), w.After().Front()
	cond, ok := AsCondition(before.Last())
	if !ok {
		return nil
	}
	yield, ok := AsYield(after.Last())
	if !ok {
		return nil
	}
	inits, condArgs, yielded := w.Inits(), cond.Args(), yield.ResultsOperands()
	if len(inits) != before.NumArguments() || len(yielded) != before.NumArguments() || len(condArgs) != after.NumArguments() {
		return nil
	}
	f := &whileFlow{op: op, before: before, after: after}
	for i := range inits {
		f.inputs = append(f.inputs, []*ir.Value{inits[i], yielded[i]})
	}
	for _, c := range condArgs {
		f.inputs = append(f.inputs, []*ir.Value{c})
	}
	return f
}

// node returns the node of v when v is an argument of the loop's blocks, or -1.
func (f *whileFlow) node(v *ir.Value) int {
	if !v.IsBlockArgument() {
		return -1
	}
	switch v.OwnerBlock() {
	case f.before:
		return v.Index()
	case f.after:
		return f.before.NumArguments() + v.Index()
	}
	return -1
}

// singleSource returns the one value defined outside the loop that reaches node through
// the loop's arguments, or nil when another value (or none) reaches it.
func (f *whileFlow) singleSource(start int) *ir.Value {
	var src *ir.Value
	seen := make([]bool, len(f.inputs))
	stack := []int{start}
	seen[start] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, v := range f.inputs[n] {
			if m := f.node(v); m >= 0 {
				if !seen[m] {
					seen[m] = true
					stack = append(stack, m)
				}
				continue
			}
			if !definedOutside(f.op, v) || src != nil && src != v {
				return nil
			}
			src = v
		}
	}
	return src
}
