package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// combineWhere is Triton's applyCombineOp for a reduction or scan op whose combine region
// block is applied to acc and cur where pred holds (everywhere for a nil pred). A region that
// may run anywhere is lowered in place and its result is used whatever pred says; one that may
// not (it has side effects, or may trap) runs only where pred holds: the block of op is split
// before op, and a branch on pred runs a block of the lowered region, whose results reach the
// rest of the block as arguments, undefined where pred does not hold.
func (l *Lowering) combineWhere(op *ir.Operation, block *ir.Block, acc, cur []*ir.Value, pred *ir.Value) ([]*ir.Value, error) {
	if pred == nil || regionSpeculatable(block) {
		return l.applyCombine(block, acc, cur)
	}
	loc := op.Loc()
	var resultTypes []ir.Type
	for _, v := range block.Terminator().Operands() {
		t, err := l.Types.Convert(v.Type())
		if err != nil {
			return nil, ir.OpError(op, "%v", err)
		}
		resultTypes = append(resultTypes, t)
	}
	args := append(append([]*ir.Value(nil), acc...), cur...)
	current := op.Block()
	region := current.Parent()
	at := region.BlockIndex(current)
	rest := ir.NewBlock(resultTypes, slices.Repeat([]ir.Location{loc}, len(resultTypes)))
	region.InsertBlock(at+1, rest)
	combine := ir.NewBlock(valueTypes(args), slices.Repeat([]ir.Location{loc}, len(args)))
	region.InsertBlock(at+2, combine)
	for o := op; o != nil; {
		next := o.Next()
		o.Remove()
		rest.Append(o)
		o = next
	}
	l.B.SetInsertionPointToEnd(current)
	undefs := make([]*ir.Value, len(resultTypes))
	for i, t := range resultTypes {
		undefs[i] = l.Undef(loc, t)
	}
	llvm.BuildCondBr(withSuccessors{l.B, []*ir.Block{combine, rest}}, loc, pred, args, undefs)
	l.B.SetInsertionPointToEnd(combine)
	n := len(acc)
	results, err := l.applyCombine(block, combine.Arguments()[:n], combine.Arguments()[n:])
	if err != nil {
		return nil, err
	}
	llvm.BuildBr(withSuccessors{l.B, []*ir.Block{rest}}, loc, results)
	l.B.SetInsertionPoint(op)
	return rest.Arguments(), nil
}

// regionSpeculatable reports whether every op of a combine block but its terminator may run
// where it would not have run.
func regionSpeculatable(block *ir.Block) bool {
	for _, op := range block.Ops() {
		if !ir.IsSpeculatable(op) && !op.HasTrait(ir.Terminator) {
			return false
		}
	}
	return true
}

// valueTypes returns the types of vs.
func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}
