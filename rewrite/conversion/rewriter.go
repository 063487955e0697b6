package conversion

import (
	"github.com/ttgo/ttgo/ir"
)

// Pattern converts ops of one name. MatchAndRewrite gets the op's operands remapped (its
// adaptor): each operand replaced by the latest value the conversion mapped it to and, when
// the conversion has a TypeConverter, converted to the legal form of the operand's original
// type. It changes the IR only through rw and returns nil, or returns an error saying why it
// does not apply; a failed pattern's changes are rolled back.
type Pattern interface {
	// Root is the name of the ops the pattern converts, or "" for any op.
	Root() string
	// Benefit orders patterns: higher benefits are tried first.
	Benefit() int
	// MatchAndRewrite converts op.
	MatchAndRewrite(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error
}

// FuncPattern is a Pattern made of a function.
type FuncPattern struct {
	// RootName is the op name matched ("" for any).
	RootName string
	// BenefitValue is the pattern's benefit.
	BenefitValue int
	// Fn is MatchAndRewrite.
	Fn func(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error
}

// Root returns RootName.
func (p *FuncPattern) Root() string { return p.RootName }

// Benefit returns BenefitValue.
func (p *FuncPattern) Benefit() int { return p.BenefitValue }

// MatchAndRewrite calls Fn.
func (p *FuncPattern) MatchAndRewrite(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error {
	return p.Fn(op, operands, rw)
}

// NewPattern returns a pattern with benefit 1 for ops called root ("" for any) made of fn.
func NewPattern(root string, fn func(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error) Pattern {
	return &FuncPattern{RootName: root, BenefitValue: 1, Fn: fn}
}

// Rewriter is MLIR's ConversionPatternRewriter: the builder patterns create ops with, and the
// record of what they changed. Patterns must change the IR only through its methods (the
// embedded Builder's Create and Insert are overridden to record the ops they add), so that
// the changes can be rolled back.
type Rewriter struct {
	*ir.Builder
	tc *TypeConverter

	// undo holds the inverse of every change, in order.
	undo []func()
	// created and modified list the ops a pattern created and changed in place.
	created, modified []*ir.Operation
	// mapping maps replaced values (op results, converted block arguments) to their
	// replacements; keys lists them in the order they were mapped.
	mapping map[*ir.Value]*ir.Value
	keys    []*ir.Value
	// replaced marks the ops replaced or erased; order lists them.
	replaced map[*ir.Operation]bool
	order    []*ir.Operation
	// casts caches materializations by input and type; castOps marks the
	// builtin.unrealized_conversion_cast ops the framework built.
	casts    map[castKey]*ir.Value
	castOps  map[*ir.Operation]bool
	castList []*ir.Operation
}

type castKey struct {
	v *ir.Value
	t ir.Type
}

// state is a point in the rewriter's history to roll back to.
type state struct{ undo, created, modified int }

func newRewriter(ctx *ir.Context, tc *TypeConverter) *Rewriter {
	return &Rewriter{
		Builder:  ir.NewBuilder(ctx),
		tc:       tc,
		mapping:  map[*ir.Value]*ir.Value{},
		replaced: map[*ir.Operation]bool{},
		casts:    map[castKey]*ir.Value{},
		castOps:  map[*ir.Operation]bool{},
	}
}

func (rw *Rewriter) state() state { return state{len(rw.undo), len(rw.created), len(rw.modified)} }

// rollback undoes every change made after s.
func (rw *Rewriter) rollback(s state) {
	for i := len(rw.undo) - 1; i >= s.undo; i-- {
		rw.undo[i]()
	}
	rw.undo = rw.undo[:s.undo]
	rw.created = rw.created[:s.created]
	rw.modified = rw.modified[:s.modified]
}

func (rw *Rewriter) record(fn func()) { rw.undo = append(rw.undo, fn) }

// TypeConverter returns the conversion's type converter, or nil.
func (rw *Rewriter) TypeConverter() *TypeConverter { return rw.tc }

// Insert places a detached op at the insertion point and records it as created.
func (rw *Rewriter) Insert(op *ir.Operation) *ir.Operation {
	rw.Builder.Insert(op)
	rw.created = append(rw.created, op)
	rw.record(func() {
		op.Remove()
		op.DropAllReferences()
	})
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

// ReplaceOp replaces op by vals, one per result. The replacement is deferred: op stays in
// place until the conversion commits, and later patterns see vals in their adaptors.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	for i, r := range op.Results() {
		rw.mapValue(r, vals[i])
	}
	rw.markReplaced(op)
}

// EraseOp erases op, whose results must have no uses once the conversion is done.
func (rw *Rewriter) EraseOp(op *ir.Operation) { rw.markReplaced(op) }

func (rw *Rewriter) markReplaced(op *ir.Operation) {
	rw.replaced[op] = true
	rw.order = append(rw.order, op)
	rw.record(func() {
		delete(rw.replaced, op)
		rw.order = rw.order[:len(rw.order)-1]
	})
}

func (rw *Rewriter) mapValue(from, to *ir.Value) {
	rw.mapping[from] = to
	rw.keys = append(rw.keys, from)
	rw.record(func() {
		delete(rw.mapping, from)
		rw.keys = rw.keys[:len(rw.keys)-1]
	})
}

// RemappedValue returns the latest replacement of v (v itself when not replaced).
func (rw *Rewriter) RemappedValue(v *ir.Value) *ir.Value {
	for {
		n, ok := rw.mapping[v]
		if !ok || n == nil {
			return v
		}
		v = n
	}
}

// ModifyOpInPlace runs fn, which changes op's operands, attributes, successors or result
// types in place, and records the change; op must be legal afterwards.
func (rw *Rewriter) ModifyOpInPlace(op *ir.Operation, fn func()) {
	operands := op.Operands()
	props, attrs := op.Props(), op.Attrs()
	succs := append([]*ir.Block(nil), op.Successors()...)
	types := op.ResultTypes()
	fn()
	rw.modified = append(rw.modified, op)
	rw.record(func() {
		op.SetOperands(operands)
		op.SetProps(props)
		op.SetAttrs(attrs)
		for i, s := range succs {
			op.SetSuccessor(i, s)
		}
		for i, t := range types {
			op.Result(i).SetType(t)
		}
	})
}

// InlineBlockBefore moves the ops of src into dest before the op before (nil: at the end of
// dest); the arguments of src are replaced by args, as MLIR's inlineBlockBefore and
// mergeBlocks do. src is left empty.
func (rw *Rewriter) InlineBlockBefore(src, dest *ir.Block, before *ir.Operation, args []*ir.Value) {
	moved := src.Ops()
	for _, o := range moved {
		o.Remove()
		if before == nil {
			dest.Append(o)
		} else {
			dest.InsertBefore(o, before)
		}
	}
	rw.record(func() {
		for _, o := range moved {
			o.Remove()
			src.Append(o)
		}
	})
	for i, a := range src.Arguments() {
		rw.mapValue(a, args[i])
	}
}

// InlineRegionBefore moves the blocks of src into dst before the block before (nil: at the
// end of dst).
func (rw *Rewriter) InlineRegionBefore(src, dst *ir.Region, before *ir.Block) {
	blocks := append([]*ir.Block(nil), src.Blocks()...)
	for _, b := range blocks {
		src.RemoveBlock(b)
		if before == nil {
			dst.Append(b)
		} else {
			dst.InsertBlock(dst.BlockIndex(before), b)
		}
	}
	rw.record(func() {
		for _, b := range blocks {
			dst.RemoveBlock(b)
			src.Append(b)
		}
	})
}

// ApplySignatureConversion replaces block by a new block with the argument types of conv,
// moving its ops and successor uses there; the old arguments map to the new ones (or to the
// values conv remaps them to). It returns the new block.
func (rw *Rewriter) ApplySignatureConversion(block *ir.Block, conv *SignatureConversion) *ir.Block {
	region := block.Parent()
	nb := ir.NewBlock(nil, nil)
	args := block.Arguments()
	var newArgs []*ir.Value
	for i, a := range args {
		if conv.types[i] != nil {
			newArgs = append(newArgs, nb.AddArgument(conv.types[i], a.Loc))
		} else {
			newArgs = append(newArgs, nil)
		}
	}
	idx := region.BlockIndex(block)
	region.InsertBlock(idx, nb)
	ops := block.Ops()
	for _, o := range ops {
		o.Remove()
		nb.Append(o)
	}
	region.RemoveBlock(block)
	type succUse struct {
		op *ir.Operation
		i  int
	}
	var uses []succUse
	for _, b := range region.Blocks() {
		if t := b.Last(); t != nil {
			for i, s := range t.Successors() {
				if s == block {
					t.SetSuccessor(i, nb)
					uses = append(uses, succUse{t, i})
				}
			}
		}
	}
	rw.record(func() {
		for _, u := range uses {
			u.op.SetSuccessor(u.i, block)
		}
		region.InsertBlock(region.BlockIndex(nb), block)
		for _, o := range ops {
			o.Remove()
			block.Append(o)
		}
		region.RemoveBlock(nb)
	})
	for i, a := range args {
		if newArgs[i] != nil {
			rw.mapValue(a, newArgs[i])
		} else {
			rw.mapValue(a, conv.remap[i])
		}
	}
	return nb
}

// ConvertRegionTypes converts the argument types of every block of r with the type
// converter; entry, when not nil, is the conversion of the entry block's arguments. It
// returns the new entry block (nil for an empty region).
func (rw *Rewriter) ConvertRegionTypes(r *ir.Region, entry *SignatureConversion) (*ir.Block, error) {
	if r.Empty() {
		return nil, nil
	}
	blocks := append([]*ir.Block(nil), r.Blocks()...)
	var first *ir.Block
	for i, b := range blocks {
		conv := entry
		if i > 0 || conv == nil {
			var err error
			if conv, err = rw.tc.ConvertSignature(argTypes(b)); err != nil {
				return nil, err
			}
		}
		nb := rw.ApplySignatureConversion(b, conv)
		if i == 0 {
			first = nb
		}
	}
	return first, nil
}

func argTypes(b *ir.Block) []ir.Type {
	ts := make([]ir.Type, b.NumArguments())
	for i, a := range b.Arguments() {
		ts[i] = a.Type()
	}
	return ts
}

// adaptor returns the remapped operands of op, converted to their legal types.
func (rw *Rewriter) adaptor(op *ir.Operation) ([]*ir.Value, error) {
	vs := op.Operands()
	for i, v := range vs {
		r := rw.RemappedValue(v)
		if rw.tc != nil {
			want := rw.tc.ConvertType(v.Type())
			if want == nil {
				return nil, ir.Errorf(op.Loc(), "unable to convert type of operand #%d of '%s'", i, op.Name())
			}
			if r.Type() != want {
				r = rw.materialize(r, want, false, op.Loc())
			}
		}
		vs[i] = r
	}
	return vs, nil
}

// materialize returns v converted to type t (a target or source materialization), built
// right after v's definition and cached.
func (rw *Rewriter) materialize(v *ir.Value, t ir.Type, source bool, loc ir.Location) *ir.Value {
	k := castKey{v, t}
	if c, ok := rw.casts[k]; ok && c.DefiningOp() != nil && c.DefiningOp().Block() != nil {
		return c
	}
	b := ir.NewBuilder(rw.Ctx)
	// The materialization's ops go between v's definition (or the start of its block) and
	// stop, the op that follows there now.
	var stop *ir.Operation
	first := func() *ir.Operation { return v.OwnerBlock().First() }
	if d := v.DefiningOp(); d != nil {
		b.SetInsertionPointAfter(d)
		stop = d.Next()
		first = d.Next
	} else {
		b.SetInsertionPointToStart(v.OwnerBlock())
		stop = v.OwnerBlock().First()
	}
	var res *ir.Value
	if rw.tc != nil {
		fns := rw.tc.target
		if source {
			fns = rw.tc.source
		}
		res = materialize(fns, b, t, []*ir.Value{v}, loc)
	}
	if res == nil {
		c := b.Create(&ir.OperationState{Name: "builtin.unrealized_conversion_cast", Loc: loc, Operands: []*ir.Value{v}, Types: []ir.Type{t}})
		rw.castOps[c] = true
		rw.castList = append(rw.castList, c)
		res = c.SingleResult()
	}
	for o := first(); o != nil && o != stop; o = o.Next() {
		op := o
		rw.record(func() {
			delete(rw.castOps, op)
			op.Remove()
			op.DropAllReferences()
		})
	}
	rw.casts[k] = res
	rw.record(func() { delete(rw.casts, k) })
	return res
}

// isDead reports whether op was replaced or erased, or sits inside such an op.
func (rw *Rewriter) isDead(op *ir.Operation) bool {
	for o := op; o != nil; o = o.ParentOp() {
		if rw.replaced[o] {
			return true
		}
	}
	return false
}

// SplitBlock moves the ops of b from before (nil: none) to the end into a new block placed
// right after b, and returns the new block.
func (rw *Rewriter) SplitBlock(b *ir.Block, before *ir.Operation) *ir.Block {
	nb := ir.NewBlock(nil, nil)
	r := b.Parent()
	r.InsertBlock(r.BlockIndex(b)+1, nb)
	var moved []*ir.Operation
	for o := before; o != nil; {
		next := o.Next()
		o.Remove()
		nb.Append(o)
		moved = append(moved, o)
		o = next
	}
	rw.record(func() {
		for _, o := range moved {
			o.Remove()
			b.Append(o)
		}
		r.RemoveBlock(nb)
	})
	return nb
}

// CreateBlock inserts a new block with arguments of the given types before the block before,
// moves the insertion point to its end and returns it.
func (rw *Rewriter) CreateBlock(before *ir.Block, types []ir.Type, locs []ir.Location) *ir.Block {
	nb := ir.NewBlock(types, locs)
	r := before.Parent()
	r.InsertBlock(r.BlockIndex(before), nb)
	rw.record(func() { r.RemoveBlock(nb) })
	rw.SetInsertionPointToEnd(nb)
	return nb
}

// AddBlockArguments appends arguments of the given types to b and returns them.
func (rw *Rewriter) AddBlockArguments(b *ir.Block, types []ir.Type, locs []ir.Location) []*ir.Value {
	n := b.NumArguments()
	var args []*ir.Value
	for i, t := range types {
		var l ir.Location
		if i < len(locs) {
			l = locs[i]
		}
		args = append(args, b.AddArgument(t, l))
	}
	rw.record(func() {
		for b.NumArguments() > n {
			b.EraseArgument(b.NumArguments() - 1)
		}
	})
	return args
}

// NewOpPattern returns a pattern with benefit 1 for the ops of view T made of fn, which
// receives the op as its view and the converted operands.
func NewOpPattern[T ir.OpView](fn func(op T, operands []*ir.Value, rw *Rewriter) error) Pattern {
	var v T
	return &FuncPattern{RootName: v.OpName(), BenefitValue: 1, Fn: func(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error {
		return fn(ir.View[T](op), operands, rw)
	}}
}
