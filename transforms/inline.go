package transforms

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Inline is MLIR's inliner (`inline`) with its default pipeline: the call graph's strongly
// connected components are visited callees first; each function of a component is
// canonicalized, then the calls in it are inlined, and both repeat (at most max-iterations
// times) while calls get inlined. Dead private functions are erased at the end, and so is a
// callee whose only use was the call just inlined.
//
// The inliner knows calls and callables by traits, not by op: a call is a CallLike op with a
// `callee` symbol reference whose operands are the arguments (func.call, tt.call); a callable
// is a FunctionLike op with a body (func.func, tt.func) whose ReturnLike terminators
// (func.return, tt.return) give the results. A callable with `noinline = true` (as Triton
// marks them) or with ops of unregistered dialects is not inlined, and neither is a call
// whose callee body has several blocks when its parent op allows only one.
type Inline struct {
	opts InlineOptions
}

// InlineOptions are the options of inline, with MLIR's names and defaults.
type InlineOptions struct {
	DefaultPipeline string `option:"default-pipeline" desc:"The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"`
	MaxIterations   int64  `option:"max-iterations" desc:"Maximum number of iterations when inlining within an SCC"`
}

// NewInline returns the inline pass with MLIR's defaults.
func NewInline() pass.Pass {
	return &Inline{opts: InlineOptions{DefaultPipeline: "canonicalize", MaxIterations: 4}}
}

// Name returns "Inliner".
func (*Inline) Name() string { return "Inliner" }

// Argument returns "inline".
func (*Inline) Argument() string { return "inline" }

// Description describes the pass.
func (*Inline) Description() string { return "Inline function calls" }

// Options returns the pass's options.
func (p *Inline) Options() any { return &p.opts }

// cgNode is a callable of the call graph.
type cgNode struct {
	op    *ir.Operation
	edges []*cgNode
	// Tarjan's bookkeeping.
	index, low int
	onStack    bool
}

type inliner struct {
	opts   InlineOptions
	module *ir.Operation
	nodes  map[*ir.Operation]*cgNode
	// uses counts the symbol references to each callable.
	uses map[*ir.Operation]int
	dead []*ir.Operation
	// deadSet marks the callables in dead.
	deadSet map[*ir.Operation]bool
}

// Run inlines the calls nested in op.
func (p *Inline) Run(op *ir.Operation, am *pass.Analyses) error {
	switch p.opts.DefaultPipeline {
	case "canonicalize", "":
	default:
		return ir.Errorf(op.Loc(), "inline: unsupported default-pipeline '%s'", p.opts.DefaultPipeline)
	}
	in := &inliner{opts: p.opts, module: op, nodes: map[*ir.Operation]*cgNode{}, uses: map[*ir.Operation]int{}, deadSet: map[*ir.Operation]bool{}}
	return in.run()
}

// isCallable reports whether op is a function with a body.
func isCallable(op *ir.Operation) bool {
	return op.HasTrait(ir.FunctionLike) && op.NumRegions() > 0 && !op.Region(0).Empty()
}

// callee returns the callable a call op refers to, or nil.
func (in *inliner) callee(call *ir.Operation) *ir.Operation {
	if !call.HasTrait(ir.CallLike) || call.HasTrait(ir.AttrSizedOperandSegments) {
		return nil
	}
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	f := ir.LookupNearestSymbol(call, ref)
	if f == nil || !isCallable(f) {
		return nil
	}
	return f
}

// calls returns the call ops inside callable f that do not sit in a nested callable.
func calls(f *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range f.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				o.Walk(func(n *ir.Operation) ir.WalkResult {
					if n != o && isCallable(n) {
						return ir.WalkSkip
					}
					if n.HasTrait(ir.CallLike) {
						out = append(out, n)
					}
					return ir.WalkAdvance
				})
			}
		}
	}
	return out
}

func (in *inliner) run() error {
	var order []*cgNode
	in.module.Walk(func(o *ir.Operation) ir.WalkResult {
		if isCallable(o) {
			n := &cgNode{op: o, index: -1}
			in.nodes[o] = n
			order = append(order, n)
		}
		return ir.WalkAdvance
	})
	for _, n := range order {
		for _, c := range calls(n.op) {
			if t := in.nodes[in.callee(c)]; t != nil {
				n.edges = append(n.edges, t)
			}
		}
	}
	in.module.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, ref := range ir.SymbolUses(o) {
			if f := ir.LookupNearestSymbol(o, ref); f != nil && in.nodes[f] != nil && !f.IsAncestorOf(o) {
				in.uses[f]++
			}
		}
		return ir.WalkSkip
	})
	for _, scc := range tarjan(order) {
		if err := in.inlineSCC(scc); err != nil {
			return err
		}
	}
	for _, f := range in.dead {
		f.Erase()
	}
	return nil
}

// tarjan returns the strongly connected components of the graph in post-order (callees
// before callers), starting DFS from the nodes in order.
func tarjan(order []*cgNode) [][]*cgNode {
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
	for _, n := range order {
		if n.index < 0 {
			visit(n)
		}
	}
	return sccs
}

// isDead reports whether callable f is private and unreferenced.
func (in *inliner) isDead(f *ir.Operation) bool {
	return ir.SymbolVisibility(f) == "private" && in.uses[f] == 0
}

func (in *inliner) markDead(f *ir.Operation) {
	if !in.deadSet[f] {
		in.deadSet[f] = true
		in.dead = append(in.dead, f)
	}
}

func (in *inliner) inlineSCC(scc []*cgNode) error {
	for it := int64(0); ; {
		for _, n := range scc {
			if in.deadSet[n.op] || in.isDead(n.op) {
				continue
			}
			if err := NewCanonicalize().Run(n.op, pass.NewAnalyses(n.op)); err != nil {
				return err
			}
		}
		if !in.inlineCallsInSCC(scc) {
			return nil
		}
		if it++; it >= in.opts.MaxIterations {
			return nil
		}
	}
}

func (in *inliner) inlineCallsInSCC(scc []*cgNode) bool {
	var work []*ir.Operation
	for _, n := range scc {
		if in.deadSet[n.op] {
			continue
		}
		if in.isDead(n.op) {
			in.markDead(n.op)
			continue
		}
		work = append(work, calls(n.op)...)
	}
	inlined := false
	for _, call := range work {
		f := in.callee(call)
		if f == nil || in.deadSet[f] || !in.shouldInline(call, f) {
			continue
		}
		inPlace := ir.SymbolVisibility(f) == "private" && in.uses[f] == 1
		inlineCall(call, f)
		in.uses[f]--
		inlined = true
		if inPlace {
			in.markDead(f)
		}
	}
	return inlined
}

// shouldInline applies MLIR's checks (no terminator calls, no recursion, multi-block bodies
// only where the caller allows them) and the legality ones of the dialects' inliner
// interfaces (Triton's noinline, registered ops only).
func (in *inliner) shouldInline(call, f *ir.Operation) bool {
	if call.HasTrait(ir.Terminator) || f.IsAncestorOf(call) {
		return false
	}
	for _, e := range in.nodes[f].edges {
		if e.op == f {
			return false
		}
	}
	if b, ok := f.Attr("noinline").(*ir.IntegerAttr); ok && b.Value != 0 {
		return false
	}
	body := f.Region(0)
	parent := call.ParentOp()
	if len(body.Blocks()) > 1 && parent.Name() != f.Name() && parent.HasTrait(ir.SingleBlock) {
		return false
	}
	legal := true
	f.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != f && o.Def() == nil {
			legal = false
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return legal && len(body.Front().Arguments()) == call.NumOperands()
}

// inlineCall replaces call by a copy of f's body, as MLIR's inlineCall: the call's block is
// split at the call, the body's blocks go in between, a single block is merged back with its
// return's operands replacing the call's results, and several blocks end in branches to the
// continuation, whose arguments replace the results. Inlined ops get call-site locations.
func inlineCall(call, f *ir.Operation) {
	ctx := call.Context()
	// Clone the body through a detached copy of the function whose entry arguments then give
	// way to the call's operands.
	clone := f.Clone(nil)
	blocks := append([]*ir.Block(nil), clone.Region(0).Blocks()...)
	for i, a := range blocks[0].Arguments() {
		a.ReplaceAllUsesWith(call.Operand(i))
	}
	callLoc := call.Loc()
	if _, unknown := callLoc.(*ir.UnknownLoc); !unknown {
		remap := map[ir.Location]ir.Location{}
		loc := func(l ir.Location) ir.Location {
			if n, ok := remap[l]; ok {
				return n
			}
			n := ctx.CallSiteLoc(l, callLoc)
			remap[l] = n
			return n
		}
		for _, b := range blocks {
			for _, a := range b.Arguments() {
				if a.Loc != nil {
					a.Loc = loc(a.Loc)
				}
			}
			for o := b.First(); o != nil; o = o.Next() {
				o.Walk(func(n *ir.Operation) ir.WalkResult {
					n.SetLoc(loc(n.Loc()))
					for _, r := range n.Regions() {
						for _, nb := range r.Blocks() {
							for _, a := range nb.Arguments() {
								if a.Loc != nil {
									a.Loc = loc(a.Loc)
								}
							}
						}
					}
					return ir.WalkAdvance
				})
			}
		}
	}
	block := call.Block()
	region := block.Parent()
	if len(blocks) == 1 {
		b := blocks[0]
		ret := b.Last()
		for _, o := range b.Ops() {
			if o == ret {
				break
			}
			o.Remove()
			block.InsertBefore(o, call)
		}
		call.ReplaceAllUsesWith(ret.Operands())
		ret.Erase()
		call.Erase()
		return
	}
	// Split the block after the call; the callee's blocks go between the halves.
	post := ir.NewBlock(nil, nil)
	region.InsertBlock(region.BlockIndex(block)+1, post)
	for o := call.Next(); o != nil; {
		next := o.Next()
		o.Remove()
		post.Append(o)
		o = next
	}
	at := region.BlockIndex(post)
	for i, b := range blocks {
		clone.Region(0).RemoveBlock(b)
		region.InsertBlock(at+i, b)
	}
	for _, r := range call.Results() {
		r.ReplaceAllUsesWith(post.AddArgument(r.Type(), call.Loc()))
	}
	for _, b := range blocks {
		ret := b.Last()
		if ret == nil || !ret.HasTrait(ir.ReturnLike) {
			continue
		}
		br := ctx.Create(&ir.OperationState{Name: "cf.br", Loc: ret.Loc(), Operands: ret.Operands(), Successors: []*ir.Block{post}})
		b.InsertBefore(br, ret)
		ret.Erase()
	}
	// The entry block's ops join the call's block.
	entry := blocks[0]
	for _, o := range entry.Ops() {
		o.Remove()
		block.Append(o)
	}
	region.RemoveBlock(entry)
	call.Erase()
}
