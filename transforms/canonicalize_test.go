package transforms_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ttopt"
)

// TestCanonicalizeFunctionsInParallel checks that canonicalize, which simplifies the functions
// of a module concurrently, prints what one sequential sweep over the module prints
// (--mlir-disable-threading), locations included. Under -race it also checks that the
// concurrent functions share no unguarded state.
func TestCanonicalizeFunctionsInParallel(t *testing.T) {
	dir := t.TempDir()
	seeds := []uint64{1, 2, 3, 4, 5, 6}
	if testing.Short() {
		seeds = seeds[:2]
	}
	for _, seed := range seeds {
		path := fmt.Sprintf("%s/gen%d.mlir", dir, seed)
		text := mlirgen.Generate(mlirgen.Config{Seed: seed, Ops: 3000, Dialects: []string{"arith", "scf", "cf", "math"}})
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		par, rcPar, _ := runTTOpt([]string{"--canonicalize", "--mlir-print-debuginfo", path})
		seq, rcSeq, _ := runTTOpt([]string{"--canonicalize", "--mlir-print-debuginfo", "--mlir-disable-threading", path})
		if rcPar != 0 || rcSeq != 0 {
			t.Fatalf("seed %d: tt-opt failed (%d, %d):\n%s", seed, rcPar, rcSeq, par)
		}
		if par != seq {
			t.Errorf("seed %d: concurrent canonicalize differs from the sequential one first at\n%s", seed, firstDifference(seq, par))
		}
	}
}

// TestCanonicalizationPatternsAreLabelled checks that every canonicalization pattern of the
// dialects tt-opt loads has a label, so that canonicalize's disable-patterns and
// enable-patterns can name it, and that no two patterns of one root share a label.
func TestCanonicalizationPatternsAreLabelled(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	seen := map[[2]string]bool{}
	add := func(ps ...ir.Pattern) {
		for _, p := range ps {
			key := [2]string{p.Root(), p.Label()}
			switch {
			case p.Label() == "":
				t.Errorf("a canonicalization pattern of %s has no label", p.Root())
			case seen[key]:
				t.Errorf("two canonicalization patterns of %s are labelled %s", p.Root(), p.Label())
			}
			seen[key] = true
		}
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
	if len(seen) == 0 {
		t.Fatal("no canonicalization patterns")
	}
}
