package ttpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
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
	if mk, ok := tt.AsMakeTensorPtr(o); ok {
		return nil, r.rewriteMakeTensorPtr(mk)
	}
	if adv, ok := tt.AsAdvance(o); ok {
		return nil, r.rewriteAdvance(adv)
	}
	if load, ok := tt.AsLoad(o); ok {
		return nil, r.rewriteLoad(load)
	}
	if store, ok := tt.AsStore(o); ok {
		return nil, r.rewriteStore(store)
	}
	if ifOp, ok := scf.AsIf(o); ok {
		return r.rewriteIf(ifOp)
	}
	if d := o.Dialect(); d != scf.Dialect.Name && d != cf.Dialect.Name || !hasBlockPointerOperand(o) {
		return o, nil
	}
	if loop, ok := scf.AsFor(o); ok {
		return r.rewriteFor(loop)
	}
	if yield, ok := scf.AsYield(o); ok {
		return nil, r.rewriteYield(yield)
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

// builderBefore returns a builder that creates ops before o.
func (r *tensorPtrRewriter) builderBefore(o *ir.Operation) *ir.Builder {
	b := ir.NewBuilder(r.ctx)
	b.SetInsertionPoint(o)
	return b
}

func extSI64(b *ir.Builder, loc ir.Location, v *ir.Value) *ir.Value {
	return arith.BuildExtSI(b, loc, b.Ctx.I64(), v).Out()
}

// rewriteMakeTensorPtr records the pointer with its offsets extended to i64.
func (r *tensorPtrRewriter) rewriteMakeTensorPtr(mk tt.MakeTensorPtrOp) error {
	b := r.builderBefore(mk.Operation)
	var offsets []*ir.Value
	for _, v := range mk.Offsets() {
		offsets = append(offsets, extSI64(b, mk.Loc(), v))
	}
	block := mk.Result().Type().(*tt.PointerType).Pointee.(*ir.RankedTensorType)
	r.infos[mk.Result()] = blockPtr{base: mk.Base(), shape: mk.Shape(), strides: mk.Strides(),
		offsets: offsets, block: block.Dims}
	r.erased = append(r.erased, mk.Operation)
	return nil
}

// rewriteAdvance records the advanced pointer with the sums of the old offsets and the i64
// advances.
func (r *tensorPtrRewriter) rewriteAdvance(adv tt.AdvanceOp) error {
	p, err := r.info(adv.Ptr(), adv.Operation)
	if err != nil {
		return err
	}
	deltas := adv.Offsets()
	if len(deltas) != len(p.offsets) {
		return ir.OpError(adv.Operation, "triton-rewrite-tensor-pointer: %d offsets advance a block pointer of rank %d", len(deltas), len(p.offsets))
	}
	b := r.builderBefore(adv.Operation)
	loc := adv.Loc()
	offsets := make([]*ir.Value, len(deltas))
	for i, d := range deltas {
		offsets[i] = arith.BuildAddI(b, loc, p.offsets[i], extSI64(b, loc, d)).Result()
	}
	r.infos[adv.Result()] = p.withOffsets(offsets)
	r.erased = append(r.erased, adv.Operation)
	return nil
}

// rewriteLoad replaces a load through a block pointer by one through a tensor of pointers, its
// boundary check by a mask and its padding by `other`.
func (r *tensorPtrRewriter) rewriteLoad(load tt.LoadOp) error {
	ptr := load.Ptr()
	if !isBlockPointer(ptr.Type()) {
		return nil
	}
	p, err := r.info(ptr, load.Operation)
	if err != nil {
		return err
	}
	if load.Mask() != nil || load.Other() != nil {
		return errMaskedBlockAccess(load.Operation)
	}
	check, err := boundaryCheck(load.Operation, load.BoundaryCheck(), p)
	if err != nil {
		return err
	}
	pad, padded := load.Padding()
	if padded && len(check) == 0 {
		// The load would have an `other` and no mask, which Triton's verifier rejects: it takes
		// the lone optional operand for the mask.
		return ir.OpError(load.Operation, "failed to verify that mask type matches ptr type")
	}
	g := newBlockPtrBuilder(r.ctx, load.Operation, p)
	ptrs := g.pointers()
	mask := g.mask(check)
	var other *ir.Value
	if padded {
		if other, err = g.other(load.Operation, pad == 2); err != nil {
			return err
		}
	}
	n := tt.BuildLoad(g.b, load.Loc(), r.ctx.RankedTensorType(p.block, p.elemType(), nil), ptrs, mask, other,
		ir.NamedAttribute{Name: "cache", Value: load.CacheAttr()}, ir.NamedAttribute{Name: "evict", Value: load.EvictAttr()},
		ir.NamedAttribute{Name: "isVolatile", Value: load.IsVolatileAttr()})
	load.Result().ReplaceAllUsesWith(n.Result())
	r.erased = append(r.erased, load.Operation)
	return nil
}

// rewriteStore replaces a store through a block pointer by one through a tensor of pointers,
// its boundary check by a mask.
func (r *tensorPtrRewriter) rewriteStore(store tt.StoreOp) error {
	ptr := store.Ptr()
	if !isBlockPointer(ptr.Type()) {
		return nil
	}
	p, err := r.info(ptr, store.Operation)
	if err != nil {
		return err
	}
	if store.Mask() != nil {
		return errMaskedBlockAccess(store.Operation)
	}
	check, err := boundaryCheck(store.Operation, store.BoundaryCheck(), p)
	if err != nil {
		return err
	}
	g := newBlockPtrBuilder(r.ctx, store.Operation, p)
	ptrs := g.pointers()
	mask := g.mask(check)
	tt.BuildStore(g.b, store.Loc(), ptrs, store.Value(), mask,
		ir.NamedAttribute{Name: "cache", Value: store.CacheAttr()}, ir.NamedAttribute{Name: "evict", Value: store.EvictAttr()})
	r.erased = append(r.erased, store.Operation)
	return nil
}

func errMaskedBlockAccess(o *ir.Operation) error {
	return ir.OpError(o, "triton-rewrite-tensor-pointer: a load or store through a block pointer has no mask or other")
}

// boundaryCheck returns the dimensions the access o to p checks, dims, as ints; it fails on a
// dimension the block does not have.
func boundaryCheck(o *ir.Operation, dims []int64, p blockPtr) ([]int, error) {
	var check []int
	for _, d := range dims {
		if d < 0 || int(d) >= len(p.block) {
			return nil, ir.OpError(o, "triton-rewrite-tensor-pointer: boundary check of dimension %d of a block of rank %d", d, len(p.block))
		}
		check = append(check, int(d))
	}
	return check, nil
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
func (r *tensorPtrRewriter) rewriteYield(yield scf.YieldOp) error {
	vs, err := r.expandOffsets(yield.ResultsOperands(), yield.Operation)
	if err != nil {
		return err
	}
	yield.SetResultsOperands(vs)
	return nil
}

func valueLoc(ctx *ir.Context, v *ir.Value) ir.Location {
	if l := v.Location(); l != nil {
		return l
	}
	return ctx.UnknownLoc()
}

// rewriteFor replaces a loop carrying block pointers by one carrying their offsets. As MLIR's
// scf.for builder does, the new iter_args take the locations of their initial values. Uses of a
// carried pointer in the body keep the old iter_arg, which now stands for the new offsets.
func (r *tensorPtrRewriter) rewriteFor(loop scf.ForOp) (*ir.Operation, error) {
	inits := loop.InitArgs()
	newInits, err := r.expandOffsets(inits, loop.Operation)
	if err != nil {
		return nil, err
	}
	body := loop.Region().Front()
	types := []ir.Type{body.Argument(0).Type()}
	locs := []ir.Location{loop.Loc()}
	for _, v := range newInits {
		types = append(types, v.Type())
		locs = append(locs, valueLoc(r.ctx, v))
	}
	nb := ir.NewBlock(types, locs)
	nf := scf.BuildFor(r.builderBefore(loop.Operation), loop.Loc(), types[1:], loop.LowerBound(), loop.UpperBound(), loop.Step(),
		newInits, loop.AllAttrs()...)
	nf.Region().Append(nb)

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
	results, newResults := loop.Results(), nf.Results()
	for i, init := range inits {
		if !isBlockPointer(init.Type()) {
			results[i].ReplaceAllUsesWith(newResults[k])
			k++
			continue
		}
		p := r.infos[init]
		r.infos[results[i]] = p.withOffsets(newResults[k : k+len(p.offsets)])
		k += len(p.offsets)
	}
	r.erased = append(r.erased, loop.Operation)
	return nf.Operation, nil
}

// rewriteIf replaces an scf.if returning block pointers by one returning their offsets. The
// shape, strides and base of a returned pointer are those of the tt.make_tensor_ptr its
// then-branch value comes from.
func (r *tensorPtrRewriter) rewriteIf(ifOp scf.IfOp) (*ir.Operation, error) {
	yielded := ifOp.ThenRegion().Front().Terminator().Operands()
	var types []ir.Type
	sources := make([]blockPtr, len(yielded))
	rewrite := false
	for i, v := range yielded {
		if !isBlockPointer(v.Type()) {
			types = append(types, v.Type())
			continue
		}
		rewrite = true
		mk, ok := makeTensorPtrOf(v)
		if !ok {
			return nil, ir.OpError(ifOp.Operation, "triton-rewrite-tensor-pointer: cannot find the tt.make_tensor_ptr of block pointer result %d", i)
		}
		p, ok := r.infos[mk.Result()]
		if !ok {
			return nil, ir.OpError(ifOp.Operation, "triton-rewrite-tensor-pointer: block pointer result %d comes from a tt.make_tensor_ptr not rewritten before the scf.if", i)
		}
		sources[i] = p
		for range p.offsets {
			types = append(types, r.ctx.I64())
		}
	}
	if !rewrite {
		return ifOp.Operation, nil
	}
	ni := scf.BuildIf(r.builderBefore(ifOp.Operation), ifOp.Loc(), types, ifOp.Condition())
	mapping := map[*ir.Value]*ir.Value{}
	for _, regs := range [][2]*ir.Region{{ifOp.ThenRegion(), ni.ThenRegion()}, {ifOp.ElseRegion(), ni.ElseRegion()}} {
		src, dst := regs[0], regs[1]
		if src.Empty() {
			continue
		}
		nb := ir.NewBlock(nil, nil)
		dst.Append(nb)
		for c := src.Front().First(); c != nil; c = c.Next() {
			nb.Append(c.Clone(mapping))
		}
	}
	k := 0
	results, newResults := ifOp.Results(), ni.Results()
	for i, v := range yielded {
		if !isBlockPointer(v.Type()) {
			results[i].ReplaceAllUsesWith(newResults[k])
			k++
			continue
		}
		n := len(sources[i].offsets)
		r.infos[results[i]] = sources[i].withOffsets(newResults[k : k+n])
		k += n
	}
	r.erased = append(r.erased, ifOp.Operation)
	return ni.Operation, nil
}

// returnsFromRegions reports whether op is one of the ops that implement MLIR's
// RegionBranchOpInterface and can return block pointers from their regions.
func returnsFromRegions(op *ir.Operation) bool {
	return is[scf.ForOp](op) || is[scf.IfOp](op) || is[scf.WhileOp](op) || is[scf.ExecuteRegionOp](op) ||
		is[scf.IndexSwitchOp](op) || is[scf.ParallelOp](op) || is[scf.ForallOp](op)
}

// makeTensorPtrOf follows v back to the tt.make_tensor_ptr it derives from, as Triton's
// getMakeTensorPtrOp does: through tt.advance, the initial value of a loop's iter_arg, and the
// first scf.yield (in post-order) of the op returning v. It reports false where Triton's gives
// up.
func makeTensorPtrOf(v *ir.Value) (tt.MakeTensorPtrOp, bool) {
	d := v.DefiningOp()
	if d == nil {
		if loop, ok := scf.AsFor(v.OwnerBlock().ParentOp()); ok && v.Index() > 0 {
			return makeTensorPtrOf(loop.InitArgs()[v.Index()-1])
		}
		return tt.MakeTensorPtrOp{}, false
	}
	if mk, ok := tt.AsMakeTensorPtr(d); ok {
		return mk, true
	}
	if adv, ok := tt.AsAdvance(d); ok {
		return makeTensorPtrOf(adv.Ptr())
	}
	if returnsFromRegions(d) {
		var yield scf.YieldOp
		d.WalkPostOrder(func(o *ir.Operation) {
			if y, ok := scf.AsYield(o); ok && yield.Operation == nil {
				yield = y
			}
		})
		if yield.Operation == nil || v.Index() >= len(yield.ResultsOperands()) {
			return tt.MakeTensorPtrOp{}, false
		}
		return makeTensorPtrOf(yield.ResultsOperands()[v.Index()])
	}
	return tt.MakeTensorPtrOp{}, false
}

func isBlockPointer(t ir.Type) bool {
	p, ok := t.(*tt.PointerType)
	if !ok {
		return false
	}
	_, ok = p.Pointee.(*ir.RankedTensorType)
	return ok
}
