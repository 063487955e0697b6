package ttgpasses

import (
	"math"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// OptimizeThreadLocality is tritongpu-optimize-thread-locality. It gives reordering reshapes
// feeding reductions and gathers layouts that keep their work within threads and warps, then
// takes the cross-thread part of a loop-carried reduction out of the loop: in
//
//	%r = scf.for ... iter_args(%acc = %cst) { %x = tt.load ...; %s = tt.reduce(%x) axis = last;
//	                                         %u = addf %acc, %s; scf.yield %u }
//
// each thread reduces only the elements it holds along the last axis (a reshape to one more
// dimension of elemsPerThread elements, reduced in registers) into a new loop-carried
// accumulator started at the reduction's neutral element; the reduction across threads runs
// once after the loop, and the original accumulator is added back. The original reduction is
// left in the loop for later cleanups.
type OptimizeThreadLocality struct{}

// NewOptimizeThreadLocality returns the tritongpu-optimize-thread-locality pass.
func NewOptimizeThreadLocality() pass.Pass { return &OptimizeThreadLocality{} }

// Name returns "TritonGPUOptimizeThreadLocality".
func (*OptimizeThreadLocality) Name() string { return "TritonGPUOptimizeThreadLocality" }

// Argument returns "tritongpu-optimize-thread-locality".
func (*OptimizeThreadLocality) Argument() string { return "tritongpu-optimize-thread-locality" }

// Description describes the pass.
func (*OptimizeThreadLocality) Description() string {
	return "Reduce the cost of synchronization between threads in an SM"
}

// OpName anchors the pass on builtin.module.
func (*OptimizeThreadLocality) OpName() string { return "builtin.module" }

// Run applies the layout patterns, then rewrites the eligible reductions in program order.
func (*OptimizeThreadLocality) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var patternErr error
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, func(r tt.ReshapeOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&patternErr, reshapeLayoutForReduce(r, rw))
		}),
		rewrite.NewOpPattern(1, func(g tt.GatherOp, rw *rewrite.Rewriter) error {
			return keepDiagnostic(&patternErr, gatherLayout(g, rw))
		}))
	rewrite.ApplyPatternsGreedily(mod, ps, rewrite.MLIRGreedyConfig())
	if patternErr != nil {
		return patternErr
	}
	var reduces []*loopReduction
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if reduce, ok := tt.AsReduce(op); ok {
			if r := matchLoopReduction(reduce); r != nil {
				reduces = append(reduces, r)
			}
		}
		return ir.WalkAdvance
	})
	for _, r := range reduces {
		r.rewrite()
	}
	return nil
}

// keepDiagnostic records the first diagnostic a pattern returns in first and passes err on.
func keepDiagnostic(first *error, err error) error {
	if d, ok := err.(*ir.Diagnostic); ok && *first == nil {
		*first = d
	}
	return err
}

// loopReduction is a reduction whose result updates a loop-carried accumulator.
type loopReduction struct {
	reduce tt.ReduceOp
	// combiner is the single op of the reduction's region; neutral its neutral element.
	combiner *ir.Operation
	neutral  uint64
	// update combines the accumulator (a block argument of loop) with the reduction.
	update *ir.Operation
	loop   scf.ForOp
	// iter is the accumulator's iter_arg index.
	iter           int
	elemsPerThread int64
}

// matchLoopReduction returns reduce as a loopReduction when the pass rewrites it: a last-axis
// float add, mul, max or min of loaded blocked tensors of rank 2 or more, holding several
// elements per thread along the axis, whose only use updates an accumulator that the loop
// yields and starts from a constant.
func matchLoopReduction(reduce tt.ReduceOp) *loopReduction {
	combiner := reductionCombiner(reduce)
	if combiner == nil {
		return nil
	}
	neutral, ok := neutralElement(combiner)
	if !ok {
		return nil
	}
	srcs := reduce.Srcs()
	srcType := srcs[0].Type().(*ir.RankedTensorType)
	blocked, isBlocked := srcType.Encoding.(*ttg.BlockedEncoding)
	rank := len(srcType.Dims)
	axis, _ := reduce.Axis()
	if !isBlocked || rank <= 1 || int(axis) != rank-1 {
		return nil
	}
	for _, s := range srcs {
		if !opIs[tt.LoadOp](s.DefiningOp()) {
			return nil
		}
	}
	enc, err := ttg.LayoutEncoding(blocked)
	if err != nil {
		return nil
	}
	elems, err := layout.ElemsPerThread(enc.(layout.Distributed), srcType.Dims)
	if err != nil || elems[axis] == 1 {
		return nil
	}
	update := soleUser(reduce.Operation)
	if update == nil {
		return nil
	}
	yield := soleUser(update)
	loop, inLoop := scf.AsFor(reduce.Operation.Block().ParentOp())
	if yield == nil || !opIs[scf.YieldOp](yield) || !inLoop || update.NumOperands() != 2 || update.NumResults() != 1 {
		return nil
	}
	iter := yieldOperandIndex(yield, update)
	if !opIs[arith.ConstantOp](loop.InitArgs()[iter].DefiningOp()) || !loop.Results()[iter].HasOneUse() {
		return nil
	}
	// The update's other operand must be the accumulator itself.
	acc := loop.Region().Front().Argument(iter + 1)
	if operands := update.Operands(); operands[0] != acc && operands[1] != acc {
		return nil
	}
	return &loopReduction{reduce: reduce, combiner: combiner, neutral: neutral, update: update, loop: loop, iter: iter,
		elemsPerThread: int64(elems[axis])}
}

// soleUser returns the op that uses op's results when they have exactly one use in all.
func soleUser(op *ir.Operation) *ir.Operation {
	var user *ir.Operation
	for _, r := range op.Results() {
		for _, u := range r.Uses() {
			if user != nil {
				return nil
			}
			user = u.Owner()
		}
	}
	return user
}

// yieldOperandIndex returns the operand index at which yield uses a result of op.
func yieldOperandIndex(yield, op *ir.Operation) int {
	for _, r := range op.Results() {
		for _, u := range r.Uses() {
			if u.Owner() == yield {
				return u.Index()
			}
		}
	}
	return -1
}

// reductionCombiner returns the single op of reduce's combining region when it is a float add,
// mul, maximum or minimum; nil otherwise.
func reductionCombiner(reduce tt.ReduceOp) *ir.Operation {
	region := reduce.CombineOp()
	if len(region.Blocks()) != 1 {
		return nil
	}
	body := region.Front()
	op := body.First()
	if op == nil || op.Next() != body.Terminator() {
		return nil
	}
	switch {
	case opIs[arith.AddFOp](op), opIs[arith.MulFOp](op), opIs[arith.MaximumFOp](op), opIs[arith.MaxNumFOp](op),
		opIs[arith.MinimumFOp](op), opIs[arith.MinNumFOp](op):
		return op
	}
	return nil
}

// neutralElement returns the bits of the neutral element of combiner's operation in its
// result type: 0 for add (MLIR's identity for addf is +0), 1 for mul, -inf and +inf for max and min (the largest finite values
// for maximumf and minimumf without infinities); false for types without it.
func neutralElement(combiner *ir.Operation) (uint64, bool) {
	ft, ok := combiner.SingleResult().Type().(*ir.FloatType)
	if !ok || !ft.Kind.Semantics().HasInf {
		return 0, false
	}
	k := ft.Kind
	finite := false
	if fm, ok := combiner.Attr("fastmath").(*arith.FastMathAttr); ok {
		finite = fm.Flags&arith.FastMathNInf != 0
	}
	switch {
	case opIs[arith.AddFOp](combiner):
		return 0, true
	case opIs[arith.MulFOp](combiner):
		return k.Float64ToBits(1), true
	case opIs[arith.MaximumFOp](combiner) && finite:
		return largestFinite(k) | k.SignBit(), true
	case opIs[arith.MinimumFOp](combiner) && finite:
		return largestFinite(k), true
	case opIs[arith.MaximumFOp](combiner), opIs[arith.MaxNumFOp](combiner):
		return k.Float64ToBits(math.Inf(-1)), true
	}
	return k.Float64ToBits(math.Inf(1)), true
}

// largestFinite returns the bits of the largest finite value of an IEEE-like float kind.
func largestFinite(k ir.FloatKind) uint64 {
	s := k.Semantics()
	return (uint64(1)<<s.ExpBits-2)<<s.MantBits | (uint64(1)<<s.MantBits - 1)
}

// rewrite moves the cross-thread part of the reduction out of the loop.
func (r *loopReduction) rewrite() {
	ctx := r.reduce.Context()
	srcType := r.reduce.Srcs()[0].Type().(*ir.RankedTensorType)
	rank := len(srcType.Dims)
	axis := rank - 1
	blocked := srcType.Encoding.(*ttg.BlockedEncoding)
	// The thread-local layout: the elements each thread holds along the axis move to a new
	// innermost dimension.
	cga := make(ttg.CGALayout, len(blocked.CGA))
	for i, b := range blocked.CGA {
		cga[i] = append(append([]int32(nil), b...), 0)
	}
	if len(cga) == 0 {
		cga = nil
	}
	spt := insertAt(blocked.SizePerThread, rank, blocked.SizePerThread[axis])
	spt[axis] = 1
	local := ttg.Blocked(ctx, spt, insertAt(blocked.ThreadsPerWarp, rank, 1), insertAt(blocked.WarpsPerCTA, rank, 1),
		insertAt(blocked.Order, 0, uint32(rank)), cga)
	viewShape := insertAt(srcType.Dims, rank, r.elemsPerThread)
	viewShape[axis] /= r.elemsPerThread
	viewType := ctx.RankedTensorType(viewShape, srcType.Elem, local)
	partial := ttg.Slice(ctx, rank, local)

	body := r.loop.Region().Front()
	oldAccum := r.loop.InitArgs()[r.iter]
	loopResult := r.loop.Results()[r.iter]
	loopUse := loopResult.FirstUse()
	loopUser, loopOperand := loopUse.Owner(), loopUse.Index()
	oldYield := body.Terminator()

	b := ir.NewBuilder(ctx)
	b.SetInsertionPointAfter(oldAccum.DefiningOp())
	accType := ctx.RankedTensorType(viewShape[:rank], ir.ElementTypeOrSelf(oldAccum.Type()), partial)
	newAccum := arith.BuildConstant(b, oldAccum.Location(), accType,
		ir.NamedAttribute{Name: "value", Value: ctx.DenseElementsAttr(accType, []uint64{r.neutral})}).Result()
	oldLoop := r.loop
	loop := r.appendIterArg(b, newAccum)
	newArg := body.Argument(body.NumArguments() - 1)

	b.SetInsertionPointAfter(r.reduce.Operation)
	mapping := map[*ir.Value]*ir.Value{}
	for _, s := range r.reduce.Srcs() {
		view := tt.BuildReshape(b, r.reduce.Loc(), viewType, s)
		view.SetAllowReorder(true)
		view.SetEfficientLayout(true)
		mapping[s] = view.Result()
	}
	localReduce := cloneReduce(b, r.reduce, mapping, rank)
	localUpdate := cloneBinary(b, r.update, newArg, localReduce)

	b.SetInsertionPoint(oldYield)
	yields := append([]*ir.Value(nil), oldYield.Operands()...)
	yields[r.iter] = body.Argument(r.iter + 1)
	yields = append(yields, localUpdate)
	scf.BuildYield(b, oldYield.Loc(), yields)

	b.SetInsertionPointAfter(loop.Operation)
	results := loop.Results()
	final := cloneReduce(b, r.reduce, map[*ir.Value]*ir.Value{r.reduce.Srcs()[0]: results[len(results)-1]}, axis)
	back := ttg.BuildConvertLayout(b, final.DefiningOp().Loc(), loopResult.Type(), final).Result()
	total := cloneBinary(b, r.update, oldAccum, back)
	loopUser.SetOperand(loopOperand, total)

	oldYield.Erase()
	oldLoop.Operation.Erase()
}

// appendIterArg replaces r.loop by a loop that also carries init, with r.loop's body and
// attributes, and redirects the uses of r.loop's results (Triton's
// replaceForOpWithNewSignature).
func (r *loopReduction) appendIterArg(b *ir.Builder, init *ir.Value) scf.ForOp {
	b.SetInsertionPoint(r.loop.Operation)
	inits := append(append([]*ir.Value(nil), r.loop.InitArgs()...), init)
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	loop := scf.BuildFor(b, r.loop.Loc(), types, r.loop.LowerBound(), r.loop.UpperBound(), r.loop.Step(), inits, r.loop.AllAttrs()...)
	loop.Region().TakeBody(r.loop.Region())
	loop.Region().Front().AddArgument(init.Type(), init.Location())
	for i, res := range r.loop.Results() {
		res.ReplaceAllUsesWith(loop.Results()[i])
	}
	r.loop = loop
	return loop
}

// cloneReduce clones reduce with its operands mapped, reducing along axis, with the result
// types that gives.
func cloneReduce(b *ir.Builder, reduce tt.ReduceOp, mapping map[*ir.Value]*ir.Value, axis int) *ir.Value {
	clone, _ := tt.AsReduce(b.Insert(reduce.Operation.Clone(mapping)))
	clone.SetAxis(int64(axis))
	for i, s := range clone.Srcs() {
		t := s.Type().(*ir.RankedTensorType)
		dims := append(append([]int64(nil), t.Dims[:axis]...), t.Dims[axis+1:]...)
		res := clone.Results()[i]
		if len(dims) == 0 {
			res.SetType(t.Elem)
			continue
		}
		res.SetType(b.Ctx.RankedTensorType(dims, t.Elem, ttg.Slice(b.Ctx, axis, t.Encoding)))
	}
	return clone.Operation.SingleResult()
}

// cloneBinary clones the two-operand elementwise update with operands lhs and rhs, typed as
// lhs.
func cloneBinary(b *ir.Builder, update *ir.Operation, lhs, rhs *ir.Value) *ir.Value {
	operands := update.Operands()
	clone := b.Insert(update.Clone(map[*ir.Value]*ir.Value{operands[0]: lhs, operands[1]: rhs}))
	res := clone.SingleResult()
	res.SetType(lhs.Type())
	return res
}
