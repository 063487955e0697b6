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
	token, err := sinkValueRedefinition(rw, load.Dep(), load.Token(), dom.Block(), nil)
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
