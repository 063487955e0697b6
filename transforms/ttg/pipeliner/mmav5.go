package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// mmaV5 is an op of Triton's MMAv5OpInterface (tc_gen5_mma and tc_gen5_mma_scaled, sm_100):
// its operands, its accumulator in tensor memory and the flag that says whether it adds to it.
type mmaV5 struct {
	op             *ir.Operation
	a, b           *ir.Value
	acc, useAcc    *ir.Value
	aScale, bScale *ir.Value
}

// asMMAv5 returns op as an mmaV5, and whether it is one.
func asMMAv5(op *ir.Operation) (mmaV5, bool) {
	if m, ok := ttng.AsTcGen5Mma(op); ok {
		return mmaV5{op: op, a: m.A(), b: m.B(), acc: m.D(), useAcc: m.UseD()}, true
	}
	if m, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return mmaV5{op: op, a: m.A(), b: m.B(), acc: m.D(), useAcc: m.UseD(), aScale: m.AScale(), bScale: m.BScale()}, true
	}
	return mmaV5{}, false
}

// definedOutside reports whether v is defined outside the loop.
func definedOutside(forOp scf.ForOp, v *ir.Value) bool {
	owner := v.ParentBlock().ParentOp()
	return owner == nil || !forOp.IsAncestorOf(owner)
}

// insideLoop reports whether op is nested in the loop's body.
func insideLoop(forOp scf.ForOp, op *ir.Operation) bool {
	return op.ParentOp() != nil && forOp.IsAncestorOf(op.ParentOp())
}

// accAlloc returns the tmem_alloc of the MMA's accumulator when the loop does not define it.
func (m mmaV5) accAlloc(forOp scf.ForOp) *ir.Operation {
	def := m.acc.DefiningOp()
	if !isOp[ttng.TmemAllocOp](def) || !definedOutside(forOp, m.acc) {
		return nil
	}
	return def
}

// mmaOperands is Triton's MMAv5PipelineableOperandsHelper: whether the MMA's operands are
// all in shared memory filled by loads to be pipelined or defined outside the loop
// (pipelineable), whether that could be decided at all (determined), and the ops that define
// the operands that are not (unpipelineableDefs).
type mmaOperands struct {
	pipelineable, determined bool
	unpipelineableDefs       []*ir.Operation
}

// analyseMMAOperands runs the helper on m; toBePipelined says which loads of the loop will
// be pipelined.
func analyseMMAOperands(m mmaV5, forOp scf.ForOp, toBePipelined func(*ir.Operation) bool) mmaOperands {
	res := mmaOperands{determined: true}
	if m.accAlloc(forOp) == nil {
		return res
	}
	// As in Triton, the op found for one operand stands for the next operand too when that
	// one's search finds none.
	var found *ir.Operation
	check := func(v *ir.Value) {
		ok, def := operandPipelineable(v, forOp, toBePipelined)
		if def != nil {
			found = def
		}
		if ok {
			return
		}
		if found != nil {
			res.unpipelineableDefs = append(res.unpipelineableDefs, found)
		} else {
			res.determined = false
		}
	}
	check(m.a)
	check(m.b)
	if m.aScale != nil {
		if !scaleInSharedOrOutside(m.aScale, forOp) || !scaleInSharedOrOutside(m.bScale, forOp) {
			res.determined = false
			return res
		}
		found = nil
		check(m.aScale)
		check(m.bScale)
	}
	res.pipelineable = res.determined && len(res.unpipelineableDefs) == 0
	return res
}

// scaleInSharedOrOutside is half of Triton's areScalesPipelineable.
func scaleInSharedOrOutside(v *ir.Value, forOp scf.ForOp) bool {
	if md, ok := v.Type().(*ttg.MemDescType); ok && isSharedEncoding(md.Encoding) {
		return true
	}
	return definedOutside(forOp, v)
}

// isSharedEncoding reports whether enc is one of the shared memory layouts.
func isSharedEncoding(enc ir.Attribute) bool {
	switch enc.(type) {
	case *ttg.SwizzledSharedEncoding, *ttg.NVMMASharedEncoding, *ttg.SharedLinearEncoding,
		*ttg.PaddedSharedEncoding, *ttg.AMDRotatingSharedEncoding:
		return true
	}
	return false
}

// operandPipelineable is Triton's isOperandPipelineableBase: whether v comes from outside the
// loop or from a local_alloc of a load to be pipelined that can be made asynchronous. def is
// the op the search stopped at, when it identified one.
func operandPipelineable(v *ir.Value, forOp scf.ForOp, toBePipelined func(*ir.Operation) bool) (ok bool, def *ir.Operation) {
	if definedOutside(forOp, v) {
		return true, nil
	}
	for {
		d := v.DefiningOp()
		if d == nil {
			return false, nil
		}
		if t, ok := ttg.AsMemdescTrans(d); ok {
			v = t.Src()
			continue
		}
		if r, ok := ttg.AsMemdescReshape(d); ok {
			v = r.Src()
			continue
		}
		break
	}
	d := v.DefiningOp()
	if isOp[ttg.LocalStoreOp](d) || isOp[ttng.TmemStoreOp](d) || isOp[ttng.TmemAllocOp](d) {
		return false, d
	}
	alloc, isAlloc := ttg.AsLocalAlloc(d)
	if !isAlloc {
		return false, nil
	}
	src := alloc.Src()
	if src == nil {
		return false, d
	}
	if definedOutside(forOp, src) {
		return true, d
	}
	load := src.DefiningOp()
	if load == nil || !isLoadLike(load) {
		return false, d
	}
	if !toBePipelined(load) {
		return false, load
	}
	return canBeAsyncLoad(load), load
}

// canBeAsyncLoad is Triton's function of the same name: descriptor loads always can; a load
// through pointers needs copies of at least 4 bytes into the shared layout of its local_alloc.
func canBeAsyncLoad(load *ir.Operation) bool {
	if !isOp[tt.LoadOp](load) {
		return true
	}
	for _, user := range loadResult(load).Users() {
		if alloc, ok := ttg.AsLocalAlloc(user); ok {
			enc := alloc.Result().Type().(*ttg.MemDescType).Encoding
			return copyVecBytes(loadResult(load).Type().(*ir.RankedTensorType), enc) >= 4
		}
	}
	return false
}

// accUseFlagSetToFalse reports whether the MMA starts from a zero accumulator at some
// iteration: its flag is false, or the loop computes it.
func accUseFlagSetToFalse(m mmaV5, forOp scf.ForOp) bool {
	flag := m.useAcc
	if c, ok := ir.IntAttrValue(rewrite.ConstantValue(flag.DefiningOp())); ok && c == 0 {
		return true
	}
	seen := map[*ir.Value]bool{}
	for flag.IsBlockArgument() && flag.OwnerBlock() == body(forOp) && flag.Index() > 0 && !seen[flag] {
		seen[flag] = true
		next := yieldedValue(body(forOp), flag.Index())
		if next == nil {
			break
		}
		flag = next
	}
	def := flag.DefiningOp()
	return def != nil && forOp.IsAncestorOf(def)
}

// accOverwrittenInLoop reports whether the loop stores into the MMA's accumulator.
func accOverwrittenInLoop(m mmaV5, forOp scf.ForOp) bool {
	alloc := m.accAlloc(forOp)
	if alloc == nil {
		return false
	}
	for _, user := range ir.View[ttng.TmemAllocOp](alloc).ResultResult().Users() {
		if isOp[ttng.TmemStoreOp](user) && insideLoop(forOp, user) {
			return true
		}
	}
	return false
}

// isAccMultibufferingPossible is Triton's function of the same name: the accumulator can
// only switch buffers where it is overwritten.
func isAccMultibufferingPossible(m mmaV5, forOp scf.ForOp) bool {
	return accUseFlagSetToFalse(m, forOp) || accOverwrittenInLoop(m, forOp)
}

// requiresAccMultiBuffering is Triton's function of the same name: an accumulator read in
// the loop needs several buffers once the MMA is pipelined.
func requiresAccMultiBuffering(m mmaV5, forOp scf.ForOp) bool {
	alloc := m.accAlloc(forOp)
	if alloc == nil {
		return true
	}
	for _, user := range ir.View[ttng.TmemAllocOp](alloc).ResultResult().Users() {
		if isOp[ttng.TmemLoadOp](user) && insideLoop(forOp, user) {
			return true
		}
	}
	return false
}

// hasLoadsAfterMMA is Triton's function of the same name: the loop reads the accumulator
// after the MMA in the body.
func hasLoadsAfterMMA(m mmaV5, forOp scf.ForOp) bool {
	alloc := m.accAlloc(forOp)
	if alloc == nil {
		return false
	}
	for _, user := range ir.View[ttng.TmemAllocOp](alloc).ResultResult().Users() {
		if !isOp[ttng.TmemLoadOp](user) {
			continue
		}
		if anc := ancestorInBlock(body(forOp), user); anc != nil && m.op.IsBeforeInBlock(anc) {
			return true
		}
	}
	return false
}
