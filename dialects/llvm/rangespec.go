package llvm

import "github.com/ttgo/ttgo/ir"

// RangeSpec is the optional `range <i32, 0, 64>` of a special-register op (nvvm.read.ptx.sreg.*,
// rocdl.workgroup.id.*): an `#llvm.constant_range` written without its prefix.
var RangeSpec = ir.AttrSpec{Name: "range", Optional: true,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) { return ParseConstantRangeBody(p) },
	Print: func(p ir.AsmPrinter, a ir.Attribute) {
		if cr, ok := a.(*ConstantRangeAttr); ok {
			cr.PrintBody(p)
			return
		}
		p.PrintAttribute(a)
	}}
