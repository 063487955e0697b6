package llvm

import (
	"strconv"

	"github.com/ttgo/ttgo/ir/asm"

	"github.com/ttgo/ttgo/ir"
)

// PointerType is `!llvm.ptr` or `!llvm.ptr<AS>` (the address space printed when non-zero).
type PointerType struct {
	ir.TypeBase
	AddrSpace int
}

// Pointer returns the opaque pointer type of an address space.
func Pointer(c *ir.Context, addrSpace int) *PointerType {
	return ir.UniqueKey(c, ir.Key("llvm.ptr").Int(int64(addrSpace)), func(id uint64) *PointerType {
		return &PointerType{TypeBase: ir.NewTypeBase(id), AddrSpace: addrSpace}
	})
}

// DialectName returns "llvm".
func (*PointerType) DialectName() string { return "llvm" }

// Print writes `ptr` or `ptr<AS>`.
func (t *PointerType) Print(p ir.AsmPrinter) {
	p.WriteString("ptr")
	if t.AddrSpace != 0 {
		p.WriteString("<" + strconv.Itoa(t.AddrSpace) + ">")
	}
}

// StructType is a literal struct `!llvm.struct<(i32, f32)>` (packed: `<packed (...)>`) or an
// identified one `!llvm.struct<"name", (...)>` / `<"name", opaque>`.
type StructType struct {
	ir.TypeBase
	Name   string
	Packed bool
	Opaque bool
	Body   []ir.Type
}

// Struct returns the literal struct of the given element types.
func Struct(c *ir.Context, body []ir.Type, packed bool) *StructType {
	return structType(c, "", false, packed, body)
}

// IdentifiedStruct returns the named struct (opaque when opaque is set).
func IdentifiedStruct(c *ir.Context, name string, opaque, packed bool, body []ir.Type) *StructType {
	return structType(c, name, opaque, packed, body)
}

func structType(c *ir.Context, name string, opaque, packed bool, body []ir.Type) *StructType {
	k := ir.Key("llvm.struct").Str(name).Int(b2i(opaque)).Int(b2i(packed)).Int(int64(len(body)))
	for _, t := range body {
		k.Ref(t)
	}
	return ir.UniqueKey(c, k, func(id uint64) *StructType {
		return &StructType{TypeBase: ir.NewTypeBase(id), Name: name, Opaque: opaque, Packed: packed, Body: append([]ir.Type(nil), body...)}
	})
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// DialectName returns "llvm".
func (*StructType) DialectName() string { return "llvm" }

// Print writes `struct<...>`.
func (t *StructType) Print(p ir.AsmPrinter) {
	p.WriteString("struct<")
	if t.Name != "" {
		p.PrintString(t.Name)
		p.WriteString(", ")
		if t.Opaque {
			p.WriteString("opaque>")
			return
		}
	}
	if t.Packed {
		p.WriteString("packed ")
	}
	p.WriteString("(")
	for i, e := range t.Body {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, e)
	}
	p.WriteString(")>")
}

// ArrayType is `!llvm.array<N x T>`.
type ArrayType struct {
	ir.TypeBase
	Elem ir.Type
	Len  int64
}

// Array returns the array type.
func Array(c *ir.Context, elem ir.Type, n int64) *ArrayType {
	return ir.UniqueKey(c, ir.Key("llvm.array").Ref(elem).Int(n), func(id uint64) *ArrayType {
		return &ArrayType{TypeBase: ir.NewTypeBase(id), Elem: elem, Len: n}
	})
}

// DialectName returns "llvm".
func (*ArrayType) DialectName() string { return "llvm" }

// Print writes `array<N x T>`.
func (t *ArrayType) Print(p ir.AsmPrinter) {
	p.WriteString("array<" + strconv.FormatInt(t.Len, 10) + " x ")
	printNested(p, t.Elem)
	p.WriteString(">")
}

// SimpleType is one of the parameterless LLVM types: void, token, label, metadata, x86_amx.
type SimpleType struct {
	ir.TypeBase
	Mnemonic string
}

// Simple returns the parameterless type spelled mnemonic.
func Simple(c *ir.Context, mnemonic string) *SimpleType {
	return ir.UniqueKey(c, ir.Key("llvm.simple").Str(mnemonic), func(id uint64) *SimpleType {
		return &SimpleType{TypeBase: ir.NewTypeBase(id), Mnemonic: mnemonic}
	})
}

// Void returns `!llvm.void`.
func Void(c *ir.Context) *SimpleType { return Simple(c, "void") }

// DialectName returns "llvm".
func (*SimpleType) DialectName() string { return "llvm" }

// Print writes the mnemonic.
func (t *SimpleType) Print(p ir.AsmPrinter) { p.WriteString(t.Mnemonic) }

// FunctionType is `!llvm.func<result (params, ...)>`.
type FunctionType struct {
	ir.TypeBase
	Result ir.Type
	Params []ir.Type
	VarArg bool
}

// Function returns the LLVM function type.
func Function(c *ir.Context, result ir.Type, params []ir.Type, varArg bool) *FunctionType {
	k := ir.Key("llvm.func").Ref(result).Int(b2i(varArg)).Int(int64(len(params)))
	for _, t := range params {
		k.Ref(t)
	}
	return ir.UniqueKey(c, k, func(id uint64) *FunctionType {
		return &FunctionType{TypeBase: ir.NewTypeBase(id), Result: result, Params: append([]ir.Type(nil), params...), VarArg: varArg}
	})
}

// DialectName returns "llvm".
func (*FunctionType) DialectName() string { return "llvm" }

// Print writes `func<result (params)>`.
func (t *FunctionType) Print(p ir.AsmPrinter) {
	p.WriteString("func<")
	printNested(p, t.Result)
	p.WriteString(" (")
	for i, e := range t.Params {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, e)
	}
	if t.VarArg {
		if len(t.Params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")>")
}

// validElementType reports whether t may be an element of an array or struct: LLVM forbids
// void, label, metadata and function types there.
func validElementType(t ir.Type) bool {
	switch t := t.(type) {
	case *SimpleType:
		return t.Mnemonic != "void" && t.Mnemonic != "label" && t.Mnemonic != "metadata"
	case *FunctionType:
		return false
	}
	return true
}

// printNested prints a type inside an LLVM type: LLVM types without their `!llvm.` prefix,
// others as usual.
func printNested(p ir.AsmPrinter, t ir.Type) {
	if d, ok := t.(ir.DialectType); ok && d.DialectName() == "llvm" {
		d.Print(p)
		return
	}
	p.PrintType(t)
}

var simpleMnemonics = map[string]bool{"void": true, "token": true, "label": true, "metadata": true, "x86_amx": true}

// parseType reads an LLVM type body after `!llvm.`.
func parseType(p ir.AsmParser) (ir.Type, error) {
	c := p.Context()
	kw, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, err
	}
	switch kw {
	case "ptr":
		as := 0
		if p.ParseOptionalPunct("<") {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			as = int(v)
		}
		return Pointer(c, as), nil
	case "array":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		// `N x T`: the lexer may read `4` then the keyword `x`.
		n, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if err := p.ParseKeyword("x"); err != nil {
			return nil, err
		}
		elemLoc := p.Pos()
		elem, err := parseNested(p)
		if err != nil {
			return nil, err
		}
		if !validElementType(elem) {
			return nil, p.ErrorfAt(elemLoc, "invalid array element type: '%s'", asm.TypeString(elem))
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Array(c, elem, n), nil
	case "struct":
		return parseStruct(p)
	case "func":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		res, err := parseNested(p)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		var params []ir.Type
		varArg := false
		if !p.ParseOptionalPunct(")") {
			for {
				if p.ParseOptionalPunct("...") {
					varArg = true
				} else {
					t, err := parseNested(p)
					if err != nil {
						return nil, err
					}
					params = append(params, t)
				}
				if p.ParseOptionalPunct(")") {
					break
				}
				if err := p.ParsePunct(","); err != nil {
					return nil, err
				}
			}
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Function(c, res, params, varArg), nil
	}
	if simpleMnemonics[kw] {
		return Simple(c, kw), nil
	}
	return nil, p.Errorf("unknown LLVM type: %s", kw)
}

func parseStruct(p ir.AsmParser) (ir.Type, error) {
	c := p.Context()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, named, err := p.ParseOptionalString()
	if err != nil {
		return nil, err
	}
	if named {
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if p.ParseOptionalKeyword("opaque") {
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			return IdentifiedStruct(c, name, true, false, nil), nil
		}
	}
	packed := p.ParseOptionalKeyword("packed")
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var body []ir.Type
	if !p.ParseOptionalPunct(")") {
		err := p.ParseCommaSeparatedList(ir.DelimNone, func() error {
			t, err := parseNested(p)
			body = append(body, t)
			return err
		})
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if named {
		return IdentifiedStruct(c, name, false, packed, body), nil
	}
	return Struct(c, body, packed), nil
}

// parseNested reads a type inside an LLVM type: an LLVM type body without prefix, or any type.
func parseNested(p ir.AsmParser) (ir.Type, error) {
	switch kw := p.PeekKeyword(); {
	case kw == "ptr" || kw == "array" || kw == "struct" || kw == "func" || simpleMnemonics[kw]:
		return parseType(p)
	}
	return p.ParseType()
}
