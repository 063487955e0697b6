package ir

// SymbolNameAttr is the attribute holding a symbol's name.
const SymbolNameAttr = "sym_name"

// SymbolVisibilityAttr is the attribute holding a symbol's visibility ("private", "nested").
const SymbolVisibilityAttr = "sym_visibility"

// SymbolName returns the name of a symbol op, or "".
func SymbolName(op *Operation) string {
	if s, ok := op.Attr(SymbolNameAttr).(*StringAttr); ok {
		return s.Value
	}
	return ""
}

// SymbolVisibility returns the visibility of a symbol op: "public" (the default), "private" or
// "nested".
func SymbolVisibility(op *Operation) string {
	if s, ok := op.Attr(SymbolVisibilityAttr).(*StringAttr); ok {
		return s.Value
	}
	return "public"
}

// SymbolTable indexes the symbols defined directly in the single region of a symbol-table op.
type SymbolTable struct {
	op      *Operation
	symbols map[string]*Operation
}

// NewSymbolTable builds the table of op's symbols.
func NewSymbolTable(op *Operation) *SymbolTable {
	t := &SymbolTable{op: op, symbols: map[string]*Operation{}}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				if name := SymbolName(o); name != "" {
					if _, dup := t.symbols[name]; !dup {
						t.symbols[name] = o
					}
				}
			}
		}
	}
	return t
}

// Lookup returns the symbol called name, or nil.
func (t *SymbolTable) Lookup(name string) *Operation { return t.symbols[name] }

// Insert records a symbol op (already placed in the table's region).
func (t *SymbolTable) Insert(op *Operation) { t.symbols[SymbolName(op)] = op }

// Erase removes a symbol from the table and erases the op.
func (t *SymbolTable) Erase(op *Operation) {
	delete(t.symbols, SymbolName(op))
	op.Erase()
}

// NearestSymbolTable returns the closest op (op itself included) with the SymbolTableTrait.
func NearestSymbolTable(op *Operation) *Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.HasTrait(SymbolTableTrait) {
			return o
		}
	}
	return nil
}

// LookupSymbolIn resolves a symbol reference relative to the symbol-table op table. The
// tables it builds are cached in the context until the table's blocks change.
func LookupSymbolIn(table *Operation, ref *SymbolRefAttr) *Operation {
	cur := cachedSymbolTable(table).Lookup(ref.Root)
	for _, n := range ref.Nested {
		if cur == nil {
			return nil
		}
		cur = cachedSymbolTable(cur).Lookup(n)
	}
	return cur
}

// symbolTableCache is a symbol table with the blocks it was built from and their change
// counters at that time.
type symbolTableCache struct {
	gens  []blockGen
	table *SymbolTable
}

type blockGen struct {
	block *Block
	gen   uint64
}

// blockGens returns op's blocks with their change counters.
func blockGens(op *Operation) []blockGen {
	var gens []blockGen
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			gens = append(gens, blockGen{b, b.gen})
		}
	}
	return gens
}

func equalGens(a, b []blockGen) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// cachedSymbolTable returns op's symbol table, reusing the one built before when op's blocks
// have not changed since. Lookups from many verifiers and passes then cost O(1) each instead
// of a scan of the module.
func cachedSymbolTable(op *Operation) *SymbolTable {
	c := op.ctx
	if c == nil {
		return NewSymbolTable(op)
	}
	gens := blockGens(op)
	c.symMu.Lock()
	defer c.symMu.Unlock()
	if e, ok := c.symTables[op]; ok && equalGens(e.gens, gens) {
		return e.table
	}
	if c.symTables == nil {
		c.symTables = map[*Operation]*symbolTableCache{}
	}
	t := NewSymbolTable(op)
	c.symTables[op] = &symbolTableCache{gens: gens, table: t}
	return t
}

// LookupNearestSymbol resolves ref from op, searching the enclosing symbol tables outward.
func LookupNearestSymbol(op *Operation, ref *SymbolRefAttr) *Operation {
	for t := NearestSymbolTable(op); t != nil; t = NearestSymbolTable(t.ParentOp()) {
		if s := LookupSymbolIn(t, ref); s != nil {
			return s
		}
		if t.ParentOp() == nil {
			break
		}
	}
	return nil
}

// SymbolUses returns the symbol references (SymbolRefAttr values, also nested in arrays and
// dictionaries) held by the attributes of op and the ops nested in it, in walk order.
func SymbolUses(op *Operation) []*SymbolRefAttr {
	var refs []*SymbolRefAttr
	var visit func(a Attribute)
	visit = func(a Attribute) {
		switch a := a.(type) {
		case *SymbolRefAttr:
			refs = append(refs, a)
		case *ArrayAttr:
			for _, e := range a.Elems {
				visit(e)
			}
		case *DictionaryAttr:
			for _, e := range a.Entries {
				visit(e.Value)
			}
		}
	}
	op.Walk(func(o *Operation) WalkResult {
		for _, a := range o.props() {
			visit(a.Value)
		}
		for _, a := range o.discardable() {
			visit(a.Value)
		}
		return WalkAdvance
	})
	return refs
}
