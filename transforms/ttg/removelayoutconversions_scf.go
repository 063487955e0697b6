package ttgpasses

import (
	"cmp"
	"slices"

	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// Structured control flow helpers of remove-layout-conversions: the blocks and operand slots
// of scf.for and scf.if, rebuilding them with more results (Triton's
// replaceForOpWithNewSignature and replaceIfOpWithNewSignature), and the order and dominance
// of ops in the single-block regions of a tt.func.

// forBody returns the body block of an scf.for.
func forBody(f scf.ForOp) *ir.Block { return f.Region().Front() }

// forInitBase returns the operand number of an scf.for's first init arg.
func forInitBase(f scf.ForOp) int { return f.NumOperands() - len(f.InitArgs()) }

// iterArgs returns the loop-carried block arguments of an scf.for.
func iterArgs(f scf.ForOp) []*ir.Value { return forBody(f).Arguments()[1:] }

// thenYield and elseYield return the terminators of an scf.if's branches.
func thenYield(f scf.IfOp) *ir.Operation { return f.ThenRegion().Front().Terminator() }

func elseYield(f scf.IfOp) *ir.Operation { return f.ElseRegion().Front().Terminator() }

// operandOf returns the slot of op that uses v.
func operandOf(op *ir.Operation, v *ir.Value) *ir.OpOperand {
	for i := range op.NumOperands() {
		if op.Operand(i) == v {
			return op.OpOperand(i)
		}
	}
	return nil
}

// srcOperand returns the source slot of a convert.
func srcOperand(c ttg.ConvertLayoutOp) *ir.OpOperand { return operandOf(c.Operation, c.Src()) }

// firstResult returns the first result of op, the tensor of the ops the pass rebuilds
// generically, or nil.
func firstResult(op *ir.Operation) *ir.Value {
	rs := op.Results()
	if len(rs) == 0 {
		return nil
	}
	return rs[0]
}

// valueReplacement is a pending replacement of the uses of old by repl.
type valueReplacement struct{ old, repl *ir.Value }

// replaceForWithNewSignature builds, before loop, an scf.for with loop's inits and attributes
// followed by newInits, moves loop's body into it with a new block argument per new init,
// and records the replacement of loop's results.
func replaceForWithNewSignature(loop scf.ForOp, newInits []*ir.Value, repl *[]valueReplacement) scf.ForOp {
	b := ir.NewBuilder(loop.Context())
	b.SetInsertionPoint(loop.Operation)
	inits := append(append([]*ir.Value(nil), loop.InitArgs()...), newInits...)
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	n := scf.BuildFor(b, loop.Loc(), types, loop.LowerBound(), loop.UpperBound(), loop.Step(), inits, loop.AllAttrs()...)
	n.Region().TakeBody(loop.Region())
	body := forBody(n)
	for _, v := range newInits {
		body.AddArgument(v.Type(), v.Location())
	}
	for i, r := range loop.Results() {
		*repl = append(*repl, valueReplacement{r, n.Results()[i]})
	}
	return n
}

// replaceIfWithNewSignature builds, before ifOp, an scf.if with ifOp's results followed by
// newTypes, moves ifOp's branches into it, and records the replacement of ifOp's results.
func replaceIfWithNewSignature(ifOp scf.IfOp, newTypes []ir.Type, repl *[]valueReplacement) scf.IfOp {
	b := ir.NewBuilder(ifOp.Context())
	b.SetInsertionPoint(ifOp.Operation)
	types := append(append([]ir.Type(nil), ifOp.ResultTypes()...), newTypes...)
	n := scf.BuildIf(b, ifOp.Loc(), types, ifOp.Condition(), ifOp.AllAttrs()...)
	n.ThenRegion().TakeBody(ifOp.ThenRegion())
	n.ElseRegion().TakeBody(ifOp.ElseRegion())
	for i, r := range ifOp.Results() {
		*repl = append(*repl, valueReplacement{r, n.Results()[i]})
	}
	return n
}

// topologicalOrder returns the ops of set in the order MLIR's topologicalSort gives them: a
// pre-order walk of root that visits an op's regions last to first (its traversal stack pops
// them in reverse), which in structured IR puts every op after the ops it uses.
func topologicalOrder(root *ir.Operation, set []*ir.Operation) []*ir.Operation {
	if len(set) <= 1 {
		return set
	}
	out := slices.DeleteFunc(slices.Clone(set), func(op *ir.Operation) bool { return !root.IsAncestorOf(op) })
	// Sorting the few ops by their place in the walk spares walking all of root.
	slices.SortFunc(out, comparePreorder)
	return slices.Compact(out)
}

// comparePreorder orders a and b as the walk of topologicalOrder meets them: an op before
// the ops nested in it, ops of one block in order, blocks of one region in order, and the
// regions of one op last to first.
func comparePreorder(a, b *ir.Operation) int {
	switch {
	case a == b:
		return 0
	case a.IsAncestorOf(b):
		return -1
	case b.IsAncestorOf(a):
		return 1
	}
	// x and y are the ancestors of a and b (themselves included) that share a parent op.
	x, y := a, b
	for x.ParentOp() != nil && !x.ParentOp().IsAncestorOf(b) {
		x = x.ParentOp()
	}
	for y.ParentOp() != x.ParentOp() {
		y = y.ParentOp()
	}
	if x.Block() == y.Block() {
		if x.IsBeforeInBlock(y) {
			return -1
		}
		return 1
	}
	if rx, ry := x.ParentRegion(), y.ParentRegion(); rx == ry {
		return cmp.Compare(slices.Index(rx.Blocks(), x.Block()), slices.Index(rx.Blocks(), y.Block()))
	}
	regions := x.ParentOp().Regions()
	return cmp.Compare(slices.Index(regions, y.ParentRegion()), slices.Index(regions, x.ParentRegion()))
}

// ancestorIn returns the ancestor of op (op itself included) in block b, or nil.
func ancestorIn(op *ir.Operation, b *ir.Block) *ir.Operation {
	for ; op != nil; op = op.ParentOp() {
		if op.Block() == b {
			return op
		}
	}
	return nil
}

// properlyDominates reports whether v is available at op and not defined by op, in IR whose
// regions have one block each.
func properlyDominates(v *ir.Value, op *ir.Operation) bool {
	b := v.ParentBlock()
	anc := ancestorIn(op, b)
	if anc == nil {
		return false
	}
	def := v.DefiningOp()
	if def == nil {
		return true
	}
	if def == anc {
		return false
	}
	return def.IsBeforeInBlock(anc)
}

// postDominates reports whether every path from b reaches a, in IR whose regions have one
// block each: a's block holds b or an op enclosing b, before a.
func postDominates(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	anc := ancestorIn(b, a.Block())
	if anc == nil {
		return false
	}
	if anc == a {
		return true
	}
	return anc.IsBeforeInBlock(a)
}
