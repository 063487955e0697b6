package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// AsyncCommitGroupPattern is Triton's AsyncCommitGroupOpConversion: cp.async.commit_group,
// its token a constant 0.
func AsyncCommitGroupPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	if _, ok := ttg.AsAsyncCommitGroup(op); !ok {
		return false, nil
	}
	loc := op.Loc()
	nvvm.BuildCpAsyncCommitGroup(l.B, loc)
	l.Replace(op, l.I32(loc, 0))
	return true, nil
}

// AsyncWaitPattern is Triton's AsyncWaitOpConversion: cp.async.wait_group with the op's
// count of pending groups, its token a constant 0.
func AsyncWaitPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	wait, ok := ttg.AsAsyncWait(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	num, _ := wait.Num()
	nvvm.BuildCpAsyncWaitGroup(l.B, loc, ir.NamedAttribute{Name: "n", Value: l.Ctx.I32Attr(int32(num))})
	l.Replace(op, l.I32(loc, 0))
	return true, nil
}

// cpAsyncMaxBits is the widest cp.async transfer.
const cpAsyncMaxBits = 128

// asyncCopyPattern is Triton's AsyncCopyGlobalToLocalOpConversion: one cp.async per vector
// of contiguous pointers, its source size 0 where the mask is off so that the copy fills
// zeros (the lowering assumes `other` is 0, as Triton does), in the threads that hold the
// first copy of their data.
func (p *ConvertTritonGPUToLLVM) asyncCopyPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	cp, ok := ttg.AsAsyncCopyGlobalToLocal(op)
	if !ok {
		return false, nil
	}
	return true, p.lowerAsyncCopy(cp, l)
}

// lowerAsyncCopy lowers one ttg.async_copy_global_to_local.
func (p *ConvertTritonGPUToLLVM) lowerAsyncCopy(cp ttg.AsyncCopyGlobalToLocalOp, l *shared.Lowering) error {
	op := cp.Operation
	loc := op.Loc()
	fail := func(err error) error { return ir.OpError(op, "%v", err) }
	srcT, ok := cp.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return ir.OpError(op, "expected a tensor of pointers")
	}
	dstT, ok := cp.ResultOperand().Type().(*ttg.MemDescType)
	if !ok {
		return ir.OpError(op, "expected a memdesc destination")
	}
	elemT, err := l.Types.Convert(dstT.Elem)
	if err != nil {
		return fail(err)
	}
	srcs := l.Unpack(loc, l.Remapped(cp.Src()))
	var masks []*ir.Value
	if cp.Mask() != nil {
		masks = l.Unpack(loc, l.Remapped(cp.Mask()))
		if len(masks) != len(srcs) {
			return ir.OpError(op, "the mask holds %d registers, the pointers %d", len(masks), len(srcs))
		}
	}
	ptrT := srcs[0].Type()
	pairT := llvm.Struct(l.Ctx, []ir.Type{ptrT, l.Ctx.I1()}, false)
	vals := make([]*ir.Value, len(srcs))
	for i, src := range srcs {
		pair := insertValue(l, loc, l.Undef(loc, pairT), src, 0)
		var mask *ir.Value
		if masks != nil {
			mask = masks[i]
		} else {
			mask = l.IntConst(loc, l.Ctx.I1(), 0)
		}
		vals[i] = insertValue(l, loc, pair, mask, 1)
	}
	srcLayout, err := shared.LinearLayoutOf(srcT)
	if err != nil {
		return fail(err)
	}
	removeBroadcast := layout.RemoveBroadcastAction(srcLayout)
	if srcLayout, err = removeBroadcast.Apply(srcLayout); err != nil {
		return fail(err)
	}
	vals = layout.ApplyToValues(removeBroadcast, vals)

	bits := ir.IntOrFloatBitWidth(elemT)
	maxVec := l.Axis.Contiguity(cp.Src())
	if cp.Mask() != nil {
		maxVec = min(maxVec, l.Axis.MaskAlignment(cp.Mask()))
	}
	if hint, ok := cp.Contiguity(); ok {
		maxVec = max(maxVec, int(hint))
	}
	maxVec = min(maxVec, cpAsyncMaxBits/bits)
	if vecBytes := maxVec * bits / 8; vecBytes < 4 {
		return ir.OpError(op, "cp.async does not support transfers smaller than 4 bytes; calculated this as %d bytes", vecBytes)
	}

	free, err := shared.FreeVariableMasks(srcT)
	if err != nil {
		return fail(err)
	}
	free[layout.DimBlock] = 0
	threadPred := redundantThreadPredicate(l, loc, free)

	smem := l.UnpackSharedMemoryObject(loc, l.Remapped(cp.ResultOperand()), elemT)
	smemLayout, err := shared.MemDescLinearLayout(dstT)
	if err != nil {
		return fail(err)
	}
	cvt, err := srcLayout.InvertAndCompose(smemLayout)
	if err != nil {
		return fail(err)
	}
	if !cvt.IsTrivialOver([]string{layout.DimBlock}) {
		return ir.OpError(op, "cp.async does not support non-trivial block dimension")
	}
	if cvt, err = cvt.Sublayout([]string{layout.DimRegister, layout.DimLane, layout.DimWarp}, []string{layout.DimOffset}); err != nil {
		return fail(err)
	}
	affine, err := l.ShmemOffset(loc, smem, dstT)
	if err != nil {
		return fail(err)
	}
	maskSpan, err := shared.MaskSpanOffsets(dstT)
	if err != nil {
		return fail(err)
	}
	lane, warp := l.LaneAndWarpID(loc)
	hasMask := cp.Mask() != nil
	emit := func(loc ir.Location, vals []*ir.Value, addr *ir.Value, idx int, vecT *ir.VectorType) ([]*ir.Value, error) {
		return nil, emitCpAsync(l, loc, vals[idx], addr, ptrT, vecT, threadPred, hasMask)
	}
	if _, err := l.LowerLdSt(loc, shared.LdSt{
		Cvt: cvt, Vals: vals, Elem: elemT, Base: smem.Base, AffineOffset: affine, MaskSpan: maskSpan, MaxVecElems: maxVec,
	}, lane, warp, emit); err != nil {
		return err
	}
	l.Replace(op, l.I32(loc, 0))
	return nil
}

// emitCpAsync emits the cp.async of one vector: the pointer and mask of its first element,
// packed in pair, copied to the shared address addr.
func emitCpAsync(l *shared.Lowering, loc ir.Location, pair, addr *ir.Value, ptrT ir.Type, vecT *ir.VectorType, threadPred *ir.Value, hasMask bool) error {
	nBytes := int(vecT.Dims[0]) * ir.IntOrFloatBitWidth(vecT.Elem) / 8
	if nBytes != 16 && nBytes != 8 && nBytes != 4 {
		return ir.Errorf(loc, "cp.async copies 4, 8 or 16 bytes, not %d", nBytes)
	}
	cache := "ca"
	if nBytes == 16 {
		cache = "cg"
	}
	src := extractValue(l, loc, ptrT, pair, 0)
	mask := extractValue(l, loc, l.Ctx.I1(), pair, 1)
	var b PTXBuilder
	dst := b.NewAddress(addr, "r", 0)
	srcAddr := b.NewAddress(src, "l", 0)
	copySize := b.NewConstant(fmt.Sprintf("0x%x", nBytes))
	srcSize := copySize
	if hasMask {
		full := l.I32(loc, int64(nBytes))
		none := l.I32(loc, 0)
		sel := llvm.BuildSelect(l.B, loc, l.Ctx.I32(), mask, full, none).Res()
		srcSize = b.NewOperand(sel, "r")
	}
	b.Exec(Opcode("cp.async", cache, "shared", "global"), threadPred, dst, srcAddr, copySize, srcSize)
	b.Launch(l.B, loc, llvm.Void(l.Ctx))
	return nil
}

// insertValue emits llvm.insertvalue of v at field i of a struct.
func insertValue(l *shared.Lowering, loc ir.Location, s, v *ir.Value, i int) *ir.Value {
	return llvm.BuildInsertvalue(l.B, loc, s.Type(), s, v, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}).Res()
}
