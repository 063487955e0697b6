package function

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// typeString renders t for diagnostics.
func typeString(t ir.Type) string { return asm.TypeString(t) }

// quoteType renders t in quotes, as MLIR's diagnostics print types.
func quoteType(t ir.Type) string { return "'" + typeString(t) + "'" }

// typeList renders types separated by ", ".
func typeList(ts []ir.Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = typeString(t)
	}
	return strings.Join(s, ", ")
}
