package rewrite

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
)

var (
	testConst = &ir.OpDef{Name: "t.const", Traits: ir.Pure | ir.ConstantLike}
	testAdd   = &ir.OpDef{Name: "t.add", Traits: ir.Pure | ir.Commutative}
	testNeg   = &ir.OpDef{Name: "t.neg", Traits: ir.Pure}
	testUse   = &ir.OpDef{Name: "t.use"}
	testFunc  = &ir.OpDef{Name: "t.func", Traits: ir.IsolatedFromAbove | ir.NoTerminator}
)

func testContext() *ir.Context {
	d := &ir.Dialect{Name: "t", Ops: []*ir.OpDef{testConst, testAdd, testNeg, testUse, testFunc}}
	d.MaterializeConstant = func(b *ir.Builder, v ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
		return b.CreateOp("t.const", nil, []ir.Type{t}, []ir.NamedAttribute{{Name: "value", Value: v}})
	}
	testAdd.Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		a, ok1 := operands[0].(*ir.IntegerAttr)
		b, ok2 := operands[1].(*ir.IntegerAttr)
		if !ok1 || !ok2 {
			return nil, false
		}
		return []ir.FoldResult{{Attr: op.Context().IntegerAttr(a.Type, a.Value+b.Value)}}, true
	}
	ctx := ir.NewContext()
	ctx.Load(d)
	return ctx
}

// TestGreedyFoldsAndUniques folds add(1, 2) into a constant that dedupes with an existing 3,
// erases dead ops and applies a pattern neg(neg(x)) -> x.
func TestGreedyFoldsAndUniques(t *testing.T) {
	ctx := testContext()
	i32 := ctx.I32()
	r := ir.NewRegion()
	blk := ir.NewBlock([]ir.Type{i32}, nil)
	r.Append(blk)
	fn := ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{r}})
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(blk)
	c := func(v int64) *ir.Value {
		return b.CreateOp("t.const", nil, []ir.Type{i32}, []ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(i32, v)}}).Result(0)
	}
	one, two := c(1), c(2)
	sum := b.CreateOp("t.add", []*ir.Value{one, two}, []ir.Type{i32}, nil).Result(0)
	three := c(3)
	n1 := b.CreateOp("t.neg", []*ir.Value{blk.Argument(0)}, []ir.Type{i32}, nil).Result(0)
	n2 := b.CreateOp("t.neg", []*ir.Value{n1}, []ir.Type{i32}, nil).Result(0)
	b.CreateOp("t.add", []*ir.Value{n1, n1}, []ir.Type{i32}, nil) // dead
	use := b.CreateOp("t.use", []*ir.Value{sum, three, n2}, nil, nil)
	negneg := NewPattern("t.neg", 1, func(op *ir.Operation, rw *Rewriter) error {
		inner := op.Operand(0).DefiningOp()
		if inner == nil || inner.Name() != "t.neg" {
			return ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{inner.Operand(0)})
		return nil
	})
	changed, converged := ApplyPatternsGreedily(fn, NewPatternSet(negneg), DefaultGreedyConfig())
	if !changed || !converged {
		t.Fatalf("changed=%v converged=%v", changed, converged)
	}
	if use.Operand(0) != use.Operand(1) || use.Operand(2) != blk.Argument(0) {
		t.Errorf("uses not rewritten: %v", use.Operands())
	}
	var names []string
	for _, o := range blk.Ops() {
		names = append(names, o.Name())
	}
	if len(names) != 2 || names[0] != "t.const" || names[1] != "t.use" {
		t.Errorf("ops left: %v", names)
	}
}
