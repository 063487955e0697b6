// Package gluon defines Triton's Gluon dialect: the #gluon.auto_encoding and
// #gluon.coalesced_encoding placeholder layouts and the gluon.set_auto_layout op that pins an
// auto-encoded tensor to a concrete layout.
package gluon

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// AutoEncodingAttr is `#gluon.auto_encoding`, a layout inferred from the neighbouring ops.
type AutoEncodingAttr struct{ ir.AttrBase }

// DialectName returns "gluon".
func (*AutoEncodingAttr) DialectName() string { return "gluon" }

// Print writes `auto_encoding`.
func (*AutoEncodingAttr) Print(p ir.AsmPrinter) { p.WriteString("auto_encoding") }

// AutoEncoding returns the #gluon.auto_encoding attribute.
func AutoEncoding(ctx *ir.Context) *AutoEncodingAttr {
	return ir.Unique(ctx, "gluon.auto_encoding", func(id uint64) *AutoEncodingAttr {
		return &AutoEncodingAttr{ir.NewAttrBase(id)}
	})
}

// CoalescedEncodingAttr is `#gluon.coalesced_encoding`, a layout chosen for coalesced global
// memory accesses.
type CoalescedEncodingAttr struct{ ir.AttrBase }

// DialectName returns "gluon".
func (*CoalescedEncodingAttr) DialectName() string { return "gluon" }

// Print writes `coalesced_encoding`.
func (*CoalescedEncodingAttr) Print(p ir.AsmPrinter) { p.WriteString("coalesced_encoding") }

// CoalescedEncoding returns the #gluon.coalesced_encoding attribute.
func CoalescedEncoding(ctx *ir.Context) *CoalescedEncodingAttr {
	return ir.Unique(ctx, "gluon.coalesced_encoding", func(id uint64) *CoalescedEncodingAttr {
		return &CoalescedEncodingAttr{ir.NewAttrBase(id)}
	})
}

// IsAutoEncoding reports whether a is #gluon.auto_encoding.
func IsAutoEncoding(a ir.Attribute) bool {
	_, ok := a.(*AutoEncodingAttr)
	return ok
}

// IsCoalescedEncoding reports whether a is #gluon.coalesced_encoding.
func IsCoalescedEncoding(a ir.Attribute) bool {
	_, ok := a.(*CoalescedEncodingAttr)
	return ok
}

// Dialect returns the Gluon dialect; loading it loads tt and ttg too.
func Dialect() *ir.Dialect { return dialect }

// dialect is the Gluon dialect's definition.
var dialect = &ir.Dialect{
	Name:         "gluon",
	Ops:          tt.WithTraitChecks(ops()),
	Dependencies: []*ir.Dialect{tt.Dialect(), ttg.Dialect()},
	ParseAttr:    parseAttr,
	Inliner:      tt.Dialect().Inliner,
}

// parseAttr reads `auto_encoding` or `coalesced_encoding`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	if p.ParseOptionalKeyword("auto_encoding") {
		return AutoEncoding(p.Context()), nil
	}
	if err := p.ParseKeyword("coalesced_encoding"); err != nil {
		return nil, err
	}
	return CoalescedEncoding(p.Context()), nil
}
