// Package scftocf is MLIR's convert-scf-to-cf pass: it lowers the structured control flow of
// the scf dialect to blocks and branches of the cf dialect.
package scftocf

import (
	"errors"
	"math"
	"strings"

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
	target.AddIllegalOp("scf.for", "scf.if", "scf.while", "scf.execute_region", "scf.forall",
		"scf.index_switch", "scf.parallel")
	target.MarkUnknownOpDynamicallyLegal(func(*ir.Operation) bool { return true })
	patterns := []conversion.Pattern{
		conversion.NewPattern("scf.for", lowerFor),
		conversion.NewPattern("scf.if", lowerIf),
		&conversion.FuncPattern{RootName: "scf.while", BenefitValue: 2, Fn: lowerDoWhile},
		conversion.NewPattern("scf.while", lowerWhile),
		conversion.NewPattern("scf.execute_region", lowerExecuteRegion),
		conversion.NewPattern("scf.index_switch", lowerIndexSwitch),
		conversion.NewPattern("scf.parallel", lowerParallel),
		conversion.NewPattern("scf.forall", lowerForall),
	}
	return conversion.Config{NoPatternRollback: !p.opts.AllowPatternRollback}.ApplyPartial(op, target, patterns, nil)
}

// Comparison predicates of arith.cmpi.
const (
	cmpSLT = 2
	cmpULT = 6
)

func branch(rw *conversion.Rewriter, dest *ir.Block, args []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: "cf.br", Operands: args, Successors: []*ir.Block{dest}})
}

func condBranch(rw *conversion.Rewriter, cond *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	ops := append(append([]*ir.Value{cond}, targs...), fargs...)
	return rw.Create(&ir.OperationState{Name: "cf.cond_br", Operands: ops, Successors: []*ir.Block{t, f},
		Props: []ir.NamedAttribute{{Name: "operandSegmentSizes", Value: ctx.DenseI32ArrayAttr([]int32{1, int32(len(targs)), int32(len(fargs))})}}})
}

func lowerFor(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	initBlock := op.Block()
	endBlock := rw.SplitBlock(initBlock, op)
	region := op.Region(0)
	condBlock := region.Front()
	firstBody := rw.SplitBlock(condBlock, condBlock.First())
	lastBody := region.Blocks()[len(region.Blocks())-1]
	rw.InlineRegionBefore(region, endBlock.Parent(), endBlock)
	iv := condBlock.Argument(0)

	term := lastBody.Terminator()
	rw.SetInsertionPointToEnd(lastBody)
	stepped := rw.CreateOp("arith.addi", []*ir.Value{iv, op.Operand(2)}, []ir.Type{iv.Type()}, nil).Result(0)
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
	dest := append([]*ir.Value{op.Operand(0)}, op.Operands()[3:]...)
	branch(rw, condBlock, dest)

	rw.SetInsertionPointToEnd(condBlock)
	pred := int64(cmpSLT)
	if op.Attr("unsignedCmp") != nil {
		pred = cmpULT
	}
	cmp := rw.CreateOp("arith.cmpi", []*ir.Value{iv, op.Operand(1)}, []ir.Type{rw.Ctx.I1()},
		[]ir.NamedAttribute{{Name: "predicate", Value: rw.Ctx.IntegerAttr(rw.Ctx.I64(), pred)}})
	condBranch(rw, cmp.Result(0), firstBody, nil, endBlock, nil)
	rw.ReplaceOp(op, condBlock.Arguments()[1:])
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

func lowerIf(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	condBlock := op.Block()
	remaining := rw.SplitBlock(condBlock, op)
	cont := remaining
	if op.NumResults() > 0 {
		locs := make([]ir.Location, op.NumResults())
		for i := range locs {
			locs[i] = op.Loc()
		}
		cont = rw.CreateBlock(remaining, op.ResultTypes(), locs)
		branch(rw, remaining, nil)
	}
	thenBlock := op.Region(0).Front()
	inlineWithBranch(rw, op.Region(0), cont)
	elseBlock := cont
	if !op.Region(1).Empty() {
		elseBlock = op.Region(1).Front()
		inlineWithBranch(rw, op.Region(1), cont)
	}
	rw.SetInsertionPointToEnd(condBlock)
	condBranch(rw, op.Operand(0), thenBlock, nil, elseBlock, nil)
	rw.ReplaceOp(op, cont.Arguments())
	return nil
}

func lowerWhile(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	current := op.Block()
	cont := rw.SplitBlock(current, op)
	before, after := op.Region(0), op.Region(1)
	beforeFirst, afterFirst := before.Front(), after.Front()
	beforeLast := before.Blocks()[len(before.Blocks())-1]
	afterLast := after.Blocks()[len(after.Blocks())-1]
	rw.InlineRegionBefore(after, cont.Parent(), cont)
	rw.InlineRegionBefore(before, afterFirst.Parent(), afterFirst)
	rw.SetInsertionPointToEnd(current)
	branch(rw, beforeFirst, op.Operands())

	cond := beforeLast.Last()
	args := cond.Operands()[1:]
	rw.SetInsertionPointToEnd(beforeLast)
	rw.Loc = cond.Loc()
	condBranch(rw, cond.Operand(0), afterFirst, args, cont, nil)
	rw.EraseOp(cond)
	yield := afterLast.Last()
	rw.SetInsertionPointToEnd(afterLast)
	rw.Loc = yield.Loc()
	branch(rw, beforeFirst, yield.Operands())
	rw.EraseOp(yield)
	rw.ReplaceOp(op, args)
	return nil
}

// lowerDoWhile lowers a while loop whose "after" region only forwards its arguments: the
// "before" region branches back to itself.
func lowerDoWhile(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	after := op.Region(1)
	if len(after.Blocks()) != 1 {
		return errNotDoWhile
	}
	ab := after.Front()
	yield := ab.First()
	if ab.Len() != 1 || yield.Name() != "scf.yield" || !sameValues(yield.Operands(), ab.Arguments()) {
		return errNotDoWhile
	}
	rw.Loc = op.Loc()
	current := op.Block()
	cont := rw.SplitBlock(current, op)
	before := op.Region(0).Front()
	rw.InlineRegionBefore(op.Region(0), cont.Parent(), cont)
	rw.SetInsertionPointToEnd(current)
	branch(rw, before, op.Operands())
	cond := before.Last()
	args := cond.Operands()[1:]
	rw.SetInsertionPointToEnd(before)
	rw.Loc = cond.Loc()
	condBranch(rw, cond.Operand(0), before, args, cont, nil)
	rw.ReplaceOp(op, args)
	rw.EraseOp(cond)
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

func lowerExecuteRegion(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	condBlock := op.Block()
	remaining := rw.SplitBlock(condBlock, op)
	r := op.Region(0)
	rw.SetInsertionPointToEnd(condBlock)
	branch(rw, r.Front(), nil)
	for _, b := range r.Blocks() {
		if t := b.Terminator(); t != nil && t.Name() == "scf.yield" {
			rw.SetInsertionPointToEnd(b)
			branch(rw, remaining, t.Operands())
			rw.EraseOp(t)
		}
	}
	rw.InlineRegionBefore(r, remaining.Parent(), remaining)
	locs := make([]ir.Location, op.NumResults())
	for i := range locs {
		locs[i] = op.Loc()
	}
	rw.ReplaceOp(op, rw.AddBlockArguments(remaining, op.ResultTypes(), locs))
	return nil
}

var errNotDoWhile = errors.New("not a do-while loop: the 'after' region does more than forward its arguments")

// lowerIndexSwitch is MLIR's IndexSwitchLowering: the block is split at the op, each case
// region and then the default region branch to the continuation, whose arguments replace the
// results, and the index, cast to i32, selects the region through a cf.switch.
func lowerIndexSwitch(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	condBlock := op.Block()
	cont := rw.SplitBlock(condBlock, op)
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
	if a, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		for i, v := range a.Int64s() {
			dests = append(dests, convert(op.Region(i+1)))
			values = append(values, uint64(int64(int32(v))))
		}
	}
	def := convert(op.Region(0))
	rw.Loc = op.Loc()
	rw.SetInsertionPointToEnd(condBlock)
	ctx := rw.Ctx
	flag := rw.CreateOp("arith.index_cast", []*ir.Value{op.Operand(0)}, []ir.Type{ctx.I32()}, nil).Result(0)
	attrs := []ir.NamedAttribute{
		{Name: "case_operand_segments", Value: ctx.DenseI32ArrayAttr(make([]int32, len(dests)))},
		{Name: "operandSegmentSizes", Value: ctx.DenseI32ArrayAttr([]int32{1, 0, 0})},
	}
	if len(values) > 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "case_values",
			Value: ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(values))}, ctx.I32(), nil), values)})
	}
	rw.Create(&ir.OperationState{Name: "cf.switch", Loc: op.Loc(), Operands: []*ir.Value{flag},
		Successors: append([]*ir.Block{def}, dests...), Attrs: attrs})
	rw.ReplaceOp(op, results)
	return nil
}

var errForallOutputs = errors.New("only fully bufferized scf.forall ops can be lowered to scf.parallel")

// lowerForall is MLIR's ForallLowering (scf::forallToParallelLoop): a forall without outputs
// becomes an scf.parallel over the same bounds, static ones materialized as index constants
// (lower bounds, then upper bounds, then steps), with its body and an scf.reduce terminator.
func lowerForall(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	segs := denseInts(op, "operandSegmentSizes")
	if len(segs) != 4 || segs[3] != 0 {
		return errForallOutputs
	}
	ctx := rw.Ctx
	rw.Loc = op.Loc()
	dyn := op.Operands()
	mixed := func(name string, n int64) []*ir.Value {
		vals := dyn[:n]
		dyn = dyn[n:]
		var out []*ir.Value
		for _, v := range denseInts(op, name) {
			if v == dynamicIndex {
				out = append(out, vals[0])
				vals = vals[1:]
				continue
			}
			c := rw.CreateOp("arith.constant", nil, []ir.Type{ctx.IndexType()},
				[]ir.NamedAttribute{{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), v)}})
			out = append(out, c.Result(0))
		}
		return out
	}
	lbs := mixed("staticLowerBound", segs[0])
	ubs := mixed("staticUpperBound", segs[1])
	steps := mixed("staticStep", segs[2])
	n := int32(len(lbs))
	st := &ir.OperationState{Name: "scf.parallel", Loc: op.Loc(),
		Operands: append(append(append([]*ir.Value(nil), lbs...), ubs...), steps...),
		Attrs:    []ir.NamedAttribute{{Name: "operandSegmentSizes", Value: ctx.DenseI32ArrayAttr([]int32{n, n, n, 0})}}}
	st.AddRegion()
	par := rw.Create(st)
	rw.InlineRegionBefore(op.Region(0), par.Region(0), nil)
	body := par.Region(0).Front()
	term := body.Last()
	rw.SetInsertionPointToEnd(body)
	rw.CreateOp("scf.reduce", nil, nil, nil)
	rw.EraseOp(term)
	if m := op.Attr("mapping"); m != nil {
		rw.ModifyOpInPlace(par, func() { par.SetAttr("mapping", m) })
	}
	rw.EraseOp(op)
	return nil
}

// lowerParallel is MLIR's ParallelLowering: an scf.parallel becomes a nest of scf.for, one
// per induction variable, that carries the reduction values; the reduction regions are
// inlined into the innermost body, whose yield forwards their results.
func lowerParallel(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	rw.Loc = op.Loc()
	body := op.Region(0).Front()
	reduce := body.Last()
	if reduce.Name() != "scf.reduce" {
		return errNoReduce
	}
	n := body.NumArguments()
	all := op.Operands()
	lbs, ubs, steps := all[:n], all[n:2*n], all[2*n:3*n]
	iterArgs := append([]*ir.Value(nil), all[3*n:]...)
	loopResults := iterArgs
	var ivs []*ir.Value
	for i := range n {
		types := []ir.Type{lbs[i].Type()}
		for _, v := range iterArgs {
			types = append(types, v.Type())
		}
		// As scf.for's builder: the induction variable at the loop's location, each
		// iteration argument at its initial value's.
		locs := []ir.Location{op.Loc()}
		for _, v := range iterArgs {
			locs = append(locs, valueLoc(v))
		}
		st := &ir.OperationState{Name: "scf.for", Loc: op.Loc(),
			Operands: append([]*ir.Value{lbs[i], ubs[i], steps[i]}, iterArgs...)}
		for _, v := range iterArgs {
			st.Types = append(st.Types, v.Type())
		}
		fb := ir.NewBlock(types, locs)
		st.AddRegion().Append(fb)
		outer := rw.InsertionBlock()
		f := rw.Create(st)
		if len(iterArgs) == 0 {
			rw.SetInsertionPointToEnd(fb)
			rw.CreateOp("scf.yield", nil, nil, nil)
		}
		ivs = append(ivs, fb.Argument(0))
		iterArgs = fb.Arguments()[1:]
		if i == 0 {
			loopResults = f.Results()
		} else if f.NumResults() > 0 {
			rw.SetInsertionPointToEnd(outer)
			rw.CreateOp("scf.yield", f.Results(), nil, nil)
		}
		rw.SetInsertionPointToStart(fb)
	}
	var yields []*ir.Value
	for i := range op.NumResults() {
		rb := reduce.Region(i).Front()
		ret := rb.Last()
		yields = append(yields, ret.Operand(0))
		rw.EraseOp(ret)
		rw.InlineBlockBefore(rb, body, reduce, []*ir.Value{iterArgs[i], reduce.Operand(i)})
	}
	rw.EraseOp(reduce)
	inner := rw.InsertionBlock()
	if inner.Len() == 0 {
		rw.InlineBlockBefore(body, inner, nil, ivs)
	} else {
		rw.InlineBlockBefore(body, inner, inner.Last(), ivs)
	}
	if len(yields) > 0 {
		rw.SetInsertionPointToEnd(inner)
		rw.CreateOp("scf.yield", yields, nil, nil)
	}
	rw.ReplaceOp(op, loopResults)
	return nil
}

var errNoReduce = errors.New("scf.parallel body does not end in scf.reduce")

// dynamicIndex marks a dynamic entry of a static index list (ShapedType::kDynamic).
const dynamicIndex = math.MinInt64

// denseInts returns the integers of op's dense array attribute name, or nil.
func denseInts(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// valueLoc is MLIR's Value::getLoc: a block argument's location or its defining op's.
func valueLoc(v *ir.Value) ir.Location {
	if op := v.DefiningOp(); op != nil {
		return op.Loc()
	}
	return v.Loc
}
