package tritongputollvm

import (
	"fmt"
	"strings"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// cacheModifierNone and evictionPolicyNormal are the defaults of tt.CacheModifier and
// tt.EvictionPolicy, the only ones Triton's TMA load supports.
const (
	cacheModifierNone    = 1
	evictionPolicyNormal = 1
)

// dimMsg is the input dimension that numbers the TMA messages of one copy.
const dimMsg = "msg"

// tmaMessages are the layouts of the TMA messages of a copy between a tensor descriptor and
// a memdesc: from message and block to the offset of the message's box in shared memory,
// and to the coordinates of its box in the tensor.
type tmaMessages struct {
	toShared  layout.LinearLayout
	toOffset  layout.LinearLayout
	numCopies int
}

// tmaMessageLayouts is Triton's getMsgToPackedOffsetLayout and getMsgToUnpackedOffsetLayout
// with the packed layout composed with the inverse of the memdesc's layout.
func tmaMessageLayouts(t *ttg.MemDescType) (tmaMessages, error) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return tmaMessages{}, err
	}
	nvmma, ok := enc.(layout.NVMMAShared)
	if !ok {
		return tmaMessages{}, fmt.Errorf("TMA copies need an nvmma_shared memdesc")
	}
	perCTA := layout.ShapePerCTA(enc, t.Dims)
	box, err := nvmma.TMABlockShape(perCTA)
	if err != nil {
		return tmaMessages{}, err
	}
	rank := len(perCTA)
	names := make([]string, rank)
	for i := range names {
		names[i] = fmt.Sprintf("dim%d", i)
	}
	packed := layout.Empty()
	for d := range rank {
		s, err := layout.Strided1D(int32(perCTA[d]/box[d]), int32(box[d]), dimMsg, names[d])
		if err != nil {
			return tmaMessages{}, err
		}
		if packed, err = packed.Mul(s); err != nil {
			return tmaMessages{}, err
		}
	}
	cga := nvmma.CTALayout()
	split := cga.CTASplitNum(rank)
	for _, d := range cga.CTAOrder(rank) {
		id, err := layout.Identity1D(int32(split[d]), layout.DimBlock, names[d])
		if err != nil {
			return tmaMessages{}, err
		}
		if packed, err = packed.Mul(id); err != nil {
			return tmaMessages{}, err
		}
	}
	smem, err := shared.MemDescLinearLayout(t)
	if err != nil {
		return tmaMessages{}, err
	}
	toShared, err := packed.InvertAndCompose(smem)
	if err != nil {
		return tmaMessages{}, err
	}
	toOffset := packed
	if nvmma.FP4Padded {
		unpack, err := layout.Zeros1D(1, dimMsg, names[rank-1], 2)
		if err != nil {
			return tmaMessages{}, err
		}
		if toOffset, err = unpack.Mul(packed); err != nil {
			return tmaMessages{}, err
		}
	}
	return tmaMessages{toShared: toShared, toOffset: toOffset, numCopies: int(toOffset.InDimSize(dimMsg))}, nil
}

// tmaCopy is what the TMA copies in either direction share: the memdesc's base, the thread
// and warp ids, the predicate of the electing thread, and the message layouts.
type tmaCopy struct {
	elem    ir.Type
	base    *ir.Value
	thread  *ir.Value
	warp    *ir.Value
	pred    *ir.Value
	zero    *ir.Value
	ctaID   *ir.Value
	layouts tmaMessages
}

// message is one TMA message of a copy: the predicate of the threads that issue it, its
// shared memory address and its coordinates, innermost first.
type message struct {
	pred   *ir.Value
	shared *ir.Value
	coords []*ir.Value
}

// emitMessages emits the predicates, addresses and coordinates of a copy's TMA messages, each
// warp issuing one message of every group of numWarps.
func (c tmaCopy) emitMessages(l *shared.Lowering, loc ir.Location, coord []*ir.Value) []message {
	var out []message
	warp := c.warp
	for copyIdx := 0; copyIdx < c.layouts.numCopies; copyIdx += l.NumWarps {
		toCopy := min(c.layouts.numCopies-copyIdx, l.NumWarps)
		if toCopy == 1 {
			warp = l.I32(loc, 0)
		}
		inBox := l.ICmp(loc, "ult", c.thread, l.I32(loc, int64(toCopy*l.ThreadsPerWarp)))
		pred := llvm.BuildAnd(l.B, loc, c.pred, inBox).Res()
		idx := llvm.BuildAdd(l.B, loc, warp, l.I32(loc, int64(copyIdx))).Res()
		msg := shared.LayoutIndex{Dim: dimMsg, Value: idx}
		offset := l.ApplyLinearLayout(loc, c.layouts.toShared, []shared.LayoutIndex{msg, {Dim: layout.DimBlock, Value: c.zero, IsConst: true}})[0]
		ptr := l.GEP(loc, llvm.Pointer(l.Ctx, 3), c.elem, c.base, offset)
		offsets := l.ApplyLinearLayout(loc, c.layouts.toOffset, []shared.LayoutIndex{msg, {Dim: layout.DimBlock, Value: c.ctaID}})
		rank := len(coord)
		coords := make([]*ir.Value, rank)
		for i := range rank {
			coords[i] = coord[rank-1-i]
			if i < len(offsets) {
				coords[i] = llvm.BuildAdd(l.B, loc, coords[i], offsets[len(offsets)-1-i]).Res()
			}
		}
		out = append(out, message{pred: pred, shared: ptr, coords: coords})
	}
	return out
}

// registerList returns `$i, $i+1, ...` for n operands from first.
func registerList(first, n int) string {
	regs := make([]string, n)
	for i := range regs {
		regs[i] = fmt.Sprintf("$%d", first+i)
	}
	return strings.Join(regs, ", ")
}

// checkTMALoadModifiers rejects the cache, eviction and volatile modifiers Triton's TMA load
// does not support.
func checkTMALoadModifiers(load ttng.AsyncTmaCopyGlobalToLocalOp) error {
	if c, set := load.Cache(); set && c != cacheModifierNone {
		return ir.OpError(load.Operation, "cache modifiers not supported yet")
	}
	if e, set := load.Evict(); set && e != evictionPolicyNormal {
		return ir.OpError(load.Operation, "eviction policy not supported yet")
	}
	if load.IsVolatile() {
		return ir.OpError(load.Operation, "volatile not supported yet")
	}
	return nil
}

// AsyncTMACopyGlobalToLocalPattern is Triton's AsyncTMACopyGlobalToLocalOpConversion: one
// elected thread of a warp issues each cp.async.bulk.tensor message of the box into shared
// memory, completing on the mbarrier.
func AsyncTMACopyGlobalToLocalPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	load, ok := ttng.AsAsyncTmaCopyGlobalToLocal(op)
	if !ok {
		return false, nil
	}
	if err := checkTMALoadModifiers(load); err != nil {
		return true, err
	}
	loc := op.Loc()
	dstTy, ok := load.ResultOperand().Type().(*ttg.MemDescType)
	if !ok {
		return true, ir.OpError(op, "expected a memdesc destination")
	}
	adaptor := load.Adaptor(l.Operands(op))
	barrier := barrierAddress(l, loc, adaptor.Barrier())
	c, err := startTMACopy(l, loc, dstTy, adaptor.Result(), func(elect *ir.Value) *ir.Value {
		return llvm.BuildAnd(l.B, loc, adaptor.Pred(), elect).Res()
	}, true)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	rank := len(adaptor.Coord())
	asm := fmt.Sprintf("@$0 cp.async.bulk.tensor.%dd.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {%s}], [$%d];", rank, registerList(3, rank), 3+rank)
	for _, m := range c.emitMessages(l, loc, adaptor.Coord()) {
		var b PTXBuilder
		b.NewOperand(m.pred, "b")
		b.NewOperand(m.shared, "r")
		b.NewOperand(adaptor.Desc(), "l")
		for _, v := range m.coords {
			b.NewOperand(v, "r")
		}
		b.NewOperand(barrier, "r")
		b.ExecRaw(asm)
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	}
	return true, nil
}

// startTMACopy emits what precedes a TMA copy's messages: the memdesc's base, the thread
// id, the warp id and the predicate of the elected thread (the warp id first for loads,
// the predicate first for stores, as Triton orders them), the constant 0 and the CTA id.
func startTMACopy(l *shared.Lowering, loc ir.Location, t *ttg.MemDescType, memDesc *ir.Value, predicate func(elect *ir.Value) *ir.Value, warpFirst bool) (tmaCopy, error) {
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return tmaCopy{}, err
	}
	base, err := l.ShmemAffineBase(loc, l.UnpackSharedMemoryObject(loc, memDesc, elem), t)
	if err != nil {
		return tmaCopy{}, err
	}
	c := tmaCopy{elem: elem, base: base, thread: l.ThreadID(loc)}
	if warpFirst {
		c.warp = nvgpu.BuildWarpId(l.B, loc, l.Ctx.I32()).Result()
		c.pred = predicate(nvvm.BuildElectSync(l.B, loc, l.Ctx.I1(), nil).Pred())
	} else {
		c.pred = predicate(nvvm.BuildElectSync(l.B, loc, l.Ctx.I1(), nil).Pred())
		c.warp = nvgpu.BuildWarpId(l.B, loc, l.Ctx.I32()).Result()
	}
	if c.layouts, err = tmaMessageLayouts(t); err != nil {
		return tmaCopy{}, err
	}
	c.zero = l.I32(loc, 0)
	c.ctaID = TargetInfo{}.ClusterCTAID(l, loc)
	return c, nil
}

// AsyncTMACopyLocalToGlobalPattern is Triton's AsyncTMACopyLocalToGlobalOpConversion: a
// TMA store of the box from shared memory.
func AsyncTMACopyLocalToGlobalPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	store, ok := ttng.AsAsyncTmaCopyLocalToGlobal(op)
	if !ok {
		return false, nil
	}
	adaptor := store.Adaptor(l.Operands(op))
	rank := len(adaptor.Coord())
	asm := fmt.Sprintf("@$0 cp.async.bulk.tensor.%dd.global.shared::cta.bulk_group [$1, {%s}], [$%d];", rank, registerList(2, rank), 2+rank)
	return true, convertTMAStoreLike(op, l, store.Src(), adaptor.Desc(), adaptor.Src(), adaptor.Coord(), asm)
}

// AsyncTMAReducePattern is Triton's AsyncTMAReduceOpConversion: a TMA store that combines
// the box from shared memory into global memory with the op's reduction.
func AsyncTMAReducePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	reduce, ok := ttng.AsAsyncTmaReduce(op)
	if !ok {
		return false, nil
	}
	kindValue, _ := reduce.Kind()
	kind, ok := tt.DescriptorReduceKindEnum().Keyword(kindValue)
	if !ok {
		return true, ir.OpError(op, "unknown descriptor reduce kind %d", kindValue)
	}
	adaptor := reduce.Adaptor(l.Operands(op))
	rank := len(adaptor.Coord())
	asm := fmt.Sprintf("@$0 cp.reduce.async.bulk.tensor.%dd.global.shared::cta.%s.bulk_group [$1, {%s}], [$%d];", rank, kind, registerList(2, rank), 2+rank)
	return true, convertTMAStoreLike(op, l, reduce.Src(), adaptor.Desc(), adaptor.Src(), adaptor.Coord(), asm)
}

// convertTMAStoreLike is Triton's convertTMAStoreLikeOp: one elected thread of a warp
// issues each bulk-group message asm of the box from the shared memory src, then commits
// the group.
func convertTMAStoreLike(op *ir.Operation, l *shared.Lowering, src, desc, loweredSrc *ir.Value, coord []*ir.Value, asm string) error {
	loc := op.Loc()
	srcTy, ok := src.Type().(*ttg.MemDescType)
	if !ok {
		return ir.OpError(op, "expected a memdesc source")
	}
	c, err := startTMACopy(l, loc, srcTy, loweredSrc, func(elect *ir.Value) *ir.Value { return elect }, false)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	for _, m := range c.emitMessages(l, loc, coord) {
		var b PTXBuilder
		b.NewOperand(m.pred, "b")
		b.NewOperand(desc, "l")
		for _, v := range m.coords {
			b.NewOperand(v, "r")
		}
		b.NewOperand(m.shared, "r")
		b.ExecRaw(asm)
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	}
	nvvm.BuildCpAsyncBulkCommitGroup(l.B, loc)
	return nil
}

// AsyncTMAStoreWaitPattern is Triton's TMAStoreWaitOpConversion: a wait for all but the
// op's pending bulk groups to have read their shared memory.
func AsyncTMAStoreWaitPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	wait, ok := ttng.AsAsyncTmaStoreWait(op)
	if !ok {
		return false, nil
	}
	w := nvvm.BuildCpAsyncBulkWaitGroup(l.B, op.Loc())
	w.SetGroupAttr(wait.PendingsAttr())
	w.SetRead(true)
	return true, nil
}
