package asm

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// ptrType is a dialect type of the test dialect: `!tst.ptr<elem>`.
type ptrType struct {
	ir.TypeBase
	elem ir.Type
}

func (t *ptrType) DialectName() string { return "tst" }
func (t *ptrType) Print(p ir.AsmPrinter) {
	p.WriteString("ptr<")
	p.PrintType(t.elem)
	p.WriteString(">")
}
func newPtr(ctx *ir.Context, e ir.Type) ir.Type {
	return ir.Unique(ctx, ir.Key("tst.ptr").Ref(e).String(), func(id uint64) *ptrType {
		return &ptrType{TypeBase: ir.NewTypeBase(id), elem: e}
	})
}

// parseTestDialect has custom-form ops that exercise the OpAsmParser interface.
func parseTestDialect() *ir.Dialect {
	binary := &ir.OpDef{Name: "tst.add", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		ops, err := p.ParseOperandList(ir.DelimNone)
		if err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		vs, err := p.ResolveOperands(ops, []ir.Type{t, t})
		if err != nil {
			return err
		}
		st.Operands = vs
		st.Types = []ir.Type{t}
		return nil
	}}
	fn := &ir.OpDef{Name: "tst.func", Traits: ir.IsolatedFromAbove, DefaultDialect: "tst",
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			name, err := p.ParseSymbolName()
			if err != nil {
				return err
			}
			st.AddAttr("sym_name", p.Context().StringAttr(name))
			args, err := p.ParseArgumentList(ir.DelimParen, true, true)
			if err != nil {
				return err
			}
			return p.ParseRegion(st.AddRegion(), args, true)
		}}
	ret := &ir.OpDef{Name: "tst.ret", Traits: ir.Terminator, Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		ops, err := p.ParseOperandList(ir.DelimNone)
		if err != nil || len(ops) == 0 {
			return err
		}
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		st.Operands, err = p.ResolveOperands(ops, ts)
		return err
	}}
	kw := &ir.OpDef{Name: "tst.kw", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		if err := p.ParseKeyword("bar"); err != nil {
			return err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		st.AddAttr("n", p.Context().I64Attr(n))
		for i := 0; i < p.NumResults(); i++ {
			st.Types = append(st.Types, p.Context().I32())
			st.AddAttr("name"+string(rune('0'+i)), p.Context().StringAttr(p.ResultName(i)))
		}
		return nil
	}}
	loop := &ir.OpDef{Name: "tst.loop", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		arg, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		init, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(init, p.Context().I32())
		if err != nil {
			return err
		}
		st.Operands = []*ir.Value{v}
		arg.Type = p.Context().I32()
		return p.ParseRegion(st.AddRegion(), []ir.Argument{arg}, false)
	}}
	// tst.raw reports an error located with Pos through ir.Errorf, not ErrorfAt.
	raw := &ir.OpDef{Name: "tst.raw", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		pos := p.Pos()
		if _, err := p.ParseKeywordIdent(); err != nil {
			return err
		}
		return ir.Errorf(pos, "raw error").Note(pos, "raw note")
	}}
	// tst.plain fails with an error that is not a diagnostic.
	plain := &ir.OpDef{Name: "tst.plain", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		return errors.New("plain failure")
	}}
	// tst.num reads `int, int, float, float, f16-float` into attributes i0, i1, f0, f1, h.
	num := &ir.OpDef{Name: "tst.num", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		ctx := p.Context()
		for i := 0; i < 2; i++ {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			st.AddAttr("i"+string(rune('0'+i)), ctx.I64Attr(v))
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		for i := 0; i < 2; i++ {
			v, err := p.ParseFloat()
			if err != nil {
				return err
			}
			st.AddAttr("f"+string(rune('0'+i)), ctx.FloatAttr(ctx.F64(), v))
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		bits, err := p.ParseFloatOfType(ctx.F16())
		st.AddAttr("h", ctx.FloatAttrFromBits(ctx.F16(), bits))
		return err
	}}
	generic := &ir.OpDef{Name: "tst.generic"}
	// tst.body parses a region and ends it with an implicit tst.ret located at st.Loc.
	body := &ir.OpDef{Name: "tst.body", Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		r := st.AddRegion()
		if err := p.ParseRegion(r, nil, false); err != nil {
			return err
		}
		if r.Empty() {
			r.Append(ir.NewBlock(nil, nil))
		}
		r.Front().Append(p.Context().Create(&ir.OperationState{Name: "tst.ret", Loc: st.Loc}))
		return nil
	}}
	return &ir.Dialect{
		Name: "tst",
		Ops:  []*ir.OpDef{binary, fn, ret, kw, loop, raw, plain, num, generic, body},
		ParseType: func(p ir.AsmParser) (ir.Type, error) {
			if err := p.ParseKeyword("ptr"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			e, err := p.ParseType()
			if err != nil {
				return nil, err
			}
			return newPtr(p.Context(), e), p.ParsePunct(">")
		},
		ParseAttr: func(p ir.AsmParser, t ir.Type) (ir.Attribute, error) {
			if err := p.ParseKeyword("wrap"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			a, err := p.ParseAttribute(t)
			if err != nil {
				return nil, err
			}
			return a, p.ParsePunct(">")
		},
	}
}

func customContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.Load(parseTestDialect())
	return ctx
}

func TestParseCustomOps(t *testing.T) {
	src := `%outer = "tst.gen"() : () -> i32
tst.func @f(%a: i32 {tst.attr = 1 : i32}, %outer: !tst.ptr<f32> loc("arg")) {
  %s = tst.add %a, %a {k} : i32
  %r:2 = tst.kw bar 7
  tst.loop %i = %s {
    %t = tst.add %i, %r#1 : i32
    tst.ret
  }
  ret %t2, %outer : i32, !tst.ptr<f32>
  %t2 = tst.add %s, %s : i32
}
"tst.gen2"() {a = #tst.wrap<5> : i16} : () -> ()
`
	ctx := customContext()
	ctx.AllowUnregistered = true
	op, err := ParseSourceString(ctx, "c.mlir", src)
	if err != nil {
		t.Fatal(FormatDiagnostic(err.(*ir.Diagnostic), "c.mlir", src))
	}
	ops := op.Region(0).Front().Ops()
	if len(ops) != 3 || ops[1].Name() != "tst.func" {
		t.Fatalf("got %d top-level ops", len(ops))
	}
	fn := ops[1]
	entry := fn.Region(0).Front()
	if entry.NumArguments() != 2 || entry.Argument(1).Type() != newPtr(ctx, ctx.F32()) {
		t.Fatalf("bad entry arguments")
	}
	if nl, ok := entry.Argument(1).Loc.(*ir.NameLoc); !ok || nl.Name != "arg" {
		t.Errorf("argument location = %v", ir.LocString(entry.Argument(1).Loc))
	}
	body := entry.Ops()
	if len(body) != 5 {
		t.Fatalf("got %d ops in the body", len(body))
	}
	kw := body[1]
	if kw.NumResults() != 2 || kw.Attr("name0") != ctx.StringAttr("r") || kw.Attr("name1") != ctx.StringAttr("r") || kw.Attr("n") != ctx.I64Attr(7) {
		t.Errorf("tst.kw: results %d, attrs %v", kw.NumResults(), kw.Attrs())
	}
	inner := body[2].Region(0).Front().Ops()
	if inner[0].Name() != "tst.add" || inner[0].Operand(0) != body[2].Region(0).Front().Argument(0) || inner[0].Operand(1) != kw.Result(1) {
		t.Errorf("loop body does not use the loop argument and %%r#1")
	}
	// The forward reference to %t2 resolved to the later definition.
	if body[3].Operand(0) != body[4].Result(0) || body[3].Operand(1) != entry.Argument(1) {
		t.Errorf("ret operands not resolved")
	}
	if loc, ok := body[0].Loc().(*ir.FileLineColLoc); !ok || loc.Line != 3 || loc.Col != 8 {
		t.Errorf("tst.add location = %s, want c.mlir:3:8", ir.LocString(body[0].Loc()))
	}
	if a := ops[2].Attr("a"); a != ctx.IntegerAttr(ctx.IntegerType(16), 5) {
		t.Errorf("dialect attribute hook with type: got %v", a)
	}
}

func TestParseCustomErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"tst.kw foo 1\n", "c.mlir:1:8: error: custom op 'tst.kw' expected 'bar'"},
		{"tst.kw bar x\n", "c.mlir:1:12: error: custom op 'tst.kw' expected integer value"},
		{"%a = tst.kw bar 1\n%b = tst.add %a, %a : i64\n", "c.mlir:2:14: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"},
		{"tst.func @f(%a: i32) {\n  tst.ret %a, %a : i32\n}\n", "c.mlir:3:1: error: custom op 'tst.ret' 2 operands present, but expected 1"},
		{"%x = tst.kw bar 1\ntst.loop %x = %x {\n}\n", "c.mlir:2:10: error: region entry argument '%x' is already in use"},
		{"tst.func @f() {\n  nope\n}\n", "c.mlir:2:3: error: custom op 'nope' is unknown (tried 'tst.nope' as well)"},
		{"tst.loop %i = %j {\n  nope\n}\n", "c.mlir:2:3: error: Dialect `' not found for custom op 'nope'  (tried '.nope' as well)"},
		{"\"tst.y\"() : () -> !tst.ptr<f32\n", "c.mlir:1:27: error: unbalanced '<' character in pretty dialect name"},
		{"\"tst.y\"() : () -> !tst.pointer<f32>\n", "c.mlir:1:24: error: expected 'ptr'"},
		{"\"x.y\"() : () -> ()\n", "c.mlir:1:6: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"},
		{"foo.bar\n", "c.mlir:1:1: error: Dialect `foo' not found for custom op 'foo.bar' "},
		{"\n  tst.raw x\n", "c.mlir:2:11: error: raw error"},
		{"tst.plain x\n", "c.mlir:1:11: error: plain failure"},
		{"  tst.generic x\n", "c.mlir:1:3: error: custom op 'tst.generic' has no custom assembly form"},
		{"\"tst.yy\"() : () -> !foo.bar<1>\n", "c.mlir:1:25: error: `!\"foo\"<\"bar<1>\">` type created with unregistered dialect. " + unregisteredHint},
		{"\"tst.yy\"() {a = #foo.bar<\"q\\\"\">} : () -> ()\n", "c.mlir:1:22: error: #\"foo\"<\"bar<\"q\\\"\">\"> : 'none' attribute created with unregistered dialect. " + unregisteredHint},
		{"\"tst.yy\"() {a = #foo.bar<1> : i32} : () -> ()\n", "c.mlir:1:22: error: #\"foo\"<\"bar<1>\"> : 'i32' attribute created with unregistered dialect. " + unregisteredHint},
	}
	for _, tc := range tests {
		_, err := ParseSourceString(customContext(), "c.mlir", tc.src)
		var d *ir.Diagnostic
		if !errors.As(err, &d) {
			t.Errorf("%q: got %v, want a diagnostic", tc.src, err)
			continue
		}
		got := ir.LocString(d.Loc) + ": error: " + d.Message
		if got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
}

func TestDeferredLocations(t *testing.T) {
	src := `"tst.a"() ({
^bb0(%x: i32 loc(#a)):
  "tst.b"() : () -> () loc(#b)
}) : () -> () loc(#c)
#a = loc("a.py":1:1)
#b = loc("b"(#a))
#c = loc(unknown)
`
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	op, err := ParseSourceString(ctx, "d.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	a := op.Region(0).Front().First()
	if a.Loc() != ctx.UnknownLoc() {
		t.Errorf("op location = %s", ir.LocString(a.Loc()))
	}
	if a.Region(0).Front().Argument(0).Loc != ctx.FileLineColLoc("a.py", 1, 1) {
		t.Errorf("argument location = %s", ir.LocString(a.Region(0).Front().Argument(0).Loc))
	}
	if b := a.Region(0).Front().First(); b.Loc() != ctx.NameLoc("b", ctx.FileLineColLoc("a.py", 1, 1)) {
		t.Errorf("nested op location = %s", ir.LocString(b.Loc()))
	}
}

func TestImplicitModule(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	op, err := ParseSourceString(ctx, "m.mlir", `"a.b"() : () -> ()`+"\n"+`"a.c"() : () -> ()`)
	if err != nil {
		t.Fatal(err)
	}
	if op.Name() != "builtin.module" || op.Region(0).Front().Len() != 2 {
		t.Fatalf("got %s with %d ops", op.Name(), op.Region(0).Front().Len())
	}
	if loc := op.Loc().(*ir.FileLineColLoc); loc.Line != 0 || loc.Col != 0 || loc.File != "m.mlir" {
		t.Errorf("implicit module location = %s", ir.LocString(loc))
	}
	op, err = ParseSourceString(ctx, "m.mlir", `"builtin.module"() ({}) : () -> ()`)
	if err != nil {
		t.Fatal(err)
	}
	if op.Block() != nil || op.NumRegions() != 1 {
		t.Errorf("the file's own module must be returned detached")
	}
}

func TestDeepNesting(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	for _, src := range []string{
		`"a.b"() {a = ` + strings.Repeat("[", 100000) + `} : () -> ()`,
		`"a.b"() : () -> ` + strings.Repeat("tuple<", 100000),
		strings.Repeat(`"a.b"() ({`, 100000),
		`"a.b"() : () -> () loc(` + strings.Repeat(`"n"(`, 100000),
		`"a.b"() {a = dense<` + strings.Repeat("[", 100000) + `} : () -> ()`,
	} {
		_, err := ParseSourceString(ctx, "deep.mlir", src)
		if err == nil || !strings.Contains(err.Error(), "nesting too deep") {
			t.Errorf("got %v, want a nesting error", err)
		}
	}
}

func TestDeferredLocationsInCustomParsers(t *testing.T) {
	src := "tst.func @f(%a: i32 loc(#later)) {\n  tst.ret\n}\n#later = loc(\"later.py\":3:4)\n"
	ctx := customContext()
	op, err := ParseSourceString(ctx, "d.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	arg := op.Region(0).Front().First().Region(0).Front().Argument(0)
	if arg.Loc != ctx.FileLineColLoc("later.py", 3, 4) {
		t.Errorf("argument location = %s", ir.LocString(arg.Loc))
	}
	_, err = ParseSourceString(ctx, "d.mlir", "tst.func @f(%a: i32 loc(#never)) {\n  tst.ret\n}\n")
	if err == nil || err.Error() != "d.mlir:1:25: error: operation location alias was never defined" {
		t.Errorf("got %v", err)
	}
}

func TestParseNumbers(t *testing.T) {
	ctx := customContext()
	op, err := ParseSourceString(ctx, "n.mlir", "tst.num -9223372036854775808, 0x7FFFFFFFFFFFFFFF, -2, 1.5e1, 0x3C00\n")
	if err != nil {
		t.Fatal(err)
	}
	num := op.Region(0).Front().First()
	want := map[string]ir.Attribute{
		"i0": ctx.I64Attr(math.MinInt64), "i1": ctx.I64Attr(math.MaxInt64),
		"f0": ctx.FloatAttr(ctx.F64(), -2), "f1": ctx.FloatAttr(ctx.F64(), 15),
		"h": ctx.FloatAttr(ctx.F16(), 1),
	}
	for name, a := range want {
		if got := num.Attr(name); got != a {
			t.Errorf("%s = %v, want %v", name, got, a)
		}
	}
	for src, msg := range map[string]string{
		"tst.num 99999999999999999999, 1, 1., 1., 1.\n": "n.mlir:1:9: error: custom op 'tst.num' integer value too large",
		"tst.num 9223372036854775808, 1, 1., 1., 1.\n":  "n.mlir:1:9: error: custom op 'tst.num' integer value too large",
		"tst.num 0x10000000000000000, 1, 1., 1., 1.\n":  "n.mlir:1:9: error: custom op 'tst.num' integer value too large",
		"tst.num 1, 1, 1., 1., 0x10000\n":               "n.mlir:1:23: error: hexadecimal float constant out of range for type",
		"tst.num 1, 1, 1., 1., 1\n":                     "n.mlir:1:23: error: unexpected decimal integer literal for a floating point value",
		"tst.num 1, 1, 1., 1., -0x3C00\n":               "n.mlir:1:24: error: hexadecimal float literal should not have a leading minus",
	} {
		_, err := ParseSourceString(ctx, "n.mlir", src)
		if err == nil || err.Error() != msg && !strings.HasPrefix(err.Error(), msg+"\n") {
			t.Errorf("%q: got %v, want %s", src, err, msg)
		}
	}
}

func TestImplicitOpLocation(t *testing.T) {
	ctx := customContext()
	op, err := ParseSourceString(ctx, "i.mlir", "tst.func @f() {\n  tst.body {\n  } loc(\"x.py\":1:2)\n  tst.ret\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	b := op.Region(0).Front().First().Region(0).Front().First()
	if b.Loc() != ctx.FileLineColLoc("x.py", 1, 2) {
		t.Errorf("tst.body location = %s", ir.LocString(b.Loc()))
	}
	// As in MLIR, ops a custom parser makes take the location of the op's name.
	if loc := b.Region(0).Front().First().Loc(); loc != ctx.FileLineColLoc("i.mlir", 2, 3) {
		t.Errorf("implicit tst.ret location = %s, want i.mlir:2:3", ir.LocString(loc))
	}
}
