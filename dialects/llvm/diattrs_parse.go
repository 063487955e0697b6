package llvm

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// diMnemonics are the mnemonics of the debug-info attributes parseDIAttr reads.
var diMnemonics = []string{"di_file", "di_compile_unit", "di_subroutine_type", "di_subprogram", "di_lexical_block_file",
	"di_basic_type", "di_local_variable"}

// parseDIAttr reads a debug-info attribute after `#llvm.`; ok is false when the body is not
// one.
func parseDIAttr(p ir.AsmParser) (a ir.Attribute, ok bool, err error) {
	mnemonic := ""
	for _, m := range diMnemonics {
		if p.ParseOptionalKeyword(m) {
			mnemonic = m
			break
		}
	}
	if mnemonic == "" {
		return nil, false, nil
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, true, err
	}
	if mnemonic == "di_file" {
		a, err := parseDIFileBody(p)
		return a, true, err
	}
	fields := map[string]any{}
	err = p.ParseCommaSeparatedList(ir.DelimNone, func() error {
		key, err := p.ParseKeywordIdent()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		v, err := parseDIField(p, key)
		fields[key] = v
		return err
	})
	if err != nil {
		return nil, true, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, true, err
	}
	a, err = buildDIAttr(p, mnemonic, fields)
	return a, true, err
}

func parseDIFileBody(p ir.AsmParser) (ir.Attribute, error) {
	name, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("in"); err != nil {
		return nil, err
	}
	dir, err := p.ParseString()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return DIFile(p.Context(), name, dir), nil
}

// parseDIField reads the value of one `key = value` of a debug-info attribute: a distinct
// identifier's number, a string, an integer, an attribute, or a keyword.
func parseDIField(p ir.AsmParser, key string) (any, error) {
	switch key {
	case "id":
		if err := p.ParseKeyword("distinct"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		for _, punct := range []string{"]", "<", ">"} {
			if err := p.ParsePunct(punct); err != nil {
				return nil, err
			}
		}
		return n, nil
	case "producer", "name", "linkageName":
		return p.ParseString()
	case "line", "scopeLine", "discriminator", "sizeInBits":
		return p.ParseInteger()
	case "file", "scope", "compileUnit", "type":
		return p.ParseAttribute(nil)
	case "subprogramFlags":
		if s, ok, err := p.ParseOptionalString(); ok || err != nil {
			return s, err
		}
		return p.ParseKeywordIdent()
	}
	return p.ParseKeywordIdent()
}

// buildDIAttr makes the attribute of a mnemonic from its parsed fields.
func buildDIAttr(p ir.AsmParser, mnemonic string, f map[string]any) (ir.Attribute, error) {
	c := p.Context()
	str := func(k string) string { s, _ := f[k].(string); return s }
	num := func(k string) int64 { n, _ := f[k].(int64); return n }
	file, _ := f["file"].(*DIFileAttr)
	switch mnemonic {
	case "di_subroutine_type":
		return DISubroutineType(c, str("callingConvention")), nil
	case "di_compile_unit":
		if file == nil {
			return nil, p.Errorf("di_compile_unit needs a file")
		}
		return DICompileUnit(c, num("id"), str("sourceLanguage"), file, str("producer"), str("isOptimized") == "true", str("emissionKind")), nil
	case "di_basic_type":
		return DIBasicType(c, str("tag"), str("name"), num("sizeInBits"), str("encoding")), nil
	case "di_local_variable":
		scope, _ := f["scope"].(*DISubprogramAttr)
		typ, _ := f["type"].(*DIBasicTypeAttr)
		if scope == nil || file == nil || typ == nil {
			return nil, p.Errorf("di_local_variable needs a subprogram scope, a file and a basic type")
		}
		return DILocalVariable(c, scope, str("name"), file, typ), nil
	case "di_lexical_block_file":
		scope, _ := f["scope"].(*DISubprogramAttr)
		if scope == nil || file == nil {
			return nil, p.Errorf("di_lexical_block_file needs a subprogram scope and a file")
		}
		return DILexicalBlockFile(c, scope, file, num("discriminator")), nil
	}
	sp := DISubprogramAttr{Distinct: -1, Name: str("name"), LinkageName: str("linkageName"), File: file,
		Line: num("line"), ScopeLine: num("scopeLine"), Flags: strings.Split(str("subprogramFlags"), "|")}
	if _, ok := f["id"]; ok {
		sp.Distinct = num("id")
	}
	sp.CompileUnit, _ = f["compileUnit"].(*DICompileUnitAttr)
	sp.Scope, _ = f["scope"].(*DIFileAttr)
	sp.Type, _ = f["type"].(*DISubroutineTypeAttr)
	if sp.Scope == nil || sp.File == nil || sp.Type == nil {
		return nil, p.Errorf("di_subprogram needs a file scope, a file and a subroutine type")
	}
	return DISubprogram(c, sp), nil
}
