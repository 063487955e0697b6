package tritongputollvm

import (
	"fmt"
	"slices"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// gatherRows is one gather4 or scatter4 message: the predicate of the thread that issues it,
// the shared memory address of its rows, its column offset and its four row offsets.
type gatherRows struct {
	pred, shared, y *ir.Value
	x               []*ir.Value
}

// gatherScatterMessages is Triton's iterateGatherScatterIndices: each warp whose x offsets
// are not a copy of another's issues, from one elected thread, a message per 4 consecutive
// x offsets and per swizzle-row-wide column block of the memdesc, whose rows land next to
// each other in shared memory; emit emits each message as its address is computed.
func gatherScatterMessages(op *ir.Operation, l *shared.Lowering, xCoords, smem, loweredSmem, loweredX, y, pred *ir.Value, emit func(gatherRows)) error {
	loc := op.Loc()
	xType, ok := xCoords.Type().(*ir.RankedTensorType)
	if !ok {
		return ir.OpError(op, "expected a tensor of x offsets")
	}
	xLayout, err := shared.LinearLayoutOf(xType)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	regs := xLayout.Bases(layout.DimRegister)
	if xLayout.InDimSize(layout.DimRegister) < 4 {
		return ir.OpError(op, "must have at least 4 x offsets per warp")
	}
	for i := range 2 {
		if regs[i][0] != 1<<i {
			return ir.OpError(op, "x offsets are not grouped by 4 contiguous elements")
		}
	}
	t, ok := smem.Type().(*ttg.MemDescType)
	if !ok || len(t.AllocShape) < 2 || !slices.Equal(t.Dims, t.AllocShape[len(t.AllocShape)-2:]) {
		return ir.OpError(op, "memdesc shape must match alloc shape")
	}
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	nvmma, ok := enc.(layout.NVMMAShared)
	if !ok {
		return ir.OpError(op, "requires dst encoding NVMMASharedEncodingAttr")
	}
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	base, err := l.ShmemAffineBase(loc, l.UnpackSharedMemoryObject(loc, loweredSmem, elem), t)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	msgToShared, numMessages, msgSize, err := gatherMessageLayout(xLayout, nvmma, t.Dims)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	free := map[string]int32{}
	for _, c := range xLayout.FreeVariableMasks() {
		free[c.Dim] = c.Value
	}
	if free[layout.DimLane] != xLayout.InDimSize(layout.DimLane)-1 {
		return ir.OpError(op, "x offsets must be broadcasted across each warp")
	}
	warpID := nvgpu.BuildWarpId(l.B, loc, l.Ctx.I32()).Result()
	blockID := TargetInfo{}.ClusterCTAID(l, loc)
	zero := l.I32(loc, 0)
	ownWarp := l.ICmp(loc, "eq", zero, llvm.BuildAnd(l.B, loc, warpID, l.I32(loc, int64(free[layout.DimWarp]))).Res())
	pred = llvm.BuildAnd(l.B, loc, pred, ownWarp).Res()
	pred = llvm.BuildAnd(l.B, loc, pred, nvvm.BuildElectSync(l.B, loc, l.Ctx.I1(), nil).Pred()).Res()
	xOffsets := l.Unpack(loc, loweredX)
	lane := l.I32(loc, 0)
	for reg := 0; reg+4 <= len(xOffsets); reg += 4 {
		if int32(reg)&free[layout.DimRegister] != 0 {
			continue
		}
		regVal := l.I32(loc, int64(reg))
		for msg := range numMessages {
			msgVal := l.I32(loc, int64(msg))
			offset := l.ApplyLinearLayout(loc, msgToShared, []shared.LayoutIndex{
				{Dim: layout.DimRegister, Value: regVal, IsConst: true, Const: int32(reg)},
				{Dim: layout.DimLane, Value: lane, IsConst: true},
				{Dim: layout.DimWarp, Value: warpID},
				{Dim: layout.DimBlock, Value: blockID},
				{Dim: dimMsg, Value: msgVal, IsConst: true, Const: int32(msg)},
			})[0]
			ptr := l.GEP(loc, llvm.Pointer(l.Ctx, 3), elem, base, offset)
			col := llvm.BuildAdd(l.B, loc, y, l.I32(loc, int64(msg*msgSize))).Res()
			emit(gatherRows{pred: pred, shared: ptr, y: col, x: xOffsets[reg : reg+4]})
		}
	}
	return nil
}

// gatherMessageLayout maps the x offsets' registers, lanes, warps and blocks and the message
// number to the shared memory offset of the message's rows in the unswizzled memdesc, and
// returns the number of messages per row and their width.
func gatherMessageLayout(xLayout layout.LinearLayout, nvmma layout.NVMMAShared, shape []int64) (layout.LinearLayout, int, int, error) {
	perCTA := layout.ShapePerCTA(nvmma, shape)
	box, err := nvmma.TMABlockShape(perCTA)
	if err != nil {
		return layout.LinearLayout{}, 0, 0, err
	}
	inner := int(perCTA[len(perCTA)-1])
	numMessages := ceilDiv(inner, int(box[len(box)-1]))
	msgSize := inner / numMessages
	msgToCol, err := layout.Strided1D(int32(numMessages), int32(msgSize), dimMsg, "dim1")
	if err != nil {
		return layout.LinearLayout{}, 0, 0, err
	}
	msgLayout, err := xLayout.Mul(msgToCol)
	if err != nil {
		return layout.LinearLayout{}, 0, 0, err
	}
	unswizzled, err := nvmma.UnswizzledLinearLayout(shape)
	if err != nil {
		return layout.LinearLayout{}, 0, 0, err
	}
	toShared, err := msgLayout.InvertAndCompose(unswizzled)
	if err != nil {
		return layout.LinearLayout{}, 0, 0, fmt.Errorf("gather rows do not map onto the memdesc: %v", err)
	}
	return toShared, numMessages, msgSize, nil
}

// AsyncTMAGatherPattern is Triton's AsyncTMAGatherOpConversion: gather4 messages of rows of
// the descriptor into shared memory, completing on the mbarrier.
func AsyncTMAGatherPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	gather, ok := ttng.AsAsyncTmaGather(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	adaptor := gather.Adaptor(l.Operands(op))
	barrier := barrierAddress(l, loc, adaptor.Barrier())
	return true, gatherScatterMessages(op, l, gather.XOffsets(), gather.ResultOperand(), adaptor.Result(), adaptor.XOffsets(), adaptor.YOffset(), adaptor.Pred(), func(m gatherRows) {
		var b PTXBuilder
		b.NewOperand(m.pred, "b")
		b.NewOperand(m.shared, "r")
		b.NewOperand(adaptor.Desc(), "l")
		b.NewOperand(m.y, "r")
		for _, x := range m.x {
			b.NewOperand(x, "r")
		}
		b.NewOperand(barrier, "r")
		b.ExecRaw("@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5, $6, $7}], [$8];")
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	})
}

// AsyncTMAScatterPattern is Triton's AsyncTMAScatterOpConversion: scatter4 messages of rows
// from shared memory into the descriptor, then a commit of the bulk group.
func AsyncTMAScatterPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	scatter, ok := ttng.AsAsyncTmaScatter(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	adaptor := scatter.Adaptor(l.Operands(op))
	err := gatherScatterMessages(op, l, scatter.XOffsets(), scatter.Src(), adaptor.Src(), adaptor.XOffsets(), adaptor.YOffset(), l.True(loc), func(m gatherRows) {
		var b PTXBuilder
		b.NewOperand(m.pred, "b")
		b.NewOperand(adaptor.Desc(), "l")
		b.NewOperand(m.y, "r")
		for _, x := range m.x {
			b.NewOperand(x, "r")
		}
		b.NewOperand(m.shared, "r")
		b.ExecRaw("@$0 cp.async.bulk.tensor.2d.tile::scatter4.global.shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], [$7];")
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	})
	if err != nil {
		return true, err
	}
	nvvm.BuildCpAsyncBulkCommitGroup(l.B, loc)
	return true, nil
}
