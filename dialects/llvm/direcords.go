package llvm

import (
	"slices"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// diRecordParams are the debug-info attributes kept as DIRecordAttr, with their parameters in
// the order MLIR 22 declares (and prints) them.
var diRecordParams = map[string][]string{
	"di_derived_type": {"tag", "name", "baseType", "sizeInBits", "alignInBits", "offsetInBits", "dwarfAddressSpace",
		"extraData"},
	"di_composite_type": {"recId", "isRecSelf", "tag", "name", "file", "line", "scope", "baseType", "flags",
		"sizeInBits", "alignInBits", "dataLocation", "rank", "allocated", "associated", "elements"},
	"di_subrange":  {"count", "lowerBound", "upperBound", "stride"},
	"di_namespace": {"name", "scope", "exportSymbols"},
	"di_label":     {"scope", "name", "file", "line"},
	"di_module":    {"file", "scope", "name", "configMacros", "includePath", "apinotes", "line", "isDecl"},
}

// diRecordMnemonics are the mnemonics of diRecordParams, in a fixed order.
var diRecordMnemonics = []string{"di_derived_type", "di_composite_type", "di_subrange", "di_namespace", "di_label",
	"di_module"}

// DIKeyword is a DIRecordAttr field written as a bare keyword: `DW_TAG_pointer_type`,
// `Vector`, `true`.
type DIKeyword string

// DIRecordField is one `name = value` of a DIRecordAttr. Value is a string (printed quoted),
// a DIKeyword, an int64, an ir.Attribute or a []ir.Attribute (a list, printed last).
type DIRecordField struct {
	Name  string
	Value any
}

// DIRecordAttr is a debug-info attribute MLIR writes as `key = value` parameters
// (#llvm.di_derived_type, di_composite_type, di_subrange, di_namespace, di_label,
// di_module): the fields given, in MLIR's parameter order; a zero integer is left out, as
// MLIR leaves out its default.
type DIRecordAttr struct {
	ir.AttrBase
	Mnemonic string
	Fields   []DIRecordField
}

// DIRecord returns the attribute of a mnemonic with fields, put in MLIR's parameter order.
func DIRecord(c *ir.Context, mnemonic string, fields []DIRecordField) *DIRecordAttr {
	order := diRecordParams[mnemonic]
	fields = slices.Clone(fields)
	slices.SortStableFunc(fields, func(a, b DIRecordField) int {
		return slices.Index(order, a.Name) - slices.Index(order, b.Name)
	})
	k := ir.Key("llvm." + mnemonic).Int(int64(len(fields)))
	for _, f := range fields {
		k.Str(f.Name)
		switch v := f.Value.(type) {
		case string:
			k.Str("s").Str(v)
		case DIKeyword:
			k.Str("k").Str(string(v))
		case int64:
			k.Str("i").Int(v)
		case ir.Attribute:
			k.Str("a").Ref(v)
		case []ir.Attribute:
			k.Str("l").Int(int64(len(v)))
			for _, a := range v {
				k.Ref(a)
			}
		}
	}
	return ir.UniqueKey(c, k, func(id uint64) *DIRecordAttr {
		return &DIRecordAttr{AttrBase: ir.NewAttrBase(id), Mnemonic: mnemonic, Fields: fields}
	})
}

// DialectName returns "llvm".
func (*DIRecordAttr) DialectName() string { return "llvm" }

// Field returns the value of the named field, nil when absent.
func (a *DIRecordAttr) Field(name string) any {
	for _, f := range a.Fields {
		if f.Name == name {
			return f.Value
		}
	}
	return nil
}

// Print writes `mnemonic<name = value, ...>`.
func (a *DIRecordAttr) Print(p ir.AsmPrinter) {
	p.WriteString(a.Mnemonic + "<")
	sep := ""
	for _, f := range a.Fields {
		if n, ok := f.Value.(int64); ok && n == 0 {
			continue
		}
		p.WriteString(sep + f.Name + " = ")
		sep = ", "
		switch v := f.Value.(type) {
		case string:
			p.PrintString(v)
		case DIKeyword:
			p.WriteString(string(v))
		case int64:
			p.WriteString(strconv.FormatInt(v, 10))
		case ir.Attribute:
			p.PrintAttribute(v)
		case []ir.Attribute:
			for i, e := range v {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintAttribute(e)
			}
		}
	}
	p.WriteString(">")
}

// parseDIRecordBody reads the `<name = value, ...>` of a DIRecordAttr: a string, a keyword
// (with `|` between flags), an integer (an attribute in di_subrange) or an attribute; after a
// list-valued attribute, the attributes that follow the commas extend the list.
func parseDIRecordBody(p ir.AsmParser, mnemonic string) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var fields []DIRecordField
	for !p.ParseOptionalPunct(">") {
		if len(fields) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
			last := &fields[len(fields)-1]
			if list, ok := last.Value.([]ir.Attribute); ok && p.PeekKeyword() == "" {
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return nil, err
				}
				last.Value = append(list, a)
				continue
			}
		}
		name, err := p.ParseKeywordIdent()
		if err != nil {
			return nil, err
		}
		if !slices.Contains(diRecordParams[mnemonic], name) {
			return nil, p.Errorf("%s has no parameter '%s'", mnemonic, name)
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		v, err := parseDIRecordValue(p, mnemonic, name)
		if err != nil {
			return nil, err
		}
		fields = append(fields, DIRecordField{Name: name, Value: v})
	}
	return DIRecord(p.Context(), mnemonic, fields), nil
}

// diListParams are the parameters that hold a list of attributes.
var diListParams = []string{"elements"}

func parseDIRecordValue(p ir.AsmParser, mnemonic, name string) (any, error) {
	if s, ok, err := p.ParseOptionalString(); ok || err != nil {
		return s, err
	}
	if kw := p.PeekKeyword(); kw != "" {
		flags, err := p.ParseKeywordIdent()
		for err == nil && p.ParseOptionalPunct("|") {
			var next string
			next, err = p.ParseKeywordIdent()
			flags += "|" + next
		}
		return DIKeyword(flags), err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if slices.Contains(diListParams, name) {
		return []ir.Attribute{a}, nil
	}
	if n, ok := a.(*ir.IntegerAttr); ok && mnemonic != "di_subrange" {
		return n.Value, nil
	}
	return a, nil
}
