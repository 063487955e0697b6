package rewrite

import (
	"fmt"
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
				got := s.match(name)
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

// TestPatternSetAddResetsMatches adds a pattern after a match: the next match sees it.
func TestPatternSetAddResetsMatches(t *testing.T) {
	none := func(*ir.Operation, *Rewriter) error { return ErrNoMatch }
	s := NewPatternSet(NewPattern("t.a", 1, none))
	if n := len(s.match("t.a")); n != 1 {
		t.Fatalf("match(t.a) before Add: %d patterns, want 1", n)
	}
	s.Add(NewPattern("t.a", 5, none))
	got := s.match("t.a")
	if len(got) != 2 || got[0].Benefit() != 5 {
		t.Fatalf("match(t.a) after Add: %d patterns, want the new one (benefit 5) first", len(got))
	}
}
