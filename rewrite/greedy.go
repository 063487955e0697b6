package rewrite

import (
	"slices"
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// GreedyConfig configures the greedy driver; DefaultGreedyConfig gives MLIR's defaults.
type GreedyConfig struct {
	// MaxIterations bounds the number of sweeps over the IR (-1: no bound).
	MaxIterations int
	// MaxNumRewrites bounds the number of pattern applications (-1: no bound).
	MaxNumRewrites int
	// TopDown seeds the worklist so that ops are processed from the top of the IR down;
	// otherwise from the bottom up.
	TopDown bool
	// Fold tries each op's fold hook before its patterns.
	Fold bool
	// RegionSimplify says how the regions of the op are simplified after each sweep.
	RegionSimplify RegionSimplifyLevel
	// Threads above one let the driver simplify the isolated-from-above ops directly in the
	// op's regions (the functions of a module) on that many goroutines, each op on its own,
	// where that gives what sweeps over the whole op give (see isolatedParts).
	Threads int
}

// DefaultGreedyConfig returns the configuration of MLIR's canonicalizer with its default
// options: 10 iterations, no rewrite cap, top-down, folding on, normal region simplification.
func DefaultGreedyConfig() GreedyConfig {
	return GreedyConfig{MaxIterations: 10, MaxNumRewrites: -1, TopDown: true, Fold: true, RegionSimplify: RegionSimplifyNormal}
}

// MLIRGreedyConfig returns MLIR's GreedyRewriteConfig defaults, what a pass that calls
// applyPatternsGreedily without a configuration gets: as DefaultGreedyConfig, but the
// worklist is seeded bottom-up and regions are simplified aggressively.
func MLIRGreedyConfig() GreedyConfig {
	cfg := DefaultGreedyConfig()
	cfg.TopDown = false
	cfg.RegionSimplify = RegionSimplifyAggressive
	return cfg
}

// ApplyPatternsGreedily applies patterns and folders to the ops nested in op's regions until
// nothing changes or a limit is reached, one region after the other as MLIR's
// applyPatternsGreedily. Each sweep uniques constants and moves them to the entry block of
// the closest isolated-from-above region, erases unreachable blocks, then drains the
// worklist (erasing dead ops, folding, applying patterns); after each sweep it simplifies the
// region as cfg.RegionSimplify says. It reports whether the IR changed and whether it
// converged (a fixpoint was reached within the limits).
func ApplyPatternsGreedily(op *ir.Operation, patterns *PatternSet, cfg GreedyConfig) (changed, converged bool) {
	if parts := isolatedParts(op, patterns, cfg); parts != nil {
		return applyToParts(parts, patterns, cfg)
	}
	d := &greedyDriver{
		cfg:      cfg,
		patterns: patterns,
		scopes:   map[*ir.Region]map[constKey]*ir.Operation{},
		live:     getLiveness(),
	}
	defer d.live.release()
	d.rw = NewRewriter(op.Context(), d)
	converged = true
	for _, r := range op.Regions() {
		c, conv := d.simplify(r)
		changed = changed || c
		converged = converged && conv
	}
	d.resetSlots()
	return changed, converged
}

// isolatedParts returns the ops directly in op's regions when cfg allows several threads and
// simplifying each of them on its own gives the result of sweeps over all of op: each region
// has one block; every op there is isolated from above (so constants, values and worklist
// order stay within it), and would not be erased, folded or rewritten itself (so a sweep over
// op changes nothing outside them, and one that converged changes nothing more); and no
// rewrite cap is shared between them. Otherwise (or for fewer than two ops) it returns nil.
func isolatedParts(op *ir.Operation, patterns *PatternSet, cfg GreedyConfig) []*ir.Operation {
	if cfg.Threads < 2 || cfg.MaxNumRewrites >= 0 {
		return nil
	}
	var parts []*ir.Operation
	for _, r := range op.Regions() {
		if len(r.Blocks()) != 1 {
			return nil
		}
		for o := r.Front().First(); o != nil; o = o.Next() {
			def := o.Def()
			if def == nil || !o.HasTrait(ir.IsolatedFromAbove) || WouldBeTriviallyDead(o) || def.Fold != nil || patterns.hasMatch(o.Name()) {
				return nil
			}
			parts = append(parts, o)
		}
	}
	if len(parts) < 2 {
		return nil
	}
	return parts
}

// applyToParts simplifies each of parts on its own, on up to cfg.Threads goroutines. A
// panic on a worker goroutine is raised again on the caller's once all workers are done (the
// first part's in part order), so that the pass running the driver recovers it as it would
// a panic of a single-threaded run, instead of the process dying.
func applyToParts(parts []*ir.Operation, patterns *PatternSet, cfg GreedyConfig) (changed, converged bool) {
	type result struct {
		changed, converged bool
		panicked           *workerPanic
	}
	results := make([]result, len(parts))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(cfg.Threads, len(parts)) {
		wg.Go(func() {
			for i := range next {
				results[i].panicked = recoverWorker(func() {
					results[i].changed, results[i].converged = ApplyPatternsGreedily(parts[i], patterns, cfg)
				})
			}
		})
	}
	for i := range parts {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, r := range results {
		if r.panicked != nil {
			panic(r.panicked.value)
		}
	}
	converged = true
	for _, r := range results {
		changed = changed || r.changed
		converged = converged && r.converged
	}
	return changed, converged
}

// simplify runs the sweeps over region r.
func (d *greedyDriver) simplify(r *ir.Region) (changed, converged bool) {
	d.scope = r
	regions := []*ir.Region{r}
	// simplified says region DCE has run and, but for constants uniqued while seeding (which
	// leave no op without a live use), nothing changed since: DCE leaves no dead op behind,
	// so it would find nothing.
	simplified := false
	for iter := 0; ; iter++ {
		// As MLIR 22's driver, a cap of zero sweeps converges: no sweep is left unfinished.
		if d.cfg.MaxIterations >= 0 && iter >= d.cfg.MaxIterations {
			return changed, iter == 0
		}
		d.resetSlots()
		clear(d.scopes)
		d.seed(r)
		if d.cfg.TopDown {
			slices.Reverse(d.worklist)
			for i, o := range d.worklist {
				o.SetDriverSlot(o.DriverSlot()&ownedBit | uint32(i+1))
			}
		}
		// Unreachable blocks go first: patterns need not cope with the odd IR they may hold.
		iterChanged := EraseUnreachableBlocks(d.rw, regions)
		if d.process() {
			iterChanged = true
		}
		if d.cfg.RegionSimplify != RegionSimplifyDisabled && (iterChanged || !simplified) {
			if simplifyRegions(d.rw, regions, d.live) {
				iterChanged = true
			}
			simplified = true
		}
		changed = changed || iterChanged
		if !iterChanged {
			return changed, true
		}
	}
}

// constKey identifies equal constants, as OperationFolder's (dialect, value, type) tuple.
type constKey struct {
	dialect string
	value   uint64
	typ     uint64
}

// constantKey is the key of constant op, whose value is v.
func constantKey(op *ir.Operation, v ir.Attribute) constKey {
	return constKey{op.Dialect(), v.ID(), op.SingleResult().Type().ID()}
}

type greedyDriver struct {
	cfg      GreedyConfig
	patterns *PatternSet
	rw       *Rewriter
	// scope is the region being simplified: ops outside it are never queued.
	scope *ir.Region
	// worklist holds the ops to process (nil where one was removed); the low bits of an op's
	// driver slot are its position plus one while it is queued.
	worklist []*ir.Operation
	// ancestors is scratch space for addToWorklist.
	ancestors []*ir.Operation

	// scopes unique constants per insertion region; ownedOps lists the uniqued constants,
	// whose driver slots have ownedBit set. Both start empty at each sweep, as MLIR builds a
	// new OperationFolder per iteration.
	scopes   map[*ir.Region]map[constKey]*ir.Operation
	ownedOps []*ir.Operation

	// live is region DCE's scratch, reused from sweep to sweep.
	live *liveness
	// foldOperands and foldValues are fold's scratch lists of constant operands and
	// replacement values.
	foldOperands []ir.Attribute
	foldValues   []*ir.Value
}

// ownedBit marks, in an op's driver slot, a constant the driver uniqued; the bits below it
// hold the op's worklist position plus one.
const ownedBit = 1 << 31

// seed fills the worklist for one sweep over r, uniquing constants on the way.
func (d *greedyDriver) seed(r *ir.Region) {
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; {
			next := o.Next()
			if d.cfg.TopDown {
				// Pre-order: the ops enclosing o are queued already.
				if !d.uniqueConstant(o) {
					d.push(o)
					for _, nr := range o.Regions() {
						d.seed(nr)
					}
				}
			} else {
				for _, nr := range o.Regions() {
					d.seed(nr)
				}
				if !d.uniqueConstant(o) {
					d.addToWorklist(o)
				}
			}
			o = next
		}
	}
}

// addToWorklist queues op and the ops enclosing it up to the driver's scope, innermost
// first, as MLIR's GreedyPatternRewriteDriver::addToWorklist; ops outside the scope are
// not queued.
func (d *greedyDriver) addToWorklist(op *ir.Operation) {
	anc := d.ancestors[:0]
	for o := op; o != nil; {
		anc = append(anc, o)
		b := o.Block()
		if b == nil || b.Parent() == nil {
			break
		}
		if b.Parent() == d.scope {
			for _, a := range anc {
				d.push(a)
			}
			break
		}
		o = b.Parent().ParentOp()
	}
	d.ancestors = anc[:0]
}

// queued returns the worklist position of op plus one, or 0 when op is not queued.
func (d *greedyDriver) queued(op *ir.Operation) int {
	if i := int(op.DriverSlot() &^ ownedBit); i > 0 && i <= len(d.worklist) && d.worklist[i-1] == op {
		return i
	}
	return 0
}

func (d *greedyDriver) push(op *ir.Operation) {
	if d.queued(op) != 0 {
		return
	}
	d.worklist = append(d.worklist, op)
	op.SetDriverSlot(op.DriverSlot()&ownedBit | uint32(len(d.worklist)))
}

func (d *greedyDriver) remove(op *ir.Operation) {
	if i := d.queued(op); i != 0 {
		d.worklist[i-1] = nil
		op.SetDriverSlot(op.DriverSlot() & ownedBit)
	}
}

func (d *greedyDriver) pop() *ir.Operation {
	for len(d.worklist) > 0 {
		op := d.worklist[len(d.worklist)-1]
		d.worklist = d.worklist[:len(d.worklist)-1]
		if op != nil {
			op.SetDriverSlot(op.DriverSlot() & ownedBit)
			return op
		}
	}
	return nil
}

// resetSlots empties the worklist (left non-empty when the rewrite cap stopped a sweep) and
// forgets the uniqued constants, resetting the driver slots of their ops.
func (d *greedyDriver) resetSlots() {
	for _, op := range d.worklist {
		if op != nil {
			op.SetDriverSlot(0)
		}
	}
	d.worklist = d.worklist[:0]
	for _, op := range d.ownedOps {
		op.SetDriverSlot(0)
	}
	d.ownedOps = d.ownedOps[:0]
}

// insertionRegion is where constants used in block b go: the closest enclosing region whose
// op is isolated from above (or unregistered, so might be).
func insertionRegion(b *ir.Block) *ir.Region {
	r := b.Parent()
	for {
		p := r.ParentOp()
		if p == nil || p.Def() == nil || p.HasTrait(ir.IsolatedFromAbove) || p.Block() == nil {
			return r
		}
		r = p.Block().Parent()
	}
}

// uniqueConstant records a constant op in its scope, moving it to the front of the scope's
// entry block, or replaces it by an equal constant already recorded; a constant already
// recorded is moved back to the front of its block when a non-constant precedes it, as
// OperationFolder::insertKnownConstant rehoists (without telling the listener). It reports
// whether op was erased. Locations follow MLIR 22's folder: a constant moved to another block
// or rehoisted, and a recorded constant that replaces another, get the unknown location.
func (d *greedyDriver) uniqueConstant(op *ir.Operation) bool {
	if !op.HasTrait(ir.ConstantLike) {
		return false
	}
	if d.isOwned(op) {
		if b := op.Block(); b.First() != op && !d.isOwned(op.Prev()) {
			op.MoveBefore(b.First())
			op.SetLoc(d.rw.Ctx.UnknownLoc())
		}
		return false
	}
	v := ConstantValue(op)
	if v == nil || op.NumResults() != 1 || op.Block() == nil {
		return false
	}
	r := insertionRegion(op.Block())
	scope := d.scopes[r]
	if scope == nil {
		scope = map[constKey]*ir.Operation{}
		d.scopes[r] = scope
	}
	key := constantKey(op, v)
	if existing := scope[key]; existing != nil {
		d.rw.ReplaceOp(op, existing.Results())
		existing.SetLoc(d.rw.Ctx.UnknownLoc())
		return true
	}
	entry := r.Front()
	if op.Block() != entry {
		d.rw.MoveBefore(op, entry.First())
		op.SetLoc(d.rw.Ctx.UnknownLoc())
	} else if entry.First() != op && !d.isOwned(op.Prev()) {
		d.rw.MoveBefore(op, entry.First())
	}
	scope[key] = op
	d.ownedOps = append(d.ownedOps, op)
	op.SetDriverSlot(op.DriverSlot() | ownedBit)
	return false
}

func (d *greedyDriver) isOwned(op *ir.Operation) bool {
	return op != nil && op.DriverSlot()&ownedBit != 0
}

// process drains the worklist, applying at most cfg.MaxNumRewrites patterns; it reports
// whether anything changed.
func (d *greedyDriver) process() (changed bool) {
	numRewrites := 0
	for d.cfg.MaxNumRewrites < 0 || numRewrites < d.cfg.MaxNumRewrites {
		op := d.pop()
		if op == nil {
			return changed
		}
		if IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if d.cfg.Fold && !op.HasTrait(ir.ConstantLike) && d.fold(op) {
			changed = true
			continue
		}
		name := op.Name()
		for _, p := range d.patterns.candidates(name) {
			if !applies(p, name) {
				continue
			}
			d.rw.SetInsertionPoint(op)
			// Ops a pattern creates without a location get the root's, as MLIR's C++
			// patterns build at op->getLoc().
			d.rw.Loc = op.Loc()
			if p.MatchAndRewrite(op, d.rw) == nil {
				changed = true
				numRewrites++
				break
			}
		}
	}
	return changed
}

// fold tries op's fold hook; it reports whether op folded (in place or into replacements).
func (d *greedyDriver) fold(op *ir.Operation) bool {
	def := op.Def()
	if def == nil || def.Fold == nil {
		return false
	}
	operands := d.foldOperands[:0]
	for i := range op.NumOperands() {
		operands = append(operands, ConstantValue(op.Operand(i).DefiningOp()))
	}
	d.foldOperands = operands
	results, ok := def.Fold(op, operands)
	clear(operands)
	if !ok {
		return false
	}
	if len(results) == 0 {
		d.OpModified(op)
		return true
	}
	d.rw.SetInsertionPoint(op)
	vals := slices.Grow(d.foldValues[:0], len(results))[:len(results)]
	d.foldValues = vals
	defer clear(vals)
	var created []*ir.Operation
	for i, fr := range results {
		if fr.Value != nil {
			vals[i] = fr.Value
			continue
		}
		c := materialize(d.rw, op, fr.Attr, op.Result(i).Type())
		if c == nil {
			for _, o := range created {
				d.rw.EraseOp(o)
			}
			return false
		}
		created = append(created, c)
		vals[i] = c.SingleResult()
	}
	d.rw.ReplaceOp(op, vals)
	return true
}

// materialize builds a constant for a folded attribute with the dialect of op, at the
// rewriter's insertion point.
func materialize(rw *Rewriter, op *ir.Operation, v ir.Attribute, t ir.Type) *ir.Operation {
	def := op.Def()
	if def == nil || def.Dialect() == nil || def.Dialect().MaterializeConstant == nil {
		return nil
	}
	c := def.Dialect().MaterializeConstant(rw.Builder, v, t, op.Loc())
	if c != nil && rw.Listener != nil {
		rw.Listener.OpInserted(c)
	}
	return c
}

// OpInserted queues new ops.
func (d *greedyDriver) OpInserted(op *ir.Operation) { d.addToWorklist(op) }

// OpModified queues modified ops.
func (d *greedyDriver) OpModified(op *ir.Operation) { d.addToWorklist(op) }

// OpReplaced does nothing: the users of the replaced results are queued as they are
// modified, as in MLIR 22.
func (d *greedyDriver) OpReplaced(*ir.Operation, []*ir.Value) {}

// OpErased forgets the op and queues the producers of its operands that are left with at
// most one other user (they may now be dead or simplify further), as MLIR's
// addOperandsToWorklist.
func (d *greedyDriver) OpErased(op *ir.Operation) {
	for i := range op.NumOperands() {
		v := op.Operand(i)
		if v == nil || v.DefiningOp() == nil || hasTwoOtherUsers(v, op) {
			continue
		}
		d.addToWorklist(v.DefiningOp())
	}
	d.remove(op)
	if !op.HasTrait(ir.ConstantLike) {
		return
	}
	if d.isOwned(op) {
		d.forgetConstant(op)
		op.SetDriverSlot(op.DriverSlot() &^ ownedBit)
	}
}

// forgetConstant removes the uniqued constant op from its scope: found where its region and
// key say, or, should a pattern have moved it or changed its value, by a search.
func (d *greedyDriver) forgetConstant(op *ir.Operation) {
	if v := ConstantValue(op); v != nil && op.Block() != nil {
		scope := d.scopes[insertionRegion(op.Block())]
		key := constantKey(op, v)
		if scope[key] == op {
			delete(scope, key)
			return
		}
	}
	for _, scope := range d.scopes {
		for k, c := range scope {
			if c == op {
				delete(scope, k)
				return
			}
		}
	}
}

// hasTwoOtherUsers reports whether v is used by at least two distinct ops other than op.
func hasTwoOtherUsers(v *ir.Value, op *ir.Operation) bool {
	var other *ir.Operation
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		o := u.Owner()
		if o == op || o == other {
			continue
		}
		if other != nil {
			return true
		}
		other = o
	}
	return false
}
