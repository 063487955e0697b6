package asm

import (
	"sort"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/format"
)

// srcPos is a position in the file being parsed, turned into a FileLineColLoc only when a
// diagnostic or the IR needs it: custom parsers ask for positions far more often than they
// report errors.
type srcPos struct {
	ir.LocBase
	off int
}

// deferredLocRef stands for `loc(#alias)` whose alias is defined later in the file, as
// returned to custom parsers; finish replaces it on ops and block arguments, as MLIR does.
type deferredLocRef struct {
	ir.LocBase
	name string
	off  int
}

// resolveLoc turns a srcPos into a real location; other locations are returned as is.
func (p *parser) resolveLoc(l ir.Location) ir.Location {
	if sp, ok := l.(*srcPos); ok {
		return p.locAt(sp.off)
	}
	return l
}

// resolveDiag replaces srcPos locations in a diagnostic and its notes.
func (p *parser) resolveDiag(d *ir.Diagnostic) {
	d.Loc = p.resolveLoc(d.Loc)
	for _, n := range d.Notes {
		p.resolveDiag(n)
	}
}

// valueDef is a defined or forward-referenced SSA value and where it was named.
type valueDef struct {
	v   *ir.Value
	off int
}

// valueKey names one SSA value: `name` for `%name` (result 0) and `name#number` otherwise
// (`#` is no SSA name character), so that maps of values hash plain strings.
func valueKey(name string, number int) string {
	if number == 0 {
		return name
	}
	return name + "#" + strconv.Itoa(number)
}

// isolatedScope holds the SSA names visible in one isolated-from-above region tree.
type isolatedScope struct {
	values map[string]valueDef
	// defs lists the values defined in each nested (non-isolated) region scope.
	defs [][]string
}

// blockDef is a named block of the current region and where it was first referenced.
type blockDef struct {
	block *ir.Block
	off   int
	fwd   bool
}

// regionScope holds the block names of one region being parsed.
type regionScope struct {
	blocks map[string]*blockDef
	fwd    int
}

// opState is the SSA and block naming state of the op parser.
type opState struct {
	isolated     []*isolatedScope
	regions      []regionScope
	placeholders map[*ir.Value]int
	// defaultDialect is the stack of dialects whose ops may be written without prefix.
	defaultDialect []string
	// free holds ended isolated scopes for reuse.
	free []*isolatedScope
}

// maxReusedScope bounds the number of names of an isolated scope kept for reuse.
const maxReusedScope = 4096

// rootDialect is the default dialect at the top of a file.
const rootDialect = "builtin"

func (s *opState) init() {
	s.placeholders = map[*ir.Value]int{}
	s.defaultDialect = []string{rootDialect}
}

// pushScope starts the name scope of a region; isolated scopes hide outer values.
func (s *opState) pushScope(isolated bool) {
	s.regions = append(s.regions, regionScope{})
	if isolated || len(s.isolated) == 0 {
		var is *isolatedScope
		if n := len(s.free); n > 0 {
			is, s.free = s.free[n-1], s.free[:n-1]
		} else {
			is = &isolatedScope{values: map[string]valueDef{}}
		}
		s.isolated = append(s.isolated, is)
	}
	is := s.isolated[len(s.isolated)-1]
	// Reuse the array of names of an ended region scope.
	if n := len(is.defs); n < cap(is.defs) {
		is.defs = is.defs[:n+1]
		is.defs[n] = is.defs[n][:0]
	} else {
		is.defs = append(is.defs, nil)
	}
}

// popScope ends a region's name scope, reporting blocks referenced but never defined.
func (s *opState) popScope(p *parser) error {
	rs := s.regions[len(s.regions)-1]
	s.regions = s.regions[:len(s.regions)-1]
	if rs.fwd > 0 {
		first := -1
		for _, b := range rs.blocks {
			if b.fwd && (first < 0 || b.off < first) {
				first = b.off
			}
		}
		return p.errorAt(first, "reference to an undefined block")
	}
	is := s.isolated[len(s.isolated)-1]
	if len(is.defs) == 1 {
		s.isolated = s.isolated[:len(s.isolated)-1]
		// Keep the scope for the next isolated region unless its map grew large: clearing
		// costs as much as the map's size.
		if len(is.values) <= maxReusedScope {
			clear(is.values)
			is.defs = is.defs[:0]
			s.free = append(s.free, is)
		}
		return nil
	}
	for _, k := range is.defs[len(is.defs)-1] {
		delete(is.values, k)
	}
	is.defs = is.defs[:len(is.defs)-1]
	return nil
}

// undefinedValueError reports the first use of a value that was never defined.
func (s *opState) undefinedValueError(p *parser) error {
	if len(s.placeholders) == 0 {
		return nil
	}
	offs := make([]int, 0, len(s.placeholders))
	for _, off := range s.placeholders {
		offs = append(offs, off)
	}
	sort.Ints(offs)
	return p.errorAt(offs[0], "use of undeclared SSA value name")
}

func (s *opState) current() *isolatedScope { return s.isolated[len(s.isolated)-1] }

// addDefinition binds name#number to v, resolving an earlier forward reference.
func (p *parser) addDefinition(name string, number, off int, v *ir.Value) error {
	is := p.ops.current()
	k := valueKey(name, number)
	if prev, ok := is.values[k]; ok {
		existing := prev.v
		if _, fwd := p.ops.placeholders[existing]; !fwd {
			d := p.errorAt(off, "redefinition of SSA value '%%%s'", name)
			d.Note(p.locAt(prev.off), "previously defined here")
			return d
		}
		if existing.Type() != v.Type() {
			d := p.errorAt(off, "definition of SSA value '%%%s#%d' has type %s", name, number, typeString(v.Type()))
			d.Note(p.locAt(prev.off), "previously used here with type %s", typeString(existing.Type()))
			return d
		}
		existing.ReplaceAllUsesWith(v)
		delete(p.ops.placeholders, existing)
	}
	is.values[k] = valueDef{v: v, off: off}
	// Names of the outermost region go with the whole scope; those of nested regions are
	// forgotten one by one when their region ends.
	if top := len(is.defs) - 1; top > 0 {
		is.defs[top] = append(is.defs[top], k)
	}
	return nil
}

// resolveValue returns the value named name#number with type t, creating a forward
// reference placeholder for a value not defined yet.
func (p *parser) resolveValue(name string, number, off int, t ir.Type) (*ir.Value, error) {
	is := p.ops.current()
	k := valueKey(name, number)
	if def, ok := is.values[k]; ok {
		if def.v.Type() == t {
			return def.v, nil
		}
		d := p.errorAt(off, "use of value '%%%s' expects different type than prior uses: %s vs %s", name, typeString(t), typeString(def.v.Type()))
		d.Note(p.locAt(def.off), "prior use here")
		return nil, d
	}
	if number > 0 {
		if first, ok := is.values[name]; ok {
			if _, fwd := p.ops.placeholders[first.v]; !fwd {
				return nil, p.errorAt(off, "reference to invalid result number")
			}
		}
	}
	ph := p.ctx.Create(&ir.OperationState{Name: "builtin.unrealized_conversion_cast", Types: []ir.Type{t}})
	v := ph.SingleResult()
	p.ops.placeholders[v] = off
	is.values[k] = valueDef{v: v, off: off}
	return v, nil
}

// referenceOff returns where name#number was defined or first used in the current isolated
// scope, if it was.
func (p *parser) referenceOff(name string, number int) (int, bool) {
	def, ok := p.ops.current().values[valueKey(name, number)]
	return def.off, ok
}

// blockNamed returns the block called name in the current region, creating a forward
// reference at off if it is new.
func (p *parser) blockNamed(name string, off int) *ir.Block {
	rs := &p.ops.regions[len(p.ops.regions)-1]
	if rs.blocks == nil {
		rs.blocks = map[string]*blockDef{}
	}
	if b, ok := rs.blocks[name]; ok {
		return b.block
	}
	b := &blockDef{block: ir.NewBlock(nil, nil), off: off, fwd: true}
	rs.blocks[name] = b
	rs.fwd++
	return b.block
}

// resultRecord is one `%name` or `%name:N` of an op's result list.
type resultRecord struct {
	name  string // without '%'
	count int
	off   int
}

// customOp is the state of the custom op parser being run.
type customOp struct {
	name    string
	results []resultRecord
}

// parseOperation parses one op (with its results and trailing location) into block.
//
//	operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?
func (p *parser) parseOperation(block *ir.Block) error {
	if p.fan != nil && p.take(block) {
		return nil
	}
	start := p.tok.start
	var buf [2]resultRecord
	results := buf[:0]
	numResults := 0
	for p.tok.kind == tokPercentIdent {
		r := resultRecord{name: p.spelling()[1:], count: 1, off: p.tok.start}
		p.next()
		if p.consumeIf(tokColon) {
			if p.tok.kind != tokInteger {
				return p.wrongTokenError("expected integer number of results")
			}
			n, err := strconv.ParseUint(p.spelling(), 0, 32)
			if err != nil || n < 1 {
				return p.errorf("expected named operation to have at least 1 result")
			}
			p.next()
			r.count = int(n)
		}
		results = append(results, r)
		numResults += r.count
		if !p.consumeIf(tokComma) {
			if err := p.expect(tokEqual, "expected '=' after SSA name"); err != nil {
				return err
			}
			break
		}
		if p.tok.kind != tokPercentIdent {
			return p.wrongTokenError("expected valid ssa identifier")
		}
	}
	var op *ir.Operation
	var err error
	switch p.tok.kind {
	case tokBareIdent:
		op, err = p.parseCustomOperation(block, results)
	case tokString:
		op, err = p.parseGenericOperation(block)
	default:
		return p.wrongTokenError("expected operation name in quotes")
	}
	if err != nil {
		return err
	}
	if len(results) == 0 {
		return nil
	}
	if op.NumResults() == 0 {
		return p.errorAt(start, "cannot name an operation with no results")
	}
	if numResults != op.NumResults() {
		return p.errorAt(start, "operation defines %d results but was provided %d to bind", op.NumResults(), numResults)
	}
	i := 0
	for _, r := range results {
		for sub := 0; sub < r.count; sub++ {
			if err := p.addDefinition(r.name, sub, r.off, op.Result(i)); err != nil {
				return err
			}
			i++
		}
	}
	return nil
}

// createOp makes the op, appends it to block and parses its trailing location; nameLoc, the
// location of the op's name, is its location without one (nil: made from nameOff). def is
// the op's definition, nil for an unregistered op.
func (p *parser) createOp(block *ir.Block, st *ir.OperationState, def *ir.OpDef, nameOff int, nameLoc ir.Location) (*ir.Operation, error) {
	// The real location is set below, once the trailing one is parsed.
	st.Loc = p.unknownLoc
	if def != nil && len(st.Attrs) > 0 {
		p.splitInherent(st, def)
	}
	op := p.ctx.Create(st)
	block.Append(op)
	loc, present, err := p.parseTrailingLoc(op, nil)
	switch {
	case err != nil:
		return nil, err
	case present:
		op.SetLoc(loc)
	case nameLoc != nil:
		op.SetLoc(nameLoc)
	default:
		op.SetLoc(p.locAt(nameOff))
	}
	return op, nil
}

// splitInherent moves the attributes of st.Attrs that def declares inherent to st.Props, as
// Create would, so that Create (which copies what it keeps) does not build the lists again.
// The lists are rebuilt in the parser's scratch buffers: st's own may belong to the caller.
func (p *parser) splitInherent(st *ir.OperationState, def *ir.OpDef) {
	props, attrs := append(p.propScratch[:0], st.Props...), p.attrScratch[:0]
	for _, a := range st.Attrs {
		if def.IsInherentAttr(a.Name) {
			props = append(props, a)
		} else {
			attrs = append(attrs, a)
		}
	}
	st.Props, st.Attrs = props, attrs
	p.propScratch, p.attrScratch = props, attrs
}

// parseTrailingLoc parses `loc(...)` if next. An alias that is not defined yet is resolved
// at the end of the file: for op or arg, directly; otherwise through the deferredLocRef
// returned.
func (p *parser) parseTrailingLoc(op *ir.Operation, arg *ir.Value) (ir.Location, bool, error) {
	if !p.isKeyword("loc") {
		return nil, false, nil
	}
	p.next()
	if err := p.expect(tokLParen, "expected '(' in location"); err != nil {
		return nil, false, err
	}
	var loc ir.Location
	if p.tok.kind == tokHashIdent && !strings.Contains(p.spelling(), ".") {
		name := p.spelling()[1:]
		if a, ok := p.attrAliases[name]; ok {
			l, isLoc := a.(ir.Location)
			if !isLoc {
				return nil, false, p.errorf("expected location, but found '%s'", attrString(a))
			}
			loc = l
		} else {
			if op == nil && arg == nil {
				loc = &deferredLocRef{name: name, off: p.tok.start}
			} else {
				loc = p.unknownLoc
			}
			p.deferred.add(deferredLoc{op: op, arg: arg, name: name, off: p.tok.start})
		}
		p.next()
	} else {
		l, err := p.parseLocationInstance()
		if err != nil {
			return nil, false, err
		}
		loc = l
	}
	if err := p.expect(tokRParen, "expected ')' in location"); err != nil {
		return nil, false, err
	}
	return loc, true, nil
}

// parseGenericOperation parses `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
func (p *parser) parseGenericOperation(block *ir.Block) (*ir.Operation, error) {
	nameOff := p.tok.start
	name := unquote(p.spelling())
	if name == "" {
		return nil, p.errorf("empty operation name is invalid")
	}
	if strings.IndexByte(name, 0) >= 0 {
		return nil, p.errorf("null character not allowed in operation name")
	}
	p.next()
	if p.ctx.OpDef(name) == nil && !p.ctx.AllowUnregistered {
		ns, _, _ := strings.Cut(name, ".")
		if p.ctx.Dialect(ns) == nil && ns != "builtin" {
			return nil, p.errorf("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
		}
	}
	f := p.pushFrame()
	st := f.state(name, nil)
	err := p.parseGenericOperationAfterName(st)
	var op *ir.Operation
	if err == nil {
		op, err = p.createOp(block, st, p.ctx.OpDef(name), nameOff, nil)
	}
	p.popFrame()
	return op, err
}

// parseGenericOperationAfterName parses the generic form after the op name into st.
func (p *parser) parseGenericOperationAfterName(st *ir.OperationState) error {
	if err := p.expect(tokLParen, "expected '(' to start operand list"); err != nil {
		return err
	}
	var buf [4]ssaUse
	operands := buf[:0]
	for p.tok.kind == tokPercentIdent {
		u, err := p.parseSSAUseAt(true)
		if err != nil {
			return err
		}
		operands = append(operands, u)
		if !p.consumeIf(tokComma) {
			break
		}
		if p.tok.kind != tokPercentIdent {
			return p.wrongTokenError("expected SSA operand")
		}
	}
	if err := p.expect(tokRParen, "expected ')' to end operand list"); err != nil {
		return err
	}
	if p.tok.kind == tokLSquare {
		if def := p.ctx.OpDef(st.Name); def != nil && def.Traits&ir.Terminator == 0 {
			return p.errorf("successors in non-terminator")
		}
		p.next()
		err := p.parseListUntilNonEmpty(tokRSquare, func() error {
			b, err := p.parseSuccessor()
			st.Successors = append(st.Successors, b)
			return err
		})
		if err != nil {
			return err
		}
	}
	if p.consumeIf(tokLess) {
		propsOff := p.tok.start
		a, err := p.parseAttribute(nil)
		if err != nil {
			return err
		}
		d, ok := a.(*ir.DictionaryAttr)
		if !ok {
			return p.errorAt(propsOff, "expected a dictionary of properties, got %s", attrString(a))
		}
		st.Props = append(st.Props, d.Entries...)
		if err := p.expect(tokGreater, "expected '>' to close properties"); err != nil {
			return err
		}
	}
	if p.consumeIf(tokLParen) {
		for {
			r := st.AddRegion()
			if err := p.parseRegion(r, nil, false); err != nil {
				return err
			}
			if !p.consumeIf(tokComma) {
				break
			}
		}
		if err := p.expect(tokRParen, "expected ')' to end region list"); err != nil {
			return err
		}
	}
	if p.tok.kind == tokLBrace {
		es, err := p.parseAttributeDict()
		if err != nil {
			return err
		}
		if len(st.Attrs) == 0 {
			st.Attrs = es
		} else {
			st.Attrs = append(st.Attrs, es...)
		}
	}
	if err := p.expect(tokColon, "expected ':' followed by operation type"); err != nil {
		return err
	}
	typeOff := p.tok.start
	t, err := p.parseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.errorAt(typeOff, "expected function type")
	}
	if len(st.Types) == 0 {
		st.Types = ft.Results
	} else {
		st.Types = append(st.Types, ft.Results...)
	}
	if len(ft.Inputs) != len(operands) {
		// MLIR indexes "s" with the condition, printing a NUL byte for one operand.
		plural := "s"
		if len(operands) == 1 {
			plural = "\x00"
		}
		return p.errorAt(typeOff, "expected %d operand type%s but had %d", len(operands), plural, len(ft.Inputs))
	}
	if len(operands) > 0 && st.Operands == nil {
		st.Operands = make([]*ir.Value, 0, len(operands))
	}
	for i, u := range operands {
		v, err := p.resolveValue(u.name, u.number, u.off, ft.Inputs[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	return nil
}

// ssaUse is a parsed `%name#number` and its offset.
type ssaUse struct {
	name   string
	number int
	off    int
}

// parseSSAUseAt parses `%name` or `%name#N`.
func (p *parser) parseSSAUseAt(allowResultNumber bool) (ssaUse, error) {
	if p.tok.kind != tokPercentIdent {
		return ssaUse{}, p.wrongTokenError("expected SSA operand")
	}
	u := ssaUse{name: p.spelling()[1:], off: p.tok.start}
	p.next()
	if p.tok.kind == tokHashIdent {
		if !allowResultNumber {
			return u, p.errorf("result number not allowed in argument list")
		}
		n, err := strconv.ParseUint(p.spelling()[1:], 10, 31)
		if err != nil {
			return u, p.errorf("invalid SSA value result number")
		}
		u.number = int(n)
		p.next()
	}
	return u, nil
}

// parseSSAUse parses an operand for custom parsers.
func (p *parser) parseSSAUse(allowResultNumber bool) (ir.UnresolvedOperand, error) {
	u, err := p.parseSSAUseAt(allowResultNumber)
	return ir.UnresolvedOperand{Name: u.name, Number: u.number, Loc: p.newPos(u.off)}, err
}

// parseSuccessor parses `^name`.
func (p *parser) parseSuccessor() (*ir.Block, error) {
	if p.tok.kind != tokCaretIdent {
		return nil, p.wrongTokenError("expected block name")
	}
	b := p.blockNamed(p.spelling(), p.tok.start)
	p.next()
	return b, nil
}

// lookupCustomOp finds the definition of a custom op name. A name without dialect prefix
// is looked up in the default dialect of the enclosing op and then in builtin; the name
// returned is the one MLIR reports having tried (`dialect.name`, `.name` without a default
// dialect).
func (p *parser) lookupCustomOp(name string) (*ir.OpDef, string) {
	if def := p.ctx.OpDef(name); def != nil {
		return def, name
	}
	if strings.Contains(name, ".") {
		return nil, name
	}
	tried := p.ops.defaultDialect[len(p.ops.defaultDialect)-1] + "." + name
	if def := p.ctx.OpDef(tried); def != nil {
		return def, tried
	}
	if def := p.ctx.OpDef("builtin." + name); def != nil {
		return def, def.Name
	}
	return nil, tried
}

// parseCustomOperation parses an op in its custom form with its OpDef's parser or format.
func (p *parser) parseCustomOperation(block *ir.Block, results []resultRecord) (*ir.Operation, error) {
	nameOff := p.tok.start
	orig := p.spelling()
	def, name := p.lookupCustomOp(orig)
	if def == nil {
		ns, _, _ := strings.Cut(name, ".")
		also := ""
		if name != orig {
			also = " (tried '" + name + "' as well)"
		}
		if p.ctx.Dialect(ns) == nil && ns != "builtin" {
			d := p.errorAt(nameOff, "Dialect `%s' not found for custom op '%s' %s", ns, orig, also)
			var names []string
			for _, dl := range p.ctx.Dialects() {
				names = append(names, dl.Name)
			}
			d.Note(d.Loc, "Available dialects: %s ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management", strings.Join(names, ", "))
			return nil, d
		}
		return nil, p.errorAt(nameOff, "custom op '%s' is unknown%s", orig, also)
	}
	p.next()
	f := p.pushFrame()
	op, err := p.parseCustomOperationIn(f, def, block, results, nameOff)
	p.popFrame()
	return op, err
}

// parseCustomOperationIn parses a custom op with its state in frame f.
func (p *parser) parseCustomOperationIn(f *opFrame, def *ir.OpDef, block *ir.Block, results []resultRecord, nameOff int) (*ir.Operation, error) {
	// As in MLIR, the op's state starts with the location of its name, which implicit ops
	// the custom parser builds (terminators) take.
	nameLoc := p.locAt(nameOff)
	st := f.state(def.Name, nameLoc)
	p.ops.defaultDialect = append(p.ops.defaultDialect, def.DefaultDialect)
	saved := p.custom
	f.custom = customOp{name: def.Name, results: append(f.custom.results[:0], results...)}
	p.custom = &f.custom
	var err error
	switch {
	case def.Parse != nil:
		err = def.Parse(p, st)
	case def.Format != "":
		err = format.Parse(def, p, st)
	default:
		err = p.ErrorfAt(st.Loc, "has no custom assembly form")
	}
	p.custom = saved
	p.ops.defaultDialect = p.ops.defaultDialect[:len(p.ops.defaultDialect)-1]
	if err != nil {
		return nil, err
	}
	if dup := duplicateAttr(st.Attrs); dup != "" {
		return nil, p.errorAt(nameOff, "custom op '%s' attribute '%s' occurs more than once in the attribute list", def.Name, dup)
	}
	return p.createOp(block, st, def, nameOff, nameLoc)
}

// opFrame holds the state of an op being parsed at one nesting depth, reused by the ops
// parsed one after the other at that depth.
type opFrame struct {
	st     ir.OperationState
	custom customOp
	// The buffers st starts with; Create copies what it keeps out of them.
	operands []*ir.Value
	types    []ir.Type
	props    []ir.NamedAttribute
	attrs    []ir.NamedAttribute
}

// frameCap is the capacity of each buffer of a new frame.
const frameCap = 8

// state returns the frame's OperationState reset for an op called name at loc.
func (f *opFrame) state(name string, loc ir.Location) *ir.OperationState {
	if f.operands == nil {
		f.operands = make([]*ir.Value, 0, frameCap)
		f.types = make([]ir.Type, 0, frameCap)
		f.props = make([]ir.NamedAttribute, 0, frameCap)
		f.attrs = make([]ir.NamedAttribute, 0, frameCap)
	}
	// Regions are kept by the op: they start nil.
	f.st = ir.OperationState{Name: name, Loc: loc, Operands: f.operands[:0], Types: f.types[:0], Props: f.props[:0], Attrs: f.attrs[:0]}
	return &f.st
}

// pushFrame returns the frame of the next nesting depth.
func (p *parser) pushFrame() *opFrame {
	if p.nframes == len(p.frames) {
		p.frames = append(p.frames, &opFrame{})
	}
	p.nframes++
	return p.frames[p.nframes-1]
}

// popFrame ends the use of the innermost frame. What its buffers still refer to is part of
// the IR being built, so they are left as they are until the next op overwrites them.
func (p *parser) popFrame() { p.nframes-- }

// newPos returns a srcPos for offset off, carved from a chunk shared by many (they are
// short-lived: resolved into locations or dropped once their op is made).
func (p *parser) newPos(off int) *srcPos {
	if len(p.posChunk) == cap(p.posChunk) {
		p.posChunk = make([]srcPos, 0, 256)
	}
	p.posChunk = append(p.posChunk, srcPos{off: off})
	return &p.posChunk[len(p.posChunk)-1]
}

// duplicateAttr returns a name that occurs twice in attrs, or "".
func duplicateAttr(attrs []ir.NamedAttribute) string {
	for i := 1; i < len(attrs); i++ {
		for j := 0; j < i; j++ {
			if attrs[i].Name == attrs[j].Name {
				return attrs[i].Name
			}
		}
	}
	return ""
}

// parseRegion parses `{ blocks }` into r; named args become the entry block's arguments.
func (p *parser) parseRegion(r *ir.Region, args []ir.Argument, isolated bool) error {
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	lbrace := p.tok.start
	if err := p.expect(tokLBrace, "expected '{' to begin a region"); err != nil {
		return err
	}
	if len(args) > 0 || p.tok.kind != tokRBrace {
		if err := p.parseRegionBody(r, lbrace, args, isolated); err != nil {
			return err
		}
	}
	p.next()
	return nil
}

func (p *parser) parseRegionBody(r *ir.Region, lbrace int, args []ir.Argument, isolated bool) error {
	p.ops.pushScope(isolated)
	block := ir.NewBlock(nil, nil)
	if len(args) > 0 && args[0].Operand.Name != "" {
		if p.tok.kind == tokCaretIdent {
			return p.errorf("invalid block name in region with named arguments")
		}
		for _, a := range args {
			off := p.offsetOf(a.Operand.Loc, lbrace)
			if prev, used := p.referenceOff(a.Operand.Name, a.Operand.Number); used {
				d := p.errorAt(off, "region entry argument '%%%s' is already in use", a.Operand.Name)
				d.Note(p.locAt(prev), "previously referenced here")
				return d
			}
			loc := a.Loc
			if loc == nil {
				loc = p.resolveLoc(a.Operand.Loc)
				if loc == nil {
					loc = p.locAt(off)
				}
				if p.opts.NameLocsFromArgNames {
					if stem := argNameStem(a.Operand.Name); stem != "" {
						loc = p.ctx.NameLoc(stem, loc)
					}
				}
			}
			v := block.AddArgument(a.Type, loc)
			if err := p.addDefinition(a.Operand.Name, a.Operand.Number, off, v); err != nil {
				return err
			}
		}
	}
	if err := p.parseBlock(&block); err != nil {
		return err
	}
	r.Append(block)
	for p.tok.kind != tokRBrace {
		var b *ir.Block
		if err := p.parseBlock(&b); err != nil {
			return err
		}
		r.Append(b)
	}
	return p.ops.popScope(p)
}

// offsetOf returns the source offset of a location made by this parser, or def.
func (p *parser) offsetOf(l ir.Location, def int) int {
	if sp, ok := l.(*srcPos); ok {
		return sp.off
	}
	return def
}

// parseBlock parses a block label and body; *block is the entry block when non-nil, whose
// label is optional.
//
//	block ::= (block-id (`(` value-id-and-type-list `)`)? `:`)? operation*
func (p *parser) parseBlock(block **ir.Block) error {
	if *block != nil && p.tok.kind != tokCaretIdent {
		return p.parseBlockBody(*block)
	}
	nameOff := p.tok.start
	if p.tok.kind != tokCaretIdent {
		return p.wrongTokenError("expected block name")
	}
	name := p.spelling()
	p.next()
	rs := &p.ops.regions[len(p.ops.regions)-1]
	if rs.blocks == nil {
		rs.blocks = map[string]*blockDef{}
	}
	bd, ok := rs.blocks[name]
	switch {
	case !ok:
		b := *block
		if b == nil {
			b = ir.NewBlock(nil, nil)
		}
		bd = &blockDef{block: b, off: nameOff}
		rs.blocks[name] = bd
	case !bd.fwd:
		return p.errorAt(nameOff, "redefinition of block '%s'", name)
	default:
		bd.fwd = false
		rs.fwd--
	}
	*block = bd.block
	if p.tok.kind == tokLParen {
		err := p.parseCommaList(ir.DelimParen, "", func() error {
			u, err := p.parseSSAUseAt(true)
			if err != nil {
				return err
			}
			if err := p.expect(tokColon, "expected ':' and type for SSA operand"); err != nil {
				return err
			}
			t, err := p.parseType()
			if err != nil {
				return err
			}
			off := u.off
			arg := bd.block.AddArgument(t, nil)
			loc, present, err := p.parseTrailingLoc(nil, arg)
			if err != nil {
				return err
			}
			if !present {
				loc = p.locAt(off)
			}
			arg.Loc = loc
			return p.addDefinition(u.name, u.number, off, arg)
		})
		if err != nil {
			return err
		}
	}
	if err := p.expect(tokColon, "expected ':' after block name"); err != nil {
		return err
	}
	return p.parseBlockBody(bd.block)
}

func (p *parser) parseBlockBody(block *ir.Block) error {
	for p.tok.kind != tokCaretIdent && p.tok.kind != tokRBrace {
		if err := p.parseOperation(block); err != nil {
			return err
		}
	}
	return nil
}

// argNameStem returns the name a NameLoc must carry for the printer to give a region argument
// the SSA name it has in the text (with --mlir-use-nameloc-as-prefix): the name without the
// printer's `_N` uniquing suffix. Default names (`arg3`, numbers) have no stem.
func argNameStem(name string) string {
	if name == "" || isDigits(name) || (strings.HasPrefix(name, "arg") && isDigits(name[3:])) {
		return ""
	}
	if i := strings.LastIndexByte(name, '_'); i > 0 && isDigits(name[i+1:]) {
		name = name[:i]
	}
	// The printer appends `_` to names ending in a digit.
	if n := len(name); n > 1 && name[n-1] == '_' && name[n-2] >= '0' && name[n-2] <= '9' {
		name = name[:n-1]
	}
	return name
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
