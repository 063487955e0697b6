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
// are simulated through their fold hooks. Region control flow is followed through the ops
// with the RegionBranch interface (scf.if, scf.for, scf.while, ...), branches through the
// Branch interface and calls through the Call and Callable interfaces. Values proven
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

// resultCount returns how many results the ops nested in op have, to size the lattice once.
func resultCount(op *ir.Operation) int {
	n := 0
	op.WalkPostOrder(func(o *ir.Operation) { n += o.NumResults() })
	return n
}

// Run propagates constants through op's regions and rewrites them.
func (*SCCP) Run(op *ir.Operation, am *pass.Analyses) error {
	s := &sccpSolver{
		vals:   make(map[*ir.Value]latticeValue, resultCount(op)),
		live:   map[*ir.Block]bool{},
		edges:  map[[2]*ir.Block]bool{},
		preds:  map[flowPoint][]*ir.Operation{},
		inputs: map[flowPoint][]*ir.Value{},
		calls:  map[*ir.Operation][]*ir.Operation{},
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

// flowPoint names where region control flow arrives: the entry block of region of op, or
// op's results when region is nil.
type flowPoint struct {
	op     *ir.Operation
	region *ir.Region
}

// sccpSolver computes the fixpoint of constant values and executable blocks by sweeping the
// IR in order until nothing changes; the lattices only go up, so the sweeps terminate.
type sccpSolver struct {
	vals  map[*ir.Value]latticeValue
	live  map[*ir.Block]bool
	edges map[[2]*ir.Block]bool
	preds map[flowPoint][]*ir.Operation
	// inputs holds the values that receive what flows to each point (see
	// ir.RegionSuccessor).
	inputs map[flowPoint][]*ir.Value
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
		if rb, ok := ir.AsRegionBranch(op); ok {
			if attrs, ok := s.operandValues(op); ok {
				for _, succ := range rb.EntrySuccessors(attrs) {
					s.flowTo(op, succ, op)
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
	if f, ok := callee(op); ok && !slices.Contains(s.calls[f.Operation], op) {
		s.calls[f.Operation] = append(s.calls[f.Operation], op)
		s.changed = true
	}
	if len(op.Successors()) > 0 {
		s.visitBranch(op)
	}
	if parent, ok := ir.AsRegionBranch(op.ParentOp()); ok && op.HasTrait(ir.Terminator) && len(op.Successors()) == 0 {
		if attrs, ok := s.operandValues(op); ok {
			for _, succ := range terminatorSuccessors(op, parent, attrs) {
				s.flowTo(parent.Operation, succ, op)
			}
		}
	}
	if op.NumResults() > 0 {
		s.visitResults(op)
	}
	s.visitRegions(op)
}

// terminatorSuccessors returns where terminator op sends control out of its region of
// region-branch parent, given the constants of its operands.
func terminatorSuccessors(op *ir.Operation, parent ir.RegionBranchOp, attrs []ir.Attribute) []ir.RegionSuccessor {
	if t, ok := ir.AsRegionBranchTerminator(op); ok {
		return t.SuccessorRegions(attrs)
	}
	return parent.RegionSuccessors(op.ParentRegion())
}

// flowTo records that control reaches successor succ of region-branch op from pred, making
// the successor's block executable.
func (s *sccpSolver) flowTo(op *ir.Operation, succ ir.RegionSuccessor, pred *ir.Operation) {
	p := flowPoint{op, succ.Region}
	if succ.Region != nil && !succ.Region.Empty() {
		s.markLive(succ.Region.Front())
	}
	s.inputs[p] = succ.Inputs
	s.addPred(p, pred)
}

// visitBranch marks the outgoing edges a terminator with successors may take.
func (s *sccpSolver) visitBranch(op *ir.Operation) {
	succs := op.Successors()
	if br, ok := ir.AsBranch(op); ok {
		attrs, ok := s.operandValues(op)
		if !ok {
			return
		}
		if only := br.SuccessorForOperands(attrs); only != nil {
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
				c, _ := ir.AsCall(call)
				for i, v := range c.ArgOperands() {
					if i < len(args) {
						s.join(args[i], s.vals[v])
					}
				}
			}
			return
		}
		rb, ok := ir.AsRegionBranch(parent)
		if !ok {
			s.setOverdefined(args)
			return
		}
		// The arguments that are not successor inputs (scf.for's induction variable) are not
		// known.
		p := flowPoint{parent, b.Parent()}
		inputs := s.inputs[p]
		for _, pred := range s.preds[p] {
			vals, ok := forwardedValues(pred, rb, ir.RegionSuccessor{Region: b.Parent(), Inputs: inputs})
			if !ok || len(vals) != len(inputs) {
				s.setOverdefined(args)
				return
			}
			for _, a := range args {
				if !slices.Contains(inputs, a) {
					s.join(a, latticeValue{kind: overdefined})
				}
			}
			for i, v := range vals {
				s.join(inputs[i], s.vals[v])
			}
		}
		return
	}
	for _, p := range b.Parent().Blocks() {
		term := p.Terminator()
		if term == nil || !s.edges[[2]*ir.Block{p, b}] {
			continue
		}
		br, ok := ir.AsBranch(term)
		for si, succ := range term.Successors() {
			if succ != b {
				continue
			}
			if !ok {
				s.setOverdefined(args)
				return
			}
			forwarded := br.SuccessorOperands(si)
			for i, a := range args {
				if i < len(forwarded) {
					s.join(a, s.vals[forwarded[i]])
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
	if rb, ok := ir.AsRegionBranch(op); ok {
		for _, pred := range s.preds[flowPoint{op, nil}] {
			vals, ok := forwardedValues(pred, rb, ir.ParentSuccessor(op))
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
	if f, ok := callee(op); ok {
		s.visitCallResults(op, f)
		return
	}
	def := op.Def()
	if _, isCall := ir.AsCall(op); op.NumRegions() > 0 || isCall || def == nil {
		s.setOverdefined(results)
		return
	}
	attrs, ok := s.operandValues(op)
	if !ok {
		return
	}
	if def.Fold == nil {
		if c := rewrite.ConstantValue(op); c != nil {
			s.join(op.SingleResult(), latticeValue{constant, c, def.Dialect()})
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
func (s *sccpSolver) visitCallResults(call *ir.Operation, f ir.CallableOp) {
	for _, b := range f.CallableRegion().Blocks() {
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

// callee returns the callable with a body that call op refers to by symbol, if any.
func callee(op *ir.Operation) (ir.CallableOp, bool) {
	call, ok := ir.AsCall(op)
	if !ok || call.Callee() == nil {
		return ir.CallableOp{}, false
	}
	f, ok := ir.AsCallable(ir.LookupNearestSymbol(op, call.Callee()))
	if !ok || f.CallableRegion() == nil {
		return ir.CallableOp{}, false
	}
	return f, true
}

// trackedCallables returns the private functions with bodies directly in top (a symbol table
// whose uses are all visible) that no op other than a call refers to.
func trackedCallables(top *ir.Operation) map[*ir.Operation]bool {
	tracked := map[*ir.Operation]bool{}
	if !top.HasTrait(ir.SymbolTableTrait) || top.Block() != nil || top.NumRegions() == 0 || top.Region(0).Empty() {
		return tracked
	}
	for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
		if f, ok := ir.AsCallable(o); ok && f.CallableRegion() != nil && ir.SymbolVisibility(o) == "private" {
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
		if _, isCall := ir.AsCall(o); !isCall {
			for _, a := range o.AllAttrs() {
				refs(o, a.Value)
			}
		}
		return ir.WalkAdvance
	})
	return tracked
}

// forwardedValues returns the values pred, region-branch op rb itself or a terminator in it,
// forwards to successor succ; ok is false for a terminator that does not say.
func forwardedValues(pred *ir.Operation, rb ir.RegionBranchOp, succ ir.RegionSuccessor) (vals []*ir.Value, ok bool) {
	if pred == rb.Operation {
		return rb.EntrySuccessorOperands(succ), true
	}
	t, ok := ir.AsRegionBranchTerminator(pred)
	if !ok {
		return nil, false
	}
	return t.SuccessorOperands(succ), true
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
	v.ReplaceAllUsesWith(c.SingleResult())
	return true
}
