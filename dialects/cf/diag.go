package cf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// typeString renders t for diagnostics.
func typeString(t ir.Type) string { return asm.TypeString(t) }

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + typeString(t) + "'" }
