package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// This file holds the patterns of tritongpu-hoist-tmem-alloc that combine and rotate tensor
// memory loads, stores and allocations, which all carry their memory dependency as tokens.

// tokenLoad returns op as a tmem_load with a token.
func tokenLoad(op *ir.Operation) (ttng.TmemLoadOp, bool) {
	l, ok := ttng.AsTmemLoad(op)
	return l, ok && l.Token() != nil
}

// tokenAlloc returns op as a tmem_alloc with a token.
func tokenAlloc(op *ir.Operation) (ttng.TmemAllocOp, bool) {
	a, ok := ttng.AsTmemAlloc(op)
	return a, ok && a.Token() != nil
}

// loopArg returns v's index among the region arguments of the loop (0 for the induction
// variable), or -1 when v is not one of them.
func loopArg(forOp scf.ForOp, v *ir.Value) int {
	if v.IsBlockArgument() && v.OwnerBlock() == body(forOp) {
		return v.Index()
	}
	return -1
}

// setInitArg makes v the loop's initial value of iteration argument i.
func setInitArg(forOp scf.ForOp, i int, v *ir.Value) {
	inits := append([]*ir.Value(nil), forOp.InitArgs()...)
	inits[i] = v
	forOp.SetInitArgs(inits)
}

// combineTMEMStoreAndSelect is Triton's CombineTMEMStoreAndSelect: storing select(c, x, y)
// where one of x, y was just loaded from the same buffer stores the other one only where the
// select picks it.
func combineTMEMStoreAndSelect(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	if store.Dep() == nil {
		return rewrite.ErrNoMatch
	}
	sel, ok := arith.AsSelect(store.Src().DefiningOp())
	if !ok {
		return rewrite.ErrNoMatch
	}
	fromTMEM := func(v *ir.Value) bool {
		load, ok := tokenLoad(v.DefiningOp())
		return ok && store.Dst() == load.Src() && load.Token() == store.Dep()
	}
	trueFromTMEM, falseFromTMEM := fromTMEM(sel.TrueValue()), fromTMEM(sel.FalseValue())
	if trueFromTMEM == falseFromTMEM {
		return rewrite.ErrNoMatch
	}
	pred, overwriting := sel.Condition(), sel.TrueValue()
	if trueFromTMEM {
		// The false value overwrites: store where the condition does not hold.
		one := trueConstant(rw, sel.Loc())
		pred = arith.BuildXOrI(rw, sel.Loc(), pred, one).Result()
		overwriting = sel.FalseValue()
	}
	n := ttng.BuildTmemStore(rw, store.Loc(), ttg.AsyncToken(rw.Ctx), store.Dst(), store.Dep(), overwriting, pred)
	rw.ReplaceOp(store.Operation, []*ir.Value{n.Token()})
	return nil
}

// removeUnusedTMEMLoad is Triton's RemoveUnusedTMEMLoad: a load whose value is unused
// passes its dependency on.
func removeUnusedTMEMLoad(load ttng.TmemLoadOp, rw *rewrite.Rewriter) error {
	if load.Dep() == nil || load.ResultResult().HasUses() || load.Token() == nil || !load.Token().HasUses() {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceAllUsesWith(load.Token(), load.Dep())
	return nil
}

// combineTMEMLoadAndStore is Triton's CombineTMEMLoadAndStore: storing back the value just
// loaded from the same buffer does nothing.
func combineTMEMLoadAndStore(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	if store.Dep() == nil {
		return rewrite.ErrNoMatch
	}
	load, ok := tokenLoad(store.Dep().DefiningOp())
	if !ok || load.ResultResult() != store.Src() || load.Src() != store.Dst() {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOp(store.Operation, []*ir.Value{load.Token()})
	return nil
}

// matchesOne is MLIR's m_One: whether v is the integer constant 1, an i1 true included.
func matchesOne(v *ir.Value) bool {
	a, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
	if !ok {
		return false
	}
	if ir.IntOrFloatBitWidth(a.Type) == 1 {
		return a.Value != 0
	}
	return a.Value == 1
}

// combineTMEMStoreAndAlloc is Triton's CombineTMEMStoreAndAlloc: an unconditional store right
// into a fresh allocation in the same block becomes the allocation's initial value, when the
// value is not computed after the allocation.
func combineTMEMStoreAndAlloc(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	if store.Dep() == nil || !matchesOne(store.Pred()) {
		return rewrite.ErrNoMatch
	}
	alloc, ok := tokenAlloc(store.Dep().DefiningOp())
	if !ok || store.Dst() != alloc.ResultResult() || alloc.Block() != store.Block() {
		return rewrite.ErrNoMatch
	}
	if def := store.Src().DefiningOp(); def != nil && def.Block() == alloc.Block() && alloc.IsBeforeInBlock(def) {
		return rewrite.ErrNoMatch
	}
	alloc.SetSrc(store.Src())
	rw.ReplaceOp(store.Operation, []*ir.Value{alloc.Token()})
	return nil
}

// hoistTMEMAllocOutOfIf is Triton's HoistTMEMAllocOutOfIf: an allocation in the then branch
// of an scf.if whose value the branch loads and yields, where the else branch yields the
// allocation's initial value, moves before the if; the if yields tokens and the load follows.
func hoistTMEMAllocOutOfIf(alloc ttng.TmemAllocOp, rw *rewrite.Rewriter) error {
	init := alloc.Src()
	if alloc.Token() == nil || init == nil {
		return rewrite.ErrNoMatch
	}
	ifOp, ok := scf.AsIf(alloc.ParentOp())
	if !ok || ifOp.ElseRegion().Empty() {
		return rewrite.ErrNoMatch
	}
	thenYield, elseYield := ifOp.ThenRegion().Front().Terminator(), ifOp.ElseRegion().Front().Terminator()
	var args []int
	for i, v := range thenYield.Operands() {
		load, ok := tokenLoad(v.DefiningOp())
		if !ok || load.Src() != alloc.ResultResult() || i >= elseYield.NumOperands() || elseYield.Operands()[i] != init {
			continue
		}
		args = append(args, i)
	}
	if len(args) == 0 {
		return rewrite.ErrNoMatch
	}
	// init is yielded by the else branch, so it dominates the if.
	alloc.MoveBefore(ifOp.Operation)
	rw.SetInsertionPointAfter(ifOp.Operation)
	for _, i := range args {
		load := ir.View[ttng.TmemLoadOp](thenYield.Operands()[i].DefiningOp())
		newLoad := ir.View[ttng.TmemLoadOp](rw.Insert(load.Operation.Clone(nil)))
		res := ifOp.Results()[i]
		rw.ModifyInPlace(ifOp.Operation, func() {
			res.ReplaceAllUsesWith(newLoad.ResultResult())
			newLoad.SetDep(res)
			thenYield.SetOperand(i, load.Token())
			elseYield.SetOperand(i, alloc.Token())
			res.SetType(newLoad.Token().Type())
		})
	}
	return nil
}

// forwardTMEMLoad is Triton's TMEMLoadForwarding: an allocation initialized with the only use
// of a load from a buffer of the same type is that buffer.
func forwardTMEMLoad(alloc ttng.TmemAllocOp, rw *rewrite.Rewriter) error {
	init := alloc.Src()
	if alloc.Token() == nil || init == nil {
		return rewrite.ErrNoMatch
	}
	load, ok := tokenLoad(init.DefiningOp())
	if !ok || !opHasOneUse(load.Operation) || !load.Dep().HasOneUse() || alloc.ResultResult().Type() != load.Src().Type() {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOp(alloc.Operation, []*ir.Value{load.Src(), load.Dep()})
	return nil
}

// opHasOneUse reports whether op's results have exactly one use among them.
func opHasOneUse(op *ir.Operation) bool {
	n := 0
	for _, r := range op.Results() {
		n += len(r.Uses())
	}
	return n == 1
}

// rotateTMEMStoreInLoop is Triton's RotateTMEMStoreInLoop: a store, at a loop-invariant
// buffer and predicate, of a loop-carried value used only there moves to the end of the
// previous iteration (and before the loop for the first), and a load after the loop replaces
// the carried value.
func rotateTMEMStoreInLoop(store ttng.TmemStoreOp, rw *rewrite.Rewriter) error {
	if store.Dep() == nil || store.Token() == nil {
		return rewrite.ErrNoMatch
	}
	forOp, ok := scf.AsFor(store.ParentOp())
	if !ok || !definedOutside(forOp, store.Pred()) || !definedOutside(forOp, store.Dst()) {
		return rewrite.ErrNoMatch
	}
	src := loopArg(forOp, store.Src())
	if src <= 0 || !store.Src().HasOneUse() {
		return rewrite.ErrNoMatch
	}
	tok := loopArg(forOp, store.Dep())
	if tok <= 0 {
		return rewrite.ErrNoMatch
	}
	argNo, tokArgNo := src-1, tok-1
	ctx := rw.Ctx
	args := body(forOp).Arguments()
	rw.SetInsertionPoint(forOp.Operation)
	initStore := ttng.BuildTmemStore(rw, store.Loc(), ttg.AsyncToken(ctx), store.Dst(), forOp.InitArgs()[tokArgNo], forOp.InitArgs()[argNo], store.Pred())
	setInitArg(forOp, tokArgNo, initStore.Token())

	yield := body(forOp).Terminator()
	store.Token().ReplaceAllUsesWith(args[tok])
	rw.MoveBefore(store.Operation, yield)
	store.SetDep(yield.Operands()[tokArgNo])
	yield.SetOperand(tokArgNo, store.Token())
	store.SetSrc(yield.Operands()[argNo])

	// The value after the loop is loaded from tensor memory; the loop no longer carries it.
	rw.SetInsertionPointAfter(forOp.Operation)
	load := ttng.BuildTmemLoad(rw, store.Loc(), store.Src().Type(), ttg.AsyncToken(ctx), store.Dst(), forOp.Results()[tokArgNo])
	forOp.Results()[argNo].ReplaceAllUsesWith(load.ResultResult())
	yield.SetOperand(argNo, args[src])
	return nil
}

// rotateTMEMLoadInLoop is Triton's RotateTMEMLoadInLoop: a load at the end of an iteration
// whose value is only carried to the next one moves to the start of the loop, the carried
// value being written to the (undefined on entry) buffer before the loop, and a load after
// the loop replaces the carried value.
func rotateTMEMLoadInLoop(load ttng.TmemLoadOp, rw *rewrite.Rewriter) error {
	if load.Dep() == nil || load.Token() == nil {
		return rewrite.ErrNoMatch
	}
	forOp, ok := scf.AsFor(load.ParentOp())
	res := load.ResultResult()
	if !ok || !definedOutside(forOp, load.Src()) || !res.HasOneUse() {
		return rewrite.ErrNoMatch
	}
	use := res.FirstUse()
	yield, ok := scf.AsYield(use.Owner())
	if !ok {
		return rewrite.ErrNoMatch
	}
	// No store to the buffer may follow the load in the iteration, and the buffer must enter
	// the loop undefined.
	usedByYield := false
	for _, u := range load.Token().Users() {
		usedByYield = usedByYield || u == yield.Operation
	}
	if !usedByYield {
		return rewrite.ErrNoMatch
	}
	tokArgNo := load.Token().FirstUse().Index()
	initAlloc, ok := tokenAlloc(forOp.InitArgs()[tokArgNo].DefiningOp())
	if !ok || initAlloc.Src() != nil {
		return rewrite.ErrNoMatch
	}
	argNo := use.Index()
	ctx := rw.Ctx
	rw.SetInsertionPoint(forOp.Operation)
	vTrue := trueConstant(rw, load.Loc())
	initStore := ttng.BuildTmemStore(rw, load.Loc(), ttg.AsyncToken(ctx), load.Src(), initAlloc.Token(), forOp.InitArgs()[argNo], vTrue)
	setInitArg(forOp, tokArgNo, initStore.Token())

	yield.SetOperand(tokArgNo, load.Dep())
	rw.MoveBefore(load.Operation, body(forOp).First())
	args := body(forOp).Arguments()
	tokArg := args[tokArgNo+1]
	load.SetDep(tokArg)
	for _, u := range tokArg.Uses() {
		if u.Owner() != load.Operation {
			u.Set(load.Token())
		}
	}
	args[argNo+1].ReplaceAllUsesWith(res)

	rw.SetInsertionPointAfter(forOp.Operation)
	after := ttng.BuildTmemLoad(rw, load.Loc(), res.Type(), ttg.AsyncToken(ctx), load.Src(), forOp.Results()[tokArgNo])
	forOp.Results()[argNo].ReplaceAllUsesWith(after.ResultResult())
	yield.SetOperand(argNo, args[argNo+1])
	return nil
}
