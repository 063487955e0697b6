package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// hasAccReadModifyWrite is Triton's function of the same name: whether a value the loop loads
// from the accumulator reaches, modified, a store back into it.
func hasAccReadModifyWrite(m mmaV5, forOp scf.ForOp) bool {
	alloc := m.accAlloc(forOp)
	if alloc == nil {
		return true
	}
	stores := map[*ir.Operation]bool{}
	var reads []*ir.Value
	for _, user := range ir.View[ttng.TmemAllocOp](alloc).ResultResult().Users() {
		if isOp[ttng.TmemStoreOp](user) && insideLoop(forOp, user) {
			stores[user] = true
		}
		if isOp[ttng.TmemLoadOp](user) && insideLoop(forOp, user) {
			reads = append(reads, ir.View[ttng.TmemLoadOp](user).ResultResult())
		}
	}
	if len(stores) == 0 || len(reads) == 0 {
		return false
	}
	seen := map[*ir.Value]bool{}
	var modified []*ir.Value
	inModified := map[*ir.Value]bool{}
	addModified := func(vs ...*ir.Value) {
		for _, v := range vs {
			if !inModified[v] {
				inModified[v] = true
				modified = append(modified, v)
			}
		}
	}
	for len(reads) > 0 {
		v := reads[len(reads)-1]
		reads = reads[:len(reads)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		for _, use := range v.Uses() {
			owner := use.Owner()
			if stores[owner] {
				continue
			}
			if isOp[scf.YieldOp](owner) {
				reads = append(reads, yieldTargets(owner, use.Index(), forOp)...)
				continue
			}
			addModified(owner.Results()...)
		}
	}
	for len(modified) > 0 {
		v := modified[len(modified)-1]
		modified = modified[:len(modified)-1]
		delete(inModified, v)
		if seen[v] {
			continue
		}
		seen[v] = true
		for _, use := range v.Uses() {
			owner := use.Owner()
			if stores[owner] {
				return true
			}
			if isOp[scf.YieldOp](owner) {
				addModified(yieldTargets(owner, use.Index(), forOp)...)
				continue
			}
			addModified(owner.Results()...)
		}
	}
	return false
}

// yieldTargets returns what operand i of an scf.yield becomes: the result of its scf.if, or
// the loop's region argument when it yields for forOp.
func yieldTargets(yield *ir.Operation, i int, forOp scf.ForOp) []*ir.Value {
	parent := yield.ParentOp()
	if ifOp, ok := scf.AsIf(parent); ok {
		return []*ir.Value{ifOp.Results()[i]}
	}
	if parent == forOp.Operation {
		return []*ir.Value{body(forOp).Argument(i + 1)}
	}
	return nil
}
