package ir

import (
	"math"
	"sync"
	"testing"
)

func TestTypesAreUniqued(t *testing.T) {
	c := NewContext()
	if c.IntegerType(32) != c.I32() {
		t.Fatal("i32 not uniqued")
	}
	if c.IntegerType(32) == c.IntegerTypeWithSignedness(32, Unsigned) {
		t.Fatal("i32 and ui32 must differ")
	}
	a := c.RankedTensorType([]int64{4, 8}, c.F32(), nil)
	b := c.RankedTensorType([]int64{4, 8}, c.F32(), nil)
	if a != b {
		t.Fatal("tensor types not uniqued")
	}
	if a == c.RankedTensorType([]int64{8, 4}, c.F32(), nil) {
		t.Fatal("different shapes must differ")
	}
	if c.FunctionType([]Type{c.I32()}, nil) != c.FunctionType([]Type{c.I32()}, []Type{}) {
		t.Fatal("empty and nil results must be the same function type")
	}
	d1 := c.DictionaryAttr([]NamedAttribute{{"b", c.UnitAttr()}, {"a", c.I32Attr(1)}})
	d2 := c.DictionaryAttr([]NamedAttribute{{"a", c.I32Attr(1)}, {"b", c.UnitAttr()}})
	if d1 != d2 || d1.Entries[0].Name != "a" {
		t.Fatal("dictionaries must be sorted and uniqued")
	}
}

func TestConcurrentUniquing(t *testing.T) {
	c := NewContext()
	var wg sync.WaitGroup
	got := make([]Type, 16)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = c.RankedTensorType([]int64{128}, c.IntegerType(7), c.StringAttr("enc"))
		}()
	}
	wg.Wait()
	for _, g := range got {
		if g != got[0] {
			t.Fatal("concurrent uniquing returned different values")
		}
	}
}

func TestIntegerAttrTruncatesToWidth(t *testing.T) {
	c := NewContext()
	if v := c.IntegerAttr(c.IntegerType(8), 255).Value; v != -1 {
		t.Fatalf("i8 255 = %d, want -1", v)
	}
	if v := c.IntegerAttr(c.IntegerTypeWithSignedness(8, Unsigned), -1).Value; v != 255 {
		t.Fatalf("ui8 -1 = %d, want 255", v)
	}
	if !c.BoolAttr(true).IsBool() || c.BoolAttr(true).Value != -1 {
		t.Fatal("true must be i1 -1")
	}
}

func TestFloatEncodings(t *testing.T) {
	cases := []struct {
		kind FloatKind
		v    float64
		bits uint64
	}{
		{F16, 1, 0x3C00},
		{F16, -2, 0xC000},
		{F16, 65504, 0x7BFF},
		{F16, math.Inf(1), 0x7C00},
		{F16, 5.960464477539063e-08, 0x0001},
		{BF16, 1, 0x3F80},
		{BF16, math.Inf(-1), 0xFF80},
		{F32, 1, 0x3F800000},
		{F8E4M3FN, 1, 0x38},
		{F8E4M3FN, 448, 0x7E},
		{F8E5M2, 1, 0x3C},
		{F8E5M2, math.Inf(1), 0x7C},
		{F8E4M3FNUZ, 1, 0x40},
		{F8E5M2FNUZ, 1, 0x40},
		{F4E2M1FN, 6, 0x7},
		{F8E8M0FNU, 1, 0x7F},
	}
	for _, tc := range cases {
		if got := tc.kind.Float64ToBits(tc.v); got != tc.bits {
			t.Errorf("%s(%v) = %#x, want %#x", tc.kind, tc.v, got, tc.bits)
		}
		if got := tc.kind.BitsToFloat64(tc.bits); got != tc.v {
			t.Errorf("%s(%#x) = %v, want %v", tc.kind, tc.bits, got, tc.v)
		}
	}
	if !math.IsNaN(F8E4M3FN.BitsToFloat64(0x7F)) || !math.IsNaN(F8E4M3FNUZ.BitsToFloat64(0x80)) {
		t.Error("NaN encodings of FN/FNUZ formats not recognised")
	}
	// Round to nearest even: 1 + 2^-11 lies halfway between two f16 values.
	if got := F16.Float64ToBits(1 + math.Ldexp(1, -11)); got != 0x3C00 {
		t.Errorf("halfway case rounded to %#x, want 0x3c00", got)
	}
	// Every f16 encoding round-trips.
	for b := uint64(0); b < 1<<16; b++ {
		v := F16.BitsToFloat64(b)
		if math.IsNaN(v) {
			continue
		}
		if got := F16.Float64ToBits(v); got != b {
			t.Fatalf("f16 %#x -> %v -> %#x", b, v, got)
		}
	}
}

// buildFunc makes: "t.func"() ({ ^bb0(%a): %1 = "t.add"(%a, %a); "t.ret"(%1) }).
func buildFunc(c *Context) (fn, add, ret *Operation) {
	body := NewBlock([]Type{c.I32()}, nil)
	r := NewRegion()
	r.Append(body)
	fn = c.Create(&OperationState{Name: "t.func", Regions: []*Region{r}})
	a := body.Argument(0)
	add = c.Create(&OperationState{Name: "t.add", Operands: []*Value{a, a}, Types: []Type{c.I32()}})
	body.Append(add)
	ret = c.Create(&OperationState{Name: "t.ret", Operands: []*Value{add.Result(0)}})
	body.Append(ret)
	return
}

func TestUseListsAndReplace(t *testing.T) {
	c := NewContext()
	fn, add, ret := buildFunc(c)
	a := fn.Region(0).Front().Argument(0)
	if n := len(a.Uses()); n != 2 {
		t.Fatalf("arg has %d uses, want 2", n)
	}
	if !add.Result(0).HasOneUse() {
		t.Fatal("add result must have one use")
	}
	add.Result(0).ReplaceAllUsesWith(a)
	if add.Result(0).HasUses() || ret.Operand(0) != a || len(a.Uses()) != 3 {
		t.Fatal("replace all uses failed")
	}
	add.Erase()
	if len(a.Uses()) != 1 || fn.Region(0).Front().Len() != 1 {
		t.Fatal("erase must drop the op's uses and unlink it")
	}
}

func TestOperandIndices(t *testing.T) {
	c := NewContext()
	b := NewBlock([]Type{c.I32(), c.I32(), c.I32()}, nil)
	args := b.Arguments()
	op := c.Create(&OperationState{Name: "test.op", Operands: []*Value{args[2], args[0], args[2], args[1]}})
	for i := 0; i < op.NumOperands(); i++ {
		if got := op.OpOperand(i).Index(); got != i {
			t.Errorf("operand %d: Index() = %d", i, got)
		}
	}
	var got []int
	for u := args[2].FirstUse(); u != nil; u = u.NextUse() {
		got = append(got, u.Index())
	}
	if len(got) != 2 || got[0] != 2 || got[1] != 0 {
		t.Errorf("uses of the third argument have indices %v, want [2 0]", got)
	}
	op.SetOperands([]*Value{args[1], args[2]})
	if u := args[2].FirstUse(); u == nil || u.Index() != 1 || u.NextUse() != nil {
		t.Errorf("after SetOperands the third argument must have one use at index 1")
	}
}

func TestValueIDsFollowCreation(t *testing.T) {
	c := NewContext()
	op := c.Create(&OperationState{Name: "test.op", Types: []Type{c.I32(), c.F32(), c.I1()}})
	for i := 1; i < op.NumResults(); i++ {
		if op.Result(i).ID() != op.Result(i-1).ID()+1 {
			t.Errorf("result %d has ID %d after %d", i, op.Result(i).ID(), op.Result(i-1).ID())
		}
	}
	cl := op.Clone(nil)
	if cl.Result(0).ID() == op.Result(0).ID() || cl.Result(1).ID() != cl.Result(0).ID()+1 {
		t.Errorf("clone results must have new consecutive IDs")
	}
}

func TestCloneRemapsNestedValues(t *testing.T) {
	c := NewContext()
	fn, _, _ := buildFunc(c)
	cl := fn.Clone(nil)
	ops := cl.Region(0).Front().Ops()
	if len(ops) != 2 || ops[1].Operand(0) != ops[0].Result(0) {
		t.Fatal("clone must remap uses to the cloned values")
	}
	if ops[0].Operand(0) != cl.Region(0).Front().Argument(0) {
		t.Fatal("clone must remap block arguments")
	}
	orig := fn.Region(0).Front().Argument(0)
	if len(orig.Uses()) != 2 {
		t.Fatal("clone must not add uses to the original values")
	}
}

func TestWalkOrderAndSkip(t *testing.T) {
	c := NewContext()
	fn, _, _ := buildFunc(c)
	var names []string
	fn.Walk(func(o *Operation) WalkResult { names = append(names, o.Name()); return WalkAdvance })
	if got := len(names); got != 3 || names[0] != "t.func" || names[2] != "t.ret" {
		t.Fatalf("pre-order walk gave %v", names)
	}
	names = nil
	fn.WalkPostOrder(func(o *Operation) { names = append(names, o.Name()) })
	if names[2] != "t.func" {
		t.Fatalf("post-order walk gave %v", names)
	}
	n := 0
	fn.Walk(func(o *Operation) WalkResult { n++; return WalkSkip })
	if n != 1 {
		t.Fatal("WalkSkip must not visit nested ops")
	}
}

func TestDominanceDiamond(t *testing.T) {
	c := NewContext()
	r := NewRegion()
	bs := make([]*Block, 4)
	for i := range bs {
		bs[i] = &Block{}
		r.Append(bs[i])
	}
	br := func(from *Block, to ...*Block) {
		from.Append(c.Create(&OperationState{Name: "t.br", Successors: to}))
	}
	br(bs[0], bs[1], bs[2])
	br(bs[1], bs[3])
	br(bs[2], bs[3])
	br(bs[3])
	d := NewDominanceInfo(r)
	if !d.Dominates(bs[0], bs[3]) || d.Dominates(bs[1], bs[3]) || d.IDom(bs[3]) != bs[0] {
		t.Fatal("diamond dominance wrong")
	}
	if len(bs[3].Predecessors()) != 2 {
		t.Fatal("join block must have two predecessors")
	}
}

func TestVerifierChecksDominanceAndDefs(t *testing.T) {
	c := NewContext()
	def := &OpDef{Name: "t.op", Operands: []ValueSpec{{Name: "x"}}, Results: []ValueSpec{{Name: "r"}},
		Attrs: []AttrSpec{{Name: "k"}}}
	c.Load(&Dialect{Name: "t", Ops: []*OpDef{def}})
	blk := &Block{}
	r := NewRegion()
	r.Append(blk)
	top := c.Create(&OperationState{Name: "u.top", Regions: []*Region{r}})
	first := c.Create(&OperationState{Name: "t.op", Types: []Type{c.I32()}, Attrs: []NamedAttribute{{"k", c.UnitAttr()}}})
	second := c.Create(&OperationState{Name: "t.op", Operands: []*Value{first.Result(0)}, Types: []Type{c.I32()}, Attrs: []NamedAttribute{{"k", c.UnitAttr()}}})
	first.SetOperands([]*Value{second.Result(0)})
	blk.Append(first)
	blk.Append(second)
	err := Verify(top)
	if err == nil || err.(*Diagnostic).Message != "operand #0 does not dominate this use" {
		t.Fatalf("got %v, want a dominance error", err)
	}
	if len(first.Props()) != 1 || len(first.Attrs()) != 0 {
		t.Fatal("declared attribute k must be a property")
	}
	third := c.Create(&OperationState{Name: "t.op", Operands: []*Value{second.Result(0)}, Types: []Type{c.I32()}})
	blk.Append(third)
	first.SetOperands([]*Value{blk.Ops()[1].Result(0)})
	first.MoveAfter(second)
	if err := Verify(top); err == nil || err.(*Diagnostic).Message != "'t.op' op requires attribute 'k'" {
		t.Fatalf("got %v, want a missing attribute error", err)
	}
}

func TestSymbolLookupSeesChanges(t *testing.T) {
	c := NewContext()
	c.Load(&Dialect{Name: "m", Ops: []*OpDef{{Name: "m.module", Traits: SymbolTableTrait | NoTerminator}}})
	r := NewRegion()
	blk := &Block{}
	r.Append(blk)
	mod := c.Create(&OperationState{Name: "m.module", Regions: []*Region{r}})
	f := c.Create(&OperationState{Name: "m.fn", Attrs: []NamedAttribute{{SymbolNameAttr, c.StringAttr("a")}}})
	blk.Append(f)
	ref := c.SymbolRefAttr("a")
	if LookupSymbolIn(mod, ref) != f {
		t.Fatal("symbol a not found")
	}
	f.SetAttr(SymbolNameAttr, c.StringAttr("b"))
	if LookupSymbolIn(mod, ref) != nil || LookupSymbolIn(mod, c.SymbolRefAttr("b")) != f {
		t.Fatal("renaming a symbol must invalidate the cached table")
	}
	g := c.Create(&OperationState{Name: "m.fn", Attrs: []NamedAttribute{{SymbolNameAttr, c.StringAttr("a")}}})
	blk.Append(g)
	if LookupSymbolIn(mod, ref) != g {
		t.Fatal("a symbol added after a lookup must be found")
	}
	g.Erase()
	if LookupSymbolIn(mod, ref) != nil {
		t.Fatal("an erased symbol must not be found")
	}
}

func TestIsBeforeInBlockAfterEdits(t *testing.T) {
	c := NewContext()
	b := &Block{}
	ops := make([]*Operation, 4)
	for i := range ops {
		ops[i] = c.Create(&OperationState{Name: "t.op"})
		b.Append(ops[i])
	}
	if !ops[0].IsBeforeInBlock(ops[3]) || ops[3].IsBeforeInBlock(ops[0]) {
		t.Fatal("append order wrong")
	}
	ops[3].MoveBefore(ops[0])
	if !ops[3].IsBeforeInBlock(ops[0]) || ops[1].IsBeforeInBlock(ops[3]) {
		t.Fatal("order not updated after a move")
	}
}
