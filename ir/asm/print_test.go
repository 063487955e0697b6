package asm

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
)

// irBuilder appends ops built by hand to a block, for tests that cannot parse text.
type irBuilder struct {
	ctx *ir.Context
	blk *ir.Block
}

func (b *irBuilder) op(name string, operands []*ir.Value, types []ir.Type, loc ir.Location, attrs ...ir.NamedAttribute) *ir.Operation {
	op := b.ctx.Create(&ir.OperationState{Name: name, Operands: operands, Types: types, Loc: loc, Attrs: attrs})
	b.blk.Append(op)
	return op
}

// TestPrintDebugInfoAndNameLocs checks a module against what mlir-opt-22 prints for it with
// --mlir-print-debuginfo --mlir-use-nameloc-as-prefix: NameLoc names with conflict suffixes,
// result groups, location aliases split between the top (those block arguments need) and the
// bottom, and inline block-argument locations.
func TestPrintDebugInfoAndNameLocs(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect)
	ctx.AllowUnregistered = true
	f32, i32 := ctx.F32(), ctx.I32()
	flc := ctx.FileLineColLoc
	locK := flc("k.py", 22, 0)
	mod := builtin.NewModule(ctx, locK)
	mod.SetAttr("t.n", ctx.I32Attr(4))
	mod.SetAttr("t.s", ctx.StringAttr("x"))
	b := &irBuilder{ctx: ctx, blk: mod.Region(0).Front()}

	st := &ir.OperationState{Name: "t.func", Loc: locK, Attrs: []ir.NamedAttribute{{Name: "sym_name", Value: ctx.StringAttr("f")}}}
	body := st.AddRegion()
	fn := ctx.Create(st)
	b.blk.Append(fn)
	entry := ir.NewBlock([]ir.Type{i32, f32}, []ir.Location{ctx.NameLoc("out_ptr", locK), ctx.UnknownLoc()})
	bb1 := ir.NewBlock([]ir.Type{f32}, []ir.Location{ctx.NameLoc("e", flc("k.py", 30, 1))})
	body.Append(entry)
	body.Append(bb1)
	fb := &irBuilder{ctx: ctx, blk: entry}
	row := fb.op("t.get", nil, []ir.Type{i32}, ctx.NameLoc("row", flc("k.py", 23, 24)))
	pair := fb.op("t.pair", []*ir.Value{row.Result(0)}, []ir.Type{i32, f32}, ctx.NameLoc("x", flc("k.py", 24, 1)))
	xloc := ctx.NameLoc("x", flc("k.py", 27, 19))
	rst := &ir.OperationState{Name: "t.reduce", Operands: []*ir.Value{pair.Result(1)}, Types: []ir.Type{f32}, Loc: xloc}
	rr := rst.AddRegion()
	argLoc := ctx.CallSiteLoc(ctx.UnknownLoc(), xloc)
	rb := ir.NewBlock([]ir.Type{f32, f32}, []ir.Location{argLoc, argLoc})
	rr.Append(rb)
	red := ctx.Create(rst)
	entry.Append(red)
	ib := &irBuilder{ctx: ctx, blk: rb}
	add := ib.op("t.add", rb.Arguments(), []ir.Type{f32}, ctx.CallSiteLoc(flc("std.py", 1, 2), xloc))
	ib.op("t.yield", []*ir.Value{add.Result(0)}, nil, ctx.CallSiteLoc(flc("std.py", 3, 4), xloc))
	add2 := fb.op("t.add", []*ir.Value{red.Result(0), pair.Result(1)}, []ir.Type{f32}, flc("k.py", 28, 3))
	br := ctx.Create(&ir.OperationState{Name: "t.br", Operands: []*ir.Value{add2.Result(0)}, Successors: []*ir.Block{bb1},
		Loc: ctx.FusedLoc([]ir.Location{flc("a.py", 1, 1), ctx.FileLineColRange("b.py", 2, 2, 3, 4)}, nil)})
	entry.Append(br)
	(&irBuilder{ctx: ctx, blk: bb1}).op("t.ret", nil, nil, ctx.FileLineColRange("k.py", 31, 1, 0, 9))

	want := `#loc = loc("k.py":22:0)
#loc1 = loc(unknown)
#loc4 = loc("k.py":27:19)
#loc10 = loc("k.py":30:1)
#loc12 = loc("out_ptr"(#loc))
#loc15 = loc("x"(#loc4))
#loc17 = loc("e"(#loc10))
#loc18 = loc(callsite(#loc1 at #loc15))
module attributes {t.n = 4 : i32, t.s = "x"} {
  "t.func"() ({
  ^bb0(%out_ptr: i32 loc("out_ptr"(#loc)), %arg1: f32 loc(unknown)):
    %row = "t.get"() : () -> i32 loc(#loc13)
    %x:2 = "t.pair"(%row) : (i32) -> (i32, f32) loc(#loc14)
    %x_0 = "t.reduce"(%x#1) ({
    ^bb0(%x_1: f32 loc(callsite(#loc1 at #loc15)), %x_2: f32 loc(callsite(#loc1 at #loc15))):
      %x_3 = "t.add"(%x_1, %x_2) : (f32, f32) -> f32 loc(#loc19)
      "t.yield"(%x_3) : (f32) -> () loc(#loc20)
    }) : (f32) -> f32 loc(#loc15)
    %0 = "t.add"(%x_0, %x#1) : (f32, f32) -> f32 loc(#loc7)
    "t.br"(%0)[^bb1] : (f32) -> () loc(#loc16)
  ^bb1(%e: f32 loc("e"(#loc10))):  // pred: ^bb0
    "t.ret"() : () -> () loc(#loc11)
  }) {sym_name = "f"} : () -> () loc(#loc)
} loc(#loc)
#loc2 = loc("k.py":23:24)
#loc3 = loc("k.py":24:1)
#loc5 = loc("std.py":1:2)
#loc6 = loc("std.py":3:4)
#loc7 = loc("k.py":28:3)
#loc8 = loc("a.py":1:1)
#loc9 = loc("b.py":2:2 to 3:4)
#loc11 = loc("k.py":31:1 to :9)
#loc13 = loc("row"(#loc2))
#loc14 = loc("x"(#loc3))
#loc16 = loc(fused[#loc8, #loc9])
#loc19 = loc(callsite(#loc5 at #loc15))
#loc20 = loc(callsite(#loc6 at #loc15))
`
	got := String(mod, PrintOptions{PrintDebugInfo: true, UseNameLocAsPrefix: true})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("debug-info print mismatch (-mlir-opt +ours):\n%s", diff)
	}

	wantPlain := `module attributes {t.n = 4 : i32, t.s = "x"} {
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "t.get"() : () -> i32
    %1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
    %2 = "t.reduce"(%1#1) ({
    ^bb0(%arg2: f32, %arg3: f32):
      %5 = "t.add"(%arg2, %arg3) : (f32, f32) -> f32
      "t.yield"(%5) : (f32) -> ()
    }) : (f32) -> f32
    %3 = "t.add"(%2, %1#1) : (f32, f32) -> f32
    "t.br"(%3)[^bb1] : (f32) -> ()
  ^bb1(%4: f32):  // pred: ^bb0
    "t.ret"() : () -> ()
  }) {sym_name = "f"} : () -> ()
}
`
	if diff := cmp.Diff(wantPlain, String(mod, PrintOptions{})); diff != "" {
		t.Errorf("plain print mismatch (-mlir-opt +ours):\n%s", diff)
	}

	var sb strings.Builder
	if err := Print(&sb, mod, PrintOptions{}); err != nil || sb.String() != wantPlain {
		t.Errorf("Print = %q, %v", sb.String(), err)
	}
	wantGeneric := `"builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "t.get"() : () -> i32
`
	if got := String(mod, PrintOptions{PrintGenericOpForm: true}); !strings.HasPrefix(got, wantGeneric) ||
		!strings.HasSuffix(got, `}) {t.n = 4 : i32, t.s = "x"} : () -> ()
`) {
		t.Errorf("generic print:\n%s", got)
	}
	if got, want := String(add, PrintOptions{PrintLocalScope: true}), "%5 = \"t.add\"(%arg2, %arg3) : (f32, f32) -> f32\n"; got != want {
		t.Errorf("local scope: got %q, want %q", got, want)
	}
}

// TestPrintAttributes checks builtin attributes and types against mlir-opt-22's output.
func TestPrintAttributes(t *testing.T) {
	ctx := ir.NewContext()
	i32, f32 := ctx.I32(), ctx.F32()
	tensor := func(shape []int64, elem ir.Type) *ir.RankedTensorType { return ctx.RankedTensorType(shape, elem, nil) }
	i1 := ctx.I1()
	attrs := []ir.NamedAttribute{
		{Name: "a", Value: ctx.I64Attr(1)},
		{Name: "aa", Value: ctx.DictionaryAttr(nil)},
		{Name: "ab", Value: ctx.UnitAttr()},
		{Name: "ac", Value: ctx.OpaqueAttr("foo", "foo<1>")},
		{Name: "ad", Value: ctx.OpaqueAttr("foo", `"x y"`)},
		{Name: "ae", Value: ctx.I64Attr(-9223372036854775808)},
		{Name: "af", Value: ctx.IntegerAttr(ctx.IntegerTypeWithSignedness(64, ir.Unsigned), -1)},
		{Name: "ah", Value: ctx.DenseElementsAttr(tensor([]int64{0}, i32), nil)},
		{Name: "ai", Value: ctx.DenseElementsAttr(tensor([]int64{2}, i1), []uint64{1, 1})},
		{Name: "aj", Value: ctx.DenseElementsAttr(tensor([]int64{2}, i1), []uint64{1, 0})},
		{Name: "b", Value: ctx.ArrayAttr([]ir.Attribute{ctx.I64Attr(1), ctx.I32Attr(2), ctx.FloatAttr(ctx.F64(), 1), ctx.FloatAttr(f32, 2.5), ctx.BoolAttr(true)})},
		{Name: "k", Value: ctx.IntegerAttr(ctx.IntegerTypeWithSignedness(8, ir.Unsigned), 255)},
		{Name: "l", Value: ctx.IntegerAttr(ctx.IntegerType(8), -1)},
		{Name: "s", Value: ctx.StringAttr("a\"b\n\t\\c\x01\x7f")},
		{Name: "t", Value: ctx.SymbolRefAttr("sym", "a b")},
		{Name: "u", Value: ctx.DenseElementsAttr(tensor([]int64{2, 2}, i32), []uint64{1, 2, 3, 4})},
		{Name: "v", Value: ctx.DenseElementsAttr(tensor([]int64{4}, f32), []uint64{0x3F800000})},
		{Name: "w", Value: ctx.DenseI32ArrayAttr([]int32{1, 2})},
		{Name: "x", Value: ctx.DenseArrayAttr(f32, nil)},
		{Name: "x-y", Value: ctx.UnitAttr()},
		{Name: "y", Value: ctx.TypeAttr(i32)},
		{Name: "z", Value: ctx.TypeAttr(ctx.FunctionType([]ir.Type{i32, ctx.VectorType([]int64{4, 8}, f32, []bool{false, true})},
			[]ir.Type{ctx.TupleType([]ir.Type{ctx.ComplexType(f32), ctx.IndexType()}), ctx.UnrankedTensorType(ctx.BF16()),
				ctx.MemRefType([]int64{4, ir.Dynamic}, f32, nil, ctx.I64Attr(3)), ctx.OpaqueType("foo", "bar<1>"), ctx.NoneType()}))},
		{Name: "zz", Value: ctx.DenseElementsAttr(tensor([]int64{2, 3}, ctx.IntegerType(8)), []uint64{1, 2, 3, 4, 5, 0xFA})},
	}
	op := ctx.Create(&ir.OperationState{Name: "test.op", Attrs: attrs})
	want := `"test.op"() {a = 1 : i64, aa = {}, ab, ac = #foo.foo<1>, ad = #foo<"x y">, ae = -9223372036854775808 : i64, af = 18446744073709551615 : ui64, ah = dense<> : tensor<0xi32>, ai = dense<true> : tensor<2xi1>, aj = dense<[true, false]> : tensor<2xi1>, b = [1, 2 : i32, 1.000000e+00, 2.500000e+00 : f32, true], k = 255 : ui8, l = -1 : i8, s = "a\22b\0A\09\\c\01\7F", t = @sym::@"a b", u = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, v = dense<1.000000e+00> : tensor<4xf32>, w = array<i32: 1, 2>, x = array<f32>, "x-y", y = i32, z = (i32, vector<4x[8]xf32>) -> (tuple<complex<f32>, index>, tensor<*xbf16>, memref<4x?xf32, 3>, !foo.bar<1>, none), zz = dense<[[1, 2, 3], [4, 5, -6]]> : tensor<2x3xi8>} : () -> ()
`
	if diff := cmp.Diff(want, String(op, PrintOptions{})); diff != "" {
		t.Errorf("(-mlir-opt +ours):\n%s", diff)
	}

	// More than 100 distinct elements print as hex; i1 packs eight to a byte.
	data := make([]uint64, 101)
	bits := make([]uint64, 101)
	for i := range data {
		data[i] = uint64(i)
		if i%3 == 0 {
			bits[i] = 1
		}
	}
	if got, want := AttrString(ctx.DenseElementsAttr(tensor([]int64{101}, ctx.IntegerType(16)), data)),
		`dense<"0x0000010002000300`; !strings.HasPrefix(got, want) || !strings.HasSuffix(got, `6400"> : tensor<101xi16>`) {
		t.Errorf("hex dense: %s", got)
	}
	if got, want := AttrString(ctx.DenseElementsAttr(tensor([]int64{101}, i1), bits)),
		`dense<"0x49922449922449922449922409"> : tensor<101xi1>`; got != want {
		t.Errorf("hex i1 dense: got %s, want %s", got, want)
	}
}

// encAttr is a dialect attribute of the test dialect: `#td.enc<name[, parent]>`.
type encAttr struct {
	ir.AttrBase
	name   string
	parent ir.Attribute
}

func (a *encAttr) DialectName() string { return "td" }

func (a *encAttr) Print(p ir.AsmPrinter) {
	p.WriteString("enc<" + a.name)
	if a.parent != nil {
		p.WriteString(", ")
		p.PrintAttribute(a.parent)
	}
	p.WriteString(">")
}

func newEnc(ctx *ir.Context, name string, parent ir.Attribute) *encAttr {
	return ir.Unique(ctx, ir.Key("td.enc").Str(name).Ref(parent).String(), func(id uint64) *encAttr {
		return &encAttr{AttrBase: ir.NewAttrBase(id), name: name, parent: parent}
	})
}

// testDialect has a constant with SSA name hints, a function-like op with a default dialect
// and aliases for encAttr (named after the attribute).
func testDialect() *ir.Dialect {
	constant := &ir.OpDef{
		Name:    "td.const",
		Results: []ir.ValueSpec{{Name: "result"}},
		Attrs:   []ir.AttrSpec{{Name: "value"}},
		ResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			if ia, ok := op.Attr("value").(*ir.IntegerAttr); ok {
				set(op.Result(0), "c"+strings.ReplaceAll(AttrString(ia), " : ", "_"))
				return
			}
			set(op.Result(0), "cst")
		},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString(" ")
			p.PrintAttribute(op.Attr("value"))
			p.PrintOptionalAttrDict(op.AllAttrs(), "value")
		},
	}
	split := &ir.OpDef{
		Name:    "td.split",
		Results: []ir.ValueSpec{{Name: "lo"}, {Name: "hi", Kind: ir.Variadic}},
		ResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			set(op.Result(0), "lo")
			set(op.Result(1), "hi")
		},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString(" : ")
			p.PrintType(op.Result(0).Type())
		},
	}
	fn := &ir.OpDef{
		Name:           "td.func",
		Traits:         ir.IsolatedFromAbove,
		Regions:        []ir.ValueSpec{{Name: "body"}},
		DefaultDialect: "td",
		BlockArgNames: func(op *ir.Operation, r *ir.Region, set func(*ir.Value, string)) {
			set(r.Front().Argument(0), "in")
		},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString("(")
			for i, a := range op.Region(0).Front().Arguments() {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintRegionArgument(a, nil, false)
			}
			p.WriteString(") ")
			p.PrintRegion(op.Region(0), false, true, true)
		},
	}
	return &ir.Dialect{
		Name: "td",
		Ops:  []*ir.OpDef{constant, split, fn},
		AttrAlias: func(a ir.Attribute) (string, ir.AliasKind) {
			if e, ok := a.(*encAttr); ok {
				return e.name, ir.OverridableAlias
			}
			return "", ir.NoAlias
		},
	}
}

// TestPrintNamesAndAliases checks OpDef name hints with the shared conflict counter, result
// groups, entry-argument hints, default-dialect elision and alias numbering (depth first,
// then name; suffixes in visit order, `_` after a trailing digit).
func TestPrintNamesAndAliases(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, testDialect())
	i32, f32 := ctx.I32(), ctx.F32()
	blockedB := newEnc(ctx, "blocked", ctx.StringAttr("b"))
	blockedA := newEnc(ctx, "blocked", ctx.StringAttr("a"))
	slice := newEnc(ctx, "slice", blockedA) // depth 2: printed after the blocked ones
	mma := newEnc(ctx, "mma2", nil)
	mma1 := newEnc(ctx, "mma2", ctx.UnitAttr())
	tB := ctx.RankedTensorType([]int64{4}, f32, blockedB)
	tS := ctx.RankedTensorType([]int64{4}, f32, slice)
	tM := ctx.RankedTensorType([]int64{4}, f32, mma)
	tM1 := ctx.RankedTensorType([]int64{4}, f32, mma1)

	mod := builtin.NewModule(ctx, nil)
	st := &ir.OperationState{Name: "td.func"}
	body := st.AddRegion()
	entry := ir.NewBlock([]ir.Type{tS, i32}, nil)
	body.Append(entry)
	fn := ctx.Create(st)
	mod.Region(0).Front().Append(fn)
	b := &irBuilder{ctx: ctx, blk: entry}
	c := func(v ir.Attribute, t ir.Type) *ir.Operation {
		return b.op("td.const", nil, []ir.Type{t}, nil, ir.NamedAttribute{Name: "value", Value: v})
	}
	c(ctx.I32Attr(0), i32)
	c(ctx.FloatAttr(f32, 1), f32)
	c(ctx.I32Attr(0), i32)
	c(ctx.DenseElementsAttr(tB, []uint64{0x40000000}), tB)
	sp := b.op("td.split", nil, []ir.Type{tM, tM1, i32}, nil)
	b.op("test.use", []*ir.Value{sp.Result(0), sp.Result(1), sp.Result(2)}, []ir.Type{tM1, i32}, nil)

	want := `#blocked = #td.enc<blocked, "a">
#blocked1 = #td.enc<blocked, "b">
#mma2 = #td.enc<mma2>
#mma2_1 = #td.enc<mma2, unit>
#slice = #td.enc<slice, #blocked>
module {
  td.func(%in: tensor<4xf32, #slice>, %arg0: i32) {
    %c0_i32 = const 0 : i32
    %cst = const 1.000000e+00 : f32
    %c0_i32_0 = const 0 : i32
    %cst_1 = const dense<2.000000e+00> : tensor<4xf32, #blocked1>
    %lo, %hi:2 = split : tensor<4xf32, #mma2>
    %0:2 = "test.use"(%lo, %hi#0, %hi#1) : (tensor<4xf32, #mma2>, tensor<4xf32, #mma2_1>, i32) -> (tensor<4xf32, #mma2_1>, i32)
  }
}
`
	if diff := cmp.Diff(want, String(mod, PrintOptions{})); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
