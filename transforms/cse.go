package transforms

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"slices"
	"sync"
	"unsafe"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// CSE is MLIR's common subexpression elimination (`cse`): an op without memory effects and
// without regions that is equivalent to one that dominates it (same name, attributes,
// operands and result types; locations ignored) is replaced by that earlier op, which takes
// the replaced op's location when its own is unknown. Equivalence is scoped by dominance: a
// block sees the ops of its dominators, nested regions see their parents' ops, and
// isolated-from-above ops start afresh. Trivially dead ops are erased too.
type CSE struct{}

// NewCSE returns the cse pass.
func NewCSE() pass.Pass { return &CSE{} }

// Name returns "CSE".
func (*CSE) Name() string { return "CSE" }

// Argument returns "cse".
func (*CSE) Argument() string { return "cse" }

// Description describes the pass.
func (*CSE) Description() string { return "Eliminate common sub-expressions" }

// Run eliminates common subexpressions in op's regions.
func (*CSE) Run(op *ir.Operation, am *pass.Analyses) error {
	c := csePool.Get().(*cse)
	defer c.release()
	for _, r := range op.Regions() {
		c.region(r, op.HasTrait(ir.IsolatedGraphRegion))
	}
	for _, o := range c.erase {
		o.Erase()
	}
	return nil
}

// csePool keeps the tables of finished runs, whose maps and key arena the next runs reuse.
var csePool = sync.Pool{New: func() any { return &cse{seed: maphash.MakeSeed()} }}

// release empties c and returns it to csePool. Scopes left open (by a panic) are dropped.
func (c *cse) release() {
	clear(c.scopes)
	c.scopes = c.scopes[:0]
	clear(c.erase)
	c.erase = c.erase[:0]
	c.keys = c.keys[:0]
	csePool.Put(c)
}

// cse holds the scoped table of known ops: a stack of scopes, each mapping an op's
// equivalence key to the first such op.
type cse struct {
	scopes []cseScope
	erase  []*ir.Operation
	// free holds the tables of popped scopes, cleared, for reuse.
	free []map[uint64]cseEntry
	// keys holds the keys of the ops of all open scopes, each scope's after its parent's.
	keys []byte
	seed maphash.Seed
	// key and operands are opKey's scratch.
	key      []byte
	operands []uint64
}

// cseScope is one scope of known ops. table finds an op by the hash of its key; a key
// whose hash an op of another key already took goes to overflow.
type cseScope struct {
	table     map[uint64]cseEntry
	overflow  map[string]*ir.Operation
	keysStart int
}

// cseEntry is a known op and where its key lies in cse.keys.
type cseEntry struct {
	op       *ir.Operation
	from, to int
}

// keyBytesPerOp is about the length of an op's key, to size the key arena.
const keyBytesPerOp = 64

// push opens the scope of a block of ops ops.
func (c *cse) push(ops int) {
	var table map[uint64]cseEntry
	if n := len(c.free); n > 0 {
		table, c.free = c.free[n-1], c.free[:n-1]
	} else {
		table = make(map[uint64]cseEntry, ops)
	}
	c.keys = slices.Grow(c.keys, ops*keyBytesPerOp)
	c.scopes = append(c.scopes, cseScope{table: table, keysStart: len(c.keys)})
}

func (c *cse) pop() {
	top := c.scopes[len(c.scopes)-1]
	clear(top.table)
	c.free = append(c.free, top.table)
	c.keys = c.keys[:top.keysStart]
	c.scopes = c.scopes[:len(c.scopes)-1]
}

func (c *cse) lookup(k []byte) *ir.Operation {
	h := maphash.Bytes(c.seed, k)
	for i := len(c.scopes) - 1; i >= 0; i-- {
		s := &c.scopes[i]
		if e, ok := s.table[h]; ok && bytes.Equal(c.keys[e.from:e.to], k) {
			return e.op
		}
		if o, ok := s.overflow[string(k)]; ok {
			return o
		}
	}
	return nil
}

// insert records o, of key k, in the innermost scope.
func (c *cse) insert(k []byte, o *ir.Operation) {
	s := &c.scopes[len(c.scopes)-1]
	h := maphash.Bytes(c.seed, k)
	if _, taken := s.table[h]; taken {
		if s.overflow == nil {
			s.overflow = map[string]*ir.Operation{}
		}
		s.overflow[string(k)] = o
		return
	}
	from := len(c.keys)
	c.keys = append(c.keys, k...)
	s.table[h] = cseEntry{op: o, from: from, to: len(c.keys)}
}

// region simplifies r; graph says its blocks have no dominance order.
func (c *cse) region(r *ir.Region, graph bool) {
	blocks := r.Blocks()
	if len(blocks) == 0 {
		return
	}
	if len(blocks) == 1 {
		c.push(blocks[0].Len())
		c.block(blocks[0], graph)
		c.pop()
		return
	}
	// Walk the dominator tree: each block sees the ops of the blocks dominating it.
	dom := ir.NewDominanceInfo(r)
	children := map[*ir.Block][]*ir.Block{}
	for _, b := range blocks[1:] {
		if dom.Reachable(b) && dom.IDom(b) != nil {
			children[dom.IDom(b)] = append(children[dom.IDom(b)], b)
		}
	}
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		c.push(b.Len())
		c.block(b, graph)
		for _, ch := range children[b] {
			visit(ch)
		}
		c.pop()
	}
	visit(blocks[0])
}

func (c *cse) block(b *ir.Block, graph bool) {
	for o := b.First(); o != nil; o = o.Next() {
		if o.NumRegions() > 0 {
			nestedGraph := o.HasTrait(ir.IsolatedGraphRegion)
			if o.Def() == nil || o.HasTrait(ir.IsolatedFromAbove) {
				saved := c.scopes
				c.scopes = nil
				for _, r := range o.Regions() {
					c.region(r, nestedGraph)
				}
				c.scopes = saved
			} else {
				for _, r := range o.Regions() {
					c.region(r, nestedGraph)
				}
			}
		}
		c.simplify(o, graph)
	}
}

func (c *cse) simplify(o *ir.Operation, graph bool) {
	if o.HasTrait(ir.Terminator) {
		return
	}
	if rewrite.IsTriviallyDead(o) {
		c.erase = append(c.erase, o)
		return
	}
	if o.NumRegions() > 0 || !rewrite.IsMemoryEffectFree(o) {
		return
	}
	k := c.opKey(o)
	if existing := c.lookup(k); existing != nil {
		if graph && existing.Block() == o.Block() && o.IsBeforeInBlock(existing) {
			return
		}
		for i := range o.NumResults() {
			o.Result(i).ReplaceAllUsesWith(existing.Result(i))
		}
		c.erase = append(c.erase, o)
		// As MLIR's CSE, the survivor takes the location of the op it replaces when its own
		// is unknown.
		if isUnknownLoc(existing.Loc()) && !isUnknownLoc(o.Loc()) {
			existing.SetLoc(o.Loc())
		}
		return
	}
	c.insert(k, o)
}

func isUnknownLoc(l ir.Location) bool {
	_, ok := l.(*ir.UnknownLoc)
	return ok
}

// opKey encodes what makes two ops equivalent: name, attributes, result types and operands
// (by identity; attributes and types are uniqued; unordered for commutative ops). The key
// is c's scratch, valid until the next call.
func (c *cse) opKey(o *ir.Operation) []byte {
	k := append(c.key[:0], o.Name()...)
	k = append(k, 0)
	put := func(v uint64) { k = binary.LittleEndian.AppendUint64(k, v) }
	for _, a := range o.Props() {
		k = append(append(k, a.Name...), 0)
		put(a.Value.ID())
	}
	k = append(k, 1)
	for _, a := range o.Attrs() {
		k = append(append(k, a.Name...), 0)
		put(a.Value.ID())
	}
	put(uint64(o.NumResults()))
	for i := range o.NumResults() {
		put(o.Result(i).Type().ID())
	}
	operands := c.operands[:0]
	for i := range o.NumOperands() {
		operands = append(operands, uint64(uintptr(unsafe.Pointer(o.Operand(i)))))
	}
	c.operands = operands
	if o.HasTrait(ir.Commutative) {
		// Operands of commutative ops compare as a multiset, as in MLIR's op equivalence.
		slices.Sort(operands)
	}
	for _, v := range operands {
		put(v)
	}
	c.key = k
	return k
}
