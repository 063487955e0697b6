package asm

import "github.com/ttgo/ttgo/ir"

// typeString renders a type for a parse diagnostic, quoted as MLIR streams types into
// diagnostics ('i32').
func typeString(t ir.Type) string { return "'" + TypeString(t) + "'" }

// attrString renders an attribute for a parse diagnostic.
func attrString(a ir.Attribute) string { return AttrString(a) }
