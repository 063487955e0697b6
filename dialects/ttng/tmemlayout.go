package ttng

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// This file holds the tensor memory layout queries of Triton's TritonNvidiaGPU dialect
// (Dialect.cpp, TensorMemoryUtils.cpp) over ttgo's IR: the linear layouts of the tensor
// memory encodings, the register layouts tcgen05.ld / tcgen05.st move them with, and
// whether a register layout can be moved to or from tensor memory.

// maxRegistersAttr is the module attribute that caps the registers of a thread.
const maxRegistersAttr = "ttg.maxnreg"

// TMemEncodingLayout returns the linear layout (row, col to dim0, dim1) of a tensor memory
// encoding (#ttng.tensor_memory_encoding or #ttng.tensor_memory_scales_encoding) over a 2-D
// shape, as Triton's toLinearLayout(shape, encoding).
func TMemEncodingLayout(enc ir.Attribute, shape []int64) (layout.LinearLayout, error) {
	switch e := enc.(type) {
	case *TensorMemoryEncoding:
		return layout.TensorMemory{BlockM: e.BlockM, BlockN: e.BlockN, ColStride: e.ColStride,
			CTASplitM: e.CTASplitM, CTASplitN: e.CTASplitN, TwoCTAs: e.TwoCTAs}.ToLinearLayout(shape)
	case *TensorMemoryScalesEncoding:
		return layout.TensorMemoryScales{CTASplitM: e.CTASplitM, CTASplitN: e.CTASplitN}.ToLinearLayout(shape)
	}
	return layout.LinearLayout{}, fmt.Errorf("%s is not a tensor memory encoding", encodingText(enc))
}

// TMemLayout returns the linear layout of a tensor memory descriptor over its allocation
// shape without the leading (multibuffering) dimensions, as Triton's toLinearLayout of a
// memdesc.
func TMemLayout(md *ttg.MemDescType) (layout.LinearLayout, error) {
	shape := md.AllocShape
	if len(shape) > len(md.Dims) {
		shape = shape[len(shape)-len(md.Dims):]
	}
	return TMemEncodingLayout(md.Encoding, shape)
}

// elementBits returns the bit width of md's elements.
func elementBits(md *ttg.MemDescType) (int, error) {
	bits := ir.IntOrFloatBitWidth(md.Elem)
	if bits <= 0 || bits > 32 {
		return 0, fmt.Errorf("tensor memory of %s elements", asm.TypeString(md.Elem))
	}
	return bits, nil
}

// encodingCGA returns the CTA layout of a distributed encoding attribute.
func encodingCGA(enc ir.Attribute) (layout.CGALayout, error) {
	e, err := ttg.LayoutEncoding(enc)
	if err != nil {
		return layout.CGALayout{}, err
	}
	return e.CTALayout(), nil
}

// linearAttr returns the #ttg.linear attribute of a register layout.
func linearAttr(ctx *ir.Context, ll layout.LinearLayout) ir.Attribute {
	named := make([]ttg.NamedBases, 0, ll.NumInDims())
	for _, in := range ll.InDims() {
		bases := in.Bases
		if bases == nil {
			bases = [][]int32{}
		}
		named = append(named, ttg.NamedBases{Name: in.Name, Bases: bases})
	}
	return ttg.Linear(ctx, named)
}

// TMemRegisterLayout is Triton's getDistributedLayoutForTmemLdSt: the register layout with
// which numWarps warps of CTA layout cga move the tensor memory md with messages of the
// given atom. It reports false when the atom cannot move it.
func TMemRegisterLayout(md *ttg.MemDescType, atom layout.TMemAccessAtom, numWarps int, cga layout.CGALayout) (layout.LinearLayout, bool, error) {
	if _, ok := md.MemorySpace.(*TensorMemorySpace); !ok {
		return layout.LinearLayout{}, false, fmt.Errorf("memory descriptor is not in tensor memory")
	}
	tmem, err := TMemEncodingLayout(md.Encoding, md.Dims)
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	bits, err := elementBits(md)
	if err != nil {
		return layout.LinearLayout{}, false, err
	}
	return layout.TMemDistributedLayout(tmem, atom, numWarps, bits, cga)
}

// DefaultTMemLayout is Triton's getDefaultLayoutForTmemLdSt: the #ttg.linear register layout
// of the 32x32b messages that move the tensor memory md with numWarps warps of CTA layout
// cga, the layout TMEM loads and stores get by default.
func DefaultTMemLayout(ctx *ir.Context, md *ttg.MemDescType, numWarps int, cga layout.CGALayout) (ir.Attribute, error) {
	ll, ok, err := TMemRegisterLayout(md, layout.TMem32x32b, numWarps, cga)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("no 32x32b register layout for %s", asm.TypeString(md))
	}
	return linearAttr(ctx, ll), nil
}

// TMemLoadLayoutSplitLongM is Triton's getTmemLoadLayoutSplitLongM: with 8 warps, the
// default register layout of a load of md into a tensor of type t with warp 4 and lane 16
// swapped, so that each warp's data stays along one dimension. It reports false when that
// does not apply.
func TMemLoadLayoutSplitLongM(ctx *ir.Context, t *ir.RankedTensorType, md *ttg.MemDescType, numWarps int) (ir.Attribute, bool, error) {
	if numWarps != 8 {
		return nil, false, nil
	}
	cga, err := encodingCGA(t.Encoding)
	if err != nil {
		return nil, false, err
	}
	tmem, err := TMemEncodingLayout(md.Encoding, md.Dims)
	if err != nil {
		return nil, false, err
	}
	bits, err := elementBits(md)
	if err != nil {
		return nil, false, err
	}
	ll, ok, err := layout.TMemSplitLongMLayout(tmem, numWarps, bits, cga)
	if err != nil || !ok {
		return nil, false, err
	}
	return linearAttr(ctx, ll), true, nil
}

// TMemCompatibleLayouts is Triton's getTmemCompatibleLayouts: the register layouts (one per
// message shape that fits, then the split-M layout) with which op's warps can move the
// tensor memory md to or from a tensor of type t.
func TMemCompatibleLayouts(op *ir.Operation, t *ir.RankedTensorType, md *ttg.MemDescType) ([]ir.Attribute, error) {
	warps, ok := ttg.LookupNumWarps(op)
	if !ok {
		return nil, fmt.Errorf("no ttg.num-warps around the op")
	}
	cga, err := encodingCGA(t.Encoding)
	if err != nil {
		return nil, err
	}
	ctx := op.Context()
	var layouts []ir.Attribute
	for _, atom := range []layout.TMemAccessAtom{layout.TMem32x32b, layout.TMem16x256b, layout.TMem16x128b, layout.TMem16x64b} {
		ll, ok, err := TMemRegisterLayout(md, atom, int(warps), cga)
		if err != nil {
			return nil, err
		}
		if ok {
			layouts = append(layouts, linearAttr(ctx, ll))
		}
	}
	split, ok, err := TMemLoadLayoutSplitLongM(ctx, t, md, int(warps))
	if err != nil {
		return nil, err
	}
	if ok {
		layouts = append(layouts, split)
	}
	return layouts, nil
}

// ContextualMaxNReg is Triton's getContextualMaxNReg: the registers a thread of op may use
// for tcgen05.ld / tcgen05.st messages, 256 unless the module's ttg.maxnreg or the register
// count of the enclosing warp_specialize partition (or default warp group) is lower.
func ContextualMaxNReg(op *ir.Operation) int {
	var mod *ir.Operation
	for p := op.ParentOp(); p != nil && mod == nil; p = p.ParentOp() {
		if _, ok := builtin.AsModule(p); ok {
			mod = p
		}
	}
	maxnreg := layout.DefaultMaxNReg
	for o := op; o != nil && o != mod; o = o.ParentOp() {
		if limit, ok := parentRegisterLimit(o); ok {
			maxnreg = min(maxnreg, limit)
			break
		}
	}
	if mod != nil {
		if a, ok := mod.Attr(maxRegistersAttr).(*ir.IntegerAttr); ok {
			maxnreg = min(maxnreg, int(a.Value))
		}
	}
	return maxnreg
}

// parentRegisterLimit returns the register limit the parent of op places on it, if any: the
// module's ttg.maxnreg, a partition's actual registers, or those of the default warp group.
func parentRegisterLimit(op *ir.Operation) (int, bool) {
	parent := op.ParentOp()
	if parent == nil {
		return 0, false
	}
	if _, ok := builtin.AsModule(parent); ok {
		a, ok := parent.Attr(maxRegistersAttr).(*ir.IntegerAttr)
		if !ok {
			return 0, false
		}
		return int(a.Value), true
	}
	if partitions, ok := ttg.AsWarpSpecializePartitions(parent); ok {
		ws, ok := ttg.AsWarpSpecialize(partitions.ParentOp())
		if !ok || ws.ActualRegistersAttr() == nil {
			return 0, false
		}
		actual := ir.IntsAttrValue(ws.ActualRegistersAttr())
		for i, r := range partitions.PartitionRegions() {
			if r == op.ParentRegion() && i+1 < len(actual) {
				return int(actual[i+1]), true
			}
		}
		return 0, false
	}
	if ws, ok := ttg.AsWarpSpecialize(parent); ok {
		actual := ir.IntsAttrValue(ws.ActualRegistersAttr())
		if ws.ActualRegistersAttr() == nil || len(actual) == 0 {
			return 0, false
		}
		return int(actual[0]), true
	}
	return 0, false
}

// TMemLdStEncodingInfo is Triton's computeTMemLdStEncodingInfo: the tcgen05.ld /
// tcgen05.st messages that move a tensor of type t to or from the tensor memory md with at
// most maxnreg registers per thread; an error says why none does.
func TMemLdStEncodingInfo(t *ir.RankedTensorType, md *ttg.MemDescType, maxnreg int) (layout.TMemLdStInfo, error) {
	tmem, err := TMemLayout(md)
	if err != nil {
		return layout.TMemLdStInfo{}, err
	}
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.TMemLdStInfo{}, err
	}
	reg, err := layout.ToLinearLayout(enc, t.Dims)
	if err != nil {
		return layout.TMemLdStInfo{}, err
	}
	bits, err := elementBits(md)
	if err != nil {
		return layout.TMemLdStInfo{}, err
	}
	_, isScales := md.Encoding.(*TensorMemoryScalesEncoding)
	return layout.ComputeTMemLdSt(reg, tmem, bits, isScales, maxnreg)
}

// IsDistributedLayoutTMemCompatible is Triton's isDistributedLayoutTMemCompatible: whether
// op's threads can move a tensor of type t to or from the tensor memory md.
func IsDistributedLayoutTMemCompatible(op *ir.Operation, t *ir.RankedTensorType, md *ttg.MemDescType) bool {
	_, err := TMemLdStEncodingInfo(t, md, ContextualMaxNReg(op))
	return err == nil
}
