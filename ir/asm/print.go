package asm

import (
	"io"
	"strconv"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/format"
)

// PrintOptions selects how Print writes IR, as mlir-opt's printing flags.
type PrintOptions struct {
	// PrintGenericOpForm prints every op in the generic form (--mlir-print-op-generic).
	PrintGenericOpForm bool
	// PrintDebugInfo prints locations (--mlir-print-debuginfo).
	PrintDebugInfo bool
	// PrettyDebugInfo prints locations in the pretty form (--mlir-pretty-debuginfo).
	PrettyDebugInfo bool
	// UseNameLocAsPrefix names SSA values after their NameLocs
	// (--mlir-use-nameloc-as-prefix).
	UseNameLocAsPrefix bool
	// PrintLocalScope prints op alone: names are numbered from its closest isolated-from-above
	// ancestor and no alias table is printed (--mlir-print-local-scope).
	PrintLocalScope bool
	// ElideLargeElementsAttrs prints `dense_resource<__elided__>` for a dense elements attribute
	// that is no splat and has more than ElementsAttrElementLimit elements
	// (--mlir-elide-elementsattrs-if-larger).
	ElideLargeElementsAttrs  bool
	ElementsAttrElementLimit int64
	// PrintValueUsers follows each op with a comment naming the users of its results, and
	// each block's arguments with one comment each (--mlir-print-value-users); ops without
	// results take a number, as values do, to be named by.
	PrintValueUsers bool
}

// Print writes op in MLIR's textual form, ending with a newline. A top-level op (one not
// inside a block) is printed with its alias table: the aliases that cannot be deferred before
// it and the deferrable ones (locations) after it.
func Print(w io.Writer, op *ir.Operation, opts PrintOptions) error {
	p := newPrinter(w, op, opts)
	p.printTop(op)
	p.flush()
	return p.err
}

// String returns op printed as Print writes it.
func String(op *ir.Operation, opts PrintOptions) string {
	p := newPrinter(nil, op, opts)
	p.printTop(op)
	return string(p.buf)
}

func (p *printer) printTop(op *ir.Operation) {
	if op.Block() == nil && !p.opts.PrintLocalScope {
		// Naming the values and collecting the aliases only read the IR, and neither needs
		// the other: they run side by side.
		names := make(chan namesResult, 1)
		go func() {
			defer func() {
				if v := recover(); v != nil {
					names <- namesResult{panicked: v}
				}
			}()
			names <- namesResult{names: newNameState(p.scope, &p.opts)}
		}()
		p.aliases = collectAliases(op, &p.opts)
		r := <-names
		if r.panicked != nil {
			panic(r.panicked)
		}
		p.names = r.names
		p.top = op
		p.printAliases(false)
		p.printFullOp(op)
		p.buf = append(p.buf, '\n')
		p.printAliases(true)
		return
	}
	p.names = newNameState(p.scope, &p.opts)
	p.printFullOp(op)
	p.buf = append(p.buf, '\n')
}

// namesResult is the name state made beside the alias walk, or the panic that stopped it.
type namesResult struct {
	names    *nameState
	panicked any
}

// TypeString returns t as MLIR prints it without aliases, for diagnostics.
func TypeString(t ir.Type) string {
	p := &printer{}
	p.PrintType(t)
	return string(p.buf)
}

// AttrString returns a as MLIR prints it (with its type) without aliases, for diagnostics.
func AttrString(a ir.Attribute) string {
	p := &printer{}
	p.PrintAttribute(a)
	return string(p.buf)
}

// printer writes IR text into buf and implements ir.OpAsmPrinter for custom op printers.
type printer struct {
	opts   PrintOptions
	ctx    *ir.Context
	w      io.Writer
	err    error
	buf    []byte
	indent int
	// scope is the op whose values are numbered: the top-level op, or with PrintLocalScope
	// the closest isolated-from-above ancestor of the op printed.
	scope   *ir.Operation
	names   *nameState
	aliases *aliasTable
	// defaultDialect is the stack of dialects whose prefix op names may drop.
	defaultDialect []string
	// top is the top-level op being printed with its aliases, whose blocks may be printed
	// by several workers; nil otherwise and in the workers.
	top *ir.Operation
	// shadowed holds the names that ShadowRegionArgs gave block arguments.
	shadowed     map[*ir.Value]string
	floatScratch floatScratch
	// freeTables holds the predecessor tables of regions printed already, whose arrays the
	// next regions reuse.
	freeTables []*predecessorTable
}

// flushSize is the output size past which the printer hands text to its writer.
const flushSize = 1 << 16

func newPrinter(w io.Writer, op *ir.Operation, opts PrintOptions) *printer {
	scope := op
	for {
		if opts.PrintLocalScope && scope.HasTrait(ir.IsolatedFromAbove) {
			break
		}
		parent := scope.ParentOp()
		if parent == nil {
			break
		}
		scope = parent
	}
	return &printer{
		opts:           opts,
		ctx:            contextOf(op),
		w:              w,
		buf:            make([]byte, 0, 4096),
		scope:          scope,
		defaultDialect: []string{"builtin"},
	}
}

func (p *printer) flush() {
	if p.w == nil || len(p.buf) == 0 {
		return
	}
	if p.err == nil {
		_, p.err = p.w.Write(p.buf)
	}
	p.buf = p.buf[:0]
}

func (p *printer) writeIndent() {
	const spaces = "                                                                "
	for n := p.indent; n > 0; n -= len(spaces) {
		p.buf = append(p.buf, spaces[:min(n, len(spaces))]...)
	}
}

// printAliases prints the alias definitions that are (or are not) deferred to the end.
func (p *printer) printAliases(deferred bool) {
	for _, a := range p.aliases.list {
		if a.deferrable != deferred {
			continue
		}
		p.buf = append(p.buf, a.name...)
		p.buf = append(p.buf, " = "...)
		if a.isType {
			p.printTypeImpl(a.sym.(ir.Type))
			a.printed = true
		} else {
			p.printAttrImpl(a.sym.(ir.Attribute), elideNever)
		}
		p.buf = append(p.buf, '\n')
	}
}

// printFullOp prints op with its results, indentation and trailing location.
func (p *printer) printFullOp(op *ir.Operation) {
	p.writeIndent()
	if n := op.NumResults(); n > 0 {
		var groups []int
		if n > 1 && len(p.names.groups) > 0 {
			groups = p.names.groups[op]
		}
		if len(groups) == 0 {
			p.printResultGroup(op, 0, n)
		} else {
			for i, g := range groups {
				if i > 0 {
					p.buf = append(p.buf, ", "...)
				}
				end := n
				if i+1 < len(groups) {
					end = groups[i+1]
				}
				p.printResultGroup(op, g, end-g)
			}
		}
		p.buf = append(p.buf, " = "...)
	}
	p.PrintCustomOrGenericOp(op)
	p.printTrailingLoc(op.Loc(), true)
	if p.opts.PrintValueUsers {
		p.printUsersComment(op)
	}
}

func (p *printer) printResultGroup(op *ir.Operation, first, count int) {
	p.buf = p.names.appendValue(p.buf, op.Result(first), false)
	if count > 1 {
		p.buf = append(p.buf, ':')
		p.buf = strconv.AppendInt(p.buf, int64(count), 10)
	}
}

// hasCustomForm reports whether op prints in a custom form: it has a hand-written Print or a
// declarative format.
func hasCustomForm(op *ir.Operation) bool {
	def := op.Def()
	return def != nil && (def.Print != nil || def.Format != "")
}

// printCustom prints op after its name with its hand-written Print or declarative format.
func printCustom(p ir.OpAsmPrinter, op *ir.Operation) {
	if def := op.Def(); def.Print != nil {
		def.Print(p, op)
	} else {
		format.Print(def, p, op)
	}
}

// PrintCustomOrGenericOp prints op after its results: its name and custom form, or its
// generic form.
func (p *printer) PrintCustomOrGenericOp(op *ir.Operation) {
	if !p.opts.PrintGenericOpForm && hasCustomForm(op) {
		name := op.Name()
		dd := p.defaultDialect[len(p.defaultDialect)-1]
		if dd != "" && len(name) > len(dd) && name[len(dd)] == '.' && name[:len(dd)] == dd && countDots(name) == 1 {
			name = name[len(dd)+1:]
		}
		p.buf = append(p.buf, name...)
		printCustom(p, op)
		return
	}
	p.PrintGenericOp(op)
}

func countDots(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			n++
		}
	}
	return n
}

// PrintGenericOp prints `"name"(operands)[successors] <{properties}> (regions) {attributes} :
// (operand types) -> result types`.
func (p *printer) PrintGenericOp(op *ir.Operation) {
	p.PrintString(op.Name())
	p.buf = append(p.buf, '(')
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.PrintOperand(op.Operand(i))
	}
	p.buf = append(p.buf, ')')
	if succs := op.Successors(); len(succs) > 0 {
		p.buf = append(p.buf, '[')
		for i, s := range succs {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.PrintSuccessor(s)
		}
		p.buf = append(p.buf, ']')
	}
	if props := op.Props(); len(props) > 0 {
		p.buf = append(p.buf, " <"...)
		p.printDict(props)
		p.buf = append(p.buf, '>')
	}
	if op.NumRegions() > 0 {
		p.buf = append(p.buf, " ("...)
		for i, r := range op.Regions() {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.PrintRegion(r, true, true, true)
		}
		p.buf = append(p.buf, ')')
	}
	p.PrintOptionalAttrDict(op.Attrs())
	p.buf = append(p.buf, " : ("...)
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		if v := op.Operand(i); v != nil {
			p.PrintType(v.Type())
		} else {
			p.buf = append(p.buf, "<<NULL TYPE>>"...)
		}
	}
	p.buf = append(p.buf, ") -> "...)
	n := op.NumResults()
	wrapped := n != 1
	if !wrapped {
		_, wrapped = op.SingleResult().Type().(*ir.FunctionType)
	}
	if wrapped {
		p.buf = append(p.buf, '(')
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.PrintType(op.Result(i).Type())
	}
	if wrapped {
		p.buf = append(p.buf, ')')
	}
}

// PrintRegion prints `{`, the blocks of r and `}`; the entry block's label is printed only
// when it has arguments to show or is empty and printEmptyBlock is set.
func (p *printer) PrintRegion(r *ir.Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool) {
	p.buf = append(p.buf, '{', '\n')
	if blocks := r.Blocks(); len(blocks) > 0 {
		dd := ""
		if parent := r.ParentOp(); parent != nil && parent.Def() != nil {
			dd = parent.Def().DefaultDialect
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		var preds *predecessorTable
		if len(blocks) > 1 {
			preds = p.predecessors(r)
		}
		entry := blocks[0]
		header := printEmptyBlock && entry.Empty() || printEntryBlockArgs && entry.NumArguments() != 0
		p.printBlock(entry, 0, preds, header, printBlockTerminators)
		for i, b := range blocks[1:] {
			p.printBlock(b, i+1, preds, true, true)
		}
		if preds != nil {
			p.freeTables = append(p.freeTables, preds)
		}
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	}
	p.writeIndent()
	p.buf = append(p.buf, '}')
}

// printBlock prints b, the block at position pos of its region; preds lists the predecessors
// of the region's blocks when it has several.
func (p *printer) printBlock(b *ir.Block, pos int, preds *predecessorTable, printHeader, printTerminator bool) {
	if printHeader {
		p.writeIndent()
		p.buf = p.names.appendBlock(p.buf, b)
		if args := b.Arguments(); len(args) > 0 {
			p.buf = append(p.buf, '(')
			for i, a := range args {
				if i > 0 {
					p.buf = append(p.buf, ", "...)
				}
				p.PrintOperand(a)
				p.buf = append(p.buf, ": "...)
				p.PrintType(a.Type())
				p.printTrailingLoc(locOrUnknown(p.ctx, a), false)
			}
			p.buf = append(p.buf, ')')
		}
		p.buf = append(p.buf, ':')
		p.printPredecessors(b, pos, preds)
		p.buf = append(p.buf, '\n')
	}
	p.indent += 2
	if p.opts.PrintValueUsers {
		p.printArgumentUsersComments(b)
	}
	last := b.Last()
	skip := !printTerminator && last != nil && last.HasTrait(ir.Terminator)
	if workers := p.printWorkers(b); workers > 0 {
		ops := make([]*ir.Operation, 0, b.Len())
		for op := b.First(); op != nil && !(skip && op == last); op = op.Next() {
			ops = append(ops, op)
		}
		p.printOpsInParallel(ops, workers)
		p.indent -= 2
		return
	}
	for op := b.First(); op != nil; op = op.Next() {
		if skip && op == last {
			break
		}
		p.printFullOp(op)
		p.buf = append(p.buf, '\n')
		if len(p.buf) > flushSize {
			p.flush()
		}
	}
	p.indent -= 2
}

// printPredecessors prints the `// pred: ^bb0` comment of the label of b, the block at position
// pos of its region: MLIR lists a block's predecessors once per branch edge, in block order.
// preds holds them when the region has several blocks; the predecessor of a lone block can
// only be itself.
func (p *printer) printPredecessors(b *ir.Block, pos int, preds *predecessorTable) {
	r := b.Parent()
	if r == nil {
		p.buf = append(p.buf, "  // block is not in a region!"...)
		return
	}
	var from []int32
	if preds != nil {
		from = preds.of(pos)
	} else if last := b.Last(); last != nil {
		for _, s := range last.Successors() {
			if s == b {
				from = append(from, int32(pos))
			}
		}
	}
	blocks := r.Blocks()
	switch len(from) {
	case 0:
		if !b.IsEntry() {
			p.buf = append(p.buf, "  // no predecessors"...)
		}
	case 1:
		p.buf = append(p.buf, "  // pred: "...)
		p.buf = p.names.appendBlock(p.buf, blocks[from[0]])
	default:
		p.buf = append(p.buf, "  // "...)
		p.buf = strconv.AppendInt(p.buf, int64(len(from)), 10)
		p.buf = append(p.buf, " preds: "...)
		// from is in block order, which is the order of their labels.
		for i, j := range from {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.buf = p.names.appendBlock(p.buf, blocks[j])
		}
	}
}

// predecessorTable lists the predecessors of each block of a region, by their positions in
// it: those of the block at position i are from[start[i]:start[i+1]], in block order, a
// block once for each successor of its terminator that is block i. Made once per region
// printed, it spares each block label a scan of the whole region.
type predecessorTable struct {
	start, from []int32
}

// predecessors returns the predecessor table of r, made in a table of freeTables if there is
// one; PrintRegion gives it back when r is printed (a region nested in r needs its own).
func (p *printer) predecessors(r *ir.Region) *predecessorTable {
	var t *predecessorTable
	if n := len(p.freeTables); n > 0 {
		t, p.freeTables = p.freeTables[n-1], p.freeTables[:n-1]
	} else {
		t = &predecessorTable{}
	}
	t.fill(r, p.names)
	return t
}

// fill lists the predecessors of the blocks of r, whose positions names holds.
func (t *predecessorTable) fill(r *ir.Region, names *nameState) {
	blocks := r.Blocks()
	t.start = append(t.start[:0], make([]int32, len(blocks)+2)...)
	// position returns the position of successor s in r, or -1 when it is in another region.
	position := func(s *ir.Block) int {
		if s == nil || s.Parent() != r {
			return -1
		}
		if i, ok := names.blocks[s]; ok && i < len(blocks) && blocks[i] == s {
			return i
		}
		return r.BlockIndex(s)
	}
	// Count the edges into each block at start[i+2], sum them up to make start[i+1] where
	// block i's list begins, then fill the lists, moving start[i+1] to where they end.
	edges := 0
	for _, pb := range blocks {
		if last := pb.Last(); last != nil {
			for _, s := range last.Successors() {
				if i := position(s); i >= 0 {
					t.start[i+2]++
					edges++
				}
			}
		}
	}
	for i := 2; i < len(t.start); i++ {
		t.start[i] += t.start[i-1]
	}
	t.from = append(t.from[:0], make([]int32, edges)...)
	for j, pb := range blocks {
		if last := pb.Last(); last != nil {
			for _, s := range last.Successors() {
				if i := position(s); i >= 0 {
					t.from[t.start[i+1]] = int32(j)
					t.start[i+1]++
				}
			}
		}
	}
	t.start = t.start[:len(blocks)+1]
}

// of returns the positions of the predecessors of the block at position i.
func (t *predecessorTable) of(i int) []int32 { return t.from[t.start[i]:t.start[i+1]] }

// printTrailingLoc prints ` loc(...)` when printing debug info.
func (p *printer) printTrailingLoc(loc ir.Location, allowAlias bool) {
	if !p.opts.PrintDebugInfo || loc == nil {
		return
	}
	p.buf = append(p.buf, ' ')
	p.printLocation(loc, allowAlias)
}

// PrintOperand prints the SSA name of v.
func (p *printer) PrintOperand(v *ir.Value) {
	if v == nil {
		p.buf = append(p.buf, "<<NULL VALUE>>"...)
		return
	}
	p.buf = p.appendValue(p.buf, v)
}

// appendValue appends the name of v, given by ShadowRegionArgs or by the name state.
func (p *printer) appendValue(dst []byte, v *ir.Value) []byte {
	if name, ok := p.shadowed[v]; ok {
		return append(append(dst, '%'), name...)
	}
	return p.names.appendValue(dst, v, true)
}

// PrintOperands prints SSA names separated by ", ".
func (p *printer) PrintOperands(vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.PrintOperand(v)
	}
}

// PrintOptionalAttrDict prints ` {...}` with attrs minus elided, or nothing.
func (p *printer) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided ...string) {
	p.printOptionalAttrDict(attrs, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}` with attrs minus elided, or
// nothing.
func (p *printer) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided ...string) {
	p.printOptionalAttrDict(attrs, elided, true)
}

func (p *printer) printOptionalAttrDict(attrs []ir.NamedAttribute, elided []string, keyword bool) {
	n := 0
	for _, a := range attrs {
		if !isElided(a.Name, elided) {
			n++
		}
	}
	if n == 0 {
		return
	}
	if keyword {
		p.buf = append(p.buf, " attributes"...)
	}
	p.buf = append(p.buf, " {"...)
	first := true
	for _, a := range attrs {
		if isElided(a.Name, elided) {
			continue
		}
		if !first {
			p.buf = append(p.buf, ", "...)
		}
		first = false
		p.printNamedAttr(a)
	}
	p.buf = append(p.buf, '}')
}

// PrintRegionArgument prints `%name: type {attrs} loc(...)`.
func (p *printer) PrintRegionArgument(v *ir.Value, attrs []ir.NamedAttribute, omitType bool) {
	p.PrintOperand(v)
	if !omitType {
		p.buf = append(p.buf, ": "...)
		p.PrintType(v.Type())
	}
	p.PrintOptionalAttrDict(attrs)
	p.printTrailingLoc(locOrUnknown(p.ctx, v), false)
}

// PrintSuccessor prints the label of b.
func (p *printer) PrintSuccessor(b *ir.Block) {
	p.buf = p.names.appendBlock(p.buf, b)
}

// PrintSuccessorAndUseList prints `^bb1(%a, %b : t1, t2)`.
func (p *printer) PrintSuccessorAndUseList(b *ir.Block, args []*ir.Value) {
	p.PrintSuccessor(b)
	if len(args) == 0 {
		return
	}
	p.buf = append(p.buf, '(')
	p.PrintOperands(args)
	p.buf = append(p.buf, " : "...)
	for i, a := range args {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.PrintType(a.Type())
	}
	p.buf = append(p.buf, ')')
}

// PrintNewline starts a new line at the current indentation.
func (p *printer) PrintNewline() {
	p.buf = append(p.buf, '\n')
	p.writeIndent()
}

// PrintOptionalLocationSpecifier prints ` loc(...)` when printing debug info.
func (p *printer) PrintOptionalLocationSpecifier(loc ir.Location) {
	p.printTrailingLoc(loc, true)
}

// PrintFunctionalType prints `(inputs) -> results`, results parenthesized unless there is
// exactly one that is not a function type.
func (p *printer) PrintFunctionalType(inputs, results []ir.Type) {
	p.buf = append(p.buf, '(')
	p.printTypeList(inputs)
	p.buf = append(p.buf, ')')
	p.printArrow(results)
}

// PrintArrowTypeList prints ` -> t` or ` -> (t1, t2)`, and nothing for no types.
func (p *printer) PrintArrowTypeList(ts []ir.Type) {
	if len(ts) > 0 {
		p.printArrow(ts)
	}
}

func (p *printer) printArrow(ts []ir.Type) {
	p.buf = append(p.buf, " -> "...)
	wrapped := len(ts) != 1
	if !wrapped {
		_, wrapped = ts[0].(*ir.FunctionType)
	}
	if wrapped {
		p.buf = append(p.buf, '(')
	}
	p.printTypeList(ts)
	if wrapped {
		p.buf = append(p.buf, ')')
	}
}

func (p *printer) printTypeList(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.buf = append(p.buf, ", "...)
		}
		p.PrintType(t)
	}
}

// ShadowRegionArgs makes the entry arguments of r print with the names of vs.
func (p *printer) ShadowRegionArgs(r *ir.Region, vs []*ir.Value) {
	if r.Empty() {
		return
	}
	args := r.Front().Arguments()
	for i, v := range vs {
		if v == nil || i >= len(args) {
			continue
		}
		if p.shadowed == nil {
			p.shadowed = make(map[*ir.Value]string)
		}
		p.shadowed[args[i]] = string(p.appendValue(nil, v)[1:])
	}
}

// WriteString writes raw text.
func (p *printer) WriteString(s string) { p.buf = append(p.buf, s...) }
