package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/ir"
)

// blockArgumentCasts are the casts MLIR's conversion leaves for a converted argument of a
// block other than the entry: the source cast back to the old type, which the block's ops
// use until they are lowered, and the target cast from it to the new type, made when a
// lowered op first reads the argument. A source cast that nothing reads is erased.
type blockArgumentCasts struct {
	arg, back *ir.Value
	source    *ir.Operation
	target    *ir.Value
}

// trackBlockArgumentCast records the source cast of a converted argument of a non-entry
// block, whose result back stands for the argument with its old type.
func (l *Lowering) trackBlockArgumentCast(arg, back *ir.Value, source *ir.Operation) {
	c := &blockArgumentCasts{arg: arg, back: back, source: source}
	l.argCasts[back] = c
	l.argCastOrder = append(l.argCastOrder, c)
}

// blockArgumentTarget returns the target cast of an argument, creating it at the start of
// the argument's block on first use, as MLIR materializes the value a pattern's adaptor
// asks for.
func (l *Lowering) blockArgumentTarget(c *blockArgumentCasts) *ir.Value {
	if c.target == nil {
		b := ir.NewBuilder(l.Ctx)
		b.SetInsertionPointToStart(c.source.Block())
		cast := builtin.BuildUnrealizedConversionCast(b, c.arg.Location(), []ir.Type{c.arg.Type()}, []*ir.Value{c.back})
		l.legal[cast.Operation] = true
		c.target = cast.Outputs()[0]
	}
	return c.target
}

// branchOperands returns the values a branch passes to its successor: a block argument
// passes itself, not a cast of itself, as MLIR's branch lowering forwards the converted
// argument.
func (l *Lowering) branchOperands(vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		if c, ok := l.argCasts[v]; ok {
			out[i] = c.arg
		} else {
			out[i] = l.Remapped(v)
		}
	}
	return out
}

// castBranchOperandResults leaves a cast of each converted result of op that a branch passes
// to its successor back to its old type, unused, right after the value that replaces it, as
// MLIR's conversion does.
func (l *Lowering) castBranchOperandResults(op *ir.Operation) {
	for _, r := range op.Results() {
		w, ok := l.replaced[r]
		if !ok || w.Type() == r.Type() || !usedByBranch(r) {
			continue
		}
		b := l.B
		if def := w.DefiningOp(); def != nil {
			b = ir.NewBuilder(l.Ctx)
			b.SetInsertionPointAfter(def)
		}
		cast := builtin.BuildUnrealizedConversionCast(b, op.Loc(), []ir.Type{r.Type()}, []*ir.Value{w})
		l.legal[cast.Operation] = true
	}
}

// usedByBranch reports whether a branch passes v to a successor.
func usedByBranch(v *ir.Value) bool {
	for _, u := range v.Users() {
		if _, ok := cf.AsBranch(u); ok {
			return true
		}
		if _, ok := cf.AsCondBranch(u); ok {
			return true
		}
	}
	return false
}

// finishBlockArgumentCasts erases the source casts nothing reads and moves the others to
// the start of their blocks, ahead of the target casts, in the order MLIR leaves them.
func (l *Lowering) finishBlockArgumentCasts() {
	for _, c := range l.argCastOrder {
		if c.source.UseEmpty() {
			c.source.Erase()
			continue
		}
		if first := c.source.Block().First(); first != c.source {
			c.source.MoveBefore(first)
		}
	}
	l.argCastOrder = nil
	l.argCasts = map[*ir.Value]*blockArgumentCasts{}
}
