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

// Print writes the attribute's body; a zero size is left out, as MLIR does.
func (a *DIBasicTypeAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_basic_type<tag = " + a.Tag + ", name = ")
	p.PrintString(a.Name)
	if a.SizeInBits != 0 {
		p.WriteString(", sizeInBits = " + strconv.FormatInt(a.SizeInBits, 10))
	}
	p.WriteString(", encoding = " + a.Encoding + ">")
}

// DILocalVariableAttr is `#llvm.di_local_variable<scope = ..., name = "x", file = ..., type =
// ...>`, line, argument and alignment being zero.
type DILocalVariableAttr struct {
	ir.AttrBase
	Scope *DISubprogramAttr
	Name  string
	File  *DIFileAttr
	Type  *DIBasicTypeAttr
}

// DILocalVariable returns the local variable attribute.
func DILocalVariable(c *ir.Context, scope *DISubprogramAttr, name string, file *DIFileAttr, typ *DIBasicTypeAttr) *DILocalVariableAttr {
	k := ir.Key("llvm.di_local_variable").Ref(scope).Str(name).Ref(file).Ref(typ)
	return ir.UniqueKey(c, k, func(id uint64) *DILocalVariableAttr {
		return &DILocalVariableAttr{AttrBase: ir.NewAttrBase(id), Scope: scope, Name: name, File: file, Type: typ}
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
	p.WriteString(", file = ")
	p.PrintAttribute(a.File)
	p.WriteString(", type = ")
	p.PrintAttribute(a.Type)
	p.WriteString(">")
}

// IntrDbgValueDef is llvm.intr.dbg.value: `llvm.intr.dbg.value #di_local_variable = %x : i32`
// (the empty location expression is left out).
var IntrDbgValueDef = &ir.OpDef{
	Name:     "llvm.intr.dbg.value",
	Operands: []ir.ValueSpec{{Name: "value"}},
	Attrs:    []ir.AttrSpec{{Name: "varInfo"}},
	Format:   "qualified($varInfo) `=` $value `:` qualified(type($value)) attr-dict",
}
