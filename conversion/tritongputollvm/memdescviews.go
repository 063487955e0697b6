package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// This file is the memdesc part of Triton's lib/Conversion/TritonGPUToLLVM/ViewOpToLLVM.cpp:
// views of shared memory change the base address or the offsets of a SharedMemoryObject,
// never the memory.

// denseInts returns the values of a dense i32 or i64 array attribute.
func denseInts(a ir.Attribute) []int64 {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int64, len(d.Data))
	for i, v := range d.Data {
		out[i] = int64(v)
		if ir.IntOrFloatBitWidth(d.Elem) == 32 {
			out[i] = int64(int32(v))
		}
	}
	return out
}

// memdescOperand returns the memdesc type of op's view source and the llvm type of its
// elements.
func (l *Lowering) memdescOperand(op *ir.Operation, src *ir.Value) (*ttg.MemDescType, ir.Type, error) {
	t, ok := src.Type().(*ttg.MemDescType)
	if !ok {
		return nil, nil, ir.OpError(op, "expected a memdesc operand")
	}
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return nil, nil, ir.OpError(op, "%v", err)
	}
	return t, elem, nil
}

// allocationShapePerCTA is Triton's getAllocationShapePerCTA: the shape per CTA of a memdesc
// with its fp4-padded dimension counted twice.
func allocationShapePerCTA(enc layout.Encoding, shape []int64) []int64 {
	shape = append([]int64(nil), shape...)
	if s, ok := enc.(layout.NVMMAShared); ok && s.FP4Padded {
		shape[s.Order()[0]] *= 2
	}
	return layout.ShapePerCTA(enc, shape)
}

// MemdescIndexPattern is Triton's MemDescIndexOpConversion: the base moves to the indexed
// buffer of the leading dimension, which the offsets drop.
func MemdescIndexPattern(op *ir.Operation, l *Lowering) (bool, error) {
	idx, ok := ttg.AsMemdescIndex(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	_, elem, err := l.memdescOperand(op, idx.Src())
	if err != nil {
		return true, err
	}
	dstT := idx.Result().Type().(*ttg.MemDescType)
	enc, err := ttg.LayoutEncoding(dstT.Encoding)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	var stride int64 = 1
	for _, d := range allocationShapePerCTA(enc, dstT.Dims) {
		stride *= d
	}
	offset := llvm.BuildMul(l.B, loc, l.Remapped(idx.Index()), l.I32(loc, stride)).Res()
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(idx.Src()), elem)
	if len(dstT.Dims) > len(o.Offsets) {
		return true, ir.OpError(op, "the result has more dimensions than the source")
	}
	kept := o.Offsets[len(o.Offsets)-len(dstT.Dims):]
	base := l.GEP(loc, o.Base.Type(), elem, o.Base, offset)
	l.Replace(op, l.PackSharedMemoryObject(loc, SharedMemoryObject{Base: base, BaseElem: elem, Offsets: kept}))
	return true, nil
}

// MemdescSubslicePattern is Triton's MemDescSubsliceOpConversion: the subslice's offsets
// add to the object's.
func MemdescSubslicePattern(op *ir.Operation, l *Lowering) (bool, error) {
	sub, ok := ttg.AsMemdescSubslice(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	_, elem, err := l.memdescOperand(op, sub.Src())
	if err != nil {
		return true, err
	}
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(sub.Src()), elem)
	offs := denseInts(sub.OffsetsAttr())
	if len(offs) != len(o.Offsets) {
		return true, ir.OpError(op, "expected %d offsets, found %d", len(o.Offsets), len(offs))
	}
	moved := make([]*ir.Value, len(offs))
	for i, v := range offs {
		moved[i] = llvm.BuildAdd(l.B, loc, o.Offsets[i], l.I32(loc, v)).Res()
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, SharedMemoryObject{Base: o.Base, BaseElem: elem, Offsets: moved}))
	return true, nil
}

// MemdescTransPattern is Triton's MemDescTransOpConversion: the offsets permuted by the
// order.
func MemdescTransPattern(op *ir.Operation, l *Lowering) (bool, error) {
	tr, ok := ttg.AsMemdescTrans(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	_, elem, err := l.memdescOperand(op, tr.Src())
	if err != nil {
		return true, err
	}
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(tr.Src()), elem)
	order := denseInts(tr.OrderAttr())
	if len(order) != len(o.Offsets) {
		return true, ir.OpError(op, "expected an order of %d dimensions, found %d", len(o.Offsets), len(order))
	}
	permuted := make([]*ir.Value, len(order))
	for i, d := range order {
		if d < 0 || int(d) >= len(o.Offsets) {
			return true, ir.OpError(op, "order %v is not a permutation", order)
		}
		permuted[i] = o.Offsets[d]
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, SharedMemoryObject{Base: o.Base, BaseElem: elem, Offsets: permuted}))
	return true, nil
}

// MemdescReshapePattern is Triton's MemDescReshapeOpConversion: the offsets linearized over
// the source shape and split over the result's, dimension 0 fastest.
func MemdescReshapePattern(op *ir.Operation, l *Lowering) (bool, error) {
	rs, ok := ttg.AsMemdescReshape(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	srcT, elem, err := l.memdescOperand(op, rs.Src())
	if err != nil {
		return true, err
	}
	dstT := rs.Result().Type().(*ttg.MemDescType)
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(rs.Src()), elem)
	shape := make([]int32, len(srcT.Dims))
	order := make([]uint32, len(srcT.Dims))
	for i, d := range srcT.Dims {
		shape[i], order[i] = int32(d), uint32(i)
	}
	linear := l.Linearize(loc, o.Offsets, shape, order)
	split := make([]*ir.Value, len(dstT.Dims))
	for i, d := range dstT.Dims {
		size := l.I32(loc, d)
		split[i] = llvm.BuildUrem(l.B, loc, linear, size).Res()
		linear = llvm.BuildUdiv(l.B, loc, linear, size).Res()
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, SharedMemoryObject{Base: o.Base, BaseElem: elem, Offsets: split}))
	return true, nil
}

// MemdescReinterpretPattern is Triton's MemDescReinterpretOpConversion: a fresh object at
// the address of the source's subslice.
func MemdescReinterpretPattern(op *ir.Operation, l *Lowering) (bool, error) {
	ri, ok := ttg.AsMemdescReinterpret(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	srcT, srcElem, err := l.memdescOperand(op, ri.Src())
	if err != nil {
		return true, err
	}
	dstT := ri.Result().Type().(*ttg.MemDescType)
	dstElem, err := l.Types.Convert(dstT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	o := l.UnpackSharedMemoryObject(loc, l.Remapped(ri.Src()), srcElem)
	base, err := l.ShmemAffineBase(loc, o, srcT)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.PackSharedMemoryObject(loc, l.NewSharedMemoryObject(loc, base, dstElem, len(dstT.Dims))))
	return true, nil
}
