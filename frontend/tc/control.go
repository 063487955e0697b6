package tc

import (
	"sort"

	"github.com/ttgo/ttgo/frontend/tl"
)

// assignedNames lists the names a statement assigns (not those it declares), in order.
func assignedNames(s stmt, out *[]string, seen map[string]bool) {
	switch s := s.(type) {
	case *blockStmt:
		for _, st := range s.stmts {
			assignedNames(st, out, seen)
		}
	case *assignStmt:
		if id, ok := s.target.(*identExpr); ok && !seen[id.name] {
			seen[id.name] = true
			*out = append(*out, id.name)
		}
	case *ifStmt:
		assignedNames(s.then, out, seen)
		if s.els != nil {
			assignedNames(s.els, out, seen)
		}
	case *forStmt:
		assignedNames(s.body, out, seen)
	}
}

// carried returns the variables of the enclosing scopes a statement assigns.
func (g *generator) carried(ss ...stmt) []*variable {
	var names []string
	seen := map[string]bool{}
	for _, s := range ss {
		if s != nil {
			assignedNames(s, &names, seen)
		}
	}
	var vars []*variable
	for _, n := range names {
		if v := g.lookup(n); v != nil && !v.loopVar {
			vars = append(vars, v)
		}
	}
	sort.SliceStable(vars, func(i, j int) bool { return vars[i].seq < vars[j].seq })
	return vars
}

// materialized returns v's value as it must enter a region: literals become constants.
func (g *generator) materialized(v *variable) tl.Value {
	if _, ok := v.value.IsLiteral(); ok {
		return g.k.Cast(v.value, v.dtype)
	}
	return v.value
}

// forStmt compiles a counted loop; the variables it assigns are carried.
func (g *generator) forStmt(s *forStmt) {
	lo, hi, step := g.expr(s.lo), g.expr(s.hi), g.expr(s.step)
	if g.failed() {
		return
	}
	vars := g.carried(s.body)
	inits := make([]tl.Value, len(vars))
	g.at(s.pos)
	for i, v := range vars {
		inits[i] = g.materialized(v)
	}
	outs := g.k.For(lo, hi, step, inits, func(iv tl.Value, carried []tl.Value) []tl.Value {
		g.push()
		defer g.pop()
		g.scopes[len(g.scopes)-1][s.iv] = &variable{value: iv, dtype: iv.DType(), loopVar: true}
		saved := make([]tl.Value, len(vars))
		for i, v := range vars {
			saved[i], v.value = v.value, carried[i]
		}
		g.stmt(s.body)
		next := make([]tl.Value, len(vars))
		for i, v := range vars {
			next[i], v.value = v.value, saved[i]
			if _, ok := next[i].IsLiteral(); ok {
				next[i] = g.k.Cast(next[i], v.dtype)
			}
		}
		g.at(s.pos)
		return next
	})
	if g.failed() {
		return
	}
	for i, v := range vars {
		v.value = outs[i]
	}
}

// ifStmt compiles an if on a scalar condition; the variables its branches assign are results.
func (g *generator) ifStmt(s *ifStmt) {
	cond := g.expr(s.cond)
	if g.failed() {
		return
	}
	vars := g.carried(s.then, s.els)
	before := make([]tl.Value, len(vars))
	g.at(s.pos)
	for i, v := range vars {
		before[i] = g.materialized(v)
		v.value = before[i]
	}
	branch := func(body stmt) tl.IfBranch {
		return func() []tl.Value {
			if body != nil {
				g.stmt(body)
			}
			out := make([]tl.Value, len(vars))
			for i, v := range vars {
				out[i], v.value = v.value, before[i]
				if _, ok := out[i].IsLiteral(); ok {
					out[i] = g.k.Cast(out[i], v.dtype)
				}
			}
			g.at(s.pos)
			return out
		}
	}
	var els tl.IfBranch
	if s.els != nil || len(vars) > 0 {
		els = branch(s.els)
	}
	outs := g.k.If(cond, branch(s.then), els)
	if g.failed() {
		return
	}
	for i, v := range vars {
		v.value = outs[i]
	}
}
