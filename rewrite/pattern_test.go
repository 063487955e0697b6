package rewrite

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestPatternSetSharedBetweenGoroutines matches op names on one set from several goroutines
// at once, as drivers of a parallel pass manager do (run it with -race): every goroutine sees
// the patterns of its root, then the generic ones, by decreasing benefit.
func TestPatternSetSharedBetweenGoroutines(t *testing.T) {
	none := func(*ir.Operation, *Rewriter) error { return ErrNoMatch }
	const roots = 16
	var ps []Pattern
	for i := range roots {
		ps = append(ps, NewPattern(fmt.Sprintf("t.op%d", i), 1, none), NewPattern(fmt.Sprintf("t.op%d", i), 3, none))
	}
	generic := NewPattern("", 2, none)
	ps = append(ps, generic)
	s := NewPatternSet(ps...)

	var wg sync.WaitGroup
	errs := make(chan error, 8*roots)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range roots {
				name := fmt.Sprintf("t.op%d", (i+g)%roots)
				got := matching(s, name)
				if len(got) != 3 || got[0].Benefit() != 3 || got[1] != generic || got[2].Benefit() != 1 || got[0].Root() != name || got[2].Root() != name {
					errs <- fmt.Errorf("match(%s): %d patterns, not [%s:3, generic:2, %s:1]", name, len(got), name, name)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// matching returns the patterns of s that a driver tries on ops called name, in order.
func matching(s *PatternSet, name string) []Pattern {
	var ps []Pattern
	for _, p := range s.candidates(name) {
		if applies(p, name) {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestPatternSetOrder checks the order drivers try patterns in, for sets scanned and sets
// indexed by root: by decreasing benefit, then those for the op's name before those for any
// op, then in insertion order.
func TestPatternSetOrder(t *testing.T) {
	none := func(*ir.Operation, *Rewriter) error { return ErrNoMatch }
	for _, others := range []int{0, 2 * indexedSize} {
		genericLow := NewPattern("", 1, none)
		genericTie := NewPattern("", 2, none)
		first := NewPattern("t.a", 2, none)
		second := NewPattern("t.a", 2, none)
		high := NewPattern("t.a", 3, none)
		ps := []Pattern{genericLow, genericTie, first, NewPattern("t.b", 5, none), second, high}
		for i := range others {
			ps = append(ps, NewPattern(fmt.Sprintf("t.other%d", i), 4, none))
		}
		s := NewPatternSet(ps...)
		got := matching(s, "t.a")
		want := []Pattern{high, first, second, genericTie, genericLow}
		if !slices.Equal(got, want) {
			t.Errorf("%d patterns: t.a matches %v, want %v", s.Len(), got, want)
		}
		if got := matching(s, "t.unknown"); !slices.Equal(got, []Pattern{genericTie, genericLow}) {
			t.Errorf("%d patterns: t.unknown matches %v, want the generic ones", s.Len(), got)
		}
	}
}

// TestPatternSetAddResetsMatches adds a pattern after a match: the next match sees it.
func TestPatternSetAddResetsMatches(t *testing.T) {
	none := func(*ir.Operation, *Rewriter) error { return ErrNoMatch }
	s := NewPatternSet(NewPattern("t.a", 1, none))
	if n := len(matching(s, "t.a")); n != 1 {
		t.Fatalf("match(t.a) before Add: %d patterns, want 1", n)
	}
	s.Add(NewPattern("t.a", 5, none))
	got := matching(s, "t.a")
	if len(got) != 2 || got[0].Benefit() != 5 {
		t.Fatalf("match(t.a) after Add: %d patterns, want the new one (benefit 5) first", len(got))
	}
}

// TestFilteredByLabel disables and enables a pattern by its label, as canonicalize's
// disable-patterns and enable-patterns do: neg(neg(x)) -> x applies unless disabled, or when
// enabled by name; enabling another label leaves out the pattern and any unlabelled one.
func TestFilteredByLabel(t *testing.T) {
	negneg := NewPattern("t.neg", 1, func(op *ir.Operation, rw *Rewriter) error {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Name() != "t.neg" {
			return ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{inner.Operand(0)})
		return nil
	}).WithLabel("NegOfNeg")
	unlabelled := NewPattern("t.neg", 2, func(*ir.Operation, *Rewriter) error { return ErrNoMatch })
	all := NewPatternSet(negneg, unlabelled)
	for _, tc := range []struct {
		name              string
		disabled, enabled []string
		rewritten         bool
		kept              int
	}{
		{"none", nil, nil, true, 2},
		{"disabled", []string{"Other", "NegOfNeg"}, nil, false, 1},
		{"disabled other", []string{"Other"}, nil, true, 2},
		{"enabled", nil, []string{"NegOfNeg"}, true, 1},
		{"enabled other", nil, []string{"Other"}, false, 0},
		{"enabled and disabled", []string{"NegOfNeg"}, []string{"NegOfNeg"}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := testContext()
			i32 := ctx.I32()
			r := ir.NewRegion()
			blk := ir.NewBlock([]ir.Type{i32}, nil)
			r.Append(blk)
			fn := ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{r}})
			b := ir.NewBuilder(ctx)
			b.SetInsertionPointToEnd(blk)
			n1 := b.CreateOp("t.neg", []*ir.Value{blk.Argument(0)}, []ir.Type{i32}, nil).Result(0)
			n2 := b.CreateOp("t.neg", []*ir.Value{n1}, []ir.Type{i32}, nil).Result(0)
			use := b.CreateOp("t.use", []*ir.Value{n2}, nil, nil)

			ps := all.Filtered(tc.disabled, tc.enabled)
			if ps.Len() != tc.kept {
				t.Errorf("%d patterns kept, want %d", ps.Len(), tc.kept)
			}
			ApplyPatternsGreedily(fn, ps, DefaultGreedyConfig())
			if got := use.Operand(0) == blk.Argument(0); got != tc.rewritten {
				t.Errorf("neg(neg(x)) rewritten: %v, want %v", got, tc.rewritten)
			}
		})
	}
}
