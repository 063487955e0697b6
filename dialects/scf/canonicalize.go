package scf

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The folders and canonicalization patterns of SCF.cpp (MLIR 22). Ops are named by string so
// that the patterns of an op can build ops of the same kind without an initialisation cycle.
//
// A pattern is labelled with the debug name MLIR gives its C++ class, the class name as
// llvm::getTypeName spells it: `(anonymous namespace)::CombineIfs`, `FoldConstantCase`. Some
// of ttgo's patterns keep the classes of earlier MLIRs (ForOpIterArgsFolder, WhileUnusedResult,
// ...) where mlir-opt-22 reaches the same result through the generic patterns of
// RegionBranchOpInterface; those ttgo has no class for (ExecuteRegionDropResults,
// IndexSwitchUnusedResults, ...) are named for what they do.

// moveOpsBefore moves every op of b before `before`, telling the listener.
func moveOpsBefore(rw *rewrite.Rewriter, b *ir.Block, before *ir.Operation) {
	for _, o := range b.Ops() {
		o.MoveBefore(before)
		if rw.Listener != nil {
			rw.Listener.OpInserted(o)
		}
	}
}

// moveOpsToEnd moves every op of src to the end of dest, telling the listener.
func moveOpsToEnd(rw *rewrite.Rewriter, src, dest *ir.Block) {
	for _, o := range src.Ops() {
		o.Remove()
		dest.Append(o)
		if rw.Listener != nil {
			rw.Listener.OpInserted(o)
		}
	}
}

// inlineBlockBefore replaces the arguments of b by args and moves its ops before `before`.
func inlineBlockBefore(rw *rewrite.Rewriter, b *ir.Block, before *ir.Operation, args []*ir.Value) {
	for i, a := range b.Arguments() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
	moveOpsBefore(rw, b, before)
}

// replaceOpWithRegion inlines the single block of r before op and replaces op's results by
// the operands of the block's terminator, which it erases.
func replaceOpWithRegion(rw *rewrite.Rewriter, op *ir.Operation, r *ir.Region, args []*ir.Value) {
	b := r.Front()
	term := b.Last()
	inlineBlockBefore(rw, b, op, args)
	// Read the yielded values after inlining: those that were block arguments are args now.
	results := term.Operands()
	replaceOp(rw, op, results)
	rw.EraseOp(term)
}

// replaceOp replaces op by vals.
func replaceOp(rw *rewrite.Rewriter, op *ir.Operation, vals []*ir.Value) {
	rw.ReplaceOp(op, vals)
}

// regionContains reports whether region x is r or nested in r.
func regionContains(r, x *ir.Region) bool {
	for x != nil {
		if x == r {
			return true
		}
		p := x.ParentOp()
		if p == nil || p.Block() == nil {
			return false
		}
		x = p.Block().Parent()
	}
	return false
}

// valueRegion is the region whose block defines v.
func valueRegion(v *ir.Value) *ir.Region {
	if b := v.ParentBlock(); b != nil {
		return b.Parent()
	}
	return nil
}

// constI1 returns the value of a constant-like i1 defining v.
func constI1(v *ir.Value) (value, ok bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return false, false
	}
	a, isInt := rewrite.ConstantValue(d).(*ir.IntegerAttr)
	if !isInt || !isI1(a.Type) {
		return false, false
	}
	return a.Value != 0, true
}

// isConstant reports whether v is defined by a constant-like op.
func isConstant(v *ir.Value) bool {
	d := v.DefiningOp()
	return d != nil && d.HasTrait(ir.ConstantLike)
}

// boolConstant creates arith.constant of an i1.
func boolConstant(rw *rewrite.Rewriter, loc ir.Location, v bool) *ir.Value {
	return rw.Create(&ir.OperationState{Name: "arith.constant", Loc: loc, Types: []ir.Type{rw.Ctx.I1()},
		Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.BoolAttr(v)}}}).Result(0)
}

// newYield replaces the terminator term by an scf.yield of vals at the end of its block.
func newYield(rw *rewrite.Rewriter, term *ir.Operation, vals []*ir.Value) {
	rw.SetInsertionPointToEnd(term.Block())
	rw.Create(&ir.OperationState{Name: "scf.yield", Loc: term.Loc(), Operands: vals})
	rw.EraseOp(term)
}

// newIf creates an scf.if of cond with result types ts whose regions take the blocks of then
// and els, with the discardable attributes attrs.
func newIf(rw *rewrite.Rewriter, op *ir.Operation, cond *ir.Value, ts []ir.Type, then, els *ir.Region, attrs []ir.NamedAttribute) *ir.Operation {
	st := &ir.OperationState{Name: "scf.if", Loc: op.Loc(), Operands: []*ir.Value{cond}, Types: ts, Attrs: attrs}
	st.AddRegion().TakeBody(then)
	st.AddRegion().TakeBody(els)
	return rw.Create(st)
}

// foldIf swaps the regions of `scf.if (xori c, 1)` to branch on c.
func foldIf(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.Region(1).Empty() {
		return nil, false
	}
	x := op.Operand(0).DefiningOp()
	if x == nil || x.Name() != "arith.xori" {
		return nil, false
	}
	if v, ok := constI1(x.Operand(1)); !ok || !v {
		return nil, false
	}
	op.SetOperand(0, x.Operand(0))
	tmp := ir.NewRegion()
	tmp.TakeBody(op.Region(0))
	op.Region(0).TakeBody(op.Region(1))
	op.Region(1).TakeBody(tmp)
	return nil, true
}

// notOf returns x when v is xori(x, 1), or nil.
func notOf(v *ir.Value) *ir.Value {
	d := v.DefiningOp()
	if d == nil || d.Name() != "arith.xori" {
		return nil
	}
	if c, ok := constI1(d.Operand(1)); ok && c {
		return d.Operand(0)
	}
	return nil
}

// combineIfs merges an scf.if into the scf.if right before it when both test the same
// condition, or one its negation (MLIR's CombineIfs).
func combineIfs(next *ir.Operation, rw *rewrite.Rewriter) error {
	prev := next.Prev()
	if prev == nil || prev.Name() != "scf.if" {
		return rewrite.ErrNoMatch
	}
	var nextThen, nextElse *ir.Block
	if next.Operand(0) == prev.Operand(0) {
		nextThen = next.Region(0).Front()
		if !next.Region(1).Empty() {
			nextElse = next.Region(1).Front()
		}
	}
	if x := notOf(next.Operand(0)); x != nil && x == prev.Operand(0) {
		nextElse, nextThen = next.Region(0).Front(), nil
		if !next.Region(1).Empty() {
			nextThen = next.Region(1).Front()
		}
	}
	if x := notOf(prev.Operand(0)); x != nil && x == next.Operand(0) {
		nextElse, nextThen = next.Region(0).Front(), nil
		if !next.Region(1).Empty() {
			nextThen = next.Region(1).Front()
		}
	}
	if nextThen == nil && nextElse == nil {
		return rewrite.ErrNoMatch
	}
	prevThenY := prev.Region(0).Front().Last()
	if !prev.Region(1).Empty() {
		prevElseY := prev.Region(1).Front().Last()
		for i, r := range prev.Results() {
			for _, use := range r.Uses() {
				owner := use.Owner()
				switch {
				case nextThen != nil && regionContains(nextThen.Parent(), owner.ParentRegion()):
					rw.ModifyInPlace(owner, func() { use.Set(prevThenY.Operand(i)) })
				case nextElse != nil && regionContains(nextElse.Parent(), owner.ParentRegion()):
					rw.ModifyInPlace(owner, func() { use.Set(prevElseY.Operand(i)) })
				}
			}
		}
	}
	types := append(prev.ResultTypes(), next.ResultTypes()...)
	combined := newIf(rw, next, prev.Operand(0), types, prev.Region(0), prev.Region(1), nil)
	merge := func(dest *ir.Block, src *ir.Block) {
		y1, y2 := dest.Last(), src.Last()
		mergeBlocks(rw, src, dest, nil)
		rw.SetInsertionPointToEnd(dest)
		rw.Create(&ir.OperationState{Name: "scf.yield", Loc: y2.Loc(), Operands: append(y1.Operands(), y2.Operands()...)})
		rw.EraseOp(y1)
		rw.EraseOp(y2)
	}
	if nextThen != nil {
		merge(combined.Region(0).Front(), nextThen)
	}
	if nextElse != nil {
		if combined.Region(1).Empty() {
			combined.Region(1).TakeBody(nextElse.Parent())
		} else {
			merge(combined.Region(1).Front(), nextElse)
		}
	}
	res := combined.Results()
	rw.ReplaceOp(prev, res[:prev.NumResults()])
	replaceOp(rw, next, res[len(res)-next.NumResults():])
	return nil
}

// combineNestedIfs turns an scf.if whose then block holds only another scf.if into one
// scf.if on the conjunction of both conditions (MLIR's CombineNestedIfs). Each else may only
// yield; a result of the inner if must be yielded by both elses, and any other value the
// outer then yields (defined outside) becomes a select on the outer condition. New ops take
// the outer if's location, the then yield the inner then yield's.
func combineNestedIfs(op *ir.Operation, rw *rewrite.Rewriter) error {
	thenB := op.Region(0).Front()
	nested := thenB.First()
	if thenB.Len() != 2 || nested.Name() != "scf.if" {
		return rewrite.ErrNoMatch
	}
	hasElse := !op.Region(1).Empty()
	if hasElse && op.Region(1).Front().Len() != 1 ||
		!nested.Region(1).Empty() && nested.Region(1).Front().Len() != 1 {
		return rewrite.ErrNoMatch
	}
	thenYield := append([]*ir.Value(nil), thenB.Last().Operands()...)
	var elseYield []*ir.Value
	if hasElse {
		elseYield = op.Region(1).Front().Last().Operands()
	}
	var toSelect []int
	for i, v := range thenYield {
		if v.DefiningOp() == nested {
			if nested.Region(1).Front().Last().Operand(v.Index()) != elseYield[i] {
				return rewrite.ErrNoMatch
			}
			thenYield[i] = nested.Region(0).Front().Last().Operand(v.Index())
			continue
		}
		if valueRegion(v) == op.Region(0) {
			return rewrite.ErrNoMatch
		}
		toSelect = append(toSelect, i)
	}
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	cond := rw.Create(&ir.OperationState{Name: "arith.andi", Loc: loc,
		Operands: []*ir.Value{op.Operand(0), nested.Operand(0)}, Types: []ir.Type{rw.Ctx.I1()}}).Result(0)
	st := &ir.OperationState{Name: "scf.if", Loc: loc, Operands: []*ir.Value{cond}, Types: op.ResultTypes()}
	newThen := ir.NewBlock(nil, nil)
	st.AddRegion().Append(newThen)
	st.AddRegion()
	combined := rw.Create(st)
	results := append([]*ir.Value(nil), combined.Results()...)
	rw.SetInsertionPoint(combined)
	for _, i := range toSelect {
		results[i] = rw.Create(&ir.OperationState{Name: "arith.select", Loc: loc,
			Operands: []*ir.Value{op.Operand(0), thenYield[i], elseYield[i]}, Types: []ir.Type{thenYield[i].Type()}}).Result(0)
	}
	mergeBlocks(rw, nested.Region(0).Front(), newThen, nil)
	newYield(rw, newThen.Last(), thenYield)
	if len(elseYield) > 0 {
		newElse := ir.NewBlock(nil, nil)
		combined.Region(1).Append(newElse)
		rw.SetInsertionPointToEnd(newElse)
		rw.Create(&ir.OperationState{Name: "scf.yield", Loc: loc, Operands: elseYield})
	}
	rw.ReplaceOp(op, results)
	return nil
}

func ifPatterns(add ir.PatternAdder) {
	add(newPattern("scf.if", 1, combineIfs).WithLabel("(anonymous namespace)::CombineIfs"))
	add(newPattern("scf.if", 1, combineNestedIfs).WithLabel("(anonymous namespace)::CombineNestedIfs"))
	// ConditionPropagation: uses of the condition inside a branch see a constant.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		cond := op.Operand(0)
		if isConstant(cond) {
			return rewrite.ErrNoMatch
		}
		var t, f *ir.Value
		changed := false
		for _, use := range cond.Uses() {
			r := use.Owner().ParentRegion()
			switch {
			case regionContains(op.Region(0), r):
				if t == nil {
					t = boolConstant(rw, op.Loc(), true)
				}
				rw.ModifyInPlace(use.Owner(), func() { use.Set(t) })
				changed = true
			case regionContains(op.Region(1), r):
				if f == nil {
					f = boolConstant(rw, op.Loc(), false)
				}
				rw.ModifyInPlace(use.Owner(), func() { use.Set(f) })
				changed = true
			}
		}
		if !changed {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::ConditionPropagation"))
	// ConvertTrivialIfToSelect: yielded values defined outside become selects.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if op.NumResults() == 0 {
			return rewrite.ErrNoMatch
		}
		cond := op.Operand(0)
		thenY, elseY := op.Region(0).Front().Last(), op.Region(1).Front().Last()
		tv, fv := thenY.Operands(), elseY.Operands()
		var kept []ir.Type
		for i := range tv {
			if valueRegion(tv[i]) == op.Region(0) || valueRegion(fv[i]) == op.Region(1) {
				kept = append(kept, tv[i].Type())
			}
		}
		if len(kept) == op.NumResults() {
			return rewrite.ErrNoMatch
		}
		thenR, elseR := op.Region(0), op.Region(1)
		repl := newIf(rw, op, cond, kept, thenR, elseR, nil)
		results := make([]*ir.Value, op.NumResults())
		var ty, fy []*ir.Value
		rw.SetInsertionPoint(repl)
		for i := range tv {
			switch {
			case valueRegion(tv[i]) == repl.Region(0) || valueRegion(fv[i]) == repl.Region(1):
				results[i] = repl.Result(len(ty))
				ty, fy = append(ty, tv[i]), append(fy, fv[i])
			case tv[i] == fv[i]:
				results[i] = tv[i]
			default:
				results[i] = rw.Create(&ir.OperationState{Name: "arith.select", Loc: op.Loc(),
					Operands: []*ir.Value{cond, tv[i], fv[i]}, Types: []ir.Type{tv[i].Type()}}).Result(0)
			}
		}
		newYield(rw, thenY, ty)
		newYield(rw, elseY, fy)
		rw.ReplaceOp(op, results)
		return nil
	}).WithLabel("(anonymous namespace)::ConvertTrivialIfToSelect"))
	// RemoveEmptyElseBranch: an else holding only its yield goes.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if op.NumResults() > 0 || op.Region(1).Empty() || op.Region(1).Front().Len() != 1 {
			return rewrite.ErrNoMatch
		}
		newIf(rw, op, op.Operand(0), nil, op.Region(0), ir.NewRegion(), op.Attrs())
		replaceOp(rw, op, nil)
		return nil
	}).WithLabel("(anonymous namespace)::RemoveEmptyElseBranch"))
	// RemoveStaticCondition: a constant condition selects a branch.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		c, ok := constI1(op.Operand(0))
		switch {
		case !ok:
			return rewrite.ErrNoMatch
		case c:
			replaceOpWithRegion(rw, op, op.Region(0), nil)
		case !op.Region(1).Empty():
			replaceOpWithRegion(rw, op, op.Region(1), nil)
		default:
			replaceOp(rw, op, nil)
		}
		return nil
	}).WithLabel("(anonymous namespace)::RemoveStaticCondition"))
	// RemoveUnusedResults: results without uses are no longer yielded.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		var used []int
		var ts []ir.Type
		for i, r := range op.Results() {
			if r.HasUses() {
				used = append(used, i)
				ts = append(ts, r.Type())
			}
		}
		if len(used) == op.NumResults() {
			return rewrite.ErrNoMatch
		}
		thenY, elseY := op.Region(0).Front().Last(), op.Region(1).Front().Last()
		repl := newIf(rw, op, op.Operand(0), ts, op.Region(0), op.Region(1), nil)
		for _, y := range []*ir.Operation{thenY, elseY} {
			vals := make([]*ir.Value, len(used))
			for j, i := range used {
				vals[j] = y.Operand(i)
			}
			rw.ModifyInPlace(y, func() { y.SetOperands(vals) })
		}
		results := make([]*ir.Value, op.NumResults())
		for j, i := range used {
			results[i] = repl.Result(j)
		}
		for i := range results {
			if results[i] == nil {
				results[i] = op.Result(i)
			}
		}
		rw.ReplaceOp(op, results)
		return nil
	}).WithLabel("(anonymous namespace)::RemoveUnusedResults"))
	// ReplaceIfYieldWithConditionOrValue: results that are the condition, its negation or
	// one value yielded by both branches are replaced by it.
	add(newPattern("scf.if", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if op.NumResults() == 0 {
			return rewrite.ErrNoMatch
		}
		ty, fy := op.Region(0).Front().Last(), op.Region(1).Front().Last()
		rw.SetInsertionPoint(op)
		changed := false
		for i, r := range op.Results() {
			tv, fv := ty.Operand(i), fy.Operand(i)
			if tv == fv {
				if r.HasUses() {
					rw.ReplaceAllUsesWith(r, tv)
					changed = true
				}
				continue
			}
			t, ok1 := constI1(tv)
			f, ok2 := constI1(fv)
			if !ok1 || !ok2 || !r.HasUses() {
				continue
			}
			switch {
			case !t && f:
				one := boolConstant(rw, op.Loc(), true)
				not := rw.Create(&ir.OperationState{Name: "arith.xori", Loc: op.Loc(),
					Operands: []*ir.Value{op.Operand(0), one}, Types: []ir.Type{rw.Ctx.I1()}}).Result(0)
				rw.ReplaceAllUsesWith(r, not)
				changed = true
			case t && !f:
				rw.ReplaceAllUsesWith(r, op.Operand(0))
				changed = true
			}
		}
		if !changed {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"))
}

func executeRegionPatterns(add ir.PatternAdder) {
	// SingleBlockExecuteInliner.
	add(newPattern("scf.execute_region", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if op.Attr("no_inline") != nil || len(op.Region(0).Blocks()) != 1 {
			return rewrite.ErrNoMatch
		}
		replaceOpWithRegion(rw, op, op.Region(0), nil)
		return nil
	}).WithLabel("SingleBlockExecuteInliner"))
	add(newPattern("scf.execute_region", 1, multiBlockExecuteInliner).WithLabel("MultiBlockExecuteInliner"))
	add(newPattern("scf.execute_region", 1, executeRegionDropResults).WithLabel("ExecuteRegionDropResults"))
}

// executeRegionDropResults removes the results of an execute_region that are unused or that
// every scf.yield of its region gives the same value defined outside it (the uses of those
// take the value), as mlir-opt-22's canonicalizer does.
func executeRegionDropResults(op *ir.Operation, rw *rewrite.Rewriter) error {
	var yields []*ir.Operation
	for _, b := range op.Region(0).Blocks() {
		if y := b.Last(); y != nil && y.Name() == "scf.yield" {
			yields = append(yields, y)
		}
	}
	vals := make([]*ir.Value, op.NumResults())
	var keep []int
	var types []ir.Type
	for i, res := range op.Results() {
		if !res.HasUses() {
			continue
		}
		if v := commonYielded(yields, i); v != nil && definedOutside(op, v) {
			vals[i] = v
			continue
		}
		keep = append(keep, i)
		types = append(types, res.Type())
	}
	if len(keep) == op.NumResults() {
		return rewrite.ErrNoMatch
	}
	st := &ir.OperationState{Name: op.Name(), Loc: op.Loc(), Types: types, Attrs: op.AllAttrs()}
	st.AddRegion().TakeBody(op.Region(0))
	rw.SetInsertionPoint(op)
	nop := rw.Create(st)
	for j, i := range keep {
		vals[i] = nop.Result(j)
	}
	for _, y := range yields {
		kept := make([]*ir.Value, len(keep))
		for j, i := range keep {
			kept[j] = y.Operand(i)
		}
		newYield(rw, y, kept)
	}
	rw.ReplaceOp(op, vals)
	return nil
}

// commonYielded returns operand i of the yields when they all have the same one, else nil.
func commonYielded(yields []*ir.Operation, i int) *ir.Value {
	if len(yields) == 0 {
		return nil
	}
	v := yields[0].Operand(i)
	for _, y := range yields[1:] {
		if y.Operand(i) != v {
			return nil
		}
	}
	return v
}

// multiBlockExecuteInliner is MLIR's MultiBlockExecuteInliner: an execute_region directly in
// a function or in another execute_region has its blocks inlined into the parent region. The
// block holding the op is split at it and branches to the region's entry; each scf.yield
// becomes a branch to the continuation, whose new arguments replace the results.
func multiBlockExecuteInliner(op *ir.Operation, rw *rewrite.Rewriter) error {
	parent := op.ParentOp()
	if op.Attr("no_inline") != nil || parent == nil ||
		!parent.HasTrait(ir.FunctionLike) && parent.Name() != "scf.execute_region" {
		return rewrite.ErrNoMatch
	}
	prev := op.Block()
	r := prev.Parent()
	post := ir.NewBlock(nil, nil)
	r.InsertBlock(r.BlockIndex(prev)+1, post)
	moveOpsFrom(rw, op, post)
	rw.SetInsertionPointToEnd(prev)
	body := op.Region(0)
	entry := body.Front()
	rw.Create(&ir.OperationState{Name: "cf.br", Loc: op.Loc(), Successors: []*ir.Block{entry}})
	for _, b := range body.Blocks() {
		if y := b.Last(); y != nil && y.Name() == "scf.yield" {
			rw.SetInsertionPoint(y)
			rw.Create(&ir.OperationState{Name: "cf.br", Loc: y.Loc(), Operands: y.Operands(), Successors: []*ir.Block{post}})
			rw.EraseOp(y)
		}
	}
	for _, b := range append([]*ir.Block(nil), body.Blocks()...) {
		body.RemoveBlock(b)
		r.InsertBlock(r.BlockIndex(post), b)
	}
	args := make([]*ir.Value, op.NumResults())
	for i, res := range op.Results() {
		args[i] = post.AddArgument(res.Type(), op.Loc())
	}
	rw.ReplaceOp(op, args)
	return nil
}

// moveOpsFrom moves op and the ops after it in its block into the empty block dest, telling
// the listener, as RewriterBase::splitBlock does: one by one from the last, each to the
// front of dest.
func moveOpsFrom(rw *rewrite.Rewriter, op *ir.Operation, dest *ir.Block) {
	last := op.Block().Last()
	for {
		o := last
		last = o.Prev()
		if front := dest.First(); front != nil {
			o.MoveBefore(front)
		} else {
			o.Remove()
			dest.Append(o)
		}
		if rw.Listener != nil {
			rw.Listener.OpInserted(o)
		}
		if o == op {
			return
		}
	}
}

// constDiff returns ub - lb when both are integer constants, or when ub is lb + c.
func constDiff(lb, ub *ir.Value) (int64, bool) {
	l, ok1 := ConstantIntValue(lb)
	u, ok2 := ConstantIntValue(ub)
	if ok1 && ok2 {
		return wrap(u-l, lb.Type()), true
	}
	add := ub.DefiningOp()
	if add == nil || add.Name() != "arith.addi" {
		return 0, false
	}
	if c, ok := ConstantIntValue(add.Operand(1)); ok && add.Operand(0) == lb {
		return c, true
	}
	if c, ok := ConstantIntValue(add.Operand(0)); ok && add.Operand(1) == lb {
		return c, true
	}
	return 0, false
}

// noIterations reports whether a scf.for from lb to ub, whose bounds differ by diff (wrapped
// to their width), runs zero times as mlir-opt-22 decides it: constant bounds in the wrong
// order, or a difference that is not positive (zero when the comparison is unsigned).
func noIterations(lb, ub *ir.Value, diff int64, unsigned bool) bool {
	l, ok1 := ConstantIntValue(lb)
	u, ok2 := ConstantIntValue(ub)
	t := lb.Type()
	if unsigned {
		return ok1 && ok2 && asUnsigned(l, t) >= asUnsigned(u, t) || diff == 0
	}
	return ok1 && ok2 && wrap(l, t) >= wrap(u, t) || diff <= 0
}

// asUnsigned reinterprets v as an unsigned integer of the width of t (index is 64 bits).
func asUnsigned(v int64, t ir.Type) uint64 {
	if it, ok := t.(*ir.IntegerType); ok && it.Width < 64 {
		return uint64(v) & (1<<it.Width - 1)
	}
	return uint64(v)
}

// wrap sign-extends v from the width of the integer type t (index is 64 bits).
func wrap(v int64, t ir.Type) int64 {
	if it, ok := t.(*ir.IntegerType); ok && it.Width < 64 {
		return ir.SignExtend(uint64(v), it.Width)
	}
	return v
}

// definedOutside reports whether v is defined outside op's regions.
func definedOutside(op *ir.Operation, v *ir.Value) bool {
	r := valueRegion(v)
	for _, own := range op.Regions() {
		if regionContains(own, r) {
			return false
		}
	}
	return true
}

func forPatterns(add ir.PatternAdder) {
	// SimplifyTrivialLoops: loops known to run zero or one time, and empty loops yielding
	// values from outside.
	add(newPattern("scf.for", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
		inits := op.Operands()[3:]
		unsigned := op.Attr("unsignedCmp") != nil
		if lb == ub || stepRunsNothing(step) {
			replaceOp(rw, op, inits)
			return nil
		}
		diff, ok := constDiff(lb, ub)
		if !ok {
			return rewrite.ErrNoMatch
		}
		if noIterations(lb, ub, diff, unsigned) {
			replaceOp(rw, op, inits)
			return nil
		}
		s, ok := ConstantIntValue(step)
		if !ok {
			return rewrite.ErrNoMatch
		}
		s = wrap(s, step.Type())
		if !unsigned && s >= diff || unsigned && asUnsigned(s, lb.Type()) >= asUnsigned(diff, lb.Type()) {
			replaceOpWithRegion(rw, op, op.Region(0), append([]*ir.Value{lb}, inits...))
			return nil
		}
		body := op.Region(0).Front()
		if body.Len() != 1 {
			return rewrite.ErrNoMatch
		}
		yielded := body.Last().Operands()
		for _, v := range yielded {
			if !definedOutside(op, v) {
				return rewrite.ErrNoMatch
			}
		}
		replaceOp(rw, op, yielded)
		return nil
	}).WithLabel("(anonymous namespace)::SimplifyTrivialLoops"))
	// ForOpIterArgsFolder, tried after SimplifyTrivialLoops as mlir-opt-22 does: iter_args that
	// are forwarded or unused are dropped, and one that always has the same init and yielded
	// values as an earlier kept one is merged into it.
	add(newPattern("scf.for", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		body := op.Region(0).Front()
		y := body.Last()
		inits := op.Operands()[3:]
		iterArgs := body.Arguments()[1:]
		if y.NumOperands() != len(inits) {
			return rewrite.ErrNoMatch
		}
		keep := make([]bool, len(inits))
		any := false
		var newInits []*ir.Value
		kept := map[[2]*ir.Value]int{}
		for i := range inits {
			// The yielded value is read afresh: merging an earlier argument may have
			// replaced it.
			yielded := y.Operands()[i]
			forwarded := iterArgs[i] == yielded || inits[i] == yielded ||
				(!iterArgs[i].HasUses() && !op.Result(i).HasUses())
			if forwarded {
				any = true
				continue
			}
			if j, ok := kept[[2]*ir.Value{inits[i], yielded}]; ok {
				any = true
				rw.ReplaceAllUsesWith(iterArgs[i], iterArgs[j])
				rw.ReplaceAllUsesWith(op.Result(i), op.Result(j))
				continue
			}
			kept[[2]*ir.Value{inits[i], yielded}] = i
			keep[i] = true
			newInits = append(newInits, inits[i])
		}
		if !any {
			return rewrite.ErrNoMatch
		}
		types := []ir.Type{body.Argument(0).Type()}
		locs := []ir.Location{body.Argument(0).Loc}
		for i, v := range inits {
			if keep[i] {
				types = append(types, v.Type())
				locs = append(locs, iterArgs[i].Loc)
			}
		}
		st := &ir.OperationState{Name: "scf.for", Loc: op.Loc(),
			Operands: append(append([]*ir.Value(nil), op.Operands()[:3]...), newInits...),
			Attrs:    op.AllAttrs()}
		for _, v := range newInits {
			st.Types = append(st.Types, v.Type())
		}
		nb := ir.NewBlock(types, locs)
		st.AddRegion().Append(nb)
		nf := rw.Create(st)
		transfer := []*ir.Value{nb.Argument(0)}
		results := make([]*ir.Value, len(inits))
		k := 0
		for i := range inits {
			if keep[i] {
				transfer = append(transfer, nb.Argument(1+k))
				results[i] = nf.Result(k)
				k++
			} else {
				transfer = append(transfer, inits[i])
				results[i] = inits[i]
			}
		}
		for i, a := range body.Arguments() {
			rw.ReplaceAllUsesWith(a, transfer[i])
		}
		moveOpsToEnd(rw, body, nb)
		var filtered []*ir.Value
		for i, v := range y.Operands() {
			if keep[i] {
				filtered = append(filtered, v)
			}
		}
		newYield(rw, y, filtered)
		rw.ReplaceOp(op, results)
		return nil
	}).WithLabel("(anonymous namespace)::ForOpIterArgsFolder"))
}

func parallelPatterns(add ir.PatternAdder) {
	add(newPattern("scf.parallel", 1, parallelSingleOrZeroIterationDims).WithLabel("(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"))
	add(newPattern("scf.parallel", 1, mergeNestedParallels).WithLabel("(anonymous namespace)::MergeNestedParallelLoops"))
}

// tripCount is MLIR's constantTripCount for one loop dimension with bounds given as values,
// or as static integers where the value is nil.
func tripCount(lbV, ubV, stepV *ir.Value, lbS, ubS, stepS int64) (int64, bool) {
	if lbV != nil && lbV == ubV || lbV == nil && ubV == nil && lbS == ubS {
		return 0, true
	}
	l, ok1 := constantIndex(lbS, lbV)
	u, ok2 := constantIndex(ubS, ubV)
	s, ok3 := constantIndex(stepS, stepV)
	if !ok1 || !ok2 || !ok3 || s <= 0 {
		return 0, false
	}
	if u <= l {
		return 0, true
	}
	return (u - l + s - 1) / s, true
}

// forallControlOperandsFolder is MLIR's ForallOpControlOperandsFolder: dynamic bounds and
// steps that are constants become static ones.
func forallControlOperandsFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	lbs, ubs, steps, outs := forallParts(op)
	changed := false
	fold := func(name string, dyn []*ir.Value) ([]*ir.Value, []int64) {
		static := append([]int64(nil), int64s(op, name)...)
		var kept []*ir.Value
		k := 0
		for i, v := range static {
			if v != dynamicIndex || k >= len(dyn) {
				continue
			}
			d := dyn[k]
			k++
			if c, ok := ConstantIntValue(d); ok {
				static[i] = c
				changed = true
				continue
			}
			kept = append(kept, d)
		}
		return kept, static
	}
	dl, sl := fold("staticLowerBound", lbs)
	du, su := fold("staticUpperBound", ubs)
	ds, ss := fold("staticStep", steps)
	if !changed {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	rw.ModifyInPlace(op, func() {
		op.SetOperands(append(append(append(append([]*ir.Value(nil), dl...), du...), ds...), outs...))
		op.SetAttr("staticLowerBound", ctx.DenseI64ArrayAttr(sl))
		op.SetAttr("staticUpperBound", ctx.DenseI64ArrayAttr(su))
		op.SetAttr("staticStep", ctx.DenseI64ArrayAttr(ss))
		op.SetAttr("operandSegmentSizes", ctx.DenseI32ArrayAttr([]int32{int32(len(dl)), int32(len(du)), int32(len(ds)), int32(len(outs))}))
	})
	return nil
}

// ForallOpSingleOrZeroIterationDimsFolder: a forall with a dimension of no iteration is
// replaced by its outputs; dimensions of one iteration are dropped, their induction
// variable replaced by the lower bound, and a forall left without dimensions is inlined.
func forallPatterns(add ir.PatternAdder) {
	add(newPattern("scf.forall", 1, forallControlOperandsFolder).WithLabel("(anonymous namespace)::ForallOpControlOperandsFolder"))
	add(newPattern("scf.forall", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if m, ok := op.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
			return rewrite.ErrNoMatch
		}
		lbs, ubs, steps, outs := forallParts(op)
		sl, su, ss := int64s(op, "staticLowerBound"), int64s(op, "staticUpperBound"), int64s(op, "staticStep")
		body := op.Region(0).Front()
		if len(sl) != len(su) || len(sl) != len(ss) || body.NumArguments() < len(sl) {
			return rewrite.ErrNoMatch
		}
		var li, ui, si int
		next := func(static int64, vs []*ir.Value, i *int) *ir.Value {
			if static != dynamicIndex || *i >= len(vs) {
				return nil
			}
			*i++
			return vs[*i-1]
		}
		type dim struct {
			lb, ub, step    *ir.Value
			lbS, ubS, stepS int64
		}
		var keep []dim
		repl := map[int]*ir.Value{}
		for d := range sl {
			x := dim{next(sl[d], lbs, &li), next(su[d], ubs, &ui), next(ss[d], steps, &si), sl[d], su[d], ss[d]}
			n, ok := tripCount(x.lb, x.ub, x.step, x.lbS, x.ubS, x.stepS)
			switch {
			case ok && n == 0:
				replaceOp(rw, op, outs)
				return nil
			case ok && n == 1:
				v := x.lb
				if v == nil {
					v = rw.Create(&ir.OperationState{Name: "arith.constant", Loc: op.Loc(), Types: []ir.Type{rw.Ctx.IndexType()},
						Attrs: []ir.NamedAttribute{{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.IndexType(), x.lbS)}}}).Result(0)
				}
				repl[d] = v
			default:
				keep = append(keep, x)
			}
		}
		if len(repl) == 0 || (len(keep) == 0 && len(outs) > 0) {
			return rewrite.ErrNoMatch
		}
		for d := len(sl) - 1; d >= 0; d-- {
			if v, ok := repl[d]; ok {
				rw.ReplaceAllUsesWith(body.Argument(d), v)
			}
		}
		if len(keep) == 0 {
			term := body.Last()
			for o := body.First(); o != nil && o != term; {
				nextOp := o.Next()
				rw.MoveBefore(o, op)
				o = nextOp
			}
			replaceOp(rw, op, nil)
			return nil
		}
		for d := len(sl) - 1; d >= 0; d-- {
			if _, ok := repl[d]; ok {
				body.EraseArgument(d)
			}
		}
		var dl, du, ds []*ir.Value
		var nl, nu, ns []int64
		for _, x := range keep {
			nl, nu, ns = append(nl, x.lbS), append(nu, x.ubS), append(ns, x.stepS)
			for _, p := range []struct {
				v   *ir.Value
				dst *[]*ir.Value
			}{{x.lb, &dl}, {x.ub, &du}, {x.step, &ds}} {
				if p.v != nil {
					*p.dst = append(*p.dst, p.v)
				}
			}
		}
		operands := append(append(append(append([]*ir.Value(nil), dl...), du...), ds...), outs...)
		st := &ir.OperationState{Name: "scf.forall", Loc: op.Loc(), Operands: operands, Types: op.ResultTypes()}
		st.AddAttr("staticLowerBound", rw.Ctx.DenseI64ArrayAttr(nl))
		st.AddAttr("staticUpperBound", rw.Ctx.DenseI64ArrayAttr(nu))
		st.AddAttr("staticStep", rw.Ctx.DenseI64ArrayAttr(ns))
		st.AddAttr("operandSegmentSizes", rw.Ctx.DenseI32ArrayAttr([]int32{int32(len(dl)), int32(len(du)), int32(len(ds)), int32(len(outs))}))
		st.AddRegion().TakeBody(op.Region(0))
		nf := rw.Create(st)
		rw.ReplaceOp(op, nf.Results())
		return nil
	}).WithLabel("(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder"))
}

// mergeBlocks replaces the arguments of src by args, moves its ops to the end of dest and
// removes src from its region.
func mergeBlocks(rw *rewrite.Rewriter, src, dest *ir.Block, args []*ir.Value) {
	for i, a := range src.Arguments() {
		if args[i] != nil {
			rw.ReplaceAllUsesWith(a, args[i])
		}
	}
	moveOpsToEnd(rw, src, dest)
	if src.Parent() != nil {
		src.Parent().RemoveBlock(src)
	}
}

// replaceTerminator replaces term by a new op called name with operands, created before it.
func replaceTerminator(rw *rewrite.Rewriter, term *ir.Operation, name string, operands []*ir.Value) {
	rw.SetInsertionPoint(term)
	rw.Create(&ir.OperationState{Name: name, Loc: term.Loc(), Operands: operands})
	rw.EraseOp(term)
}

// replaceResults replaces op by vals, where a nil entry stands for an unused result.
func replaceResults(rw *rewrite.Rewriter, op *ir.Operation, vals []*ir.Value) {
	for i := range vals {
		if vals[i] == nil {
			vals[i] = op.Result(i)
		}
	}
	rw.ReplaceOp(op, vals)
}

// createWhile creates an scf.while before op with the given results and inits; before and
// after are its regions' blocks, new (with argument types) or taken from op.
func createWhile(rw *rewrite.Rewriter, op *ir.Operation, results []ir.Type, inits []*ir.Value, before, after *ir.Block) *ir.Operation {
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Name: "scf.while", Loc: op.Loc(), Operands: inits, Types: results}
	for _, b := range []*ir.Block{before, after} {
		r := st.AddRegion()
		if b.Parent() != nil {
			b.Parent().RemoveBlock(b)
		}
		r.Append(b)
	}
	return rw.Create(st)
}

// argLocs returns the locations of b's arguments at the indices idx, or of all of them when
// idx is nil: the blocks patterns rebuild keep the locations of the arguments they replace.
func argLocs(b *ir.Block, idx []int) []ir.Location {
	if idx == nil {
		locs := make([]ir.Location, b.NumArguments())
		for i, a := range b.Arguments() {
			locs[i] = a.Loc
		}
		return locs
	}
	locs := make([]ir.Location, len(idx))
	for j, i := range idx {
		locs[j] = b.Argument(i).Loc
	}
	return locs
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// invertedPredicate is arith's invertPredicate on cmpi predicate numbers.
var invertedPredicate = map[int64]int64{0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}

func whilePatterns(add ir.PatternAdder) {
	parts := func(op *ir.Operation) (before, after *ir.Block, cond, yield *ir.Operation) {
		before, after = op.Region(0).Front(), op.Region(1).Front()
		return before, after, before.Last(), after.Last()
	}
	// WhileConditionTruth: after-arguments forwarding the condition are true. It goes first:
	// mlir-opt-22's results show it applied before the invariant-argument patterns.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		_, after, cond, _ := parts(op)
		var t *ir.Value
		replaced := false
		for i, c := range cond.Operands()[1:] {
			if c != cond.Operand(0) || i >= after.NumArguments() || !after.Argument(i).HasUses() {
				continue
			}
			if t == nil {
				t = boolConstant(rw, op.Loc(), true)
			}
			rw.ReplaceAllUsesWith(after.Argument(i), t)
			replaced = true
		}
		if !replaced {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::WhileConditionTruth"))
	// RemoveLoopInvariantArgsFromBeforeBlock.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		before, after, cond, yield := parts(op)
		condArgs, yieldArgs, inits := cond.Operands()[1:], yield.Operands(), op.Operands()
		invariant := func(i int) bool {
			if i >= len(yieldArgs) {
				return false
			}
			y := yieldArgs[i]
			if y == inits[i] {
				return true
			}
			if y.IsBlockArgument() && y.OwnerBlock() == after && y.Index() < len(condArgs) {
				c := condArgs[y.Index()]
				return c == before.Argument(i) || c == inits[i]
			}
			return false
		}
		found := false
		for i := range inits {
			found = found || invariant(i)
		}
		if !found {
			return rewrite.ErrNoMatch
		}
		var newInits, newYields []*ir.Value
		replacement := make([]*ir.Value, len(inits))
		var keepIdx []int
		for i := range inits {
			if invariant(i) {
				replacement[i] = inits[i]
				continue
			}
			newInits, newYields = append(newInits, inits[i]), append(newYields, yieldArgs[i])
			keepIdx = append(keepIdx, i)
		}
		replaceTerminator(rw, yield, "scf.yield", newYields)
		nb := ir.NewBlock(valueTypes(newYields), argLocs(before, keepIdx))
		for j, i := range keepIdx {
			replacement[i] = nb.Argument(j)
		}
		nw := createWhile(rw, op, op.ResultTypes(), newInits, nb, after)
		mergeBlocks(rw, before, nb, replacement)
		rw.ReplaceOp(op, nw.Results())
		return nil
	}).WithLabel("(anonymous namespace)::RemoveLoopInvariantArgsFromBeforeBlock"))
	// RemoveLoopInvariantValueYielded, as mlir-opt-22 applies it: a value the condition
	// forwards from outside the before region replaces the uses of its result and of its
	// after-region argument, the loop keeping both; WhileUnusedResult drops them once the loop
	// is visited again (in the same sweep only when a use inside the loop was replaced).
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		before, after, cond, _ := parts(op)
		replaced := false
		for i, c := range cond.Operands()[1:] {
			if c.ParentBlock() == before {
				continue
			}
			for _, v := range []*ir.Value{after.Argument(i), op.Result(i)} {
				if v.HasUses() {
					rw.ReplaceAllUsesWith(v, c)
					replaced = true
				}
			}
		}
		if !replaced {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::RemoveLoopInvariantValueYielded"))
	// WhileCmpCond: comparisons in the after region repeating the condition are constant.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		_, after, cond, _ := parts(op)
		cmp := cond.Operand(0).DefiningOp()
		if cmp == nil || cmp.Name() != "arith.cmpi" {
			return rewrite.ErrNoMatch
		}
		pred, _ := cmp.Attr("predicate").(*ir.IntegerAttr)
		changed := false
		for i, c := range cond.Operands()[1:] {
			if i >= after.NumArguments() {
				break
			}
			for idx := 0; idx < 2; idx++ {
				if c != cmp.Operand(idx) {
					continue
				}
				for _, u := range after.Argument(i).Uses() {
					cmp2 := u.Owner()
					if cmp2.Name() != "arith.cmpi" || cmp2.Operand(1-idx) != cmp.Operand(1-idx) {
						continue
					}
					p2, _ := cmp2.Attr("predicate").(*ir.IntegerAttr)
					if pred == nil || p2 == nil {
						continue
					}
					var same bool
					switch {
					case p2.Value == pred.Value:
						same = true
					case p2.Value == invertedPredicate[pred.Value]:
						same = false
					default:
						continue
					}
					rw.SetInsertionPoint(cmp2)
					rw.ReplaceOp(cmp2, []*ir.Value{boolConstant(rw, cmp2.Loc(), same)})
					changed = true
				}
			}
		}
		if !changed {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("(anonymous namespace)::WhileCmpCond"))
	// WhileUnusedResult: results unused inside and outside are dropped.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		_, after, cond, _ := parts(op)
		condArgs := cond.Operands()[1:]
		var keep []int
		for i, r := range op.Results() {
			if r.HasUses() || (i < after.NumArguments() && after.Argument(i).HasUses()) {
				keep = append(keep, i)
			}
		}
		if len(keep) == op.NumResults() {
			return rewrite.ErrNoMatch
		}
		var args []*ir.Value
		var ts []ir.Type
		for _, i := range keep {
			args = append(args, condArgs[i])
			ts = append(ts, op.Result(i).Type())
		}
		replaceTerminator(rw, cond, "scf.condition", append([]*ir.Value{cond.Operand(0)}, args...))
		nb := ir.NewBlock(ts, argLocs(after, keep))
		nw := createWhile(rw, op, ts, op.Operands(), op.Region(0).Front(), nb)
		results := make([]*ir.Value, op.NumResults())
		afterArgs := make([]*ir.Value, op.NumResults())
		for j, i := range keep {
			results[i], afterArgs[i] = nw.Result(j), nb.Argument(j)
		}
		mergeBlocks(rw, after, nb, afterArgs)
		replaceResults(rw, op, results)
		return nil
	}).WithLabel("(anonymous namespace)::WhileUnusedResult"))
	// WhileRemoveDuplicatedResults.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		before, after, cond, _ := parts(op)
		condArgs := cond.Operands()[1:]
		pos := map[*ir.Value]int{}
		var uniq []*ir.Value
		var first []int
		for i, c := range condArgs {
			if _, ok := pos[c]; !ok {
				pos[c] = len(uniq)
				uniq = append(uniq, c)
				first = append(first, i)
			}
		}
		if len(uniq) == len(condArgs) {
			return rewrite.ErrNoMatch
		}
		nbBefore := ir.NewBlock(valueTypes(before.Arguments()), argLocs(before, nil))
		nbAfter := ir.NewBlock(valueTypes(uniq), argLocs(after, first))
		nw := createWhile(rw, op, valueTypes(uniq), op.Operands(), nbBefore, nbAfter)
		afterArgs := make([]*ir.Value, len(condArgs))
		results := make([]*ir.Value, len(condArgs))
		for i, c := range condArgs {
			afterArgs[i], results[i] = nbAfter.Argument(pos[c]), nw.Result(pos[c])
		}
		replaceTerminator(rw, cond, "scf.condition", append([]*ir.Value{cond.Operand(0)}, uniq...))
		mergeBlocks(rw, before, nbBefore, nbBefore.Arguments())
		mergeBlocks(rw, after, nbAfter, afterArgs)
		rw.ReplaceOp(op, results)
		return nil
	}).WithLabel("(anonymous namespace)::WhileRemoveDuplicatedResults"))
	// WhileRemoveUnusedArgs: before-arguments without uses are dropped.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		before, after, _, yield := parts(op)
		var newYields, newInits []*ir.Value
		unused := false
		for i, a := range before.Arguments() {
			if !a.HasUses() {
				unused = true
				continue
			}
			newYields = append(newYields, yield.Operand(i))
			newInits = append(newInits, op.Operand(i))
		}
		if !unused {
			return rewrite.ErrNoMatch
		}
		for i := before.NumArguments() - 1; i >= 0; i-- {
			if !before.Argument(i).HasUses() {
				before.EraseArgument(i)
			}
		}
		nbBefore := ir.NewBlock(valueTypes(newInits), argLocs(before, nil))
		nbAfter := ir.NewBlock(op.ResultTypes(), argLocs(after, nil))
		nw := createWhile(rw, op, op.ResultTypes(), newInits, nbBefore, nbAfter)
		replaceTerminator(rw, yield, "scf.yield", newYields)
		mergeBlocks(rw, before, nbBefore, nbBefore.Arguments())
		mergeBlocks(rw, after, nbAfter, nbAfter.Arguments())
		rw.ReplaceOp(op, nw.Results())
		return nil
	}).WithLabel("(anonymous namespace)::WhileRemoveUnusedArgs"))
	// WhileOpAlignBeforeArgs: forwarded before-arguments are passed in their own order.
	add(newPattern("scf.while", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		before, after, cond, _ := parts(op)
		beforeArgs, condArgs := before.Arguments(), cond.Operands()[1:]
		if len(beforeArgs) != len(condArgs) {
			return rewrite.ErrNoMatch
		}
		same := true
		seen := map[*ir.Value]bool{}
		for i := range beforeArgs {
			same = same && beforeArgs[i] == condArgs[i]
			if seen[condArgs[i]] {
				return rewrite.ErrNoMatch
			}
			seen[condArgs[i]] = true
		}
		if same {
			return rewrite.ErrNoMatch
		}
		// mapping[j] = i where condArgs[j] == beforeArgs[i].
		mapping := make([]int, len(condArgs))
		for i, a := range beforeArgs {
			j := -1
			for k, c := range condArgs {
				if c == a {
					j = k
					break
				}
			}
			if j < 0 {
				return rewrite.ErrNoMatch
			}
			mapping[j] = i
		}
		replaceTerminator(rw, cond, "scf.condition", append([]*ir.Value{cond.Operand(0)}, beforeArgs...))
		ts := make([]ir.Type, len(beforeArgs))
		for j, i := range mapping {
			ts[i] = op.Result(j).Type()
		}
		// As mlir-opt-22: the before arguments at the initial values' locations, the after
		// arguments at the loop's.
		beforeLocs := make([]ir.Location, op.NumOperands())
		for i, v := range op.Operands() {
			beforeLocs[i] = v.Location()
		}
		afterLocs := make([]ir.Location, len(ts))
		for i := range afterLocs {
			afterLocs[i] = op.Loc()
		}
		nbBefore := ir.NewBlock(valueTypes(op.Operands()), beforeLocs)
		nbAfter := ir.NewBlock(ts, afterLocs)
		nw := createWhile(rw, op, ts, op.Operands(), nbBefore, nbAfter)
		results := make([]*ir.Value, len(beforeArgs))
		afterArgs := make([]*ir.Value, len(beforeArgs))
		for j, i := range mapping {
			results[j], afterArgs[j] = nw.Result(i), nbAfter.Argument(i)
		}
		mergeBlocks(rw, before, nbBefore, nbBefore.Arguments())
		mergeBlocks(rw, after, nbAfter, afterArgs)
		rw.ReplaceOp(op, results)
		return nil
	}).WithLabel("(anonymous namespace)::WhileOpAlignBeforeArgs"))
	add(newPattern("scf.while", 1, whileMoveIfDown).WithLabel("(anonymous namespace)::WhileMoveIfDown"))
	add(newPattern("scf.while", 1, whileSameValueArgs).WithLabel("WhileSameValueArgs"))
}

// whileMoveIfDown moves an scf.if that sits right before the scf.condition of a while's
// before region and tests the same condition into the after region (MLIR's WhileMoveIfDown);
// before-region values its then-branch uses become extra results of the loop.
func whileMoveIfDown(op *ir.Operation, rw *rewrite.Rewriter) error {
	before, after := op.Region(0).Front(), op.Region(1).Front()
	cond := before.Last()
	ifOp := cond.Prev()
	if ifOp == nil || ifOp.Name() != "scf.if" || ifOp.Operand(0) != cond.Operand(0) {
		return rewrite.ErrNoMatch
	}
	if els := ifOp.Region(1); !els.Empty() && els.Front().Len() > 1 {
		return rewrite.ErrNoMatch
	}
	thenY := ifOp.Region(0).Front().Last()
	for i, arg := range cond.Operands()[1:] {
		if arg.DefiningOp() != ifOp {
			continue
		}
		k := arg.Index()
		rw.ReplaceAllUsesWith(ifOp.Result(k), ifOp.Region(1).Front().Last().Operand(k))
		rw.ReplaceAllUsesWith(after.Argument(i), thenY.Operand(k))
	}
	var extra []*ir.Value
	seen := map[*ir.Value]bool{}
	thenR := ifOp.Region(0)
	for _, b := range thenR.Blocks() {
		for _, o := range b.Ops() {
			o.WalkPostOrder(func(n *ir.Operation) {
				for _, v := range n.Operands() {
					if valueRegion(v) == op.Region(0) && !seen[v] {
						seen[v] = true
						extra = append(extra, v)
					}
				}
			})
		}
	}
	ts := append(op.ResultTypes(), valueTypes(extra)...)
	nw := createWhile(rw, op, ts, op.Operands(), before, after)
	var newArgs []*ir.Value
	for _, v := range extra {
		newArgs = append(newArgs, after.AddArgument(v.Type(), op.Loc()))
	}
	rw.ModifyInPlace(cond, func() { cond.SetOperands(append(cond.Operands(), extra...)) })
	for i, v := range extra {
		for _, u := range v.Uses() {
			if regionContains(thenR, u.Owner().ParentRegion()) {
				rw.ModifyInPlace(u.Owner(), func() { u.Set(newArgs[i]) })
			}
		}
	}
	rw.EraseOp(thenY)
	if first := after.First(); first != nil {
		moveOpsBefore(rw, thenR.Front(), first)
	} else {
		moveOpsToEnd(rw, thenR.Front(), after)
	}
	rw.EraseOp(ifOp)
	rw.ReplaceOp(op, nw.Results()[:op.NumResults()])
	return nil
}

// foldConstantCase is MLIR's FoldConstantCase: an index_switch on a constant is replaced by
// the region the constant selects, inlined before it.
func foldConstantCase(op *ir.Operation, rw *rewrite.Rewriter) error {
	c, ok := ConstantIntValue(op.Operand(0))
	if !ok {
		return rewrite.ErrNoMatch
	}
	r := op.Region(0)
	if a, isArr := op.Attr("cases").(*ir.DenseArrayAttr); isArr {
		for i, v := range a.Int64s() {
			if v == c && i+1 < op.NumRegions() {
				r = op.Region(i + 1)
				break
			}
		}
	}
	b := r.Front()
	term := b.Last()
	results := term.Operands()
	moveOpsBefore(rw, b, op)
	rw.ReplaceOp(op, results)
	rw.EraseOp(term)
	return nil
}

// mergeDuplicateResults replaces a result by an earlier one that every region of op yields the
// same values for.
func mergeDuplicateResults(op *ir.Operation, rw *rewrite.Rewriter) error {
	var yields []*ir.Operation
	for _, r := range op.Regions() {
		if r.Empty() {
			return rewrite.ErrNoMatch
		}
		yields = append(yields, r.Front().Last())
	}
	changed := false
	for j, rj := range op.Results() {
		if !rj.HasUses() {
			continue
		}
		for i := 0; i < j; i++ {
			same := true
			for _, y := range yields {
				same = same && y.Operand(i) == y.Operand(j)
			}
			if same {
				rw.ReplaceAllUsesWith(rj, op.Result(i))
				changed = true
				break
			}
		}
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

func indexSwitchPatterns(add ir.PatternAdder) {
	add(newPattern("scf.index_switch", 1, foldConstantCase).WithLabel("FoldConstantCase"))
	add(newPattern("scf.index_switch", 1, mergeDuplicateResults).WithLabel("IndexSwitchDuplicateResults"))
	// Results every region yields the same value for, defined outside the switch, are that
	// value.
	add(newPattern("scf.index_switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		changed := false
		for i, r := range op.Results() {
			if !r.HasUses() {
				continue
			}
			v := op.Region(0).Front().Last().Operand(i)
			same := definedOutside(op, v)
			for _, reg := range op.Regions()[1:] {
				same = same && reg.Front().Last().Operand(i) == v
			}
			if same {
				rw.ReplaceAllUsesWith(r, v)
				changed = true
			}
		}
		if !changed {
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("IndexSwitchForwardedResults"))
	// Results without uses are no longer yielded.
	add(newPattern("scf.index_switch", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		var used []int
		var ts []ir.Type
		for i, r := range op.Results() {
			if r.HasUses() {
				used = append(used, i)
				ts = append(ts, r.Type())
			}
		}
		if len(used) == op.NumResults() {
			return rewrite.ErrNoMatch
		}
		var yields []*ir.Operation
		st := &ir.OperationState{Name: "scf.index_switch", Loc: op.Loc(), Operands: op.Operands(), Types: ts, Attrs: op.AllAttrs()}
		for _, r := range op.Regions() {
			yields = append(yields, r.Front().Last())
			st.AddRegion().TakeBody(r)
		}
		repl := rw.Create(st)
		for _, y := range yields {
			vals := make([]*ir.Value, len(used))
			for j, i := range used {
				vals[j] = y.Operand(i)
			}
			rw.ModifyInPlace(y, func() { y.SetOperands(vals) })
		}
		results := make([]*ir.Value, op.NumResults())
		for j, i := range used {
			results[i] = repl.Result(j)
		}
		replaceResults(rw, op, results)
		return nil
	}).WithLabel("IndexSwitchUnusedResults"))
}

// newPattern is rewrite.NewPattern for a pattern that must not see erased ops: the greedy
// driver may queue an op again after erasing it (it erases nested ops first to last and
// re-queues the producers of an erased op's operands), and such an op has lost its operands
// or hangs below a detached op.
func newPattern(root string, benefit int, fn func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.FuncPattern {
	return rewrite.NewPattern(root, benefit, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if !attached(op) {
			return rewrite.ErrNoMatch
		}
		return fn(op, rw)
	})
}

// attached reports whether op and its ancestors keep their operands and lead up to an
// isolated-from-above (or unregistered) op without a block: the op a pass runs on.
func attached(op *ir.Operation) bool {
	for {
		for _, v := range op.Operands() {
			if v == nil {
				return false
			}
		}
		b := op.Block()
		if b == nil {
			return op.Def() == nil || op.HasTrait(ir.IsolatedFromAbove)
		}
		if op = b.ParentOp(); op == nil {
			return false
		}
	}
}
