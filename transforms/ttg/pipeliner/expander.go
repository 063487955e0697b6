package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// cmpISlt is the value of arith.cmpi's slt predicate.
const cmpISlt = 2

// expander is Triton's LoopPipelinerInternal (PipelineExpander.cpp) as the pipeliner uses
// it: a prologue that runs the first stages of the first iterations (predicated unless the
// loop's index bounds are constants that leave enough iterations), and a kernel loop whose
// body runs each op at its stage, predicated (through ttg.mask) on its iteration being in
// range, or, with peelEpilogue, a kernel loop that stops maxStage iterations early and an
// epilogue that finishes them.
type expander struct {
	forOp        scf.ForOp
	maxStage     int
	stages       map[*ir.Operation]int
	opOrder      []*ir.Operation
	ub, lb, step *ir.Value
	dynamicLoop  bool
	// keepPredicateStage makes the kernel's stage predicates ttg.predicate_stage ops, for
	// tests (Triton's __test_keep_predicate_stage).
	keepPredicateStage bool
	// peelEpilogue is Triton's PipeliningOption::peelEpilogue.
	peelEpilogue bool
	// predicate guards an op of an iteration that may be out of range (predicateFn).
	predicate PredicateFunc
	// annotate, when set, sees every op the expansion creates (annotateFn).
	annotate     AnnotateFunc
	valueMapping map[*ir.Value][]*ir.Value
	b            *ir.Builder
}

// crossStage is how long a value lives across stages: from the stage of its definition to
// that of its last use.
type crossStage struct {
	value                  *ir.Value
	defStage, lastUseStage int
}

// stageArg identifies the kernel loop argument that carries a version of a value.
type stageArg struct {
	value    *ir.Value
	distance int
}

// newExpander prepares the expansion of forOp by schedule; it returns nil when the loop
// cannot be expanded (Triton's initializeLoopInfo).
func newExpander(forOp scf.ForOp, schedule []scheduledOp) *expander {
	if len(schedule) == 0 {
		return nil
	}
	e := &expander{forOp: forOp, stages: map[*ir.Operation]int{}, valueMapping: map[*ir.Value][]*ir.Value{},
		ub: forOp.UpperBound(), lb: forOp.LowerBound(), step: forOp.Step()}
	for _, so := range schedule {
		e.maxStage = max(e.maxStage, so.stage)
		e.stages[so.op] = so.stage
		e.opOrder = append(e.opOrder, so.op)
	}
	e.dynamicLoop = true
	lb, lbOK := indexConstant(e.lb)
	ub, ubOK := indexConstant(e.ub)
	step, stepOK := indexConstant(e.step)
	if lbOK && ubOK && stepOK && step != 0 && ceilDiv(ub-lb, step) >= int64(e.maxStage) {
		e.dynamicLoop = false
	}
	for _, op := range bodyOps(forOp) {
		if _, ok := e.stages[op]; !ok {
			return nil
		}
	}
	if !e.verifySchedule() {
		return nil
	}
	for _, op := range bodyOps(forOp) {
		for _, v := range allNestedOperands(op) {
			if def, distance := e.definingOpAndDistance(v); def != nil && distance > 1 {
				return nil
			}
		}
	}
	return e
}

// allNestedOperands returns the distinct operands of op and of the ops nested in it.
func allNestedOperands(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	op.WalkPostOrder(func(o *ir.Operation) {
		for _, v := range o.Operands() {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	})
	return out
}

// definingOpAndDistance is Triton's getDefiningOpAndDistance: the op that defines v, through
// the loop's yield for its region arguments, and how many iterations back.
func (e *expander) definingOpAndDistance(v *ir.Value) (*ir.Operation, int) {
	distance := 0
	seen := map[*ir.Value]bool{}
	for v.IsBlockArgument() {
		if v.OwnerBlock() != body(e.forOp) || v.Index() == 0 {
			return nil, 0
		}
		distance++
		v = yieldedValue(body(e.forOp), v.Index())
		if v == nil || seen[v] {
			return nil, 0
		}
		seen[v] = true
	}
	return v.DefiningOp(), distance
}

// verifySchedule reports whether every op comes after what it uses in the unrolled loop.
func (e *expander) verifySchedule() bool {
	n := len(e.opOrder)
	cycle := map[*ir.Operation]int{}
	for i, op := range e.opOrder {
		cycle[op] = i + e.stages[op]*n
	}
	for _, consumer := range e.opOrder {
		for _, v := range allNestedOperands(consumer) {
			producer, distance := e.definingOpAndDistance(v)
			if producer == nil {
				continue
			}
			pc, ok := cycle[producer]
			if ok && cycle[consumer] < pc-n*distance {
				return false
			}
		}
	}
	return true
}

func (e *expander) setValueMapping(key, v *ir.Value, idx int) {
	m, ok := e.valueMapping[key]
	if !ok {
		m = make([]*ir.Value, e.maxStage+1)
		e.valueMapping[key] = m
	}
	m[idx] = v
}

// constantOfType builds an arith.constant v of the integer or index type t.
func constantOfType(b ir.OpCreator, loc ir.Location, t ir.Type, v int) *ir.Value {
	return arith.BuildConstant(b, loc, t, ir.NamedAttribute{Name: "value", Value: b.Context().IntegerAttr(t, int64(v))}).Result()
}

// cmpI builds an arith.cmpi with the given predicate.
func cmpI(b ir.OpCreator, loc ir.Location, pred int, lhs, rhs *ir.Value) *ir.Value {
	ctx := b.Context()
	return arith.BuildCmpI(b, loc, ctx.I1(), lhs, rhs, ir.NamedAttribute{Name: "predicate", Value: ctx.I64Attr(int64(pred))}).Result()
}

// cloneAndUpdateOperands clones op at the builder and lets update remap the operands of the
// clone (and of its nested ops) that come from outside it.
func (e *expander) cloneAndUpdateOperands(op *ir.Operation, update func(o *ir.Operation, i int)) *ir.Operation {
	clone := e.b.Insert(op.Clone(nil))
	clone.Walk(func(nested *ir.Operation) ir.WalkResult {
		for i, v := range nested.Operands() {
			def := v.DefiningOp()
			if (def != nil && !clone.IsAncestorOf(def)) || v.IsBlockArgument() {
				update(nested, i)
			}
		}
		return ir.WalkAdvance
	})
	return clone
}

// emitPrologue emits maxStage parts before the loop; part i runs the ops of stages up to i
// of iteration i - stage, predicated on that iteration being in range.
func (e *expander) emitPrologue() {
	iterArgs := body(e.forOp).Arguments()[1:]
	for i, init := range e.forOp.InitArgs() {
		e.setValueMapping(iterArgs[i], init, 0)
	}
	yield := body(e.forOp).Terminator()
	for i, v := range yield.Operands() {
		if owner := v.ParentBlock().ParentOp(); owner != nil && e.forOp.IsAncestorOf(owner) {
			continue
		}
		for s := 1; s < e.maxStage; s++ {
			e.setValueMapping(iterArgs[i], v, s)
		}
	}
	loc := e.forOp.Loc()
	iv := body(e.forOp).Argument(0)
	predicates := make([]*ir.Value, e.maxStage)
	for i := 0; i < e.maxStage; i++ {
		c := constantOfType(e.b, loc, e.lb.Type(), i)
		mul := arith.BuildMulI(e.b, loc, e.step, c).Result()
		ivI := arith.BuildAddI(e.b, loc, e.lb, mul).Result()
		e.setValueMapping(iv, ivI, i)
		if e.dynamicLoop {
			predicates[i] = cmpI(e.b, loc, cmpISlt, ivI, e.ub)
		}
		for _, op := range e.opOrder {
			stage := e.stages[op]
			if stage > i {
				continue
			}
			newOp := e.cloneAndUpdateOperands(op, func(o *ir.Operation, k int) {
				if m, ok := e.valueMapping[o.Operand(k)]; ok && m[i-stage] != nil {
					o.SetOperand(k, m[i-stage])
				}
			})
			pred := predicates[i-stage]
			if pred != nil {
				newOp = e.predicate(e.b, newOp, pred)
			}
			e.annotateOp(newOp, ProloguePart, i)
			for r := range op.NumResults() {
				source := newOp.Result(r)
				for y, v := range yield.Operands() {
					if v != op.Result(r) {
						continue
					}
					if pred != nil && e.forOp.Results()[y].HasUses() {
						prev := e.valueMapping[iterArgs[y]][i-stage]
						source = arith.BuildSelect(e.b, loc, source.Type(), pred, source, prev).Result()
					}
					e.setValueMapping(iterArgs[y], source, i-stage+1)
				}
				e.setValueMapping(op.Result(r), newOp.Result(r), i-stage)
			}
		}
	}
}

// analyzeCrossStageValues returns the values the loop body uses in a later stage than the
// one that defines them, in the order of their first such use.
func (e *expander) analyzeCrossStageValues() []*crossStage {
	var out []*crossStage
	index := map[*ir.Value]*crossStage{}
	for _, op := range e.opOrder {
		stage := e.stages[op]
		analyze := func(v *ir.Value) {
			def, distance := e.definingOpAndDistance(v)
			if def == nil {
				return
			}
			defStage, ok := e.stages[def]
			if !ok || defStage == stage || defStage == stage+distance {
				return
			}
			info, ok := index[v]
			if !ok {
				info = &crossStage{value: v}
				index[v] = info
				out = append(out, info)
			}
			info.defStage = defStage
			info.lastUseStage = max(info.lastUseStage, stage)
		}
		for _, v := range op.Operands() {
			analyze(v)
		}
		for _, v := range usedFromAbove(op) {
			analyze(v)
		}
	}
	return out
}

// createKernelLoop builds the kernel loop before the original one, its arguments the loop's
// own (at the versions the prologue leaves) and one per version of each cross-stage value.
func (e *expander) createKernelLoop(cross []*crossStage, loopArg map[stageArg]int) scf.ForOp {
	iterArgs := body(e.forOp).Arguments()[1:]
	var inits []*ir.Value
	for i, v := range body(e.forOp).Terminator().Operands() {
		if defStage, ok := e.stages[v.DefiningOp()]; ok && v.DefiningOp() != nil {
			inits = append(inits, e.valueMapping[iterArgs[i]][e.maxStage-defStage])
		} else {
			inits = append(inits, e.forOp.InitArgs()[i])
		}
	}
	for _, c := range cross {
		for s := 0; s < c.lastUseStage-c.defStage; s++ {
			inits = append(inits, e.valueMapping[c.value][e.maxStage-c.lastUseStage+s])
			loopArg[stageArg{c.value, c.lastUseStage - c.defStage - s}] = len(inits) - 1
		}
	}
	types := make([]ir.Type, len(inits))
	locs := make([]ir.Location, len(inits)+1)
	locs[0] = body(e.forOp).Argument(0).Location()
	for i, v := range inits {
		types[i] = v.Type()
		locs[i+1] = v.Location()
	}
	ub := e.ub
	if e.peelEpilogue {
		loc := e.forOp.Loc()
		maxStageByStep := arith.BuildMulI(e.b, loc, e.step, constantOfType(e.b, loc, e.ub.Type(), e.maxStage)).Result()
		ub = arith.BuildSubI(e.b, loc, e.ub, maxStageByStep).Result()
	}
	n := scf.BuildFor(e.b, e.forOp.Loc(), types, e.lb, ub, e.step, inits, e.forOp.AllAttrs()...)
	n.Region().Append(ir.NewBlock(append([]ir.Type{e.lb.Type()}, types...), locs))
	return n
}

// emitPredicateForStage is Triton's function of the same name: iv < ub - (maxStage - stage) *
// step, whether the iteration the stage works on is in range.
func emitPredicateForStage(b ir.OpCreator, iv, ub, step *ir.Value, maxStage, stage int) *ir.Value {
	loc := iv.Location()
	c := constantOfType(b, loc, iv.Type(), maxStage-stage)
	mul := arith.BuildMulI(b, loc, step, c).Result()
	bound := arith.BuildSubI(b, loc, ub, mul).Result()
	return cmpI(b, loc, cmpISlt, iv, bound)
}

// pairedOps maps the ops nested in op to those of its clone, which has the same shape.
func pairedOps(op, clone *ir.Operation, out map[*ir.Operation]*ir.Operation) {
	out[op] = clone
	for r, region := range op.Regions() {
		cr := clone.Region(r)
		for bi, block := range region.Blocks() {
			cops := cr.Blocks()[bi].Ops()
			for oi, o := range block.Ops() {
				pairedOps(o, cops[oi], out)
			}
		}
	}
}

// createKernel fills the kernel loop: each op cloned in order, its operands taken from the
// version of the stage it runs in, and predicated when its stage is not the last.
func (e *expander) createKernel(n scf.ForOp, cross []*crossStage, loopArg map[stageArg]int) {
	clear(e.valueMapping)
	nb := body(n)
	e.b.SetInsertionPointToEnd(nb)
	mapping := map[*ir.Value]*ir.Value{body(e.forOp).Argument(0): nb.Argument(0)}
	for i, a := range body(e.forOp).Arguments()[1:] {
		mapping[a] = nb.Argument(i + 1)
	}
	lookup := func(v *ir.Value) *ir.Value {
		if m, ok := mapping[v]; ok {
			return m
		}
		return v
	}
	predicates := make([]*ir.Value, e.maxStage+1)
	for i := 0; i < e.maxStage && !e.peelEpilogue; i++ {
		if e.keepPredicateStage {
			iv := nb.Argument(0)
			p := ttg.BuildPredicateStage(e.b, iv.Location(), e.b.Ctx.I1(), iv, e.ub, e.step)
			p.SetMaxStage(int64(e.maxStage))
			p.SetStage(int64(i))
			predicates[i] = p.Result()
			continue
		}
		predicates[i] = emitPredicateForStage(e.b, nb.Argument(0), e.ub, e.step, e.maxStage, i)
	}
	oldIV := body(e.forOp).Argument(0)
	oldYield := body(e.forOp).Terminator()
	for _, op := range e.opOrder {
		useStage := e.stages[op]
		newOp := e.b.Insert(op.Clone(mapping))
		ops := map[*ir.Operation]*ir.Operation{}
		pairedOps(op, newOp, ops)
		var operands []*ir.OpOperand
		op.WalkPostOrder(func(o *ir.Operation) {
			for k := range o.NumOperands() {
				operands = append(operands, o.OpOperand(k))
			}
		})
		for _, operand := range operands {
			nestedNew := ops[operand.Owner()]
			k := operand.Index()
			if operand.Get() == oldIV {
				e.b.SetInsertionPoint(newOp)
				c := constantOfType(e.b, e.forOp.Loc(), e.step.Type(), e.maxStage-useStage)
				offset := arith.BuildMulI(e.b, e.forOp.Loc(), e.step, c).Result()
				iv := arith.BuildAddI(e.b, e.forOp.Loc(), nb.Argument(0), offset).Result()
				nestedNew.SetOperand(k, iv)
				e.b.SetInsertionPointToEnd(nb)
				continue
			}
			source := operand.Get()
			if source.IsBlockArgument() && source.OwnerBlock() == body(e.forOp) {
				ret := oldYield.Operand(source.Index() - 1)
				if definedOutside(e.forOp, ret) {
					if useStage != e.maxStage {
						nestedNew.SetOperand(k, ret)
					}
					continue
				}
				dep := ret.DefiningOp()
				if dep == nil {
					continue
				}
				depStage, ok := e.stages[dep]
				if !ok || depStage == useStage {
					continue
				}
				if depStage == useStage+1 {
					nestedNew.SetOperand(k, lookup(ret))
					continue
				}
				source = ret
			}
			def := source.DefiningOp()
			if def == nil {
				continue
			}
			defStage, ok := e.stages[def]
			if !ok || defStage == useStage {
				continue
			}
			if idx, ok := loopArg[stageArg{operand.Get(), useStage - defStage}]; ok {
				nestedNew.SetOperand(k, nb.Argument(idx+1))
			}
		}
		if p := predicates[useStage]; p != nil {
			newOp = e.predicate(e.b, newOp, p)
			for r, v := range op.Results() {
				mapping[v] = newOp.Result(r)
			}
		}
		e.annotateOp(newOp, KernelPart, 0)
	}
	var yields []*ir.Value
	for i, v := range oldYield.Operands() {
		source := lookup(v)
		if !e.peelEpilogue && e.forOp.Results()[i].HasUses() {
			if def, _ := e.definingOpAndDistance(v); def != nil {
				if defStage, ok := e.stages[def]; ok && defStage < e.maxStage {
					pred := predicates[defStage]
					source = arith.BuildSelect(e.b, pred.Location(), source.Type(), pred, source, nb.Argument(i+1)).Result()
				}
			}
		}
		yields = append(yields, source)
	}
	for _, c := range cross {
		version := e.maxStage - c.lastUseStage + 1
		for i := 1; i < c.lastUseStage-c.defStage; i++ {
			e.setValueMapping(c.value, n.Results()[len(yields)], version)
			version++
			yields = append(yields, nb.Argument(len(yields)+2))
		}
		e.setValueMapping(c.value, n.Results()[len(yields)], version)
		yields = append(yields, lookup(c.value))
	}
	e.mapKernelResults(n)
	scf.BuildYield(e.b, e.forOp.Loc(), yields)
}

// pipelineForLoop is Triton's pipelineForLoop without epilogue peeling: it expands forOp by
// schedule and replaces it with the kernel loop, which it returns; false when the loop
// cannot be pipelined. With predicateStages (or the loop's test attribute), the kernel's
// stage predicates are left as ttg.predicate_stage ops.
func pipelineForLoop(forOp scf.ForOp, schedule []scheduledOp, predicateStages bool) (scf.ForOp, bool) {
	return expandLoop(forOp, schedule, ExpandOptions{KeepPredicateStage: predicateStages})
}

// expandLoop is Triton's pipelineForLoop with its options: it expands forOp by schedule and
// replaces it with the kernel loop, which it returns; false when the loop cannot be
// pipelined.
func expandLoop(forOp scf.ForOp, schedule []scheduledOp, opts ExpandOptions) (scf.ForOp, bool) {
	e := newExpander(forOp, schedule)
	if e == nil {
		return forOp, false
	}
	e.keepPredicateStage = opts.KeepPredicateStage || forOp.Attr(keepPredicateStageAttr) != nil
	e.peelEpilogue, e.predicate, e.annotate = opts.PeelEpilogue, opts.Predicate, opts.Annotate
	if e.predicate == nil {
		e.predicate = wrapInMaskOp
	}
	e.b = ir.NewBuilder(forOp.Context())
	e.b.SetInsertionPoint(forOp.Operation)
	e.emitPrologue()
	cross := e.analyzeCrossStageValues()
	loopArg := map[stageArg]int{}
	e.b.SetInsertionPoint(forOp.Operation)
	n := e.createKernelLoop(cross, loopArg)
	e.createKernel(n, cross, loopArg)
	results := n.Results()[:forOp.NumResults()]
	if e.peelEpilogue {
		e.b.SetInsertionPointAfter(n.Operation)
		results = e.emitEpilogue(results)
	}
	for i, r := range forOp.Results() {
		r.ReplaceAllUsesWith(results[i])
	}
	forOp.Erase()
	return n, true
}

// indexConstant returns the value of an arith.constant of index type (Triton's
// ConstantIndexOp), and whether v is one.
func indexConstant(v *ir.Value) (int64, bool) {
	if _, ok := v.Type().(*ir.IndexType); !ok {
		return 0, false
	}
	return ir.IntAttrValue(rewrite.ConstantValue(v.DefiningOp()))
}

// ceilDiv is llvm::divideCeilSigned.
func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

// isConstantOne is MLIR's isConstantIntValue(v, 1), which reads integer constants sign
// extended: an i1 true is -1 there, so only wider integer ones match.
func isConstantOne(v *ir.Value) bool {
	a, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
	if !ok || ir.IntOrFloatBitWidth(a.Type) == 1 {
		return false
	}
	return a.Value == 1
}
