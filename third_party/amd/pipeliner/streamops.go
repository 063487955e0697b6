package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// cmpISlt is the value of arith.cmpi's slt predicate.
const cmpISlt = 2

// streamOps are the ops that stage one global load through LDS (Triton's StreamCopyChainOps
// and AsyncCopyChainOps): a load and a local_store into a buffer view, or an async copy into
// it with its commit and wait; then, unless every use was a local_alloc, a local_load.
type streamOps struct {
	load       *ir.Operation
	view       *ir.Operation
	localStore *ir.Operation
	copyOp     *ir.Operation
	commit     *ir.Operation
	wait       *ir.Operation
	localLoad  *ir.Operation
}

// async reports whether the load became an asynchronous copy.
func (s *streamOps) async() bool { return s.copyOp != nil }

// streamedLoad pairs a global load with the ops that stage it.
type streamedLoad struct {
	load *ir.Operation
	ops  *streamOps
}

// constI32 builds an i32 arith.constant.
func constI32(b ir.OpCreator, loc ir.Location, v int) *ir.Value {
	ctx := b.Context()
	return arith.BuildConstant(b, loc, ctx.I32(), ir.NamedAttribute{Name: "value", Value: ctx.I32Attr(int32(v))}).Result()
}

// createStreamOps is LowerLoops.cpp's createStreamOps: the loop carries one buffer index,
// advanced modulo numBuffers at the top of the body, and every load with a shared encoding
// gets a ring of numBuffers LDS buffers it is staged through, asynchronously where the
// target allows it. It returns the loop that replaces forOp.
func createStreamOps(loads []*loadInfo, forOp scf.ForOp, numBuffers int, useAsyncCopy bool, info *axisinfo.Module, s *pipeliner.Schedule) (scf.ForOp, []streamedLoad) {
	b := ir.NewBuilder(forOp.Context())
	b.SetInsertionPoint(forOp.Operation)
	loc := forOp.Loc()
	minusOne := constI32(b, loc, -1)
	zero := constI32(b, loc, 0)
	one := constI32(b, loc, 1)
	numBuffersVal := constI32(b, loc, numBuffers)
	argIndex := forOp.Region().Front().NumArguments()
	forOp = pipeliner.AddIterArgsToLoop(forOp, []*ir.Value{minusOne})
	body := forOp.Region().Front()
	b.SetInsertionPointToStart(body)
	extractIdx := arith.BuildAddI(b, loc, body.Argument(argIndex), one).Result()
	ctx := forOp.Context()
	inRange := arith.BuildCmpI(b, loc, ctx.I1(), extractIdx, numBuffersVal, ir.NamedAttribute{Name: "predicate", Value: ctx.I64Attr(cmpISlt)}).Result()
	extractIdx = arith.BuildSelect(b, loc, extractIdx.Type(), inRange, extractIdx, zero).Result()
	yield := body.Terminator()
	yield.SetOperands(append(yield.Operands(), extractIdx))
	family := deduceISAFamily(amdArch(forOp.Operation))
	var out []streamedLoad
	for _, l := range loads {
		load, ok := tt.AsLoad(l.load)
		if l.sharedEncoding == nil || !ok {
			continue
		}
		alloc := pipeliner.CreateAlloc(forOp, l.load, l.sharedEncoding, numBuffers)
		var ops *streamOps
		if useAsyncCopy && canBeConvertedToAsyncLoad(numBuffers, load, l.sharedEncoding, info, family) {
			vec := info.Contiguity(load.Ptr())
			if mask := load.Mask(); mask != nil {
				vec = min(vec, info.MaskAlignment(mask))
			}
			ops = createAsyncCopy(load, alloc, extractIdx, vec, s)
		} else {
			ops = createStreamCopy(load, alloc, extractIdx, s)
		}
		out = append(out, streamedLoad{l.load, ops})
	}
	return forOp, out
}

// createAsyncCopy is LowerLoops.cpp's createAsyncCopy: before the load, an async copy into
// buffer idx, its commit group and a wait on it; the load's uses read the buffer.
func createAsyncCopy(load tt.LoadOp, alloc, idx *ir.Value, contiguity int, s *pipeliner.Schedule) *streamOps {
	ctx := load.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(load.Operation)
	loc := load.Loc()
	view := pipeliner.SingleBufferView(b, alloc, idx)
	cp := ttg.BuildAsyncCopyGlobalToLocal(b, loc, ttg.AsyncToken(ctx), load.Ptr(), view, load.Mask(), load.Other())
	if c, ok := load.Cache(); ok {
		cp.SetCache(c)
	}
	if e, ok := load.Evict(); ok {
		cp.SetEvict(e)
	}
	if load.IsVolatile() {
		cp.SetIsVolatile(true)
	}
	cp.SetContiguity(int64(contiguity))
	commit := ttg.BuildAsyncCommitGroup(b, loc, ttg.AsyncToken(ctx), []*ir.Value{cp.Token()})
	wait := ttg.BuildAsyncWait(b, loc, ttg.AsyncToken(ctx), []*ir.Value{commit.AsyncToken()})
	wait.SetNum(0)
	local := pipeliner.ReplaceUsesWithLocalLoad(b, s, load.Result(), view, wait.RetToken())
	return &streamOps{view: view.DefiningOp(), copyOp: cp.Operation, commit: commit.Operation, wait: wait.Operation, localLoad: local}
}

// createStreamCopy is LowerLoops.cpp's createStreamCopy: a copy of the load stores its value
// into buffer idx, and the load's uses read the buffer.
func createStreamCopy(load tt.LoadOp, alloc, idx *ir.Value, s *pipeliner.Schedule) *streamOps {
	b := ir.NewBuilder(load.Context())
	b.SetInsertionPoint(load.Operation)
	view := pipeliner.SingleBufferView(b, alloc, idx)
	newLoad := b.Insert(load.Operation.Clone(nil))
	store := ttg.BuildLocalStore(b, load.Loc(), newLoad.SingleResult(), view)
	local := pipeliner.ReplaceUsesWithLocalLoad(b, s, load.Result(), view, nil)
	return &streamOps{load: newLoad, view: view.DefiningOp(), localStore: store.Operation, localLoad: local}
}

// canBeConvertedToAsyncLoad is LowerLoops.cpp's function of the same name: a load can copy
// straight into LDS when there are at least two buffers, on CDNA3 and CDNA4 when its
// register-to-LDS vector has a width the target loads directly, and when it moves at least
// 32 contiguous bits per thread.
func canBeConvertedToAsyncLoad(numBuffers int, load tt.LoadOp, sharedEnc ir.Attribute, info *axisinfo.Module, family isaFamily) bool {
	if numBuffers <= 1 {
		return false
	}
	if sharedEnc != nil && (family == isaCDNA3 || family == isaCDNA4) {
		ptrTy, ok := load.Ptr().Type().(*ir.RankedTensorType)
		if !ok {
			return false
		}
		ptr, ok := ptrTy.Elem.(*tt.PointerType)
		if !ok {
			return false
		}
		bits := ir.IntOrFloatBitWidth(ptr.Pointee)
		vec := registerToSharedVec(ptrTy, sharedEnc)
		if padded, ok := sharedEnc.(*ttg.PaddedSharedEncoding); ok {
			vec = min(vec, minInterval(padded))
		}
		if family.fitToValidDirectToLdsVecSize(vec, bits) == 0 {
			return false
		}
	}
	return pipeliner.CanBeConvertedToAsyncLoad(load, info)
}

// registerToSharedVec is how many consecutive elements a thread writes to LDS of the shared
// encoding from registers laid out as t; 0 when a layout has no linear form.
func registerToSharedVec(t *ir.RankedTensorType, shared ir.Attribute) int {
	regEnc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return 0
	}
	regLL, err := layout.ToLinearLayout(regEnc, t.Dims)
	if err != nil {
		return 0
	}
	sharedLL, ok := sharedLinearLayout(shared, t.Dims)
	if !ok {
		return 0
	}
	regToShared, err := regLL.InvertAndCompose(sharedLL)
	if err != nil {
		return 0
	}
	return regToShared.NumConsecutiveInOut()
}

// sharedLinearLayout returns the linear layout of a shared encoding over dims: for a padded
// layout its linear component.
func sharedLinearLayout(shared ir.Attribute, dims []int64) (layout.LinearLayout, bool) {
	if padded, ok := shared.(*ttg.PaddedSharedEncoding); ok {
		return paddedLinearComponent(padded)
	}
	enc, err := ttg.LayoutEncoding(shared)
	if err != nil {
		return layout.LinearLayout{}, false
	}
	ll, err := layout.ToLinearLayout(enc, dims)
	return ll, err == nil
}
