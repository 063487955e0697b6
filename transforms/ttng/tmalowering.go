package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
)

// TMALowering is triton-nvidia-tma-lowering: tensor descriptor loads, gathers, stores,
// reductions and scatters become TMA copies through shared memory. A load allocates the
// buffer and an mbarrier, expects the copy's bytes on it, copies and waits, and its users
// read the buffer with a local_load; a store writes the tensor to shared memory, fences the
// async proxy, copies and waits for the copy to drain. A tt.make_tensor_descriptor becomes a
// TMA descriptor written to global scratch memory.
type TMALowering struct{}

// NewTMALowering returns the triton-nvidia-tma-lowering pass.
func NewTMALowering() pass.Pass { return &TMALowering{} }

// Name returns "TritonNvidiaGPUTMALoweringPass".
func (*TMALowering) Name() string { return "TritonNvidiaGPUTMALoweringPass" }

// Argument returns "triton-nvidia-tma-lowering".
func (*TMALowering) Argument() string { return "triton-nvidia-tma-lowering" }

// Description describes the pass.
func (*TMALowering) Description() string {
	return "lower to TMA load/store operations"
}

// OpName anchors the pass on builtin.module.
func (*TMALowering) OpName() string { return "builtin.module" }

// Run applies the lowering patterns with the greedy driver.
func (*TMALowering) Run(m *ir.Operation, _ *pass.Analyses) error {
	var err error
	fail := func(e error) error {
		if err == nil {
			err = e
		}
		return rewrite.ErrNoMatch
	}
	ps := rewrite.NewPatternSet(
		rewrite.NewOpPattern(1, func(op tt.DescriptorLoadOp, rw *rewrite.Rewriter) error {
			return orFail(lowerTMALoad(rw, op.Operation, op.Result(), op.Desc(), func(desc, barrier, alloc, pred *ir.Value) {
				coord := translateTMAIndices(rw, op.Loc(), desc, op.Indices())
				ttng.BuildAsyncTmaCopyGlobalToLocal(rw, op.Loc(), desc, coord, barrier, alloc, pred)
			}), fail)
		}),
		rewrite.NewOpPattern(1, func(op tt.DescriptorGatherOp, rw *rewrite.Rewriter) error {
			return orFail(lowerTMALoad(rw, op.Operation, op.Result(), op.Desc(), func(desc, barrier, alloc, pred *ir.Value) {
				ttng.BuildAsyncTmaGather(rw, op.Loc(), desc, op.XOffsets(), op.YOffset(), barrier, alloc, pred)
			}), fail)
		}),
		rewrite.NewOpPattern(1, func(op tt.DescriptorStoreOp, rw *rewrite.Rewriter) error {
			return orFail(lowerTMAStore(rw, op.Operation, op.Src(), op.Desc(), func(desc, alloc *ir.Value) {
				coord := translateTMAIndices(rw, op.Loc(), desc, op.Indices())
				ttng.BuildAsyncTmaCopyLocalToGlobal(rw, op.Loc(), desc, coord, alloc)
			}), fail)
		}),
		rewrite.NewOpPattern(1, func(op tt.DescriptorReduceOp, rw *rewrite.Rewriter) error {
			return orFail(lowerTMAStore(rw, op.Operation, op.Src(), op.Desc(), func(desc, alloc *ir.Value) {
				coord := translateTMAIndices(rw, op.Loc(), desc, op.Indices())
				ttng.BuildAsyncTmaReduce(rw, op.Loc(), desc, coord, alloc).SetKindAttr(op.KindAttr())
			}), fail)
		}),
		rewrite.NewOpPattern(1, func(op tt.MakeTensorDescriptorOp, rw *rewrite.Rewriter) error {
			return orFail(lowerMakeTensorDescriptor(op, rw), fail)
		}),
		rewrite.NewOpPattern(1, func(op tt.DescriptorScatterOp, rw *rewrite.Rewriter) error {
			return orFail(lowerTMAStore(rw, op.Operation, op.Src(), op.Desc(), func(desc, alloc *ir.Value) {
				ttng.BuildAsyncTmaScatter(rw, op.Loc(), desc, op.XOffsets(), op.YOffset(), alloc)
			}), fail)
		}),
	)
	rewrite.ApplyPatternsGreedily(m, ps, rewrite.DefaultGreedyConfig())
	return err
}

// orFail records a lowering's diagnostic through fail, which declines the match.
func orFail(err error, fail func(error) error) error {
	if err != nil {
		return fail(err)
	}
	return nil
}

// lowerTMALoad replaces op, a descriptor load producing result, by a TMA copy into a new
// shared memory buffer guarded by an mbarrier, and result's uses by reads of the buffer.
func lowerTMALoad(rw *rewrite.Rewriter, op *ir.Operation, result, desc *ir.Value, copyInto func(desc, barrier, alloc, pred *ir.Value)) error {
	ctx, loc := op.Context(), op.Loc()
	tensorType := result.Type().(*ir.RankedTensorType)
	enc, err := encodingFromDescriptor(op, tensorType, desc)
	if err != nil {
		return err
	}
	smem := ttg.SharedMemory(ctx)
	alloc := ttg.BuildLocalAlloc(rw, loc, ttg.MemDesc(ctx, tensorType.Dims, tensorType.ElementType(), enc, smem, true, nil), nil).Result()
	barrierEnc := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
	barrier := ttg.BuildLocalAlloc(rw, loc, ttg.MemDesc(ctx, []int64{1}, ctx.I64(), barrierEnc, smem, true, nil), nil).Result()
	ttng.BuildInitBarrier(rw, loc, barrier).SetCount(1)
	shared, err := layoutattr.ToEncoding(enc)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	bytes := int64(ir.IntOrFloatBitWidth(tensorType.ElementType())) / 8
	for _, d := range layout.ShapePerCTA(shared, tensorType.Dims) {
		bytes *= d
	}
	pred := intConstant(rw, loc, ctx.I1(), 1)
	ttng.BuildBarrierExpect(rw, loc, barrier, pred).SetSize(bytes)
	copyInto(desc, barrier, alloc, pred)
	phase := intConstant(rw, loc, ctx.I32(), 0)
	ttng.BuildWaitBarrier(rw, loc, barrier, phase, nil, nil)
	ttng.BuildInvalBarrier(rw, loc, barrier)
	replaceUsesWithLocalLoad(rw, result, alloc)
	rw.EraseOp(op)
	return nil
}

// lowerTMAStore replaces op, a descriptor store of src, by a copy of src into shared memory,
// a proxy fence, the TMA store and a wait for it.
func lowerTMAStore(rw *rewrite.Rewriter, op *ir.Operation, src, desc *ir.Value, copyFrom func(desc, alloc *ir.Value)) error {
	ctx, loc := op.Context(), op.Loc()
	tensorType := src.Type().(*ir.RankedTensorType)
	enc, err := encodingFromDescriptor(op, tensorType, desc)
	if err != nil {
		return err
	}
	memType := ttg.MemDesc(ctx, tensorType.Dims, tensorType.ElementType(), enc, ttg.SharedMemory(ctx), false, nil)
	alloc := ttg.BuildLocalAlloc(rw, loc, memType, src).Result()
	ttng.BuildFenceAsyncShared(rw, loc).SetBCluster(false)
	copyFrom(desc, alloc)
	ttng.BuildAsyncTmaStoreWait(rw, loc).SetPendings(0)
	rw.EraseOp(op)
	return nil
}

func intConstant(b ir.OpCreator, loc ir.Location, t *ir.IntegerType, v int64) *ir.Value {
	return arith.BuildConstant(b, loc, t, ir.NamedAttribute{Name: "value", Value: b.Context().IntegerAttr(t, v)}).Result()
}

// translateTMAIndices returns the coordinates of a TMA copy through desc: indices, with the
// innermost doubled for fp4 data padded to bytes.
func translateTMAIndices(rw *rewrite.Rewriter, loc ir.Location, desc *ir.Value, indices []*ir.Value) []*ir.Value {
	block := desc.Type().(*tt.TensorDescType).BlockType
	nvmma, ok := block.Encoding.(*ttg.NVMMASharedEncoding)
	if !ok || !nvmma.FP4Padded || len(indices) == 0 {
		return indices
	}
	coord := append([]*ir.Value(nil), indices...)
	two := intConstant(rw, loc, rw.Ctx.I32(), 2)
	last := len(coord) - 1
	coord[last] = arith.BuildMulI(rw, loc, coord[last], two).Result()
	return coord
}

// encodingFromDescriptor returns the shared layout of the block desc copies, for a tensor of
// tensorType (Triton's getEncodingFromDescriptor). A rank-reducing copy keeps the
// descriptor's layout when it spans one CTA.
func encodingFromDescriptor(op *ir.Operation, tensorType *ir.RankedTensorType, desc *ir.Value) (ir.Attribute, error) {
	block := desc.Type().(*tt.TensorDescType).BlockType
	if block.Encoding == nil {
		return nil, ir.OpError(op, "Internal Error: Tensor descriptor should have encoding set")
	}
	if !ttg.IsSharedEncoding(block.Encoding) {
		return nil, ir.OpError(op, "Internal Error: Unhandled tensor descriptor encoding")
	}
	if sameShape(block.Dims, tensorType.Dims) {
		return block.Encoding, nil
	}
	switch enc := block.Encoding.(type) {
	case *ttg.NVMMASharedEncoding:
		if enc.CGA == nil {
			return enc, nil
		}
	case *ttg.SwizzledSharedEncoding:
		if enc.CGA == nil {
			return enc, nil
		}
	}
	return nil, ir.OpError(op, "rank-reducing TMA copies of a layout over several CTAs are not supported")
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// replaceUsesWithLocalLoad makes the users of old read the shared memory buffer alloc
// instead (Triton's replaceUsesWithLocalLoad): a local_alloc of old with alloc's layout
// becomes alloc itself, and the other users read a ttg.local_load of it.
func replaceUsesWithLocalLoad(rw *rewrite.Rewriter, old, alloc *ir.Value) {
	allocType := alloc.Type().(*ttg.MemDescType)
	var redundant []*ir.Operation
	users := old.Users()
	for _, user := range users {
		userAlloc, ok := ttg.AsLocalAlloc(user)
		if !ok {
			continue
		}
		if userAlloc.Result().Type().(*ttg.MemDescType).Encoding == allocType.Encoding {
			replaceUsesAndPropagateType(rw, userAlloc.Operation, alloc)
			redundant = append(redundant, user)
		}
	}
	if len(users) > len(redundant) {
		load := ttg.BuildLocalLoad(rw, old.DefiningOp().Loc(), old.Type(), alloc, nil)
		rw.ReplaceAllUsesWith(old, load.Result())
	}
	for _, op := range redundant {
		rw.EraseOp(op)
	}
}
