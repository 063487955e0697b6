package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/transforms"
)

// Loop attributes the fusion reads and writes.
const (
	// flattenAttr is set by the front end on loops whose nest should be fused.
	flattenAttr = "tt.flatten"
	// mustExecuteAttr marks an inner loop whose length was speculated to be positive.
	mustExecuteAttr = "ttg.must-execute"
	// alwaysFuseAttr forces fusion, for testing.
	alwaysFuseAttr = "ttg.always-fuse"
	// warpSpecializeAttr asks for warp specialization of a loop.
	warpSpecializeAttr = "tt.warp_specialize"
	// disallowAccMultiBufferAttr forbids multi-buffering a loop's accumulator.
	disallowAccMultiBufferAttr = "tt.disallow_acc_multi_buffer"
	// numStagesAttr is a loop's pipelining depth.
	numStagesAttr = "tt.num_stages"
)

// FuseNestedLoops is tritongpu-fuse-nested-loops: a loop marked tt.flatten whose body holds
// one inner loop becomes a single loop over the iterations of both, so that the pipeliner
// sees one loop. The outer body's code before and after the inner loop runs under
// conditions on the fused iteration count; the inner loop's length is first speculated to
// be positive, with a copy of the nest without the inner loop for when it is not.
type FuseNestedLoops struct{}

// NewFuseNestedLoops returns the tritongpu-fuse-nested-loops pass.
func NewFuseNestedLoops() pass.Pass { return &FuseNestedLoops{} }

// Name returns "TritonGPUFuseNestedLoops".
func (*FuseNestedLoops) Name() string { return "TritonGPUFuseNestedLoops" }

// Argument returns "tritongpu-fuse-nested-loops".
func (*FuseNestedLoops) Argument() string { return "tritongpu-fuse-nested-loops" }

// Description describes the pass.
func (*FuseNestedLoops) Description() string { return "fuse nested loops for pipelining" }

// OpName anchors the pass on builtin.module.
func (*FuseNestedLoops) OpName() string { return "builtin.module" }

// Run fuses the marked loop nests of every function.
func (*FuseNestedLoops) Run(m *ir.Operation, _ *pass.Analyses) error {
	dom := newOpDominance()
	for _, r := range m.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				if _, ok := tt.AsFunc(op); !ok {
					continue
				}
				var nests []*loopNest
				findLoopNests(op, &nests)
				for _, nest := range nests {
					if !nest.shouldFuse() {
						continue
					}
					if nest.root.loop.Attr(alwaysFuseAttr) == nil && !preprocessLoopNest(nest, dom) {
						continue
					}
					flattenLoopNest(nest.root, dom)
				}
			}
		}
	}
	return nil
}

// loopNode is a loop of a nest and the loops immediately nested in it.
type loopNode struct {
	loop     scf.ForOp
	children []*loopNode
}

// loopNest is a tree of loops.
type loopNest struct {
	root  *loopNode
	nodes int
}

// findLoopNests appends the loop nests of container: each outermost scf.for starts one.
func findLoopNests(container *ir.Operation, nests *[]*loopNest) {
	container.Walk(func(op *ir.Operation) ir.WalkResult {
		loop, ok := scf.AsFor(op)
		if !ok {
			return ir.WalkAdvance
		}
		nest := &loopNest{root: &loopNode{loop: loop}, nodes: 1}
		constructLoopNest(nest.root, nest, nests)
		*nests = append(*nests, nest)
		return ir.WalkSkip
	})
}

// constructLoopNest adds the loops nested in parent's loop to the nest; any other op with
// regions starts nests of its own.
func constructLoopNest(parent *loopNode, nest *loopNest, nests *[]*loopNest) {
	parent.loop.Walk(func(op *ir.Operation) ir.WalkResult {
		if op == parent.loop.Operation {
			return ir.WalkAdvance
		}
		if loop, ok := scf.AsFor(op); ok {
			child := &loopNode{loop: loop}
			nest.nodes++
			parent.children = append(parent.children, child)
			constructLoopNest(child, nest, nests)
			return ir.WalkSkip
		}
		if op.NumRegions() > 0 {
			findLoopNests(op, nests)
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
}

// shouldFuse reports whether the nest is one tt.flatten loop holding one loop, or asks to be
// fused always.
func (n *loopNest) shouldFuse() bool {
	if n.root.loop.Attr(alwaysFuseAttr) != nil {
		return true
	}
	return n.nodes == 2 && len(n.root.children) == 1 && n.root.loop.Attr(flattenAttr) != nil
}

// flattenLoopNest fuses the nest from the leaves up.
func flattenLoopNest(node *loopNode, dom *opDominance) {
	for _, child := range node.children {
		flattenLoopNest(child, dom)
	}
	fuseOneLevel(node, dom)
}

// preprocessLoopNest hoists the outer loop's invariants, sinks the code only the epilogue
// uses past the inner loop and speculates that the inner loop runs.
func preprocessLoopNest(nest *loopNest, dom *opDominance) bool {
	outer := nest.root.loop
	inner := nest.root.children[0].loop
	loopLike, _ := ir.AsLoopLike(outer.Operation)
	transforms.MoveLoopInvariantCode(loopLike)
	sinkIntoEpilogue(outer, inner, dom)
	return speculateInnerLoopLength(outer, inner, dom)
}

// sinkIntoEpilogue moves the pure ops before inner in outer's body that only code after
// inner uses to just after inner.
func sinkIntoEpilogue(outer, inner scf.ForOp, dom *opDominance) {
	body := outer.Region().Front()
	inEpilogue := func(op *ir.Operation) bool { return dom.properlyDominatesOutside(inner.Operation, op) }
	sunk := map[*ir.Operation]bool{}
	var prologue []*ir.Operation
	for op := body.First(); op != nil && op != inner.Operation; op = op.Next() {
		prologue = append(prologue, op)
	}
	for i := len(prologue) - 1; i >= 0; i-- {
		op := prologue[i]
		if !pureOp(op) || ttng.IsDotOp(op) {
			continue
		}
		canSink := true
		for _, user := range opUsers(op) {
			if !inEpilogue(user) && !sunk[user] {
				canSink = false
				break
			}
		}
		if canSink {
			sunk[op] = true
		}
	}
	if len(sunk) == 0 {
		return
	}
	moveBefore(inProgramOrder(body.ParentOp(), sunk), inner.Next())
}

// opUsers returns the users of all of op's results, once each.
func opUsers(op *ir.Operation) []*ir.Operation {
	var users []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for _, r := range op.Results() {
		for _, u := range r.Users() {
			if !seen[u] {
				seen[u] = true
				users = append(users, u)
			}
		}
	}
	return users
}

// pureOp reports whether op is speculatable and free of memory effects (MLIR's isPure).
func pureOp(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	return known && effects == 0 && ir.IsSpeculatable(op)
}

// inProgramOrder returns the ops of set nested in root, in the order a walk meets them.
func inProgramOrder(root *ir.Operation, set map[*ir.Operation]bool) []*ir.Operation {
	var ops []*ir.Operation
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if set[op] {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	return ops
}

// moveBefore moves ops, in order, before before.
func moveBefore(ops []*ir.Operation, before *ir.Operation) {
	for _, op := range ops {
		op.MoveBefore(before)
	}
}

// positiveTripCount reports whether an llvm.intr.assume states that loop's upper bound
// exceeds its lower bound.
func positiveTripCount(loop scf.ForOp) bool {
	gt, lt := int64(cmpSGT), int64(cmpSLT)
	if loop.UnsignedCmp() {
		gt, lt = cmpUGT, cmpULT
	}
	for _, user := range loop.UpperBound().Users() {
		cmp, ok := arith.AsCmpI(user)
		if !ok || !usedByAssume(user) {
			continue
		}
		pred, _ := ir.IntAttrValue(cmp.PredicateAttr())
		if pred == gt && cmp.Lhs() == loop.UpperBound() && cmp.Rhs() == loop.LowerBound() {
			return true
		}
		if pred == lt && cmp.Lhs() == loop.LowerBound() && cmp.Rhs() == loop.UpperBound() {
			return true
		}
	}
	return false
}

func usedByAssume(op *ir.Operation) bool {
	for _, u := range opUsers(op) {
		if _, ok := llvm.AsIntrAssume(u); ok {
			return true
		}
	}
	return false
}

// speculateInnerLoopLength makes the inner loop known to run at least once: when an
// assumption says so, or by testing its length before the nest, running a copy of the nest
// without the inner loop when it is zero and the nest itself, whose inner loop is then
// marked ttg.must-execute, otherwise.
func speculateInnerLoopLength(outer, inner scf.ForOp, dom *opDominance) bool {
	ctx := outer.Context()
	if positiveTripCount(inner) {
		inner.SetAttr(mustExecuteAttr, ctx.UnitAttr())
		return true
	}
	toHoist := map[*ir.Operation]bool{}
	bounds := []*ir.Value{inner.LowerBound(), inner.UpperBound(), inner.Step()}
	if !dominatingOpsToHoist(dom, outer.Operation, bounds, toHoist, funcArgument) {
		return false
	}
	moveBefore(inProgramOrder(enclosingFunc(outer.Operation), toHoist), outer.Operation)
	inner.SetAttr(mustExecuteAttr, ctx.UnitAttr())

	b := &loopBuilder{ir.NewBuilder(ctx), inner.Loc()}
	b.SetInsertionPoint(outer.Operation)
	lenInner := b.numIters(inner.LowerBound(), inner.UpperBound(), inner.Step())
	empty := b.cmp(cmpEQ, lenInner, b.intConstant(lenInner.Type(), 0))
	ifOp := scf.BuildIf(b, b.loc, outer.ResultTypes(), empty)

	then := ir.NewBlock(nil, nil)
	ifOp.ThenRegion().Append(then)
	b.SetInsertionPointToEnd(then)
	innerIndex := blockIndex(inner.Operation)
	clone := outer.Clone(nil)
	b.Insert(clone)
	scf.BuildYield(b, b.loc, clone.Results())
	clonedInner, _ := scf.AsFor(clone.Region(0).Front().Ops()[innerIndex])
	for i, r := range clonedInner.Results() {
		r.ReplaceAllUsesWith(clonedInner.InitArgs()[i])
	}
	clonedInner.Erase()
	clone.RemoveAttr(warpSpecializeAttr)

	for i, r := range outer.Results() {
		r.ReplaceAllUsesWith(ifOp.Results()[i])
	}
	elseBlock := ir.NewBlock(nil, nil)
	ifOp.ElseRegion().Append(elseBlock)
	outer.Remove()
	elseBlock.Append(outer.Operation)
	b.SetInsertionPointToEnd(elseBlock)
	scf.BuildYield(b, b.loc, outer.Results())
	return true
}

// blockIndex returns the position of op in its block.
func blockIndex(op *ir.Operation) int {
	i := 0
	for o := op.Block().First(); o != op; o = o.Next() {
		i++
	}
	return i
}

// enclosingFunc returns the outermost op below the module holding op.
func enclosingFunc(op *ir.Operation) *ir.Operation {
	for p := op; p != nil; p = p.ParentOp() {
		if _, ok := tt.AsFunc(p); ok {
			return p
		}
	}
	return op
}

// funcArgument reports whether arg is an argument of a function.
func funcArgument(arg *ir.Value) bool {
	_, ok := tt.AsFunc(arg.OwnerBlock().ParentOp())
	return ok
}

// canHoistBoundComputation reports whether op is cheap and safe to hoist with a loop bound:
// free of memory effects or only reading, on scalars only. Integer divisions qualify: the
// bounds they compute do not divide by zero.
func canHoistBoundComputation(op *ir.Operation) bool {
	effects, known := ir.Effects(op)
	if !known || effects&^ir.ReadEffect != 0 {
		return false
	}
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		if !isScalarType(t) {
			return false
		}
	}
	return true
}

func isScalarType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *tt.PointerType:
		return true
	}
	return false
}

// dominatingOpsToHoist checks that values are, or can be made by hoisting ops, available
// before ref (Triton's getDominatingValueSetOpsToHoist): it climbs their definitions, which
// must be hoistable ops, or block arguments canUseArg accepts, until values that dominate
// ref. On success it adds the ops to hoist to toHoist.
func dominatingOpsToHoist(dom *opDominance, ref *ir.Operation, values []*ir.Value, toHoist map[*ir.Operation]bool, canUseArg func(*ir.Value) bool) bool {
	visited := map[*ir.Operation]bool{}
	queue := append([]*ir.Value(nil), values...)
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		if dom.valueProperlyDominates(v, ref) {
			continue
		}
		if v.IsBlockArgument() {
			if !canUseArg(v) {
				return false
			}
			continue
		}
		op := v.DefiningOp()
		if visited[op] {
			continue
		}
		if !canHoistBoundComputation(op) {
			return false
		}
		visited[op] = true
		queue = append(queue, op.Operands()...)
	}
	for op := range visited {
		toHoist[op] = true
	}
	return true
}
