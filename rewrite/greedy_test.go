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

// TestIsolatedParts: the functions of a container are simplified on their own only when
// threads are allowed, no rewrite cap is shared, and every op of the container is isolated
// from above and inert; both functions fold either way.
func TestIsolatedParts(t *testing.T) {
	ctx := testContext()
	i32 := ctx.I32()
	b := ir.NewBuilder(ctx)
	newFunc := func(blk *ir.Block) (*ir.Operation, *ir.Operation) {
		r := ir.NewRegion()
		body := ir.NewBlock(nil, nil)
		r.Append(body)
		fn := ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{r}})
		blk.Append(fn)
		b.SetInsertionPointToEnd(body)
		one := b.CreateOp("t.const", nil, []ir.Type{i32}, []ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(i32, 1)}}).Result(0)
		sum := b.CreateOp("t.add", []*ir.Value{one, one}, []ir.Type{i32}, nil).Result(0)
		return fn, b.CreateOp("t.use", []*ir.Value{sum}, nil, nil)
	}
	r := ir.NewRegion()
	top := ir.NewBlock(nil, nil)
	r.Append(top)
	container := ctx.Create(&ir.OperationState{Name: "t.func", Regions: []*ir.Region{r}})
	_, use1 := newFunc(top)
	_, use2 := newFunc(top)

	cfg := DefaultGreedyConfig()
	none := NewPatternSet()
	if parts := isolatedParts(container, none, cfg); parts != nil {
		t.Errorf("one thread: got %d parts", len(parts))
	}
	cfg.Threads = 2
	if parts := isolatedParts(container, none, cfg); len(parts) != 2 {
		t.Errorf("two threads: got %d parts, want 2", len(parts))
	}
	capped := cfg
	capped.MaxNumRewrites = 5
	if parts := isolatedParts(container, none, capped); parts != nil {
		t.Errorf("shared rewrite cap: got %d parts", len(parts))
	}
	onFunc := NewPatternSet(NewPattern("t.func", 1, func(*ir.Operation, *Rewriter) error { return ErrNoMatch }))
	if parts := isolatedParts(container, onFunc, cfg); parts != nil {
		t.Errorf("pattern on the functions: got %d parts", len(parts))
	}

	changed, converged := ApplyPatternsGreedily(container, none, cfg)
	if !changed || !converged {
		t.Fatalf("changed=%v converged=%v", changed, converged)
	}
	for i, use := range []*ir.Operation{use1, use2} {
		c, ok := ConstantValue(use.Operand(0).DefiningOp()).(*ir.IntegerAttr)
		if !ok || c.Value != 2 {
			t.Errorf("function %d: use of %v, want the constant 2", i, use.Operand(0).DefiningOp())
		}
	}

	b.SetInsertionPointToEnd(top)
	b.CreateOp("t.const", nil, []ir.Type{i32}, []ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(i32, 7)}})
	if parts := isolatedParts(container, none, cfg); parts != nil {
		t.Errorf("a constant in the container: got %d parts", len(parts))
	}
}
