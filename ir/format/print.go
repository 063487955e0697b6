package format

import (
	"fmt"
	"strings"

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
	d := f.def
	pr := &printer{f: f, p: p, op: op, shouldEmitSpace: true}
	pr.operands = splitValues(op.Operands(), d.Operands, op.Attr("operandSegmentSizes"))
	pr.results = splitValues(op.Results(), d.Results, op.Attr("resultSegmentSizes"))
	pr.elements(f.elems, nil)
}

// printer holds the state of printing one op: MLIR's shouldEmitSpace and
// lastWasPunctuation flags and the op's operands and results split by slot.
type printer struct {
	f                               *Format
	p                               ir.OpAsmPrinter
	op                              *ir.Operation
	operands, results               [][]*ir.Value
	shouldEmitSpace, lastWasPunctua bool
}

// splitValues splits vs into the groups of specs (see splitCounts). Malformed ops get a best
// effort split, so that they still print.
func splitValues(vs []*ir.Value, specs []ir.ValueSpec, seg ir.Attribute) [][]*ir.Value {
	out := make([][]*ir.Value, len(specs))
	at := 0
	for i, n := range splitCounts(len(vs), specs, seg) {
		end := min(at+max(n, 0), len(vs))
		out[i] = vs[at:end]
		at = end
	}
	return out
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
		pr.attr(&d.Attrs[e.idx], pr.op.Attr(e.text))
	case kOperand:
		pr.p.PrintOperands(pr.operands[e.idx])
	case kOperands:
		pr.p.PrintOperands(pr.op.Operands())
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
		pr.p.PrintFunctionalType(pr.types(e.args[0]), pr.types(e.args[1]))
	case kCustom:
		pr.custom(e)
	}
}

// attr prints an attribute bound by the format.
func (pr *printer) attr(s *ir.AttrSpec, a ir.Attribute) {
	switch {
	case a == nil:
	case s.Print != nil:
		s.Print(pr.p, a)
	case s.Type != nil:
		pr.p.PrintAttributeWithoutType(a)
	default:
		pr.p.PrintAttribute(a)
	}
}

// attrDict prints the attributes the format does not bind.
func (pr *printer) attrDict(withKeyword bool) {
	d := pr.f.def
	var elided []string
	if !pr.f.allOperands && d.Traits&ir.AttrSizedOperandSegments != 0 {
		elided = append(elided, "operandSegmentSizes")
	}
	if !pr.f.allResultTypes && d.Traits&ir.AttrSizedResultSegments != 0 {
		elided = append(elided, "resultSegmentSizes")
	}
	for i := range d.Attrs {
		s := &d.Attrs[i]
		if pr.f.used[s.Name] || pr.isDefault(s, pr.op.Attr(s.Name)) {
			elided = append(elided, s.Name)
		}
	}
	if withKeyword {
		pr.p.PrintOptionalAttrDictWithKeyword(pr.op.AllAttrs(), elided...)
	} else {
		pr.p.PrintOptionalAttrDict(pr.op.AllAttrs(), elided...)
	}
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
		return len(pr.operands[a.idx]) > 0
	case kResult:
		return len(pr.results[a.idx]) > 0
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

// types returns the types of the argument of a type directive.
func (pr *printer) types(a *element) []ir.Type {
	var vs []*ir.Value
	switch a.kind {
	case kOperand:
		vs = pr.operands[a.idx]
	case kResult:
		vs = pr.results[a.idx]
	case kOperands:
		vs = pr.op.Operands()
	case kResults:
		vs = pr.op.Results()
	}
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// typeDirective prints type(...) or qualified(type(...)): a single value of a slot with
// ParseStripped prints stripped unless qualified.
func (pr *printer) typeDirective(e *element) {
	a := e.args[0]
	ts := pr.types(a)
	if s := pr.spec(a); s != nil && s.Kind == ir.Single && s.ParseStripped != nil && !e.qualified && len(ts) == 1 {
		if st, ok := ts[0].(ir.StrippedType); ok {
			st.PrintBody(pr.p)
			return
		}
	}
	for i, t := range ts {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintType(t)
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

// custom prints a custom directive with its arguments bound to the op's values.
func (pr *printer) custom(e *element) {
	args := make([]*ir.CustomArg, len(e.args))
	for i, a := range e.args {
		args[i] = pr.customArg(a)
	}
	pr.f.def.CustomDirectives[e.text].Print(pr.p, pr.op, args)
}

// customArg binds one custom directive argument to the op's values.
func (pr *printer) customArg(a *element) *ir.CustomArg {
	if a.kind == kRef {
		arg := pr.customArg(a.args[0])
		arg.Ref = true
		return arg
	}
	d := pr.f.def
	switch a.kind {
	case kOperand:
		return &ir.CustomArg{Kind: ir.CustomOperand, Name: a.text, Count: d.Operands[a.idx].Kind, Values: pr.operands[a.idx]}
	case kType:
		arg := &ir.CustomArg{Kind: ir.CustomType, Name: a.args[0].text, Count: ir.Variadic, Types: pr.types(a.args[0])}
		if s := pr.spec(a.args[0]); s != nil {
			arg.Count = s.Kind
		}
		return arg
	case kAttr:
		return &ir.CustomArg{Kind: ir.CustomAttr, Name: a.text, Attr: pr.op.Attr(a.text)}
	case kRegion:
		return &ir.CustomArg{Kind: ir.CustomRegion, Name: a.text, Count: d.Regions[a.idx].Kind, Regions: pr.regionsOf(a.idx)}
	case kSuccessor:
		return &ir.CustomArg{Kind: ir.CustomSuccessor, Name: a.text, Count: d.Successors[a.idx].Kind, Successors: pr.successorsOf(a.idx)}
	case kAttrDict:
		return &ir.CustomArg{Kind: ir.CustomAttrDict, Attrs: pr.op.AllAttrs()}
	case kString:
		return &ir.CustomArg{Kind: ir.CustomString, String: a.text}
	}
	panic(fmt.Sprintf("format: unexpected custom directive argument kind %d", a.kind))
}
