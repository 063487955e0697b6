package nvvm

import "github.com/ttgo/ttgo/ir"

// RcpApproxFtzFDef is nvvm.rcp.approx.ftz.f: `nvvm.rcp.approx.ftz.f %x : f32`, the approximate
// reciprocal of an f32 with subnormals flushed to zero, which llvm-optimize-for-nvvm-target
// divides f16 values with.
var RcpApproxFtzFDef = &ir.OpDef{
	Name:     "nvvm.rcp.approx.ftz.f",
	Operands: []ir.ValueSpec{{Name: "arg"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Traits:   ir.Pure | ir.SameOperandsAndResultType,
	Format:   "$arg attr-dict `:` type($res)",
}
