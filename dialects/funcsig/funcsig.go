// Package funcsig parses and prints the custom assembly of function-like ops (func.func,
// tt.func, llvm.func): visibility, symbol name, the signature with argument and result
// attributes and argument locations, `attributes {...}` and an optional body. It follows
// MLIR's function_interface_impl and call_interface_impl.
package funcsig

import (
	"github.com/ttgo/ttgo/ir"
)

// Attribute names MLIR's FunctionOpInterface uses by default.
const (
	FunctionTypeAttr = "function_type"
	ArgAttrsAttr     = "arg_attrs"
	ResAttrsAttr     = "res_attrs"
)

// Style says how an op stores its signature: the attribute names and, for ops whose function
// type is not the builtin one (llvm.func), how to build and take apart that type.
type Style struct {
	// TypeAttr, ArgAttrs and ResAttrs name the attributes holding the function type and the
	// argument and result attribute dictionaries (defaults: function_type, arg_attrs,
	// res_attrs).
	TypeAttr, ArgAttrs, ResAttrs string
	// AllowVariadic accepts a trailing `...` in the argument list.
	AllowVariadic bool
	// BuildType makes the function type; nil builds a builtin FunctionType (variadic unused).
	BuildType func(ctx *ir.Context, inputs, results []ir.Type, variadic bool) ir.Type
	// SplitType returns the inputs, results and variadic flag of a function type; nil reads a
	// builtin FunctionType.
	SplitType func(t ir.Type) (inputs, results []ir.Type, variadic bool)
}

func (s Style) names() (typ, args, res string) {
	typ, args, res = s.TypeAttr, s.ArgAttrs, s.ResAttrs
	if typ == "" {
		typ = FunctionTypeAttr
	}
	if args == "" {
		args = ArgAttrsAttr
	}
	if res == "" {
		res = ResAttrsAttr
	}
	return typ, args, res
}

// Signature is a parsed function signature: the arguments (named when the function has a
// body), the result types with their attributes, and whether it ends with `...`.
type Signature struct {
	Args        []ir.Argument
	Results     []ir.Type
	ResultAttrs [][]ir.NamedAttribute
	Variadic    bool
}

// ArgTypes returns the argument types.
func (s *Signature) ArgTypes() []ir.Type {
	ts := make([]ir.Type, len(s.Args))
	for i, a := range s.Args {
		ts[i] = a.Type
	}
	return ts
}

// ParseSignature parses `(args) -> results` as MLIR's parseFunctionSignatureWithArguments:
// arguments are either all named (`%a: i32 {attrs} loc(...)`) or all bare types with optional
// attributes; results are a single type or a parenthesized list of types with attributes.
func ParseSignature(p ir.OpAsmParser, allowVariadic bool) (*Signature, error) {
	sig := &Signature{}
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	if !p.ParseOptionalPunct(")") {
		for {
			if allowVariadic && p.ParseOptionalPunct("...") {
				sig.Variadic = true
				break
			}
			pos := p.Pos()
			arg, ok, err := p.ParseOptionalArgument(true, true)
			if err != nil {
				return nil, err
			}
			if ok {
				if n := len(sig.Args); n > 0 && sig.Args[n-1].Operand.Name == "" {
					return nil, p.ErrorfAt(pos, "expected type instead of SSA identifier")
				}
			} else {
				if n := len(sig.Args); n > 0 && sig.Args[n-1].Operand.Name != "" {
					return nil, p.Errorf("expected SSA identifier")
				}
				arg.Operand.Loc = pos
				if arg.Type, err = p.ParseType(); err != nil {
					return nil, err
				}
				if arg.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
					return nil, err
				}
				if arg.Loc, err = p.ParseOptionalLocationSpecifier(); err != nil {
					return nil, err
				}
			}
			sig.Args = append(sig.Args, arg)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	if !p.ParseOptionalPunct("->") {
		return sig, nil
	}
	res, attrs, err := ParseResultList(p)
	if err != nil {
		return nil, err
	}
	sig.Results, sig.ResultAttrs = res, attrs
	return sig, nil
}

// ParseResultList parses a function result list after `->`: a bare type, or `(t {attrs}, ...)`.
func ParseResultList(p ir.AsmParser) ([]ir.Type, [][]ir.NamedAttribute, error) {
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		return []ir.Type{t}, [][]ir.NamedAttribute{nil}, nil
	}
	var ts []ir.Type
	var attrs [][]ir.NamedAttribute
	if p.ParseOptionalPunct(")") {
		return ts, attrs, nil
	}
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		a, err := p.ParseOptionalAttrDict()
		if err != nil {
			return nil, nil, err
		}
		ts = append(ts, t)
		attrs = append(attrs, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, nil, err
	}
	return ts, attrs, nil
}

// dictArray returns the ArrayAttr of per-entry dictionaries, or nil when all are empty.
func dictArray(ctx *ir.Context, lists [][]ir.NamedAttribute) ir.Attribute {
	nonEmpty := false
	for _, l := range lists {
		nonEmpty = nonEmpty || len(l) > 0
	}
	if !nonEmpty {
		return nil
	}
	elems := make([]ir.Attribute, len(lists))
	for i, l := range lists {
		elems[i] = ctx.DictionaryAttr(l)
	}
	return ctx.ArrayAttr(elems)
}

// ParseFunctionOp parses a function-like op after its name: `[visibility] @name(args) ->
// results [attributes {...}] [{body}]`, as MLIR's parseFunctionOp.
func ParseFunctionOp(p ir.OpAsmParser, st *ir.OperationState, style Style) error {
	ctx := p.Context()
	typName, argsName, resName := style.names()
	for _, vis := range []string{"private", "public", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			st.AddAttr(ir.SymbolVisibilityAttr, ctx.StringAttr(vis))
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr(ir.SymbolNameAttr, ctx.StringAttr(name))
	sig, err := ParseSignature(p, style.AllowVariadic)
	if err != nil {
		return err
	}
	var ft ir.Type
	if style.BuildType != nil {
		ft = style.BuildType(ctx, sig.ArgTypes(), sig.Results, sig.Variadic)
	} else {
		ft = ctx.FunctionType(sig.ArgTypes(), sig.Results)
	}
	st.AddAttr(typName, ctx.TypeAttr(ft))
	pos := p.Pos()
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	for _, disallowed := range []string{ir.SymbolVisibilityAttr, ir.SymbolNameAttr, typName} {
		if ir.LookupAttr(attrs, disallowed) != nil {
			return p.ErrorfAt(pos, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", disallowed)
		}
	}
	st.Attrs = append(st.Attrs, attrs...)
	argAttrs := make([][]ir.NamedAttribute, len(sig.Args))
	for i, a := range sig.Args {
		argAttrs[i] = a.Attrs
	}
	if a := dictArray(ctx, argAttrs); a != nil {
		st.AddAttr(argsName, a)
	}
	if a := dictArray(ctx, sig.ResultAttrs); a != nil {
		st.AddAttr(resName, a)
	}
	body := st.AddRegion()
	pos = p.Pos()
	var entry []ir.Argument
	if len(sig.Args) > 0 && sig.Args[0].Operand.Name != "" {
		entry = sig.Args
	}
	ok, err := p.ParseOptionalRegion(body, entry, false)
	if err != nil {
		return err
	}
	if ok && body.Empty() {
		return p.ErrorfAt(pos, "expected non-empty function body")
	}
	return nil
}

// PrintFunctionOp prints a function-like op after its name, as MLIR's printFunctionOp.
func PrintFunctionOp(p ir.OpAsmPrinter, op *ir.Operation, style Style) {
	typName, argsName, resName := style.names()
	p.WriteString(" ")
	if v, ok := op.Attr(ir.SymbolVisibilityAttr).(*ir.StringAttr); ok {
		p.WriteString(v.Value + " ")
	}
	p.PrintSymbolName(ir.SymbolName(op))
	var inputs, results []ir.Type
	var variadic bool
	if ta, ok := op.Attr(typName).(*ir.TypeAttr); ok {
		if style.SplitType != nil {
			inputs, results, variadic = style.SplitType(ta.Type)
		} else if ft, ok := ta.Type.(*ir.FunctionType); ok {
			inputs, results = ft.Inputs, ft.Results
		}
	}
	argAttrs, _ := op.Attr(argsName).(*ir.ArrayAttr)
	resAttrs, _ := op.Attr(resName).(*ir.ArrayAttr)
	body := op.Region(0)
	external := body.Empty()
	p.WriteString("(")
	for i, t := range inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		attrs := entryAttrs(argAttrs, i)
		if !external && i < body.Front().NumArguments() {
			p.PrintRegionArgument(body.Front().Argument(i), attrs, false)
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(attrs)
		}
	}
	if variadic {
		if len(inputs) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if len(results) > 0 {
		p.WriteString(" -> ")
		PrintResultList(p, results, resAttrs)
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), ir.SymbolVisibilityAttr, ir.SymbolNameAttr, typName, argsName, resName)
	if !external {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// PrintResultList prints function results as MLIR's printFunctionResultList: parenthesized
// when there are several, a function type, or attributes on the first.
func PrintResultList(p ir.OpAsmPrinter, types []ir.Type, attrs *ir.ArrayAttr) {
	_, isFunc := types[0].(*ir.FunctionType)
	parens := len(types) > 1 || isFunc || len(entryAttrs(attrs, 0)) > 0
	if parens {
		p.WriteString("(")
	}
	for i, t := range types {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		p.PrintOptionalAttrDict(entryAttrs(attrs, i))
	}
	if parens {
		p.WriteString(")")
	}
}

// entryAttrs returns the entries of dictionary i of an arg_attrs/res_attrs array.
func entryAttrs(a *ir.ArrayAttr, i int) []ir.NamedAttribute {
	if a == nil || i >= len(a.Elems) {
		return nil
	}
	if d, ok := a.Elems[i].(*ir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

// ArgAttrs returns the attributes of argument i of a function-like op stored under name
// (ArgAttrsAttr by default when name is "").
func ArgAttrs(op *ir.Operation, name string, i int) []ir.NamedAttribute {
	if name == "" {
		name = ArgAttrsAttr
	}
	a, _ := op.Attr(name).(*ir.ArrayAttr)
	return entryAttrs(a, i)
}

// VerifySignature checks a function-like op against its signature, as MLIR's
// FunctionOpInterface verifier: the argument and result attribute arrays have one dictionary
// per argument and result, and the entry block's arguments match the inputs.
func VerifySignature(op *ir.Operation, inputs, results []ir.Type, style Style) error {
	_, argsName, resName := style.names()
	if a, ok := op.Attr(argsName).(*ir.ArrayAttr); ok && len(a.Elems) != len(inputs) {
		return ir.OpError(op, "expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d", len(a.Elems), len(inputs))
	}
	if a, ok := op.Attr(resName).(*ir.ArrayAttr); ok && len(a.Elems) != len(results) {
		return ir.OpError(op, "expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d", len(a.Elems), len(results))
	}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return nil
	}
	entry := op.Region(0).Front()
	if entry.NumArguments() != len(inputs) {
		return ir.OpError(op, "entry block must have %d arguments to match function signature", len(inputs))
	}
	for i, t := range inputs {
		if at := entry.Argument(i).Type(); at != t {
			return ir.OpError(op, "type of entry block argument #%d(%s) must match the type of the corresponding argument in function signature(%s)", i, quoteType(at), quoteType(t))
		}
	}
	return nil
}
