package tritongputollvm

import (
	"errors"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// TileAccess moves one round of a conversion through shared memory: it stores vals (or loads,
// when vals is empty) through cvt, the map from register, lane and warp to the offset in
// elements of type elem from base, and returns the loaded values.
type TileAccess func(loc ir.Location, cvt layout.LinearLayout, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value) ([]*ir.Value, error)

// SwizzlePlan picks how a conversion from src to dst (over register, lane and warp, without
// broadcast registers) goes through shared memory for elements of bitwidth bits: the swizzled
// layout from vector, bank, segment and reps to the tensor, and the accesses that write and
// read it.
type SwizzlePlan func(src, dst layout.LinearLayout, bitwidth int) (smem layout.LinearLayout, store, load TileAccess, err error)

// LdStAccess is the TileAccess of ld.shared and st.shared (Triton's lowerLdStShared with no
// padding and no subslice).
func (l *Lowering) LdStAccess(loc ir.Location, cvt layout.LinearLayout, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value) ([]*ir.Value, error) {
	return l.LowerLdStShared(loc, LdSt{Cvt: cvt, Vals: vals, Elem: elem, Base: base, AffineOffset: affineOffset})
}

// LdStSwizzling is the target-independent SwizzlePlan (Triton's optimalSwizzlingLdSt):
// ld.shared and st.shared through the layout with the fewest bank conflicts for them.
func (l *Lowering) LdStSwizzling(src, dst layout.LinearLayout, bitwidth int) (layout.LinearLayout, TileAccess, TileAccess, error) {
	smem, err := layout.OptimalSwizzlingLdSt(src, dst, bitwidth)
	return smem, l.LdStAccess, l.LdStAccess, err
}

// TransferWithinBlockSwizzling is Triton's transferWithinBlockSwizzling: it lowers the
// ttg.convert_layout op by storing its source to shared memory at its allocation and loading
// the result back, in rounds through the layout plan picks.
func (l *Lowering) TransferWithinBlockSwizzling(op *ir.Operation, plan SwizzlePlan) error {
	cvt, ok := ttg.AsConvertLayout(op)
	if !ok {
		return ir.OpError(op, "expected a ttg.convert_layout")
	}
	loc := op.Loc()
	srcT, ok := cvt.Src().Type().(*ir.RankedTensorType)
	if !ok {
		return ir.OpError(op, "expected a tensor operand")
	}
	dstT := cvt.Result().Type().(*ir.RankedTensorType)
	within := []string{layout.DimRegister, layout.DimLane, layout.DimWarp}
	var lls [2]layout.LinearLayout
	for i, t := range []*ir.RankedTensorType{srcT, dstT} {
		ll, err := LinearLayoutOf(t)
		if err == nil {
			ll, err = ll.Sublayout(within, ll.OutDimNames())
		}
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		lls[i] = ll
	}
	elem, err := l.Types.Convert(srcT.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	base := l.SharedMemoryBase(loc, op)
	in := l.Unpack(loc, l.Remapped(cvt.Src()))
	out, err := l.transferSwizzled(loc, lls[0], lls[1], in, elem, base, plan)
	if err != nil {
		return err
	}
	return l.packResult(op, out)
}

// transferSwizzled is Triton's transferWithinBlockSwizzlingImpl: pointers move as i64,
// elements narrower than a byte as i8, broadcast registers are stored once and loaded into
// every copy; the rest goes through shared memory in rounds, one per repetition of the
// swizzled layout, with barriers between the stores and the loads.
func (l *Lowering) transferSwizzled(loc ir.Location, src, dst layout.LinearLayout, in []*ir.Value, elem ir.Type, base *ir.Value, plan SwizzlePlan) ([]*ir.Value, error) {
	fail := func(err error) ([]*ir.Value, error) { return nil, ir.Errorf(loc, "%v", err) }
	if n := int(src.InDimSize(layout.DimRegister)); len(in) != n {
		return nil, ir.Errorf(loc, "expected %d registers, found %d", n, len(in))
	}
	if _, ok := elem.(*llvm.PointerType); ok {
		i64 := l.Ctx.IntegerType(64)
		ints := make([]*ir.Value, len(in))
		for i, v := range in {
			ints[i] = llvm.BuildPtrtoint(l.B, loc, i64, v).Res()
		}
		out, err := l.transferSwizzled(loc, src, dst, ints, i64, base, plan)
		for i, v := range out {
			out[i] = llvm.BuildInttoptr(l.B, loc, elem, v).Res()
		}
		return out, err
	}
	if bits := ir.IntOrFloatBitWidth(elem); bits < 8 {
		i8 := l.Ctx.IntegerType(8)
		wide := make([]*ir.Value, len(in))
		for i, v := range in {
			wide[i] = llvm.BuildZext(l.B, loc, i8, v).Res()
		}
		out, err := l.transferSwizzled(loc, src, dst, wide, i8, base, plan)
		for i, v := range out {
			out[i] = llvm.BuildTrunc(l.B, loc, elem, v).Res()
		}
		return out, err
	}
	if drop := layout.RemoveBroadcastAction(src); !drop.IsIdentity() {
		prmt, err := drop.Apply(src)
		if err != nil {
			return fail(err)
		}
		return l.transferSwizzled(loc, prmt, dst, layout.ApplyToValues(drop, in), elem, base, plan)
	}
	if drop := layout.RemoveBroadcastAction(dst); !drop.IsIdentity() {
		prmt, err := drop.Apply(dst)
		if err != nil {
			return fail(err)
		}
		out, err := l.transferSwizzled(loc, src, prmt, in, elem, base, plan)
		if err != nil {
			return nil, err
		}
		return layout.BroadcastAs(out, dst), nil
	}
	smem, store, load, err := plan(src, dst, ir.IntOrFloatBitWidth(elem))
	if err != nil {
		return fail(err)
	}
	nReps := smem.InDimSize(layout.DimReps)
	reps, err := layout.Identity1D(nReps, layout.DimRegister, layout.DimReps)
	if err != nil {
		return fail(err)
	}
	storeCvt, permStore, err := roundLayout(src, smem, reps)
	if err != nil {
		return fail(err)
	}
	loadCvt, permLoad, err := roundLayout(dst, smem, reps)
	if err != nil {
		return fail(err)
	}
	in = layout.ApplyToValues(permStore, in)
	tileSize := int(storeCvt.InDimSize(layout.DimRegister))
	target, err := l.sharedTarget(loc)
	if err != nil {
		return nil, err
	}
	affine := l.I32(loc, 0)
	warpLocal := layout.CvtIsWarpLocal(src, dst)
	var out []*ir.Value
	for i := 0; i < int(nReps); i++ {
		if i > 0 {
			target.SyncThreads(l, loc, warpLocal)
		}
		if _, err := store(loc, storeCvt, in[i*tileSize:(i+1)*tileSize], elem, base, affine); err != nil {
			return nil, err
		}
		target.SyncThreads(l, loc, warpLocal)
		got, err := load(loc, loadCvt, nil, elem, base, affine)
		if err != nil {
			return nil, err
		}
		out = append(out, got...)
	}
	return layout.ApplyToValues(permLoad.Inverse(), out), nil
}

// roundLayout returns the map from the registers, lanes and warps of one round of a
// conversion to offsets in smem, and the register permutation that puts the rounds'
// registers last.
func roundLayout(regs, smem, reps layout.LinearLayout) (layout.LinearLayout, layout.ColumnAction, error) {
	total, err := regs.InvertAndCompose(smem)
	if err != nil {
		return layout.LinearLayout{}, layout.ColumnAction{}, err
	}
	perm, ok := layout.RegPermForDivide(total, reps, false)
	if !ok {
		return layout.LinearLayout{}, layout.ColumnAction{}, errors.New("the repetitions of the swizzled layout are not registers")
	}
	if total, err = perm.Apply(total); err != nil {
		return layout.LinearLayout{}, layout.ColumnAction{}, err
	}
	round, ok := total.DivideRight(reps)
	if !ok {
		return layout.LinearLayout{}, layout.ColumnAction{}, errors.New("the repetitions do not divide the conversion")
	}
	round, err = round.ReshapeOuts([]layout.OutDim{{Name: layout.DimOffset, Size: int32(round.TotalOutDimSize())}})
	return round, perm, err
}
