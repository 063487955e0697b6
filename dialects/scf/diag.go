package scf

import (
	"fmt"

	"github.com/ttgo/ttgo/ir"
)

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return fmt.Sprintf("'%T'", t) }
