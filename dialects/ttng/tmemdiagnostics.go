package ttng

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// encodingText returns a memory descriptor's encoding as MLIR prints it, for diagnostics.
func encodingText(enc ir.Attribute) string {
	if enc == nil {
		return "the absent encoding"
	}
	return asm.AttrString(enc)
}
