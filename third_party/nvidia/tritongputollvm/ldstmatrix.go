package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// The dimension of a ldmatrix/stmatrix tile that selects the row each lane addresses.
const dimAddr = "addr"

// matrixTiles returns the tile of registers and lanes one ldmatrix or stmatrix moves
// contiguously (to offset) and the full tile of one 8x8 instruction (to offset and addr).
// For the transposed instructions it also returns the register and lane permutations that
// move the contiguous bases to the front.
func matrixTiles(cvt layout.LinearLayout, transpose, isStore bool, bitwidth int) (tile, full layout.LinearLayout, permReg, permLane layout.ColumnAction, ok bool, err error) {
	id := func(n int, in, out string) layout.LinearLayout {
		ll, e := layout.Identity1D(int32(n), in, out)
		if e != nil && err == nil {
			err = e
		}
		return ll
	}
	product := func(ls ...layout.LinearLayout) layout.LinearLayout {
		p, e := layout.Product(ls...)
		if e != nil && err == nil {
			err = e
		}
		return p
	}
	if !transpose {
		tile = product(id(32/bitwidth, layout.DimRegister, layout.DimOffset), id(4, layout.DimLane, layout.DimOffset))
		full = product(tile, id(8, layout.DimLane, dimAddr))
		return tile, full, permReg, permLane, err == nil, err
	}
	contigRegs := 32 / bitwidth
	if isStore && bitwidth == 8 {
		contigRegs = 16 / bitwidth
	}
	full = product(id(contigRegs, layout.DimRegister, dimAddr), id(4, layout.DimLane, dimAddr),
		id(8, layout.DimLane, layout.DimOffset), id(16/bitwidth, layout.DimRegister, layout.DimOffset))
	if err != nil || cvt.InDimSize(layout.DimRegister) < full.InDimSize(layout.DimRegister) {
		return tile, full, permReg, permLane, false, err
	}
	inv, err := full.Invert()
	if err != nil {
		return tile, full, permReg, permLane, false, err
	}
	var regBases, laneBases []int
	for _, b := range inv.Bases(layout.DimOffset) {
		if b[0] != 0 {
			regBases = append(regBases, log2(b[0]))
		} else {
			laneBases = append(laneBases, log2(b[1]))
		}
	}
	regBases = appendMissing(regBases, cvt.InDimSizeLog2(layout.DimRegister))
	laneBases = appendMissing(laneBases, cvt.InDimSizeLog2(layout.DimLane))
	permReg = layout.ColumnAction{Action: regBases, InDim: layout.DimRegister, InSizeLog2: cvt.InDimSizeLog2(layout.DimRegister)}
	permLane = layout.ColumnAction{Action: laneBases, InDim: layout.DimLane, InSizeLog2: cvt.InDimSizeLog2(layout.DimLane)}
	tile, err = product(id(8, layout.DimLane, layout.DimOffset), id(16/bitwidth, layout.DimRegister, layout.DimOffset)).
		TransposeIns([]string{layout.DimRegister, layout.DimLane})
	return tile, full, permReg, permLane, err == nil, err
}

// appendMissing appends to order the indices below n it lacks, in increasing order.
func appendMissing(order []int, n int) []int {
	for i := 0; i < n; i++ {
		found := false
		for _, o := range order {
			found = found || o == i
		}
		if !found {
			order = append(order, i)
		}
	}
	return order
}

// log2 returns the base-2 logarithm of a power of two.
func log2(v int32) int {
	n := 0
	for v > 1 {
		v >>= 1
		n++
	}
	return n
}

// lowerLdStMatrix is Triton's lowerLdStMatrix: a store of vals (or a load, when vals is
// empty) through cvt, the map from register, lane and warp to offset, with stmatrix or
// ldmatrix (their .trans forms when transpose holds). It reports false, emitting nothing,
// when the layout does not fit the instructions' tiles.
func lowerLdStMatrix(l *shared.Lowering, loc ir.Location, cvt layout.LinearLayout, transpose bool, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value, maskSpan uint32, computeCapability int) ([]*ir.Value, bool, error) {
	fail := func(err error) ([]*ir.Value, bool, error) { return nil, false, ir.Errorf(loc, "%v", err) }
	isStore := len(vals) > 0
	if (isStore && computeCapability < 90) || (!isStore && computeCapability < 75) {
		return nil, false, nil
	}
	bitwidth := elemBits(elem)
	if (!transpose && bitwidth > 32) || (transpose && !(bitwidth == 16 || (bitwidth == 8 && computeCapability >= 100))) {
		return nil, false, nil
	}
	if cvt.HasInDim(layout.DimBlock) {
		return nil, false, nil
	}
	tile, full, permReg, permLane, ok, err := matrixTiles(cvt, transpose, isStore, bitwidth)
	if err != nil {
		return fail(err)
	}
	if !ok {
		return nil, false, nil
	}
	acc := layout.IdentityAction(layout.DimRegister, cvt.InDimSizeLog2(layout.DimRegister))
	if transpose {
		if cvt, err = permReg.Apply(cvt); err == nil {
			cvt, err = permLane.Apply(cvt)
		}
		if err != nil {
			return fail(err)
		}
		if isStore {
			vals = layout.ApplyToValues(permReg, vals)
		} else {
			acc = acc.LeftCompose(permReg)
		}
	}
	permDivide, ok := layout.RegPermForDivide(cvt, tile, true)
	if !ok {
		return nil, false, nil
	}
	if cvt, err = permDivide.Apply(cvt); err != nil {
		return fail(err)
	}
	if isStore {
		vals = layout.ApplyToValues(permDivide, vals)
	} else {
		acc = acc.LeftCompose(permDivide)
	}
	quot, ok := cvt.DivideLeft(tile)
	if !ok {
		return nil, false, nil
	}
	reps, err := layout.ZerosLike(tile).Mul(quot)
	if err != nil {
		return fail(err)
	}
	if transpose {
		if reps, err = permLane.Inverse().Apply(reps); err == nil {
			reps, err = permReg.Inverse().Apply(reps)
		}
		if err != nil {
			return fail(err)
		}
		if isStore {
			vals = layout.ApplyToValues(permReg.Inverse(), vals)
		} else {
			acc = acc.LeftCompose(permReg.Inverse())
		}
	}
	regsPerCoreTile := int(full.InDimSize(layout.DimRegister))
	if maskSpan&uint32(tile.OutDimSizeLog2(layout.DimOffset)-1) != 0 {
		return nil, false, nil
	}
	vec := min(128/bitwidth, int(reps.InDimSize(layout.DimRegister))) / regsPerCoreTile
	vecTile, err := layout.Identity1D(int32(vec), layout.DimRegister, dimAddr)
	if err != nil {
		return fail(err)
	}
	warpTile, err := layout.Identity1D(1, layout.DimWarp, dimAddr)
	if err != nil {
		return fail(err)
	}
	fullVec, err := layout.Product(full, vecTile, warpTile)
	if err != nil {
		return fail(err)
	}
	invFull, err := fullVec.Invert()
	if err != nil {
		return fail(err)
	}
	addrToOffset, err := invFull.Compose(reps)
	if err != nil {
		return fail(err)
	}
	addr, err := layout.New([]layout.InDim{
		{Name: layout.DimLane, Bases: addrToOffset.Bases(dimAddr)},
		{Name: layout.DimWarp, Bases: reps.Bases(layout.DimWarp)},
	}, []layout.OutDim{{Name: layout.DimOffset, Size: reps.OutDimSize(layout.DimOffset)}}, false)
	if err != nil {
		return fail(err)
	}
	nAdditive, permStrides := layout.AdditiveStridesAction(reps, addr, maskSpan)
	if reps, err = permStrides.Apply(reps); err != nil {
		return fail(err)
	}
	if isStore {
		vals = layout.ApplyToValues(permStrides, vals)
	} else {
		acc = acc.LeftCompose(permStrides)
	}
	bytes := int32(bitwidth / 8)
	byteTile, err := layout.Identity1D(bytes, layout.DimRegister, layout.DimOffset)
	if err != nil {
		return fail(err)
	}
	byteAddr, err := layout.ZerosLike(byteTile).Mul(addr)
	if err != nil {
		return fail(err)
	}
	lane, warp := l.LaneAndWarpID(loc)
	regBase := l.ApplyLinearLayout(loc, byteAddr, []shared.LayoutIndex{
		shared.LayoutInput(layout.DimRegister, l.I32(loc, 0)),
		shared.LayoutInput(layout.DimLane, lane),
		shared.LayoutInput(layout.DimWarp, warp),
	})[0]
	affine := llvm.BuildMul(l.B, loc, affineOffset, l.I32(loc, int64(bytes))).Res()
	regBase = llvm.BuildXor(l.B, loc, regBase, affine).Res()

	mmaLayout, eltType := "row", "b16"
	if transpose {
		mmaLayout = "col"
		if bitwidth == 8 {
			eltType = "b8"
		}
	}
	m := int(full.OutDimSize(dimAddr))
	n := int(full.OutDimSize(layout.DimOffset)) * bitwidth / 16
	if eltType == "b8" {
		n = int(full.OutDimSize(layout.DimOffset)) * bitwidth / 8
	}
	if transpose {
		m, n = n, m
	}
	attrs := []ir.NamedAttribute{
		{Name: "eltType", Value: llvm.Enum(l.Ctx, "nvvm", "ld_st_matrix_elt_type", eltType, false)},
		{Name: "layout", Value: llvm.Enum(l.Ctx, "nvvm", "mma_layout", mmaLayout, false)},
		{Name: "shape", Value: llvm.Enum(l.Ctx, "nvvm", "ld_st_matrix_shape", fmt.Sprintf("m = %d, n = %d", m, n), false)},
	}
	elemsPerInstr := int(fullVec.InDimSize(layout.DimRegister))
	elemsPerVec := 32 / bitwidth
	vecT := l.Ctx.VectorType([]int64{int64(elemsPerVec)}, elem, nil)
	ptrT := llvm.Pointer(l.Ctx, 3)
	regOffset := func(r int) int32 { return reps.ApplyValues([]int32{int32(r)})[0] * bytes }
	var out []*ir.Value
	for i := 0; i < int(cvt.InDimSize(layout.DimRegister)); i += nAdditive {
		offset := llvm.BuildXor(l.B, loc, regBase, l.I32(loc, int64(regOffset(i)))).Res()
		for i2 := 0; i2 < nAdditive; i2 += elemsPerInstr {
			inner := llvm.BuildAdd(l.B, loc, offset, l.I32(loc, int64(regOffset(i2)))).Res()
			vecAddr := l.InboundsGEP(loc, ptrT, l.Ctx.IntegerType(8), base, inner)
			if isStore {
				var inputs []*ir.Value
				for j := 0; j < elemsPerInstr; j += elemsPerVec {
					input := l.Undef(loc, vecT)
					for k := 0; k < elemsPerVec; k++ {
						input = llvm.BuildInsertelement(l.B, loc, vecT, input, vals[i+i2+j+k], l.I32(loc, int64(k))).Res()
					}
					inputs = append(inputs, l.Bitcast(loc, input, l.Ctx.I32()))
				}
				nvvm.BuildStmatrix(l.B, loc, vecAddr, inputs, attrs...)
				continue
			}
			numLd := elemsPerInstr / elemsPerVec
			var resT ir.Type = l.Ctx.I32()
			if numLd > 1 {
				resT = llvm.Struct(l.Ctx, repeatType(l.Ctx.I32(), numLd), false)
			}
			ldAttrs := append([]ir.NamedAttribute{{Name: "num", Value: l.Ctx.I32Attr(int32(vec))}}, attrs...)
			res := nvvm.BuildLdmatrix(l.B, loc, resT, vecAddr, ldAttrs...).Res()
			for j := 0; j < numLd; j++ {
				word := res
				if numLd > 1 {
					word = llvm.BuildExtractvalue(l.B, loc, l.Ctx.I32(), res, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(j)})}).Res()
				}
				word = l.Bitcast(loc, word, vecT)
				for k := 0; k < elemsPerVec; k++ {
					out = append(out, llvm.BuildExtractelement(l.B, loc, elem, word, l.I32(loc, int64(k))).Res())
				}
			}
		}
	}
	if !isStore {
		out = layout.ApplyToValues(acc.Inverse(), out)
	}
	return out, true, nil
}
