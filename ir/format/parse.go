package format

import (
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// Parse parses the custom form of an op after its name with def's assembly format into st:
// operands resolved with their types, result types in result order, format-bound attributes
// and operandSegmentSizes/resultSegmentSizes in st.Props, attr-dict entries in st.Attrs,
// regions and successors.
func Parse(def *ir.OpDef, p ir.OpAsmParser, st *ir.OperationState) error {
	f, err := Compile(def)
	if err != nil {
		return p.Errorf("%v", err)
	}
	return f.Parse(p, st)
}

// Parse parses an op with the format (see the package function Parse).
func (f *Format) Parse(p ir.OpAsmParser, st *ir.OperationState) error {
	ps := parserPool.Get().(*parser)
	ps.reset(f, p, st)
	err := ps.elements(f.elems)
	if err == nil {
		err = ps.finish()
	}
	ps.reset(nil, nil, nil)
	parserPool.Put(ps)
	return err
}

// parserPool recycles parsers with their buffers: ops are parsed one after the other (nested
// ones while their parent's parser is in use), each with a parser sized like the last.
var parserPool = sync.Pool{New: func() any { return new(parser) }}

// reset prepares ps to parse an op with f, keeping its buffers; f nil clears it for the pool.
func (ps *parser) reset(f *Format, p ir.OpAsmParser, st *ir.OperationState) {
	no, nr, nreg, nsucc := 0, 0, 0, 0
	if f != nil {
		d := f.def
		no, nr, nreg, nsucc = len(d.Operands), len(d.Results), len(d.Regions), len(d.Successors)
	}
	ps.f, ps.p, ps.st, ps.loc = f, p, st, nil
	if p != nil {
		ps.loc = p.Pos()
	}
	// The operand and result slots share their backing arrays.
	ps.types = resize(ps.types, no+nr)
	ps.typed = resize(ps.typed, no+nr)
	ps.operandTypes, ps.resultTypes = ps.types[:no:no], ps.types[no:]
	ps.operandTyped, ps.resultTyped = ps.typed[:no:no], ps.typed[no:]
	ps.operands = resize(ps.operands, no)
	ps.regions = resize(ps.regions, nreg)
	ps.successors = resize(ps.successors, nsucc)
	ps.allOperands, ps.allOperandTys, ps.allResultTys = nil, nil, nil
	ps.allRegions, ps.allSuccessors, ps.attrDictParsed = nil, nil, nil
	clear(ps.attrs)
	ps.attrs = ps.attrs[:0]
	clear(ps.useArena)
	ps.useArena = ps.useArena[:0]
	clear(ps.typeArena)
	ps.typeArena = ps.typeArena[:0]
	ps.intArena = ps.intArena[:0]
}

// resize returns s with n zero elements, reusing its array when large enough. Elements
// past len(s) are always zero (only the first len are ever set), so clearing those suffices
// for a pooled parser to keep no IR alive.
func resize[T any](s []T, n int) []T {
	clear(s)
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// setAttr records an attribute the format bound (the last one bound under a name wins).
func (ps *parser) setAttr(name string, a ir.Attribute) {
	for i := range ps.attrs {
		if ps.attrs[i].Name == name {
			ps.attrs[i].Value = a
			return
		}
	}
	ps.attrs = append(ps.attrs, ir.NamedAttribute{Name: name, Value: a})
}

// boundAttr returns the attribute the format bound under name, or nil.
func (ps *parser) boundAttr(name string) ir.Attribute { return ir.LookupAttr(ps.attrs, name) }

// uses returns us appended to the operand arena: a slice of the op's operands that lives
// until the op is parsed.
func (ps *parser) uses(us ...ir.UnresolvedOperand) []ir.UnresolvedOperand {
	at := len(ps.useArena)
	ps.useArena = append(ps.useArena, us...)
	return ps.useArena[at:len(ps.useArena):len(ps.useArena)]
}

// typesOf returns ts appended to the type arena (see uses).
func (ps *parser) typesOf(ts ...ir.Type) []ir.Type {
	at := len(ps.typeArena)
	ps.typeArena = append(ps.typeArena, ts...)
	return ps.typeArena[at:len(ps.typeArena):len(ps.typeArena)]
}

// ints returns n zeroed ints from the int arena (see uses).
func (ps *parser) ints(n int) []int {
	at := len(ps.intArena)
	for range n {
		ps.intArena = append(ps.intArena, 0)
	}
	return ps.intArena[at:len(ps.intArena):len(ps.intArena)]
}

// parser holds what the format has parsed so far, for resolution once all of it is read
// (MLIR resolves operands after the whole format, so types may follow their operands).
type parser struct {
	f   *Format
	p   ir.OpAsmParser
	st  *ir.OperationState
	loc ir.Location

	operands       [][]ir.UnresolvedOperand
	allOperands    []ir.UnresolvedOperand
	types          [][]ir.Type
	typed          []bool
	operandTypes   [][]ir.Type
	operandTyped   []bool
	resultTypes    [][]ir.Type
	resultTyped    []bool
	allOperandTys  []ir.Type
	allResultTys   []ir.Type
	attrs          []ir.NamedAttribute
	regions        [][]*ir.Region
	allRegions     []*ir.Region
	successors     [][]*ir.Block
	allSuccessors  []*ir.Block
	attrDictParsed []ir.NamedAttribute

	// The arenas hold small slices handed out while one op is parsed (see uses).
	useArena  []ir.UnresolvedOperand
	typeArena []ir.Type
	intArena  []int
}

// addAttrDict records the entries of an attr-dict; finish copies them into the op's state.
func (ps *parser) addAttrDict(attrs []ir.NamedAttribute) {
	if len(ps.attrDictParsed) == 0 {
		ps.attrDictParsed = attrs
		return
	}
	ps.attrDictParsed = append(ps.attrDictParsed[:len(ps.attrDictParsed):len(ps.attrDictParsed)], attrs...)
}

// elements parses elems in order.
func (ps *parser) elements(elems []*element) error {
	for _, e := range elems {
		if err := ps.element(e); err != nil {
			return err
		}
	}
	return nil
}

// literal parses a literal.
func (ps *parser) literal(lit string) error {
	if isIdentStart(lit[0]) {
		return ps.p.ParseKeyword(lit)
	}
	return ps.p.ParsePunct(lit)
}

// optionalLiteral parses a literal if it is next.
func (ps *parser) optionalLiteral(lit string) bool {
	if isIdentStart(lit[0]) {
		return ps.p.ParseOptionalKeyword(lit)
	}
	return ps.p.ParseOptionalPunct(lit)
}

// element parses one element.
func (ps *parser) element(e *element) error {
	d := ps.f.def
	switch e.kind {
	case kLiteral:
		return ps.literal(e.text)
	case kSpace:
		return nil
	case kOperand:
		us, err := ps.operandList(d.Operands[e.idx].Kind)
		ps.operands[e.idx] = us
		return err
	case kOperands:
		us, err := ps.operandList(ir.Variadic)
		ps.allOperands = us
		return err
	case kAttr:
		_, err := ps.attr(e, false)
		return err
	case kAttrDict:
		var attrs []ir.NamedAttribute
		var err error
		if e.withKeyword {
			attrs, err = ps.p.ParseOptionalAttrDictWithKeyword()
		} else {
			attrs, err = ps.p.ParseOptionalAttrDict()
		}
		ps.addAttrDict(attrs)
		return err
	case kPropDict:
		return ps.propDict()
	case kRegion:
		rs, err := ps.regionList(d.Regions[e.idx].Kind, false)
		ps.regions[e.idx] = rs
		return err
	case kRegions:
		rs, err := ps.regionList(ir.Variadic, false)
		ps.allRegions = rs
		return err
	case kSuccessor:
		bs, err := ps.successorList(d.Successors[e.idx].Kind)
		ps.successors[e.idx] = bs
		return err
	case kSuccessors:
		bs, err := ps.successorList(ir.Variadic)
		ps.allSuccessors = bs
		return err
	case kType:
		return ps.typeDirective(e)
	case kFunctionalType:
		ft, err := ps.p.ParseFunctionalType()
		if err != nil {
			return err
		}
		ps.setTypes(e.args[0], ft.Inputs)
		ps.setTypes(e.args[1], ft.Results)
		return nil
	case kOptional:
		return ps.optional(e)
	case kOIList:
		return ps.oilist(e)
	case kCustom:
		_, err := ps.custom(e, false)
		return err
	}
	return nil
}

// operandList parses operands of a slot of kind k: one, zero or one, or a comma list.
func (ps *parser) operandList(k ir.ValueKind) ([]ir.UnresolvedOperand, error) {
	if k == ir.Single {
		u, err := ps.p.ParseOperand()
		if err != nil {
			return nil, err
		}
		return ps.uses(u), nil
	}
	u, ok, err := ps.p.ParseOptionalOperand()
	if err != nil || !ok {
		return nil, err
	}
	at := len(ps.useArena)
	ps.useArena = append(ps.useArena, u)
	for k == ir.Variadic && ps.p.ParseOptionalPunct(",") {
		u, err := ps.p.ParseOperand()
		if err != nil {
			return nil, err
		}
		ps.useArena = append(ps.useArena, u)
	}
	return ps.useArena[at:len(ps.useArena):len(ps.useArena)], nil
}

// attr parses an attribute bound by the format; optional says it gates an optional group
// (then its absence is no error). It reports whether the attribute was there.
func (ps *parser) attr(e *element, optional bool) (bool, error) {
	s := &ps.f.def.Attrs[e.idx]
	ctx := ps.p.Context()
	var t ir.Type
	if s.Type != nil {
		t = s.Type(ctx)
	}
	var a ir.Attribute
	switch {
	case s.Parse != nil && !e.qualified:
		// A hook reads its own syntax; as the first element of an optional group it is tried
		// only when a keyword is next, the form enum attributes take.
		if optional && ps.p.PeekKeyword() == "" {
			return false, nil
		}
		v, err := s.Parse(ps.p)
		if err != nil {
			return false, err
		}
		a = v
	case optional:
		// A `{` after an absent anchor starts the attribute dictionary, and `loc(` the op's
		// trailing location, whose alias may be defined further down.
		if ps.p.PeekPunct("{") || ps.p.PeekKeyword() == "loc" {
			return false, nil
		}
		v, ok, err := ps.p.ParseOptionalAttribute(t)
		if err != nil || !ok {
			return false, err
		}
		a = v
	default:
		v, err := ps.p.ParseAttribute(t)
		if err != nil {
			return false, err
		}
		a = v
	}
	ps.setAttr(s.Name, a)
	return true, nil
}

// regionList parses regions of a slot of kind k; optional makes a single region optional.
func (ps *parser) regionList(k ir.ValueKind, optional bool) ([]*ir.Region, error) {
	if k != ir.Variadic {
		r := ir.NewRegion()
		if optional || k == ir.Optional {
			ok, err := ps.p.ParseOptionalRegion(r, nil, false)
			if err != nil || !ok {
				return nil, err
			}
			return []*ir.Region{r}, nil
		}
		return []*ir.Region{r}, ps.p.ParseRegion(r, nil, false)
	}
	r := ir.NewRegion()
	ok, err := ps.p.ParseOptionalRegion(r, nil, false)
	if err != nil || !ok {
		return nil, err
	}
	rs := []*ir.Region{r}
	for ps.p.ParseOptionalPunct(",") {
		r := ir.NewRegion()
		if err := ps.p.ParseRegion(r, nil, false); err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// successorList parses successors of a slot of kind k.
func (ps *parser) successorList(k ir.ValueKind) ([]*ir.Block, error) {
	if k == ir.Single {
		b, err := ps.p.ParseSuccessor()
		if err != nil {
			return nil, err
		}
		return []*ir.Block{b}, nil
	}
	b, ok, err := ps.p.ParseOptionalSuccessor()
	if err != nil || !ok {
		return nil, err
	}
	bs := []*ir.Block{b}
	for k == ir.Variadic && ps.p.ParseOptionalPunct(",") {
		b, err := ps.p.ParseSuccessor()
		if err != nil {
			return nil, err
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// kindOf returns the ValueKind of the argument of a type directive.
func (ps *parser) kindOf(a *element) ir.ValueKind {
	switch a.kind {
	case kOperand:
		return ps.f.def.Operands[a.idx].Kind
	case kResult:
		return ps.f.def.Results[a.idx].Kind
	}
	return ir.Variadic
}

// typeDirective parses type(...): one type, an optional type or a comma list; a single
// value of a slot with ParseStripped may be written stripped unless qualified.
func (ps *parser) typeDirective(e *element) error {
	a := e.args[0]
	var ts []ir.Type
	switch ps.kindOf(a) {
	case ir.Single:
		var s *ir.ValueSpec
		if a.kind == kOperand {
			s = &ps.f.def.Operands[a.idx]
		} else {
			s = &ps.f.def.Results[a.idx]
		}
		var t ir.Type
		var err error
		loc := ps.p.Pos()
		if s.ParseStripped != nil && !e.qualified {
			var ok bool
			t, ok, err = ps.p.ParseOptionalType()
			if err == nil && !ok {
				t, err = s.ParseStripped(ps.p)
			}
		} else {
			t, err = ps.p.ParseType()
		}
		if err != nil {
			return err
		}
		if s.Class != nil && !s.Class.Has(t) {
			return ps.wrongTypeClass(loc, s.Class, t)
		}
		ts = ps.typesOf(t)
	default:
		t, ok, err := ps.p.ParseOptionalType()
		if err != nil {
			return err
		}
		if ok {
			at := len(ps.typeArena)
			ps.typeArena = append(ps.typeArena, t)
			for ps.kindOf(a) == ir.Variadic && ps.p.ParseOptionalPunct(",") {
				t, err := ps.p.ParseType()
				if err != nil {
					return err
				}
				ps.typeArena = append(ps.typeArena, t)
			}
			ts = ps.typeArena[at:len(ps.typeArena):len(ps.typeArena)]
		}
	}
	ps.setTypes(a, ts)
	return nil
}

// wrongTypeClass reports a type not of the class its slot admits, with MLIR's message.
func (ps *parser) wrongTypeClass(loc ir.Location, class *ir.TypeClass, t ir.Type) error {
	if tp, ok := ps.p.(ir.TypePrinter); ok {
		return ps.p.ErrorfAt(loc, "invalid kind of type specified: expected %s, but found '%s'", class.Name, tp.TypeString(t))
	}
	return ps.p.ErrorfAt(loc, "invalid kind of type specified: expected %s", class.Name)
}

// setTypes records the types parsed for the argument of a type directive.
func (ps *parser) setTypes(a *element, ts []ir.Type) {
	switch a.kind {
	case kOperand:
		ps.operandTypes[a.idx], ps.operandTyped[a.idx] = ts, true
	case kResult:
		ps.resultTypes[a.idx], ps.resultTyped[a.idx] = ts, true
	case kOperands:
		ps.allOperandTys = ts
	case kResults:
		ps.allResultTys = ts
	}
}

// optional parses an optional group: its first element decides whether the rest follows.
func (ps *parser) optional(e *element) error {
	taken, err := ps.optionalFirst(firstParsable(e.then))
	if err != nil {
		return err
	}
	elems := e.then
	if !taken {
		if e.els == nil {
			return nil
		}
		elems = e.els
	} else if e.unitAnchor {
		ps.setAttr(e.anchor.text, ps.p.Context().UnitAttr())
	}
	first := firstParsable(elems)
	for _, el := range elems {
		if el == first && taken || el == e.anchor && e.unitAnchor {
			continue
		}
		if err := ps.element(el); err != nil {
			return err
		}
	}
	return nil
}

// optionalFirst parses the first element of an optional group if it is there.
func (ps *parser) optionalFirst(first *element) (bool, error) {
	switch first.kind {
	case kLiteral:
		return ps.optionalLiteral(first.text), nil
	case kOperand:
		us, err := ps.operandList(ps.f.def.Operands[first.idx].Kind)
		ps.operands[first.idx] = us
		return len(us) > 0, err
	case kAttr:
		return ps.attr(first, true)
	case kRegion:
		rs, err := ps.regionList(ps.f.def.Regions[first.idx].Kind, true)
		ps.regions[first.idx] = rs
		return len(rs) > 0, err
	case kCustom:
		return ps.custom(first, true)
	}
	return false, nil
}

// propDict parses the `<{...}>` of prop-dict, if present, into the format's attributes.
func (ps *parser) propDict() error {
	if !ps.p.ParseOptionalPunct("<") {
		return nil
	}
	loc := ps.p.Pos()
	props, err := ps.p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	for _, a := range props {
		if ps.f.def.Attr(a.Name) == nil {
			return ps.p.ErrorfAt(loc, "unknown property '%s'", a.Name)
		}
		ps.setAttr(a.Name, a.Value)
	}
	return ps.p.ParsePunct(">")
}

// oilist parses oilist clauses in any order, each at most once.
func (ps *parser) oilist(e *element) error {
	seen := make([]bool, len(e.clauses))
	for {
		matched := false
		for i, c := range e.clauses {
			if !ps.p.ParseOptionalKeyword(c.keyword) {
				continue
			}
			if seen[i] {
				return ps.p.ErrorfAt(ps.loc, "`%s` clause can appear at most once in the expansion of the oilist directive", c.keyword)
			}
			seen[i], matched = true, true
			if u := unitClause(ps.f.def, c); u != nil {
				ps.setAttr(u.text, ps.p.Context().UnitAttr())
				continue
			}
			if err := ps.elements(c.elems); err != nil {
				return err
			}
		}
		if !matched {
			return nil
		}
	}
}

// custom parses a custom directive and records what it filled in; optional says it starts an
// optional group, and the result reports whether it was there.
func (ps *parser) custom(e *element, optional bool) (bool, error) {
	d := ps.f.def
	args := make([]*ir.CustomArg, len(e.args))
	for i, a := range e.args {
		args[i] = ps.customArg(a)
	}
	dir := d.CustomDirectives[e.text]
	if optional {
		if ok, err := dir.ParseOptional(ps.p, args); err != nil || !ok {
			return false, err
		}
	} else if err := dir.Parse(ps.p, args); err != nil {
		return false, err
	}
	for i, a := range e.args {
		arg := args[i]
		switch a.kind {
		case kOperand:
			ps.operands[a.idx] = arg.Operands
			if seg := d.Operands[a.idx].Segments; seg != "" {
				ps.setAttr(seg, ps.p.Context().DenseI32ArrayAttr(arg.Groups))
			}
		case kType:
			ps.setTypes(a.args[0], arg.Types)
		case kAttr:
			if arg.Attr != nil {
				ps.setAttr(a.text, arg.Attr)
			}
		case kRegion:
			ps.regions[a.idx] = arg.Regions
		case kSuccessor:
			ps.successors[a.idx] = arg.Successors
		case kAttrDict:
			ps.addAttrDict(arg.Attrs)
		}
	}
	return true, nil
}

// customArg makes the argument for a custom directive parser: empty slots to fill, or for
// ref(...) what was parsed before.
func (ps *parser) customArg(a *element) *ir.CustomArg {
	d := ps.f.def
	ref := a.kind == kRef
	if ref {
		a = a.args[0]
	}
	var arg *ir.CustomArg
	switch a.kind {
	case kOperand:
		arg = &ir.CustomArg{Kind: ir.CustomOperand, Name: a.text, Count: d.Operands[a.idx].Kind}
		if ref {
			arg.Operands = ps.operands[a.idx]
		}
	case kType:
		arg = &ir.CustomArg{Kind: ir.CustomType, Name: a.args[0].text, Count: ps.kindOf(a.args[0])}
		if ref {
			switch t := a.args[0]; t.kind {
			case kOperand:
				arg.Types = ps.operandTypes[t.idx]
			case kResult:
				arg.Types = ps.resultTypes[t.idx]
			}
		}
	case kAttr:
		arg = &ir.CustomArg{Kind: ir.CustomAttr, Name: a.text}
		if ref {
			arg.Attr = ps.boundAttr(a.text)
		}
	case kRegion:
		arg = &ir.CustomArg{Kind: ir.CustomRegion, Name: a.text, Count: d.Regions[a.idx].Kind}
		switch {
		case ref:
			arg.Regions = ps.regions[a.idx]
		case arg.Count != ir.Variadic:
			arg.Regions = []*ir.Region{ir.NewRegion()}
		}
	case kSuccessor:
		arg = &ir.CustomArg{Kind: ir.CustomSuccessor, Name: a.text, Count: d.Successors[a.idx].Kind}
		if ref {
			arg.Successors = ps.successors[a.idx]
		}
	case kAttrDict:
		arg = &ir.CustomArg{Kind: ir.CustomAttrDict}
		if ref {
			arg.Attrs = ps.attrDictParsed
		}
	default: // kString
		arg = &ir.CustomArg{Kind: ir.CustomString, String: a.text}
	}
	arg.Ref = ref
	return arg
}
