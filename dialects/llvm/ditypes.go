package llvm

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// DINullTypeAttr is `#llvm.di_null_type`, the absent type (LLVM's null metadata).
type DINullTypeAttr struct{ ir.AttrBase }

// DINullType returns the null type attribute.
func DINullType(c *ir.Context) *DINullTypeAttr {
	return ir.UniqueKey(c, ir.Key("llvm.di_null_type"), func(id uint64) *DINullTypeAttr {
		return &DINullTypeAttr{AttrBase: ir.NewAttrBase(id)}
	})
}

// DialectName returns "llvm".
func (*DINullTypeAttr) DialectName() string { return "llvm" }

// Print writes `di_null_type`.
func (*DINullTypeAttr) Print(p ir.AsmPrinter) { p.WriteString("di_null_type") }

// DILexicalBlockAttr is `#llvm.di_lexical_block<scope = ..., file = ..., line = 4, column =
// 5>`, a nested scope; a zero line or column and an absent file are left out.
type DILexicalBlockAttr struct {
	ir.AttrBase
	Scope ir.Attribute
	// File is nil when absent.
	File         *DIFileAttr
	Line, Column int64
}

// DILexicalBlock returns the lexical block attribute.
func DILexicalBlock(c *ir.Context, scope ir.Attribute, file *DIFileAttr, line, column int64) *DILexicalBlockAttr {
	k := ir.Key("llvm.di_lexical_block").Ref(scope).Int(line).Int(column)
	if file != nil {
		k.Ref(file)
	}
	return ir.UniqueKey(c, k, func(id uint64) *DILexicalBlockAttr {
		return &DILexicalBlockAttr{AttrBase: ir.NewAttrBase(id), Scope: scope, File: file, Line: line, Column: column}
	})
}

// DialectName returns "llvm".
func (*DILexicalBlockAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body.
func (a *DILexicalBlockAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_lexical_block<scope = ")
	p.PrintAttribute(a.Scope)
	if a.File != nil {
		p.WriteString(", file = ")
		p.PrintAttribute(a.File)
	}
	if a.Line != 0 {
		p.WriteString(", line = " + strconv.FormatInt(a.Line, 10))
	}
	if a.Column != 0 {
		p.WriteString(", column = " + strconv.FormatInt(a.Column, 10))
	}
	p.WriteString(">")
}
