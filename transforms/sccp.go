package transforms

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// SCCP is MLIR's sparse conditional constant propagation (`sccp`). It proves values constant
// optimistically: blocks start unreachable and values unknown, branches with constant
// conditions make only their taken successors reachable, and ops whose operands are constant
// are simulated through their fold hooks. Region control flow is followed through the
// region-branch ops of scf (if, for, while, execute_region, index_switch). Values proven
// constant are then replaced by constants materialized at the start of the entry block of
// their closest isolated-from-above region (newest first, at an unknown location, one per
// dialect, value and type), and ops all of whose results were replaced are erased when they
// have no effects. Calls are followed into the functions of the module: a private function
// whose symbol is only used by calls is executable once a live call reaches it, its
// arguments join the calls' operands, and the results of a call to a function with a body
// join what its returns pass.
type SCCP struct{}

// NewSCCP returns the sccp pass.
func NewSCCP() pass.Pass { return &SCCP{} }

// Name returns "SCCP".
func (*SCCP) Name() string { return "SCCP" }

// Argument returns "sccp".
func (*SCCP) Argument() string { return "sccp" }

// Description describes the pass.
func (*SCCP) Description() string { return "Sparse Conditional Constant Propagation" }

// Run propagates constants through op's regions and rewrites them.
func (*SCCP) Run(op *ir.Operation, am *pass.Analyses) error {
	s := &sccpSolver{
		vals:  map[*ir.Value]latticeValue{},
		live:  map[*ir.Block]bool{},
		edges: map[[2]*ir.Block]bool{},
		preds: map[flowPoint][]*ir.Operation{},
		calls: map[*ir.Operation][]*ir.Operation{},
	}
	s.tracked = trackedCallables(op)
	for _, r := range op.Regions() {
		if !r.Empty() {
			s.markLive(r.Front())
		}
	}
	for {
		s.changed = false
		s.visitRegions(op)
		if !s.changed {
			break
		}
	}
	s.rewrite(op)
	return nil
}

// latticeKind is the state of a value in the constant lattice.
type latticeKind uint8

const (
	// uninitialized: nothing is known yet (the value may never be computed).
	uninitialized latticeKind = iota
	// constant: every computation seen so far gives the same attribute.
	constant
	// overdefined: the value is not a known constant.
	overdefined
)

// latticeValue is a value's element of the constant lattice; dialect is the dialect of the op
// whose fold produced the constant, which materializes it.
type latticeValue struct {
	kind    latticeKind
	attr    ir.Attribute
	dialect *ir.Dialect
}

// flowPoint names where region control flow arrives: the entry block of region index region
// of op, or op's results when region is -1.
type flowPoint struct {
	op     *ir.Operation
	region int
}

// sccpSolver computes the fixpoint of constant values and executable blocks by sweeping the
// IR in order until nothing changes; the lattices only go up, so the sweeps terminate.
type sccpSolver struct {
	vals  map[*ir.Value]latticeValue
	live  map[*ir.Block]bool
	edges map[[2]*ir.Block]bool
	preds map[flowPoint][]*ir.Operation
	// tracked holds the callables all of whose callers are known calls; calls maps each to
	// the live calls reaching it.
	tracked map[*ir.Operation]bool
	calls   map[*ir.Operation][]*ir.Operation
	changed bool
}

func (s *sccpSolver) markLive(b *ir.Block) {
	if !s.live[b] {
		s.live[b] = true
		s.changed = true
	}
}

// join merges c into the lattice of v.
func (s *sccpSolver) join(v *ir.Value, c latticeValue) {
	cur := s.vals[v]
	switch {
	case c.kind == uninitialized || cur.kind == overdefined:
		return
	case cur.kind == uninitialized:
		s.vals[v] = c
	case c.kind == overdefined || c.attr != cur.attr:
		s.vals[v] = latticeValue{kind: overdefined}
	default:
		return
	}
	s.changed = true
}

func (s *sccpSolver) setOverdefined(vs []*ir.Value) {
	for _, v := range vs {
		s.join(v, latticeValue{kind: overdefined})
	}
}

func (s *sccpSolver) addPred(p flowPoint, from *ir.Operation) {
	for _, o := range s.preds[p] {
		if o == from {
			return
		}
	}
	s.preds[p] = append(s.preds[p], from)
	s.changed = true
}

// operandValues returns the constant of each operand of op (nil where overdefined), or false
// while some operand is still uninitialized.
func (s *sccpSolver) operandValues(op *ir.Operation) ([]ir.Attribute, bool) {
	attrs := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		l := s.vals[v]
		if l.kind == uninitialized {
			return nil, false
		}
		attrs[i] = l.attr
	}
	return attrs, true
}

func (s *sccpSolver) visitRegions(op *ir.Operation) {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if !s.live[b] {
				continue
			}
			s.visitBlockArguments(b)
			for o := b.First(); o != nil; o = o.Next() {
				s.visit(o)
			}
		}
	}
}

// visit applies the transfer functions of op (in a live block), then visits its regions.
func (s *sccpSolver) visit(op *ir.Operation) {
	if op.NumRegions() > 0 {
		if isRegionBranch(op) {
			if attrs, ok := s.operandValues(op); ok {
				for _, succ := range entrySuccessors(op, attrs) {
					s.flowTo(flowPoint{op, succ}, op)
				}
			}
		} else if !s.tracked[op] || len(s.calls[op]) > 0 {
			for _, r := range op.Regions() {
				if !r.Empty() {
					s.markLive(r.Front())
				}
			}
		}
	}
	if f := callee(op); f != nil && !slices.Contains(s.calls[f], op) {
		s.calls[f] = append(s.calls[f], op)
		s.changed = true
	}
	if len(op.Successors()) > 0 {
		s.visitBranch(op)
	}
	if parent := op.ParentOp(); op.HasTrait(ir.Terminator) && len(op.Successors()) == 0 && parent != nil && isRegionBranch(parent) {
		if attrs, ok := s.operandValues(op); ok {
			ri := regionIndex(op.ParentRegion())
			for _, succ := range regionSuccessors(parent, ri, attrs) {
				s.flowTo(flowPoint{parent, succ}, op)
			}
		}
	}
	if op.NumResults() > 0 {
		s.visitResults(op)
	}
	s.visitRegions(op)
}

// flowTo records that control reaches p from op, making p's block executable.
func (s *sccpSolver) flowTo(p flowPoint, from *ir.Operation) {
	if p.region >= 0 {
		s.markLive(p.op.Region(p.region).Front())
	}
	s.addPred(p, from)
}

// visitBranch marks the outgoing edges a terminator with successors may take.
func (s *sccpSolver) visitBranch(op *ir.Operation) {
	succs := op.Successors()
	if op.HasTrait(ir.BranchLike) {
		attrs, ok := s.operandValues(op)
		if !ok {
			return
		}
		if only := constantSuccessor(op, attrs); only != nil {
			succs = []*ir.Block{only}
		}
	}
	for _, b := range succs {
		e := [2]*ir.Block{op.Block(), b}
		if !s.edges[e] {
			s.edges[e] = true
			s.changed = true
		}
		s.markLive(b)
	}
}

// constantSuccessor returns the one successor a branch takes for the operand constants
// attrs, or nil when it may take several.
func constantSuccessor(op *ir.Operation, attrs []ir.Attribute) *ir.Block {
	succs := op.Successors()
	switch op.Name() {
	case "cf.br":
		return succs[0]
	case "cf.cond_br":
		if c, ok := attrs[0].(*ir.IntegerAttr); ok {
			if c.Value != 0 {
				return succs[0]
			}
			return succs[1]
		}
	case "cf.switch":
		flag, ok := attrs[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		cases, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
		if !ok {
			return succs[0]
		}
		mask := ^uint64(0)
		if w := ir.IntOrFloatBitWidth(flag.Type); w < 64 {
			mask = 1<<uint(w) - 1
		}
		n := int(ir.NumElements(cases.Type.Shape()))
		for i := range n {
			d := cases.Data[0]
			if !cases.Splat {
				d = cases.Data[i]
			}
			if d&mask == uint64(flag.Value)&mask && i+1 < len(succs) {
				return succs[i+1]
			}
		}
		return succs[0]
	}
	return nil
}

// visitBlockArguments joins into the arguments of live block b what flows into them.
func (s *sccpSolver) visitBlockArguments(b *ir.Block) {
	if b.NumArguments() == 0 {
		return
	}
	args := b.Arguments()
	if b.IsEntry() {
		parent := b.ParentOp()
		if s.tracked[parent] {
			for _, call := range s.calls[parent] {
				for i, v := range call.Operands() {
					if i < len(args) {
						s.join(args[i], s.vals[v])
					}
				}
			}
			return
		}
		if parent == nil || !isRegionBranch(parent) {
			s.setOverdefined(args)
			return
		}
		ri := regionIndex(b.Parent())
		first := 0
		if parent.Name() == "scf.for" {
			first = 1
		}
		for _, pred := range s.preds[flowPoint{parent, ri}] {
			vals, ok := forwardedValues(pred, parent)
			if !ok || first+len(vals) != len(args) {
				s.setOverdefined(args)
				return
			}
			s.setOverdefined(args[:first])
			for i, v := range vals {
				s.join(args[first+i], s.vals[v])
			}
		}
		return
	}
	for _, p := range b.Parent().Blocks() {
		term := p.Terminator()
		if term == nil || !s.edges[[2]*ir.Block{p, b}] {
			continue
		}
		groups, ok := rewrite.SuccessorOperands(term)
		for si, succ := range term.Successors() {
			if succ != b {
				continue
			}
			if !ok {
				s.setOverdefined(args)
				return
			}
			for i, a := range args {
				if i < len(groups[si]) {
					s.join(a, s.vals[groups[si][i]])
				} else {
					s.join(a, latticeValue{kind: overdefined})
				}
			}
		}
	}
}

// visitResults computes the lattices of op's results.
func (s *sccpSolver) visitResults(op *ir.Operation) {
	results := op.Results()
	if isRegionBranch(op) {
		for _, pred := range s.preds[flowPoint{op, -1}] {
			vals, ok := forwardedValues(pred, op)
			if !ok || len(vals) != len(results) {
				s.setOverdefined(results)
				return
			}
			for i, v := range vals {
				s.join(results[i], s.vals[v])
			}
		}
		return
	}
	if f := callee(op); f != nil {
		s.visitCallResults(op, f)
		return
	}
	def := op.Def()
	if op.NumRegions() > 0 || op.HasTrait(ir.CallLike) || def == nil {
		s.setOverdefined(results)
		return
	}
	attrs, ok := s.operandValues(op)
	if !ok {
		return
	}
	if def.Fold == nil {
		if c := rewrite.ConstantValue(op); c != nil {
			s.join(results[0], latticeValue{constant, c, def.Dialect()})
			return
		}
		s.setOverdefined(results)
		return
	}
	// The fold simulates execution with the lattice's constants: an in-place fold is undone,
	// since those constants need not be the op's operands.
	operands := op.Operands()
	attrsBefore, propsBefore := op.Attrs(), op.Props()
	folded, ok := def.Fold(op, attrs)
	if !ok || len(folded) == 0 {
		if ok {
			op.SetOperands(operands)
			op.SetAttrs(attrsBefore)
			op.SetProps(propsBefore)
		}
		s.setOverdefined(results)
		return
	}
	for i, f := range folded {
		if f.Attr != nil {
			s.join(results[i], latticeValue{constant, f.Attr, def.Dialect()})
		} else {
			s.join(results[i], s.vals[f.Value])
		}
	}
}

// visitCallResults joins into the results of call what the returns of its callee f pass.
func (s *sccpSolver) visitCallResults(call, f *ir.Operation) {
	for _, b := range f.Region(0).Blocks() {
		term := b.Terminator()
		if !s.live[b] || term == nil || len(term.Successors()) > 0 {
			continue
		}
		if !term.HasTrait(ir.ReturnLike) {
			s.setOverdefined(call.Results())
			return
		}
		for i, v := range term.Operands() {
			if i < call.NumResults() {
				s.join(call.Result(i), s.vals[v])
			}
		}
	}
}

// callee returns the function with a body that call op refers to, or nil.
func callee(op *ir.Operation) *ir.Operation {
	if !op.HasTrait(ir.CallLike) {
		return nil
	}
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	f := ir.LookupNearestSymbol(op, ref)
	if f == nil || !f.HasTrait(ir.FunctionLike) || f.NumRegions() == 0 || f.Region(0).Empty() {
		return nil
	}
	return f
}

// trackedCallables returns the private functions with bodies directly in top (a symbol table
// whose uses are all visible) that no op other than a call refers to.
func trackedCallables(top *ir.Operation) map[*ir.Operation]bool {
	tracked := map[*ir.Operation]bool{}
	if !top.HasTrait(ir.SymbolTableTrait) || top.Block() != nil || top.NumRegions() == 0 || top.Region(0).Empty() {
		return tracked
	}
	for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.HasTrait(ir.FunctionLike) && o.NumRegions() > 0 && !o.Region(0).Empty() && ir.SymbolVisibility(o) == "private" {
			tracked[o] = true
		}
	}
	var refs func(o *ir.Operation, a ir.Attribute)
	refs = func(o *ir.Operation, a ir.Attribute) {
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			delete(tracked, ir.LookupNearestSymbol(o, a))
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				refs(o, e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				refs(o, e.Value)
			}
		}
	}
	top.Walk(func(o *ir.Operation) ir.WalkResult {
		if !o.HasTrait(ir.CallLike) {
			for _, a := range o.AllAttrs() {
				refs(o, a.Value)
			}
		}
		return ir.WalkAdvance
	})
	return tracked
}

// isRegionBranch reports whether the dataflow follows op's region control flow (MLIR's
// RegionBranchOpInterface, as the scf ops implement it). Like any region branch, scf.forall
// and scf.parallel enter their body only once all their operands are known.
func isRegionBranch(op *ir.Operation) bool {
	switch op.Name() {
	case "scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.index_switch", "scf.forall", "scf.parallel":
		return op.Def() != nil
	}
	return false
}

func regionIndex(r *ir.Region) int {
	for i, o := range r.ParentOp().Regions() {
		if o == r {
			return i
		}
	}
	return -1
}

// entrySuccessors returns where control goes on entering region-branch op, given the
// constants of its operands: region indices, -1 for the op's results.
func entrySuccessors(op *ir.Operation, attrs []ir.Attribute) []int {
	switch op.Name() {
	case "scf.if":
		var out []int
		c, known := attrs[0].(*ir.IntegerAttr)
		if !known || c.Value != 0 {
			out = append(out, 0)
		}
		if !known || c.Value == 0 {
			if op.Region(1).Empty() {
				out = append(out, -1)
			} else {
				out = append(out, 1)
			}
		}
		return out
	case "scf.for", "scf.forall", "scf.parallel":
		return []int{0, -1}
	case "scf.index_switch":
		c, known := attrs[0].(*ir.IntegerAttr)
		if !known {
			var out []int
			for i := 1; i < op.NumRegions(); i++ {
				out = append(out, i)
			}
			return append(out, 0)
		}
		if cases, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
			for i, v := range cases.Int64s() {
				if v == c.Value && i+1 < op.NumRegions() {
					return []int{i + 1}
				}
			}
		}
		return []int{0}
	}
	return []int{0}
}

// regionSuccessors returns where the terminator of region ri of region-branch op sends
// control, given the constants of the terminator's operands.
func regionSuccessors(op *ir.Operation, ri int, attrs []ir.Attribute) []int {
	switch op.Name() {
	case "scf.for":
		return []int{0, -1}
	case "scf.while":
		if ri == 1 {
			return []int{0}
		}
		var out []int
		c, known := attrs[0].(*ir.IntegerAttr)
		if !known || c.Value != 0 {
			out = append(out, 1)
		}
		if !known || c.Value == 0 {
			out = append(out, -1)
		}
		return out
	}
	return []int{-1}
}

// forwardedValues returns the values pred (region-branch op itself or a terminator in it)
// passes on; ok is false for a terminator that does not say (not scf.yield or
// scf.condition).
func forwardedValues(pred, op *ir.Operation) (vals []*ir.Value, ok bool) {
	if pred == op {
		switch op.Name() {
		case "scf.for":
			return op.Operands()[3:], true
		case "scf.while":
			return op.Operands(), true
		}
		return nil, true
	}
	switch pred.Name() {
	case "scf.condition":
		return pred.Operands()[1:], true
	case "scf.yield":
		return pred.Operands(), true
	}
	return nil, false
}

// constantKey identifies a materialized constant within its insertion region.
type constantKey struct {
	dialect *ir.Dialect
	value   ir.Attribute
	typ     ir.Type
}

// constantFolder materializes and uniques constants as MLIR's OperationFolder does.
type constantFolder struct {
	ctx    *ir.Context
	scopes map[*ir.Region]map[constantKey]*ir.Operation
}

// getOrCreate returns the constant of value and type t made by dialect d for uses in block
// b, creating it at the start of the insertion region's entry block; nil when d cannot.
func (f *constantFolder) getOrCreate(b *ir.Block, d *ir.Dialect, value ir.Attribute, t ir.Type) *ir.Operation {
	r := constantInsertionRegion(b)
	scope := f.scopes[r]
	if scope == nil {
		scope = map[constantKey]*ir.Operation{}
		f.scopes[r] = scope
	}
	key := constantKey{d, value, t}
	if c := scope[key]; c != nil {
		return c
	}
	if d == nil || d.MaterializeConstant == nil {
		return nil
	}
	bd := ir.NewBuilder(f.ctx)
	bd.SetInsertionPointToStart(r.Front())
	c := d.MaterializeConstant(bd, value, t, f.ctx.UnknownLoc())
	if c == nil {
		return nil
	}
	nd := c.Def().Dialect()
	if nd != d {
		other := constantKey{nd, value, t}
		if existing := scope[other]; existing != nil {
			c.Erase()
			c = existing
		} else {
			scope[other] = c
		}
	}
	scope[key] = c
	return c
}

// constantInsertionRegion is the closest region around b whose op is isolated from above,
// unregistered or top-level.
func constantInsertionRegion(b *ir.Block) *ir.Region {
	r := b.Parent()
	for {
		p := r.ParentOp()
		if p == nil || p.Def() == nil || p.HasTrait(ir.IsolatedFromAbove) || p.Block() == nil {
			return r
		}
		r = p.Block().Parent()
	}
}

// rewrite replaces the values proven constant, visiting blocks as MLIR's SCCP does: a stack
// of blocks, each block's ops in order, the regions of an op pushed after it.
func (s *sccpSolver) rewrite(top *ir.Operation) {
	f := &constantFolder{ctx: top.Context(), scopes: map[*ir.Region]map[constantKey]*ir.Operation{}}
	var stack []*ir.Block
	push := func(regions []*ir.Region) {
		for _, r := range regions {
			bs := r.Blocks()
			for i := len(bs) - 1; i >= 0; i-- {
				stack = append(stack, bs[i])
			}
		}
	}
	push(top.Regions())
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for op := b.First(); op != nil; {
			next := op.Next()
			replacedAll := op.NumResults() != 0
			for _, r := range op.Results() {
				replacedAll = s.replaceWithConstant(f, b, r) && replacedAll
			}
			if replacedAll && rewrite.WouldBeTriviallyDead(op) {
				op.Erase()
			} else {
				push(op.Regions())
			}
			op = next
		}
		for _, a := range b.Arguments() {
			s.replaceWithConstant(f, b, a)
		}
	}
}

// replaceWithConstant replaces the uses of v, used in block b, by a materialized constant
// when v was proven constant; it reports whether it did.
func (s *sccpSolver) replaceWithConstant(f *constantFolder, b *ir.Block, v *ir.Value) bool {
	l := s.vals[v]
	if l.kind != constant {
		return false
	}
	c := f.getOrCreate(b, l.dialect, l.attr, v.Type())
	if c == nil {
		return false
	}
	v.ReplaceAllUsesWith(c.Result(0))
	return true
}
