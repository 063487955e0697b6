// Package format is ttgo's engine for MLIR's declarative assembly formats. Compile turns an
// OpDef's Format string (the syntax of ODS's assemblyFormat) into a Format; Parse and Print
// read and write ops with it, the way the C++ that mlir-tblgen's OpFormatGen emits does:
// the same spacing, optional groups, oilist clauses, attr-dict elision, operand segment
// sizes and type inference.
package format

import (
	"fmt"
	"sync"

	"github.com/ttgo/ttgo/ir"
)

// kind is the kind of a format element.
type kind uint8

const (
	kLiteral        kind = iota // `text`
	kSpace                      // `` or ` ` or `\n`
	kOperand                    // $operand
	kResult                     // $result (inside type directives only)
	kAttr                       // $attr
	kRegion                     // $region
	kSuccessor                  // $successor
	kAttrDict                   // attr-dict, attr-dict-with-keyword
	kPropDict                   // prop-dict
	kOperands                   // operands
	kResults                    // results (inside type directives only)
	kRegions                    // regions
	kSuccessors                 // successors
	kType                       // type(arg), qualified(type(arg))
	kFunctionalType             // functional-type(inputs, results)
	kOptional                   // ( ... )? with an anchor
	kOIList                     // oilist(`kw` ... | ...)
	kCustom                     // custom<Name>(args)
	kRef                        // ref(arg), inside custom directives
	kString                     // "text", inside custom directives
)

// element is one node of a compiled format.
type element struct {
	kind kind
	// text is a literal's spelling, a space element's text, a custom directive's name or a
	// string argument.
	text string
	// idx is the index of a variable in its OpDef slice (Operands, Results, Attrs, Regions,
	// Successors).
	idx int
	// withKeyword marks attr-dict-with-keyword; qualified marks qualified(type(...)) and
	// qualified($attr).
	withKeyword, qualified bool
	// args are the arguments of type, functional-type, custom and ref directives.
	args []*element
	// then and els are the branches of an optional group; anchor is its `^` element and
	// unitAnchor reports that the anchor is a UnitFlag attribute that is not printed.
	then, els  []*element
	anchor     *element
	unitAnchor bool
	// clauses are the clauses of an oilist.
	clauses []clause
}

// clause is one `kw elements...` alternative of an oilist.
type clause struct {
	keyword string
	elems   []*element
}

// Format is a compiled declarative assembly format of one OpDef.
type Format struct {
	def   *ir.OpDef
	elems []*element
	// used holds the attributes the format binds; attr-dict does not print them.
	used map[string]bool
	// allOperands, allOperandTypes and allResultTypes record the operands, type(operands) /
	// functional-type(operands, ...) and type(results) / functional-type(..., results)
	// directives.
	allOperands, allOperandTypes, allResultTypes bool
	// propDict records a prop-dict directive: it prints the inherent attributes the format
	// does not bind, and attr-dict only the discardable ones.
	propDict bool
	// spelledResults marks the results whose types the format spells in type directives.
	spelledResults []bool
	// elided lists the attributes attr-dict never prints (those bound, and the segment sizes
	// that the format implies); defaulted indexes the unbound attributes of def.Attrs that
	// attr-dict leaves out when they hold their default value.
	elided    []string
	defaulted []int
}

// compiled is what Compile caches in OpDef.Compiled.
type compiled struct {
	once sync.Once
	f    *Format
	err  error
}

// cacheMu guards the first store into OpDef.Compiled.
var cacheMu sync.Mutex

// Compile compiles def.Format, checking it against def's operands, results, attributes,
// regions and successors as mlir-tblgen does. The result is cached in def.Compiled, so
// Compile is cheap after the first call and safe for concurrent use.
func Compile(def *ir.OpDef) (*Format, error) {
	c, _ := def.Compiled.Load().(*compiled)
	if c == nil {
		cacheMu.Lock()
		if c, _ = def.Compiled.Load().(*compiled); c == nil {
			c = &compiled{}
			def.Compiled.Store(c)
		}
		cacheMu.Unlock()
	}
	c.once.Do(func() {
		c.f, c.err = compile(def)
		if c.err != nil {
			c.err = fmt.Errorf("%s: assembly format: %w", def.Name, c.err)
		}
	})
	return c.f, c.err
}

// compile does the work of Compile without the cache.
func compile(def *ir.OpDef) (*Format, error) {
	fp := &formatParser{lex: lexer{src: def.Format}, def: def}
	if err := fp.advance(); err != nil {
		return nil, err
	}
	elems, err := fp.parseElements(ctxTop)
	if err != nil {
		return nil, err
	}
	if fp.tok.kind != tokEOF {
		return nil, fp.errorf("unexpected %q", fp.tok.text)
	}
	f := &Format{def: def, elems: elems, used: map[string]bool{}}
	v := &verifier{f: f, bound: map[string]bool{}}
	if err := v.verify(); err != nil {
		return nil, err
	}
	f.spelledResults = make([]bool, len(def.Results))
	for i, r := range def.Results {
		f.spelledResults[i] = f.allResultTypes || v.bound["type:"+r.Name]
	}
	if !f.allOperands && def.Traits&ir.AttrSizedOperandSegments != 0 {
		f.elided = append(f.elided, "operandSegmentSizes")
	}
	if !f.allResultTypes && def.Traits&ir.AttrSizedResultSegments != 0 {
		f.elided = append(f.elided, "resultSegmentSizes")
	}
	for _, s := range def.Operands {
		if s.Segments != "" {
			// The custom directive that binds the slot spells its groups.
			f.used[s.Segments] = true
		}
	}
	for i := range def.Attrs {
		switch s := &def.Attrs[i]; {
		case f.used[s.Name]:
			f.elided = append(f.elided, s.Name)
		case s.Default != nil:
			f.defaulted = append(f.defaulted, i)
		}
	}
	return f, nil
}

// parseCtx says where in a format the format parser is.
type parseCtx uint8

const (
	ctxTop      parseCtx = iota // the top level
	ctxOptional                 // an optional group
	ctxCustom                   // arguments of a custom directive
	ctxType                     // the argument of a type directive
	ctxRef                      // the argument of ref
)

// formatParser parses a format string into elements.
type formatParser struct {
	lex lexer
	tok token
	def *ir.OpDef
	// anchor is the element marked `^` in the optional group being parsed.
	anchor *element
}

func (fp *formatParser) errorf(format string, args ...any) error {
	return fmt.Errorf("offset %d: %s", fp.tok.pos, fmt.Sprintf(format, args...))
}

func (fp *formatParser) advance() error {
	t, err := fp.lex.next()
	if err != nil {
		return err
	}
	fp.tok = t
	return nil
}

func (fp *formatParser) isPunct(p string) bool { return fp.tok.kind == tokPunct && fp.tok.text == p }

func (fp *formatParser) expect(p string) error {
	if !fp.isPunct(p) {
		if fp.tok.kind == tokEOF {
			return fp.errorf("expected '%s', found end of format", p)
		}
		return fp.errorf("expected '%s', found %q", p, fp.tok.text)
	}
	return fp.advance()
}

// parseElements parses elements up to a ')' or '|' or the end.
func (fp *formatParser) parseElements(ctx parseCtx) ([]*element, error) {
	var out []*element
	for fp.tok.kind != tokEOF && !fp.isPunct(")") && !fp.isPunct("|") {
		e, err := fp.parseElement(ctx)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// parseElement parses one element, with its `^` when in an optional group.
func (fp *formatParser) parseElement(ctx parseCtx) (*element, error) {
	e, err := fp.parseElementNoAnchor(ctx)
	if err != nil {
		return nil, err
	}
	if fp.isPunct("^") {
		if ctx != ctxOptional {
			return nil, fp.errorf("'^' is only valid inside an optional group")
		}
		if fp.anchor != nil {
			return nil, fp.errorf("only one element of an optional group may be marked as the anchor")
		}
		fp.anchor = e
		if err := fp.advance(); err != nil {
			return nil, err
		}
	}
	return e, nil
}

func (fp *formatParser) parseElementNoAnchor(ctx parseCtx) (*element, error) {
	t := fp.tok
	switch t.kind {
	case tokLiteral:
		if ctx == ctxCustom || ctx == ctxType || ctx == ctxRef {
			return nil, fp.errorf("literals are not allowed here")
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
		switch t.text {
		case "", " ", `\n`:
			return &element{kind: kSpace, text: t.text}, nil
		}
		if err := isValidLiteral(t.text); err != nil {
			return nil, fmt.Errorf("offset %d: %w", t.pos, err)
		}
		return &element{kind: kLiteral, text: t.text}, nil
	case tokVariable:
		if err := fp.advance(); err != nil {
			return nil, err
		}
		return fp.variable(t)
	case tokString:
		if ctx != ctxCustom {
			return nil, fp.errorf("strings are only valid as custom directive arguments")
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
		return &element{kind: kString, text: t.text}, nil
	case tokIdent:
		return fp.parseDirective(ctx)
	case tokPunct:
		if t.text == "(" && (ctx == ctxTop || ctx == ctxOptional) {
			return fp.parseOptional(ctx)
		}
	}
	if t.kind == tokEOF {
		return nil, fp.errorf("unexpected end of format")
	}
	return nil, fp.errorf("unexpected %q", t.text)
}

// variable binds `$name` to an operand, result, attribute, region or successor of the op.
func (fp *formatParser) variable(t token) (*element, error) {
	d := fp.def
	for i := range d.Attrs {
		if d.Attrs[i].Name == t.text {
			return &element{kind: kAttr, idx: i, text: t.text}, nil
		}
	}
	for i, s := range d.Operands {
		if s.Name == t.text {
			return &element{kind: kOperand, idx: i, text: t.text}, nil
		}
	}
	for i, s := range d.Regions {
		if s.Name == t.text {
			return &element{kind: kRegion, idx: i, text: t.text}, nil
		}
	}
	for i, s := range d.Successors {
		if s.Name == t.text {
			return &element{kind: kSuccessor, idx: i, text: t.text}, nil
		}
	}
	for i, s := range d.Results {
		if s.Name == t.text {
			return &element{kind: kResult, idx: i, text: t.text}, nil
		}
	}
	return nil, fmt.Errorf("offset %d: expected variable to refer to an argument, region, result, or successor; '%s' is not one", t.pos, t.text)
}

// parseOptional parses `( elements ) ( : ( elements ) )? ?`.
func (fp *formatParser) parseOptional(ctx parseCtx) (*element, error) {
	if err := fp.advance(); err != nil {
		return nil, err
	}
	outer := fp.anchor
	fp.anchor = nil
	defer func() { fp.anchor = outer }()
	then, err := fp.parseElements(ctxOptional)
	if err != nil {
		return nil, err
	}
	if err := fp.expect(")"); err != nil {
		return nil, err
	}
	e := &element{kind: kOptional, then: then, anchor: fp.anchor}
	if fp.isPunct(":") {
		if err := fp.advance(); err != nil {
			return nil, err
		}
		if err := fp.expect("("); err != nil {
			return nil, err
		}
		anchor := fp.anchor
		els, err := fp.parseElements(ctxOptional)
		if err != nil {
			return nil, err
		}
		if fp.anchor != anchor {
			return nil, fp.errorf("the anchor of an optional group must be in its first branch")
		}
		if err := fp.expect(")"); err != nil {
			return nil, err
		}
		if len(els) == 0 {
			return nil, fp.errorf("the else branch of an optional group must not be empty")
		}
		e.els = els
	}
	if err := fp.expect("?"); err != nil {
		return nil, err
	}
	if len(then) == 0 {
		return nil, fp.errorf("optional group has no elements")
	}
	if e.anchor == nil {
		return nil, fp.errorf("optional group has no anchor element")
	}
	return e, nil
}

// parseDirective parses a directive keyword and its arguments.
func (fp *formatParser) parseDirective(ctx parseCtx) (*element, error) {
	name := fp.tok.text
	pos := fp.tok.pos
	if err := fp.advance(); err != nil {
		return nil, err
	}
	switch name {
	case "attr-dict", "attr-dict-with-keyword":
		if ctx == ctxType {
			return nil, fmt.Errorf("offset %d: '%s' is not valid here", pos, name)
		}
		return &element{kind: kAttrDict, withKeyword: name == "attr-dict-with-keyword"}, nil
	case "prop-dict":
		if ctx != ctxTop {
			return nil, fmt.Errorf("offset %d: 'prop-dict' is only valid at the top level", pos)
		}
		return &element{kind: kPropDict}, nil
	case "operands":
		return &element{kind: kOperands}, nil
	case "results":
		return &element{kind: kResults}, nil
	case "regions":
		return &element{kind: kRegions}, nil
	case "successors":
		return &element{kind: kSuccessors}, nil
	case "type":
		return fp.parseTypeDirective(false)
	case "qualified":
		if err := fp.expect("("); err != nil {
			return nil, err
		}
		if fp.tok.kind == tokVariable {
			t := fp.tok
			if err := fp.advance(); err != nil {
				return nil, err
			}
			e, err := fp.variable(t)
			if err != nil {
				return nil, err
			}
			if e.kind != kAttr {
				return nil, fmt.Errorf("offset %d: 'qualified' takes an attribute or a type directive; '%s' is not an attribute", t.pos, t.text)
			}
			e.qualified = true
			return e, fp.expect(")")
		}
		if fp.tok.kind != tokIdent || fp.tok.text != "type" {
			return nil, fp.errorf("expected 'type' directive inside 'qualified'")
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
		e, err := fp.parseTypeDirective(true)
		if err != nil {
			return nil, err
		}
		return e, fp.expect(")")
	case "functional-type":
		if ctx == ctxCustom {
			return nil, fmt.Errorf("offset %d: 'functional-type' is not valid as a custom directive argument", pos)
		}
		if err := fp.expect("("); err != nil {
			return nil, err
		}
		in, err := fp.parseTypeArg()
		if err != nil {
			return nil, err
		}
		if err := fp.expect(","); err != nil {
			return nil, err
		}
		out, err := fp.parseTypeArg()
		if err != nil {
			return nil, err
		}
		return &element{kind: kFunctionalType, args: []*element{in, out}}, fp.expect(")")
	case "custom":
		return fp.parseCustom(ctx)
	case "oilist":
		return fp.parseOIList(ctx)
	case "ref":
		if ctx != ctxCustom {
			return nil, fmt.Errorf("offset %d: 'ref' is only valid as a custom directive argument", pos)
		}
		if err := fp.expect("("); err != nil {
			return nil, err
		}
		arg, err := fp.parseElementNoAnchor(ctxRef)
		if err != nil {
			return nil, err
		}
		return &element{kind: kRef, args: []*element{arg}}, fp.expect(")")
	}
	return nil, fmt.Errorf("offset %d: unknown directive '%s'", pos, name)
}

// parseTypeDirective parses the `(arg)` of a type directive.
func (fp *formatParser) parseTypeDirective(qualified bool) (*element, error) {
	if err := fp.expect("("); err != nil {
		return nil, err
	}
	arg, err := fp.parseTypeArg()
	if err != nil {
		return nil, err
	}
	return &element{kind: kType, qualified: qualified, args: []*element{arg}}, fp.expect(")")
}

// parseTypeArg parses the argument of a type or functional-type directive.
func (fp *formatParser) parseTypeArg() (*element, error) {
	e, err := fp.parseElementNoAnchor(ctxType)
	if err != nil {
		return nil, err
	}
	switch e.kind {
	case kOperand, kResult, kOperands, kResults:
		return e, nil
	}
	return nil, fp.errorf("type directives take an operand, a result, 'operands' or 'results'")
}

// parseCustom parses `<Name>(args)`.
func (fp *formatParser) parseCustom(ctx parseCtx) (*element, error) {
	if ctx == ctxCustom || ctx == ctxType || ctx == ctxRef {
		return nil, fp.errorf("'custom' is not valid here")
	}
	if err := fp.expect("<"); err != nil {
		return nil, err
	}
	if fp.tok.kind != tokIdent {
		return nil, fp.errorf("expected custom directive name")
	}
	name := fp.tok.text
	if err := fp.advance(); err != nil {
		return nil, err
	}
	if err := fp.expect(">"); err != nil {
		return nil, err
	}
	if err := fp.expect("("); err != nil {
		return nil, err
	}
	e := &element{kind: kCustom, text: name}
	for !fp.isPunct(")") {
		arg, err := fp.parseElementNoAnchor(ctxCustom)
		if err != nil {
			return nil, err
		}
		switch arg.kind {
		case kOperand, kAttr, kRegion, kSuccessor, kType, kAttrDict, kRef, kString:
		default:
			return nil, fp.errorf("only variables, type directives, attr-dict, ref and strings are custom directive arguments")
		}
		e.args = append(e.args, arg)
		if !fp.isPunct(",") {
			break
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
	}
	if _, ok := fp.def.CustomDirectives[name]; !ok {
		return nil, fp.errorf("custom directive '%s' is not in the op's CustomDirectives", name)
	}
	return e, fp.expect(")")
}

// parseOIList parses `(kw elements | kw elements ...)`.
func (fp *formatParser) parseOIList(ctx parseCtx) (*element, error) {
	if ctx != ctxTop {
		return nil, fp.errorf("'oilist' is only valid at the top level")
	}
	if err := fp.expect("("); err != nil {
		return nil, err
	}
	e := &element{kind: kOIList}
	for {
		if fp.tok.kind != tokLiteral || fp.tok.text == "" || !isIdentStart(fp.tok.text[0]) {
			return nil, fp.errorf("expected keyword literal to start an oilist clause")
		}
		kw := fp.tok.text
		for _, c := range e.clauses {
			if c.keyword == kw {
				return nil, fp.errorf("oilist clause '%s' appears twice", kw)
			}
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
		elems, err := fp.parseElements(ctxTop)
		if err != nil {
			return nil, err
		}
		for _, el := range elems {
			switch el.kind {
			case kLiteral, kSpace, kOperand, kAttr, kRegion, kType:
			default:
				return nil, fp.errorf("oilist clauses hold only literals, variables and type directives")
			}
		}
		e.clauses = append(e.clauses, clause{keyword: kw, elems: elems})
		if !fp.isPunct("|") {
			break
		}
		if err := fp.advance(); err != nil {
			return nil, err
		}
	}
	return e, fp.expect(")")
}

// unitClause returns the attribute of an oilist clause that holds only a UnitFlag
// attribute: such a clause prints as its keyword alone and parsing the keyword sets the
// attribute, as in MLIR.
func unitClause(def *ir.OpDef, c clause) *element {
	var only *element
	for _, e := range c.elems {
		switch {
		case e.kind == kSpace:
		case only == nil && e.kind == kAttr && def.Attrs[e.idx].UnitFlag:
			only = e
		default:
			return nil
		}
	}
	return only
}
