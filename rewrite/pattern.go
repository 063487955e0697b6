// Package rewrite transforms the IR with patterns: patterns made of functions (the Pattern
// interface and the Rewriter they change the IR through are ir's, as MLIR keeps them in its IR
// library), pattern sets filtered by label, the greedy pattern driver (worklist, folding,
// constant uniquing, dead-op erasure). The dialect conversion framework (type converters,
// conversion targets, partial and full conversion with rollback) is in package
// rewrite/conversion.
package rewrite

import (
	"errors"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/ttgo/ttgo/ir"
)

// Pattern is a rewrite pattern: ir.Pattern, which op definitions declare their
// canonicalization patterns with.
type Pattern = ir.Pattern

// ErrNoMatch is a plain "pattern does not apply" result.
var ErrNoMatch = errors.New("pattern does not match")

// FuncPattern is a Pattern made of a function.
type FuncPattern struct {
	// RootName is the op name matched ("" for any).
	RootName string
	// BenefitValue is the pattern's benefit.
	BenefitValue int
	// LabelName is the pattern's label ("" for none); see ir.Pattern's Label.
	LabelName string
	// Fn is MatchAndRewrite.
	Fn func(op *ir.Operation, rw *Rewriter) error
}

// Root returns RootName.
func (p *FuncPattern) Root() string { return p.RootName }

// Benefit returns BenefitValue.
func (p *FuncPattern) Benefit() int { return p.BenefitValue }

// Label returns LabelName.
func (p *FuncPattern) Label() string { return p.LabelName }

// MatchAndRewrite calls Fn.
func (p *FuncPattern) MatchAndRewrite(op *ir.Operation, rw *Rewriter) error { return p.Fn(op, rw) }

// WithLabel sets the pattern's label and returns p, for use where the pattern is made:
// rewrite.NewOpPattern[tt.LoadOp](1, fn).WithLabel("mlir::triton::CanonicalizeMaskedLoadPattern").
func (p *FuncPattern) WithLabel(label string) *FuncPattern {
	p.LabelName = label
	return p
}

// NewPattern returns an unlabelled pattern for ops called root ("" for any) made of fn.
func NewPattern(root string, benefit int, fn func(op *ir.Operation, rw *Rewriter) error) *FuncPattern {
	return &FuncPattern{RootName: root, BenefitValue: benefit, Fn: fn}
}

// PatternSet is a list of patterns, indexed by root for matching. Once filled, a set may be
// shared by drivers running on several goroutines (nested pass managers run functions in
// parallel); Add must not run concurrently with them.
type PatternSet struct {
	patterns []Pattern
	// table is what candidates reads, built by the first match after an Add and never
	// changed after, so that matching takes no lock; mu serializes building it.
	table atomic.Pointer[matchTable]
	mu    sync.Mutex
}

// NewPatternSet returns a set holding ps.
func NewPatternSet(ps ...Pattern) *PatternSet {
	s := &PatternSet{}
	s.Add(ps...)
	return s
}

// Add appends patterns.
func (s *PatternSet) Add(ps ...Pattern) {
	s.patterns = append(s.patterns, ps...)
	s.table.Store(nil)
}

// Len returns the number of patterns.
func (s *PatternSet) Len() int { return len(s.patterns) }

// AddCanonicalizationPatterns adds the canonicalization patterns of every dialect loaded in
// ctx and of their ops, in dialect-name and op-definition order.
func (s *PatternSet) AddCanonicalizationPatterns(ctx *ir.Context) {
	for _, d := range ctx.Dialects() {
		if d.CanonicalizationPatterns != nil {
			d.CanonicalizationPatterns(s.Add)
		}
		for _, def := range d.Ops {
			if def.CanonicalizationPatterns != nil {
				def.CanonicalizationPatterns(s.Add)
			}
		}
	}
}

// Filtered returns a set of the patterns of s that the labels let through, as MLIR's
// FrozenRewritePatternSet does with the disable-patterns and enable-patterns options of a
// pass: when enabled is not empty, only the patterns labelled one of enabled (so no
// unlabelled pattern); of those, all but the ones labelled one of disabled.
func (s *PatternSet) Filtered(disabled, enabled []string) *PatternSet {
	f := &PatternSet{}
	for _, p := range s.patterns {
		if len(enabled) > 0 && !slices.Contains(enabled, p.Label()) {
			continue
		}
		if slices.Contains(disabled, p.Label()) {
			continue
		}
		f.patterns = append(f.patterns, p)
	}
	return f
}

// matchTable holds the patterns of a set in the order drivers try them: by decreasing
// benefit, at equal benefit those for one op name before those for any op, then in insertion
// order. Large sets also index them by root name.
type matchTable struct {
	sorted []Pattern
	// byName holds, for each root name of a set of more than indexedSize patterns, the
	// patterns for it and for any op, in order; generic holds those for any op.
	byName  map[string][]Pattern
	generic []Pattern
}

// indexedSize is the size above which a set indexes its patterns by root: smaller sets are
// scanned, which costs less than building a map for each of the many small sets passes make.
const indexedSize = 16

// candidates returns, in the order to try them, patterns among which are all those that may
// apply to ops called name; the caller skips the ones applies rejects.
func (s *PatternSet) candidates(name string) []Pattern {
	t := s.table.Load()
	if t == nil {
		t = s.buildTable()
	}
	if t.byName == nil {
		return t.sorted
	}
	if ps, ok := t.byName[name]; ok {
		return ps
	}
	return t.generic
}

// applies reports whether p may apply to ops called name.
func applies(p Pattern, name string) bool {
	r := p.Root()
	return r == "" || r == name
}

// hasMatch reports whether a pattern of the set may apply to ops called name.
func (s *PatternSet) hasMatch(name string) bool {
	return slices.ContainsFunc(s.candidates(name), func(p Pattern) bool { return applies(p, name) })
}

// buildTable makes the set's match table, unless another goroutine just did.
func (s *PatternSet) buildTable() *matchTable {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.table.Load(); t != nil {
		return t
	}
	t := &matchTable{sorted: sortedForMatching(s.patterns)}
	if len(t.sorted) > indexedSize {
		t.byName = map[string][]Pattern{}
		for _, p := range t.sorted {
			if r := p.Root(); r == "" {
				t.generic = append(t.generic, p)
			} else {
				t.byName[r] = append(t.byName[r], p)
			}
		}
		if len(t.generic) > 0 {
			// The generic patterns go between the specific ones, where matchOrder puts them.
			for root := range t.byName {
				t.byName[root] = slices.DeleteFunc(slices.Clone(t.sorted), func(p Pattern) bool { return !applies(p, root) })
			}
		}
	}
	s.table.Store(t)
	return t
}

// matchOrder compares patterns in the order drivers try them (see matchTable).
func matchOrder(a, b Pattern) int {
	if a.Benefit() != b.Benefit() {
		return b.Benefit() - a.Benefit()
	}
	return boolOrder(a.Root() == "") - boolOrder(b.Root() == "")
}

func boolOrder(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sortedForMatching returns ps stably sorted by matchOrder: ps itself when it is.
func sortedForMatching(ps []Pattern) []Pattern {
	if slices.IsSortedFunc(ps, matchOrder) {
		return ps
	}
	ps = slices.Clone(ps)
	slices.SortStableFunc(ps, matchOrder)
	return ps
}

// NewOpPattern returns an unlabelled pattern for the ops of view T (tt.LoadOp, scf.ForOp, ...)
// made of fn, which receives the op as its view.
func NewOpPattern[T ir.OpView](benefit int, fn func(op T, rw *Rewriter) error) *FuncPattern {
	var v T
	return &FuncPattern{RootName: v.OpName(), BenefitValue: benefit, Fn: func(op *ir.Operation, rw *Rewriter) error {
		return fn(ir.View[T](op), rw)
	}}
}
