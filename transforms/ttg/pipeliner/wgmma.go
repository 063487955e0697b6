package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// asyncDot is a warp_group_dot that can stay in flight across iterations, with the index of
// the loop result that carries it.
type asyncDot struct {
	dot        ttng.WarpGroupDotOp
	iterArgIdx int
}

// asyncLaunchDots is Triton's function of the same name for dots whose operands are in shared
// memory: every warp_group_dot of the loop becomes asynchronous; those that can stay in
// flight (their operands multi-buffered, their result only carried to the next iteration's
// accumulator) get a warp_group_dot_wait leaving them in flight after the last of them and
// one with no pendings after the loop, the others a wait with no pendings right after them.
// Dots reading their A operand from registers are not split along K.
func asyncLaunchDots(forOp scf.ForOp) {
	var async []asyncDot
	for _, op := range bodyOps(forOp) {
		dot, ok := ttng.AsWarpGroupDot(op)
		if !ok {
			continue
		}
		dot.SetIsAsync(true)
		if idx, ok := dotCanBeProperlyAsync(dot, forOp); ok {
			async = append(async, asyncDot{dot, idx})
			continue
		}
		b := ir.NewBuilder(forOp.Context())
		b.SetInsertionPointAfter(op)
		wait := ttng.BuildWarpGroupDotWait(b, op.Loc(), nil, nil)
		wait.SetPendings(0)
		threadValuesThroughWait(wait, []*ir.Value{dot.D()})
	}
	if len(async) == 0 {
		return
	}
	insertAsyncWarpGroupDotWaitInLoop(forOp, async)
	var results []*ir.Value
	for _, d := range async {
		results = append(results, forOp.Results()[d.iterArgIdx])
	}
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPointAfter(forOp.Operation)
	wait := ttng.BuildWarpGroupDotWait(b, forOp.Loc(), nil, nil)
	wait.SetPendings(0)
	threadValuesThroughWait(wait, results)
}

// dotCanBeProperlyAsync is Triton's function of the same name, for dots whose A operand is
// in shared memory or registers not written in the loop: it returns the loop result index of
// the dot when its shared memory operands are multi-buffered, it is only yielded, its
// accumulator is f32 and the yielded value only feeds warp_group_dot accumulators.
func dotCanBeProperlyAsync(dot ttng.WarpGroupDotOp, forOp scf.ForOp) (int, bool) {
	multiBuffered := func(v *ir.Value) bool {
		if _, ok := v.Type().(*ir.RankedTensorType); ok {
			return true
		}
		seen := map[*ir.Value]bool{}
		for !seen[v] {
			seen[v] = true
			if v.IsBlockArgument() {
				if v.OwnerBlock() == body(forOp) && v.Index() > 0 {
					v = yieldedValue(body(forOp), v.Index())
					continue
				}
				break
			}
			def := v.DefiningOp()
			if isOp[ttg.ConvertLayoutOp](def) || isOp[ttg.MemdescTransOp](def) || isOp[ttg.MemdescReshapeOp](def) || isOp[ttg.MemdescSubsliceOp](def) {
				v = viewSource(def)
				continue
			}
			break
		}
		return definedOutside(forOp, v) || isOp[ttg.MemdescIndexOp](v.DefiningOp())
	}
	if !multiBuffered(dot.A()) || !multiBuffered(dot.B()) {
		return 0, false
	}
	iterArgIdx := -1
	for _, use := range dot.D().Uses() {
		user := use.Owner()
		if user.ParentOp() != forOp.Operation || !isOp[scf.YieldOp](user) || iterArgIdx >= 0 {
			return 0, false
		}
		iterArgIdx = use.Index()
	}
	if iterArgIdx < 0 {
		return 0, false
	}
	acc := dot.C().Type().(*ir.RankedTensorType)
	if _, ok := acc.Elem.(*ir.FloatType); !ok || ir.IntOrFloatBitWidth(acc.Elem) != 32 {
		return 0, false
	}
	for _, use := range body(forOp).Argument(iterArgIdx + 1).Uses() {
		if !isOp[ttng.WarpGroupDotOp](use.Owner()) || use.Get() != ir.View[ttng.WarpGroupDotOp](use.Owner()).C() {
			return 0, false
		}
	}
	return iterArgIdx, true
}

// viewSource returns the source of a convert_layout or memory view op.
func viewSource(op *ir.Operation) *ir.Value {
	switch {
	case isOp[ttg.ConvertLayoutOp](op):
		return ir.View[ttg.ConvertLayoutOp](op).Src()
	case isOp[ttg.MemdescTransOp](op):
		return ir.View[ttg.MemdescTransOp](op).Src()
	case isOp[ttg.MemdescReshapeOp](op):
		return ir.View[ttg.MemdescReshapeOp](op).Src()
	default:
		return ir.View[ttg.MemdescSubsliceOp](op).Src()
	}
}

// insertAsyncWarpGroupDotWaitInLoop is Triton's function of the same name for dots whose
// results are only yielded: a wait after the last async dot leaves one iteration's dots in
// flight.
func insertAsyncWarpGroupDotWaitInLoop(forOp scf.ForOp, async []asyncDot) {
	for _, op := range bodyOps(forOp) {
		if w, ok := ttng.AsWarpGroupDotWait(op); ok {
			if p, _ := w.Pendings(); p == 0 {
				return
			}
		}
	}
	last := async[len(async)-1].dot
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPointAfter(last.Operation)
	wait := ttng.BuildWarpGroupDotWait(b, last.Loc(), nil, nil)
	wait.SetPendings(int64(len(async)))
	var results []*ir.Value
	for _, d := range async {
		results = append(results, d.dot.D())
	}
	threadValuesThroughWait(wait, results)
}

// threadValuesThroughWait is Triton's function of the same name: values, and the shared
// memory operands of the warp_group_dots they come from, become operands of the wait, whose
// results replace the values after it.
func threadValuesThroughWait(wait ttng.WarpGroupDotWaitOp, values []*ir.Value) {
	orig := wait.Inputs()
	operands := append([]*ir.Value(nil), orig...)
	in := map[*ir.Value]bool{}
	for _, v := range operands {
		in[v] = true
	}
	add := func(v *ir.Value) {
		if !in[v] {
			in[v] = true
			operands = append(operands, v)
		}
	}
	for _, v := range values {
		add(v)
	}
	var dots []ttng.WarpGroupDotOp
	for _, v := range values {
		dots = append(dots, dotsFeeding(v, wait.Block())...)
	}
	for _, d := range dots {
		for _, v := range d.Operands() {
			if _, ok := v.Type().(*ttg.MemDescType); ok {
				add(v)
			}
		}
	}
	b := ir.NewBuilder(wait.Context())
	b.SetInsertionPoint(wait.Operation)
	types := make([]ir.Type, len(operands))
	for i, v := range operands {
		types[i] = v.Type()
	}
	newWait := ttng.BuildWarpGroupDotWait(b, wait.Loc(), types, operands)
	p, _ := wait.Pendings()
	newWait.SetPendings(p)
	for i := range orig {
		if _, ok := orig[i].Type().(*ttg.MemDescType); !ok {
			wait.Result(i).ReplaceAllUsesWith(newWait.Result(i))
		}
	}
	block := newWait.Block()
	for i := len(orig); i < len(operands); i++ {
		v := operands[i]
		if _, ok := v.Type().(*ttg.MemDescType); ok {
			continue
		}
		v.ReplaceUsesWithIf(newWait.Result(i), func(use *ir.OpOperand) bool {
			top := ancestorInBlock(block, use.Owner())
			return top != nil && top != newWait.Operation && newWait.IsBeforeInBlock(top)
		})
	}
	wait.Erase()
}

// dotsFeeding returns the warp_group_dots v's backward slice within block reaches first, in
// the order MLIR's getBackwardSlice meets them.
func dotsFeeding(v *ir.Value, block *ir.Block) []ttng.WarpGroupDotOp {
	var dots []ttng.WarpGroupDotOp
	seen := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if op == nil || seen[op] {
			return
		}
		seen[op] = true
		if d, ok := ttng.AsWarpGroupDot(op); ok {
			dots = append(dots, d)
			return
		}
		if op.Block() != block {
			return
		}
		for _, operand := range op.Operands() {
			visit(operand.DefiningOp())
		}
	}
	visit(v.DefiningOp())
	return dots
}
