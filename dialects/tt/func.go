package tt

import "github.com/ttgo/ttgo/ir"

// FunctionTypeOf returns the function_type of a function op (tt.func), or nil.
func FunctionTypeOf(fn *ir.Operation) *ir.FunctionType {
	ta, ok := fn.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}

func funcOp() *ir.OpDef {
	return &ir.OpDef{
		Name:   "tt.func",
		Traits: ir.AffineScope | ir.FunctionLike | ir.IsolatedFromAbove | ir.SymbolTrait | ir.HasParentCheck,
		// An external function has no body, so no terminator is checked for an empty region.
		Parents: []string{"builtin.module"},
		Attrs: []ir.AttrSpec{AttrSpec("sym_name"), AttrSpec("function_type"), OptionalSpec("sym_visibility"),
			OptionalSpec("arg_attrs"), OptionalSpec("res_attrs")},
		Regions:        []ir.ValueSpec{one("body")},
		DefaultDialect: "tt",
		Parse:          parseFunc,
		Print:          printFunc,
	}
}

// dictAt returns the entries of the i-th dictionary of an array of dictionaries (arg_attrs).
func dictAt(a ir.Attribute, i int) []ir.NamedAttribute {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	d, _ := arr.Elems[i].(*ir.DictionaryAttr)
	if d == nil {
		return nil
	}
	return d.Entries
}

// printFunc prints a function op as MLIR's function_interface_impl::printFunctionOp:
// ` [visibility] @name(%arg0: T {attrs}, ...) -> R attributes {...} {body}`.
func printFunc(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(v.Value + " ")
	}
	p.PrintSymbolName(ir.SymbolName(op))
	ft := FunctionTypeOf(op)
	var inputs, results []ir.Type
	if ft != nil {
		inputs, results = ft.Inputs, ft.Results
	}
	argAttrs, resAttrs := op.Attr("arg_attrs"), op.Attr("res_attrs")
	var body *ir.Region
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		body = op.Region(0)
	}
	p.WriteString("(")
	for i, t := range inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		if body != nil {
			p.PrintRegionArgument(body.Front().Argument(i), dictAt(argAttrs, i), false)
			continue
		}
		p.PrintType(t)
		p.PrintOptionalAttrDict(dictAt(argAttrs, i))
	}
	p.WriteString(")")
	if len(results) > 0 {
		p.WriteString(" -> ")
		needParens := len(results) > 1 || len(dictAt(resAttrs, 0)) > 0
		if _, isFunc := results[0].(*ir.FunctionType); isFunc {
			needParens = true
		}
		if needParens {
			p.WriteString("(")
		}
		for i, t := range results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(dictAt(resAttrs, i))
		}
		if needParens {
			p.WriteString(")")
		}
	}
	// The signature shows these; the rest go in `attributes {...}`.
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
	if body != nil {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// parseFunc parses the custom form printed by printFunc.
func parseFunc(p ir.OpAsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	for _, vis := range []string{"public", "private", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			st.AddAttr("sym_visibility", ctx.StringAttr(vis))
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	var args []ir.Argument
	var inputs []ir.Type
	var argDicts []ir.Attribute
	anyArgAttrs := false
	named := false
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	if !p.ParseOptionalPunct(")") {
		for {
			a, ok, err := p.ParseOptionalArgument(true, true)
			if err != nil {
				return err
			}
			if ok {
				named = true
				args = append(args, a)
			} else {
				if named {
					return p.Errorf("expected SSA identifier")
				}
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				attrs, err := p.ParseOptionalAttrDict()
				if err != nil {
					return err
				}
				if _, err := p.ParseOptionalLocationSpecifier(); err != nil {
					return err
				}
				a = ir.Argument{Type: t, Attrs: attrs}
			}
			inputs = append(inputs, a.Type)
			argDicts = append(argDicts, ctx.DictionaryAttr(a.Attrs))
			anyArgAttrs = anyArgAttrs || len(a.Attrs) > 0
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	var results []ir.Type
	var resDicts []ir.Attribute
	anyResAttrs := false
	if p.ParseOptionalPunct("->") {
		parseResult := func() error {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			results = append(results, t)
			resDicts = append(resDicts, ctx.DictionaryAttr(attrs))
			anyResAttrs = anyResAttrs || len(attrs) > 0
			return nil
		}
		if p.PeekPunct("(") {
			// `-> (T {attrs}, ...)`; a function type result would also start with `(`, which
			// Triton never produces.
			if err := p.ParseCommaSeparatedList(ir.DelimParen, parseResult); err != nil {
				return err
			}
		} else if err := parseResult(); err != nil {
			return err
		}
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(inputs, results)))
	if anyArgAttrs {
		st.AddAttr("arg_attrs", ctx.ArrayAttr(argDicts))
	}
	if anyResAttrs {
		st.AddAttr("res_attrs", ctx.ArrayAttr(resDicts))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	body := st.AddRegion()
	if !named {
		args = nil
	}
	if _, err := p.ParseOptionalRegion(body, args, false); err != nil {
		return err
	}
	return nil
}
