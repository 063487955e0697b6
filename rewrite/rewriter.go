package rewrite

import "github.com/ttgo/ttgo/ir"

// Listener is told about every change a Rewriter makes.
type Listener interface {
	// OpInserted is called after op was inserted (created or moved) into a block.
	OpInserted(op *ir.Operation)
	// OpModified is called after op was changed in place (operands, attributes, ...).
	OpModified(op *ir.Operation)
	// OpReplaced is called before the results of op are replaced by vals.
	OpReplaced(op *ir.Operation, vals []*ir.Value)
	// OpErased is called before op is erased.
	OpErased(op *ir.Operation)
}

// Rewriter is a builder whose changes go through methods that notify a listener; patterns
// must change the IR only through it.
type Rewriter struct {
	*ir.Builder
	// Listener receives notifications; nil for none.
	Listener Listener
}

// NewRewriter returns a rewriter with no insertion point.
func NewRewriter(ctx *ir.Context, l Listener) *Rewriter {
	return &Rewriter{Builder: ir.NewBuilder(ctx), Listener: l}
}

// Insert places a detached op at the insertion point.
func (rw *Rewriter) Insert(op *ir.Operation) *ir.Operation {
	rw.Builder.Insert(op)
	if rw.Listener != nil && op.Block() != nil {
		rw.Listener.OpInserted(op)
	}
	return op
}

// Create builds an op and inserts it at the insertion point.
func (rw *Rewriter) Create(st *ir.OperationState) *ir.Operation {
	if st.Loc == nil {
		st.Loc = rw.Loc
	}
	return rw.Insert(rw.Ctx.Create(st))
}

// CreateOp builds an op from its parts and inserts it.
func (rw *Rewriter) CreateOp(name string, operands []*ir.Value, results []ir.Type, attrs []ir.NamedAttribute) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: name, Operands: operands, Types: results, Attrs: attrs})
}

// ReplaceOp replaces the results of op by vals (one per result) and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	if rw.Listener != nil {
		rw.Listener.OpReplaced(op, vals)
	}
	for i, r := range op.Results() {
		rw.ReplaceAllUsesWith(r, vals[i])
	}
	rw.EraseOp(op)
}

// ReplaceAllUsesWith makes every use of from use to, notifying each user as modified as its
// operand changes, in use-list order.
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
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
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	if rw.Listener == nil {
		op.Erase()
		return
	}
	regions := op.Regions()
	for i := len(regions) - 1; i >= 0; i-- {
		r := regions[i]
		for !r.Empty() {
			blocks := postOrder(r)
			for _, b := range blocks {
				for o := b.Last(); o != nil; {
					prev := o.Prev()
					rw.EraseOp(o)
					o = prev
				}
			}
			for _, b := range blocks {
				for _, a := range b.Arguments() {
					dropUses(a)
				}
				r.RemoveBlock(b)
			}
		}
	}
	rw.Listener.OpErased(op)
	for _, res := range op.Results() {
		dropUses(res)
	}
	op.Erase()
}

// ModifyInPlace runs fn, which changes op in place, then notifies the listener.
func (rw *Rewriter) ModifyInPlace(op *ir.Operation, fn func()) {
	fn()
	if rw.Listener != nil {
		rw.Listener.OpModified(op)
	}
}

// MoveBefore moves op right before other.
func (rw *Rewriter) MoveBefore(op, other *ir.Operation) {
	op.MoveBefore(other)
	if rw.Listener != nil {
		rw.Listener.OpInserted(op)
	}
}
