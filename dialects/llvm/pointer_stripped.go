package llvm

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// PrintBody writes the pointer type without `!llvm.ptr`: `<AS>`, nothing in address space 0,
// as a declarative format prints a type($x) constrained to LLVM pointers.
func (t *PointerType) PrintBody(p ir.AsmPrinter) {
	if t.AddrSpace != 0 {
		p.WriteString("<" + strconv.Itoa(t.AddrSpace) + ">")
	}
}

// ParsePointerBody reads the stripped form PrintBody writes: an optional `<AS>`.
func ParsePointerBody(p ir.AsmParser) (ir.Type, error) {
	as := int64(0)
	if p.ParseOptionalPunct("<") {
		var err error
		if as, err = p.ParseInteger(); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	return Pointer(p.Context(), int(as)), nil
}
