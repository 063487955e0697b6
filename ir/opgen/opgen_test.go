package opgen

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestNames checks how views and accessors are named: the mnemonic in CamelCase unless GoName
// is set, slot names in CamelCase, a kind suffix where an accessor would hide an
// *ir.Operation method, and the method's own name for an op's only result or operand slot.
func TestNames(t *testing.T) {
	d := &ir.Dialect{Name: "demo", Ops: []*ir.OpDef{
		{Name: "demo.convert_layout", Operands: []ir.ValueSpec{{Name: "src"}}, Results: []ir.ValueSpec{{Name: "result"}}},
		ir.Named("AddI", &ir.OpDef{Name: "demo.addi", Traits: ir.SameOperandsAndResultType,
			Operands: []ir.ValueSpec{{Name: "lhs"}, {Name: "rhs"}}, Results: []ir.ValueSpec{{Name: "result"}}}),
		{Name: "demo.yield", Operands: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}}},
		{Name: "demo.loop", Operands: []ir.ValueSpec{{Name: "loc"}, {Name: "init", Kind: ir.Optional}},
			Results: []ir.ValueSpec{{Name: "out", Kind: ir.Variadic}}, Regions: []ir.ValueSpec{{Name: "region"}},
			Attrs: []ir.AttrSpec{{Name: "unroll", Value: ir.IntValue, Type: func(c *ir.Context) ir.Type { return c.I32() }}, {Name: "fast", UnitFlag: true}}},
	}}
	src, err := Generate("demo", d)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for _, want := range []string{
		"type ConvertLayoutOp struct{ *ir.Operation }",
		"func AsConvertLayout(op *ir.Operation) (ConvertLayoutOp, bool)",
		"func (o ConvertLayoutOp) Src() *ir.Value",
		"func (o ConvertLayoutOp) Result() *ir.Value",
		"func BuildConvertLayout(b ir.OpCreator, loc ir.Location, resultType ir.Type, src *ir.Value, attrs ...ir.NamedAttribute) ConvertLayoutOp",
		"type AddIOp struct{ *ir.Operation }",
		// SameOperandsAndResultType: the builder takes no result type.
		"func BuildAddI(b ir.OpCreator, loc ir.Location, lhs *ir.Value, rhs *ir.Value, attrs ...ir.NamedAttribute) AddIOp",
		// A yield's operands called results would hide Results(): they get the kind suffix.
		"func (o YieldOp) ResultsOperands() []*ir.Value",
		"func (o YieldOp) SetResultsOperands(vs []*ir.Value)",
		// Loc would hide *ir.Operation's method; the only region may be Region().
		"func (o LoopOp) LocOperand() *ir.Value",
		"func (o LoopOp) Init() *ir.Value { return o.Operation.OptionalOperand(1) }",
		"func (o LoopOp) SetInit(v *ir.Value) { o.Operation.SetOptionalOperand(1, v) }",
		"func (o LoopOp) Out() []*ir.Value",
		"func (o LoopOp) Region() *ir.Region",
		"func (o LoopOp) Unroll() (int64, bool)",
		"func (o LoopOp) SetUnroll(v int64)",
		"func (o LoopOp) Fast() bool",
		"func (o LoopOp) SetFast(on bool)",
		"func (a LoopAdaptor) Init() *ir.Value { return a.Optional(1) }",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("generated code lacks %q", want)
		}
	}
}

// TestNameClash checks that two ops generating the same view name are an error, not code that
// does not compile.
func TestNameClash(t *testing.T) {
	d := &ir.Dialect{Name: "demo", Ops: []*ir.OpDef{
		{Name: "demo.add_i"},
		{Name: "demo.addI"},
	}}
	if _, err := Generate("demo", d); err == nil || !strings.Contains(err.Error(), "both generate") {
		t.Errorf("Generate = %v, want a clash error", err)
	}
}
