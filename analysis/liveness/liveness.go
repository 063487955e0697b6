// Package liveness computes which SSA values are live where, as MLIR's Liveness analysis
// (mlir/lib/Analysis/Liveness.cpp) does: for every block nested in an op, the values live on
// entry and on exit, by a backward dataflow over the blocks' successors; and from those, the
// ops during which a value is live and whether it is dead after an op. Triton's shared-memory
// allocation builds its buffer lifetimes on these queries.
//
// A value used in a region nested in a block counts as used by the block's op that holds the
// region; the analysis does not follow region control flow (scf.for's loop), only block
// successors, as MLIR's does not.
package liveness

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// set is a set of values.
type set map[*ir.Value]struct{}

// BlockInfo is the liveness of one block.
type BlockInfo struct {
	block *ir.Block
	// in and out are the values live on entry and on exit; def and use the values the block
	// (with its nested regions) defines and uses, the latter without the former.
	in, out, def, use set
	l                 *Liveness
}

// Liveness is the liveness of every block nested in an op.
type Liveness struct {
	blocks map[*ir.Block]*BlockInfo
	// order numbers the values, and ops numbers the ops, in walk order, so that lists come
	// out deterministic and in program order.
	order map[*ir.Value]int
	ops   map[*ir.Operation]int
}

// For returns the liveness of op's blocks through the analysis manager, computed once while
// the IR does not change.
func For(am *pass.Analyses) *Liveness { return pass.Analysis(am, New) }

// New computes the liveness of every block nested in op.
func New(op *ir.Operation) *Liveness {
	l := &Liveness{blocks: map[*ir.Block]*BlockInfo{}, order: map[*ir.Value]int{}, ops: map[*ir.Operation]int{}}
	var all []*ir.Block
	preds := map[*ir.Block][]*ir.Block{}
	number := func(v *ir.Value) {
		if _, ok := l.order[v]; !ok {
			l.order[v] = len(l.order)
		}
	}
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		l.ops[o] = len(l.ops)
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					number(a)
				}
				all = append(all, b)
				for _, s := range b.Successors() {
					if ps := preds[s]; len(ps) == 0 || ps[len(ps)-1] != b {
						preds[s] = append(preds[s], b)
					}
				}
			}
		}
		for _, v := range o.Results() {
			number(v)
		}
		return ir.WalkAdvance
	})
	for _, b := range all {
		l.blocks[b] = l.build(b)
	}
	// Backward dataflow to a fixpoint: in = use ∪ (out − def), out = ∪ in(successors).
	work := slices.Clone(all)
	queued := map[*ir.Block]bool{}
	for _, b := range all {
		queued[b] = true
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		queued[b] = false
		info := l.blocks[b]
		if !info.updateIn() {
			continue
		}
		for _, p := range preds[b] {
			pi := l.blocks[p]
			for v := range info.in {
				pi.out[v] = struct{}{}
			}
			if !queued[p] {
				queued[p] = true
				work = append(work, p)
			}
		}
	}
	return l
}

// build collects what block b defines and uses, and the values it defines that are used in
// other blocks of its region (live on exit).
func (l *Liveness) build(b *ir.Block) *BlockInfo {
	info := &BlockInfo{block: b, in: set{}, out: set{}, def: set{}, use: set{}, l: l}
	region := b.Parent()
	escapes := func(v *ir.Value) {
		for use := v.FirstUse(); use != nil; use = use.NextUse() {
			if owner := ancestorBlockIn(region, use.Owner().Block()); owner != b {
				info.out[v] = struct{}{}
				return
			}
		}
	}
	for _, a := range b.Arguments() {
		info.def[a] = struct{}{}
		escapes(a)
	}
	for o := b.First(); o != nil; o = o.Next() {
		for _, v := range o.Results() {
			escapes(v)
		}
		o.Walk(func(n *ir.Operation) ir.WalkResult {
			for _, v := range n.Results() {
				info.def[v] = struct{}{}
			}
			for _, v := range n.Operands() {
				info.use[v] = struct{}{}
			}
			for _, r := range n.Regions() {
				for _, nb := range r.Blocks() {
					for _, a := range nb.Arguments() {
						info.def[a] = struct{}{}
					}
				}
			}
			return ir.WalkAdvance
		})
	}
	for v := range info.def {
		delete(info.use, v)
	}
	return info
}

// updateIn recomputes the values live on entry and reports whether they changed.
func (info *BlockInfo) updateIn() bool {
	in := set{}
	for v := range info.use {
		in[v] = struct{}{}
	}
	for v := range info.out {
		if _, ok := info.def[v]; !ok {
			in[v] = struct{}{}
		}
	}
	if len(in) == len(info.in) {
		return false
	}
	info.in = in
	return true
}

// ancestorBlockIn returns the block of region that holds b, b itself or through the ops its
// regions are nested in, or nil when b is not in region.
func ancestorBlockIn(region *ir.Region, b *ir.Block) *ir.Block {
	for b != nil && b.Parent() != region {
		op := b.ParentOp()
		if op == nil {
			return nil
		}
		b = op.Block()
	}
	return b
}

// ancestorOpIn returns the op of block b that holds op, op itself or an op whose regions op is
// nested in, or nil.
func ancestorOpIn(b *ir.Block, op *ir.Operation) *ir.Operation {
	for op != nil && op.Block() != b {
		op = op.ParentOp()
	}
	return op
}

// Block returns the liveness of b, a block nested in the analysed op, or nil.
func (l *Liveness) Block(b *ir.Block) *BlockInfo { return l.blocks[b] }

// sorted returns s in the order the values are defined in the analysed op.
func (l *Liveness) sorted(s set) []*ir.Value {
	out := make([]*ir.Value, 0, len(s))
	for v := range s {
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b *ir.Value) int { return l.rank(a) - l.rank(b) })
	return out
}

// rank orders values defined in the analysed op by definition, and values from outside it
// before them.
func (l *Liveness) rank(v *ir.Value) int {
	if n, ok := l.order[v]; ok {
		return n
	}
	return -1
}

// LiveIn returns the values live on entry to the block, in definition order.
func (info *BlockInfo) LiveIn() []*ir.Value { return info.l.sorted(info.in) }

// LiveOut returns the values live on exit from the block, in definition order.
func (info *BlockInfo) LiveOut() []*ir.Value { return info.l.sorted(info.out) }

// IsLiveIn reports whether v is live on entry to the block.
func (info *BlockInfo) IsLiveIn(v *ir.Value) bool { _, ok := info.in[v]; return ok }

// IsLiveOut reports whether v is live on exit from the block.
func (info *BlockInfo) IsLiveOut(v *ir.Value) bool { _, ok := info.out[v]; return ok }

// StartOp returns the op of the block at which v starts to be live: the first op when v is
// live on entry or a block argument, else its defining op.
func (info *BlockInfo) StartOp(v *ir.Value) *ir.Operation {
	def := v.DefiningOp()
	if info.IsLiveIn(v) || def == nil {
		return info.block.First()
	}
	return def
}

// EndOp returns the op of the block after which v is dead, searching from start: the last op
// when v is live on exit, else the last op of the block that uses it (or holds a use in its
// regions), or start when none does.
func (info *BlockInfo) EndOp(v *ir.Value, start *ir.Operation) *ir.Operation {
	if info.IsLiveOut(v) {
		return info.block.Last()
	}
	end := start
	for _, u := range v.Users() {
		if u = ancestorOpIn(info.block, u); u != nil && end.IsBeforeInBlock(u) {
			end = u
		}
	}
	return end
}

// LiveOps returns the ops during which v is live, in program order: in its defining block from
// its definition, in each block that uses it, and in the blocks it is live through (MLIR's
// resolveLiveness).
func (l *Liveness) LiveOps(v *ir.Value) []*ir.Operation {
	var out []*ir.Operation
	start := v.ParentBlock()
	visited := map[*ir.Block]bool{start: true}
	work := []*ir.Block{start}
	for _, u := range v.Users() {
		if b := u.Block(); !visited[b] {
			visited[b] = true
			work = append(work, b)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		info := l.blocks[b]
		if info == nil || b.Empty() {
			continue
		}
		first := info.StartOp(v)
		last := info.EndOp(v, first)
		for o := first; ; o = o.Next() {
			out = append(out, o)
			if o == last {
				break
			}
		}
		for _, s := range b.Successors() {
			if si := l.blocks[s]; si != nil && si.IsLiveIn(v) && !visited[s] {
				visited[s] = true
				work = append(work, s)
			}
		}
	}
	slices.SortFunc(out, func(a, b *ir.Operation) int { return l.ops[a] - l.ops[b] })
	return out
}

// IsDeadAfter reports whether v is dead after op: it is not live out of op's block and op is
// its last use there (or it is not used after op).
func (l *Liveness) IsDeadAfter(v *ir.Value, op *ir.Operation) bool {
	info := l.blocks[op.Block()]
	if info == nil || info.IsLiveOut(v) {
		return false
	}
	end := info.EndOp(v, op)
	return end == op || end.IsBeforeInBlock(op)
}
