package ir

import (
	"slices"
	"testing"
)

// TestSwitchBranch checks the BranchInterface SwitchBranch builds: the default successor takes
// its own operand slot, the cases runs of the case slot, and replacing a case's operands
// updates both segment attributes.
func TestSwitchBranch(t *testing.T) {
	ctx := NewContext()
	sw := &OpDef{
		Name:       "tst.switch",
		Traits:     Terminator | AttrSizedOperandSegments,
		Operands:   []ValueSpec{{Name: "flag"}, {Name: "defaultOperands", Kind: Variadic}, {Name: "caseOperands", Kind: Variadic}},
		Successors: []ValueSpec{{Name: "defaultDestination"}, {Name: "caseDestinations", Kind: Variadic}},
		Branch:     SwitchBranch(1, 2, "case_operand_segments"),
	}
	ctx.Load(&Dialect{Name: "tst", Ops: []*OpDef{sw}})
	i32 := ctx.I32()
	entry := NewBlock([]Type{i32, i32, i32, i32}, nil)
	dests := []*Block{NewBlock([]Type{i32}, nil), NewBlock([]Type{i32, i32}, nil), NewBlock(nil, nil)}
	a := entry.Arguments()
	op := ctx.Create(&OperationState{
		Name:       "tst.switch",
		Operands:   []*Value{a[0], a[1], a[2], a[3]},
		Successors: dests,
		Attrs: []NamedAttribute{
			{Name: OperandSegmentSizesAttr, Value: ctx.DenseI32ArrayAttr([]int32{1, 1, 2})},
			{Name: "case_operand_segments", Value: ctx.DenseI32ArrayAttr([]int32{2, 0})},
		},
	})
	br, ok := AsBranch(op)
	if !ok || !op.HasTrait(BranchLike) {
		t.Fatal("a switch with the Branch interface is not a branch")
	}
	for i, want := range [][]*Value{{a[1]}, {a[2], a[3]}, nil} {
		if got := br.SuccessorOperands(i); !slices.Equal(got, want) {
			t.Errorf("successor %d operands %v, want %v", i, got, want)
		}
	}
	if got := br.SuccessorArgument(3); got != dests[1].Argument(1) {
		t.Errorf("operand 3 goes to %v, want the second argument of the first case", got)
	}
	if got := br.SuccessorArgument(0); got != nil {
		t.Errorf("the flag goes to %v, want nowhere", got)
	}
	br.SetSuccessorOperands(1, []*Value{a[3]})
	if got := op.Operands(); !slices.Equal(got, []*Value{a[0], a[1], a[3]}) {
		t.Errorf("operands after dropping one %v", got)
	}
	if got := IntsAttrValue(op.Attr(OperandSegmentSizesAttr)); !slices.Equal(got, []int64{1, 1, 1}) {
		t.Errorf("operandSegmentSizes %v, want [1 1 1]", got)
	}
	if got := IntsAttrValue(op.Attr("case_operand_segments")); !slices.Equal(got, []int64{1, 0}) {
		t.Errorf("case_operand_segments %v, want [1 0]", got)
	}
}

// TestEffectsAndSpeculatability checks ir.Effects and ir.IsSpeculatable on ops declared with
// traits and hooks, nested ones included.
func TestEffectsAndSpeculatability(t *testing.T) {
	ctx := NewContext()
	region := func(name string, traits Trait, spec func(*Operation) Speculatability) *OpDef {
		return &OpDef{Name: name, Traits: traits, Regions: []ValueSpec{{Name: "body"}}, Speculatability: spec}
	}
	recursive := func(*Operation) Speculatability { return RecursivelySpeculatable }
	ops := []*OpDef{
		{Name: "tst.pure", Traits: Pure},
		{Name: "tst.read", Traits: MemoryRead},
		{Name: "tst.div", Traits: NoMemoryEffect},
		{Name: "tst.hook", Traits: MemoryRead, Effects: func(*Operation) MemoryEffects { return WriteEffect }},
		region("tst.if", RecursiveMemoryEffects, recursive),
		region("tst.opaque", 0, nil),
	}
	ctx.AllowUnregistered = true
	ctx.Load(&Dialect{Name: "tst", Ops: ops})
	nest := func(outer string, inner ...string) *Operation {
		b := NewBlock(nil, nil)
		for _, n := range inner {
			b.Append(ctx.Create(&OperationState{Name: n}))
		}
		r := NewRegion()
		r.Append(b)
		return ctx.Create(&OperationState{Name: outer, Regions: []*Region{r}})
	}
	for _, c := range []struct {
		op          *Operation
		effects     MemoryEffects
		known, spec bool
	}{
		{ctx.Create(&OperationState{Name: "tst.pure"}), 0, true, true},
		{ctx.Create(&OperationState{Name: "tst.read"}), ReadEffect, true, false},
		{ctx.Create(&OperationState{Name: "tst.div"}), 0, true, false},
		{ctx.Create(&OperationState{Name: "tst.hook"}), WriteEffect, true, false},
		{nest("tst.if", "tst.pure", "tst.pure"), 0, true, true},
		{nest("tst.if", "tst.pure", "tst.read"), ReadEffect, true, false},
		{nest("tst.if", "tst.pure", "other.op"), 0, false, false},
		{nest("tst.opaque", "tst.pure"), 0, false, false},
		{ctx.Create(&OperationState{Name: "other.op"}), 0, false, false},
	} {
		e, known := Effects(c.op)
		if e != c.effects || known != c.known {
			t.Errorf("Effects(%s) = %v, %v; want %v, %v", c.op.Name(), e, known, c.effects, c.known)
		}
		if got := IsSpeculatable(c.op); got != c.spec {
			t.Errorf("IsSpeculatable(%s) = %v, want %v", c.op.Name(), got, c.spec)
		}
	}
}
