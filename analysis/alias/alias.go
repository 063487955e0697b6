// Package alias is Triton's shared-memory alias analysis (lib/Analysis/Alias.cpp): for every
// value that describes shared memory, the ttg.local_alloc buffers it may point into. Only
// ttg.local_alloc creates a buffer; memdesc views (ttg.memdesc_index, memdesc_subslice,
// memdesc_trans, memdesc_reshape, memdesc_reinterpret) alias their source; values passed
// along control flow (branches, region-branch ops such as scf.for, the captures of
// ttg.warp_specialize partitions) alias the union of what reaches them; ub.poison aliases
// nothing. The analysis runs to a fixpoint over the whole op it is given.
package alias

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// Analysis holds the buffers every value may alias.
type Analysis struct {
	allocs map[*ir.Value][]*ir.Value
}

// New runs the analysis over every op nested in op.
func New(op *ir.Operation) *Analysis {
	a := &Analysis{allocs: map[*ir.Value][]*ir.Value{}}
	for changed := true; changed; {
		changed = false
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if a.visit(o) {
				changed = true
			}
			return ir.WalkAdvance
		})
	}
	return a
}

// Allocs returns the ttg.local_alloc results v may alias, in the order the analysis found them.
func (a *Analysis) Allocs(v *ir.Value) []*ir.Value { return a.allocs[v] }

// join adds allocs to what v may alias and reports whether that grew.
func (a *Analysis) join(v *ir.Value, allocs []*ir.Value) bool {
	changed := false
	for _, x := range allocs {
		if !contains(a.allocs[v], x) {
			a.allocs[v] = append(a.allocs[v], x)
			changed = true
		}
	}
	return changed
}

// forward joins what each of from aliases into the matching value of to; when the lists
// differ in length they are matched from the end (region entries whose leading arguments,
// such as an induction variable, receive no operand).
func (a *Analysis) forward(from, to []*ir.Value) bool {
	changed := false
	n := min(len(from), len(to))
	from, to = from[len(from)-n:], to[len(to)-n:]
	for i := range n {
		if a.join(to[i], a.allocs[from[i]]) {
			changed = true
		}
	}
	return changed
}

// contains reports whether v is among vs.
func contains(vs []*ir.Value, v *ir.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// IsSharedMemDesc reports whether t is a memdesc of shared memory.
func IsSharedMemDesc(t ir.Type) bool {
	md, ok := t.(*ttg.MemDescType)
	if !ok {
		return false
	}
	_, shared := md.MemorySpace.(*ttg.SharedMemorySpace)
	return shared
}

// visit applies op's transfer function and reports whether any state grew.
func (a *Analysis) visit(op *ir.Operation) bool {
	changed := false
	if rb, ok := ir.AsRegionBranch(op); ok {
		for _, s := range rb.AllEntrySuccessors(nil) {
			if a.forward(rb.EntrySuccessorOperands(s), s.Inputs) {
				changed = true
			}
		}
	}
	if t, ok := ir.AsRegionBranchTerminator(op); ok {
		if _, parentIsBranch := ir.AsRegionBranch(op.ParentOp()); parentIsBranch {
			for _, s := range t.SuccessorRegions(nil) {
				if a.forward(t.SuccessorOperands(s), s.Inputs) {
					changed = true
				}
			}
		}
	}
	if br, ok := ir.AsBranch(op); ok {
		for i, succ := range op.Successors() {
			if a.forward(br.SuccessorOperands(i), succ.Arguments()) {
				changed = true
			}
		}
	}
	if parts, ok := ttg.AsWarpSpecializePartitions(op); ok {
		if ws, isWS := ttg.AsWarpSpecialize(op.ParentOp()); isWS {
			for _, r := range parts.PartitionRegions() {
				if !r.Empty() && a.forward(ws.ExplicitCaptures(), r.Front().Arguments()) {
					changed = true
				}
			}
		}
	}
	results := op.Results()
	if len(results) == 0 {
		return changed
	}
	if md, ok := results[0].Type().(*ttg.MemDescType); ok && !IsSharedMemDesc(md) {
		return changed
	}
	if alloc, ok := ttg.AsLocalAlloc(op); ok {
		return a.join(alloc.Result(), []*ir.Value{alloc.Result()}) || changed
	}
	if src := ttg.MemDescViewSource(op); src != nil {
		for _, r := range results {
			changed = a.join(r, a.allocs[src]) || changed
		}
	}
	return changed
}
