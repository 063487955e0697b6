package conversion

import (
	"errors"
	"sort"

	"github.com/ttgo/ttgo/ir"
)

// errNoPattern says no pattern legalized an op.
var errNoPattern = errors.New("no pattern legalized the op")

// ApplyPartialConversion converts the ops nested in op (and op itself) so that the target's
// rules hold for the ops it marks illegal: ops the target does not know, and ops no pattern
// converts while not explicitly illegal, stay as they are. tc may be nil when the patterns
// change no types. On failure every change is rolled back and the error is MLIR's diagnostic
// ("failed to legalize operation 'x' that was explicitly marked illegal") at the op.
func ApplyPartialConversion(op *ir.Operation, target *Target, patterns []Pattern, tc *TypeConverter) error {
	return Config{}.ApplyPartial(op, target, patterns, tc)
}

// ApplyFullConversion converts op and the ops nested in it so that every one of them is legal
// for the target; an op left illegal or unknown fails the conversion ("failed to legalize
// operation 'x'"), which is then rolled back.
func ApplyFullConversion(op *ir.Operation, target *Target, patterns []Pattern, tc *TypeConverter) error {
	return Config{}.ApplyFull(op, target, patterns, tc)
}

// Config tunes a conversion, as MLIR's ConversionConfig; the zero value is MLIR's default.
type Config struct {
	// NoPatternRollback is MLIR's allowPatternRollback=false: a pattern that fails after it
	// changed the IR, or whose result cannot be legalized, fails the whole conversion with an
	// error at the op instead of being undone for the next pattern to try. (MLIR then aborts;
	// ttgo still restores the IR of a failed conversion.)
	NoPatternRollback bool
}

// ApplyPartial is ApplyPartialConversion with c's settings.
func (c Config) ApplyPartial(op *ir.Operation, target *Target, patterns []Pattern, tc *TypeConverter) error {
	return apply(op, target, patterns, tc, false, c)
}

// ApplyFull is ApplyFullConversion with c's settings.
func (c Config) ApplyFull(op *ir.Operation, target *Target, patterns []Pattern, tc *TypeConverter) error {
	return apply(op, target, patterns, tc, true, c)
}

// rollbackError is the failure of a pattern whose changes NoPatternRollback forbids undoing.
type rollbackError struct{ diag *ir.Diagnostic }

func (e *rollbackError) Error() string { return e.diag.Error() }

type converter struct {
	cfg      Config
	target   *Target
	patterns map[string][]int
	all      []Pattern
	rw       *Rewriter
	// active marks the patterns being applied, so that a pattern does not recurse on the
	// ops it creates.
	active map[int]bool
}

func apply(root *ir.Operation, target *Target, patterns []Pattern, tc *TypeConverter, full bool, cfg Config) error {
	c := &converter{cfg: cfg, target: target, all: patterns, patterns: map[string][]int{}, active: map[int]bool{}}
	c.rw = newRewriter(root.Context(), tc)
	for i, p := range patterns {
		c.patterns[p.Root()] = append(c.patterns[p.Root()], i)
	}
	var todo []*ir.Operation
	var collect func(op *ir.Operation)
	collect = func(op *ir.Operation) {
		todo = append(todo, op)
		if target.isRecursivelyLegal(op) && target.IsLegal(op) {
			return
		}
		for _, r := range op.Regions() {
			for _, b := range reachableBlocks(r) {
				for o := b.First(); o != nil; o = o.Next() {
					collect(o)
				}
			}
		}
	}
	collect(root)
	for _, op := range todo {
		if c.rw.isDead(op) || c.rw.castOps[op] {
			continue
		}
		err := c.legalize(op)
		if err == nil {
			continue
		}
		if re, ok := err.(*rollbackError); ok {
			c.rw.rollback(state{})
			return re.diag
		}
		switch {
		case full:
			c.rw.rollback(state{})
			return ir.Errorf(op.Loc(), "failed to legalize operation '%s'", op.Name())
		case target.IsIllegal(op):
			c.rw.rollback(state{})
			return ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
		}
	}
	if err := c.rw.commit(); err != nil {
		return err
	}
	return nil
}

// reachableBlocks returns the blocks of r reachable from its entry block, in the order MLIR's
// computeConversionSet visits them: depth first from the entry block, a block's successors
// pushed in order and popped last first. Unreachable blocks are not converted.
func reachableBlocks(r *ir.Region) []*ir.Block {
	if r.Empty() {
		return nil
	}
	var order []*ir.Block
	stack := []*ir.Block{r.Front()}
	seen := map[*ir.Block]bool{r.Front(): true}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		order = append(order, b)
		if t := b.Terminator(); t != nil {
			for _, s := range t.Successors() {
				if !seen[s] {
					seen[s] = true
					stack = append(stack, s)
				}
			}
		}
	}
	return order
}

// candidates returns the indices of the patterns for op, by decreasing benefit (ties in the
// order they were given).
func (c *converter) candidates(op *ir.Operation) []int {
	idx := append(append([]int(nil), c.patterns[op.Name()]...), c.patterns[""]...)
	sort.SliceStable(idx, func(i, j int) bool {
		bi, bj := c.all[idx[i]].Benefit(), c.all[idx[j]].Benefit()
		if bi != bj {
			return bi > bj
		}
		return idx[i] < idx[j]
	})
	return idx
}

// legalize makes op legal: it is legal already, or a pattern converts it and everything that
// pattern created or changed is legal in turn.
func (c *converter) legalize(op *ir.Operation) error {
	if c.target.IsLegal(op) {
		return nil
	}
	for _, pi := range c.candidates(op) {
		if c.active[pi] {
			continue
		}
		s := c.rw.state()
		err := c.tryPattern(op, pi, s)
		if err == nil {
			return nil
		}
		if _, ok := err.(*rollbackError); ok {
			return err
		}
		if c.cfg.NoPatternRollback && c.rw.state() != s {
			return &rollbackError{ir.Errorf(op.Loc(), "pattern rollback is disabled, but a pattern for '%s' failed after changing the IR: %v", op.Name(), err)}
		}
		c.rw.rollback(s)
	}
	return errNoPattern
}

func (c *converter) tryPattern(op *ir.Operation, pi int, s state) error {
	operands, err := c.rw.adaptor(op)
	if err != nil {
		return err
	}
	c.rw.SetInsertionPoint(op)
	c.rw.Loc = op.Loc()
	c.active[pi] = true
	defer delete(c.active, pi)
	if err := c.all[pi].MatchAndRewrite(op, operands, c.rw); err != nil {
		return err
	}
	for _, m := range c.rw.modified[s.modified:] {
		if !c.rw.isDead(m) {
			if err := c.legalize(m); err != nil {
				return err
			}
		}
	}
	created := append([]*ir.Operation(nil), c.rw.created[s.created:]...)
	for _, n := range created {
		if n.Block() != nil && !c.rw.isDead(n) {
			if err := c.legalize(n); err != nil {
				return err
			}
		}
	}
	return nil
}

// commit applies the deferred replacements: uses of replaced values by live ops take the
// replacements (through a source materialization where the types differ), replaced ops are
// erased, and casts the conversion left unused or round-tripping are removed.
func (rw *Rewriter) commit() error {
	for _, k := range rw.keys {
		repl := rw.RemappedValue(k)
		if repl == k {
			continue
		}
		for u := k.FirstUse(); u != nil; {
			next := u.NextUse()
			if !rw.isDead(u.Owner()) {
				r := repl
				if r.Type() != k.Type() {
					r = rw.materialize(r, k.Type(), true, u.Owner().Loc())
				}
				u.Set(r)
			}
			u = next
		}
	}
	for _, op := range rw.order {
		op.DropAllReferences()
	}
	for _, op := range rw.order {
		for _, r := range op.Results() {
			for u := r.FirstUse(); u != nil; u = u.NextUse() {
				if !rw.isDead(u.Owner()) {
					return ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was erased but still has uses", op.Name())
				}
			}
		}
	}
	for _, op := range rw.order {
		op.Remove()
	}
	rw.undo = nil
	rw.cleanCasts()
	return nil
}

// cleanCasts erases the unrealized casts the conversion built that ended up unused, and
// folds a cast of a cast back to the original value where the types round-trip.
func (rw *Rewriter) cleanCasts() {
	changed := true
	for changed {
		changed = false
		for _, o := range rw.castList {
			if !rw.castOps[o] || o.Block() == nil {
				continue
			}
			in, out := o.SingleOperand(), o.SingleResult()
			if d := in.DefiningOp(); d != nil && rw.castOps[d] && d.SingleOperand().Type() == out.Type() {
				out.ReplaceAllUsesWith(d.SingleOperand())
			}
			if !out.HasUses() {
				o.Erase()
				changed = true
			}
		}
	}
}
