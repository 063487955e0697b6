package liveness

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// The function of the test, and what mlir-opt-22 --test-print-liveness says of it (block
// numbers in walk order: the entry, ^bb1, scf.if's then and else blocks, ^bb2).
const input = `func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  %y = arith.muli %x, %a : i32
  %z = scf.if %c -> i32 {
    %w = arith.subi %y, %b : i32
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^bb2(%z : i32)
^bb2(%p: i32):
  %q = arith.addi %p, %x : i32
  return %q : i32
}
`

func TestLiveness(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect, scf.Dialect)
	module, err := asm.ParseSourceString(ctx, "f.mlir", input)
	if err != nil {
		t.Fatal(err)
	}
	fn := module.Region(0).Front().First()
	l := New(fn)

	// Name the values as the input does.
	names := map[*ir.Value]string{}
	body := fn.Region(0)
	for i, n := range []string{"a", "b", "c"} {
		names[body.Front().Argument(i)] = n
	}
	var blocks []*ir.Block
	fn.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, r := range o.Regions() {
			blocks = append(blocks, r.Blocks()...)
		}
		return ir.WalkAdvance
	})
	// Walk order visits fn's blocks, then scf.if's: reorder as mlir-opt numbers them.
	blocks = []*ir.Block{blocks[0], blocks[1], blocks[3], blocks[4], blocks[2]}
	names[blocks[4].Argument(0)] = "p"
	results := []string{"x", "y", "z", "w", "q"}
	fn.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.NumResults() == 1 && len(results) > 0 {
			names[o.Results()[0]] = results[0]
			results = results[1:]
		}
		return ir.WalkAdvance
	})
	list := func(vs []*ir.Value) string {
		var s []string
		for _, v := range vs {
			s = append(s, names[v])
		}
		return strings.Join(s, " ")
	}
	want := [][2]string{
		{"", "a b c x"},
		{"a b c x", "x"},
		{"b y", ""},
		{"a", ""},
		{"x", ""},
	}
	for i, b := range blocks {
		info := l.Block(b)
		if got := [2]string{list(info.LiveIn()), list(info.LiveOut())}; got != want[i] {
			t.Errorf("block %d: live in [%s] out [%s], want in [%s] out [%s]", i, got[0], got[1], want[i][0], want[i][1])
		}
	}

	// The ops each value is live during, as mlir-opt-22's liveness intervals list them.
	byName := map[string]*ir.Value{}
	for v, n := range names {
		byName[n] = v
	}
	opNames := func(ops []*ir.Operation) string {
		var s []string
		for _, o := range ops {
			s = append(s, strings.TrimPrefix(o.Name(), "arith."))
		}
		return strings.Join(s, " ")
	}
	intervals := map[string]string{
		"x": "addi cf.cond_br muli scf.if cf.br addi",
		"y": "muli scf.if subi",
		"z": "scf.if cf.br",
		"w": "subi scf.yield",
		"p": "addi",
		"q": "addi func.return",
	}
	for n, want := range intervals {
		if got := opNames(l.LiveOps(byName[n])); got != want {
			t.Errorf("%s is live during [%s], want [%s]", n, got, want)
		}
	}

	// Dead after: x lives on through ^bb1 into ^bb2; y dies at scf.if, which holds its last use.
	ifOp := byName["z"].DefiningOp()
	if l.IsDeadAfter(byName["x"], byName["y"].DefiningOp()) {
		t.Error("x is dead after the muli, but it is live out of ^bb1")
	}
	if !l.IsDeadAfter(byName["y"], ifOp) || l.IsDeadAfter(byName["y"], byName["y"].DefiningOp()) {
		t.Error("y must die at scf.if (its use is inside it), not before")
	}
}
