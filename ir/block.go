package ir

// Block is a list of ops with arguments, inside a region. Ops form an intrusive doubly linked
// list, so insertion and removal are O(1).
type Block struct {
	args        []*Value
	first, last *Operation
	count       int
	parent      *Region
	// orderValid says whether the order indices of the ops are up to date (see
	// Operation.IsBeforeInBlock).
	orderValid bool
	// gen counts changes to the block's op list and to the symbol names of its ops; cached
	// symbol tables compare it to know they are current.
	gen uint64
}

// renumber assigns increasing order indices to the block's ops.
func (b *Block) renumber() {
	i := 0
	for o := b.first; o != nil; o = o.next {
		o.order = int32(i)
		i++
	}
	b.orderValid = true
}

// NewBlock returns a detached block with arguments of the given types and locations (locs may
// be nil).
func NewBlock(types []Type, locs []Location) *Block {
	b := &Block{}
	for i, t := range types {
		var l Location
		if i < len(locs) {
			l = locs[i]
		}
		b.AddArgument(t, l)
	}
	return b
}

// Arguments returns the block arguments.
func (b *Block) Arguments() []*Value { return b.args }

// NumArguments returns the number of arguments.
func (b *Block) NumArguments() int { return len(b.args) }

// Argument returns argument i.
func (b *Block) Argument(i int) *Value { return b.args[i] }

// AddArgument appends an argument.
func (b *Block) AddArgument(t Type, loc Location) *Value {
	var v *Value
	if b.args == nil {
		// A block's first argument and its argument list come in one allocation; most
		// blocks with arguments have one or two.
		s := &struct {
			v    Value
			args [2]*Value
		}{}
		v, b.args = &s.v, s.args[:0]
	} else {
		v = &Value{}
	}
	b.noteChange()
	*v = Value{typ: t, block: b, index: int32(len(b.args)), Loc: loc, id: newValueIDs(1)}
	b.args = append(b.args, v)
	return v
}

// InsertArgument inserts an argument at index i.
func (b *Block) InsertArgument(i int, t Type, loc Location) *Value {
	b.noteChange()
	v := &Value{typ: t, block: b, Loc: loc, id: newValueIDs(1)}
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = v
	for j := i; j < len(b.args); j++ {
		b.args[j].index = int32(j)
	}
	return v
}

// EraseArgument removes argument i, which must have no uses.
func (b *Block) EraseArgument(i int) {
	b.noteChange()
	b.args = append(b.args[:i], b.args[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = int32(j)
	}
}

// Parent returns the region holding the block.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the op owning the block's region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// First returns the first op, or nil.
func (b *Block) First() *Operation { return b.first }

// Last returns the last op, or nil.
func (b *Block) Last() *Operation { return b.last }

// Len returns the number of ops.
func (b *Block) Len() int { return b.count }

// Empty reports whether the block has no ops.
func (b *Block) Empty() bool { return b.first == nil }

// Ops returns the ops in order (a snapshot; safe to modify the block while iterating it).
func (b *Block) Ops() []*Operation {
	ops := make([]*Operation, 0, b.count)
	for o := b.first; o != nil; o = o.next {
		ops = append(ops, o)
	}
	return ops
}

// Terminator returns the last op if it is a terminator, or nil.
func (b *Block) Terminator() *Operation {
	if b.last != nil && b.last.HasTrait(Terminator) {
		return b.last
	}
	return nil
}

// Append adds op at the end of the block.
func (b *Block) Append(op *Operation) {
	op.noteChange()
	b.gen++
	op.block = b
	op.prev = b.last
	op.next = nil
	if b.last != nil {
		b.last.next = op
		// Appending keeps the indices increasing.
		op.order = b.last.order + 1
	} else {
		b.first = op
		op.order = 0
	}
	b.last = op
	b.count++
}

// Prepend adds op at the start of the block.
func (b *Block) Prepend(op *Operation) {
	if b.first == nil {
		b.Append(op)
		return
	}
	b.insertBefore(op, b.first)
}

func (b *Block) insertBefore(op, before *Operation) {
	op.noteChange()
	b.orderValid = false
	b.gen++
	op.block = b
	op.next = before
	op.prev = before.prev
	if before.prev != nil {
		before.prev.next = op
	} else {
		b.first = op
	}
	before.prev = op
	b.count++
}

func (b *Block) insertAfter(op, after *Operation) {
	if after.next == nil {
		b.Append(op)
		return
	}
	b.insertBefore(op, after.next)
}

// InsertBefore inserts a detached op before another op of this block.
func (b *Block) InsertBefore(op, before *Operation) { b.insertBefore(op, before) }

// InsertAfter inserts a detached op after another op of this block.
func (b *Block) InsertAfter(op, after *Operation) { b.insertAfter(op, after) }

// Successors returns the successors of the block's terminator.
func (b *Block) Successors() []*Block {
	if b.last == nil {
		return nil
	}
	return b.last.Successors()
}

// Predecessors returns the blocks of the same region whose terminators branch to b, in block
// order, once each.
func (b *Block) Predecessors() []*Block {
	var preds []*Block
	if b.parent == nil {
		return nil
	}
	for _, p := range b.parent.blocks {
		if p.last == nil {
			continue
		}
		for _, s := range p.last.Successors() {
			if s == b {
				preds = append(preds, p)
				break
			}
		}
	}
	return preds
}

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool {
	return b.parent != nil && len(b.parent.blocks) > 0 && b.parent.blocks[0] == b
}

// Region is a list of blocks owned by an op.
type Region struct {
	blocks []*Block
	parent *Operation
	// entry backs blocks while the region has at most one block (most regions), which saves
	// an allocation per region.
	entry [1]*Block
}

// NewRegion returns an empty detached region.
func NewRegion() *Region { return &Region{} }

// Blocks returns the blocks.
func (r *Region) Blocks() []*Block { return r.blocks }

// Empty reports whether the region has no blocks.
func (r *Region) Empty() bool { return len(r.blocks) == 0 }

// Front returns the first block, or nil.
func (r *Region) Front() *Block {
	if len(r.blocks) == 0 {
		return nil
	}
	return r.blocks[0]
}

// PostOrder returns the blocks reachable from the entry block of r in depth-first post-order,
// each block's successors visited in its terminator's order.
func (r *Region) PostOrder() []*Block {
	type frame struct {
		b *Block
		i int
	}
	seen := map[*Block]bool{r.Front(): true}
	stack := []frame{{r.Front(), 0}}
	var out []*Block
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		succs := f.b.Successors()
		if f.i < len(succs) {
			s := succs[f.i]
			f.i++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		out = append(out, f.b)
		stack = stack[:len(stack)-1]
	}
	return out
}

// ParentOp returns the op owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Append adds a block at the end.
func (r *Region) Append(b *Block) {
	r.noteChange()
	b.parent = r
	if r.blocks == nil {
		r.blocks = r.entry[:0]
	}
	r.blocks = append(r.blocks, b)
}

// InsertBlock inserts b at index i.
func (r *Region) InsertBlock(i int, b *Block) {
	r.noteChange()
	b.parent = r
	r.blocks = append(r.blocks, nil)
	copy(r.blocks[i+1:], r.blocks[i:])
	r.blocks[i] = b
}

// RemoveBlock unlinks b from the region.
func (r *Region) RemoveBlock(b *Block) {
	r.noteChange()
	for i, x := range r.blocks {
		if x == b {
			r.blocks = append(r.blocks[:i], r.blocks[i+1:]...)
			b.parent = nil
			return
		}
	}
}

// BlockIndex returns the position of b in the region, or -1.
func (r *Region) BlockIndex(b *Block) int {
	for i, x := range r.blocks {
		if x == b {
			return i
		}
	}
	return -1
}

// TakeBody moves all blocks of other into r (which must be empty).
func (r *Region) TakeBody(other *Region) {
	r.noteChange()
	other.noteChange()
	for _, b := range other.blocks {
		b.parent = r
	}
	r.blocks = append(r.blocks, other.blocks...)
	other.blocks = nil
}
