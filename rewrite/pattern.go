// Package rewrite transforms the IR with patterns: the Pattern interface, a Rewriter that
// reports every change to a listener, the greedy pattern driver (worklist, folding, constant
// uniquing, dead-op erasure). The dialect conversion framework (type converters, conversion
// targets, partial and full conversion with rollback) is in package rewrite/conversion.
package rewrite

import (
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// Pattern rewrites ops that match it.
type Pattern interface {
	// Root is the name of the ops the pattern applies to, or "" for any op.
	Root() string
	// Benefit orders patterns: higher benefits are tried first.
	Benefit() int
	// MatchAndRewrite rewrites op through rw and returns nil, or returns an error saying why
	// it does not apply, having changed nothing.
	MatchAndRewrite(op *ir.Operation, rw *Rewriter) error
}

// ErrNoMatch is a plain "pattern does not apply" result.
var ErrNoMatch = errors.New("pattern does not match")

// FuncPattern is a Pattern made of a function.
type FuncPattern struct {
	// RootName is the op name matched ("" for any).
	RootName string
	// BenefitValue is the pattern's benefit.
	BenefitValue int
	// Fn is MatchAndRewrite.
	Fn func(op *ir.Operation, rw *Rewriter) error
}

// Root returns RootName.
func (p *FuncPattern) Root() string { return p.RootName }

// Benefit returns BenefitValue.
func (p *FuncPattern) Benefit() int { return p.BenefitValue }

// MatchAndRewrite calls Fn.
func (p *FuncPattern) MatchAndRewrite(op *ir.Operation, rw *Rewriter) error { return p.Fn(op, rw) }

// NewPattern returns a pattern for ops called root ("" for any) made of fn.
func NewPattern(root string, benefit int, fn func(op *ir.Operation, rw *Rewriter) error) Pattern {
	return &FuncPattern{RootName: root, BenefitValue: benefit, Fn: fn}
}

// PatternSet is a list of patterns, indexed by root for matching. Once filled, a set may be
// shared by drivers running on several goroutines (nested pass managers run functions in
// parallel); Add must not run concurrently with them.
type PatternSet struct {
	patterns []Pattern
	// mu guards byRoot, built by the first match after an Add.
	mu     sync.Mutex
	byRoot map[string][]Pattern
	// matched caches match's answer per op name (string to []Pattern): lock-free reads for
	// the names already asked about.
	matched sync.Map
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
	s.mu.Lock()
	s.byRoot = nil
	s.mu.Unlock()
	s.matched.Clear()
}

// Len returns the number of patterns.
func (s *PatternSet) Len() int { return len(s.patterns) }

// AddCanonicalizationPatterns adds the canonicalization patterns of every dialect loaded in
// ctx and of their ops, in dialect-name and op-definition order.
func (s *PatternSet) AddCanonicalizationPatterns(ctx *ir.Context) error {
	var err error
	add := func(p any) {
		pat, ok := p.(Pattern)
		if !ok {
			err = fmt.Errorf("canonicalization pattern %T is not a rewrite.Pattern", p)
			return
		}
		s.Add(pat)
	}
	for _, d := range ctx.Dialects() {
		if d.CanonicalizationPatterns != nil {
			d.CanonicalizationPatterns(add)
		}
		for _, def := range d.Ops {
			if def.CanonicalizationPatterns != nil {
				def.CanonicalizationPatterns(add)
			}
		}
	}
	return err
}

// match returns the patterns that may apply to ops called name, by decreasing benefit (ties in
// insertion order).
func (s *PatternSet) match(name string) []Pattern {
	if ps, ok := s.matched.Load(name); ok {
		return ps.([]Pattern)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.byRoot == nil {
		s.byRoot = map[string][]Pattern{}
		for _, p := range s.patterns {
			s.byRoot[p.Root()] = append(s.byRoot[p.Root()], p)
		}
	}
	specific, generic := s.byRoot[name], s.byRoot[""]
	ps := sortedByBenefit(specific)
	if len(generic) > 0 {
		ps = sortedByBenefit(append(append([]Pattern(nil), specific...), generic...))
	}
	got, _ := s.matched.LoadOrStore(name, ps)
	return got.([]Pattern)
}

func sortedByBenefit(ps []Pattern) []Pattern {
	if sort.SliceIsSorted(ps, func(i, j int) bool { return ps[i].Benefit() > ps[j].Benefit() }) {
		return ps
	}
	ps = append([]Pattern(nil), ps...)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit() > ps[j].Benefit() })
	return ps
}

// NewOpPattern returns a pattern for the ops of view T (tt.LoadOp, scf.ForOp, ...) made of fn,
// which receives the op as its view.
func NewOpPattern[T ir.OpView](benefit int, fn func(op T, rw *Rewriter) error) Pattern {
	var v T
	return &FuncPattern{RootName: v.OpName(), BenefitValue: benefit, Fn: func(op *ir.Operation, rw *Rewriter) error {
		return fn(ir.View[T](op), rw)
	}}
}
