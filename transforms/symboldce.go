package transforms

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// SymbolDCE is MLIR's dead symbol elimination (`symbol-dce`): private symbols that no live op
// references are erased; public symbols, non-symbol ops and what they reference are live.
type SymbolDCE struct{}

// NewSymbolDCE returns the symbol-dce pass.
func NewSymbolDCE() pass.Pass { return &SymbolDCE{} }

// Name returns "SymbolDCE".
func (*SymbolDCE) Name() string { return "SymbolDCE" }

// Argument returns "symbol-dce".
func (*SymbolDCE) Argument() string { return "symbol-dce" }

// Description describes the pass.
func (*SymbolDCE) Description() string { return "Eliminate dead symbols" }

// Run erases the dead symbols of the symbol table op and of the live tables nested in it.
func (*SymbolDCE) Run(op *ir.Operation, am *pass.Analyses) error {
	if !op.HasTrait(ir.SymbolTableTrait) {
		return ir.OpError(op, " was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	hidden := true
	if op.ParentOp() != nil && isSymbol(op) {
		hidden = ir.SymbolVisibility(op) == "private"
	}
	live := map[*ir.Operation]bool{}
	liveness(op, hidden, live)
	var dead []*ir.Operation
	op.Walk(func(t *ir.Operation) ir.WalkResult {
		if !t.HasTrait(ir.SymbolTableTrait) || t.NumRegions() == 0 {
			return ir.WalkAdvance
		}
		for _, b := range t.Region(0).Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if isSymbol(o) && !live[o] {
					dead = append(dead, o)
				}
			}
		}
		return ir.WalkAdvance
	})
	for _, o := range dead {
		o.Erase()
	}
	return nil
}

func isSymbol(op *ir.Operation) bool {
	return op.HasTrait(ir.SymbolTrait) || op.Def() == nil && ir.SymbolName(op) != ""
}

// liveness marks the live symbols of table and, recursively, of live nested tables; hidden
// says the table cannot be referenced from outside. A symbol that is not public may be
// discarded when unused if it is private or its table is hidden.
func liveness(table *ir.Operation, hidden bool, live map[*ir.Operation]bool) {
	var work []*ir.Operation
	if table.NumRegions() == 0 {
		return
	}
	for _, b := range table.Region(0).Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			if !isSymbol(o) {
				work = append(work, o)
				continue
			}
			vis := ir.SymbolVisibility(o)
			discardable := (hidden || vis == "private") && vis != "public"
			if !discardable && !live[o] {
				live[o] = true
				work = append(work, o)
			}
		}
	}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		if op.HasTrait(ir.SymbolTableTrait) {
			liveness(op, hidden || !isSymbol(op) || ir.SymbolVisibility(op) == "private", live)
		} else {
			for _, r := range op.Regions() {
				for _, b := range r.Blocks() {
					for o := b.First(); o != nil; o = o.Next() {
						if o.NumRegions() > 0 {
							work = append(work, o)
						}
					}
				}
			}
		}
		parent := op.ParentOp()
		if parent == nil || !parent.HasTrait(ir.SymbolTableTrait) {
			continue
		}
		for _, ref := range symbolUses(op) {
			for _, s := range resolve(parent, ref) {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		}
	}
}

// symbolUses returns the symbol references held by op and the ops nested in it, not looking
// inside nested symbol tables (nor inside op when it is one).
func symbolUses(op *ir.Operation) []*ir.SymbolRefAttr {
	var refs []*ir.SymbolRefAttr
	var visit func(a ir.Attribute)
	visit = func(a ir.Attribute) {
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			refs = append(refs, a)
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				visit(e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				visit(e.Value)
			}
		}
	}
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, a := range o.AllAttrs() {
			visit(a.Value)
		}
		if o.HasTrait(ir.SymbolTableTrait) {
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
	return refs
}

// resolve returns the symbols named by each component of ref, looked up from table.
func resolve(table *ir.Operation, ref *ir.SymbolRefAttr) []*ir.Operation {
	cur := ir.NewSymbolTable(table).Lookup(ref.Root)
	if cur == nil {
		return nil
	}
	out := []*ir.Operation{cur}
	for _, n := range ref.Nested {
		if !cur.HasTrait(ir.SymbolTableTrait) {
			return nil
		}
		cur = ir.NewSymbolTable(cur).Lookup(n)
		if cur == nil {
			return nil
		}
		out = append(out, cur)
	}
	return out
}
