package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// This file holds SinkTMEMLoad of tritongpu-hoist-tmem-alloc and the dominance queries it
// asks of structured control flow, where every region has one block.

// nearestCommonDominator is Triton's findNearestCommonDominator over single-block regions:
// in the innermost block that holds all of ops, the first of their ancestors there.
func nearestCommonDominator(ops []*ir.Operation) *ir.Operation {
	if len(ops) <= 1 {
		if len(ops) == 0 {
			return nil
		}
		return ops[0]
	}
	for b := ops[0].Block(); b != nil; b = b.ParentOp().Block() {
		var dom *ir.Operation
		for _, op := range ops {
			a := ancestorInBlock(b, op)
			if a == nil {
				dom = nil
				break
			}
			if dom == nil || a.IsBeforeInBlock(dom) {
				dom = a
			}
		}
		if dom != nil {
			return dom
		}
		if b.ParentOp() == nil {
			break
		}
	}
	return nil
}

// normalize returns the op in a's block that is b or holds it, or nil.
func normalize(a, b *ir.Operation) *ir.Operation { return ancestorInBlock(a.Block(), b) }

// properlyDominates is MLIR's properlyDominates of ops in single-block regions: a comes
// before b, or holds it.
func properlyDominates(a, b *ir.Operation) bool {
	if a == b {
		return false
	}
	n := normalize(a, b)
	if n == nil {
		return false
	}
	return n == a || a.IsBeforeInBlock(n)
}

// properlyPostDominates is MLIR's properlyPostDominates of ops in single-block regions: a
// comes after b, or holds it.
func properlyPostDominates(a, b *ir.Operation) bool {
	if a == b {
		return false
	}
	n := normalize(a, b)
	if n == nil {
		return false
	}
	return n == a || n.IsBeforeInBlock(a)
}

// enclosingFor returns the closest scf.for holding op.
func enclosingFor(op *ir.Operation) (scf.ForOp, bool) {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if f, ok := scf.AsFor(p); ok {
			return f, true
		}
	}
	return scf.ForOp{}, false
}

// sinkTMEMLoad is Triton's SinkTMEMLoad: a load in a loop moves down to the first point that
// dominates all its users, unless an op that depends on its token would then come first, or
// only other loads lie in between; tokens are threaded out of the control flow it enters.
func sinkTMEMLoad(load ttng.TmemLoadOp, rw *rewrite.Rewriter) error {
	if load.Dep() == nil || load.Token() == nil {
		return rewrite.ErrNoMatch
	}
	if _, ok := enclosingFor(load.Operation); !ok {
		return rewrite.ErrNoMatch
	}
	dom := nearestCommonDominator(load.ResultResult().Users())
	if dom == nil || !properlyDominates(load.Operation, dom) {
		return rewrite.ErrNoMatch
	}
	uses := load.Token().Uses()
	for _, u := range uses {
		if !properlyPostDominates(u.Owner(), dom) {
			return rewrite.ErrNoMatch
		}
	}
	next := load.Next()
	for next != nil {
		if _, ok := ttng.AsTmemLoad(next); !ok {
			break
		}
		next = next.Next()
	}
	if dom == next {
		return rewrite.ErrNoMatch
	}
	rw.MoveBefore(load.Operation, dom)
	token, err := sinkValueRedefinition(rw, load.Dep(), load.Token(), dom.Block())
	if err != nil {
		return err
	}
	if token != load.Token() {
		for _, u := range uses {
			u.Set(token)
		}
	}
	return nil
}

// sinkValueRedefinition is Triton's function of the same name: out, a redefinition of in
// made in block, is carried out of the loops and ifs between block and in's block: a loop
// gets in as an iteration argument and yields out; an if yields out from the branch of block
// and in from the other. It returns the value that holds out where in is defined.
func sinkValueRedefinition(rw *rewrite.Rewriter, in, out *ir.Value, block *ir.Block) (*ir.Value, error) {
	for ; block != in.ParentBlock(); block = block.ParentOp().Block() {
		op := block.ParentOp()
		if forOp, ok := scf.AsFor(op); ok {
			forOp = addIterArgsToLoop(forOp, []*ir.Value{in})
			yield := ir.View[scf.YieldOp](body(forOp).Terminator())
			yield.SetResultsOperands(append(yield.ResultsOperands(), out))
			results := forOp.Results()
			out = results[len(results)-1]
			continue
		}
		if ifOp, ok := scf.AsIf(op); ok {
			newIf := ifWithExtraResult(rw, ifOp, out.Type())
			taken, other := newIf.ThenRegion().Front(), newIf.ElseRegion().Front()
			if block == other {
				taken, other = other, taken
			}
			for _, y := range []struct {
				b *ir.Block
				v *ir.Value
			}{{taken, out}, {other, in}} {
				yield := ir.View[scf.YieldOp](y.b.Terminator())
				yield.SetResultsOperands(append(yield.ResultsOperands(), y.v))
			}
			results := newIf.Results()
			out = results[len(results)-1]
			rw.EraseOp(ifOp.Operation)
			continue
		}
		return nil, ir.OpError(op, "FIXME: sinking into unhandled control flow op: %s", op.Name())
	}
	return out, nil
}

// ifWithExtraResult is Triton's replaceIfOpWithNewSignature for one new result of type t:
// an scf.if before ifOp with its results and t, holding its branches (an empty else branch
// gets a yield), whose results replace ifOp's.
func ifWithExtraResult(rw *rewrite.Rewriter, ifOp scf.IfOp, t ir.Type) scf.IfOp {
	rw.SetInsertionPoint(ifOp.Operation)
	types := append(append([]ir.Type(nil), ifOp.ResultTypes()...), t)
	n := scf.BuildIf(rw, ifOp.Loc(), types, ifOp.Condition(), ifOp.AllAttrs()...)
	n.ThenRegion().TakeBody(ifOp.ThenRegion())
	n.ElseRegion().TakeBody(ifOp.ElseRegion())
	for _, r := range []*ir.Region{n.ThenRegion(), n.ElseRegion()} {
		if r.Empty() {
			b := &ir.Block{}
			r.Append(b)
			yb := ir.NewBuilder(rw.Ctx)
			yb.SetInsertionPointToEnd(b)
			scf.BuildYield(yb, ifOp.Loc(), nil)
		}
	}
	for i, r := range ifOp.Results() {
		rw.ReplaceAllUsesWith(r, n.Results()[i])
	}
	return n
}
