package transforms

import (
	"fmt"
	"math"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Inline is MLIR's inliner (`inline`, mlir/lib/Transforms/Utils/Inliner.cpp) with its default
// pipeline. The call graph's strongly connected components are visited callees first, in the
// order of LLVM's scc_iterator from the external caller node; within a component the functions
// are canonicalized and then the calls in them inlined, both repeated while calls get inlined
// (at most max-iterations times). Calls that inlining brings in are inlined in the same round
// unless their callee is already in their inline history. A discardable (private) callable
// whose symbol uses drop to zero is erased at the end, and a callee whose last use is the call
// being inlined is moved in place and erased too. Symbol uses are counted as MLIR's CGUseList
// does: every reference inside a function counts (its own included) and counts are recomputed
// after each canonicalization.
//
// The inliner knows calls and callables by their interfaces, not by op: a call implements the
// Call interface and names its callee by symbol (func.call, tt.call); a callable implements
// the Callable interface and has a body (func.func, tt.func) whose ReturnLike terminators
// (func.return, tt.return) give the results. Whether a call may be inlined is up to the
// inliner rules of its dialect (func: neither the call nor the function is marked no_inline;
// tt: the function is not marked `noinline = true`); a call of a dialect without such rules,
// a callee with ops of unregistered dialects, and a call whose callee body has several blocks
// (or one not ending in a return, such as llvm.unreachable) when its parent op allows only one
// are not inlined. The terminators ending the blocks of a body of several blocks become
// branches as their dialect's rules say (cf.br, llvm.br); the call's dialect may adjust the
// inlined blocks first (the llvm dialect hoists allocas).
type Inline struct {
	opts InlineOptions
	reg  *pass.Registry
}

// InlineOptions are the options of inline, with MLIR's names and defaults.
type InlineOptions struct {
	DefaultPipeline   string            `option:"default-pipeline" desc:"The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"`
	InliningThreshold uint32            `option:"inlining-threshold" desc:"If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it"`
	MaxIterations     uint32            `option:"max-iterations" desc:"Maximum number of iterations when inlining within an SCC"`
	OpPipelines       pass.PipelineList "option:\"op-pipelines\" desc:\"Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)\""
}

// NewInline returns the inline pass with MLIR's defaults; its optimizer pipelines are built
// from the passes of r.
func NewInline(r *pass.Registry) pass.Pass {
	return &Inline{reg: r, opts: InlineOptions{
		DefaultPipeline:   "canonicalize",
		InliningThreshold: math.MaxUint32,
		MaxIterations:     4,
		OpPipelines:       pass.PipelineList{Registry: r},
	}}
}

// Name returns "Inliner".
func (*Inline) Name() string { return "Inliner" }

// Argument returns "inline".
func (*Inline) Argument() string { return "inline" }

// Description describes the pass.
func (*Inline) Description() string { return "Inline function calls" }

// Options returns the pass's options.
func (p *Inline) Options() any { return &p.opts }

// Run inlines the calls nested in op.
func (p *Inline) Run(op *ir.Operation, am *pass.Analyses) error {
	cg := buildCallGraph(op)
	in := &inliner{opts: &p.opts, reg: p.reg, pipelines: map[string]*pass.OpPassManager{}, cg: cg, uses: newUseList(op, cg), dead: map[*cgNode]bool{}}
	for _, scc := range cg.sccs() {
		if err := in.inlineSCC(scc); err != nil {
			return err
		}
	}
	for _, n := range in.deadOrder {
		n.op.Erase()
	}
	return nil
}

// cgNode is a node of the call graph: a callable, or (op nil) the external caller or the
// unknown callee.
type cgNode struct {
	op *ir.Operation
	// edges are the distinct targets of child edges (nested callables) then of call edges,
	// in the order MLIR's CallGraph adds them.
	edges    []*cgNode
	seen     map[cgEdge]bool
	children []*cgNode
	// Tarjan's bookkeeping.
	index, low int
	onStack    bool
}

type cgEdge struct {
	target *cgNode
	child  bool
}

func (n *cgNode) addEdge(t *cgNode, child bool) {
	e := cgEdge{t, child}
	if n.seen[e] {
		return
	}
	if n.seen == nil {
		n.seen = map[cgEdge]bool{}
	}
	n.seen[e] = true
	n.edges = append(n.edges, t)
	if child {
		n.children = append(n.children, t)
	}
}

// callGraph is MLIR's CallGraph: one node per callable with a body.
type callGraph struct {
	nodes             map[*ir.Operation]*cgNode
	external, unknown *cgNode
}

// buildCallGraph computes the call graph of the callables nested in top, as MLIR's: a first
// walk adds the nodes (top-level ones as edges of the external node, nested ones as children
// of their parent), a second the call edges.
func buildCallGraph(top *ir.Operation) *callGraph {
	cg := &callGraph{nodes: map[*ir.Operation]*cgNode{}, external: &cgNode{index: -1}, unknown: &cgNode{index: -1}}
	cg.compute(top, nil, false)
	cg.compute(top, nil, true)
	return cg
}

func (cg *callGraph) compute(op *ir.Operation, parent *cgNode, resolveCalls bool) {
	if call, ok := ir.AsCall(op); ok {
		if resolveCalls && parent != nil {
			parent.addEdge(cg.resolve(call), false)
		}
		return
	}
	if _, ok := ir.AsCallable(op); ok {
		if callableBody(op) == nil {
			return
		}
		n := cg.nodes[op]
		if n == nil {
			n = &cgNode{op: op, index: -1}
			cg.nodes[op] = n
			if parent != nil {
				parent.addEdge(n, true)
			} else {
				cg.external.addEdge(n, false)
			}
		}
		parent = n
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				cg.compute(o, parent, resolveCalls)
			}
		}
	}
}

// resolve returns the node a call's callee resolves to, or the unknown callee.
func (cg *callGraph) resolve(call ir.CallOp) *cgNode {
	ref := call.Callee()
	if ref == nil {
		return cg.unknown
	}
	if n := cg.nodes[ir.LookupNearestSymbol(call.Operation, ref)]; n != nil {
		return n
	}
	return cg.unknown
}

// sccs returns the strongly connected components in the order of LLVM's scc_iterator from
// the external caller node (callees before callers), external nodes included.
func (cg *callGraph) sccs() [][]*cgNode {
	var sccs [][]*cgNode
	var stack []*cgNode
	index := 0
	var visit func(n *cgNode)
	visit = func(n *cgNode) {
		n.index, n.low = index, index
		index++
		stack = append(stack, n)
		n.onStack = true
		for _, e := range n.edges {
			if e.index < 0 {
				visit(e)
				n.low = min(n.low, e.low)
			} else if e.onStack {
				n.low = min(n.low, e.index)
			}
		}
		if n.low == n.index {
			var scc []*cgNode
			for {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				top.onStack = false
				scc = append(scc, top)
				if top == n {
					break
				}
			}
			sccs = append(sccs, scc)
		}
	}
	visit(cg.external)
	return sccs
}

// callableBody returns the body of callable op, or nil for a declaration or an op that is
// not callable.
func callableBody(op *ir.Operation) *ir.Region {
	if f, ok := ir.AsCallable(op); ok {
		return f.CallableRegion()
	}
	return nil
}

// cgUser holds the discardable nodes a callable references: from its own attributes (counted
// once each) and from the ops nested in it.
type cgUser struct {
	top   map[*cgNode]bool
	inner map[*cgNode]int
}

// useList is MLIR's CGUseList: the symbol use counts of the discardable callables.
type useList struct {
	cg          *callGraph
	discardable map[*cgNode]int
	nodeUses    map[*cgNode]*cgUser
}

// newUseList counts the uses of the callables nested in top. Private callables are
// discardable unless an op of a symbol table that is not a callable references them.
func newUseList(top *ir.Operation, cg *callGraph) *useList {
	u := &useList{cg: cg, discardable: map[*cgNode]int{}, nodeUses: map[*cgNode]*cgUser{}}
	alwaysLive := map[*cgNode]bool{}
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					walk(o)
				}
			}
		}
		if !op.HasTrait(ir.SymbolTableTrait) || op.NumRegions() == 0 {
			return
		}
		for _, b := range op.Region(0).Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if n := cg.nodes[o]; n != nil {
					// canDiscardOnUseEmpty holds for private symbols only.
					if ir.SymbolVisibility(o) == "private" {
						u.discardable[n] = 0
					}
					continue
				}
				u.walkRefs(o, func(n *cgNode, _ *ir.Operation) { alwaysLive[n] = true })
			}
		}
	}
	walk(top)
	for n := range alwaysLive {
		delete(u.discardable, n)
	}
	for _, n := range cg.nodes {
		u.recompute(n)
	}
	return u
}

// walkRefs calls fn with the node and the user of every symbol reference held by op or the
// ops nested in it that resolves, from op's parent, to a callable.
func (u *useList) walkRefs(op *ir.Operation, fn func(n *cgNode, user *ir.Operation)) {
	from := op.ParentOp()
	if from == nil {
		from = op
	}
	resolved := map[*ir.SymbolRefAttr]*cgNode{}
	var visit func(a ir.Attribute, user *ir.Operation)
	visit = func(a ir.Attribute, user *ir.Operation) {
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			n, ok := resolved[a]
			if !ok {
				n = u.cg.nodes[ir.LookupNearestSymbol(from, a)]
				resolved[a] = n
			}
			if n != nil {
				fn(n, user)
			}
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				visit(e, user)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				visit(e.Value, user)
			}
		}
	}
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, a := range o.AllAttrs() {
			visit(a.Value, o)
		}
		return ir.WalkAdvance
	})
}

// recompute recounts the uses held by callable n.
func (u *useList) recompute(n *cgNode) {
	uses := u.nodeUses[n]
	if uses != nil {
		u.decrement(uses)
	}
	uses = &cgUser{top: map[*cgNode]bool{}, inner: map[*cgNode]int{}}
	u.nodeUses[n] = uses
	u.walkRefs(n.op, func(ref *cgNode, user *ir.Operation) {
		if _, ok := u.discardable[ref]; !ok {
			return
		}
		if user != n.op {
			uses.inner[ref]++
		} else if uses.top[ref] {
			return
		} else {
			uses.top[ref] = true
		}
		u.discardable[ref]++
	})
}

func (u *useList) decrement(uses *cgUser) {
	for n := range uses.top {
		u.discardable[n]--
	}
	for n, c := range uses.inner {
		u.discardable[n] -= c
	}
}

// dropCallUses forgets the uses held by call, which sits in user.
func (u *useList) dropCallUses(user *cgNode, call *ir.Operation) {
	uses := u.nodeUses[user]
	if uses == nil {
		return
	}
	refs := uses.inner
	u.walkRefs(call, func(n *cgNode, _ *ir.Operation) {
		if _, ok := refs[n]; ok {
			refs[n]--
			u.discardable[n]--
		}
	})
}

// mergeUsesAfterInlining adds the inner uses of callee to caller, into which it was copied.
func (u *useList) mergeUsesAfterInlining(callee, caller *cgNode) {
	from, to := u.nodeUses[callee], u.nodeUses[caller]
	if from == nil || to == nil {
		return
	}
	for n, c := range from.inner {
		to.inner[n] += c
		u.discardable[n] += c
	}
}

// eraseNode drops node n, its nested callables and the uses they hold.
func (u *useList) eraseNode(n *cgNode) {
	for _, c := range n.children {
		u.eraseNode(c)
	}
	if uses := u.nodeUses[n]; uses != nil {
		u.decrement(uses)
	}
	delete(u.nodeUses, n)
	delete(u.discardable, n)
}

func (u *useList) isDead(n *cgNode) bool {
	c, ok := u.discardable[n]
	return ok && c == 0
}

func (u *useList) hasOneUseAndDiscardable(n *cgNode) bool {
	c, ok := u.discardable[n]
	return ok && c == 1
}

type inliner struct {
	opts *InlineOptions
	reg  *pass.Registry
	// pipelines caches the optimizer pipeline of each callable op name (nil for none).
	pipelines map[string]*pass.OpPassManager
	cg        *callGraph
	uses      *useList
	// dead marks the callables to erase at the end, deadOrder lists them.
	dead      map[*cgNode]bool
	deadOrder []*cgNode
}

// resolvedCall is a call with the node it sits in and the node it calls.
type resolvedCall struct {
	call           *ir.Operation
	source, target *cgNode
}

func (in *inliner) inlineSCC(scc []*cgNode) error {
	for it := uint32(0); ; {
		if err := in.optimizeSCC(scc); err != nil {
			return err
		}
		var inlined bool
		scc, inlined = in.inlineCallsInSCC(scc)
		if !inlined {
			return nil
		}
		if it++; it >= in.opts.MaxIterations {
			return nil
		}
	}
}

// optimizeSCC runs the optimizer pipelines on the callables of scc without nested callables
// and recounts their uses, as MLIR's Inliner::optimizeSCC.
func (in *inliner) optimizeSCC(scc []*cgNode) error {
	var visit []*cgNode
	for _, n := range scc {
		if n.op == nil || len(n.children) > 0 || !n.op.HasTrait(ir.IsolatedFromAbove) {
			continue
		}
		visit = append(visit, n)
	}
	ran := false
	for _, n := range visit {
		pm, err := in.pipeline(n.op)
		if err != nil {
			return err
		}
		if pm == nil {
			continue
		}
		m := pass.NewManager(n.op.Name(), nil)
		m.OpPassManager = pm
		if err := m.Run(n.op); err != nil {
			return err
		}
		ran = true
	}
	if ran {
		for _, n := range visit {
			in.uses.recompute(n)
		}
	}
	return nil
}

// pipeline returns the optimizer pipeline of callable: the op-pipelines entry for its op
// name, else default-pipeline; nil when there is none.
func (in *inliner) pipeline(callable *ir.Operation) (*pass.OpPassManager, error) {
	name := callable.Name()
	if pm, ok := in.pipelines[name]; ok {
		return pm, nil
	}
	pm := in.opts.OpPipelines.Lookup(name)
	if pm == nil && in.opts.DefaultPipeline != "" {
		if in.reg == nil {
			return nil, ir.Errorf(callable.Loc(), "inline: no pass registry to build default-pipeline '%s' from", in.opts.DefaultPipeline)
		}
		pm = pass.NewOpPassManager(name)
		if err := pass.AddPipeline(in.reg, pm, in.opts.DefaultPipeline); err != nil {
			return nil, ir.Errorf(callable.Loc(), "%s", fmt.Sprintf("inline: invalid default-pipeline '%s': %v", in.opts.DefaultPipeline, err))
		}
	}
	in.pipelines[name] = pm
	return pm, nil
}

// collectCalls returns the calls in blocks that resolve to callables, in the order of MLIR's
// collectCallOps (a stack of blocks); nested callables are entered when traverseNested.
func (in *inliner) collectCalls(blocks []*ir.Block, source *cgNode, traverseNested bool) []resolvedCall {
	type item struct {
		b *ir.Block
		n *cgNode
	}
	var work []item
	for _, b := range blocks {
		work = append(work, item{b, source})
	}
	var out []resolvedCall
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		for op := it.b.First(); op != nil; op = op.Next() {
			if call, ok := ir.AsCall(op); ok {
				if ref := call.Callee(); ref != nil && len(ref.Nested) > 0 {
					continue
				}
				if t := in.cg.resolve(call); t.op != nil {
					out = append(out, resolvedCall{op, it.n, t})
				}
				continue
			}
			nested := in.cg.nodes[op]
			for _, r := range op.Regions() {
				// Only the body of a nested callable belongs to it.
				if nested != nil && r != callableBody(op) {
					nested = nil
				}
				if !traverseNested && nested != nil {
					continue
				}
				n := it.n
				if nested != nil {
					n = nested
				}
				for _, b := range r.Blocks() {
					work = append(work, item{b, n})
				}
			}
		}
	}
	return out
}

// inlineCallsInSCC inlines the calls of scc's callables; it returns scc without the callables
// found dead and whether a call was inlined.
func (in *inliner) inlineCallsInSCC(scc []*cgNode) ([]*cgNode, bool) {
	deadNodes := map[*cgNode]bool{}
	var deadOrder []*cgNode
	markDead := func(n *cgNode) {
		if !deadNodes[n] {
			deadNodes[n] = true
			deadOrder = append(deadOrder, n)
		}
	}
	var calls []resolvedCall
	for _, n := range scc {
		if n.op == nil {
			continue
		}
		if in.uses.isDead(n) {
			markDead(n)
			continue
		}
		calls = append(calls, in.collectCalls(callableBody(n.op).Blocks(), n, false)...)
	}
	// history[i] is the callee inlined to bring a call in and the entry of its own origin.
	type origin struct {
		node   *cgNode
		parent int
	}
	var history []origin
	callHistory := make([]int, len(calls))
	for i := range callHistory {
		callHistory[i] = -1
	}
	inHistory := func(n *cgNode, id int) bool {
		for ; id >= 0; id = history[id].parent {
			if history[id].node == n {
				return true
			}
		}
		return false
	}
	inlined := false
	for i := 0; i < len(calls); i++ {
		c := calls[i]
		if deadNodes[c.source] || inHistory(c.target, callHistory[i]) || !in.shouldInline(c) {
			continue
		}
		inPlace := in.uses.hasOneUseAndDiscardable(c.target)
		newCalls, ok := in.inlineCall(c.call, c.target.op, !inPlace)
		if !ok {
			continue
		}
		inlined = true
		history = append(history, origin{c.target, callHistory[i]})
		for range newCalls {
			callHistory = append(callHistory, len(history)-1)
		}
		calls = append(calls, newCalls...)
		in.uses.dropCallUses(c.source, c.call)
		in.uses.mergeUsesAfterInlining(c.target, c.source)
		c.call.Erase()
		if inPlace {
			in.uses.eraseNode(c.target)
			markDead(c.target)
		}
	}
	if len(deadOrder) == 0 {
		return scc, inlined
	}
	var rest []*cgNode
	for _, n := range scc {
		if !deadNodes[n] {
			rest = append(rest, n)
		}
	}
	for _, n := range deadOrder {
		if !in.dead[n] {
			in.dead[n] = true
			in.deadOrder = append(in.deadOrder, n)
		}
	}
	return rest, inlined
}

// shouldInline applies MLIR's checks: no terminator calls, no callee that calls itself or
// the caller, no callee enclosing the call, multi-block bodies only where the caller allows
// them.
func (in *inliner) shouldInline(c resolvedCall) bool {
	if c.call.HasTrait(ir.Terminator) {
		return false
	}
	for _, e := range c.target.edges {
		if e == c.target || e == c.source {
			return false
		}
	}
	f := c.target.op
	if f.IsAncestorOf(c.call) {
		return false
	}
	parent := c.call.ParentOp()
	if len(callableBody(f).Blocks()) > 1 && parent.Name() != f.Name() && (parent.Def() == nil || parent.HasTrait(ir.SingleBlock)) {
		return false
	}
	return in.profitable(c)
}

// profitable applies the inlining-threshold: the callee's op count as a percentage of the
// caller's must not exceed it, as MLIR's isProfitableToInline (0 inlines nothing, the default
// -1U everything, and a caller with an empty body anything).
func (in *inliner) profitable(c resolvedCall) bool {
	switch t := in.opts.InliningThreshold; {
	case t == 0:
		return false
	case t == math.MaxUint32 || c.source.op == nil:
		return true
	}
	count := func(op *ir.Operation) uint32 {
		var n uint32
		for _, b := range callableBody(op).Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				o.Walk(func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
			}
		}
		return n
	}
	callerOps := count(c.source.op)
	if callerOps == 0 {
		return true
	}
	return count(c.target.op)*100/callerOps <= in.opts.InliningThreshold
}

// legalToInline applies the legality checks of the inliner: the rules of the call's dialect
// must allow it, the callee must hold no op of an unregistered dialect, and the call must pass
// one operand per argument and take one result per returned value. A body of several blocks
// needs the dialects of its returns to say how to branch out of it.
func legalToInline(call ir.CallOp, f *ir.Operation) bool {
	d := call.Def().Dialect()
	if d == nil || d.Inliner == nil || !d.Inliner.LegalToInline(call.Operation, f) {
		return false
	}
	body := callableBody(f)
	if len(body.Front().Arguments()) != len(call.ArgOperands()) {
		return false
	}
	multiBlock := inlinesAsBlocks(body, call.ParentOp())
	if last := body.Front().Last(); !multiBlock && (last == nil || !last.HasTrait(ir.ReturnLike)) && !call.UseEmpty() {
		// MLIR would leave the uses of the call's results dangling.
		return false
	}
	legal := true
	f.Walk(func(o *ir.Operation) ir.WalkResult {
		if o == f {
			return ir.WalkAdvance
		}
		if o.Def() == nil {
			legal = false
		} else if o.HasTrait(ir.ReturnLike) && o.ParentOp() == f {
			legal = o.NumOperands() == call.NumResults() && (!multiBlock || branchToContinuation(o) != nil)
		}
		if !legal {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return legal
}

// branchToContinuation returns the rule of ret's dialect that turns ret into a branch, or
// nil.
func branchToContinuation(ret *ir.Operation) func(ir.OpCreator, *ir.Operation, *ir.Block) {
	if d := ret.Def().Dialect(); d != nil && d.Inliner != nil {
		return d.Inliner.BranchToContinuation
	}
	return nil
}

// inlineCall replaces call by f's body, as MLIR's inlineCall: the call's block is split at the
// call, the body's blocks (a copy, or the blocks themselves when !clone) go in between, a
// single block is merged back with its return's operands replacing the call's results, and
// several blocks end in branches to the continuation, whose arguments replace the results.
// Inlined ops get call-site locations. It returns the calls the inlined blocks hold.
func (in *inliner) inlineCall(call, f *ir.Operation, clone bool) ([]resolvedCall, bool) {
	c, _ := ir.AsCall(call)
	if !legalToInline(c, f) {
		return nil, false
	}
	ctx := call.Context()
	src := callableBody(f)
	if clone {
		src = callableBody(f.Clone(nil))
	}
	blocks := append([]*ir.Block(nil), src.Blocks()...)
	asBlocks := inlinesAsBlocks(src, call.ParentOp())
	args := c.ArgOperands()
	for i, a := range blocks[0].Arguments() {
		a.ReplaceAllUsesWith(args[i])
	}
	if _, unknown := call.Loc().(*ir.UnknownLoc); !unknown {
		remapLocations(ctx, blocks, call.Loc())
	}
	block := call.Block()
	region := block.Parent()
	// Split the block at the call; the callee's blocks go between the halves.
	post := ir.NewBlock(nil, nil)
	region.InsertBlock(region.BlockIndex(block)+1, post)
	for o := call; o != nil; {
		next := o.Next()
		o.Remove()
		post.Append(o)
		o = next
	}
	at := region.BlockIndex(post)
	for i, b := range blocks {
		src.RemoveBlock(b)
		region.InsertBlock(at+i, b)
	}
	newCalls := in.collectCalls(blocks, in.enclosingNode(region), true)
	if d := call.Def().Dialect(); d != nil && d.Inliner != nil && d.Inliner.ProcessInlinedCallBlocks != nil {
		d.Inliner.ProcessInlinedCallBlocks(call, blocks)
	}
	if !asBlocks {
		b := blocks[0]
		if ret := b.Last(); ret != nil && ret.HasTrait(ir.Terminator) {
			if ret.HasTrait(ir.ReturnLike) {
				call.ReplaceAllUsesWith(ret.Operands())
			}
			ret.Erase()
		}
		for _, o := range post.Ops() {
			o.Remove()
			b.Append(o)
		}
		region.RemoveBlock(post)
	} else {
		for _, r := range call.Results() {
			r.ReplaceAllUsesWith(post.AddArgument(r.Type(), call.Loc()))
		}
		bd := ir.NewBuilder(ctx)
		for _, b := range blocks {
			ret := b.Last()
			if ret == nil || !ret.HasTrait(ir.ReturnLike) {
				continue
			}
			bd.SetInsertionPoint(ret)
			branchToContinuation(ret)(bd, ret, post)
		}
	}
	// The entry block's ops join the call's block.
	entry := blocks[0]
	for _, o := range entry.Ops() {
		o.Remove()
		block.Append(o)
	}
	region.RemoveBlock(entry)
	return newCalls, true
}

// enclosingNode is the call graph node of the closest callable around region r.
func (in *inliner) enclosingNode(r *ir.Region) *cgNode {
	for op := r.ParentOp(); op != nil; op = op.ParentOp() {
		if n := in.cg.nodes[op]; n != nil {
			return n
		}
	}
	return in.cg.external
}

// stackCallSite returns the location of an op at callee inlined at a call at caller, as MLIR's
// inliner nests it: a callee that is itself a call site (an op inlined before) keeps its leaf
// outermost, and caller goes to the bottom of its stack, so that inlining leaf into mid and
// then mid into top gives callsite(leaf at callsite(mid at top)).
func stackCallSite(ctx *ir.Context, callee, caller ir.Location) ir.Location {
	cs, ok := callee.(*ir.CallSiteLoc)
	if !ok {
		return ctx.CallSiteLoc(callee, caller)
	}
	return ctx.CallSiteLoc(cs.Callee, stackCallSite(ctx, cs.Caller, caller))
}

// remapLocations gives the ops and block arguments of blocks call-site locations at callLoc.
func remapLocations(ctx *ir.Context, blocks []*ir.Block, callLoc ir.Location) {
	remap := map[ir.Location]ir.Location{}
	loc := func(l ir.Location) ir.Location {
		if n, ok := remap[l]; ok {
			return n
		}
		n := stackCallSite(ctx, l, callLoc)
		remap[l] = n
		return n
	}
	args := func(b *ir.Block) {
		for _, a := range b.Arguments() {
			if a.Loc != nil {
				a.Loc = loc(a.Loc)
			}
		}
	}
	for _, b := range blocks {
		args(b)
		for o := b.First(); o != nil; o = o.Next() {
			o.Walk(func(n *ir.Operation) ir.WalkResult {
				n.SetLoc(loc(n.Loc()))
				for _, r := range n.Regions() {
					for _, nb := range r.Blocks() {
						args(nb)
					}
				}
				return ir.WalkAdvance
			})
		}
	}
}
