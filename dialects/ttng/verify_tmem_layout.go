package ttng

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// verifyTMEMRegisterLayout is the layout check of Triton's verifyTMEMOperand: the register
// layout of t must be one tcgen05.ld / tcgen05.st can move to or from the tensor memory md.
// The error names the operand (what) and notes the layouts that would do.
func verifyTMEMRegisterLayout(op *ir.Operation, t *ir.RankedTensorType, md *ttg.MemDescType, what string) error {
	if t.Encoding == nil || IsDistributedLayoutTMemCompatible(op, t, md) {
		return nil
	}
	d := ir.OpError(op, "%s", what)
	d.Note(op.Loc(), "Got: %s", asm.AttrString(t.Encoding))
	layouts, err := TMemCompatibleLayouts(op, t, md)
	if err == nil {
		for _, l := range layouts {
			d.Note(op.Loc(), "potential TMEM layout: %s", asm.AttrString(l))
		}
	}
	return d
}
