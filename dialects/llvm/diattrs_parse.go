package llvm

import (
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// diMnemonics are the mnemonics of the debug-info attributes parseDIAttr reads.
var diMnemonics = []string{"di_file", "di_compile_unit", "di_subroutine_type", "di_subprogram", "di_lexical_block_file",
	"di_basic_type", "di_local_variable", "di_null_type", "di_lexical_block", "di_expression"}

// parseDIAttr reads a debug-info attribute after `#llvm.`; ok is false when the body is not
// one.
func parseDIAttr(p ir.AsmParser) (a ir.Attribute, ok bool, err error) {
	for _, m := range diRecordMnemonics {
		if p.ParseOptionalKeyword(m) {
			a, err := parseDIRecordBody(p, m)
			return a, true, err
		}
	}
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
	if mnemonic == "di_expression" {
		a, err := parseDIExpressionBody(p)
		return a, true, err
	}
	if mnemonic == "di_null_type" {
		return DINullType(p.Context()), true, nil
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, true, err
	}
	if mnemonic == "di_file" {
		a, err := parseDIFileBody(p)
		return a, true, err
	}
	fields, err := parseDIFields(p)
	if err != nil {
		return nil, true, err
	}
	a, err = buildDIAttr(p, mnemonic, fields)
	return a, true, err
}

// parseDIFields reads the `key = value` list of a debug-info attribute up to its `>`; the
// attributes after `types =` form one list.
func parseDIFields(p ir.AsmParser) (map[string]any, error) {
	fields := map[string]any{}
	if p.ParseOptionalPunct(">") {
		return fields, nil
	}
	var types []ir.Attribute
	lastKey := ""
	for {
		if lastKey == "types" && p.PeekKeyword() == "" {
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			types = append(types, a)
		} else {
			key, err := p.ParseKeywordIdent()
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct("="); err != nil {
				return nil, err
			}
			v, err := parseDIField(p, key)
			if err != nil {
				return nil, err
			}
			if a, ok := v.(ir.Attribute); ok && key == "types" {
				types = []ir.Attribute{a}
			}
			fields[key] = v
			lastKey = key
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	fields["types"] = types
	return fields, p.ParsePunct(">")
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
	case "line", "scopeLine", "discriminator", "sizeInBits", "column", "arg", "alignInBits":
		return p.ParseInteger()
	case "file", "scope", "compileUnit", "type", "types":
		return p.ParseAttribute(nil)
	case "flags":
		flag, err := p.ParseKeywordIdent()
		for err == nil && p.ParseOptionalPunct("|") {
			var next string
			next, err = p.ParseKeywordIdent()
			flag += "|" + next
		}
		return flag, err
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
	case "di_null_type":
		return DINullType(c), nil
	case "di_subroutine_type":
		types, _ := f["types"].([]ir.Attribute)
		return DISubroutineTypeOf(c, str("callingConvention"), types), nil
	case "di_lexical_block":
		if f["scope"] == nil {
			return nil, p.Errorf("di_lexical_block needs a scope")
		}
		return DILexicalBlock(c, f["scope"].(ir.Attribute), file, num("line"), num("column")), nil
	case "di_compile_unit":
		if file == nil {
			return nil, p.Errorf("di_compile_unit needs a file")
		}
		return DICompileUnit(c, num("id"), str("sourceLanguage"), file, str("producer"), str("isOptimized") == "true", str("emissionKind")), nil
	case "di_basic_type":
		return DIBasicType(c, str("tag"), str("name"), num("sizeInBits"), str("encoding")), nil
	case "di_local_variable":
		v := DILocalVariableAttr{Name: str("name"), File: file, Line: num("line"), Arg: num("arg"),
			AlignInBits: num("alignInBits"), Flags: str("flags")}
		v.Scope, _ = f["scope"].(ir.Attribute)
		v.Type, _ = f["type"].(ir.Attribute)
		if v.Scope == nil {
			return nil, p.Errorf("di_local_variable needs a scope")
		}
		return DILocalVariableOf(c, v), nil
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
