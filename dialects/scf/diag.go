package scf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }
