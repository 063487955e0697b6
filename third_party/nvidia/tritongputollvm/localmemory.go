package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// This file is Triton's third_party/nvidia MemoryOpToLLVM.cpp: local_alloc, local_store and
// local_load through stmatrix and ldmatrix where the layouts fit them; the shared patterns
// lower the others with ld.shared and st.shared.

// localMatrixPlan is the planning part of Triton's NVIDIA lowerLdStMatrix over a tensor of
// type regT and a memdesc of type memT: the plan of stmatrix (isStore) or ldmatrix, plain
// then transposed, for the registers without broadcast; nil when none fits.
func localMatrixPlan(regT *ir.RankedTensorType, memT *ttg.MemDescType, isStore bool, elem ir.Type, computeCapability int) (*matrixPlan, layout.LinearLayout, error) {
	regLL, err := shared.LinearLayoutOf(regT)
	if err != nil {
		return nil, layout.LinearLayout{}, err
	}
	full := regLL
	if drop := layout.RemoveBroadcastAction(regLL); !drop.IsIdentity() {
		if regLL, err = drop.Apply(regLL); err != nil {
			return nil, layout.LinearLayout{}, err
		}
	}
	memLL, err := shared.MemDescLinearLayout(memT)
	if err != nil {
		return nil, layout.LinearLayout{}, err
	}
	cvt, err := regLL.InvertAndCompose(memLL)
	if err != nil {
		return nil, layout.LinearLayout{}, err
	}
	cvt, ok := cvt.Quotient([]string{layout.DimBlock})
	if !ok {
		return nil, full, nil
	}
	mask, err := shared.MaskSpanOffsets(memT)
	if err != nil {
		return nil, layout.LinearLayout{}, err
	}
	for _, transpose := range []bool{false, true} {
		p, ok, err := planLdStMatrix(cvt, transpose, isStore, elemBits(elem), mask, computeCapability)
		if err != nil || ok {
			return p, full, err
		}
	}
	return nil, full, nil
}

// emitLocalMatrix stores vals (or loads, when vals is empty) between the registers of a
// tensor whose layout is regLL and the memdesc of type memT that o describes, with the plan.
func emitLocalMatrix(l *shared.Lowering, loc ir.Location, p *matrixPlan, regLL layout.LinearLayout, memT *ttg.MemDescType, o shared.SharedMemoryObject, vals []*ir.Value) ([]*ir.Value, error) {
	drop := layout.RemoveBroadcastAction(regLL)
	if len(vals) > 0 && !drop.IsIdentity() {
		vals = layout.ApplyToValues(drop, vals)
	}
	affine, err := l.ShmemOffset(loc, o, memT)
	if err != nil {
		return nil, ir.Errorf(loc, "%v", err)
	}
	out, err := p.emit(l, loc, vals, o.BaseElem, o.Base, affine)
	if err != nil || len(vals) > 0 || drop.IsIdentity() {
		return out, err
	}
	return layout.BroadcastAs(out, regLL), nil
}

// localAllocMatrixPattern is Triton's NVIDIA LocalAllocOpConversion: an allocation with an
// initial value stored by stmatrix.
func (p *ConvertTritonGPUToLLVM) localAllocMatrixPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	alloc, ok := ttg.AsLocalAlloc(op)
	if !ok || alloc.Src() == nil {
		return false, nil
	}
	regT, ok := alloc.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return false, nil
	}
	memT := alloc.Result().Type().(*ttg.MemDescType)
	elem, err := l.Types.Convert(regT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	plan, regLL, err := localMatrixPlan(regT, memT, true, elem, int(p.opts.ComputeCapability))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if plan == nil {
		return false, nil
	}
	loc := op.Loc()
	o := l.NewSharedMemoryObject(loc, l.SharedMemoryBase(loc, op), elem, len(memT.Dims))
	if _, err := emitLocalMatrix(l, loc, plan, regLL, memT, o, l.Unpack(loc, l.Remapped(alloc.Src()))); err != nil {
		return true, err
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, o))
	return true, nil
}

// localStoreMatrixPattern is Triton's NVIDIA LocalStoreOpConversion: a store by stmatrix.
func (p *ConvertTritonGPUToLLVM) localStoreMatrixPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	st, ok := ttg.AsLocalStore(op)
	if !ok {
		return false, nil
	}
	memT, ok := st.Dst().Type().(*ttg.MemDescType)
	regT, isTensor := st.Src().Type().(*ir.RankedTensorType)
	if !ok || !isTensor {
		return false, nil
	}
	elem, err := l.Types.Convert(regT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	plan, regLL, err := localMatrixPlan(regT, memT, true, elem, int(p.opts.ComputeCapability))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if plan == nil {
		return false, nil
	}
	loc := op.Loc()
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(st.Dst()), elem)
	_, err = emitLocalMatrix(l, loc, plan, regLL, memT, o, l.Unpack(loc, l.Remapped(st.Src())))
	return true, err
}

// localLoadMatrixPattern is Triton's NVIDIA LocalLoadOpConversion: a load by ldmatrix.
func (p *ConvertTritonGPUToLLVM) localLoadMatrixPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	ld, ok := ttg.AsLocalLoad(op)
	if !ok {
		return false, nil
	}
	memT, ok := ld.Src().Type().(*ttg.MemDescType)
	if !ok {
		return false, nil
	}
	regT := ld.Result().Type().(*ir.RankedTensorType)
	elem, err := l.Types.Convert(regT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	plan, regLL, err := localMatrixPlan(regT, memT, false, elem, int(p.opts.ComputeCapability))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if plan == nil {
		return false, nil
	}
	loc := op.Loc()
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(ld.Src()), elem)
	out, err := emitLocalMatrix(l, loc, plan, regLL, memT, o, nil)
	if err != nil {
		return true, err
	}
	st, err := l.Types.Convert(regT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(loc, out, st))
	return true, nil
}
