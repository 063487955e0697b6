package rewrite

import (
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// RegionSimplifyLevel says how much the greedy driver simplifies the region tree after each
// sweep, as MLIR's GreedySimplifyRegionLevel.
type RegionSimplifyLevel uint8

// Region simplification levels.
const (
	// RegionSimplifyDisabled leaves regions alone.
	RegionSimplifyDisabled RegionSimplifyLevel = iota
	// RegionSimplifyNormal erases unreachable blocks and dead ops and block arguments.
	RegionSimplifyNormal
	// RegionSimplifyAggressive is where MLIR also merges identical blocks and drops block
	// arguments that receive the same value from every predecessor; ttgo does not do that
	// yet, so it simplifies as RegionSimplifyNormal.
	RegionSimplifyAggressive
)

// SimplifyRegions runs MLIR's simplifyRegions on regions: unreachable blocks are erased, then
// ops and block arguments without live uses (region DCE). It reports whether anything
// changed.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region) bool {
	l := getLiveness()
	defer l.release()
	return simplifyRegions(rw, regions, l)
}

// simplifyRegions is SimplifyRegions with l, emptied first, as region DCE's scratch: a
// driver that simplifies after every sweep reuses their storage.
func simplifyRegions(rw *Rewriter, regions []*ir.Region, l *liveness) bool {
	changed := EraseUnreachableBlocks(rw, regions)
	return l.runRegionDCE(rw, regions) || changed
}

// EraseUnreachableBlocks erases the blocks no path from their region's entry block reaches,
// in regions and the regions nested in them; it reports whether it erased any.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	erased := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		blocks := r.Blocks()
		if len(blocks) == 0 {
			continue
		}
		if len(blocks) == 1 {
			for o := blocks[0].First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reachable := map[*ir.Block]bool{}
		stack := []*ir.Block{blocks[0]}
		reachable[blocks[0]] = true
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range b.Successors() {
				if !reachable[s] {
					reachable[s] = true
					stack = append(stack, s)
				}
			}
		}
		for _, b := range append([]*ir.Block(nil), blocks...) {
			if !reachable[b] {
				rw.EraseBlock(b)
				erased = true
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
	}
	return erased
}

// liveness is region DCE's record of the ops and block arguments proven live: an op (or one
// of its results, which counts the same) is live when its mark is the run's epoch.
type liveness struct {
	epoch   uint64
	args    map[*ir.Value]bool
	changed bool
}

func (l *liveness) setOp(op *ir.Operation) {
	if op.Mark() != l.epoch {
		op.SetMark(l.epoch)
		l.changed = true
	}
}

// opLive reports whether op was proven live, itself or through one of its results.
func (l *liveness) opLive(op *ir.Operation) bool { return op.Mark() == l.epoch }

// argLive reports whether block argument a was proven live.
func (l *liveness) argLive(a *ir.Value) bool { return l.args[a] }

// setValue records that v is live: for a result, its op.
func (l *liveness) setValue(v *ir.Value) {
	if def := v.DefiningOp(); def != nil {
		l.setOp(def)
		return
	}
	if !l.args[v] {
		l.args[v] = true
		l.changed = true
	}
}

// RunRegionDCE erases the ops and non-entry block arguments of regions (and nested regions)
// whose values no live op uses, as MLIR's runRegionDCE: an op is live when it has effects or
// is a terminator, a value when a live op uses it other than as a successor operand feeding
// a dead block argument. It reports whether it erased any op.
func RunRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	l := getLiveness()
	defer l.release()
	return l.runRegionDCE(rw, regions)
}

// livenessPool keeps emptied livenesses: region DCE runs after every sweep of every greedy
// driver, most of them short, and growing its maps anew each time costs more than the
// analysis.
var livenessPool = sync.Pool{New: func() any { return &liveness{args: map[*ir.Value]bool{}} }}

// getLiveness returns an empty liveness from the pool.
func getLiveness() *liveness { return livenessPool.Get().(*liveness) }

// release empties l, so that the pool holds on to no IR, and gives it back to the pool.
func (l *liveness) release() {
	clear(l.args)
	livenessPool.Put(l)
}

// runRegionDCE is RunRegionDCE with l, which it empties first.
func (l *liveness) runRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	l.epoch = ir.NewMarkEpoch()
	clear(l.args)
	for {
		l.changed = false
		for _, r := range regions {
			l.region(r)
		}
		if !l.changed {
			break
		}
	}
	return l.deleteDead(rw, regions)
}

func (l *liveness) region(r *ir.Region) {
	if r.Empty() {
		return
	}
	for _, b := range r.PostOrder() {
		for o := b.Last(); o != nil; o = o.Prev() {
			l.op(o)
		}
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Arguments() {
			if !l.argLive(a) {
				l.processValue(a)
			}
		}
	}
}

func (l *liveness) op(op *ir.Operation) {
	for _, r := range op.Regions() {
		l.region(r)
	}
	if op.HasTrait(ir.Terminator) {
		l.terminator(op)
		return
	}
	if l.opLive(op) {
		return
	}
	if !WouldBeTriviallyDead(op) {
		l.setOp(op)
		return
	}
	for i := range op.NumResults() {
		l.processValue(op.Result(i))
	}
}

func (l *liveness) terminator(op *ir.Operation) {
	l.setOp(op)
	// The arguments a known branch feeds are live one by one, through their operands; those
	// of other terminators' successors are live outright.
	if _, ok := ir.AsBranch(op); ok {
		return
	}
	for _, s := range op.Successors() {
		for _, a := range s.Arguments() {
			l.setValue(a)
		}
	}
}

func (l *liveness) processValue(v *ir.Value) {
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		owner := u.Owner()
		if br, ok := ir.AsBranch(owner); ok {
			if arg := br.SuccessorArgument(u.Index()); arg != nil && !l.argLive(arg) {
				continue
			}
		}
		if l.opLive(owner) {
			l.setValue(v)
			return
		}
	}
}

// WouldBeTriviallyDead reports whether op could be erased were its results unused: it is not a
// terminator or a symbol and has no memory effects.
func WouldBeTriviallyDead(op *ir.Operation) bool {
	return !op.HasTrait(ir.Terminator) && !op.HasTrait(ir.SymbolTrait) && (IsMemoryEffectFree(op) || onlyReads(op))
}

func (l *liveness) deleteDead(rw *Rewriter, regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := len(r.Blocks()) == 1
		for _, b := range r.PostOrder() {
			if !single {
				l.eraseSuccessorOperands(b.Last())
			}
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !l.opLive(o) {
					erased = true
					for i := range o.NumResults() {
						o.Result(i).DropAllUses()
					}
					rw.EraseOp(o)
				} else if l.deleteDead(rw, o.Regions()) {
					erased = true
				}
				o = prev
			}
		}
		for _, b := range r.Blocks()[1:] {
			for i := b.NumArguments() - 1; i >= 0; i-- {
				if !l.argLive(b.Argument(i)) {
					b.Argument(i).DropAllUses()
					b.EraseArgument(i)
				}
			}
		}
	}
	return erased
}

// eraseSuccessorOperands drops the operands a branch forwards to dead block arguments.
func (l *liveness) eraseSuccessorOperands(term *ir.Operation) {
	if term == nil {
		return
	}
	br, ok := ir.AsBranch(term)
	if !ok {
		return
	}
	for si, s := range term.Successors() {
		g := br.SuccessorOperands(si)
		var keep []*ir.Value
		for j, v := range g {
			if l.argLive(s.Argument(j)) {
				keep = append(keep, v)
			}
		}
		if len(keep) != len(g) {
			br.SetSuccessorOperands(si, keep)
		}
	}
}
