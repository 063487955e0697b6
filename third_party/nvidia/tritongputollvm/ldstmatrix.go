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

// matrixPlan is the layout algebra of one lowerLdStMatrix, computed before any IR is
// emitted so that a layout the instructions do not fit leaves no trace.
type matrixPlan struct {
	transpose, isStore bool
	bitwidth, vec      int
	// storePerms permute the values of a store in order; loadPerm is the permutation the
	// loaded values come in.
	storePerms []layout.ColumnAction
	loadPerm   layout.ColumnAction
	// reps maps register, lane and warp to offset; addr the lanes' and warps' addresses.
	reps, addr, full, fullVec layout.LinearLayout
	nAdditive, numRegs        int
}

// planLdStMatrix is the part of Triton's lowerLdStMatrix before it emits IR: it reports false
// when cvt (register, lane and warp to offset) does not fit the tiles of stmatrix (isStore)
// or ldmatrix, transposed when transpose holds, on the given compute capability.
func planLdStMatrix(cvt layout.LinearLayout, transpose, isStore bool, bitwidth int, maskSpan uint32, computeCapability int) (*matrixPlan, bool, error) {
	if (isStore && computeCapability < 90) || (!isStore && computeCapability < 75) {
		return nil, false, nil
	}
	if (!transpose && bitwidth > 32) || (transpose && !(bitwidth == 16 || (bitwidth == 8 && computeCapability >= 100))) {
		return nil, false, nil
	}
	if cvt.HasInDim(layout.DimBlock) {
		return nil, false, nil
	}
	tile, full, permReg, permLane, ok, err := matrixTiles(cvt, transpose, isStore, bitwidth)
	if err != nil || !ok {
		return nil, false, err
	}
	p := &matrixPlan{transpose: transpose, isStore: isStore, bitwidth: bitwidth, full: full,
		loadPerm: layout.IdentityAction(layout.DimRegister, cvt.InDimSizeLog2(layout.DimRegister))}
	permute := func(a layout.ColumnAction) {
		if isStore {
			p.storePerms = append(p.storePerms, a)
		} else {
			p.loadPerm = p.loadPerm.LeftCompose(a)
		}
	}
	if transpose {
		if cvt, err = permReg.Apply(cvt); err == nil {
			cvt, err = permLane.Apply(cvt)
		}
		if err != nil {
			return nil, false, err
		}
		permute(permReg)
	}
	permDivide, ok := layout.RegPermForDivide(cvt, tile, true)
	if !ok {
		return nil, false, nil
	}
	if cvt, err = permDivide.Apply(cvt); err != nil {
		return nil, false, err
	}
	permute(permDivide)
	quot, ok := cvt.DivideLeft(tile)
	if !ok {
		return nil, false, nil
	}
	reps, err := layout.ZerosLike(tile).Mul(quot)
	if err != nil {
		return nil, false, err
	}
	if transpose {
		if reps, err = permLane.Inverse().Apply(reps); err == nil {
			reps, err = permReg.Inverse().Apply(reps)
		}
		if err != nil {
			return nil, false, err
		}
		permute(permReg.Inverse())
	}
	if maskSpan&uint32(tile.OutDimSizeLog2(layout.DimOffset)-1) != 0 {
		return nil, false, nil
	}
	p.vec = min(128/bitwidth, int(reps.InDimSize(layout.DimRegister))) / int(full.InDimSize(layout.DimRegister))
	vecTile, err := layout.Identity1D(int32(p.vec), layout.DimRegister, dimAddr)
	if err != nil {
		return nil, false, err
	}
	warpTile, err := layout.Identity1D(1, layout.DimWarp, dimAddr)
	if err != nil {
		return nil, false, err
	}
	if p.fullVec, err = layout.Product(full, vecTile, warpTile); err != nil {
		return nil, false, err
	}
	invFull, err := p.fullVec.Invert()
	if err != nil {
		return nil, false, err
	}
	addrToOffset, err := invFull.Compose(reps)
	if err != nil {
		return nil, false, err
	}
	p.addr, err = layout.New([]layout.InDim{
		{Name: layout.DimLane, Bases: addrToOffset.Bases(dimAddr)},
		{Name: layout.DimWarp, Bases: reps.Bases(layout.DimWarp)},
	}, []layout.OutDim{{Name: layout.DimOffset, Size: reps.OutDimSize(layout.DimOffset)}}, false)
	if err != nil {
		return nil, false, err
	}
	nAdditive, permStrides := layout.AdditiveStridesAction(reps, p.addr, maskSpan)
	if p.reps, err = permStrides.Apply(reps); err != nil {
		return nil, false, err
	}
	permute(permStrides)
	p.nAdditive = nAdditive
	p.numRegs = int(cvt.InDimSize(layout.DimRegister))
	return p, true, nil
}

// instrAttrs returns the layout, shape and element type attributes of the plan's ldmatrix or
// stmatrix.
func (p *matrixPlan) instrAttrs(ctx *ir.Context) []ir.NamedAttribute {
	mmaLayout, eltType, eltBits := "row", "b16", 16
	if p.transpose {
		mmaLayout = "col"
		if p.bitwidth == 8 {
			eltType, eltBits = "b8", 8
		}
	}
	m := int(p.full.OutDimSize(dimAddr))
	n := int(p.full.OutDimSize(layout.DimOffset)) * p.bitwidth / eltBits
	if p.transpose {
		m, n = n, m
	}
	return []ir.NamedAttribute{
		{Name: "eltType", Value: llvm.Enum(ctx, "nvvm", "ld_st_matrix_elt_type", eltType, false)},
		{Name: "layout", Value: llvm.Enum(ctx, "nvvm", "mma_layout", mmaLayout, false)},
		{Name: "shape", Value: llvm.Enum(ctx, "nvvm", "ld_st_matrix_shape", fmt.Sprintf("m = %d, n = %d", m, n), false)},
	}
}

// emit is the rest of Triton's lowerLdStMatrix: the stmatrix of vals (or the ldmatrix whose
// values it returns in the registers' order) at base plus the thread's addresses.
func (p *matrixPlan) emit(l *shared.Lowering, loc ir.Location, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value) ([]*ir.Value, error) {
	for _, a := range p.storePerms {
		vals = layout.ApplyToValues(a, vals)
	}
	bytes := int32(p.bitwidth / 8)
	byteTile, err := layout.Identity1D(bytes, layout.DimRegister, layout.DimOffset)
	if err != nil {
		return nil, ir.Errorf(loc, "%v", err)
	}
	byteAddr, err := layout.ZerosLike(byteTile).Mul(p.addr)
	if err != nil {
		return nil, ir.Errorf(loc, "%v", err)
	}
	lane, warp := l.LaneAndWarpID(loc)
	regBase := l.ApplyLinearLayout(loc, byteAddr, []shared.LayoutIndex{
		shared.LayoutInput(layout.DimRegister, l.I32(loc, 0)),
		shared.LayoutInput(layout.DimLane, lane),
		shared.LayoutInput(layout.DimWarp, warp),
	})[0]
	affine := llvm.BuildMul(l.B, loc, affineOffset, l.I32(loc, int64(bytes))).Res()
	regBase = llvm.BuildXor(l.B, loc, regBase, affine).Res()
	attrs := p.instrAttrs(l.Ctx)
	elemsPerInstr := int(p.fullVec.InDimSize(layout.DimRegister))
	elemsPerVec := 32 / p.bitwidth
	vecT := l.Ctx.VectorType([]int64{int64(elemsPerVec)}, elem, nil)
	ptrT := llvm.Pointer(l.Ctx, 3)
	regOffset := func(r int) int32 { return p.reps.ApplyValues([]int32{int32(r)})[0] * bytes }
	var out []*ir.Value
	for i := 0; i < p.numRegs; i += p.nAdditive {
		offset := llvm.BuildXor(l.B, loc, regBase, l.I32(loc, int64(regOffset(i)))).Res()
		for i2 := 0; i2 < p.nAdditive; i2 += elemsPerInstr {
			inner := llvm.BuildAdd(l.B, loc, offset, l.I32(loc, int64(regOffset(i2)))).Res()
			vecAddr := l.InboundsGEP(loc, ptrT, l.Ctx.IntegerType(8), base, inner)
			if p.isStore {
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
			out = append(out, p.emitLoad(l, loc, vecAddr, elem, vecT, elemsPerInstr/elemsPerVec, attrs)...)
		}
	}
	if !p.isStore {
		out = layout.ApplyToValues(p.loadPerm.Inverse(), out)
	}
	return out, nil
}

// emitLoad emits one ldmatrix of numLd 8x8 matrices at addr and returns its elements.
func (p *matrixPlan) emitLoad(l *shared.Lowering, loc ir.Location, addr *ir.Value, elem ir.Type, vecT *ir.VectorType, numLd int, attrs []ir.NamedAttribute) []*ir.Value {
	var resT ir.Type = l.Ctx.I32()
	if numLd > 1 {
		resT = llvm.Struct(l.Ctx, repeatType(l.Ctx.I32(), numLd), false)
	}
	ldAttrs := append([]ir.NamedAttribute{{Name: "num", Value: l.Ctx.I32Attr(int32(p.vec))}}, attrs...)
	res := nvvm.BuildLdmatrix(l.B, loc, resT, addr, ldAttrs...).Res()
	var out []*ir.Value
	for j := 0; j < numLd; j++ {
		word := res
		if numLd > 1 {
			word = llvm.BuildExtractvalue(l.B, loc, l.Ctx.I32(), res, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(j)})}).Res()
		}
		word = l.Bitcast(loc, word, vecT)
		for k := 0; k < int(vecT.Dims[0]); k++ {
			out = append(out, llvm.BuildExtractelement(l.B, loc, elem, word, l.I32(loc, int64(k))).Res())
		}
	}
	return out
}

// lowerLdStMatrix is Triton's lowerLdStMatrix: a store of vals (or a load, when vals is
// empty) through cvt, the map from register, lane and warp to offset, with stmatrix or
// ldmatrix (their .trans forms when transpose holds). It reports false, emitting nothing,
// when the layout does not fit the instructions' tiles.
func lowerLdStMatrix(l *shared.Lowering, loc ir.Location, cvt layout.LinearLayout, transpose bool, vals []*ir.Value, elem ir.Type, base, affineOffset *ir.Value, maskSpan uint32, computeCapability int) ([]*ir.Value, bool, error) {
	p, ok, err := planLdStMatrix(cvt, transpose, len(vals) > 0, elemBits(elem), maskSpan, computeCapability)
	if err != nil {
		return nil, false, ir.Errorf(loc, "%v", err)
	}
	if !ok {
		return nil, false, nil
	}
	out, err := p.emit(l, loc, vals, elem, base, affineOffset)
	return out, err == nil, err
}
