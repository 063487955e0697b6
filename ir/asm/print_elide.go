package asm

import "github.com/ttgo/ttgo/ir"

// elidedElements is what MLIR prints in place of an elided elements attribute's value.
const elidedElements = "dense_resource<__elided__>"

// elides reports whether an elements attribute of type t is printed elided: as MLIR's
// OpPrintingFlags::shouldElideElementsAttr, one that is no splat and has more elements than
// the limit, when eliding is on.
func (p *printer) elides(splat bool, t ir.ShapedType) bool {
	return p.opts.ElideLargeElementsAttrs && !splat && ir.NumElements(t.Shape()) > p.opts.ElementsAttrElementLimit
}
