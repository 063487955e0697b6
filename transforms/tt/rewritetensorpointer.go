package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// RewriteTensorPointer is triton-rewrite-tensor-pointer: it lowers block pointers
// (tt.make_tensor_ptr, tt.advance, and loads and stores through them) to tensors of pointers
// with masks, as Triton's pass does:
//
//	%p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %sn], [%x, %y]   -> extsi of %x and %y to i64
//	%q = tt.advance %p, [%dx, %dy]                                -> addi of the i64 offsets
//	tt.load %q {boundaryCheck = array<i32: 0>, padding = 2 : i32}  -> tt.load %ptrs, %mask, %nan
//
// A block pointer carried by scf.for or returned by scf.if becomes its i64 offsets: one
// iter_arg, result or yielded value per dimension. Block pointers anywhere else (scf.while, cf
// branches, function arguments and calls, other ops) are reported as errors, where Triton's
// pass crashes. Modules without block pointers are left unchanged.
type RewriteTensorPointer struct{ modulePass }

// NewRewriteTensorPointer returns the triton-rewrite-tensor-pointer pass.
func NewRewriteTensorPointer() pass.Pass { return &RewriteTensorPointer{} }

// Name returns "TritonRewriteTensorPointer".
func (*RewriteTensorPointer) Name() string { return "TritonRewriteTensorPointer" }

// Argument returns "triton-rewrite-tensor-pointer".
func (*RewriteTensorPointer) Argument() string { return "triton-rewrite-tensor-pointer" }

// Description describes the pass.
func (*RewriteTensorPointer) Description() string {
	return "Rewrite load/stores with tensor pointers into legacy load/stores"
}

// Run rewrites the block pointers of the module. The replaced ops are erased at the end, last
// replaced first, as uses of them remain until everything is rewritten.
func (*RewriteTensorPointer) Run(op *ir.Operation, _ *pass.Analyses) error {
	r := &tensorPtrRewriter{ctx: op.Context(), infos: map[*ir.Value]blockPtr{}}
	if err := r.visit(op); err != nil {
		return err
	}
	for i := len(r.erased) - 1; i >= 0; i-- {
		o := r.erased[i]
		if !o.UseEmpty() {
			return ir.OpError(o, "operation destroyed but still has uses")
		}
		args := regionArguments(o)
		o.Erase()
		// The clone of a loop body keeps using the old iter_args of block pointers: any use
		// left is one the rewrite does not handle.
		for _, a := range args {
			if u := a.FirstUse(); u != nil {
				return ir.OpError(u.Owner(), "triton-rewrite-tensor-pointer: uses a block pointer carried by a rewritten %s", o.Name())
			}
		}
	}
	return nil
}

// regionArguments returns the arguments of the blocks of op's regions.
func regionArguments(op *ir.Operation) []*ir.Value {
	var args []*ir.Value
	for _, reg := range op.Regions() {
		for _, b := range reg.Blocks() {
			args = append(args, b.Arguments()...)
		}
	}
	return args
}

// tensorPtrRewriter holds the state of one run: what each block pointer value stands for and
// the ops to erase, in the order they were replaced.
type tensorPtrRewriter struct {
	ctx    *ir.Context
	infos  map[*ir.Value]blockPtr
	erased []*ir.Operation
}

// visit rewrites the ops nested in op, in order, and the ops nested in those that rewriting
// returns (the op itself, or the scf.for or scf.if replacing it).
func (r *tensorPtrRewriter) visit(op *ir.Operation) error {
	for _, reg := range op.Regions() {
		for _, b := range reg.Blocks() {
			for o := b.First(); o != nil; {
				next := o.Next()
				nested, err := r.rewrite(o)
				if err != nil {
					return err
				}
				if nested != nil {
					if err := r.visit(nested); err != nil {
						return err
					}
				}
				o = next
			}
		}
	}
	return nil
}

// rewrite rewrites one op and returns the op whose regions to visit next, or nil.
func (r *tensorPtrRewriter) rewrite(o *ir.Operation) (*ir.Operation, error) {
	switch o.Name() {
	case "tt.make_tensor_ptr":
		return nil, r.rewriteMakeTensorPtr(o)
	case "tt.advance":
		return nil, r.rewriteAdvance(o)
	case "tt.load", "tt.store":
		return nil, r.rewriteLoadStore(o)
	case "scf.if":
		return r.rewriteIf(o)
	}
	if d := o.Dialect(); d != "scf" && d != "cf" || !hasBlockPointerOperand(o) {
		return o, nil
	}
	switch o.Name() {
	case "scf.for":
		return r.rewriteFor(o)
	case "scf.yield":
		return nil, r.rewriteYield(o)
	}
	return nil, ir.OpError(o, "triton-rewrite-tensor-pointer: block pointers are only supported in scf.for and scf.if, not as operands of %s", o.Name())
}

func hasBlockPointerOperand(o *ir.Operation) bool {
	for _, v := range o.Operands() {
		if isBlockPointer(v.Type()) {
			return true
		}
	}
	return false
}

// info returns what the block pointer v stands for.
func (r *tensorPtrRewriter) info(v *ir.Value, user *ir.Operation) (blockPtr, error) {
	p, ok := r.infos[v]
	if !ok {
		return p, ir.OpError(user, "triton-rewrite-tensor-pointer: the block pointer operand does not come from tt.make_tensor_ptr through tt.advance, scf.for or scf.if")
	}
	return p, nil
}

// builderBefore returns a builder that creates ops before o, at o's location.
func (r *tensorPtrRewriter) builderBefore(o *ir.Operation) *ir.Builder {
	b := ir.NewBuilder(r.ctx)
	b.SetInsertionPoint(o)
	b.Loc = o.Loc()
	return b
}

func extSI64(b *ir.Builder, v *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.extsi", Operands: []*ir.Value{v}, Types: []ir.Type{b.Ctx.I64()}}).Result(0)
}

// rewriteMakeTensorPtr records the pointer with its offsets extended to i64.
func (r *tensorPtrRewriter) rewriteMakeTensorPtr(o *ir.Operation) error {
	b := r.builderBefore(o)
	g := tt.OperandGroup
	var offsets []*ir.Value
	for _, v := range g(o, "offsets") {
		offsets = append(offsets, extSI64(b, v))
	}
	block := o.Result(0).Type().(*tt.PointerType).Pointee.(*ir.RankedTensorType)
	r.infos[o.Result(0)] = blockPtr{base: o.Operand(0), shape: g(o, "shape"), strides: g(o, "strides"),
		offsets: offsets, block: block.Dims}
	r.erased = append(r.erased, o)
	return nil
}

// rewriteAdvance records the advanced pointer with the sums of the old offsets and the i64
// advances.
func (r *tensorPtrRewriter) rewriteAdvance(o *ir.Operation) error {
	p, err := r.info(o.Operand(0), o)
	if err != nil {
		return err
	}
	deltas := tt.OperandGroup(o, "offsets")
	if len(deltas) != len(p.offsets) {
		return ir.OpError(o, "triton-rewrite-tensor-pointer: %d offsets advance a block pointer of rank %d", len(deltas), len(p.offsets))
	}
	b := r.builderBefore(o)
	offsets := make([]*ir.Value, len(deltas))
	for i, d := range deltas {
		ext := extSI64(b, d)
		offsets[i] = b.Create(&ir.OperationState{Name: "arith.addi", Operands: []*ir.Value{p.offsets[i], ext}, Types: []ir.Type{b.Ctx.I64()}}).Result(0)
	}
	r.infos[o.Result(0)] = p.withOffsets(offsets)
	r.erased = append(r.erased, o)
	return nil
}

// rewriteLoadStore replaces a load or store through a block pointer by one through a tensor of
// pointers, its boundary check by a mask and its padding by `other`.
func (r *tensorPtrRewriter) rewriteLoadStore(o *ir.Operation) error {
	ptr := o.Operand(0)
	if !isBlockPointer(ptr.Type()) {
		return nil
	}
	p, err := r.info(ptr, o)
	if err != nil {
		return err
	}
	isLoad := o.Name() == "tt.load"
	if tt.OptionalOperand(o, "mask") != nil || isLoad && tt.OptionalOperand(o, "other") != nil {
		return ir.OpError(o, "triton-rewrite-tensor-pointer: a load or store through a block pointer has no mask or other")
	}
	var check []int
	if a, ok := o.Attr("boundaryCheck").(*ir.DenseArrayAttr); ok {
		for _, d := range a.Int64s() {
			if d < 0 || int(d) >= len(p.block) {
				return ir.OpError(o, "triton-rewrite-tensor-pointer: boundary check of dimension %d of a block of rank %d", d, len(p.block))
			}
			check = append(check, int(d))
		}
	}
	if _, padded := o.Attr("padding").(*ir.IntegerAttr); isLoad && padded && len(check) == 0 {
		// The load would have an `other` and no mask, which Triton's verifier rejects: it takes
		// the lone optional operand for the mask.
		return ir.OpError(o, "failed to verify that mask type matches ptr type")
	}
	g := newBlockPtrBuilder(r.ctx, o, p)
	operands := []*ir.Value{g.pointers()}
	if !isLoad {
		operands = append(operands, o.Operand(1))
	}
	mask := g.mask(check)
	if mask != nil {
		operands = append(operands, mask)
	}
	props := []ir.NamedAttribute{{Name: "cache", Value: o.Attr("cache")}, {Name: "evict", Value: o.Attr("evict")}}
	st := &ir.OperationState{Name: o.Name(), Loc: o.Loc(), Operands: operands}
	if isLoad {
		var other *ir.Value
		if pad, ok := o.Attr("padding").(*ir.IntegerAttr); ok {
			if other, err = g.other(o, pad.Value == 2); err != nil {
				return err
			}
			st.Operands = append(st.Operands, other)
		}
		segments := []int32{1, 0, 0}
		if mask != nil {
			segments[1] = 1
		}
		if other != nil {
			segments[2] = 1
		}
		props = append(props, ir.NamedAttribute{Name: "isVolatile", Value: o.Attr("isVolatile")},
			ir.NamedAttribute{Name: "operandSegmentSizes", Value: r.ctx.DenseI32ArrayAttr(segments)})
		st.Types = []ir.Type{r.ctx.RankedTensorType(p.block, p.elemType(), nil)}
	}
	st.Props = props
	n := g.b.Create(st)
	if isLoad {
		o.Result(0).ReplaceAllUsesWith(n.Result(0))
	}
	r.erased = append(r.erased, o)
	return nil
}

// expandOffsets returns vs with every block pointer replaced by its offsets.
func (r *tensorPtrRewriter) expandOffsets(vs []*ir.Value, user *ir.Operation) ([]*ir.Value, error) {
	var out []*ir.Value
	for _, v := range vs {
		if !isBlockPointer(v.Type()) {
			out = append(out, v)
			continue
		}
		p, err := r.info(v, user)
		if err != nil {
			return nil, err
		}
		out = append(out, p.offsets...)
	}
	return out, nil
}

// rewriteYield yields the offsets of block pointers in their place.
func (r *tensorPtrRewriter) rewriteYield(o *ir.Operation) error {
	vs, err := r.expandOffsets(o.Operands(), o)
	if err != nil {
		return err
	}
	o.SetOperands(vs)
	return nil
}

// valueLoc returns the location of v: its defining op's, or the block argument's.
func valueLoc(ctx *ir.Context, v *ir.Value) ir.Location {
	if d := v.DefiningOp(); d != nil {
		return d.Loc()
	}
	if v.Loc == nil {
		return ctx.UnknownLoc()
	}
	return v.Loc
}

// rewriteFor replaces a loop carrying block pointers by one carrying their offsets. As MLIR's
// scf.for builder does, the new iter_args take the locations of their initial values. Uses of a
// carried pointer in the body keep the old iter_arg, which now stands for the new offsets.
func (r *tensorPtrRewriter) rewriteFor(o *ir.Operation) (*ir.Operation, error) {
	inits := o.Operands()[3:]
	newInits, err := r.expandOffsets(inits, o)
	if err != nil {
		return nil, err
	}
	body := o.Region(0).Front()
	types := []ir.Type{body.Argument(0).Type()}
	locs := []ir.Location{o.Loc()}
	for _, v := range newInits {
		types = append(types, v.Type())
		locs = append(locs, valueLoc(r.ctx, v))
	}
	nb := ir.NewBlock(types, locs)
	st := &ir.OperationState{Name: "scf.for", Loc: o.Loc(), Operands: append(append([]*ir.Value(nil), o.Operands()[:3]...), newInits...),
		Types: types[1:], Attrs: o.AllAttrs()}
	st.AddRegion().Append(nb)
	nf := r.builderBefore(o).Create(st)

	mapping := map[*ir.Value]*ir.Value{body.Argument(0): nb.Argument(0)}
	k := 1
	for i, init := range inits {
		arg := body.Argument(i + 1)
		if !isBlockPointer(init.Type()) {
			mapping[arg] = nb.Argument(k)
			k++
			continue
		}
		p := r.infos[init]
		r.infos[arg] = p.withOffsets(nb.Arguments()[k : k+len(p.offsets)])
		k += len(p.offsets)
	}
	for c := body.First(); c != nil; c = c.Next() {
		nb.Append(c.Clone(mapping))
	}
	k = 0
	for i, init := range inits {
		res := o.Result(i)
		if !isBlockPointer(init.Type()) {
			res.ReplaceAllUsesWith(nf.Result(k))
			k++
			continue
		}
		p := r.infos[init]
		r.infos[res] = p.withOffsets(nf.Results()[k : k+len(p.offsets)])
		k += len(p.offsets)
	}
	r.erased = append(r.erased, o)
	return nf, nil
}

// rewriteIf replaces an scf.if returning block pointers by one returning their offsets. The
// shape, strides and base of a returned pointer are those of the tt.make_tensor_ptr its
// then-branch value comes from.
func (r *tensorPtrRewriter) rewriteIf(o *ir.Operation) (*ir.Operation, error) {
	yielded := o.Region(0).Front().Terminator().Operands()
	var types []ir.Type
	sources := make([]blockPtr, len(yielded))
	rewrite := false
	for i, v := range yielded {
		if !isBlockPointer(v.Type()) {
			types = append(types, v.Type())
			continue
		}
		rewrite = true
		mk := makeTensorPtrOf(v)
		if mk == nil {
			return nil, ir.OpError(o, "triton-rewrite-tensor-pointer: cannot find the tt.make_tensor_ptr of block pointer result %d", i)
		}
		p, ok := r.infos[mk.Result(0)]
		if !ok {
			return nil, ir.OpError(o, "triton-rewrite-tensor-pointer: block pointer result %d comes from a tt.make_tensor_ptr not rewritten before the scf.if", i)
		}
		sources[i] = p
		for range p.offsets {
			types = append(types, r.ctx.I64())
		}
	}
	if !rewrite {
		return o, nil
	}
	st := &ir.OperationState{Name: "scf.if", Loc: o.Loc(), Operands: []*ir.Value{o.Operand(0)}, Types: types}
	then, els := st.AddRegion(), st.AddRegion()
	then.Append(ir.NewBlock(nil, nil))
	hasElse := !o.Region(1).Empty()
	if hasElse {
		els.Append(ir.NewBlock(nil, nil))
	}
	ni := r.builderBefore(o).Create(st)
	mapping := map[*ir.Value]*ir.Value{}
	for i, reg := range o.Regions() {
		if reg.Empty() {
			continue
		}
		dst := ni.Region(i).Front()
		for c := reg.Front().First(); c != nil; c = c.Next() {
			dst.Append(c.Clone(mapping))
		}
	}
	k := 0
	for i, v := range yielded {
		if !isBlockPointer(v.Type()) {
			o.Result(i).ReplaceAllUsesWith(ni.Result(k))
			k++
			continue
		}
		n := len(sources[i].offsets)
		r.infos[o.Result(i)] = sources[i].withOffsets(ni.Results()[k : k+n])
		k += n
	}
	r.erased = append(r.erased, o)
	return ni, nil
}

// regionBranchOps are the ops that implement MLIR's RegionBranchOpInterface and can return
// block pointers from their regions.
var regionBranchOps = map[string]bool{"scf.for": true, "scf.if": true, "scf.while": true,
	"scf.execute_region": true, "scf.index_switch": true, "scf.parallel": true, "scf.forall": true}

// makeTensorPtrOf follows v back to the tt.make_tensor_ptr it derives from, as Triton's
// getMakeTensorPtrOp does: through tt.advance, the initial value of a loop's iter_arg, and the
// first scf.yield (in post-order) of the op returning v. It returns nil where Triton's gives up.
func makeTensorPtrOf(v *ir.Value) *ir.Operation {
	d := v.DefiningOp()
	if d == nil {
		if owner := v.OwnerBlock().ParentOp(); owner != nil && owner.Name() == "scf.for" && v.Index() > 0 {
			return makeTensorPtrOf(owner.Operand(v.Index() + 2))
		}
		return nil
	}
	switch {
	case d.Name() == "tt.make_tensor_ptr":
		return d
	case d.Name() == "tt.advance":
		return makeTensorPtrOf(d.Operand(0))
	case regionBranchOps[d.Name()]:
		var yield *ir.Operation
		d.WalkPostOrder(func(o *ir.Operation) {
			if yield == nil && o.Name() == "scf.yield" {
				yield = o
			}
		})
		if yield == nil || v.Index() >= yield.NumOperands() {
			return nil
		}
		return makeTensorPtrOf(yield.Operand(v.Index()))
	}
	return nil
}

func isBlockPointer(t ir.Type) bool {
	p, ok := t.(*tt.PointerType)
	if !ok {
		return false
	}
	_, ok = p.Pointee.(*ir.RankedTensorType)
	return ok
}
