package llvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// The debug-info attributes Triton's enable-line-info pass (LLVMDIScope) attaches to
// locations, printed as MLIR 22 prints them. A `distinct[N]<>` identifier is kept as its
// number: DICompileUnitAttr and DISubprogramAttr hold it, and two attributes with the same
// number are the same distinct node.

// DIFileAttr is `#llvm.di_file<"name" in "directory">`.
type DIFileAttr struct {
	ir.AttrBase
	Name, Directory string
}

// DIFile returns the file attribute.
func DIFile(c *ir.Context, name, directory string) *DIFileAttr {
	return ir.UniqueKey(c, ir.Key("llvm.di_file").Str(name).Str(directory), func(id uint64) *DIFileAttr {
		return &DIFileAttr{AttrBase: ir.NewAttrBase(id), Name: name, Directory: directory}
	})
}

// DialectName returns "llvm".
func (*DIFileAttr) DialectName() string { return "llvm" }

// Print writes `di_file<"name" in "directory">`.
func (a *DIFileAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_file<")
	p.PrintString(a.Name)
	p.WriteString(" in ")
	p.PrintString(a.Directory)
	p.WriteString(">")
}

// DICompileUnitAttr is `#llvm.di_compile_unit<id = distinct[N]<>, sourceLanguage = DW_LANG_C,
// file = ..., producer = "triton", isOptimized = true, emissionKind = LineTablesOnly>`.
type DICompileUnitAttr struct {
	ir.AttrBase
	// Distinct is the number of the compile unit's distinct identifier.
	Distinct       int64
	SourceLanguage string
	File           *DIFileAttr
	Producer       string
	IsOptimized    bool
	// EmissionKind is "LineTablesOnly", "Full", "NoDebug" or "DebugDirectivesOnly".
	EmissionKind string
}

// DICompileUnit returns the compile unit attribute.
func DICompileUnit(c *ir.Context, distinct int64, lang string, file *DIFileAttr, producer string, optimized bool, emission string) *DICompileUnitAttr {
	k := ir.Key("llvm.di_compile_unit").Int(distinct).Str(lang).Ref(file).Str(producer).Int(b2i(optimized)).Str(emission)
	return ir.UniqueKey(c, k, func(id uint64) *DICompileUnitAttr {
		return &DICompileUnitAttr{AttrBase: ir.NewAttrBase(id), Distinct: distinct, SourceLanguage: lang, File: file,
			Producer: producer, IsOptimized: optimized, EmissionKind: emission}
	})
}

// DialectName returns "llvm".
func (*DICompileUnitAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body.
func (a *DICompileUnitAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_compile_unit<id = " + distinctText(a.Distinct) + ", sourceLanguage = " + a.SourceLanguage + ", file = ")
	p.PrintAttribute(a.File)
	p.WriteString(", producer = ")
	p.PrintString(a.Producer)
	p.WriteString(", isOptimized = " + strconv.FormatBool(a.IsOptimized) + ", emissionKind = " + a.EmissionKind + ">")
}

func distinctText(n int64) string { return "distinct[" + strconv.FormatInt(n, 10) + "]<>" }

// DISubroutineTypeAttr is `#llvm.di_subroutine_type<callingConvention = DW_CC_normal, types =
// #a, #b>`: a function's type, its result type first; an absent calling convention and an
// empty type list are left out.
type DISubroutineTypeAttr struct {
	ir.AttrBase
	CallingConvention string
	Types             []ir.Attribute
}

// DISubroutineType returns the subroutine type attribute without types.
func DISubroutineType(c *ir.Context, cc string) *DISubroutineTypeAttr {
	return DISubroutineTypeOf(c, cc, nil)
}

// DISubroutineTypeOf returns the subroutine type attribute of a calling convention and types.
func DISubroutineTypeOf(c *ir.Context, cc string, types []ir.Attribute) *DISubroutineTypeAttr {
	k := ir.Key("llvm.di_subroutine_type").Str(cc).Int(int64(len(types)))
	for _, t := range types {
		k.Ref(t)
	}
	return ir.UniqueKey(c, k, func(id uint64) *DISubroutineTypeAttr {
		return &DISubroutineTypeAttr{AttrBase: ir.NewAttrBase(id), CallingConvention: cc,
			Types: append([]ir.Attribute(nil), types...)}
	})
}

// DialectName returns "llvm".
func (*DISubroutineTypeAttr) DialectName() string { return "llvm" }

// Print writes `di_subroutine_type<callingConvention = CC, types = ...>`.
func (a *DISubroutineTypeAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_subroutine_type<")
	sep := ""
	if a.CallingConvention != "" {
		p.WriteString("callingConvention = " + a.CallingConvention)
		sep = ", "
	}
	for i, t := range a.Types {
		if i == 0 {
			p.WriteString(sep + "types = ")
		} else {
			p.WriteString(", ")
		}
		p.PrintAttribute(t)
	}
	p.WriteString(">")
}

// DISubprogramAttr is `#llvm.di_subprogram<...>`: a function's debug information. A
// declaration's has no distinct identifier (Distinct < 0) and no compile unit.
type DISubprogramAttr struct {
	ir.AttrBase
	Distinct    int64
	CompileUnit *DICompileUnitAttr
	Scope       *DIFileAttr
	Name        string
	LinkageName string
	File        *DIFileAttr
	Line        int64
	ScopeLine   int64
	// Flags are the subprogram flags, "Definition" and "Optimized" among them, in MLIR's order.
	Flags []string
	Type  *DISubroutineTypeAttr
}

// DISubprogram returns the subprogram attribute.
func DISubprogram(c *ir.Context, sp DISubprogramAttr) *DISubprogramAttr {
	k := ir.Key("llvm.di_subprogram").Int(sp.Distinct).Ref(sp.Scope).Str(sp.Name).Str(sp.LinkageName).Ref(sp.File).
		Int(sp.Line).Int(sp.ScopeLine).Str(strings.Join(sp.Flags, "|")).Ref(sp.Type)
	if sp.CompileUnit != nil {
		k.Ref(sp.CompileUnit)
	}
	return ir.UniqueKey(c, k, func(id uint64) *DISubprogramAttr {
		a := sp
		a.AttrBase = ir.NewAttrBase(id)
		a.Flags = append([]string(nil), sp.Flags...)
		return &a
	})
}

// DialectName returns "llvm".
func (*DISubprogramAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body, its flags quoted when there are several; an empty
// linkage name and a zero line or scope line are left out, as MLIR prints them.
func (a *DISubprogramAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_subprogram<")
	if a.Distinct >= 0 {
		p.WriteString("id = " + distinctText(a.Distinct) + ", ")
	}
	if a.CompileUnit != nil {
		p.WriteString("compileUnit = ")
		p.PrintAttribute(a.CompileUnit)
		p.WriteString(", ")
	}
	p.WriteString("scope = ")
	p.PrintAttribute(a.Scope)
	p.WriteString(", name = ")
	p.PrintString(a.Name)
	if a.LinkageName != "" {
		p.WriteString(", linkageName = ")
		p.PrintString(a.LinkageName)
	}
	p.WriteString(", file = ")
	p.PrintAttribute(a.File)
	if a.Line != 0 {
		p.WriteString(", line = " + strconv.FormatInt(a.Line, 10))
	}
	if a.ScopeLine != 0 {
		p.WriteString(", scopeLine = " + strconv.FormatInt(a.ScopeLine, 10))
	}
	flags := strings.Join(a.Flags, "|")
	if len(a.Flags) > 1 {
		flags = strconv.Quote(flags)
	}
	p.WriteString(", subprogramFlags = " + flags + ", type = ")
	p.PrintAttribute(a.Type)
	p.WriteString(">")
}

// DILexicalBlockFileAttr is `#llvm.di_lexical_block_file<scope = ..., file = ...,
// discriminator = 0>`.
type DILexicalBlockFileAttr struct {
	ir.AttrBase
	Scope         *DISubprogramAttr
	File          *DIFileAttr
	Discriminator int64
}

// DILexicalBlockFile returns the lexical block file attribute.
func DILexicalBlockFile(c *ir.Context, scope *DISubprogramAttr, file *DIFileAttr, discriminator int64) *DILexicalBlockFileAttr {
	k := ir.Key("llvm.di_lexical_block_file").Ref(scope).Ref(file).Int(discriminator)
	return ir.UniqueKey(c, k, func(id uint64) *DILexicalBlockFileAttr {
		return &DILexicalBlockFileAttr{AttrBase: ir.NewAttrBase(id), Scope: scope, File: file, Discriminator: discriminator}
	})
}

// DialectName returns "llvm".
func (*DILexicalBlockFileAttr) DialectName() string { return "llvm" }

// Print writes the attribute's body.
func (a *DILexicalBlockFileAttr) Print(p ir.AsmPrinter) {
	p.WriteString("di_lexical_block_file<scope = ")
	p.PrintAttribute(a.Scope)
	p.WriteString(", file = ")
	p.PrintAttribute(a.File)
	p.WriteString(", discriminator = " + strconv.FormatInt(a.Discriminator, 10) + ">")
}

// diAttrAlias names the debug-info attributes' aliases as MLIR's LLVM dialect does: the
// attribute's mnemonic (`#di_file`, `#di_subprogram1`).
func diAttrAlias(attr ir.Attribute) (string, ir.AliasKind) {
	switch a := attr.(type) {
	case *DIFileAttr:
		return "di_file", ir.FinalAlias
	case *DICompileUnitAttr:
		return "di_compile_unit", ir.FinalAlias
	case *DISubroutineTypeAttr:
		return "di_subroutine_type", ir.FinalAlias
	case *DISubprogramAttr:
		return "di_subprogram", ir.FinalAlias
	case *DILexicalBlockFileAttr:
		return "di_lexical_block_file", ir.FinalAlias
	case *DIBasicTypeAttr:
		return "di_basic_type", ir.FinalAlias
	case *DILocalVariableAttr:
		return "di_local_variable", ir.FinalAlias
	case *DINullTypeAttr:
		return "di_null_type", ir.FinalAlias
	case *DILexicalBlockAttr:
		return "di_lexical_block", ir.FinalAlias
	case *LoopAttr:
		return a.Mnemonic, ir.FinalAlias
	case *DIRecordAttr:
		if a.Mnemonic != "di_subrange" {
			return a.Mnemonic, ir.FinalAlias
		}
	}
	return "", ir.NoAlias
}
