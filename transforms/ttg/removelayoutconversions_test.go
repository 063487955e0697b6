package ttgpasses

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// parseFunc parses src, a module with one tt.func, and returns the function.
func parseFunc(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect())
	mod, err := asm.ParseSourceString(ctx, "test.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	fns := functionsOf(mod)
	if len(fns) != 1 {
		t.Fatalf("want one function, got %d", len(fns))
	}
	return fns[0]
}

const branchyFunc = `
tt.func @f(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    %t = arith.muli %a, %x : i32
    scf.yield %t : i32
  } else {
    %e = arith.subi %a, %x : i32
    scf.yield %e : i32
  }
  %b = arith.addi %r, %a : i32
  tt.return %b : i32
}
`

// TestTopologicalOrderVisitsRegionsLastFirst checks the order rewriteSlice rebuilds ops in:
// an op before the ops of its regions and the ops after it, its else region before its then
// region, as MLIR's topologicalSort orders them.
func TestTopologicalOrderVisitsRegionsLastFirst(t *testing.T) {
	fn := parseFunc(t, branchyFunc)
	byName := map[string]*ir.Operation{}
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		switch {
		case is[arith.MulIOp](op):
			byName["then"] = op
		case is[arith.SubIOp](op):
			byName["else"] = op
		case is[scf.IfOp](op):
			byName["if"] = op
		case is[arith.AddIOp](op) && byName["first"] == nil:
			byName["first"] = op
		case is[arith.AddIOp](op):
			byName["last"] = op
		}
		return ir.WalkAdvance
	})
	set := []*ir.Operation{byName["last"], byName["then"], byName["else"], byName["if"], byName["first"]}
	got := topologicalOrder(fn, set)
	want := []string{"first", "if", "else", "then", "last"}
	if len(got) != len(want) {
		t.Fatalf("got %d ops, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i] != byName[w] {
			t.Errorf("position %d: got %s, want the %s op", i, got[i].Name(), w)
		}
	}
}

// TestDominanceInStructuredIR checks the dominance queries the rematerialization asks when it
// reuses values: a value defined before an op, or a block argument of an enclosing block,
// dominates it; a value defined in a branch does not dominate ops after the branch, nor does
// an op's own result dominate the ops nested in it.
func TestDominanceInStructuredIR(t *testing.T) {
	fn := parseFunc(t, branchyFunc)
	var a, then, ifOp, last *ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		switch {
		case is[arith.MulIOp](op):
			then = op
		case is[scf.IfOp](op):
			ifOp = op
		case is[arith.AddIOp](op) && a == nil:
			a = op
		case is[arith.AddIOp](op):
			last = op
		}
		return ir.WalkAdvance
	})
	arg := fn.Region(0).Front().Argument(1)
	for _, c := range []struct {
		name string
		got  bool
		want bool
	}{
		{"earlier op over nested op", properlyDominates(firstResult(a), then), true},
		{"function argument over nested op", properlyDominates(arg, then), true},
		{"branch value over later op", properlyDominates(firstResult(then), last), false},
		{"if result over its branch", properlyDominates(firstResult(ifOp), then), false},
		{"op over itself", properlyDominates(firstResult(a), a), false},
		{"later op post-dominates nested op", postDominates(last, then), true},
		{"nested op post-dominates earlier op", postDominates(then, a), false},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}
