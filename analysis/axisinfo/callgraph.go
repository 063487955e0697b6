package axisinfo

import (
	"slices"

	"github.com/ttgo/ttgo/ir"
)

// callEdge is one call of a function from another.
type callEdge struct {
	call, callee *ir.Operation
}

// callGraph is Triton's CallGraph over the functions of a module: the calls each function
// makes, in the order a post-order walk meets them, and the functions no call reaches.
type callGraph struct {
	edges map[*ir.Operation][]callEdge
	roots []*ir.Operation
}

// newCallGraph builds the call graph of module.
func newCallGraph(module *ir.Operation) *callGraph {
	g := &callGraph{edges: map[*ir.Operation][]callEdge{}}
	called := map[*ir.Operation]bool{}
	module.WalkPostOrder(func(op *ir.Operation) {
		call, ok := ir.AsCall(op)
		if !ok || call.Callee() == nil {
			return
		}
		callee := ir.LookupNearestSymbol(op, call.Callee())
		if callee == nil || !callee.HasTrait(ir.FunctionLike) {
			return
		}
		caller := enclosingFunction(op)
		g.edges[caller] = append(g.edges[caller], callEdge{call: op, callee: callee})
		called[callee] = true
	})
	module.WalkPostOrder(func(op *ir.Operation) {
		if op != module && op.HasTrait(ir.FunctionLike) && !called[op] {
			g.roots = append(g.roots, op)
		}
	})
	return g
}

// enclosingFunction returns the closest function-like ancestor of op, or nil.
func enclosingFunction(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.FunctionLike) {
			return p
		}
	}
	return nil
}

// postOrder returns the functions reachable from the roots, each callee before its callers,
// each once (at its first place), as Triton's post-order node walk collected into a SetVector.
// A recursive call is not followed again.
func (g *callGraph) postOrder() []*ir.Operation {
	var out []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var onPath []*ir.Operation
	var walk func(fn *ir.Operation)
	walk = func(fn *ir.Operation) {
		if slices.Contains(onPath, fn) {
			return
		}
		onPath = append(onPath, fn)
		for _, e := range g.edges[fn] {
			walk(e.callee)
		}
		onPath = onPath[:len(onPath)-1]
		if !seen[fn] {
			seen[fn] = true
			out = append(out, fn)
		}
	}
	for _, r := range g.roots {
		walk(r)
	}
	return out
}
