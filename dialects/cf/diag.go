package cf

import (
	"fmt"

	"github.com/ttgo/ttgo/ir"
)

// typeString renders t for diagnostics.
func typeString(t ir.Type) string { return fmt.Sprintf("%T", t) }

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + typeString(t) + "'" }
