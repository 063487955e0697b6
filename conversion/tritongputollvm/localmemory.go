package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// This file is Triton's lib/Conversion/TritonGPUToLLVM/MemoryOpToLLVM.cpp: the ops that
// allocate, store to, load from and free shared memory.

// LocalCvt returns the map from the registers, lanes and warps of a tensor of type regT to
// the offsets of the memdesc of type memT that hold its elements; false when the map crosses
// CTAs (Triton would need map.shared::cluster).
func LocalCvt(regT *ir.RankedTensorType, memT *ttg.MemDescType) (layout.LinearLayout, bool, error) {
	regLL, err := LinearLayoutOf(regT)
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	memLL, err := MemDescLinearLayout(memT)
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	cvt, err := regLL.InvertAndCompose(memLL)
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	if !cvt.IsTrivialOver([]string{layout.DimBlock}) {
		return layout.LinearLayout{}, false, nil
	}
	cvt, err = cvt.Sublayout([]string{layout.DimRegister, layout.DimLane, layout.DimWarp}, []string{layout.DimOffset})
	return cvt, err == nil, err
}

// lowerLocalStore is Triton's lowerLocalStore: vals, the registers of a tensor of type regT,
// stored to the memdesc of type memT that o describes.
func (l *Lowering) lowerLocalStore(op *ir.Operation, regT *ir.RankedTensorType, memT *ttg.MemDescType, o SharedMemoryObject, vals []*ir.Value) error {
	cvt, ok, err := LocalCvt(regT, memT)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	if !ok {
		return ir.OpError(op, "storing to the shared memory of another CTA is not supported yet")
	}
	elem, err := l.Types.Convert(memT.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	_, err = l.LowerLocalLdSt(op.Loc(), cvt, vals, elem, memT, o)
	return err
}

// LocalAllocPattern is Triton's LocalAllocOpConversion: the memdesc of the op's
// allocation, with its initial value stored to it.
func LocalAllocPattern(op *ir.Operation, l *Lowering) (bool, error) {
	alloc, ok := ttg.AsLocalAlloc(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	memT := alloc.Result().Type().(*ttg.MemDescType)
	elem, err := l.Types.Convert(memT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	base := l.SharedMemoryBase(loc, op)
	o := l.NewSharedMemoryObject(loc, base, elem, len(memT.Dims))
	if src := alloc.Src(); src != nil {
		regT, ok := src.Type().(*ir.RankedTensorType)
		if !ok {
			return true, ir.OpError(op, "expected a tensor operand")
		}
		if err := l.lowerLocalStore(op, regT, memT, o, l.Unpack(loc, l.Remapped(src))); err != nil {
			return true, err
		}
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, o))
	return true, nil
}

// LocalDeallocPattern is Triton's LocalDeallocOpConversion: the op goes away.
func LocalDeallocPattern(op *ir.Operation, _ *Lowering) (bool, error) {
	_, ok := ttg.AsLocalDealloc(op)
	return ok, nil
}

// LocalLoadPattern is Triton's LocalLoadOpConversion: the registers of the result loaded
// from the memdesc.
func LocalLoadPattern(op *ir.Operation, l *Lowering) (bool, error) {
	ld, ok := ttg.AsLocalLoad(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	memT, ok := ld.Src().Type().(*ttg.MemDescType)
	if !ok {
		return true, ir.OpError(op, "expected a memdesc operand")
	}
	regT := ld.Result().Type().(*ir.RankedTensorType)
	elem, err := l.Types.Convert(memT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(ld.Src()), elem)
	cvt, ok, err := LocalCvt(regT, memT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if !ok {
		return true, ir.OpError(op, "loading from the shared memory of another CTA is not supported yet")
	}
	out, err := l.LowerLocalLdSt(loc, cvt, nil, elem, memT, o)
	if err != nil {
		return true, err
	}
	return true, l.packResult(op, out)
}

// LocalStorePattern is Triton's LocalStoreOpConversion: the registers of the source stored
// to the memdesc.
func LocalStorePattern(op *ir.Operation, l *Lowering) (bool, error) {
	st, ok := ttg.AsLocalStore(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	memT, ok := st.Dst().Type().(*ttg.MemDescType)
	if !ok {
		return true, ir.OpError(op, "expected a memdesc destination")
	}
	regT, ok := st.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return true, ir.OpError(op, "expected a tensor source")
	}
	elem, err := l.Types.Convert(memT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(st.Dst()), elem)
	return true, l.lowerLocalStore(op, regT, memT, o, l.Unpack(loc, l.Remapped(st.Src())))
}

// LocalBarrierPattern is Triton's LocalBarrierOpConversion: gpu.barrier, which the target
// lowers further (nvvm.barrier0).
func LocalBarrierPattern(op *ir.Operation, l *Lowering) (bool, error) {
	if _, ok := ttg.AsLocalBarrier(op); !ok {
		return false, nil
	}
	l.Target.Barrier(l, op.Loc())
	return true, nil
}
