package asm

import "github.com/ttgo/ttgo/ir"

// typeString renders a type for a parse diagnostic, quoted as MLIR streams types into
// diagnostics ('i32').
func typeString(t ir.Type) string { return "'" + TypeString(t) + "'" }

// unregisteredHint ends MLIR's diagnostics about types and attributes of unknown dialects.
const unregisteredHint = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"

// attrString renders an attribute for a parse diagnostic.
func attrString(a ir.Attribute) string { return AttrString(a) }
