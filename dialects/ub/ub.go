// Package ub defines MLIR's undefined-behavior dialect: the ub.poison op and the #ub.poison
// attribute.
package ub

import "github.com/ttgo/ttgo/ir"

// PoisonAttr is `#ub.poison`, the value of a poison constant.
type PoisonAttr struct{ ir.AttrBase }

// DialectName returns "ub".
func (*PoisonAttr) DialectName() string { return "ub" }

// Print writes `poison`.
func (*PoisonAttr) Print(p ir.AsmPrinter) { p.WriteString("poison") }

// Poison returns the #ub.poison attribute.
func Poison(ctx *ir.Context) *PoisonAttr {
	return ir.Unique(ctx, "ub.poison", func(id uint64) *PoisonAttr { return &PoisonAttr{ir.NewAttrBase(id)} })
}

// PoisonDef is `ub.poison`, a poison value of any type.
//
// Example printed form:
//
//	%0 = ub.poison : i32
var PoisonDef = &ir.OpDef{
	Name:    "ub.poison",
	Summary: "Poisoned constant operation.",
	Traits:  ir.ConstantLike | ir.Pure,
	Results: []ir.ValueSpec{{Name: "result"}},
	Attrs: []ir.AttrSpec{{
		Name:    "value",
		Default: func(ctx *ir.Context) ir.Attribute { return Poison(ctx) },
	}},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		v := ir.Attribute(Poison(p.Context()))
		if p.ParseOptionalPunct("<") {
			if v, err = p.ParseAttribute(nil); err != nil {
				return err
			}
			if err := p.ParsePunct(">"); err != nil {
				return err
			}
		}
		if ir.LookupAttr(st.Attrs, "value") == nil {
			st.AddAttr("value", v)
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		st.Types = append(st.Types, t)
		return nil
	},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.PrintOptionalAttrDict(op.AllAttrs(), "value")
		if v := op.Attr("value"); v != nil && v != ir.Attribute(Poison(op.Context())) {
			p.WriteString(" <")
			p.PrintAttribute(v)
			p.WriteString(">")
		}
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
}

// Dialect is the ub dialect.
var Dialect = &ir.Dialect{
	Name: "ub",
	Ops:  []*ir.OpDef{PoisonDef},
	ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
		if err := p.ParseKeyword("poison"); err != nil {
			return nil, err
		}
		return Poison(p.Context()), nil
	},
}
