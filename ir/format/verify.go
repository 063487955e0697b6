package format

import (
	"fmt"

	"github.com/ttgo/ttgo/ir"
)

// verifier checks a parsed format against its OpDef, as mlir-tblgen's OpFormatParser does,
// and fills in what the printer and parser need to know about it.
type verifier struct {
	f *Format
	// bound holds the variables bound so far: "name" for operands, attributes, regions and
	// successors, "type:name" for types of operands and results.
	bound        map[string]bool
	attrDicts    int
	propDicts    int
	allRegions   bool
	allSuccessor bool
}

// verify runs all checks.
func (v *verifier) verify() error {
	if err := v.walk(v.f.elems, false); err != nil {
		return err
	}
	d := v.f.def
	for _, s := range d.Operands {
		if s.Segments != "" && (s.Kind != ir.Variadic || d.Attr(s.Segments) == nil) {
			return fmt.Errorf("operand '%s': Segments needs a variadic operand and an attribute '%s'", s.Name, s.Segments)
		}
	}
	if v.attrDicts == 0 {
		return fmt.Errorf("'attr-dict' directive not found in custom assembly format")
	}
	if !v.f.allOperands {
		for i, s := range d.Operands {
			if !v.bound[s.Name] {
				return fmt.Errorf("operand #%d, named '%s', not found", i, s.Name)
			}
		}
	}
	if !v.allRegions {
		for i, s := range d.Regions {
			if !v.bound[s.Name] {
				return fmt.Errorf("region #%d, named '%s', not found", i, s.Name)
			}
		}
	}
	if !v.allSuccessor {
		for i, s := range d.Successors {
			if !v.bound[s.Name] {
				return fmt.Errorf("successor #%d, named '%s', not found", i, s.Name)
			}
		}
	}
	return v.checkTypes()
}

// checkTypes checks that every operand type and result type is either in the format or
// derivable through TypeRules, traits or InferResultTypes.
func (v *verifier) checkTypes() error {
	d := v.f.def
	known := map[string]bool{}
	for _, s := range d.Operands {
		known[s.Name] = v.f.allOperandTypes || v.bound["type:"+s.Name]
	}
	for _, s := range d.Results {
		known[s.Name] = v.f.allResultTypes || v.bound["type:"+s.Name]
	}
	for _, r := range d.TypeRules {
		if _, ok := known[r.To]; !ok {
			return fmt.Errorf("type rule for '%s': no such operand or result", r.To)
		}
		if _, ok := known[r.From]; !ok && r.From != "" {
			return fmt.Errorf("type rule for '%s': no operand or result '%s'", r.To, r.From)
		}
		if (r.From == "") != (r.Build != nil) {
			return fmt.Errorf("type rule for '%s' needs exactly one of From and Build", r.To)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, r := range d.TypeRules {
			if !known[r.To] && (r.From == "" || known[r.From]) {
				known[r.To], changed = true, true
			}
		}
		group := func(specs []ir.ValueSpec) {
			any := false
			for _, s := range specs {
				any = any || known[s.Name]
			}
			for _, s := range specs {
				if any && !known[s.Name] {
					known[s.Name], changed = true, true
				}
			}
		}
		if d.Traits&ir.SameOperandsAndResultType != 0 {
			group(append(append([]ir.ValueSpec(nil), d.Operands...), d.Results...))
		}
		if d.Traits&ir.SameTypeOperands != 0 {
			group(d.Operands)
		}
	}
	for i, s := range d.Operands {
		if !known[s.Name] {
			return fmt.Errorf("type of operand #%d, named '%s', is not buildable and a buildable type cannot be inferred", i, s.Name)
		}
	}
	if d.InferResultTypes == nil {
		for i, s := range d.Results {
			if !known[s.Name] {
				return fmt.Errorf("type of result #%d, named '%s', is not buildable and a buildable type cannot be inferred", i, s.Name)
			}
		}
	}
	return nil
}

// bind records a binding of key, failing on a second one.
func (v *verifier) bind(key, what string) error {
	if v.bound[key] {
		return fmt.Errorf("%s is already bound", what)
	}
	v.bound[key] = true
	return nil
}

// walk checks elements in order; inOptional says they are in an optional group.
func (v *verifier) walk(elems []*element, inOptional bool) error {
	for _, e := range elems {
		if err := v.element(e, inOptional, false); err != nil {
			return err
		}
	}
	return nil
}

// element checks one element and records what it binds; inCustom says it is an argument of a
// custom directive.
func (v *verifier) element(e *element, inOptional, inCustom bool) error {
	d := v.f.def
	switch e.kind {
	case kLiteral, kSpace, kString:
	case kOperand:
		if v.f.allOperands {
			return fmt.Errorf("'%s' overlaps the 'operands' directive", e.text)
		}
		if inOptional && d.Operands[e.idx].Kind == ir.Single {
			return fmt.Errorf("only variable length operands can be used within an optional group; '%s' is not", e.text)
		}
		if d.Operands[e.idx].Segments != "" && !inCustom {
			return fmt.Errorf("operand '%s' has groups: only a custom directive can bind it", e.text)
		}
		return v.bind(e.text, fmt.Sprintf("'%s'", e.text))
	case kAttr:
		a := &d.Attrs[e.idx]
		if inOptional && !a.Optional && a.Default == nil && !a.UnitFlag {
			return fmt.Errorf("only optional or default-valued attributes can be used within an optional group; '%s' is not", e.text)
		}
		v.f.used[e.text] = true
		return v.bind(e.text, fmt.Sprintf("'%s'", e.text))
	case kRegion:
		return v.bind(e.text, fmt.Sprintf("'%s'", e.text))
	case kSuccessor:
		return v.bind(e.text, fmt.Sprintf("'%s'", e.text))
	case kResult, kResults:
		return fmt.Errorf("results can only be used as the argument of a type directive")
	case kAttrDict:
		v.attrDicts++
		if v.attrDicts > 1 {
			return fmt.Errorf("'attr-dict' directive has already been seen")
		}
		if inOptional {
			return fmt.Errorf("'attr-dict' is not valid inside an optional group")
		}
	case kPropDict:
		v.propDicts++
		if v.propDicts > 1 {
			return fmt.Errorf("'prop-dict' directive has already been seen")
		}
		v.f.propDict = true
	case kOperands:
		for _, s := range d.Operands {
			if v.bound[s.Name] {
				return fmt.Errorf("'operands' directive overlaps '%s'", s.Name)
			}
		}
		if v.f.allOperands {
			return fmt.Errorf("'operands' directive has already been seen")
		}
		v.f.allOperands = true
	case kRegions:
		if len(d.Regions) != 0 && v.bound[d.Regions[0].Name] || v.allRegions {
			return fmt.Errorf("'regions' directive overlaps another region binding")
		}
		v.allRegions = true
	case kSuccessors:
		v.allSuccessor = true
	case kType:
		return v.typeArg(e.args[0])
	case kFunctionalType:
		if a := e.args[0]; a.kind != kOperand && a.kind != kOperands {
			return fmt.Errorf("the inputs of functional-type must be operands")
		}
		if a := e.args[1]; a.kind != kResult && a.kind != kResults {
			return fmt.Errorf("the results of functional-type must be results")
		}
		if err := v.typeArg(e.args[0]); err != nil {
			return err
		}
		return v.typeArg(e.args[1])
	case kOptional:
		return v.optional(e)
	case kOIList:
		for _, c := range e.clauses {
			if err := v.walk(c.elems, true); err != nil {
				return err
			}
		}
	case kCustom:
		for _, a := range e.args {
			if a.kind == kRef {
				if err := v.ref(a.args[0]); err != nil {
					return err
				}
				continue
			}
			if err := v.element(a, false, true); err != nil {
				return err
			}
		}
	}
	return nil
}

// typeArg binds the types of the argument of a type directive.
func (v *verifier) typeArg(a *element) error {
	d := v.f.def
	switch a.kind {
	case kOperand:
		return v.bind("type:"+a.text, fmt.Sprintf("'type($%s)'", a.text))
	case kResult:
		return v.bind("type:"+a.text, fmt.Sprintf("'type($%s)'", a.text))
	case kOperands:
		for _, s := range d.Operands {
			if err := v.bind("type:"+s.Name, "'type(operands)'"); err != nil {
				return err
			}
		}
		v.f.allOperandTypes = true
	case kResults:
		for _, s := range d.Results {
			if err := v.bind("type:"+s.Name, "'type(results)'"); err != nil {
				return err
			}
		}
		v.f.allResultTypes = true
	}
	return nil
}

// ref checks that the argument of ref(...) is bound already.
func (v *verifier) ref(a *element) error {
	key := a.text
	switch a.kind {
	case kType:
		key = "type:" + a.args[0].text
	case kOperand, kAttr, kRegion, kSuccessor:
	default:
		return fmt.Errorf("'ref' takes a variable or a type directive")
	}
	if !v.bound[key] {
		return fmt.Errorf("'ref' of '%s' before it is bound", key)
	}
	return nil
}

// optional checks an optional group: its first element gates parsing and its anchor decides
// printing.
func (v *verifier) optional(e *element) error {
	d := v.f.def
	first := firstParsable(e.then)
	if first == nil {
		return fmt.Errorf("optional group has no parsable element")
	}
	switch first.kind {
	case kLiteral, kOperand, kAttr, kRegion:
	case kCustom:
		if d.CustomDirectives[first.text].ParseOptional == nil {
			return fmt.Errorf("custom directive '%s' starts an optional group but has no ParseOptional", first.text)
		}
	default:
		return fmt.Errorf("first parsable element of an optional group must be a literal, an operand, an attribute, a region or a custom directive")
	}
	if e.els != nil {
		if f := firstParsable(e.els); f == nil || f.kind != kLiteral && f.kind != kOperand && f.kind != kAttr && f.kind != kRegion {
			return fmt.Errorf("first parsable element of an optional else group must be a literal, an operand, an attribute or a region")
		}
	}
	a := e.anchor
	switch a.kind {
	case kOperand:
		if d.Operands[a.idx].Kind == ir.Single {
			return fmt.Errorf("anchor '%s' of an optional group must be an optional or variadic operand", a.text)
		}
	case kAttr:
		s := &d.Attrs[a.idx]
		if !s.Optional && s.Default == nil && !s.UnitFlag {
			return fmt.Errorf("anchor '%s' of an optional group must be an optional, default-valued or unit attribute", a.text)
		}
		e.unitAnchor = s.UnitFlag && a != first
	case kType:
		arg := a.args[0]
		var k ir.ValueKind
		switch arg.kind {
		case kOperand:
			k = d.Operands[arg.idx].Kind
		case kResult:
			k = d.Results[arg.idx].Kind
		default:
			k = ir.Variadic
		}
		if k == ir.Single {
			return fmt.Errorf("anchor 'type($%s)' of an optional group must be of an optional or variadic value", arg.text)
		}
	case kRegion, kCustom:
	default:
		return fmt.Errorf("optional group anchors must be an operand, an attribute, a region, a type or a custom directive")
	}
	for _, el := range append(append([]*element(nil), e.then...), e.els...) {
		if el == a && e.unitAnchor {
			v.f.used[a.text] = true
			if err := v.bind(a.text, fmt.Sprintf("'%s'", a.text)); err != nil {
				return err
			}
			continue
		}
		switch el.kind {
		case kLiteral, kSpace, kOperand, kAttr, kRegion, kSuccessor, kType, kFunctionalType, kCustom, kOptional:
		default:
			return fmt.Errorf("only literals, types, variables, custom directives and optional groups can be used within an optional group")
		}
		if err := v.element(el, true, false); err != nil {
			return err
		}
	}
	return nil
}

// firstParsable returns the first element that consumes input, or nil.
func firstParsable(elems []*element) *element {
	for _, e := range elems {
		if e.kind != kSpace {
			return e
		}
	}
	return nil
}
