package asm

import "github.com/ttgo/ttgo/ir"

// PrintStrippedAttribute prints a's alias, or what body writes when a has none.
func (p *printer) PrintStrippedAttribute(a ir.Attribute, body func()) {
	if al := p.aliasOf(a); al != nil {
		p.buf = append(p.buf, al.name...)
		return
	}
	body()
}
