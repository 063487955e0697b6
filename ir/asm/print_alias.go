package asm

import (
	"sort"
	"strconv"

	"github.com/ttgo/ttgo/ir"
)

// alias is one `#name = ...` or `!name = ...` definition of the alias table.
type alias struct {
	sym        ir.Uniqued // the ir.Attribute or ir.Type
	name       string     // printed name with its prefix and suffix (`#blocked1`)
	isType     bool
	deferrable bool
	printed    bool // type aliases are used only once defined
}

// aliasTable maps attributes and types (by ID) to their aliases, in output order.
type aliasTable struct {
	list []*alias
	// byID holds the index in list of each alias.
	byID idIndex
}

// lookup returns the alias of the attribute or type with ID id, or nil.
func (t *aliasTable) lookup(id uint64) *alias {
	if len(t.list) == 0 {
		return nil
	}
	if i, ok := t.byID.get(id); ok {
		return t.list[i]
	}
	return nil
}

// aliasEntry is what the collection walk records about one attribute or type; its children
// (the entries of what it prints nested) are children[first:first+count] of the collector.
type aliasEntry struct {
	sym          ir.Uniqued
	name         string // alias name proposed by a dialect, "" for none
	first, count int32
	depth        int32
	isType       bool
	deferrable   bool
}

// aliasCollector finds the attributes and types an op would print, in print order, and the
// aliases dialects propose for them, as MLIR's AliasInitializer with its dummy printers.
type aliasCollector struct {
	opts     *PrintOptions
	ctx      *ir.Context
	dialects []*ir.Dialect
	entries  []aliasEntry
	children []int32
	index    idIndex
	// visitors are child visitors free for reuse.
	visitors []*aliasChildVisitor
}

// collectAliases walks op as the printer would and returns the alias table.
func collectAliases(op *ir.Operation, opts *PrintOptions) *aliasTable {
	ctx := contextOf(op)
	c := &aliasCollector{opts: opts, ctx: ctx, dialects: ctx.Dialects()}
	w := &aliasOpWalker{c: c}
	w.PrintCustomOrGenericOp(op)
	return c.table()
}

func (c *aliasCollector) table() *aliasTable {
	var named []int
	for i := range c.entries {
		if c.entries[i].name != "" {
			named = append(named, i)
		}
	}
	sort.SliceStable(named, func(a, b int) bool {
		x, y := &c.entries[named[a]], &c.entries[named[b]]
		if x.depth != y.depth {
			return x.depth < y.depth
		}
		if x.isType != y.isType {
			return x.isType
		}
		return x.name < y.name
	})
	t := &aliasTable{}
	used := make(map[string]bool)
	counts := make(map[string]int)
	for _, i := range named {
		e := &c.entries[i]
		name := e.name
		if used[name] {
			probe := name
			if last := name[len(name)-1]; last >= '0' && last <= '9' {
				probe += "_"
			}
			if counts[probe] == 0 {
				counts[probe] = 1
			}
			for {
				cand := probe + strconv.Itoa(counts[probe])
				counts[probe]++
				if !used[cand] {
					name = cand
					break
				}
			}
		}
		used[name] = true
		prefix := "#"
		if e.isType {
			prefix = "!"
		}
		a := &alias{sym: e.sym, name: prefix + name, isType: e.isType, deferrable: e.deferrable}
		t.byID.set(e.sym.ID(), len(t.list))
		t.list = append(t.list, a)
	}
	return t
}

// visitAttr records a (and what it prints nested) and returns its alias depth and index, or
// 0 and -1 for a leaf: something without an alias that prints nothing with one.
func (c *aliasCollector) visitAttr(a ir.Attribute, deferrable, elideType bool) (int, int) {
	if i, ok := c.index.get(a.ID()); ok {
		return c.revisit(i, deferrable)
	}
	i := len(c.entries)
	name := c.attrAlias(a)
	c.entries = append(c.entries, aliasEntry{sym: a, name: name, deferrable: deferrable})
	if name != "" {
		c.entries[i].depth = 1
	}
	c.index.set(a.ID(), i)
	v := c.visitor(deferrable)
	v.attrChildren(a, elideType)
	return c.finish(a, i, v)
}

// visitType records t (and what it prints nested) and returns its alias depth and index, or
// 0 and -1 for a leaf.
func (c *aliasCollector) visitType(t ir.Type, deferrable bool) (int, int) {
	if i, ok := c.index.get(t.ID()); ok {
		return c.revisit(i, deferrable)
	}
	i := len(c.entries)
	name := c.typeAlias(t)
	c.entries = append(c.entries, aliasEntry{sym: t, name: name, isType: true, deferrable: deferrable})
	if name != "" {
		c.entries[i].depth = 1
	}
	c.index.set(t.ID(), i)
	v := c.visitor(deferrable)
	v.typeChildren(t)
	return c.finish(t, i, v)
}

// revisit returns the depth and index of entry i (-1 for a leaf) seen again.
func (c *aliasCollector) revisit(i int, deferrable bool) (int, int) {
	if i < 0 {
		return 0, -1
	}
	if !deferrable {
		c.markNonDeferrable(i)
	}
	return int(c.entries[i].depth), i
}

// visitor returns a child visitor, reusing a free one.
func (c *aliasCollector) visitor(deferrable bool) *aliasChildVisitor {
	if n := len(c.visitors); n > 0 {
		v := c.visitors[n-1]
		c.visitors = c.visitors[:n-1]
		*v = aliasChildVisitor{c: c, deferrable: deferrable, children: v.children[:0]}
		return v
	}
	return &aliasChildVisitor{c: c, deferrable: deferrable}
}

// finish records what v collected as the children of entry i (the last one, made for sym),
// frees v and returns the entry's depth and index. An entry without alias and children is
// a leaf: nothing about it reaches the alias table, so it is dropped and sym recorded as a
// leaf.
func (c *aliasCollector) finish(sym ir.Uniqued, i int, v *aliasChildVisitor) (int, int) {
	c.visitors = append(c.visitors, v)
	e := &c.entries[i]
	if e.name == "" && len(v.children) == 0 {
		c.entries = c.entries[:i]
		c.index.set(sym.ID(), -1)
		return 0, -1
	}
	e.first, e.count = int32(len(c.children)), int32(len(v.children))
	c.children = append(c.children, v.children...)
	if v.maxDepth > 0 {
		e.depth = int32(v.maxDepth + 1)
	}
	return int(e.depth), i
}

func (c *aliasCollector) markNonDeferrable(i int) {
	e := &c.entries[i]
	if !e.deferrable {
		return
	}
	e.deferrable = false
	for _, ch := range c.children[e.first : e.first+e.count] {
		c.markNonDeferrable(int(ch))
	}
}

// attrAlias asks the builtin rule (locations are `#loc`) and then every loaded dialect for an
// alias of a; a later proposal replaces an earlier one unless that one was final.
func (c *aliasCollector) attrAlias(a ir.Attribute) string {
	name := ""
	if _, ok := a.(ir.Location); ok {
		name = "loc"
	}
	for _, d := range c.dialects {
		if d.AttrAlias == nil {
			continue
		}
		if n, k := d.AttrAlias(a); k != ir.NoAlias && n != "" {
			name = n
			if k == ir.FinalAlias {
				break
			}
		}
	}
	if name == "" {
		return ""
	}
	return sanitizeName(name, "$_-")
}

func (c *aliasCollector) typeAlias(t ir.Type) string {
	name := ""
	for _, d := range c.dialects {
		if d.TypeAlias == nil {
			continue
		}
		if n, k := d.TypeAlias(t); k != ir.NoAlias && n != "" {
			name = n
			if k == ir.FinalAlias {
				break
			}
		}
	}
	if name == "" {
		return ""
	}
	return sanitizeName(name, "$_-")
}

// aliasChildVisitor is the ir.AsmPrinter that attribute and type bodies print to while their
// nested attributes and types are collected; it records their indices and deepest alias.
type aliasChildVisitor struct {
	c          *aliasCollector
	deferrable bool
	children   []int32
	maxDepth   int
}

func (v *aliasChildVisitor) record(depth, i int) {
	if i < 0 {
		return
	}
	v.children = append(v.children, int32(i))
	if depth > v.maxDepth {
		v.maxDepth = depth
	}
}

func (v *aliasChildVisitor) attrChildren(a ir.Attribute, elideType bool) {
	switch a := a.(type) {
	case ir.DialectAttr:
		a.Print(v)
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseArrayAttr, *ir.UnitAttr:
		return
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			v.PrintAttribute(e.Value)
		}
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			v.PrintAttribute(e)
		}
	case *ir.TypeAttr:
		v.PrintType(a.Type)
	case *ir.NameLoc:
		if a.Child != nil {
			if _, unknown := a.Child.(*ir.UnknownLoc); !unknown {
				v.PrintAttribute(a.Child)
			}
		}
	case *ir.CallSiteLoc:
		v.PrintAttribute(a.Callee)
		v.PrintAttribute(a.Caller)
	case *ir.FusedLoc:
		if a.Metadata != nil {
			v.PrintAttribute(a.Metadata)
		}
		for _, l := range a.Locs {
			v.PrintAttribute(l)
		}
	}
	if !elideType {
		if t := attrType(a); t != nil {
			v.PrintType(t)
		}
	}
}

// attrType returns the type an attribute prints after ` : `, or nil.
func attrType(a ir.Attribute) ir.Type {
	var t ir.Type
	switch a := a.(type) {
	case *ir.StringAttr:
		t = a.Type
	case ir.TypedAttr:
		t = a.AttrType()
	}
	if t == nil {
		return nil
	}
	if _, none := t.(*ir.NoneType); none {
		return nil
	}
	return t
}

func (v *aliasChildVisitor) typeChildren(t ir.Type) {
	switch t := t.(type) {
	case ir.DialectType:
		t.Print(v)
	case *ir.RankedTensorType:
		v.PrintType(t.Elem)
		if t.Encoding != nil {
			v.PrintAttribute(t.Encoding)
		}
	case *ir.UnrankedTensorType:
		v.PrintType(t.Elem)
	case *ir.VectorType:
		v.PrintType(t.Elem)
	case *ir.ComplexType:
		v.PrintType(t.Elem)
	case *ir.TupleType:
		for _, e := range t.Types {
			v.PrintType(e)
		}
	case *ir.FunctionType:
		for _, e := range t.Inputs {
			v.PrintType(e)
		}
		for _, e := range t.Results {
			v.PrintType(e)
		}
	case *ir.MemRefType:
		v.PrintType(t.Elem)
		if t.Layout != nil {
			v.PrintAttribute(t.Layout)
		}
		if t.MemorySpace != nil {
			v.PrintAttribute(t.MemorySpace)
		}
	}
}

// WriteString ignores text.
func (v *aliasChildVisitor) WriteString(string) {}

// PrintType collects t.
func (v *aliasChildVisitor) PrintType(t ir.Type) {
	if t != nil {
		v.record(v.c.visitType(t, v.deferrable))
	}
}

// PrintAttribute collects a with its type.
func (v *aliasChildVisitor) PrintAttribute(a ir.Attribute) {
	if a != nil {
		v.record(v.c.visitAttr(a, v.deferrable, false))
	}
}

// PrintAttributeWithoutType collects a without its type.
func (v *aliasChildVisitor) PrintAttributeWithoutType(a ir.Attribute) {
	if a != nil {
		v.record(v.c.visitAttr(a, v.deferrable, true))
	}
}

// PrintString ignores s.
func (v *aliasChildVisitor) PrintString(string) {}

// PrintKeywordOrString ignores s.
func (v *aliasChildVisitor) PrintKeywordOrString(string) {}

// PrintSymbolName ignores s.
func (v *aliasChildVisitor) PrintSymbolName(string) {}

// PrintFloat ignores the value.
func (v *aliasChildVisitor) PrintFloat(*ir.FloatType, uint64) {}

// PrintDimensionList ignores the shape.
func (v *aliasChildVisitor) PrintDimensionList([]int64) {}

// aliasOpWalker is the ir.OpAsmPrinter that ops print to while aliases are collected: it
// visits what each printing method would print, as MLIR's DummyAliasOperationPrinter.
type aliasOpWalker struct {
	c *aliasCollector
}

// WriteString ignores text.
func (w *aliasOpWalker) WriteString(string) {}

// PrintType collects t.
func (w *aliasOpWalker) PrintType(t ir.Type) {
	if t != nil {
		w.c.visitType(t, false)
	}
}

// PrintAttribute collects a.
func (w *aliasOpWalker) PrintAttribute(a ir.Attribute) {
	if a != nil {
		w.c.visitAttr(a, false, false)
	}
}

// PrintAttributeWithoutType collects a, with its type as MLIR's op-level dummy printer does.
func (w *aliasOpWalker) PrintAttributeWithoutType(a ir.Attribute) { w.PrintAttribute(a) }

// PrintString ignores s.
func (w *aliasOpWalker) PrintString(string) {}

// PrintKeywordOrString ignores s.
func (w *aliasOpWalker) PrintKeywordOrString(string) {}

// PrintSymbolName ignores s.
func (w *aliasOpWalker) PrintSymbolName(string) {}

// PrintFloat ignores the value.
func (w *aliasOpWalker) PrintFloat(*ir.FloatType, uint64) {}

// PrintDimensionList ignores the shape.
func (w *aliasOpWalker) PrintDimensionList([]int64) {}

// PrintOperand ignores v.
func (w *aliasOpWalker) PrintOperand(*ir.Value) {}

// PrintOperands ignores vs.
func (w *aliasOpWalker) PrintOperands([]*ir.Value) {}

// PrintOptionalAttrDict collects the values of the attributes not elided.
func (w *aliasOpWalker) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided ...string) {
	for _, a := range attrs {
		if !isElided(a.Name, elided) {
			w.PrintAttribute(a.Value)
		}
	}
}

// PrintOptionalAttrDictWithKeyword collects as PrintOptionalAttrDict.
func (w *aliasOpWalker) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided ...string) {
	w.PrintOptionalAttrDict(attrs, elided...)
}

// PrintRegion collects the blocks of r.
func (w *aliasOpWalker) PrintRegion(r *ir.Region, printEntryBlockArgs, printBlockTerminators, _ bool) {
	for i, b := range r.Blocks() {
		if i == 0 {
			w.block(b, printEntryBlockArgs, printBlockTerminators)
		} else {
			w.block(b, true, true)
		}
	}
}

// PrintRegionArgument collects the argument's type and location.
func (w *aliasOpWalker) PrintRegionArgument(v *ir.Value, _ []ir.NamedAttribute, _ bool) {
	w.PrintType(v.Type())
	if w.c.opts.PrintDebugInfo {
		w.c.visitAttr(locOrUnknown(w.c.ctx, v), false, false)
	}
}

// PrintSuccessor ignores b.
func (w *aliasOpWalker) PrintSuccessor(*ir.Block) {}

// PrintSuccessorAndUseList ignores its arguments.
func (w *aliasOpWalker) PrintSuccessorAndUseList(*ir.Block, []*ir.Value) {}

// PrintNewline does nothing.
func (w *aliasOpWalker) PrintNewline() {}

// PrintOptionalLocationSpecifier collects loc (as MLIR does, whether or not debug info is
// printed).
func (w *aliasOpWalker) PrintOptionalLocationSpecifier(loc ir.Location) {
	if loc != nil {
		w.c.visitAttr(loc, false, false)
	}
}

// PrintFunctionalType collects the types.
func (w *aliasOpWalker) PrintFunctionalType(inputs, results []ir.Type) {
	for _, t := range inputs {
		w.PrintType(t)
	}
	for _, t := range results {
		w.PrintType(t)
	}
}

// PrintArrowTypeList collects the types.
func (w *aliasOpWalker) PrintArrowTypeList(ts []ir.Type) {
	for _, t := range ts {
		w.PrintType(t)
	}
}

// PrintGenericOp collects op in the generic form: its regions, operand and result types, and
// attributes.
func (w *aliasOpWalker) PrintGenericOp(op *ir.Operation) {
	for _, r := range op.Regions() {
		w.PrintRegion(r, true, true, true)
	}
	for i := 0; i < op.NumOperands(); i++ {
		if v := op.Operand(i); v != nil {
			w.PrintType(v.Type())
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		w.PrintType(op.Result(i).Type())
	}
	for _, a := range op.AllAttrs() {
		w.PrintAttribute(a.Value)
	}
}

// ShadowRegionArgs does nothing.
func (w *aliasOpWalker) ShadowRegionArgs(*ir.Region, []*ir.Value) {}

// PrintCustomOrGenericOp collects op's location and what op prints.
func (w *aliasOpWalker) PrintCustomOrGenericOp(op *ir.Operation) {
	if w.c.opts.PrintDebugInfo {
		w.c.visitAttr(op.Loc(), true, false)
	}
	if !w.c.opts.PrintGenericOpForm && hasCustomForm(op) {
		printCustom(w, op)
		return
	}
	w.PrintGenericOp(op)
}

func (w *aliasOpWalker) block(b *ir.Block, printArgs, printTerminator bool) {
	if printArgs {
		for _, a := range b.Arguments() {
			w.PrintType(a.Type())
			if w.c.opts.PrintDebugInfo {
				w.c.visitAttr(locOrUnknown(w.c.ctx, a), false, false)
			}
		}
	}
	last := b.Last()
	skip := !printTerminator && last != nil && last.HasTrait(ir.Terminator)
	for op := b.First(); op != nil; op = op.Next() {
		if skip && op == last {
			break
		}
		w.PrintCustomOrGenericOp(op)
	}
}

// isElided reports whether name is in elided.
func isElided(name string, elided []string) bool {
	for _, e := range elided {
		if e == name {
			return true
		}
	}
	return false
}

// locOrUnknown returns the location of block argument v, or unknown when it has none.
func locOrUnknown(ctx *ir.Context, v *ir.Value) ir.Location {
	if v.Loc != nil {
		return v.Loc
	}
	return ctx.UnknownLoc()
}

// contextOf returns the context of op, or a new one for ops made without a context.
func contextOf(op *ir.Operation) *ir.Context {
	if ctx := op.Context(); ctx != nil {
		return ctx
	}
	return ir.NewContext()
}
