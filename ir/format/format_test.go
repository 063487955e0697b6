package format_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/format"
)

// enumSpec returns an attribute spec for an i32 enum that formats write as keywords.
func enumSpec(name string, cases []string, dflt int) ir.AttrSpec {
	s := ir.AttrSpec{
		Name: name,
		Parse: func(p ir.AsmParser) (ir.Attribute, error) {
			kw, err := p.ParseKeywordIdent()
			if err != nil {
				return nil, err
			}
			for i, c := range cases {
				if c == kw {
					return p.Context().I32Attr(int32(i)), nil
				}
			}
			return nil, p.Errorf("invalid %s attribute specification: %q", name, kw)
		},
		Print: func(p ir.AsmPrinter, a ir.Attribute) { p.WriteString(cases[a.(*ir.IntegerAttr).Value]) },
	}
	if dflt >= 0 {
		s.Default = func(c *ir.Context) ir.Attribute { return c.I32Attr(int32(dflt)) }
	}
	return s
}

func i32Type(c *ir.Context) ir.Type { return c.I32() }

// optional returns s as an OptionalAttr.
func optional(s ir.AttrSpec) ir.AttrSpec {
	s.Optional = true
	return s
}

// pointee is the transform of the test dialect's load: the pointee of a !t.ptr.
func pointee(t ir.Type) ir.Type {
	if p, ok := t.(*ptrType); ok {
		return p.pointee
	}
	return nil
}

// tokenDirective is custom<Token>($dep, type($token)): `[%dep]` or `[]`, the token typed
// i64 when a dependency is given.
var tokenDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			args[0].Operands = []ir.UnresolvedOperand{u}
			args[1].Types = []ir.Type{p.Context().I64()}
		}
		return p.ParsePunct("]")
	},
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		p.WriteString("[")
		p.PrintOperands(args[0].Values)
		p.WriteString("]")
	},
}

// echoDirective is custom<Echo>(ref($a), ref(type($a)), $x, "tag"): `tag(%a : T) = attr` when
// $x is set; it checks that ref arguments arrive filled in.
var echoDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		if !p.ParseOptionalKeyword(args[3].String) {
			return nil
		}
		if len(args[0].Operands) != 1 || len(args[1].Types) != 1 || !args[0].Ref || args[2].Ref {
			return p.Errorf("ref arguments not bound")
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if u != args[0].Operands[0] {
			return p.Errorf("expected the ref operand")
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		args[2].Attr, err = p.ParseAttribute(nil)
		return err
	},
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		if args[2].Attr == nil {
			return
		}
		p.WriteString(args[3].String + " ")
		p.PrintOperand(args[0].Values[0])
		p.WriteString(" = ")
		p.PrintAttribute(args[2].Attr)
	},
}

// groupsDirective is custom<Groups>($xs, type($xs)): `[(%a, %b : i32, i32), ()]`, one
// parenthesized list per group of the operand with Segments, and nothing when it has no
// groups; where it starts an optional group it is there when `[` is next.
var groupsDirective = &ir.CustomDirective{
	Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
		return p.ParseCommaSeparatedList(ir.DelimSquare, func() error {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			var n int32
			if !p.ParseOptionalPunct(")") {
				for {
					u, err := p.ParseOperand()
					if err != nil {
						return err
					}
					args[0].Operands = append(args[0].Operands, u)
					n++
					if !p.ParseOptionalPunct(",") {
						break
					}
				}
				if err := p.ParsePunct(":"); err != nil {
					return err
				}
				for i := int32(0); i < n; i++ {
					if i > 0 {
						if err := p.ParsePunct(","); err != nil {
							return err
						}
					}
					t, err := p.ParseType()
					if err != nil {
						return err
					}
					args[1].Types = append(args[1].Types, t)
				}
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
			}
			args[0].Groups = append(args[0].Groups, n)
			return nil
		})
	},
	Print: func(p ir.OpAsmPrinter, _ *ir.Operation, args []*ir.CustomArg) {
		p.WriteString("[")
		at := 0
		for i, n := range args[0].Groups {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("(")
			if n > 0 {
				p.PrintOperands(args[0].Values[at : at+int(n)])
				p.WriteString(" : ")
				for j, t := range args[1].Types[at : at+int(n)] {
					if j > 0 {
						p.WriteString(", ")
					}
					p.PrintType(t)
				}
			}
			p.WriteString(")")
			at += int(n)
		}
		p.WriteString("]")
	},
}

func init() {
	groupsDirective.ParseOptional = func(p ir.OpAsmParser, args []*ir.CustomArg) (bool, error) {
		if !p.PeekPunct("[") {
			return false, nil
		}
		return true, groupsDirective.Parse(p, args)
	}
}

// testDefs is an in-test dialect with one op per format feature.
func testDefs() []*ir.OpDef {
	cache := []string{"", "none", "ca", "cg"}
	evict := []string{"", "evict_normal", "evict_first", "evict_last"}
	opt := func(n string) ir.ValueSpec { return ir.ValueSpec{Name: n, Kind: ir.Optional} }
	vari := func(n string) ir.ValueSpec { return ir.ValueSpec{Name: n, Kind: ir.Variadic} }
	one := func(n string) ir.ValueSpec { return ir.ValueSpec{Name: n} }
	i1 := func(c *ir.Context) ir.Type { return c.I1() }
	return []*ir.OpDef{
		{Name: "t.load", Traits: ir.AttrSizedOperandSegments,
			Operands: []ir.ValueSpec{one("ptr"), opt("mask"), opt("other")}, Results: []ir.ValueSpec{one("result")},
			Attrs: []ir.AttrSpec{enumSpec("cache", cache, 1), enumSpec("evict", evict, 1)},
			TypeRules: []ir.TypeRule{{To: "result", From: "ptr", Transform: pointee}, {To: "mask", Build: i1},
				{To: "other", From: "result"}},
			Format: "$ptr (`,` $mask^)? (`,` $other^)? oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) attr-dict `:` type($ptr)"},
		{Name: "t.dot", Operands: []ir.ValueSpec{one("a"), one("b"), one("c")}, Results: []ir.ValueSpec{one("d")},
			Attrs:     []ir.AttrSpec{enumSpec("inputPrecision", []string{"tf32", "tf32x3", "ieee"}, 2)},
			TypeRules: []ir.TypeRule{{To: "c", From: "d"}},
			Format:    "$a`,` $b`,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:` type($a) `*` type($b) `->` type($d)"},
		{Name: "t.get_program_id", Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{enumSpec("axis", []string{"x", "y", "z"}, -1)},
			Format: "$axis attr-dict `:` type($result)"},
		{Name: "t.make_range", Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{{Name: "start"}, {Name: "end"}},
			Format: "attr-dict `:` type($result)"},
		{Name: "t.addf", Traits: ir.SameOperandsAndResultType,
			Operands: []ir.ValueSpec{one("lhs"), one("rhs")}, Results: []ir.ValueSpec{one("result")},
			Format: "$lhs `,` $rhs attr-dict `:` type($result)"},
		{Name: "t.advance", Operands: []ir.ValueSpec{one("ptr"), vari("offsets")}, Results: []ir.ValueSpec{one("result")},
			TypeRules: []ir.TypeRule{{To: "ptr", From: "result"}, {To: "offsets", Build: i32Type}},
			Format:    "$ptr `,` `[` $offsets `]` attr-dict `:` type($result)"},
		{Name: "t.reshape", Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")},
			Attrs:  []ir.AttrSpec{{Name: "allow_reorder", Optional: true, UnitFlag: true}},
			Format: "$src (`allow_reorder` $allow_reorder^)? attr-dict `:` type($src) `->` type($result)"},
		{Name: "t.call", Operands: []ir.ValueSpec{vari("operands")}, Results: []ir.ValueSpec{vari("results")},
			Attrs:  []ir.AttrSpec{{Name: "callee"}},
			Format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"},
		{Name: "t.return", Operands: []ir.ValueSpec{vari("srcs")},
			Format: "attr-dict ($srcs^ `:` type($srcs))?"},
		{Name: "t.local_alloc", Operands: []ir.ValueSpec{opt("src")}, Results: []ir.ValueSpec{one("result")},
			Format: "($src^)? attr-dict `:` functional-type(operands, results)"},
		{Name: "t.dealloc", Operands: []ir.ValueSpec{{Name: "src", ParseStripped: parsePtrBody}},
			Format: "$src attr-dict `:` type($src)"},
		{Name: "t.dealloc_q", Operands: []ir.ValueSpec{{Name: "src", ParseStripped: parsePtrBody}},
			Format: "$src attr-dict `:` qualified(type($src))"},
		{Name: "t.tmem_load", Operands: []ir.ValueSpec{one("src"), opt("dep")},
			Results:          []ir.ValueSpec{one("result"), opt("token")},
			CustomDirectives: map[string]*ir.CustomDirective{"Token": tokenDirective},
			TypeRules:        []ir.TypeRule{{To: "dep", From: "token"}},
			Format:           "$src `` custom<Token>($dep, type($token)) attr-dict `:` type($src) `->` type($result)"},
		{Name: "t.region", Regions: []ir.ValueSpec{one("body")}, Format: "$body attr-dict-with-keyword"},
		{Name: "t.br", Operands: []ir.ValueSpec{vari("args")}, Successors: []ir.ValueSpec{one("dest")},
			Format: "$dest (`(` $args^ `:` type($args) `)`)? attr-dict"},
		{Name: "t.flag", Attrs: []ir.AttrSpec{{Name: "flag", Optional: true, UnitFlag: true}},
			Format: "(`present` $flag^) : (`absent`)? attr-dict"},
		{Name: "t.spaces", Operands: []ir.ValueSpec{one("a"), one("b")}, Traits: ir.SameTypeOperands,
			Attrs:  []ir.AttrSpec{{Name: "n", Type: i32Type}},
			Format: "`(` $a `)` `` `<` $b `>` ` ` `maxStage` $n attr-dict `:` type($a)"},
		{Name: "t.gather", Operands: []ir.ValueSpec{one("src"), one("indices")}, Results: []ir.ValueSpec{one("result")},
			Format: "$src `[` $indices `]` attr-dict `:` functional-type(operands, results)"},
		{Name: "t.oi", Attrs: []ir.AttrSpec{{Name: "nowait", Optional: true, UnitFlag: true}, {Name: "n", Optional: true, Type: i32Type}},
			Format: "oilist(`nowait` $nowait | `n` `=` $n) attr-dict"},
		{Name: "t.single_block", Traits: ir.SingleBlock, Regions: []ir.ValueSpec{one("body")}, Format: "$body attr-dict"},
		{Name: "t.rmw", Operands: []ir.ValueSpec{one("ptr"), one("val")}, Results: []ir.ValueSpec{one("result")},
			Format: "$ptr `,` $val attr-dict `:` functional-type(operands, $result)"},
		{Name: "t.echo", Operands: []ir.ValueSpec{one("a")}, Attrs: []ir.AttrSpec{{Name: "x", Optional: true}},
			CustomDirectives: map[string]*ir.CustomDirective{"Echo": echoDirective},
			Format:           "$a `:` type($a) custom<Echo>(ref($a), ref(type($a)), $x, \"tag\") attr-dict"},
		{Name: "t.atomic", Operands: []ir.ValueSpec{one("ptr")},
			Attrs:  []ir.AttrSpec{enumSpec("ordering", []string{"none", "acquire", "release"}, 0), {Name: "scope", Optional: true, Type: i32Type}},
			Format: "$ptr (`atomic` (`syncscope` `(` $scope^ `)`)? $ordering^)? attr-dict `:` type($ptr)"},
		{Name: "t.qualified", Attrs: []ir.AttrSpec{optional(enumSpec("kind", []string{"a", "b"}, -1)), enumSpec("other", []string{"x", "y"}, -1)},
			Format: "$other (qualified($kind)^)? attr-dict"},
		{Name: "t.props", Attrs: []ir.AttrSpec{{Name: "k"}, {Name: "n", Type: i32Type}},
			Format: "$n prop-dict attr-dict"},
		{Name: "t.groups", Operands: []ir.ValueSpec{one("c"), {Name: "xs", Kind: ir.Variadic, Segments: "xs_sizes"}},
			Attrs:            []ir.AttrSpec{{Name: "xs_sizes"}},
			CustomDirectives: map[string]*ir.CustomDirective{"Groups": groupsDirective},
			TypeRules:        []ir.TypeRule{{To: "c", Build: i1}},
			Format:           "$c (custom<Groups>($xs, type($xs))^)? attr-dict"},
		{Name: "t.optres", Results: []ir.ValueSpec{opt("res")}, Format: "(`->` type($res)^)? attr-dict"},
		{Name: "t.unsplat", Operands: []ir.ValueSpec{one("src")}, Results: []ir.ValueSpec{one("result")},
			InferResultTypes: func(_ *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
				if t, ok := st.Operands[0].Type().(*ir.RankedTensorType); ok {
					return []ir.Type{t.Elem}, nil
				}
				return nil, fmt.Errorf("expected a tensor")
			},
			Format: "$src attr-dict `:` type($src)"},
	}
}

// parsePtrBody reads the stripped form `<T>` of !t.ptr<T>.
func parsePtrBody(p ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	return ptrOf(p.Context(), t), p.ParsePunct(">")
}

// newTestContext returns a context with the test dialect loaded.
func newTestContext() *ir.Context {
	c := ir.NewContext()
	c.Load(&ir.Dialect{Name: "t", Ops: testDefs()})
	return c
}

// parseOp parses "name rest" with the format of name and creates the op; names maps the
// op's operands to their SSA names.
func parseOp(c *ir.Context, src string) (*ir.Operation, map[*ir.Value]string, error) {
	name, rest, _ := strings.Cut(src, " ")
	def := c.OpDef(name)
	if def == nil {
		return nil, nil, fmt.Errorf("no op %s", name)
	}
	p := &fakeParser{ctx: c, s: rest, vals: map[string]*ir.Value{}, blocks: map[string]*ir.Block{}}
	st := &ir.OperationState{Name: name}
	if err := format.Parse(def, p, st); err != nil {
		return nil, nil, err
	}
	if r := p.rest(); r != "" {
		return nil, nil, fmt.Errorf("unparsed %q", r)
	}
	names := map[*ir.Value]string{}
	for n, v := range p.vals {
		names[v] = n
	}
	return c.Create(st), names, nil
}

// printOp prints op with its format after its name.
func printOp(op *ir.Operation, names map[*ir.Value]string) string {
	p := &fakePrinter{names: names}
	p.WriteString(op.Name())
	format.Print(op.Def(), p, op)
	return p.b.String()
}

func TestRoundTrip(t *testing.T) {
	tests := []struct{ in, want string }{
		{"t.load %p : !t.ptr<f32>", ""},
		{"t.load %p, %m : !t.ptr<f32>", ""},
		{"t.load %p, %m, %o cacheModifier = ca evictionPolicy = evict_last : !t.ptr<f32>", ""},
		{"t.load %p evictionPolicy = evict_last cacheModifier = ca : !t.ptr<f32>",
			"t.load %p cacheModifier = ca evictionPolicy = evict_last : !t.ptr<f32>"},
		{"t.load %p cacheModifier = none {x = 1 : i32} : !t.ptr<f32>", "t.load %p {x = 1 : i32} : !t.ptr<f32>"},
		{"t.load %p {cache = 2 : i32} : !t.ptr<f32>", "t.load %p cacheModifier = ca : !t.ptr<f32>"},
		{"t.dot %a, %b, %c, inputPrecision = tf32 : tensor<4x4xf16> * tensor<4x4xf16> -> tensor<4x4xf32>", ""},
		{"t.dot %a, %b, %c, inputPrecision = ieee : tensor<4x4xf16> * tensor<4x4xf16> -> tensor<4x4xf32>",
			"t.dot %a, %b, %c : tensor<4x4xf16> * tensor<4x4xf16> -> tensor<4x4xf32>"},
		{"t.get_program_id y : i32", ""},
		{"t.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>", ""},
		{"t.addf %a, %b : f32", ""},
		{"t.addf %a, %b {fastmath} : tensor<8xf16>", ""},
		{"t.advance %p, [%x, %y] : !t.ptr<f32>", ""},
		{"t.advance %p, [] : !t.ptr<f32>", ""},
		{"t.reshape %s allow_reorder : tensor<4xf32> -> tensor<2x2xf32>", ""},
		{"t.reshape %s : tensor<4xf32> -> tensor<2x2xf32>", ""},
		{"t.call @f(%a, %b) : (i32, f32) -> i32", ""},
		{"t.call @g() : () -> ()", ""},
		{"t.call @h(%a) : (i32) -> (i32, i64)", ""},
		{"t.return", ""},
		{"t.return %a, %b : i32, f32", ""},
		{"t.local_alloc : () -> !t.ptr<f32>", ""},
		{"t.local_alloc %a : (f32) -> !t.ptr<f32>", ""},
		{"t.dealloc %p : <f32>", ""},
		{"t.dealloc %p : !t.ptr<f32>", "t.dealloc %p : <f32>"},
		{"t.dealloc_q %p : !t.ptr<f32>", ""},
		{"t.tmem_load %s[%d] : f32 -> i32", ""},
		{"t.tmem_load %s[] : f32 -> i32", ""},
		{"t.region {1}", ""},
		{"t.region {0} attributes {x = 1 : i32}", ""},
		{"t.br ^bb0", ""},
		{"t.br ^bb2(%a, %b : i32, i32)", ""},
		{"t.flag present", ""},
		{"t.flag absent", ""},
		{"t.spaces (%a)<%b> maxStage 3 : i32", "t.spaces(%a)<%b> maxStage 3 : i32"},
		{"t.gather %s[%i] : (tensor<4xf32>, tensor<2xi32>) -> tensor<2xf32>", ""},
		{"t.unsplat %s : tensor<1xf32>", ""},
		{"t.echo %a : i32 tag %a = 5 : i32 {y = 1 : i32}", ""},
		// As in MLIR, the space before a custom directive is printed even when it prints nothing.
		{"t.echo %a : i32 {y = 1 : i32}", "t.echo %a : i32  {y = 1 : i32}"},
		{"t.oi n = 4 nowait", "t.oi nowait n = 4"},
		{"t.oi n = 4", ""},
		{"t.oi", ""},
		{"t.single_block {0}", "t.single_block {1}"},
		{"t.rmw %p, %v : (i32, f32) -> f32", ""},
		{"t.atomic %p : i32", ""},
		{"t.atomic %p atomic acquire : i32", ""},
		{"t.atomic %p atomic syncscope(3) release {x = 1 : i32} : i32", ""},
		{"t.atomic %p atomic none : i32", "t.atomic %p : i32"},
		{"t.qualified y", ""},
		{"t.qualified x 1 : i32", ""},
		{"t.qualified x {y = 1 : i32}", ""},
		{"t.optres", ""},
		{"t.optres -> i32 {y = 1 : i32}", ""},
		{"t.props 4 <{k = 3 : i32}> {x = 1 : i32}", ""},
		// As in MLIR, the space before prop-dict is printed even when it prints nothing.
		{"t.props 4 {x = 1 : i32}", "t.props 4  {x = 1 : i32}"},
		{"t.groups %c", ""},
		{"t.groups %c [(%a, %b : i32, f32), (), (%d : i64)]", ""},
	}
	for _, tc := range tests {
		c := newTestContext()
		op, names, err := parseOp(c, tc.in)
		if err != nil {
			t.Errorf("parse %q: %v", tc.in, err)
			continue
		}
		want := tc.want
		if want == "" {
			want = tc.in
		}
		if got := printOp(op, names); got != want {
			t.Errorf("round trip of %q:\n got %q\nwant %q", tc.in, got, want)
		}
	}
}

func TestParseState(t *testing.T) {
	c := newTestContext()
	op, names, err := parseOp(c, "t.load %p, %m cacheModifier = cg : !t.ptr<f32>")
	if err != nil {
		t.Fatal(err)
	}
	seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || fmt.Sprint(seg.Int64s()) != "[1 1 0]" {
		t.Errorf("operandSegmentSizes = %v, want [1 1 0]", op.Attr("operandSegmentSizes"))
	}
	if got := op.Attr("cache"); got != c.I32Attr(3) {
		t.Errorf("cache = %v, want 3 : i32", got)
	}
	if op.NumResults() != 1 || op.Result(0).Type() != c.F32() {
		t.Errorf("result types = %v, want f32", op.ResultTypes())
	}
	if op.NumOperands() != 2 || names[op.Operand(1)] != "m" || op.Operand(1).Type() != c.I1() {
		t.Errorf("mask operand not resolved as %%m : i1")
	}

	op, _, err = parseOp(c, "t.tmem_load %s[%d] : f32 -> i32")
	if err != nil {
		t.Fatal(err)
	}
	if got := op.ResultTypes(); len(got) != 2 || got[1] != c.I64() || op.Operand(1).Type() != c.I64() {
		t.Errorf("tmem_load results %v: want the token typed by the custom directive", got)
	}

	op, _, err = parseOp(c, "t.groups %c [(%a, %b : i32, f32), (), (%d : i64)]")
	if err != nil {
		t.Fatal(err)
	}
	if got := ir.IntsAttrValue(op.Attr("xs_sizes")); fmt.Sprint(got) != "[2 0 1]" || op.NumOperands() != 4 {
		t.Errorf("groups: xs_sizes = %v with %d operands, want [2 0 1] with 4", got, op.NumOperands())
	}
	op, _, err = parseOp(c, "t.groups %c")
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := op.Attr("xs_sizes").(*ir.DenseArrayAttr); !ok || len(a.Int64s()) != 0 {
		t.Errorf("groups without a list: xs_sizes = %v, want an empty array", op.Attr("xs_sizes"))
	}
	op, _, err = parseOp(c, "t.optres")
	if err != nil {
		t.Fatal(err)
	}
	if op.NumResults() != 0 {
		t.Errorf("optres without its type: %d results, want none", op.NumResults())
	}
	op, _, err = parseOp(c, "t.props 4 <{k = 3 : i32}>")
	if err != nil {
		t.Fatal(err)
	}
	if len(op.Props()) != 2 || op.Attr("k") != c.I32Attr(3) {
		t.Errorf("props: %v, want k = 3 : i32 and n as properties", op.Props())
	}

	op, _, err = parseOp(c, "t.flag present")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := op.Attr("flag").(*ir.UnitAttr); !ok {
		t.Errorf("flag = %v, want unit", op.Attr("flag"))
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"t.load %p cacheModifier = ca cacheModifier = cg : !t.ptr<f32>", "`cacheModifier` clause can appear at most once"},
		{"t.load %p cacheModifier = zz : !t.ptr<f32>", "invalid cache attribute specification"},
		{"t.load %p : i32", "cannot infer the type of 'result'"},
		{"t.addf %a, %a : f32 f32", "unparsed"},
		{"t.dot %a, %b : f32 * f32 -> f32", "expected ','"},
		{"t.gather %s[%i] : (f32) -> f32", "2 operands present, but expected 1"},
		{"t.unsplat %s : f32", "expected a tensor"},
		{"t.tmem_load %s[%d] : f32", "expected '->'"},
		{"t.flag maybe", "expected 'absent'"},
		{"t.rmw %p, %v : (i32, f32) -> (f32, f32)", "result 'result' takes one type, but 2 are given"},
		{"t.call @f(%a) : (i32, i32) -> ()", "1 operands present, but expected 2"},
		{"t.props 4 <{z = 3 : i32}>", "unknown property 'z'"},
	}
	for _, tc := range tests {
		_, _, err := parseOp(newTestContext(), tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parse %q: got %v, want error containing %q", tc.in, err, tc.want)
		}
	}
}

func TestCompileConcurrent(t *testing.T) {
	def := &ir.OpDef{Name: "t.c", Operands: []ir.ValueSpec{{Name: "a"}}, Format: "$a attr-dict `:` type($a)"}
	var wg sync.WaitGroup
	fs := make([]*format.Format, 8)
	for i := range fs {
		wg.Go(func() {
			f, err := format.Compile(def)
			if err != nil {
				t.Error(err)
			}
			fs[i] = f
		})
	}
	wg.Wait()
	for _, f := range fs {
		if f != fs[0] {
			t.Fatal("Compile returned different formats for one OpDef")
		}
	}
}
