// Package scftocf is MLIR's convert-scf-to-cf pass: it lowers the structured control flow of
// the scf dialect to blocks and branches of the cf dialect.
package scftocf

import (
	"errors"
	"math"
	"strings"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite/conversion"
)

// Pass is MLIR's `convert-scf-to-cf`: scf.for, scf.if, scf.while,
// scf.execute_region and scf.index_switch become blocks and cf branches (scf.forall through
// scf.parallel, and scf.parallel through a nest of scf.for), by a partial conversion in which those
// ops are illegal and every other op is legal. The block layout is MLIR's: the block holding
// the op is split at it, the op's regions are inlined before the continuation, and the loop
// header is the first block of the loop body.
type Pass struct {
	opts Options
}

// Options are the options of convert-scf-to-cf, with MLIR's names and defaults.
type Options struct {
	// AllowPatternRollback false makes a lowering that fails after changing the IR fail the
	// pass (see conversion.Config.NoPatternRollback); ttgo's lowerings fail before changing
	// anything, so it changes no output.
	AllowPatternRollback bool `option:"allow-pattern-rollback" desc:"Experimental performance flag to disallow pattern rollback"`
}

// New returns the convert-scf-to-cf pass.
func New() pass.Pass {
	return &Pass{opts: Options{AllowPatternRollback: true}}
}

// Options returns the pass's options.
func (p *Pass) Options() any { return &p.opts }

// Name returns "SCFToControlFlowPass".
func (*Pass) Name() string { return "SCFToControlFlowPass" }

// Argument returns "convert-scf-to-cf".
func (*Pass) Argument() string { return "convert-scf-to-cf" }

// Description describes the pass.
func (*Pass) Description() string {
	return "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
}

// Run lowers the structured control flow nested in op.
func (p *Pass) Run(op *ir.Operation, am *pass.Analyses) error {
	target := conversion.NewTarget()
	target.AddIllegalOp(scf.ForOp{}, scf.IfOp{}, scf.WhileOp{}, scf.ExecuteRegionOp{}, scf.ForallOp{},
		scf.IndexSwitchOp{}, scf.ParallelOp{})
	target.MarkUnknownOpDynamicallyLegal(func(*ir.Operation) bool { return true })
	patterns := []conversion.Pattern{
		conversion.NewOpPattern(lowerFor),
		conversion.NewOpPattern(lowerIf),
		conversion.NewOpPattern(lowerDoWhile).WithBenefit(2),
		conversion.NewOpPattern(lowerWhile),
		conversion.NewOpPattern(lowerExecuteRegion),
		conversion.NewOpPattern(lowerIndexSwitch),
		conversion.NewOpPattern(lowerParallel),
		conversion.NewOpPattern(lowerForall),
	}
	return conversion.Config{NoPatternRollback: !p.opts.AllowPatternRollback}.ApplyPartial(op, target, patterns, nil)
}

// Comparison predicates of arith.cmpi.
const (
	cmpSLT = 2
	cmpULT = 6
)

// branch creates a cf.br to dest with args. The cf builders take no successors, so the
// branches are built from a state named by their views.
func branch(rw *conversion.Rewriter, dest *ir.Block, args []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: cf.BranchOp{}.OpName(), Operands: args, Successors: []*ir.Block{dest}})
}

// condBranch creates a cf.cond_br on cond to t with targs or to f with fargs.
func condBranch(rw *conversion.Rewriter, cond *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	ops := append(append([]*ir.Value{cond}, targs...), fargs...)
	return rw.Create(&ir.OperationState{Name: cf.CondBranchOp{}.OpName(), Operands: ops, Successors: []*ir.Block{t, f},
		Props: []ir.NamedAttribute{{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseI32ArrayAttr([]int32{1, int32(len(targs)), int32(len(fargs))})}}})
}

func lowerFor(op scf.ForOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	initBlock := op.Block()
	endBlock := rw.SplitBlock(initBlock, op.Operation)
	region := op.Region()
	condBlock := region.Front()
	firstBody := rw.SplitBlock(condBlock, condBlock.First())
	lastBody := region.Blocks()[len(region.Blocks())-1]
	rw.InlineRegionBefore(region, endBlock.Parent(), endBlock)
	iv := condBlock.Argument(0)

	term := lastBody.Terminator()
	rw.SetInsertionPointToEnd(lastBody)
	stepped := arith.BuildAddI(rw, rw.Loc, iv, op.Step()).Result()
	carried := []*ir.Value{stepped}
	if term != nil {
		carried = append(carried, term.Operands()...)
	}
	br := branch(rw, condBlock, carried)
	var llvmAttrs []ir.NamedAttribute
	for _, a := range op.Attrs() {
		if strings.HasPrefix(a.Name, "llvm.") {
			llvmAttrs = append(llvmAttrs, a)
		}
	}
	if len(llvmAttrs) > 0 {
		rw.ModifyOpInPlace(br, func() { br.SetAttrs(llvmAttrs) })
	}
	if term != nil {
		rw.EraseOp(term)
	}

	rw.SetInsertionPointToEnd(initBlock)
	dest := append([]*ir.Value{op.LowerBound()}, op.InitArgs()...)
	branch(rw, condBlock, dest)

	rw.SetInsertionPointToEnd(condBlock)
	pred := int64(cmpSLT)
	if op.UnsignedCmp() {
		pred = cmpULT
	}
	cmp := arith.BuildCmpI(rw, rw.Loc, rw.Ctx.I1(), iv, op.UpperBound(),
		ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.IntegerAttr(rw.Ctx.I64(), pred)})
	condBranch(rw, cmp.Result(), firstBody, nil, endBlock, nil)
	rw.ReplaceOp(op.Operation, condBlock.Arguments()[1:])
	return nil
}

// inlineWithBranch replaces the terminator of the last block of r by a branch to dest with
// its operands, then moves r's blocks before dest. A region whose yield was left implicit
// has no terminator: its branch forwards nothing.
func inlineWithBranch(rw *conversion.Rewriter, r *ir.Region, dest *ir.Block) {
	last := r.Blocks()[len(r.Blocks())-1]
	term := last.Terminator()
	rw.SetInsertionPointToEnd(last)
	if term == nil {
		branch(rw, dest, nil)
	} else {
		branch(rw, dest, term.Operands())
		rw.EraseOp(term)
	}
	rw.InlineRegionBefore(r, dest.Parent(), dest)
}

func lowerIf(op scf.IfOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	condBlock := op.Block()
	remaining := rw.SplitBlock(condBlock, op.Operation)
	cont := remaining
	if op.NumResults() > 0 {
		locs := make([]ir.Location, op.NumResults())
		for i := range locs {
			locs[i] = op.Loc()
		}
		cont = rw.CreateBlock(remaining, op.ResultTypes(), locs)
		branch(rw, remaining, nil)
	}
	thenBlock := op.ThenRegion().Front()
	inlineWithBranch(rw, op.ThenRegion(), cont)
	elseBlock := cont
	if !op.ElseRegion().Empty() {
		elseBlock = op.ElseRegion().Front()
		inlineWithBranch(rw, op.ElseRegion(), cont)
	}
	rw.SetInsertionPointToEnd(condBlock)
	condBranch(rw, op.Condition(), thenBlock, nil, elseBlock, nil)
	rw.ReplaceOp(op.Operation, cont.Arguments())
	return nil
}

func lowerWhile(op scf.WhileOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	before, after := op.Before(), op.After()
	beforeFirst, afterFirst := before.Front(), after.Front()
	beforeLast := before.Blocks()[len(before.Blocks())-1]
	afterLast := after.Blocks()[len(after.Blocks())-1]
	cond, ok := scf.AsCondition(beforeLast.Last())
	if !ok {
		return errNoCondition
	}
	yield := afterLast.Last()
	rw.Loc = op.Loc()
	current := op.Block()
	cont := rw.SplitBlock(current, op.Operation)
	rw.InlineRegionBefore(after, cont.Parent(), cont)
	rw.InlineRegionBefore(before, afterFirst.Parent(), afterFirst)
	rw.SetInsertionPointToEnd(current)
	branch(rw, beforeFirst, op.Inits())

	args := cond.Args()
	rw.SetInsertionPointToEnd(beforeLast)
	rw.Loc = cond.Loc()
	condBranch(rw, cond.Condition(), afterFirst, args, cont, nil)
	rw.EraseOp(cond.Operation)
	rw.SetInsertionPointToEnd(afterLast)
	rw.Loc = yield.Loc()
	branch(rw, beforeFirst, yield.Operands())
	rw.EraseOp(yield)
	rw.ReplaceOp(op.Operation, args)
	return nil
}

var errNoCondition = errors.New("the 'before' region of scf.while does not end in scf.condition")

// lowerDoWhile lowers a while loop whose "after" region only forwards its arguments: the
// "before" region branches back to itself.
func lowerDoWhile(op scf.WhileOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	after := op.After()
	if len(after.Blocks()) != 1 {
		return errNotDoWhile
	}
	ab := after.Front()
	yield, ok := scf.AsYield(ab.First())
	if ab.Len() != 1 || !ok || !sameValues(yield.ResultsOperands(), ab.Arguments()) {
		return errNotDoWhile
	}
	before := op.Before().Front()
	cond, ok := scf.AsCondition(before.Last())
	if !ok {
		return errNoCondition
	}
	rw.Loc = op.Loc()
	current := op.Block()
	cont := rw.SplitBlock(current, op.Operation)
	rw.InlineRegionBefore(op.Before(), cont.Parent(), cont)
	rw.SetInsertionPointToEnd(current)
	branch(rw, before, op.Inits())
	args := cond.Args()
	rw.SetInsertionPointToEnd(before)
	rw.Loc = cond.Loc()
	condBranch(rw, cond.Condition(), before, args, cont, nil)
	rw.ReplaceOp(op.Operation, args)
	rw.EraseOp(cond.Operation)
	return nil
}

func sameValues(a, b []*ir.Value) bool {
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

func lowerExecuteRegion(op scf.ExecuteRegionOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	condBlock := op.Block()
	remaining := rw.SplitBlock(condBlock, op.Operation)
	r := op.Region()
	rw.SetInsertionPointToEnd(condBlock)
	branch(rw, r.Front(), nil)
	for _, b := range r.Blocks() {
		if t, ok := scf.AsYield(b.Terminator()); ok {
			rw.SetInsertionPointToEnd(b)
			branch(rw, remaining, t.ResultsOperands())
			rw.EraseOp(t.Operation)
		}
	}
	rw.InlineRegionBefore(r, remaining.Parent(), remaining)
	locs := make([]ir.Location, op.NumResults())
	for i := range locs {
		locs[i] = op.Loc()
	}
	rw.ReplaceOp(op.Operation, rw.AddBlockArguments(remaining, op.ResultTypes(), locs))
	return nil
}

var errNotDoWhile = errors.New("not a do-while loop: the 'after' region does more than forward its arguments")

// lowerIndexSwitch is MLIR's IndexSwitchLowering: the block is split at the op, each case
// region and then the default region branch to the continuation, whose arguments replace the
// results, and the index, cast to i32, selects the region through a cf.switch.
func lowerIndexSwitch(op scf.IndexSwitchOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	condBlock := op.Block()
	cont := rw.SplitBlock(condBlock, op.Operation)
	locs := make([]ir.Location, op.NumResults())
	for i := range locs {
		locs[i] = op.Loc()
	}
	results := rw.AddBlockArguments(cont, op.ResultTypes(), locs)
	convert := func(r *ir.Region) *ir.Block {
		b := r.Front()
		yield := b.Terminator()
		rw.SetInsertionPoint(yield)
		rw.Loc = yield.Loc()
		branch(rw, cont, yield.Operands())
		rw.EraseOp(yield)
		rw.InlineRegionBefore(r, cont.Parent(), cont)
		return b
	}
	var dests []*ir.Block
	var values []uint64
	cases := op.CaseRegions()
	for i, v := range ir.IntsAttrValue(op.CasesAttr()) {
		dests = append(dests, convert(cases[i]))
		values = append(values, uint64(int64(int32(v))))
	}
	def := convert(op.DefaultRegion())
	rw.Loc = op.Loc()
	rw.SetInsertionPointToEnd(condBlock)
	ctx := rw.Ctx
	flag := arith.BuildIndexCast(rw, rw.Loc, ctx.I32(), op.Arg()).Out()
	attrs := []ir.NamedAttribute{
		{Name: "case_operand_segments", Value: ctx.DenseI32ArrayAttr(make([]int32, len(dests)))},
		{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseI32ArrayAttr([]int32{1, 0, 0})},
	}
	if len(values) > 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "case_values",
			Value: ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(values))}, ctx.I32(), nil), values)})
	}
	rw.Create(&ir.OperationState{Name: cf.SwitchOp{}.OpName(), Loc: op.Loc(), Operands: []*ir.Value{flag},
		Successors: append([]*ir.Block{def}, dests...), Attrs: attrs})
	rw.ReplaceOp(op.Operation, results)
	return nil
}

var errForallOutputs = errors.New("only fully bufferized scf.forall ops can be lowered to scf.parallel")

// lowerForall is MLIR's ForallLowering (scf::forallToParallelLoop): a forall without outputs
// becomes an scf.parallel over the same bounds, static ones materialized as index constants
// (lower bounds, then upper bounds, then steps), with its body and an scf.reduce terminator.
func lowerForall(op scf.ForallOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	if len(op.Outputs()) != 0 {
		return errForallOutputs
	}
	ctx := rw.Ctx
	rw.Loc = op.Loc()
	mixed := func(static ir.Attribute, dynamic []*ir.Value) []*ir.Value {
		var out []*ir.Value
		for _, v := range ir.IntsAttrValue(static) {
			if v == dynamicIndex {
				out = append(out, dynamic[0])
				dynamic = dynamic[1:]
				continue
			}
			c := arith.BuildConstant(rw, rw.Loc, ctx.IndexType(), ir.NamedAttribute{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)})
			out = append(out, c.Result())
		}
		return out
	}
	lbs := mixed(op.StaticLowerBoundAttr(), op.DynamicLowerBound())
	ubs := mixed(op.StaticUpperBoundAttr(), op.DynamicUpperBound())
	steps := mixed(op.StaticStepAttr(), op.DynamicStep())
	par := scf.BuildParallel(rw, op.Loc(), nil, lbs, ubs, steps, nil)
	rw.InlineRegionBefore(op.Region(), par.Region(), nil)
	body := par.Region().Front()
	term := body.Last()
	rw.SetInsertionPointToEnd(body)
	scf.BuildReduce(rw, rw.Loc, nil)
	rw.EraseOp(term)
	if m := op.MappingAttr(); m != nil {
		rw.ModifyOpInPlace(par.Operation, func() { par.SetAttr("mapping", m) })
	}
	rw.EraseOp(op.Operation)
	return nil
}

// lowerParallel is MLIR's ParallelLowering: an scf.parallel becomes a nest of scf.for, one
// per induction variable, that carries the reduction values; the reduction regions are
// inlined into the innermost body, whose yield forwards their results.
func lowerParallel(op scf.ParallelOp, _ []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	body := op.Region().Front()
	reduce, ok := scf.AsReduce(body.Last())
	if !ok {
		return errNoReduce
	}
	lbs, ubs, steps := op.LowerBound(), op.UpperBound(), op.Step()
	iterArgs := op.InitVals()
	loopResults := iterArgs
	var ivs []*ir.Value
	for i := range lbs {
		types := []ir.Type{lbs[i].Type()}
		for _, v := range iterArgs {
			types = append(types, v.Type())
		}
		// As scf.for's builder: the induction variable at the loop's location, each
		// iteration argument at its initial value's.
		locs := []ir.Location{op.Loc()}
		for _, v := range iterArgs {
			locs = append(locs, v.Location())
		}
		outer := rw.InsertionBlock()
		f := scf.BuildFor(rw, op.Loc(), types[1:], lbs[i], ubs[i], steps[i], iterArgs)
		fb := ir.NewBlock(types, locs)
		f.Region().Append(fb)
		if len(iterArgs) == 0 {
			rw.SetInsertionPointToEnd(fb)
			scf.BuildYield(rw, rw.Loc, nil)
		}
		ivs = append(ivs, fb.Argument(0))
		iterArgs = fb.Arguments()[1:]
		if i == 0 {
			loopResults = f.Results()
		} else if len(f.Results()) > 0 {
			rw.SetInsertionPointToEnd(outer)
			scf.BuildYield(rw, rw.Loc, f.Results())
		}
		rw.SetInsertionPointToStart(fb)
	}
	var yields []*ir.Value
	operands := reduce.Operands()
	for i, r := range reduce.Reductions() {
		rb := r.Front()
		ret := ir.View[scf.ReduceReturnOp](rb.Last())
		yields = append(yields, ret.ResultOperand())
		rw.EraseOp(ret.Operation)
		rw.InlineBlockBefore(rb, body, reduce.Operation, []*ir.Value{iterArgs[i], operands[i]})
	}
	rw.EraseOp(reduce.Operation)
	inner := rw.InsertionBlock()
	if inner.Len() == 0 {
		rw.InlineBlockBefore(body, inner, nil, ivs)
	} else {
		rw.InlineBlockBefore(body, inner, inner.Last(), ivs)
	}
	if len(yields) > 0 {
		rw.SetInsertionPointToEnd(inner)
		scf.BuildYield(rw, rw.Loc, yields)
	}
	rw.ReplaceOp(op.Operation, loopResults)
	return nil
}

var errNoReduce = errors.New("scf.parallel body does not end in scf.reduce")

// dynamicIndex marks a dynamic entry of a static index list (ShapedType::kDynamic).
const dynamicIndex = math.MinInt64
