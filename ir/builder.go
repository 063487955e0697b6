package ir

// Builder creates ops at an insertion point.
type Builder struct {
	Ctx *Context
	// block and before give the insertion point: before nil means the end of block.
	block  *Block
	before *Operation
	// Loc is the location given to created ops when the state has none.
	Loc Location
}

// NewBuilder returns a builder with no insertion point.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

// SetInsertionPointToEnd makes created ops go at the end of b.
func (bd *Builder) SetInsertionPointToEnd(b *Block) { bd.block, bd.before = b, nil }

// SetInsertionPointToStart makes created ops go at the start of b.
func (bd *Builder) SetInsertionPointToStart(b *Block) { bd.block, bd.before = b, b.first }

// SetInsertionPoint makes created ops go right before op.
func (bd *Builder) SetInsertionPoint(op *Operation) { bd.block, bd.before = op.block, op }

// SetInsertionPointAfter makes created ops go right after op.
func (bd *Builder) SetInsertionPointAfter(op *Operation) { bd.block, bd.before = op.block, op.next }

// InsertionBlock returns the current insertion block, or nil.
func (bd *Builder) InsertionBlock() *Block { return bd.block }

// Insert places a detached op at the insertion point and returns it.
func (bd *Builder) Insert(op *Operation) *Operation {
	if bd.block == nil {
		return op
	}
	if bd.before == nil {
		bd.block.Append(op)
	} else {
		bd.block.insertBefore(op, bd.before)
	}
	return op
}

// Create builds an op from st and inserts it at the insertion point.
func (bd *Builder) Create(st *OperationState) *Operation {
	if st.Loc == nil {
		st.Loc = bd.Loc
	}
	return bd.Insert(bd.Ctx.Create(st))
}

// CreateOp builds an op from its parts and inserts it.
func (bd *Builder) CreateOp(name string, operands []*Value, results []Type, attrs []NamedAttribute) *Operation {
	return bd.Create(&OperationState{Name: name, Operands: operands, Types: results, Attrs: attrs})
}

// Context returns the builder's context.
func (bd *Builder) Context() *Context { return bd.Ctx }

// OpCreator creates ops at an insertion point: a *Builder, or a rewriter that also tells its
// listener. The generated typed builders (tt.BuildLoad, ...) take one.
type OpCreator interface {
	Context() *Context
	Create(st *OperationState) *Operation
}
