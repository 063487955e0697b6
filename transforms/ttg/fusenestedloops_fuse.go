package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// innerLoop is a child loop to fuse and the ops that compute its bounds from the outer
// induction variable, none when the bounds are invariant in the outer loop.
type innerLoop struct {
	op     scf.ForOp
	sliced map[*ir.Operation]bool
}

func (l innerLoop) invariant() bool { return len(l.sliced) == 0 }

// jkResult is the position of the inner induction variable among the results of the ifs
// that run a prologue or an inner body.
const jkResult = 0

// logue is a contiguous run of ops of the outer body (a prologue or the epilogue) and its
// outputs, the results used after its last op.
type logue struct {
	ops     []*ir.Operation
	outputs []*ir.Value
}

func newLogue(from, to *ir.Operation, dom *opDominance) logue {
	var l logue
	for op := from; op != to; op = op.Next() {
		l.ops = append(l.ops, op)
	}
	if len(l.ops) == 0 {
		return l
	}
	last := l.ops[len(l.ops)-1]
	for _, op := range l.ops {
		for _, r := range op.Results() {
			for _, user := range r.Users() {
				if user != last && dom.dominates(last, user) {
					l.outputs = append(l.outputs, r)
					break
				}
			}
		}
	}
	return l
}

func (l logue) outputTypes() []ir.Type {
	types := make([]ir.Type, len(l.outputs))
	for i, v := range l.outputs {
		types[i] = v.Type()
	}
	return types
}

// moveInto appends the logue's ops to block.
func (l logue) moveInto(block *ir.Block) {
	for _, op := range l.ops {
		op.Remove()
		block.Append(op)
	}
}

// replaceOutputs makes the uses of the outputs outside region use values instead.
func (l logue) replaceOutputs(values []*ir.Value, region *ir.Region) {
	for i, out := range l.outputs {
		out.ReplaceUsesWithIf(values[i], func(u *ir.OpOperand) bool {
			return ancestorInRegion(region, u.Owner()) == nil
		})
	}
}

func valueTypes(vs []*ir.Value) []ir.Type {
	types := make([]ir.Type, len(vs))
	for i, v := range vs {
		types[i] = v.Type()
	}
	return types
}

func yieldOf(r *ir.Region) scf.YieldOp {
	y, _ := scf.AsYield(r.Front().Terminator())
	return y
}

// cloneSliced clones the ops computing a loop's bounds at b, in program order, once each.
func cloneSliced(b *loopBuilder, loop innerLoop, mapping map[*ir.Value]*ir.Value, cloned map[*ir.Operation]bool) {
	for _, op := range inProgramOrder(enclosingFunc(loop.op.Operation), loop.sliced) {
		if cloned[op] {
			continue
		}
		cloned[op] = true
		b.Insert(op.Clone(mapping))
	}
}

func lookup(mapping map[*ir.Value]*ir.Value, v *ir.Value) *ir.Value {
	if m, ok := mapping[v]; ok {
		return m
	}
	return v
}

// fuseOneLevel fuses the child loops of parent whose bounds are, or can be computed,
// outside it into one loop with parent's loop (Triton's fuseOneLevel): T counts the
// iterations of the inner loops, overlapped with the prologue before each and the epilogue,
// which run under conditions on T; the values they pass on become iteration arguments.
func fuseOneLevel(parent *loopNode, dom *opDominance) {
	outer := parent.loop
	var inners []innerLoop
	toHoist := map[*ir.Operation]bool{}
	for _, child := range parent.children {
		inner := child.loop
		bounds := []*ir.Value{inner.LowerBound(), inner.UpperBound(), inner.Step()}
		if dominatingOpsToHoist(dom, outer.Operation, bounds, toHoist, funcArgument) {
			inners = append(inners, innerLoop{op: inner})
			continue
		}
		sliced := map[*ir.Operation]bool{}
		iv := outer.Region().Front().Argument(0)
		if dominatingOpsToHoist(dom, outer.Operation, bounds, sliced, func(arg *ir.Value) bool { return arg == iv || funcArgument(arg) }) {
			inners = append(inners, innerLoop{op: inner, sliced: sliced})
		}
	}
	parent.children = nil
	if len(inners) == 0 {
		return
	}
	fn := enclosingFunc(outer.Operation)
	moveBefore(inProgramOrder(fn, toHoist), outer.Operation)

	ctx := outer.Context()
	outerBody := outer.Region().Front()
	outerIV := outerBody.Argument(0)
	width := intTypeWidth(outerIV.Type())
	for _, l := range inners {
		width = max(width, intTypeWidth(l.op.Region().Front().Argument(0).Type()))
	}
	intTy := ctx.IntegerType(width)
	b := &loopBuilder{ir.NewBuilder(ctx), outer.Loc()}
	b.SetInsertionPoint(outer.Operation)
	cst := func(v int64) *ir.Value { return b.intConstant(intTy, v) }
	allInvariant := true
	for _, l := range inners {
		allInvariant = allInvariant && l.invariant()
	}

	lenOuter := b.numIters(outer.LowerBound(), outer.UpperBound(), outer.Step())
	lenInners := make([]*ir.Value, len(inners))
	for k, l := range inners {
		if l.invariant() {
			lenInners[k] = b.castInt(b.numIters(l.op.LowerBound(), l.op.UpperBound(), l.op.Step()), intTy)
		} else {
			lenInners[k] = b.poisonOrZero(intTy)
		}
	}
	n := int64(len(inners) - 1)
	innerLen := cst(0)
	for k, l := range inners {
		if l.invariant() {
			one := cst(1)
			innerLen = b.add(innerLen, b.maxSI(one, lenInners[k]))
		}
	}
	innerLen = b.sub(innerLen, cst(n))
	totalIters := b.mul(b.castInt(lenOuter, intTy), innerLen)

	// A copy of the outer loop adds up the lengths of the inner loops that depend on it.
	peeled := b.newFor(outer.LowerBound(), outer.UpperBound(), outer.Step(), []*ir.Value{totalIters})
	peeledBody := peeled.Region().Front()
	total := peeledBody.Argument(1)
	mapping := map[*ir.Value]*ir.Value{outerIV: peeledBody.Argument(0)}
	cloned := map[*ir.Operation]bool{}
	b.SetInsertionPointToStart(peeledBody)
	for _, l := range inners {
		if l.invariant() {
			continue
		}
		cloneSliced(b, l, mapping, cloned)
		iters := b.castInt(b.numIters(lookup(mapping, l.op.LowerBound()), lookup(mapping, l.op.UpperBound()), lookup(mapping, l.op.Step())), intTy)
		one := cst(1)
		iters = b.maxSI(one, iters)
		total = b.add(total, iters)
	}
	scf.BuildYield(b, b.loc, []*ir.Value{total})
	totalIters = peeled.SingleResult()
	b.SetInsertionPointAfter(peeled.Operation)

	// The prologues before each inner loop and the epilogue after the last.
	logues := []logue{newLogue(outerBody.First(), inners[0].op.Operation, dom)}
	for k := 0; k+1 < len(inners); k++ {
		logues = append(logues, newLogue(inners[k].op.Next(), inners[k+1].op.Operation, dom))
	}
	logues = append(logues, newLogue(inners[len(inners)-1].op.Next(), outerBody.Terminator(), dom))

	fusedInits := []*ir.Value{cst(0), b.sub(outer.LowerBound(), outer.Step())}
	outerArgsStart := len(fusedInits)
	fusedInits = append(fusedInits, outer.InitArgs()...)
	lenInnersStart := len(fusedInits)
	fusedInits = append(fusedInits, lenInners...)
	innerLenStart := len(fusedInits)
	fusedInits = append(fusedInits, innerLen)
	ivarStart := len(fusedInits)
	for _, l := range inners {
		fusedInits = append(fusedInits, b.poisonOrZero(l.op.Region().Front().Argument(0).Type()))
	}
	innerOutsStart := len(fusedInits)
	for _, l := range inners {
		for _, t := range l.op.ResultTypes() {
			fusedInits = append(fusedInits, b.poisonOrZero(t))
		}
	}
	logueOutsStart := len(fusedInits)
	for _, lg := range logues[:len(logues)-1] {
		for _, t := range lg.outputTypes() {
			fusedInits = append(fusedInits, b.poisonOrZero(t))
		}
	}
	zero := cst(0)
	fused := b.newFor(zero, totalIters, cst(1), fusedInits)
	fusedBody := fused.Region().Front()
	iterArgs := fusedBody.Arguments()[1:]
	for i, arg := range outerBody.Arguments()[1:] {
		arg.ReplaceAllUsesWith(iterArgs[outerArgsStart+i])
	}
	lenInnersRange := iterArgs[lenInnersStart : lenInnersStart+len(lenInners)]
	copy(lenInners, lenInnersRange)
	b.SetInsertionPointToStart(fusedBody)

	t := iterArgs[0]
	curI := iterArgs[1]
	var i *ir.Value
	bodyOuts := innerOutsStart
	logueOuts := logueOutsStart
	var prologueIfs, bodyIfs []scf.IfOp
	for k := 0; k <= int(n); k++ {
		innerStartT := cst(0)
		for j := 0; j < k; j++ {
			one := cst(1)
			innerStartT = b.add(innerStartT, b.maxSI(one, lenInners[j]))
		}
		innerStartT = b.sub(innerStartT, cst(int64(k)))
		prologueCond := b.cmp(cmpEQ, t, innerStartT)

		inner := inners[k].op
		innerBody := inner.Region().Front()
		prologue := logues[k]
		types := []ir.Type{innerBody.Argument(0).Type()}
		types = append(types, prologue.outputTypes()...)
		types = append(types, valueTypes(inner.InitArgs())...)
		if k == 0 {
			types = append(types, curI.Type())
			for range inners {
				types = append(types, intTy)
			}
			types = append(types, innerLen.Type())
		}
		prologueIf := scf.BuildIf(b, b.loc, types, prologueCond)
		prologueIfs = append(prologueIfs, prologueIf)
		thenBlock := b.newBlock(prologueIf.ThenRegion())
		prologue.moveInto(thenBlock)

		if k == 0 {
			b.SetInsertionPointToStart(thenBlock)
			i = b.add(curI, outer.Step())
			outerIV.ReplaceUsesWithIf(i, func(u *ir.OpOperand) bool {
				return ancestorInRegion(prologueIf.ThenRegion(), u.Owner()) != nil
			})
			sliceMapping := map[*ir.Value]*ir.Value{}
			sliceCloned := map[*ir.Operation]bool{}
			for j, l := range inners {
				if l.invariant() {
					continue
				}
				cloneSliced(b, l, sliceMapping, sliceCloned)
				lenInners[j] = b.castInt(b.numIters(lookup(sliceMapping, l.op.LowerBound()), lookup(sliceMapping, l.op.UpperBound()), lookup(sliceMapping, l.op.Step())), intTy)
				one := cst(1)
				innerLen = b.add(innerLen, b.maxSI(one, lenInners[j]))
			}
		}

		b.SetInsertionPointToEnd(thenBlock)
		thenOuts := []*ir.Value{inner.LowerBound()}
		thenOuts = append(thenOuts, prologue.outputs...)
		thenOuts = append(thenOuts, inner.InitArgs()...)
		if k == 0 {
			thenOuts = append(thenOuts, i)
			thenOuts = append(thenOuts, lenInners...)
			thenOuts = append(thenOuts, innerLen)
		}
		scf.BuildYield(b, b.loc, thenOuts)

		b.newBlock(prologueIf.ElseRegion())
		numOuts := len(prologue.outputs)
		elseOuts := []*ir.Value{iterArgs[ivarStart+k]}
		elseOuts = append(elseOuts, iterArgs[logueOuts:logueOuts+numOuts]...)
		elseOuts = append(elseOuts, iterArgs[bodyOuts:bodyOuts+inner.NumResults()]...)
		if k == 0 {
			elseOuts = append(elseOuts, curI)
			elseOuts = append(elseOuts, lenInnersRange...)
			if allInvariant {
				elseOuts = append(elseOuts, innerLen)
			} else {
				elseOuts = append(elseOuts, iterArgs[innerLenStart])
			}
		}
		logueOuts += numOuts
		scf.BuildYield(b, b.loc, elseOuts)

		results := prologueIf.Results()
		jk := results[jkResult]
		prologueOuts := results[1 : 1+numOuts]
		prologueInits := results[1+numOuts : 1+numOuts+inner.NumResults()]
		innerBody.Argument(0).ReplaceAllUsesWith(jk)
		prologue.replaceOutputs(prologueOuts, prologueIf.ThenRegion())
		for j, arg := range innerBody.Arguments()[1:] {
			arg.ReplaceAllUsesWith(prologueInits[j])
		}
		if k == 0 {
			nl := len(lenInners)
			i = results[len(results)-2-nl]
			copy(lenInners, results[len(results)-1-nl:len(results)-1])
			innerLen = results[len(results)-1]
			outerIV.ReplaceAllUsesWith(i)
		}

		b.SetInsertionPointAfter(prologueIf.Operation)
		innerEndT := b.add(innerStartT, b.castInt(lenInners[k], intTy))
		ge := b.cmp(cmpSGE, t, innerStartT)
		lt := b.cmp(cmpSLT, t, innerEndT)
		bodyCond := b.and(ge, lt)
		bodyIf := scf.BuildIf(b, b.loc, append([]ir.Type{jk.Type()}, inner.ResultTypes()...), bodyCond)
		bodyIfs = append(bodyIfs, bodyIf)
		for innerBody.NumArguments() > 0 {
			innerBody.EraseArgument(innerBody.NumArguments() - 1)
		}
		bodyIf.ThenRegion().TakeBody(inner.Region())
		yield := yieldOf(bodyIf.ThenRegion())
		b.SetInsertionPoint(yield.Operation)
		nextJk := b.add(jk, inner.Step())
		yield.SetResultsOperands(append([]*ir.Value{nextJk}, yield.ResultsOperands()...))

		b.newBlock(bodyIf.ElseRegion())
		forwarded := append([]*ir.Value{jk}, iterArgs[bodyOuts:bodyOuts+inner.NumResults()]...)
		bodyOuts += inner.NumResults()
		scf.BuildYield(b, b.loc, forwarded)
		for j, r := range inner.Results() {
			r.ReplaceAllUsesWith(bodyIf.Results()[1+j])
		}
		if inner.Attr(mustExecuteAttr) != nil {
			b.SetInsertionPoint(bodyIf.Operation)
			bodyIf.SetCondition(b.boolConstant(true))
		}
		b.SetInsertionPointAfter(bodyIf.Operation)
	}

	epilogue := logues[len(logues)-1]
	outerYield := yieldOf(outer.Region())
	var usedIterArgs []*ir.Value
	for _, out := range epilogue.outputs {
		for _, use := range out.Uses() {
			if use.Owner() == outerYield.Operation {
				usedIterArgs = append(usedIterArgs, iterArgs[outerArgsStart+use.Index()])
			}
		}
	}
	one := cst(1)
	epilogueCond := b.cmp(cmpEQ, t, b.sub(innerLen, one))
	epilogueIf := scf.BuildIf(b, b.loc, epilogue.outputTypes(), epilogueCond)
	thenBlock := b.newBlock(epilogueIf.ThenRegion())
	epilogue.moveInto(thenBlock)
	b.SetInsertionPointToEnd(thenBlock)
	scf.BuildYield(b, b.loc, epilogue.outputs)
	b.newBlock(epilogueIf.ElseRegion())
	scf.BuildYield(b, b.loc, usedIterArgs)
	epilogue.replaceOutputs(epilogueIf.Results(), epilogueIf.ThenRegion())

	b.SetInsertionPointToEnd(fusedBody)
	one = cst(1)
	nextT := b.add(t, one)
	one = cst(1)
	rollover := b.cmp(cmpEQ, t, b.sub(innerLen, one))
	zero = cst(0)
	t = b.selectValue(rollover, zero, nextT)

	outerOuts := []*ir.Value{t, i}
	outerOuts = append(outerOuts, outerYield.ResultsOperands()...)
	outerOuts = append(outerOuts, lenInners...)
	outerOuts = append(outerOuts, innerLen)
	for _, bodyIf := range bodyIfs {
		outerOuts = append(outerOuts, bodyIf.Results()[jkResult])
	}
	for k, bodyIf := range bodyIfs {
		outerOuts = append(outerOuts, bodyIf.Results()[1:1+inners[k].op.NumResults()]...)
	}
	for k, prologueIf := range prologueIfs {
		outerOuts = append(outerOuts, prologueIf.Results()[1:1+len(logues[k].outputs)]...)
	}
	fusedYield := scf.BuildYield(b, b.loc, outerOuts)
	for j, r := range outer.Results() {
		r.ReplaceAllUsesWith(fused.Results()[outerArgsStart+j])
	}

	hoistInnerInits(b, fused, fusedYield, inners, prologueIfs, bodyIfs, logues, epilogueIf, innerOutsStart)
	setFusedLoopAttrs(fused, outer, inners)
	for _, l := range inners {
		l.op.Erase()
	}
	outer.Erase()
	parent.loop = fused
}
