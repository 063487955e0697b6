package ir

import (
	"slices"
	"strings"
)

// Operation is the one generic op of the IR: a name (with its OpDef when registered), operands,
// results, inherent attributes (properties) and discardable attributes, regions, successors
// and a location. Typed views of specific ops are thin wrappers around it.
type Operation struct {
	ctx      *Context
	named    *opName
	operands []OpOperand
	results  []Value
	// attrs holds the inherent attributes (properties) sorted by name, then the discardable
	// ones sorted by name; the first nprops are the properties. Changes replace the slice, so
	// the slices handed out never change.
	attrs []NamedAttribute
	// more holds the regions and successors of the ops that have any.
	more *opMore
	loc  Location

	block      *Block
	prev, next *Operation
	nprops     int32
	// order is the op's position in its block when the block's orderValid is set.
	order int32
	// driverSlot is a rewrite driver's bookkeeping for the op (see DriverSlot).
	driverSlot uint32
	// mark is scratch for algorithms that flag ops (see Mark).
	mark uint64
}

// opMore holds what few ops have, so that the others are smaller.
type opMore struct {
	regions    []*Region
	successors []*Block
}

// setAttrLists makes props and attrs, each sorted, the op's attributes; it keeps them
// without copying when one of them is empty.
func (op *Operation) setAttrLists(props, attrs []NamedAttribute) {
	op.noteChange()
	op.nprops = int32(len(props))
	switch {
	case len(attrs) == 0:
		op.attrs = props
	case len(props) == 0:
		op.attrs = attrs
	default:
		all := make([]NamedAttribute, 0, len(props)+len(attrs))
		op.attrs = append(append(all, props...), attrs...)
	}
}

// setRegionsAndSuccessors sets the regions and successors (both may be empty).
func (op *Operation) setRegionsAndSuccessors(regions []*Region, successors []*Block) {
	if len(regions) == 0 && len(successors) == 0 {
		op.more = nil
		return
	}
	op.more = &opMore{regions: regions, successors: successors}
}

// OperationState collects what is needed to create an op; parsers and builders fill it.
type OperationState struct {
	Name       string
	Loc        Location
	Operands   []*Value
	Types      []Type
	Props      []NamedAttribute
	Attrs      []NamedAttribute
	Regions    []*Region
	Successors []*Block
}

// AddRegion appends a new empty region to the state and returns it.
func (st *OperationState) AddRegion() *Region {
	if st.Regions == nil {
		// The first region comes with the region list in one allocation: most ops with
		// regions have one, and the op keeps the list.
		s := &struct {
			r    Region
			regs [1]*Region
		}{}
		st.Regions = append(s.regs[:0], &s.r)
		return &s.r
	}
	r := &Region{}
	st.Regions = append(st.Regions, r)
	return r
}

// AddAttr appends a discardable or inherent attribute; Create sorts it into place.
func (st *OperationState) AddAttr(name string, v Attribute) {
	st.Attrs = append(st.Attrs, NamedAttribute{name, v})
}

// Create makes a detached op from the state. Attributes that the op's definition declares as
// inherent move into the properties, the rest stay discardable; both are sorted by name.
// Absent default-valued inherent attributes get their default value.
func (c *Context) Create(st *OperationState) *Operation {
	var named *opName
	if def := c.OpDef(st.Name); def != nil {
		named = def.opName()
	} else {
		named = &opName{name: st.Name}
	}
	op, attrs := allocOperation(len(st.Types), len(st.Operands), len(st.Props)+len(st.Attrs)+named.numDefaults)
	op.ctx, op.loc, op.named = c.root, st.Loc, named
	if op.loc == nil {
		op.loc = c.UnknownLoc()
	}
	op.setCreatedAttrs(c, attrs, st.Props, st.Attrs)
	for i, v := range st.Operands {
		op.operands[i] = OpOperand{value: v, owner: op}
		op.operands[i].link()
	}
	var id uint32
	if c.local != nil {
		id = c.local.valueIDs(len(st.Types))
	} else {
		id = newValueIDs(len(st.Types))
	}
	for i, t := range st.Types {
		op.results[i] = Value{typ: t, defOp: op, index: int32(i), id: id + uint32(i)}
	}
	for _, r := range st.Regions {
		r.parent = op
	}
	var succs []*Block
	if len(st.Successors) > 0 {
		succs = append(succs, st.Successors...)
	}
	op.setRegionsAndSuccessors(st.Regions, succs)
	return op
}

// allocOperation allocates an op with nres results and nopds operand slots, and an empty
// attribute list with room for nattrs. The shapes most ops have (one result, up to two
// operands and attributes, or a terminator's few operands) get it all in one allocation of
// exactly their size, which the collector then scans as one object.
func allocOperation(nres, nopds, nattrs int) (*Operation, []NamedAttribute) {
	switch {
	case nres == 1 && nopds == 0 && nattrs <= 1:
		s := &struct {
			op Operation
			r  [1]Value
			a  [1]NamedAttribute
		}{}
		return s.op.bind(s.r[:], nil, s.a[:])
	case nres == 1 && nopds == 1 && nattrs == 0:
		s := &struct {
			op Operation
			r  [1]Value
			o  [1]OpOperand
		}{}
		return s.op.bind(s.r[:], s.o[:], nil)
	case nres == 1 && nopds == 1 && nattrs <= 2:
		s := &struct {
			op Operation
			r  [1]Value
			o  [1]OpOperand
			a  [2]NamedAttribute
		}{}
		return s.op.bind(s.r[:], s.o[:], s.a[:nattrs])
	case nres == 1 && nopds == 2 && nattrs == 0:
		s := &struct {
			op Operation
			r  [1]Value
			o  [2]OpOperand
		}{}
		return s.op.bind(s.r[:], s.o[:], nil)
	case nres == 1 && nopds == 2 && nattrs <= 2:
		s := &struct {
			op Operation
			r  [1]Value
			o  [2]OpOperand
			a  [2]NamedAttribute
		}{}
		return s.op.bind(s.r[:], s.o[:], s.a[:nattrs])
	case nres == 0 && nopds > 0 && nopds <= 2 && nattrs == 0:
		s := &struct {
			op Operation
			o  [2]OpOperand
		}{}
		return s.op.bind(nil, s.o[:nopds], nil)
	}
	op := &Operation{}
	var results []Value
	var operands []OpOperand
	var attrs []NamedAttribute
	if nres > 0 {
		results = make([]Value, nres)
	}
	if nopds > 0 {
		operands = make([]OpOperand, nopds)
	}
	if nattrs > 0 {
		attrs = make([]NamedAttribute, nattrs)
	}
	return op.bind(results, operands, attrs)
}

// bind gives op its result and operand arrays and returns it with attrs emptied, the room
// for its attribute list.
func (op *Operation) bind(results []Value, operands []OpOperand, attrs []NamedAttribute) (*Operation, []NamedAttribute) {
	op.results, op.operands = results, operands
	return op, attrs[:0:len(attrs)]
}

// setCreatedAttrs fills buf (empty, with room for every attribute) with the properties and
// then the discardable attributes of a new op, each part sorted, and makes it op's list.
// With a definition, attributes it declares inherent move from attrs to the properties, and
// absent default-valued ones get their default.
func (op *Operation) setCreatedAttrs(c *Context, buf, props, attrs []NamedAttribute) {
	def := op.named.def
	buf = append(buf, props...)
	if def == nil {
		buf = append(buf, attrs...)
		op.attrs, op.nprops = sortAttrParts(buf, len(props))
		return
	}
	for _, a := range attrs {
		if def.IsInherentAttr(a.Name) {
			buf = append(buf, a)
		}
	}
	if op.named.numDefaults > 0 {
		for i := range def.Attrs {
			a := &def.Attrs[i]
			if a.Default != nil && LookupAttr(buf, a.Name) == nil {
				buf = append(buf, NamedAttribute{a.Name, a.Default(c)})
			}
		}
	}
	nprops := len(buf)
	for _, a := range attrs {
		if !def.IsInherentAttr(a.Name) {
			buf = append(buf, a)
		}
	}
	op.attrs, op.nprops = sortAttrParts(buf, nprops)
}

// sortAttrParts sorts list[:n] and list[n:] by name in place, each keeping the last of equal
// names, and returns the joined parts and the length of the first.
func sortAttrParts(list []NamedAttribute, n int) ([]NamedAttribute, int32) {
	props := sortAttrsInPlace(list[:n])
	rest := sortAttrsInPlace(list[n:])
	all := append(list[:len(props)], rest...)
	if len(all) == 0 {
		return nil, 0
	}
	return all, int32(len(props))
}

// sortAttrsInPlace sorts attrs by name in place keeping the last of equal names, and returns
// the shortened slice.
func sortAttrsInPlace(attrs []NamedAttribute) []NamedAttribute {
	if len(attrs) < 2 {
		return attrs
	}
	slices.SortStableFunc(attrs, func(a, b NamedAttribute) int { return strings.Compare(a.Name, b.Name) })
	out := attrs[:0]
	for i, e := range attrs {
		if i+1 < len(attrs) && attrs[i+1].Name == e.Name {
			continue
		}
		out = append(out, e)
	}
	return out
}

// DriverSlot returns the word a rewrite driver keeps its bookkeeping for the op in (the
// greedy driver: the op's worklist position), so that it needs no map keyed by op. It is zero
// until a driver sets it; a driver must not trust a value it did not set in its current run
// (a run that stopped early may leave one behind) and should reset it when done.
func (op *Operation) DriverSlot() uint32 { return op.driverSlot }

// SetDriverSlot sets the op's driver slot (see DriverSlot).
func (op *Operation) SetDriverSlot(v uint32) { op.driverSlot = v }

// Context returns the context the op was created in (the context itself, for an op created
// through a view from Context.Local).
func (op *Operation) Context() *Context { return op.ctx }

// Name returns the op's full name ("tt.load").
func (op *Operation) Name() string { return op.named.name }

// Def returns the op's definition, or nil for an unregistered op.
func (op *Operation) Def() *OpDef { return op.named.def }

// Dialect returns the namespace part of the op's name.
func (op *Operation) Dialect() string {
	if i := strings.IndexByte(op.named.name, '.'); i >= 0 {
		return op.named.name[:i]
	}
	return ""
}

// HasTrait reports whether the op is registered with trait t.
func (op *Operation) HasTrait(t Trait) bool { return op.named.def != nil && op.named.def.HasTrait(t) }

// Loc returns the op's location.
func (op *Operation) Loc() Location { return op.loc }

// SetLoc changes the op's location.
func (op *Operation) SetLoc(l Location) {
	op.noteChange()
	op.loc = l
}

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return len(op.operands) }

// Operand returns operand i.
func (op *Operation) Operand(i int) *Value { return op.operands[i].value }

// OpOperand returns operand slot i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operands[i] }

// Operands returns the operand values.
func (op *Operation) Operands() []*Value {
	vs := make([]*Value, len(op.operands))
	for i := range op.operands {
		vs[i] = op.operands[i].value
	}
	return vs
}

// SetOperand makes operand i use v.
func (op *Operation) SetOperand(i int, v *Value) { op.operands[i].Set(v) }

// SetOperands replaces all operands.
func (op *Operation) SetOperands(vs []*Value) {
	op.noteChange()
	for i := range op.operands {
		op.operands[i].unlink()
	}
	op.operands = make([]OpOperand, len(vs))
	for i, v := range vs {
		op.operands[i] = OpOperand{value: v, owner: op}
		op.operands[i].link()
	}
}

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return len(op.results) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.results[i] }

// Results returns the result values.
func (op *Operation) Results() []*Value {
	vs := make([]*Value, len(op.results))
	for i := range op.results {
		vs[i] = &op.results[i]
	}
	return vs
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	ts := make([]Type, len(op.results))
	for i := range op.results {
		ts[i] = op.results[i].typ
	}
	return ts
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	ts := make([]Type, len(op.operands))
	for i := range op.operands {
		ts[i] = op.operands[i].value.typ
	}
	return ts
}

// Props returns the inherent attributes (MLIR's properties), sorted by name.
func (op *Operation) Props() []NamedAttribute { return op.props() }

func (op *Operation) props() []NamedAttribute { return op.attrs[:op.nprops:op.nprops] }

func (op *Operation) discardable() []NamedAttribute { return op.attrs[op.nprops:] }

// Attrs returns the discardable attributes, sorted by name.
func (op *Operation) Attrs() []NamedAttribute { return op.discardable() }

// AllAttrs returns the inherent and discardable attributes merged and sorted by name.
func (op *Operation) AllAttrs() []NamedAttribute {
	if op.nprops == 0 || int(op.nprops) == len(op.attrs) {
		return op.attrs
	}
	return SortedAttrs(op.attrs)
}

// Attr returns the attribute called name, inherent or discardable, or nil.
func (op *Operation) Attr(name string) Attribute {
	if a := LookupAttr(op.props(), name); a != nil {
		return a
	}
	return LookupAttr(op.discardable(), name)
}

// SetAttr sets an attribute; names the op's definition declares inherent become properties.
func (op *Operation) SetAttr(name string, v Attribute) {
	op.symbolNameChanged(name)
	if op.named.def != nil && op.named.def.IsInherentAttr(name) {
		op.setAttrLists(setAttr(op.props(), name, v), op.discardable())
	} else {
		op.setAttrLists(op.props(), setAttr(op.discardable(), name, v))
	}
}

// SetProp sets an inherent attribute, whatever the op's definition says.
func (op *Operation) SetProp(name string, v Attribute) {
	op.symbolNameChanged(name)
	op.setAttrLists(setAttr(op.props(), name, v), op.discardable())
}

// symbolNameChanged invalidates cached symbol tables when an op's symbol name changes.
func (op *Operation) symbolNameChanged(name string) {
	if name == SymbolNameAttr && op.block != nil {
		op.block.gen++
	}
}

// RemoveAttr removes an attribute of that name (inherent or discardable); it reports whether
// there was one.
func (op *Operation) RemoveAttr(name string) bool {
	op.symbolNameChanged(name)
	props, ok1 := removeAttr(op.props(), name)
	attrs, ok2 := removeAttr(op.discardable(), name)
	if ok1 || ok2 {
		op.setAttrLists(props, attrs)
	}
	return ok1 || ok2
}

// SetAttrs replaces the discardable attributes.
func (op *Operation) SetAttrs(attrs []NamedAttribute) {
	op.setAttrLists(op.props(), SortedAttrs(attrs))
}

// SetProps replaces the inherent attributes.
func (op *Operation) SetProps(attrs []NamedAttribute) {
	op.setAttrLists(SortedAttrs(attrs), op.discardable())
}

func setAttr(list []NamedAttribute, name string, v Attribute) []NamedAttribute {
	for i := range list {
		if list[i].Name == name {
			out := append([]NamedAttribute(nil), list...)
			out[i].Value = v
			return out
		}
	}
	return SortedAttrs(append(append([]NamedAttribute(nil), list...), NamedAttribute{name, v}))
}

func removeAttr(list []NamedAttribute, name string) ([]NamedAttribute, bool) {
	for i := range list {
		if list[i].Name == name {
			out := append(append([]NamedAttribute(nil), list[:i]...), list[i+1:]...)
			return out, true
		}
	}
	return list, false
}

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.Regions()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return op.Regions()[i] }

// Regions returns the regions.
func (op *Operation) Regions() []*Region {
	if op.more == nil {
		return nil
	}
	return op.more.regions
}

// Successors returns the successor blocks.
func (op *Operation) Successors() []*Block {
	if op.more == nil {
		return nil
	}
	return op.more.successors
}

// SetSuccessor changes successor i.
func (op *Operation) SetSuccessor(i int, b *Block) {
	op.noteChange()
	op.Successors()[i] = b
}

// Block returns the block holding the op, or nil when detached.
func (op *Operation) Block() *Block { return op.block }

// ParentOp returns the op whose region holds this op, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.block == nil || op.block.parent == nil {
		return nil
	}
	return op.block.parent.parent
}

// ParentRegion returns the region holding the op, or nil.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOfName returns the closest enclosing op called name, or nil.
func (op *Operation) ParentOfName(name string) *Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.named.name == name {
			return p
		}
	}
	return nil
}

// IsAncestorOf reports whether other is op or nested inside it.
func (op *Operation) IsAncestorOf(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// Next returns the following op in the block, or nil.
func (op *Operation) Next() *Operation { return op.next }

// Prev returns the preceding op in the block, or nil.
func (op *Operation) Prev() *Operation { return op.prev }

// IsBeforeInBlock reports whether op comes before other in their common block. Blocks keep
// lazily renumbered order indices, so the query is O(1) amortized.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if b == nil || other.block != b {
		return false
	}
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// Remove unlinks the op from its block without destroying it.
func (op *Operation) Remove() {
	b := op.block
	if b == nil {
		return
	}
	op.noteChange()
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
	b.count--
	b.gen++
}

// Erase unlinks the op and drops its operand uses and those of everything nested in it. Its
// results must have no uses left.
func (op *Operation) Erase() {
	op.Remove()
	op.DropAllReferences()
}

// DropAllReferences drops the operand uses of the op and of every op nested in it.
func (op *Operation) DropAllReferences() {
	op.noteChange()
	for i := range op.operands {
		op.operands[i].unlink()
		op.operands[i].value = nil
	}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				o.DropAllReferences()
			}
		}
	}
}

// MoveBefore moves the op right before other (in other's block).
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves the op right after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	other.block.insertAfter(op, other)
}

// ReplaceAllUsesWith replaces the uses of each result with the matching value.
func (op *Operation) ReplaceAllUsesWith(vs []*Value) {
	for i := range op.results {
		op.results[i].ReplaceAllUsesWith(vs[i])
	}
}

// UseEmpty reports whether no result has uses.
func (op *Operation) UseEmpty() bool {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			return false
		}
	}
	return true
}

// Clone deep-copies the op, its regions and blocks; operands defined outside the op are kept
// unless mapping says otherwise, and mapping receives the new values of results and block
// arguments. mapping may be nil.
func (op *Operation) Clone(mapping map[*Value]*Value) *Operation {
	if mapping == nil {
		mapping = map[*Value]*Value{}
	}
	blocks := map[*Block]*Block{}
	n := op.clone(mapping, blocks)
	// Operands are remapped once everything is cloned, so that uses of values defined later
	// in the region (in other blocks or graph regions) find their copies too.
	n.Walk(func(o *Operation) WalkResult {
		for i := range o.operands {
			if m, ok := mapping[o.operands[i].value]; ok {
				o.operands[i].Set(m)
			}
		}
		return WalkAdvance
	})
	return n
}

func (op *Operation) clone(mapping map[*Value]*Value, blocks map[*Block]*Block) *Operation {
	n := &Operation{ctx: op.ctx, named: op.named, loc: op.loc, attrs: op.attrs, nprops: op.nprops}
	n.results = make([]Value, len(op.results))
	id := newValueIDs(len(op.results))
	for i := range op.results {
		n.results[i] = Value{typ: op.results[i].typ, defOp: n, index: int32(i), id: id + uint32(i)}
		mapping[&op.results[i]] = &n.results[i]
	}
	// Create all blocks first so that successors and forward references resolve.
	regions := make([]*Region, len(op.Regions()))
	for i, r := range op.Regions() {
		nr := &Region{parent: n}
		for _, b := range r.blocks {
			nb := &Block{}
			for _, a := range b.args {
				na := nb.AddArgument(a.typ, a.Loc)
				mapping[a] = na
			}
			blocks[b] = nb
			nr.Append(nb)
		}
		regions[i] = nr
	}
	for i, r := range op.Regions() {
		for j, b := range r.blocks {
			nb := regions[i].blocks[j]
			for o := b.first; o != nil; o = o.next {
				nb.Append(o.clone(mapping, blocks))
			}
		}
	}
	n.SetOperands(op.Operands())
	succs := make([]*Block, len(op.Successors()))
	for i, s := range op.Successors() {
		if m, ok := blocks[s]; ok {
			s = m
		}
		succs[i] = s
	}
	n.setRegionsAndSuccessors(regions, succs)
	return n
}
