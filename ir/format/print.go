package format

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// Print prints op after its name with def's assembly format, spacing the elements as the
// printers that mlir-tblgen generates do. The caller has written the results and the op
// name. A format that does not compile is a bug in the op's definition and panics.
func Print(def *ir.OpDef, p ir.OpAsmPrinter, op *ir.Operation) {
	f, err := Compile(def)
	if err != nil {
		panic(err)
	}
	f.Print(p, op)
}

// Print prints op after its name (see the package function Print).
func (f *Format) Print(p ir.OpAsmPrinter, op *ir.Operation) {
	pr := printers.Get().(*printer)
	pr.f, pr.p, pr.op = f, p, op
	pr.shouldEmitSpace, pr.lastWasPunctua = true, false
	pr.operands = ir.AppendSegmentBounds(pr.operands[:0], op.NumOperands(), f.def.Operands, op.Attr(ir.OperandSegmentSizesAttr))
	pr.results = ir.AppendSegmentBounds(pr.results[:0], op.NumResults(), f.def.Results, op.Attr(ir.ResultSegmentSizesAttr))
	pr.elements(f.elems, nil)
	pr.p, pr.op = nil, nil
	printers.Put(pr)
}

// printers recycles the state of printing one op, with its scratch slices.
var printers = sync.Pool{New: func() any { return new(printer) }}

// printer holds the state of printing one op: MLIR's shouldEmitSpace and
// lastWasPunctuation flags, the bounds of the op's operands and results by slot (slot i
// holds values bounds[i] to bounds[i+1]) and scratch space reused from op to op.
type printer struct {
	f                               *Format
	p                               ir.OpAsmPrinter
	op                              *ir.Operation
	operands, results               []int
	shouldEmitSpace, lastWasPunctua bool
	elided                          []string
	attrs                           []ir.NamedAttribute
	types                           [2][]ir.Type
	// argStore, argList, argValues and argTypes hold a custom directive's arguments.
	argStore  []ir.CustomArg
	argList   []*ir.CustomArg
	argValues []*ir.Value
	argTypes  []ir.Type
}

// ownedTail returns list[start:] with no room to grow into what follows it, or nil when it is
// empty (as a list built by appending to nil would be).
func ownedTail[T any](list []T, start int) []T {
	if len(list) == start {
		return nil
	}
	return list[start:len(list):len(list)]
}

// shouldEmitSpaceBefore reports whether a literal gets a space before it, as OpFormatGen's
// function of that name decides.
func shouldEmitSpaceBefore(lit string, lastWasPunctuation bool) bool {
	if len(lit) != 1 && lit != "->" {
		return true
	}
	if lastWasPunctuation {
		return !strings.ContainsRune(">)}],", rune(lit[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(lit[0]))
}

// literal prints a literal with MLIR's spacing rules.
func (pr *printer) literal(lit string) {
	if pr.shouldEmitSpace && shouldEmitSpaceBefore(lit, pr.lastWasPunctua) {
		pr.p.WriteString(" ")
	}
	pr.p.WriteString(lit)
	pr.shouldEmitSpace = len(lit) != 1 || !strings.ContainsRune("<({[", rune(lit[0]))
	pr.lastWasPunctua = lit[0] != '_' && !isLetter(lit[0])
}

func isLetter(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// space handles a whitespace element: “ suppresses the next space, ` ` forces one.
func (pr *printer) space(text string) {
	switch text {
	case `\n`:
		pr.p.PrintNewline()
		return
	case " ":
		pr.p.WriteString(" ")
		pr.lastWasPunctua = false
	default:
		pr.lastWasPunctua = true
	}
	pr.shouldEmitSpace = false
}

// elements prints elems, skipping skip (an elided unit anchor).
func (pr *printer) elements(elems []*element, skip *element) {
	for _, e := range elems {
		if e != skip {
			pr.element(e)
		}
	}
}

// element prints one element.
func (pr *printer) element(e *element) {
	switch e.kind {
	case kLiteral:
		pr.literal(e.text)
		return
	case kSpace:
		pr.space(e.text)
		return
	case kOptional:
		var skip *element
		if e.unitAnchor {
			skip = e.anchor
		}
		if pr.present(e.anchor) {
			pr.elements(e.then, skip)
		} else {
			pr.elements(e.els, skip)
		}
		return
	case kOIList:
		for _, c := range e.clauses {
			if !pr.clausePresent(c) {
				continue
			}
			pr.literal(c.keyword)
			if unitClause(pr.f.def, c) == nil {
				pr.elements(c.elems, nil)
			}
		}
		return
	case kAttrDict:
		pr.attrDict(e.withKeyword)
		pr.lastWasPunctua = false
		return
	}
	if pr.shouldEmitSpace || !pr.lastWasPunctua {
		pr.p.WriteString(" ")
	}
	pr.lastWasPunctua = false
	pr.shouldEmitSpace = true
	d := pr.f.def
	switch e.kind {
	case kAttr:
		pr.attr(&d.Attrs[e.idx], pr.op.Attr(e.text), e.qualified)
	case kPropDict:
		pr.propDict()
	case kOperand:
		pr.printOperands(pr.operands[e.idx], pr.operands[e.idx+1])
	case kOperands:
		pr.printOperands(0, pr.op.NumOperands())
	case kRegion:
		pr.regions(pr.regionsOf(e.idx))
	case kRegions:
		pr.regions(pr.op.Regions())
	case kSuccessor:
		pr.successors(pr.successorsOf(e.idx))
	case kSuccessors:
		pr.successors(pr.op.Successors())
	case kType:
		pr.typeDirective(e)
	case kFunctionalType:
		pr.types[0] = pr.appendTypes(pr.types[0][:0], e.args[0])
		pr.types[1] = pr.appendTypes(pr.types[1][:0], e.args[1])
		pr.p.PrintFunctionalType(pr.types[0], pr.types[1])
	case kCustom:
		pr.custom(e)
	}
}

// attr prints an attribute bound by the format; qualified prints it in full, as
// qualified($attr) does.
func (pr *printer) attr(s *ir.AttrSpec, a ir.Attribute, qualified bool) {
	switch {
	case a == nil:
	case qualified:
		pr.p.PrintAttribute(a)
	case s.Print != nil:
		s.Print(pr.p, a)
	case s.Type != nil:
		pr.p.PrintAttributeWithoutType(a)
	default:
		pr.p.PrintAttribute(a)
	}
}

// printOperands prints operands lo to hi separated by commas.
func (pr *printer) printOperands(lo, hi int) {
	for i := lo; i < hi; i++ {
		if i > lo {
			pr.p.WriteString(", ")
		}
		pr.p.PrintOperand(pr.op.Operand(i))
	}
}

// attrDict prints the attributes the format does not bind.
func (pr *printer) attrDict(withKeyword bool) {
	elided := append(pr.elided[:0], pr.f.elided...)
	for _, i := range pr.f.defaulted {
		s := &pr.f.def.Attrs[i]
		if pr.isDefault(s, pr.op.Attr(s.Name)) {
			elided = append(elided, s.Name)
		}
	}
	pr.elided = elided
	if pr.f.propDict {
		// prop-dict prints the inherent attributes.
		pr.attrs = append(pr.attrs[:0], pr.op.Attrs()...)
	} else {
		pr.attrs = appendAllAttrs(pr.attrs[:0], pr.op)
	}
	if withKeyword {
		pr.p.PrintOptionalAttrDictWithKeyword(pr.attrs, elided...)
	} else {
		pr.p.PrintOptionalAttrDict(pr.attrs, elided...)
	}
}

// propDict prints prop-dict: the inherent attributes the format does not bind as `<{...}>`,
// nothing when there are none.
func (pr *printer) propDict() {
	var props []ir.NamedAttribute
	for _, a := range pr.op.Props() {
		if !pr.f.used[a.Name] {
			props = append(props, a)
		}
	}
	if len(props) == 0 {
		return
	}
	pr.p.WriteString("<")
	pr.p.PrintAttribute(pr.op.Context().DictionaryAttr(props))
	pr.p.WriteString(">")
}

// appendAllAttrs appends the inherent and discardable attributes of op merged by name, as
// op.AllAttrs returns them.
func appendAllAttrs(dst []ir.NamedAttribute, op *ir.Operation) []ir.NamedAttribute {
	props, attrs := op.Props(), op.Attrs()
	for len(props) > 0 && len(attrs) > 0 {
		if attrs[0].Name < props[0].Name {
			dst, attrs = append(dst, attrs[0]), attrs[1:]
		} else {
			dst, props = append(dst, props[0]), props[1:]
		}
	}
	return append(append(dst, props...), attrs...)
}

// isDefault reports whether a is the default value of s.
func (pr *printer) isDefault(s *ir.AttrSpec, a ir.Attribute) bool {
	return a != nil && s.Default != nil && pr.op.Context() != nil && a == s.Default(pr.op.Context())
}

// present reports whether the anchor of an optional group is present: a non-empty operand
// group, a set attribute other than its default, a non-empty region.
func (pr *printer) present(a *element) bool {
	d := pr.f.def
	switch a.kind {
	case kOperand:
		return pr.operands[a.idx+1] > pr.operands[a.idx]
	case kResult:
		return pr.results[a.idx+1] > pr.results[a.idx]
	case kOperands:
		return pr.op.NumOperands() > 0
	case kResults:
		return pr.op.NumResults() > 0
	case kAttr:
		s := &d.Attrs[a.idx]
		v := pr.op.Attr(s.Name)
		return v != nil && !pr.isDefault(s, v)
	case kRegion:
		for _, r := range pr.regionsOf(a.idx) {
			if !r.Empty() {
				return true
			}
		}
		return false
	case kType:
		return pr.present(a.args[0])
	case kCustom:
		for _, arg := range a.args {
			if arg.kind == kRef {
				arg = arg.args[0]
			}
			if arg.kind != kString && arg.kind != kAttrDict && pr.present(arg) {
				return true
			}
		}
		return false
	case kSuccessor:
		return len(pr.successorsOf(a.idx)) > 0
	}
	return false
}

// clausePresent reports whether any variable of an oilist clause is present.
func (pr *printer) clausePresent(c clause) bool {
	for _, e := range c.elems {
		if e.kind != kLiteral && e.kind != kSpace && pr.present(e) {
			return true
		}
	}
	return false
}

// regionsOf returns the regions of region slot i: slot i is region i, or for a trailing
// variadic slot, all the remaining regions.
func (pr *printer) regionsOf(i int) []*ir.Region {
	rs := pr.op.Regions()
	if i >= len(rs) {
		return nil
	}
	if pr.f.def.Regions[i].Kind == ir.Variadic {
		return rs[i:]
	}
	return rs[i : i+1]
}

// successorsOf returns the successors of successor slot i, like regionsOf.
func (pr *printer) successorsOf(i int) []*ir.Block {
	ss := pr.op.Successors()
	if i >= len(ss) {
		return nil
	}
	if pr.f.def.Successors[i].Kind == ir.Variadic {
		return ss[i:]
	}
	return ss[i : i+1]
}

// regions prints regions separated by commas.
func (pr *printer) regions(rs []*ir.Region) {
	for i, r := range rs {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintRegion(r, true, true, false)
	}
}

// successors prints successors separated by commas.
func (pr *printer) successors(bs []*ir.Block) {
	for i, b := range bs {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintSuccessor(b)
	}
}

// valueRange returns the op's operands (or results when results is set) lo to hi that the
// argument of a type directive stands for.
func (pr *printer) valueRange(a *element) (results bool, lo, hi int) {
	switch a.kind {
	case kOperand:
		return false, pr.operands[a.idx], pr.operands[a.idx+1]
	case kResult:
		return true, pr.results[a.idx], pr.results[a.idx+1]
	case kOperands:
		return false, 0, pr.op.NumOperands()
	case kResults:
		return true, 0, pr.op.NumResults()
	}
	return false, 0, 0
}

// typeAt returns the type of operand i, or of result i when results is set.
func (pr *printer) typeAt(results bool, i int) ir.Type {
	if results {
		return pr.op.Result(i).Type()
	}
	return pr.op.Operand(i).Type()
}

// appendTypes appends the types of the argument of a type directive.
func (pr *printer) appendTypes(dst []ir.Type, a *element) []ir.Type {
	results, lo, hi := pr.valueRange(a)
	for i := lo; i < hi; i++ {
		dst = append(dst, pr.typeAt(results, i))
	}
	return dst
}

// typeDirective prints type(...) or qualified(type(...)): a single value of a slot with
// ParseStripped prints stripped unless qualified.
func (pr *printer) typeDirective(e *element) {
	a := e.args[0]
	results, lo, hi := pr.valueRange(a)
	if s := pr.spec(a); s != nil && s.Kind == ir.Single && s.ParseStripped != nil && !e.qualified && hi-lo == 1 {
		if st, ok := pr.typeAt(results, lo).(ir.StrippedType); ok {
			st.PrintBody(pr.p)
			return
		}
	}
	for i := lo; i < hi; i++ {
		if i > lo {
			pr.p.WriteString(", ")
		}
		pr.p.PrintType(pr.typeAt(results, i))
	}
}

// spec returns the ValueSpec of an operand or result element, or nil.
func (pr *printer) spec(a *element) *ir.ValueSpec {
	switch a.kind {
	case kOperand:
		return &pr.f.def.Operands[a.idx]
	case kResult:
		return &pr.f.def.Results[a.idx]
	}
	return nil
}

// custom prints a custom directive with its arguments bound to the op's values. The
// arguments, and the lists they hold, live in the printer's scratch space: a directive uses
// them only while it prints.
func (pr *printer) custom(e *element) {
	n := len(e.args)
	store := slices.Grow(pr.argStore[:0], n)[:n]
	args := slices.Grow(pr.argList[:0], n)[:n]
	for i, a := range e.args {
		store[i] = pr.customArg(a)
		args[i] = &store[i]
	}
	pr.argStore, pr.argList = store, args
	pr.f.def.CustomDirectives[e.text].Print(pr.p, pr.op, args)
	clear(store)
	clear(args)
	clear(pr.argValues)
	clear(pr.argTypes)
	pr.argValues, pr.argTypes = pr.argValues[:0], pr.argTypes[:0]
}

// customArg binds one custom directive argument to the op's values.
func (pr *printer) customArg(a *element) ir.CustomArg {
	if a.kind == kRef {
		arg := pr.customArg(a.args[0])
		arg.Ref = true
		return arg
	}
	d := pr.f.def
	switch a.kind {
	case kOperand:
		start := len(pr.argValues)
		for i := pr.operands[a.idx]; i < pr.operands[a.idx+1]; i++ {
			pr.argValues = append(pr.argValues, pr.op.Operand(i))
		}
		arg := ir.CustomArg{Kind: ir.CustomOperand, Name: a.text, Count: d.Operands[a.idx].Kind, Values: ownedTail(pr.argValues, start)}
		if seg := d.Operands[a.idx].Segments; seg != "" {
			for _, n := range ir.IntsAttrValue(pr.op.Attr(seg)) {
				arg.Groups = append(arg.Groups, int32(n))
			}
		}
		return arg
	case kType:
		start := len(pr.argTypes)
		pr.argTypes = pr.appendTypes(pr.argTypes, a.args[0])
		arg := ir.CustomArg{Kind: ir.CustomType, Name: a.args[0].text, Count: ir.Variadic, Types: ownedTail(pr.argTypes, start)}
		if s := pr.spec(a.args[0]); s != nil {
			arg.Count = s.Kind
		}
		return arg
	case kAttr:
		return ir.CustomArg{Kind: ir.CustomAttr, Name: a.text, Attr: pr.op.Attr(a.text)}
	case kRegion:
		return ir.CustomArg{Kind: ir.CustomRegion, Name: a.text, Count: d.Regions[a.idx].Kind, Regions: pr.regionsOf(a.idx)}
	case kSuccessor:
		return ir.CustomArg{Kind: ir.CustomSuccessor, Name: a.text, Count: d.Successors[a.idx].Kind, Successors: pr.successorsOf(a.idx)}
	case kAttrDict:
		return ir.CustomArg{Kind: ir.CustomAttrDict, Attrs: pr.op.AllAttrs()}
	case kString:
		return ir.CustomArg{Kind: ir.CustomString, String: a.text}
	}
	panic(fmt.Sprintf("format: unexpected custom directive argument kind %d", a.kind))
}
