package pass

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// funcPass is a pass made of a function, for the analysis tests.
type funcPass struct {
	arg string
	run func(op *ir.Operation, am *Analyses) error
}

func (p *funcPass) Name() string                             { return p.arg }
func (p *funcPass) Argument() string                         { return p.arg }
func (p *funcPass) Description() string                      { return "test pass" }
func (p *funcPass) Run(op *ir.Operation, am *Analyses) error { return p.run(op, am) }

// symbolCount and symbolCache are analyses of the tests: how many times each was computed is
// counted in builds.
type symbolCount struct{ n int }
type symbolCache struct{ name string }

// TestAnalysesCachingAndPreservation runs a module pipeline
// `builtin.module(m1, f.f(fp), m2, m3)` and checks MLIR's AnalysisManager semantics: an
// analysis is computed once while cached; a module pass's child analyses are what the nested
// pipeline finds; a nested pass sees its parent's cached analyses; a pass that preserves an
// analysis keeps it, one that does not drops it; a nested pipeline drops the parent's.
func TestAnalysesCachingAndPreservation(t *testing.T) {
	var mu sync.Mutex
	builds := map[string]int{}
	count := func(name string) {
		mu.Lock()
		defer mu.Unlock()
		builds[name]++
	}
	moduleCount := func(op *ir.Operation) *symbolCount {
		count("module")
		return &symbolCount{n: op.Region(0).Front().Len()}
	}
	funcCache := func(op *ir.Operation) *symbolCache { count(ir.SymbolName(op)); return &symbolCache{ir.SymbolName(op)} }
	var seen []string
	var seenMu sync.Mutex
	m1 := &funcPass{"m1", func(op *ir.Operation, am *Analyses) error {
		Analysis(am, moduleCount)
		Analysis(am, moduleCount)
		for f := op.Region(0).Front().First(); f != nil; f = f.Next() {
			ChildAnalysis(am, f, funcCache)
		}
		Preserve[*symbolCount](am)
		Preserve[*symbolCache](am)
		return nil
	}}
	fp := &funcPass{"fp", func(op *ir.Operation, am *Analyses) error {
		c := Analysis(am, funcCache) // cached by m1: not computed again
		parent, ok := CachedParentAnalysis[*symbolCount](am, op.ParentOp())
		seenMu.Lock()
		seen = append(seen, fmt.Sprintf("%s:%v:%d", c.name, ok, parent.n))
		seenMu.Unlock()
		return nil
	}}
	m2 := &funcPass{"m2", func(op *ir.Operation, am *Analyses) error {
		// The nested pipeline dropped the module's analyses.
		if _, ok := CachedAnalysis[*symbolCount](am); ok {
			return fmt.Errorf("symbolCount survived the nested pipeline")
		}
		Analysis(am, moduleCount)
		return nil // preserves nothing
	}}
	m3 := &funcPass{"m3", func(op *ir.Operation, am *Analyses) error {
		if _, ok := CachedAnalysis[*symbolCount](am); ok {
			return fmt.Errorf("symbolCount survived a pass that did not preserve it")
		}
		return nil
	}}
	for _, threads := range []bool{false, true} {
		builds, seen = map[string]int{}, nil
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		m := NewManager("builtin.module", nil)
		m.DisableThreading = !threads
		for _, p := range []Pass{m1} {
			if err := m.Add(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := m.Nest("f.f").Add(fp); err != nil {
			t.Fatal(err)
		}
		for _, p := range []Pass{m2, m3} {
			if err := m.Add(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := m.Run(module(ctx, 3)); err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"module": 2, "a": 1, "b": 1, "c": 1}
		if fmt.Sprint(builds) != fmt.Sprint(want) {
			t.Errorf("threads=%v: analyses computed %v, want %v", threads, builds, want)
		}
		slices.Sort(seen)
		got := strings.Join(seen, " ")
		if got != "a:true:3 b:true:3 c:true:3" {
			t.Errorf("threads=%v: the nested pass saw %s", threads, got)
		}
	}
}
