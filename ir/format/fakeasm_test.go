package format_test

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// ptrType is a test dialect type `!t.ptr<T>` that formats may print stripped as `<T>`.
type ptrType struct {
	ir.TypeBase
	pointee ir.Type
}

func ptrOf(c *ir.Context, t ir.Type) *ptrType {
	return ir.Unique(c, ir.Key("t.ptr").Ref(t).String(), func(id uint64) *ptrType {
		return &ptrType{TypeBase: ir.NewTypeBase(id), pointee: t}
	})
}

func (*ptrType) DialectName() string { return "t" }

func (t *ptrType) Print(p ir.AsmPrinter) { p.WriteString("ptr"); t.PrintBody(p) }

func (t *ptrType) PrintBody(p ir.AsmPrinter) {
	p.WriteString("<")
	p.PrintType(t.pointee)
	p.WriteString(">")
}

// fakePrinter is a minimal ir.OpAsmPrinter for the builtin types and attributes the tests
// use; values print with the names the fakeParser gave them.
type fakePrinter struct {
	b     strings.Builder
	names map[*ir.Value]string
}

func (p *fakePrinter) WriteString(s string) { p.b.WriteString(s) }

func (p *fakePrinter) PrintType(t ir.Type) {
	switch t := t.(type) {
	case *ir.IntegerType:
		fmt.Fprintf(&p.b, "i%d", t.Width)
	case *ir.FloatType:
		p.b.WriteString(t.Kind.String())
	case *ir.IndexType:
		p.b.WriteString("index")
	case *ir.RankedTensorType:
		p.b.WriteString("tensor<")
		p.PrintDimensionList(t.Dims)
		p.b.WriteString("x")
		p.PrintType(t.Elem)
		p.b.WriteString(">")
	case *ir.FunctionType:
		p.PrintFunctionalType(t.Inputs, t.Results)
	case ir.DialectType:
		p.b.WriteString("!" + t.DialectName() + ".")
		t.Print(p)
	default:
		fmt.Fprintf(&p.b, "<<%T>>", t)
	}
}

func (p *fakePrinter) printAttr(a ir.Attribute, withType bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		switch {
		case a.IsBool() && a.Value != 0:
			p.b.WriteString("true")
		case a.IsBool():
			p.b.WriteString("false")
		default:
			fmt.Fprintf(&p.b, "%d", a.Value)
			if it, ok := a.Type.(*ir.IntegerType); withType && (!ok || it.Width != 64) {
				p.b.WriteString(" : ")
				p.PrintType(a.Type)
			}
		}
	case *ir.StringAttr:
		p.PrintString(a.Value)
	case *ir.UnitAttr:
		p.b.WriteString("unit")
	case *ir.SymbolRefAttr:
		p.PrintSymbolName(a.Root)
	case *ir.DenseArrayAttr:
		p.b.WriteString("array<")
		p.PrintType(a.Elem)
		for i, v := range a.Int64s() {
			if i == 0 {
				p.b.WriteString(": ")
			} else {
				p.b.WriteString(", ")
			}
			fmt.Fprintf(&p.b, "%d", v)
		}
		p.b.WriteString(">")
	case *ir.DictionaryAttr:
		p.b.WriteString("{")
		for i, e := range a.Entries {
			if i > 0 {
				p.b.WriteString(", ")
			}
			p.b.WriteString(e.Name + " = ")
			p.PrintAttribute(e.Value)
		}
		p.b.WriteString("}")
	default:
		fmt.Fprintf(&p.b, "<<%T>>", a)
	}
}

func (p *fakePrinter) PrintAttribute(a ir.Attribute)            { p.printAttr(a, true) }
func (p *fakePrinter) PrintAttributeWithoutType(a ir.Attribute) { p.printAttr(a, false) }
func (p *fakePrinter) PrintString(s string)                     { p.b.WriteString(strconv.Quote(s)) }
func (p *fakePrinter) PrintKeywordOrString(s string)            { p.b.WriteString(s) }
func (p *fakePrinter) PrintSymbolName(s string)                 { p.b.WriteString("@" + s) }
func (p *fakePrinter) PrintFloat(*ir.FloatType, uint64)         { p.b.WriteString("<<float>>") }

func (p *fakePrinter) PrintDimensionList(shape []int64) {
	for i, d := range shape {
		if i > 0 {
			p.b.WriteString("x")
		}
		fmt.Fprintf(&p.b, "%d", d)
	}
}

func (p *fakePrinter) PrintOperand(v *ir.Value) { p.b.WriteString("%" + p.names[v]) }

func (p *fakePrinter) PrintOperands(vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

func (p *fakePrinter) printDict(attrs []ir.NamedAttribute, elided []string) bool {
	first := true
	for _, a := range attrs {
		skip := false
		for _, e := range elided {
			skip = skip || e == a.Name
		}
		if skip {
			continue
		}
		if first {
			p.b.WriteString(" {")
			first = false
		} else {
			p.b.WriteString(", ")
		}
		p.b.WriteString(a.Name)
		if _, ok := a.Value.(*ir.UnitAttr); !ok {
			p.b.WriteString(" = ")
			p.PrintAttribute(a.Value)
		}
	}
	if !first {
		p.b.WriteString("}")
	}
	return !first
}

func (p *fakePrinter) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided ...string) {
	p.printDict(attrs, elided)
}

func (p *fakePrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided ...string) {
	var inner fakePrinter
	if inner.printDict(attrs, elided) {
		p.b.WriteString(" attributes" + inner.b.String())
	}
}

func (p *fakePrinter) PrintRegion(r *ir.Region, _, _, _ bool) {
	fmt.Fprintf(&p.b, "{%d}", len(r.Blocks()))
}
func (p *fakePrinter) PrintRegionArgument(*ir.Value, []ir.NamedAttribute, bool) {}
func (p *fakePrinter) PrintSuccessor(b *ir.Block) {
	fmt.Fprintf(&p.b, "^bb%d", b.NumArguments())
}
func (p *fakePrinter) PrintSuccessorAndUseList(b *ir.Block, _ []*ir.Value) { p.PrintSuccessor(b) }
func (p *fakePrinter) PrintNewline()                                       { p.b.WriteString("\n") }
func (p *fakePrinter) PrintOptionalLocationSpecifier(ir.Location)          {}

func (p *fakePrinter) PrintFunctionalType(inputs, results []ir.Type) {
	p.b.WriteString("(")
	p.printTypes(inputs)
	p.b.WriteString(") -> ")
	if len(results) == 1 {
		p.PrintType(results[0])
		return
	}
	p.b.WriteString("(")
	p.printTypes(results)
	p.b.WriteString(")")
}

func (p *fakePrinter) printTypes(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func (p *fakePrinter) PrintArrowTypeList([]ir.Type)             {}
func (p *fakePrinter) PrintGenericOp(*ir.Operation)             {}
func (p *fakePrinter) ShadowRegionArgs(*ir.Region, []*ir.Value) {}
func (p *fakePrinter) PrintCustomOrGenericOp(*ir.Operation)     {}

// fakeParser is a minimal ir.OpAsmParser over one op's text after its name. Operands
// resolve to block arguments made on first use with the type they resolve with.
type fakeParser struct {
	ctx    *ir.Context
	s      string
	pos    int
	vals   map[string]*ir.Value
	blocks map[string]*ir.Block
}

func (p *fakeParser) rest() string {
	for p.pos < len(p.s) && p.s[p.pos] == ' ' {
		p.pos++
	}
	return p.s[p.pos:]
}

func (p *fakeParser) Context() *ir.Context { return p.ctx }
func (p *fakeParser) Errorf(format string, args ...any) error {
	return fmt.Errorf("%d: %s", p.pos, fmt.Sprintf(format, args...))
}
func (p *fakeParser) Pos() ir.Location       { return p.ctx.FileLineColLoc("t", 1, p.pos) }
func (p *fakeParser) SourceLoc() ir.Location { return p.Pos() }
func (p *fakeParser) ErrorfAt(loc ir.Location, format string, args ...any) error {
	return fmt.Errorf("at %s: %s", ir.LocString(loc), fmt.Sprintf(format, args...))
}

func identLen(s string) int {
	n := 0
	for n < len(s) {
		c := s[n]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || n > 0 && (c >= '0' && c <= '9' || c == '.' || c == '$') {
			n++
			continue
		}
		break
	}
	return n
}

func (p *fakeParser) PeekKeyword() string {
	r := p.rest()
	return r[:identLen(r)]
}

func (p *fakeParser) ParseOptionalKeywordIdent() (string, bool) {
	kw := p.PeekKeyword()
	p.pos += len(kw)
	return kw, kw != ""
}

func (p *fakeParser) ParseKeywordIdent() (string, error) {
	if kw, ok := p.ParseOptionalKeywordIdent(); ok {
		return kw, nil
	}
	return "", p.Errorf("expected keyword")
}

func (p *fakeParser) ParseOptionalKeyword(kw string) bool {
	if p.PeekKeyword() != kw {
		return false
	}
	p.pos += len(kw)
	return true
}

func (p *fakeParser) ParseKeyword(kw string) error {
	if !p.ParseOptionalKeyword(kw) {
		return p.Errorf("expected '%s'", kw)
	}
	return nil
}

func (p *fakeParser) ParseKeywordOrString() (string, error) { return p.ParseKeywordIdent() }

func (p *fakeParser) PeekPunct(s string) bool {
	r := p.rest()
	return strings.HasPrefix(r, s) && !(s == "-" && strings.HasPrefix(r, "->"))
}

func (p *fakeParser) ParseOptionalPunct(s string) bool {
	if !p.PeekPunct(s) {
		return false
	}
	p.pos += len(s)
	return true
}

func (p *fakeParser) ParsePunct(s string) error {
	if !p.ParseOptionalPunct(s) {
		return p.Errorf("expected '%s'", s)
	}
	return nil
}

func (p *fakeParser) ParseOptionalInteger() (int64, bool, error) {
	r := p.rest()
	n := 0
	if strings.HasPrefix(r, "-") {
		n++
	}
	for n < len(r) && r[n] >= '0' && r[n] <= '9' {
		n++
	}
	if n == 0 || r[:n] == "-" {
		return 0, false, nil
	}
	v, err := strconv.ParseInt(r[:n], 10, 64)
	p.pos += n
	return v, true, err
}

func (p *fakeParser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err == nil && !ok {
		err = p.Errorf("expected integer")
	}
	return v, err
}

func (p *fakeParser) ParseFloat() (float64, error) { return 0, p.Errorf("no floats") }

func (p *fakeParser) ParseOptionalString() (string, bool, error) {
	r := p.rest()
	if !strings.HasPrefix(r, `"`) {
		return "", false, nil
	}
	end := strings.IndexByte(r[1:], '"')
	p.pos += end + 2
	return r[1 : end+1], true, nil
}

func (p *fakeParser) ParseString() (string, error) {
	s, ok, err := p.ParseOptionalString()
	if err == nil && !ok {
		err = p.Errorf("expected string")
	}
	return s, err
}

func (p *fakeParser) ParseOptionalType() (ir.Type, bool, error) {
	r := p.rest()
	kw := p.PeekKeyword()
	switch {
	case strings.HasPrefix(r, "!t.ptr"):
		p.pos += len("!t.ptr")
		if err := p.ParsePunct("<"); err != nil {
			return nil, false, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, false, err
		}
		return ptrOf(p.ctx, t), true, p.ParsePunct(">")
	case strings.HasPrefix(r, "("):
		ft, err := p.ParseFunctionalType()
		return ft, err == nil, err
	case kw == "index":
		p.pos += len(kw)
		return p.ctx.IndexType(), true, nil
	case kw == "f16" || kw == "f32":
		p.pos += len(kw)
		if kw == "f16" {
			return p.ctx.F16(), true, nil
		}
		return p.ctx.F32(), true, nil
	case len(kw) > 1 && kw[0] == 'i':
		w, err := strconv.Atoi(kw[1:])
		if err != nil {
			return nil, false, nil
		}
		p.pos += len(kw)
		return p.ctx.IntegerType(w), true, nil
	case kw == "tensor":
		p.pos += len(kw)
		if err := p.ParsePunct("<"); err != nil {
			return nil, false, err
		}
		dims, err := p.ParseDimensionList(false)
		if err != nil {
			return nil, false, err
		}
		elem, err := p.ParseType()
		if err != nil {
			return nil, false, err
		}
		return p.ctx.RankedTensorType(dims, elem, nil), true, p.ParsePunct(">")
	}
	return nil, false, nil
}

func (p *fakeParser) ParseType() (ir.Type, error) {
	t, ok, err := p.ParseOptionalType()
	if err == nil && !ok {
		err = p.Errorf("expected type")
	}
	return t, err
}

func (p *fakeParser) ParseColonType() (ir.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return p.ParseType()
}

func (p *fakeParser) ParseOptionalAttribute(t ir.Type) (ir.Attribute, bool, error) {
	switch kw := p.PeekKeyword(); kw {
	case "true", "false":
		p.pos += len(kw)
		return p.ctx.BoolAttr(kw == "true"), true, nil
	case "unit":
		p.pos += len(kw)
		return p.ctx.UnitAttr(), true, nil
	case "array":
		p.pos += len(kw)
		var vs []int32
		if err := p.ParsePunct("<"); err != nil {
			return nil, false, err
		}
		if err := p.ParseKeyword("i32"); err != nil {
			return nil, false, err
		}
		if p.ParseOptionalPunct(":") {
			for {
				v, err := p.ParseInteger()
				if err != nil {
					return nil, false, err
				}
				vs = append(vs, int32(v))
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
		}
		return p.ctx.DenseI32ArrayAttr(vs), true, p.ParsePunct(">")
	}
	if s, ok, err := p.ParseOptionalString(); ok || err != nil {
		return p.ctx.StringAttr(s), ok, err
	}
	if p.ParseOptionalPunct("@") {
		name, err := p.ParseKeywordIdent()
		return p.ctx.SymbolRefAttr(name), true, err
	}
	v, ok, err := p.ParseOptionalInteger()
	if !ok || err != nil {
		return nil, ok, err
	}
	if t == nil {
		t = p.ctx.I64()
		if p.ParseOptionalPunct(":") {
			if t, err = p.ParseType(); err != nil {
				return nil, false, err
			}
		}
	}
	return p.ctx.IntegerAttr(t, v), true, nil
}

func (p *fakeParser) ParseAttribute(t ir.Type) (ir.Attribute, error) {
	a, ok, err := p.ParseOptionalAttribute(t)
	if err == nil && !ok {
		err = p.Errorf("expected attribute")
	}
	return a, err
}

func (p *fakeParser) ParseOptionalAttrDict() ([]ir.NamedAttribute, error) {
	var out []ir.NamedAttribute
	if !p.PeekPunct("{") {
		return nil, nil
	}
	err := p.ParseCommaSeparatedList(ir.DelimBrace, func() error {
		name, err := p.ParseKeywordIdent()
		if err != nil {
			return err
		}
		var v ir.Attribute = p.ctx.UnitAttr()
		if p.ParseOptionalPunct("=") {
			if v, err = p.ParseAttribute(nil); err != nil {
				return err
			}
		}
		out = append(out, ir.NamedAttribute{Name: name, Value: v})
		return nil
	})
	return out, err
}

func (p *fakeParser) ParseSymbolName() (string, error) {
	if err := p.ParsePunct("@"); err != nil {
		return "", err
	}
	return p.ParseKeywordIdent()
}

func (p *fakeParser) ParseOptionalSymbolName() (string, bool) {
	if !p.PeekPunct("@") {
		return "", false
	}
	s, err := p.ParseSymbolName()
	return s, err == nil
}

func (p *fakeParser) ParseDimensionList(bool) ([]int64, error) {
	var dims []int64
	for {
		r := p.rest()
		n := 0
		for n < len(r) && r[n] >= '0' && r[n] <= '9' {
			n++
		}
		if n == 0 || n >= len(r) || r[n] != 'x' {
			return dims, nil
		}
		d, _ := strconv.ParseInt(r[:n], 10, 64)
		dims = append(dims, d)
		p.pos += n + 1
	}
}

func (p *fakeParser) ParseCommaSeparatedList(delim ir.Delimiter, fn func() error) error {
	open, close := map[ir.Delimiter][2]string{ir.DelimParen: {"(", ")"}, ir.DelimBrace: {"{", "}"}, ir.DelimSquare: {"[", "]"}}[delim][0],
		map[ir.Delimiter][2]string{ir.DelimParen: {"(", ")"}, ir.DelimBrace: {"{", "}"}, ir.DelimSquare: {"[", "]"}}[delim][1]
	if err := p.ParsePunct(open); err != nil {
		return err
	}
	if p.ParseOptionalPunct(close) {
		return nil
	}
	for {
		if err := fn(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			return p.ParsePunct(close)
		}
	}
}

func (p *fakeParser) ParseFloatOfType(*ir.FloatType) (uint64, error) { return 0, p.Errorf("no floats") }

func (p *fakeParser) ParseOptionalOperand() (ir.UnresolvedOperand, bool, error) {
	if !p.ParseOptionalPunct("%") {
		return ir.UnresolvedOperand{}, false, nil
	}
	name, err := p.ParseKeywordIdent()
	return ir.UnresolvedOperand{Name: name}, true, err
}

func (p *fakeParser) ParseOperand() (ir.UnresolvedOperand, error) {
	u, ok, err := p.ParseOptionalOperand()
	if err == nil && !ok {
		err = p.Errorf("expected SSA operand")
	}
	return u, err
}

func (p *fakeParser) ParseOperandList(ir.Delimiter) ([]ir.UnresolvedOperand, error) {
	return nil, p.Errorf("unused")
}

func (p *fakeParser) ResolveOperand(u ir.UnresolvedOperand, t ir.Type) (*ir.Value, error) {
	if v, ok := p.vals[u.Name]; ok {
		if v.Type() != t {
			return nil, fmt.Errorf("use of value '%%%s' expects different type than prior uses", u.Name)
		}
		return v, nil
	}
	v := ir.NewBlock([]ir.Type{t}, nil).Argument(0)
	p.vals[u.Name] = v
	return v, nil
}

func (p *fakeParser) ResolveOperands(us []ir.UnresolvedOperand, ts []ir.Type) ([]*ir.Value, error) {
	vs := make([]*ir.Value, len(us))
	for i, u := range us {
		v, err := p.ResolveOperand(u, ts[i])
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

func (p *fakeParser) ParseArgument(bool, bool) (ir.Argument, error) {
	return ir.Argument{}, p.Errorf("unused")
}
func (p *fakeParser) ParseOptionalArgument(bool, bool) (ir.Argument, bool, error) {
	return ir.Argument{}, false, nil
}
func (p *fakeParser) ParseArgumentList(ir.Delimiter, bool, bool) ([]ir.Argument, error) {
	return nil, p.Errorf("unused")
}

// ParseRegion reads `{N}` as a region of N empty blocks, as fakePrinter prints regions.
func (p *fakeParser) ParseRegion(r *ir.Region, _ []ir.Argument, _ bool) error {
	if err := p.ParsePunct("{"); err != nil {
		return err
	}
	n, err := p.ParseInteger()
	if err != nil {
		return err
	}
	for range n {
		r.Append(ir.NewBlock(nil, nil))
	}
	return p.ParsePunct("}")
}

func (p *fakeParser) ParseOptionalRegion(r *ir.Region, args []ir.Argument, shadow bool) (bool, error) {
	if !p.PeekPunct("{") {
		return false, nil
	}
	return true, p.ParseRegion(r, args, shadow)
}

// ParseOptionalSuccessor reads `^bbN` as a block with N arguments.
func (p *fakeParser) ParseOptionalSuccessor() (*ir.Block, bool, error) {
	if !p.ParseOptionalPunct("^") {
		return nil, false, nil
	}
	name, err := p.ParseKeywordIdent()
	if err != nil {
		return nil, false, err
	}
	if b, ok := p.blocks[name]; ok {
		return b, true, nil
	}
	n, _ := strconv.Atoi(strings.TrimPrefix(name, "bb"))
	b := ir.NewBlock(make([]ir.Type, n), nil)
	for i := range n {
		b.Argument(i).SetType(p.ctx.I32())
	}
	p.blocks[name] = b
	return b, true, nil
}

func (p *fakeParser) ParseSuccessor() (*ir.Block, error) {
	b, ok, err := p.ParseOptionalSuccessor()
	if err == nil && !ok {
		err = p.Errorf("expected successor")
	}
	return b, err
}

func (p *fakeParser) ParseSuccessorAndUseList() (*ir.Block, []*ir.Value, error) {
	b, err := p.ParseSuccessor()
	return b, nil, err
}

func (p *fakeParser) ParseOptionalAttrDictWithKeyword() ([]ir.NamedAttribute, error) {
	if !p.ParseOptionalKeyword("attributes") {
		return nil, nil
	}
	return p.ParseOptionalAttrDict()
}

func (p *fakeParser) ParseOptionalLocationSpecifier() (ir.Location, error) { return nil, nil }
func (p *fakeParser) ParseColonTypeList() ([]ir.Type, error)               { return nil, p.Errorf("unused") }
func (p *fakeParser) ParseOptionalArrowTypeList() ([]ir.Type, error)       { return nil, nil }

func (p *fakeParser) ParseFunctionalType() (*ir.FunctionType, error) {
	var ins, outs []ir.Type
	list := func(ts *[]ir.Type) error {
		return p.ParseCommaSeparatedList(ir.DelimParen, func() error {
			t, err := p.ParseType()
			*ts = append(*ts, t)
			return err
		})
	}
	if err := list(&ins); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	if p.PeekPunct("(") {
		if err := list(&outs); err != nil {
			return nil, err
		}
	} else {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		outs = []ir.Type{t}
	}
	return p.ctx.FunctionType(ins, outs), nil
}

func (p *fakeParser) ParseGenericOperationAfterName(*ir.OperationState) error {
	return p.Errorf("unused")
}
func (p *fakeParser) NumResults() int       { return 0 }
func (p *fakeParser) ResultName(int) string { return "" }
