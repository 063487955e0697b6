package tt

import "github.com/ttgo/ttgo/ir"

// speculatableIfPure is Triton's getSpeculatability of tt.elementwise_inline_asm and
// tt.extern_elementwise: an op marked pure may run where it would not have run; any other may
// not.
func speculatableIfPure(op *ir.Operation) ir.Speculatability {
	if b, ok := op.Attr("pure").(*ir.IntegerAttr); ok && b.Value != 0 {
		return ir.Speculatable
	}
	return ir.NotSpeculatable
}
