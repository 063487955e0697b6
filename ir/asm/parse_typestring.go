package asm

import "github.com/ttgo/ttgo/ir"

// TypeString spells t as the printer does, for diagnostics (ir.TypePrinter).
func (p *parser) TypeString(t ir.Type) string { return TypeString(t) }
