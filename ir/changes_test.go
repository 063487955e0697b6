package ir

import "testing"

// TestChangeMark checks that each kind of change to IR in a context makes ChangedSince true
// for a mark taken before it, and that reading the IR or changing a detached block does not.
func TestChangeMark(t *testing.T) {
	ctx := NewContext()
	ctx.AllowUnregistered = true
	body := NewBlock([]Type{ctx.I32()}, nil)
	region := NewRegion()
	region.Append(body)
	top := ctx.Create(&OperationState{Name: "t.top", Regions: []*Region{region}})
	newOp := func(operands ...*Value) *Operation {
		return ctx.Create(&OperationState{Name: "t.op", Operands: operands, Types: []Type{ctx.I32()}})
	}
	a := newOp(body.Argument(0))
	body.Append(a)
	b := newOp(a.Result(0))
	body.Append(b)
	for _, c := range []struct {
		name    string
		change  func()
		changed bool
	}{
		{"reads", func() { _ = top.Walk(func(*Operation) WalkResult { return WalkAdvance }); a.IsBeforeInBlock(b) }, false},
		{"detached block", func() { NewBlock(nil, nil).AddArgument(ctx.I32(), nil) }, false},
		{"attribute", func() { a.SetAttr("x", ctx.UnitAttr()) }, true},
		{"attribute removed", func() { a.RemoveAttr("x") }, true},
		{"location", func() { a.SetLoc(ctx.UnknownLoc()) }, true},
		{"operand", func() { b.SetOperand(0, body.Argument(0)) }, true},
		{"uses replaced", func() { body.Argument(0).ReplaceAllUsesWith(a.Result(0)) }, true},
		{"result type", func() { a.Result(0).SetType(ctx.I64()) }, true},
		{"block argument", func() { body.AddArgument(ctx.I32(), nil) }, true},
		{"block argument erased", func() { body.EraseArgument(1) }, true},
		{"op inserted", func() { body.Prepend(newOp()) }, true},
		{"op moved", func() { b.MoveBefore(a) }, true},
		{"op removed", func() { b.Remove() }, true},
		{"block added", func() { region.Append(NewBlock(nil, nil)) }, true},
		{"block removed", func() { region.RemoveBlock(region.Blocks()[1]) }, true},
	} {
		mark := ctx.ChangeMark()
		c.change()
		if got := ctx.ChangedSince(mark); got != c.changed {
			t.Errorf("%s: ChangedSince %v, want %v", c.name, got, c.changed)
		}
	}
}
