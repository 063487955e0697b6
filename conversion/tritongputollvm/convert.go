package tritongputollvm

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
)

// Pattern lowers one kind of op: it reports false when op is not its kind, else it emits the
// op's replacement at l.B (before op) and records it with l.Replace.
type Pattern func(op *ir.Operation, l *Lowering) (bool, error)

// ConvertBlocks lowers the ops of the given blocks in order with the first pattern that
// takes each, and erases the lowered ops; an op no pattern takes fails the conversion with a
// diagnostic naming it.
func (l *Lowering) ConvertBlocks(blocks []*ir.Block, patterns []Pattern) error {
	l.patterns = patterns
	if err := l.convertOps(blocks); err != nil {
		return err
	}
	l.finishBlockArgumentCasts()
	return nil
}

// convertOps lowers the ops of blocks in order, then replaces the results of the lowered ops
// and erases them. An op a pattern marks legal stays: its pattern converted its regions.
func (l *Lowering) convertOps(blocks []*ir.Block) error {
	var done []*ir.Operation
	// Lowering may split blocks (a scan's predicated combine): the blocks it adds hold only
	// lowered ops and the rest of ops already listed.
	for _, b := range slices.Clone(blocks) {
		for _, op := range b.Ops() {
			if l.legal[op] {
				continue
			}
			l.B.SetInsertionPoint(op)
			if err := l.lowerOp(op); err != nil {
				return err
			}
			if l.legal[op] {
				continue
			}
			l.castBranchOperandResults(op)
			done = append(done, op)
		}
	}
	for i := len(done) - 1; i >= 0; i-- {
		for _, r := range done[i].Results() {
			if w := l.Remapped(r); w != r {
				r.ReplaceAllUsesWith(w)
			}
		}
	}
	for i := len(done) - 1; i >= 0; i-- {
		done[i].Erase()
	}
	return nil
}

// lowerOp lowers op at the builder's insertion point with the first pattern that takes it.
func (l *Lowering) lowerOp(op *ir.Operation) error {
	for _, p := range l.patterns {
		ok, err := p(op, l)
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
	}
	return ir.OpError(op, "failed to legalize operation '%s'", op.Name())
}
