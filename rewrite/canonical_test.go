package rewrite

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestCanonicalizationPatterns gives every pass of a context the same set, holding what
// AddCanonicalizationPatterns adds in the same order, and a new one once a dialect with
// patterns is loaded.
func TestCanonicalizationPatterns(t *testing.T) {
	none := func(*ir.Operation, *Rewriter) error { return ErrNoMatch }
	ctx := ir.NewContext()
	ctx.Load(&ir.Dialect{Name: "ca", Ops: []*ir.OpDef{{
		Name: "ca.op",
		CanonicalizationPatterns: func(add ir.PatternAdder) {
			add(NewPattern("ca.op", 1, none), NewPattern("ca.op", 2, none))
		},
	}}})
	set := CanonicalizationPatterns(ctx)
	if again := CanonicalizationPatterns(ctx); again != set {
		t.Fatal("a second call made another set")
	}
	want := NewPatternSet()
	want.AddCanonicalizationPatterns(ctx)
	if set.Len() != want.Len() || set.Len() != 2 {
		t.Fatalf("set holds %d patterns, AddCanonicalizationPatterns %d", set.Len(), want.Len())
	}
	for i, p := range set.patterns {
		if p.Root() != want.patterns[i].Root() || p.Benefit() != want.patterns[i].Benefit() {
			t.Fatalf("pattern %d differs", i)
		}
	}
	ctx.Load(&ir.Dialect{Name: "cb", Ops: []*ir.OpDef{{
		Name:                     "cb.op",
		CanonicalizationPatterns: func(add ir.PatternAdder) { add(NewPattern("cb.op", 1, none)) },
	}}})
	if after := CanonicalizationPatterns(ctx); after == set || after.Len() != 3 {
		t.Fatalf("after loading a dialect: same set %v, %d patterns", after == set, after.Len())
	}
}
