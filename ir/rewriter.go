package ir

// RewriteListener is told about every change a PatternRewriter makes (MLIR's
// RewriterBase::Listener).
type RewriteListener interface {
	// OpInserted is called after op was inserted (created or moved) into a block.
	OpInserted(op *Operation)
	// OpModified is called after op was changed in place (operands, attributes, ...).
	OpModified(op *Operation)
	// OpReplaced is called before the results of op are replaced by vals.
	OpReplaced(op *Operation, vals []*Value)
	// OpErased is called before op is erased.
	OpErased(op *Operation)
}

// PatternRewriter is the builder patterns change the IR through (MLIR's PatternRewriter):
// its changes go through methods that notify a listener, so that a pattern driver keeps
// track of what a pattern did. Patterns must change the IR only through it.
type PatternRewriter struct {
	*Builder
	// Listener receives notifications; nil for none.
	Listener RewriteListener
}

// NewPatternRewriter returns a rewriter with no insertion point that tells l (which may be
// nil) of its changes.
func NewPatternRewriter(ctx *Context, l RewriteListener) *PatternRewriter {
	return &PatternRewriter{Builder: NewBuilder(ctx), Listener: l}
}

// Insert places a detached op at the insertion point.
func (rw *PatternRewriter) Insert(op *Operation) *Operation {
	rw.Builder.Insert(op)
	if rw.Listener != nil && op.Block() != nil {
		rw.Listener.OpInserted(op)
	}
	return op
}

// Create builds an op and inserts it at the insertion point.
func (rw *PatternRewriter) Create(st *OperationState) *Operation {
	if st.Loc == nil {
		st.Loc = rw.Loc
	}
	return rw.Insert(rw.Ctx.Create(st))
}

// CreateOp builds an op from its parts and inserts it.
func (rw *PatternRewriter) CreateOp(name string, operands []*Value, results []Type, attrs []NamedAttribute) *Operation {
	return rw.Create(&OperationState{Name: name, Operands: operands, Types: results, Attrs: attrs})
}

// ReplaceOp replaces the results of op by vals (one per result) and erases op.
func (rw *PatternRewriter) ReplaceOp(op *Operation, vals []*Value) {
	if rw.Listener != nil {
		rw.Listener.OpReplaced(op, vals)
	}
	for i := range op.results {
		rw.ReplaceAllUsesWith(&op.results[i], vals[i])
	}
	rw.EraseOp(op)
}

// ReplaceAllUsesWith makes every use of from use to, notifying each user as modified as its
// operand changes, in use-list order.
func (rw *PatternRewriter) ReplaceAllUsesWith(from, to *Value) {
	if from == to {
		return
	}
	if rw.Listener == nil {
		from.ReplaceAllUsesWith(to)
		return
	}
	for u := from.FirstUse(); u != nil; u = from.FirstUse() {
		u.Set(to)
		rw.Listener.OpModified(u.Owner())
	}
}

// EraseOp erases op (whose results must be unused) and the ops nested in it. As MLIR's
// RewriterBase::eraseOp, nested ops go one by one before op, users before definitions: the
// regions last to first, each region's blocks in post-order (successors first), each block's
// ops last to first; the listener hears of each op just before it goes, so it sees the use
// lists as they are then.
func (rw *PatternRewriter) EraseOp(op *Operation) {
	if rw.Listener == nil {
		op.Erase()
		return
	}
	regions := op.Regions()
	for i := len(regions) - 1; i >= 0; i-- {
		r := regions[i]
		for !r.Empty() {
			blocks := r.PostOrder()
			for _, b := range blocks {
				for o := b.Last(); o != nil; {
					prev := o.Prev()
					rw.EraseOp(o)
					o = prev
				}
			}
			for _, b := range blocks {
				for _, a := range b.Arguments() {
					a.DropAllUses()
				}
				r.RemoveBlock(b)
			}
		}
	}
	rw.Listener.OpErased(op)
	for i := range op.results {
		op.results[i].DropAllUses()
	}
	op.Erase()
}

// EraseBlock erases b and the ops in it, dropping every use of the values it defines.
func (rw *PatternRewriter) EraseBlock(b *Block) {
	for _, o := range b.Ops() {
		o.WalkPostOrder(func(n *Operation) {
			for _, r := range n.Results() {
				r.DropAllUses()
			}
		})
	}
	for _, a := range b.Arguments() {
		a.DropAllUses()
	}
	for o := b.Last(); o != nil; {
		prev := o.Prev()
		rw.EraseOp(o)
		o = prev
	}
	b.Parent().RemoveBlock(b)
}

// ModifyInPlace runs fn, which changes op in place, then notifies the listener.
func (rw *PatternRewriter) ModifyInPlace(op *Operation, fn func()) {
	fn()
	if rw.Listener != nil {
		rw.Listener.OpModified(op)
	}
}

// MoveBefore moves op right before other.
func (rw *PatternRewriter) MoveBefore(op, other *Operation) {
	op.MoveBefore(other)
	if rw.Listener != nil {
		rw.Listener.OpInserted(op)
	}
}
