package llvm

import (
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// The debug-info attributes and op of Triton's extract-variable-info pass
// (LLVMDILocalVariable): a local variable per named value, and llvm.intr.dbg.value binding
// the value to it.

// DIBasicTypeAttr is `#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits =
// 32, encoding = DW_ATE_signed>`.
type DIBasicTypeAttr struct {
	ir.AttrBase
	Tag        string
	Name       string
	SizeInBits int64
	Encoding   string
}

// DIBasicType returns the basic type attribute.
func DIBasicType(c *ir.Context, tag, name string, bits int64, encoding string) *DIBasicTypeAttr {
	k := ir.Key("llvm.di_basic_type").Str(tag).Str(name).Int(bits).Str(encoding)
	return ir.UniqueKey(c, k, func(id uint64) *DIBasicTypeAttr {
		return &DIBasicTypeAttr{AttrBase: ir.NewAttrBase(id), Tag: tag, Name: name, SizeInBits: bits, Encoding: encoding}
	})
}

// DialectName returns "llvm".
func (*DIBasicTypeAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body; a zero size and an absent encoding are left out, as
// MLIR does.
func (a *DIBasicTypeAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_basic_type<tag = " + a.Tag + ", name = ")
	p.PrintString(a.Name)
	if a.SizeInBits != 0 {
		p.WriteString(", sizeInBits = " + strconv.FormatInt(a.SizeInBits, 10))
	}
	if a.Encoding != "" {
		p.WriteString(", encoding = " + a.Encoding)
	}
	p.WriteString(">")
}

// DILocalVariableAttr is `#llvm.di_local_variable<scope = ..., name = "x", file = ..., line =
// 7, arg = 1, alignInBits = 32, type = ..., flags = Artificial>`; a zero or absent field is
// left out, as MLIR prints it.
type DILocalVariableAttr struct {
	ir.AttrBase
	// Scope is a subprogram or a lexical block.
	Scope ir.Attribute
	Name  string
	// File is nil when absent.
	File        *DIFileAttr
	Line        int64
	Arg         int64
	AlignInBits int64
	// Type is a debug type (basic, null, ...), nil when absent.
	Type ir.Attribute
	// Flags are the DIFlags without their prefix, joined by "|"; empty for none.
	Flags string
}

// DILocalVariable returns the local variable of name in scope, with a file and a type.
func DILocalVariable(c *ir.Context, scope ir.Attribute, name string, file *DIFileAttr, typ ir.Attribute) *DILocalVariableAttr {
	return DILocalVariableOf(c, DILocalVariableAttr{Scope: scope, Name: name, File: file, Type: typ})
}

// DILocalVariableOf returns the local variable with the fields of v.
func DILocalVariableOf(c *ir.Context, v DILocalVariableAttr) *DILocalVariableAttr {
	k := ir.Key("llvm.di_local_variable").Ref(v.Scope).Str(v.Name).Int(v.Line).Int(v.Arg).Int(v.AlignInBits).Str(v.Flags)
	if v.File != nil {
		k.Ref(v.File)
	} else {
		k.Str("")
	}
	if v.Type != nil {
		k.Ref(v.Type)
	} else {
		k.Str("")
	}
	return ir.UniqueKey(c, k, func(id uint64) *DILocalVariableAttr {
		a := v
		a.AttrBase = ir.NewAttrBase(id)
		return &a
	})
}

// DialectName returns "llvm".
func (*DILocalVariableAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body.
func (a *DILocalVariableAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_local_variable<scope = ")
	p.PrintAttribute(a.Scope)
	p.WriteString(", name = ")
	p.PrintString(a.Name)
	if a.File != nil {
		p.WriteString(", file = ")
		p.PrintAttribute(a.File)
	}
	for _, f := range []struct {
		name  string
		value int64
	}{{"line", a.Line}, {"arg", a.Arg}, {"alignInBits", a.AlignInBits}} {
		if f.value != 0 {
			p.WriteString(", " + f.name + " = " + strconv.FormatInt(f.value, 10))
		}
	}
	if a.Type != nil {
		p.WriteString(", type = ")
		p.PrintAttribute(a.Type)
	}
	if a.Flags != "" {
		p.WriteString(", flags = " + a.Flags)
	}
	p.WriteString(">")
}

// IntrDbgValueDef is llvm.intr.dbg.value: `llvm.intr.dbg.value #di_local_variable = %x : i32`
// (the empty location expression, its default, is left out).
var IntrDbgValueDef = &ir.OpDef{
	Name:     "llvm.intr.dbg.value",
	Operands: []ir.ValueSpec{{Name: "value"}},
	Attrs:    []ir.AttrSpec{{Name: "varInfo"}, locationExprSpec},
	Format:   "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) attr-dict",
}
