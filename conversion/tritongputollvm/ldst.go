package tritongputollvm

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// SharedMemoryTarget is what the shared-memory lowering asks of a backend beyond TargetInfo:
// vector loads and stores of shared memory (Triton's storeDShared and loadDShared within the
// CTA) and the barrier that orders them.
type SharedMemoryTarget interface {
	// StoreSharedVector stores the vector vec at ptr where pred holds.
	StoreSharedVector(l *Lowering, loc ir.Location, ptr, vec, pred *ir.Value)
	// LoadSharedVector loads a vector of type vecType from ptr where pred holds.
	LoadSharedVector(l *Lowering, loc ir.Location, ptr *ir.Value, vecType ir.Type, pred *ir.Value) *ir.Value
	// SyncThreads emits a barrier of the CTA's threads, or only of the warp's when
	// warpLocal holds (Triton's barrier with isWarpSync).
	SyncThreads(l *Lowering, loc ir.Location, warpLocal bool)
}

// sharedTarget returns the backend's SharedMemoryTarget, an error at loc when it has none.
func (l *Lowering) sharedTarget(loc ir.Location) (SharedMemoryTarget, error) {
	t, ok := l.Target.(SharedMemoryTarget)
	if !ok {
		return nil, ir.Errorf(loc, "the target lowers no shared-memory access")
	}
	return t, nil
}

// SharedMemoryInstr emits one instruction of LowerLdSt: for a store, the vector of vals
// starting at index idx to addr; for a load, the vector of type vecType at addr, whose
// elements it returns.
type SharedMemoryInstr func(loc ir.Location, vals []*ir.Value, addr *ir.Value, idx int, vecType *ir.VectorType) ([]*ir.Value, error)

// LdSt describes one LowerLdSt: the map cvt from register, lane and warp to the offset in
// elements of type Elem, the values to store (none for a load), the allocation's Base, the
// offset of its subslice (AffineOffset, in elements) and the bits it may set (MaskSpan),
// the padding of an offset in bytes (nil for none) and the largest vector (0 for 128 bits).
type LdSt struct {
	Cvt          layout.LinearLayout
	Vals         []*ir.Value
	Elem         ir.Type
	Base         *ir.Value
	AffineOffset *ir.Value
	MaskSpan     uint32
	Padding      func(*ir.Value) *ir.Value
	MaxVecElems  int
}

// bitWidthOf is Triton's getIntOrFloatOrPtrBitWidth.
func bitWidthOf(t ir.Type) int {
	if _, ok := t.(*llvm.PointerType); ok {
		return 64
	}
	return ir.IntOrFloatBitWidth(t)
}

// LowerLdSt is Triton's lowerLdSt: it moves the values of a store (or a load) between
// registers and shared memory with the widest vectors the layout allows, computing each
// address as a common base plus constants where the layout allows, and emitting each
// vector access with instr. lane and warp are the thread's ids. A load returns the values
// in the registers' order.
func (l *Lowering) LowerLdSt(loc ir.Location, a LdSt, lane, warp *ir.Value, instr SharedMemoryInstr) ([]*ir.Value, error) {
	fail := func(err error) ([]*ir.Value, error) { return nil, ir.Errorf(loc, "%v", err) }
	vals := a.Vals
	isStore := len(vals) > 0
	bitwidth := bitWidthOf(a.Elem)
	bytes := int32(bitwidth / 8)
	elemsPerVec, perm, err := layout.LargestVectorisation(a.Cvt, bitwidth, a.MaxVecElems)
	if err != nil {
		return fail(err)
	}
	cvt, err := perm.Apply(a.Cvt)
	if err != nil {
		return fail(err)
	}
	if isStore {
		vals = layout.ApplyToValues(perm, vals)
	}
	tile, err := layout.Identity1D(int32(elemsPerVec), layout.DimRegister, layout.DimOffset)
	if err != nil {
		return fail(err)
	}
	quot, ok := cvt.DivideLeft(tile)
	if !ok {
		return fail(fmt.Errorf("the vector tile does not divide the layout%s", cvt.Describe()))
	}
	reps, err := layout.ZerosLike(tile).Mul(quot)
	if err != nil {
		return fail(err)
	}
	addr, err := layout.New([]layout.InDim{
		{Name: layout.DimLane, Bases: reps.Bases(layout.DimLane)},
		{Name: layout.DimWarp, Bases: reps.Bases(layout.DimWarp)},
	}, reps.OutDims(), false)
	if err != nil {
		return fail(err)
	}
	nAdditive, permStrides := layout.AdditiveStridesAction(reps, addr, a.MaskSpan)
	if reps, err = permStrides.Apply(reps); err != nil {
		return fail(err)
	}
	if isStore {
		vals = layout.ApplyToValues(permStrides, vals)
	}
	byteTile, err := layout.Identity1D(bytes, layout.DimRegister, layout.DimOffset)
	if err != nil {
		return fail(err)
	}
	byteAddr, err := layout.ZerosLike(byteTile).Mul(addr)
	if err != nil {
		return fail(err)
	}
	regZero := l.I32(loc, 0)
	base := l.ApplyLinearLayout(loc, byteAddr, []LayoutIndex{
		LayoutInput(layout.DimRegister, regZero), LayoutInput(layout.DimLane, lane), LayoutInput(layout.DimWarp, warp),
	})[0]
	affine := llvm.BuildMul(l.B, loc, a.AffineOffset, l.I32(loc, int64(bytes))).Res()
	base = llvm.BuildXor(l.B, loc, base, affine).Res()
	vecType := l.Ctx.VectorType([]int64{int64(elemsPerVec)}, a.Elem, nil)
	ptrType := llvm.Pointer(l.Ctx, sharedAddressSpace)
	regOffset := func(r int) int32 { return reps.ApplyValues([]int32{int32(r)})[0] * bytes }
	var out []*ir.Value
	for i := 0; i < int(cvt.InDimSize(layout.DimRegister)); i += nAdditive {
		offset := llvm.BuildXor(l.B, loc, base, l.I32(loc, int64(regOffset(i)))).Res()
		for j := 0; j < nAdditive; j += elemsPerVec {
			inner := llvm.BuildAdd(l.B, loc, offset, l.I32(loc, int64(regOffset(j)))).Res()
			if a.Padding != nil {
				inner = a.Padding(inner)
			}
			vecAddr := l.InboundsGEP(loc, ptrType, l.Ctx.IntegerType(8), a.Base, inner)
			got, err := instr(loc, vals, vecAddr, i+j, vecType)
			if err != nil {
				return nil, err
			}
			out = append(out, got...)
		}
	}
	if !isStore {
		out = layout.ApplyToValues(permStrides.Inverse(), out)
		out = layout.ApplyToValues(perm.Inverse(), out)
	}
	return out, nil
}

// gepInbounds is the llvm dialect's value of the inbounds flag of getelementptr.
const gepInbounds = 3

// InboundsGEP emits `llvm.getelementptr inbounds base[index]` over elements of type elem.
func (l *Lowering) InboundsGEP(loc ir.Location, ptrType, elem ir.Type, base, index *ir.Value) *ir.Value {
	return llvm.BuildGetelementptr(l.B, loc, ptrType, base, []*ir.Value{index},
		ir.NamedAttribute{Name: "elem_type", Value: l.Ctx.TypeAttr(elem)},
		ir.NamedAttribute{Name: "noWrapFlags", Value: l.Ctx.I32Attr(gepInbounds)},
		ir.NamedAttribute{Name: "rawConstantIndices", Value: l.Ctx.DenseI32ArrayAttr([]int32{dynamicGEPIndex})}).Res()
}

// LowerLdStShared is Triton's lowerLdStShared: LowerLdSt with ld.shared and st.shared of
// the backend, for the thread's lane and warp.
func (l *Lowering) LowerLdStShared(loc ir.Location, a LdSt) ([]*ir.Value, error) {
	target, err := l.sharedTarget(loc)
	if err != nil {
		return nil, err
	}
	isStore := len(a.Vals) > 0
	instr := func(loc ir.Location, vals []*ir.Value, addr *ir.Value, idx int, vecType *ir.VectorType) ([]*ir.Value, error) {
		if isStore {
			vec := l.PackVector(loc, vals[idx:idx+int(vecType.Dims[0])])
			target.StoreSharedVector(l, loc, addr, vec, l.True(loc))
			return nil, nil
		}
		return l.UnpackVector(loc, target.LoadSharedVector(l, loc, addr, vecType, l.True(loc))), nil
	}
	lane, warp := l.LaneAndWarpID(loc)
	return l.LowerLdSt(loc, a, lane, warp, instr)
}

// LowerLocalLdSt is Triton's lowerLocalLdSt: a store of vals (or a load, when vals is
// empty) between registers and the memdesc of type t that o describes, through cvt, the
// map from register, lane and warp to offset. Broadcast registers are stored once and
// loaded into every copy.
func (l *Lowering) LowerLocalLdSt(loc ir.Location, cvt layout.LinearLayout, vals []*ir.Value, elem ir.Type, t *ttg.MemDescType, o SharedMemoryObject) ([]*ir.Value, error) {
	isStore := len(vals) > 0
	if drop := layout.RemoveBroadcastAction(cvt); !drop.IsIdentity() {
		prmt, err := drop.Apply(cvt)
		if err != nil {
			return nil, ir.Errorf(loc, "%v", err)
		}
		if isStore {
			vals = layout.ApplyToValues(drop, vals)
		}
		out, err := l.LowerLocalLdSt(loc, prmt, vals, elem, t, o)
		if err != nil || isStore {
			return out, err
		}
		return layout.BroadcastAs(out, cvt), nil
	}
	affine, err := l.ShmemOffset(loc, o, t)
	if err != nil {
		return nil, ir.Errorf(loc, "%v", err)
	}
	mask, err := MaskSpanOffsets(t)
	if err != nil {
		return nil, ir.Errorf(loc, "%v", err)
	}
	return l.LowerLdStShared(loc, LdSt{Cvt: cvt, Vals: vals, Elem: elem, Base: o.Base, AffineOffset: affine, MaskSpan: mask})
}

// PackVector is Triton's packLLVector: the vector of vals, built with insertelement.
func (l *Lowering) PackVector(loc ir.Location, vals []*ir.Value) *ir.Value {
	vecT := l.Ctx.VectorType([]int64{int64(len(vals))}, vals[0].Type(), nil)
	vec := l.Undef(loc, vecT)
	for i, v := range vals {
		vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, v, l.I32(loc, int64(i))).Res()
	}
	return vec
}

// UnpackVector is Triton's unpackLLVector: the elements of a vector, or v itself.
func (l *Lowering) UnpackVector(loc ir.Location, vec *ir.Value) []*ir.Value {
	vt, ok := vec.Type().(*ir.VectorType)
	if !ok {
		return []*ir.Value{vec}
	}
	out := make([]*ir.Value, vt.Dims[0])
	for i := range out {
		out[i] = llvm.BuildExtractelement(l.B, loc, vt.Elem, vec, l.I32(loc, int64(i))).Res()
	}
	return out
}
