package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
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
// Without a synchronous wait in the loop, dots reading A from registers are first split
// along K, so that all but one piece stay in flight.
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
	if firstSyncWait(forOp) == nil {
		async = splitRSDots(async)
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

// dotCanBeProperlyAsync is Triton's function of the same name: it returns the loop result
// index of the dot when its shared memory operands are multi-buffered, the loop only yields
// it (other uses sit under scf.if), its accumulator is f32, and the yielded value only feeds
// warp_group_dot accumulators or is only read after a wait with no pendings.
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
	type pending struct {
		user *ir.Operation
		idx  int
	}
	var queue []pending
	for _, use := range dot.D().Uses() {
		queue = append(queue, pending{use.Owner(), use.Index()})
	}
	for len(queue) > 0 {
		p := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		parent := p.user.ParentOp()
		if parent == forOp.Operation {
			if isNoop(p.user) {
				for _, use := range p.user.SingleResult().Uses() {
					queue = append(queue, pending{use.Owner(), use.Index()})
				}
				continue
			}
			if isOp[scf.YieldOp](p.user) && iterArgIdx < 0 {
				iterArgIdx = p.idx
				continue
			}
			return 0, false
		}
		ifOp, ok := scf.AsIf(parent)
		if !ok {
			return 0, false
		}
		if isOp[scf.YieldOp](p.user) {
			for _, use := range ifOp.Results()[p.idx].Uses() {
				queue = append(queue, pending{use.Owner(), use.Index()})
			}
		}
	}
	if iterArgIdx < 0 {
		return 0, false
	}
	acc := dot.C().Type().(*ir.RankedTensorType)
	if _, ok := acc.Elem.(*ir.FloatType); !ok || ir.IntOrFloatBitWidth(acc.Elem) != 32 {
		return 0, false
	}
	iterArg := body(forOp).Argument(iterArgIdx + 1)
	var feedsAccumulator func(use *ir.OpOperand) bool
	feedsAccumulator = func(use *ir.OpOperand) bool {
		user := use.Owner()
		if d, ok := ttng.AsWarpGroupDot(user); ok {
			return use.Get() == d.C()
		}
		if isNoop(user) {
			for _, u := range user.SingleResult().Uses() {
				if !feedsAccumulator(u) {
					return false
				}
			}
			return true
		}
		return false
	}
	allAcc := true
	for _, use := range iterArg.Uses() {
		if !feedsAccumulator(use) {
			allAcc = false
			break
		}
	}
	if allAcc {
		return iterArgIdx, true
	}
	first := firstSyncWait(forOp)
	if first == nil {
		return 0, false
	}
	for _, user := range iterArg.Users() {
		if top := ancestorInBlock(body(forOp), user); top == nil || !first.IsBeforeInBlock(top) {
			return 0, false
		}
	}
	threadValuesThroughWait(ir.View[ttng.WarpGroupDotWaitOp](first), []*ir.Value{iterArg})
	return iterArgIdx, true
}

// firstSyncWait returns the loop body's first warp_group_dot_wait with no pendings, or nil.
func firstSyncWait(forOp scf.ForOp) *ir.Operation {
	for _, op := range bodyOps(forOp) {
		if w, ok := ttng.AsWarpGroupDotWait(op); ok {
			if p, _ := w.Pendings(); p == 0 {
				return op
			}
		}
	}
	return nil
}

// isNoop is Triton's check of the same name: reshapes, transposes and layout conversions
// that move no data.
func isNoop(op *ir.Operation) bool {
	if isOp[tt.ReshapeOp](op) || isOp[tt.TransOp](op) {
		return true
	}
	cvt, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false
	}
	src, srcOK := cvt.Src().Type().(*ir.RankedTensorType)
	dst, dstOK := cvt.Result().Type().(*ir.RankedTensorType)
	if !srcOK || !dstOK {
		return false
	}
	a, errA := ttg.LayoutEncoding(src.Encoding)
	b, errB := ttg.LayoutEncoding(dst.Encoding)
	if errA != nil || errB != nil {
		return false
	}
	same, err := layout.Equivalent(a, b, src.Dims)
	return err == nil && same
}

// rsDotNeedsWait is Triton's function of the same name: a dot whose A operand is registers
// the loop computes (not the result of another MMA) must wait for itself from the previous
// iteration before they are rewritten.
func rsDotNeedsWait(op *ir.Operation, forOp scf.ForOp) bool {
	dot, ok := ttng.AsWarpGroupDot(op)
	if !ok {
		return false
	}
	a := dot.A()
	if _, ok := a.Type().(*ir.RankedTensorType); !ok || definedOutside(forOp, a) {
		return false
	}
	if cvt, ok := ttg.AsConvertLayout(a.DefiningOp()); ok {
		src := cvt.Src().Type().(*ir.RankedTensorType)
		_, fromMMA := src.Encoding.(*ttg.NvidiaMmaEncoding)
		return !fromMMA
	}
	return true
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

// insertAsyncWarpGroupDotWaitInLoop is Triton's function of the same name: unless the loop
// already has a wait with no pendings, each async dot's uses other than the yield wait for
// it at the start of their blocks (a dot reading registers waits for its previous instance
// right after itself), and a wait after the last async dot leaves one iteration's dots in
// flight.
func insertAsyncWarpGroupDotWaitInLoop(forOp scf.ForOp, async []asyncDot) {
	if firstSyncWait(forOp) != nil {
		return
	}
	for _, d := range async {
		if rsDotNeedsWait(d.dot.Operation, forOp) {
			b := ir.NewBuilder(forOp.Context())
			b.SetInsertionPointAfter(d.dot.Operation)
			wait := ttng.BuildWarpGroupDotWait(b, d.dot.Loc(), nil, nil)
			wait.SetPendings(int64(len(async) - 1))
			threadValuesThroughWait(wait, []*ir.Value{d.dot.D()})
			continue
		}
		var blocks []*ir.Block
		users := map[*ir.Block][]*ir.Value{}
		for _, use := range d.dot.D().Uses() {
			if isOp[scf.YieldOp](use.Owner()) {
				continue
			}
			block := use.Owner().Block()
			if _, ok := users[block]; !ok {
				blocks = append(blocks, block)
			}
			users[block] = append(users[block], use.Get())
		}
		for _, block := range blocks {
			b := ir.NewBuilder(forOp.Context())
			b.SetInsertionPointToStart(block)
			wait := ttng.BuildWarpGroupDotWait(b, d.dot.Loc(), nil, nil)
			wait.SetPendings(0)
			threadValuesThroughWait(wait, users[block])
		}
	}
	last := async[len(async)-1].dot
	if rsDotNeedsWait(last.Operation, forOp) {
		return
	}
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
