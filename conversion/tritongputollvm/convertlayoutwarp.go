package tritongputollvm

import (
	"math/bits"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// This file is Triton's transferWithinWarp (ConvertLayoutOpToLLVM.cpp): a layout conversion
// that moves data only between the registers and lanes of each warp, done with warp
// shuffles. layout.DecomposeWarpConversion factors it into a register permutation, a lane
// permutation and transpositions of a register bit with a lane bit; each transposition swaps
// 2x2 blocks of (register, lane) data with selects (or byte permutes of packed registers), a
// shuffle and selects again.

// warpTransfer is one conversion between lanes being lowered.
type warpTransfer struct {
	l        *Lowering
	loc      ir.Location
	shuffler WarpShuffler
	w        layout.WarpConversion
	elem     ir.Type
	bitwidth int
	laneID   *ir.Value
}

// convertLayoutWithinWarp lowers cvt when Triton moves its data with warp shuffles
// (layout.NeedsWarpShuffle); it reports false, emitting nothing, when the conversion must go
// through shared memory instead.
func (l *Lowering) convertLayoutWithinWarp(op *ir.Operation, src *ir.Value, srcT *ir.RankedTensorType, srcLL, dstLL layout.LinearLayout) (bool, error) {
	shuffle, err := layout.NeedsWarpShuffle(srcLL, dstLL)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	if !shuffle {
		return false, nil
	}
	shuffler, err := l.warpShuffler(op)
	if err != nil {
		return true, err
	}
	elem, err := l.Types.Convert(srcT.Elem)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	bitwidth := 64
	if _, isPtr := elem.(*llvm.PointerType); !isPtr {
		bitwidth = ir.IntOrFloatBitWidth(elem)
	}
	w, err := layout.DecomposeWarpConversion(srcLL, dstLL, bitwidth)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	t := &warpTransfer{l: l, loc: op.Loc(), shuffler: shuffler, w: w, elem: elem, bitwidth: bitwidth}
	in := l.Unpack(t.loc, l.Remapped(src))
	out := t.transfer(removeBroadcastRegisterValues(in, srcLL))
	stripped := layout.RemoveBroadcastRegisters(dstLL)
	out = broadcastRegisterValues(out[:stripped.InDimSize(layout.DimRegister)], dstLL)
	return true, l.packResult(op, out)
}

// removeBroadcastRegisterValues keeps the values of the registers whose index has no bit of
// a broadcast (zero) register basis of ll, as Triton applies actionRemoveBroadcastedRegs.
func removeBroadcastRegisterValues(vals []*ir.Value, ll layout.LinearLayout) []*ir.Value {
	var kept []int
	for i, b := range ll.Bases(layout.DimRegister) {
		for _, v := range b {
			if v != 0 {
				kept = append(kept, i)
				break
			}
		}
	}
	out := make([]*ir.Value, 1<<len(kept))
	for j := range out {
		idx := 0
		for k, bit := range kept {
			if j>>k&1 == 1 {
				idx |= 1 << bit
			}
		}
		out[j] = vals[idx]
	}
	return out
}

// broadcastRegisterValues is Triton's broadcastAs: the values of ll's registers, with those
// that differ only in broadcast register bits sharing a value.
func broadcastRegisterValues(vals []*ir.Value, ll layout.LinearLayout) []*ir.Value {
	bases := ll.Bases(layout.DimRegister)
	out := make([]*ir.Value, 1<<len(bases))
	for r := range out {
		idx, k := 0, 0
		for i, b := range bases {
			broadcast := true
			for _, v := range b {
				broadcast = broadcast && v == 0
			}
			if broadcast {
				continue
			}
			if r>>i&1 == 1 {
				idx |= 1 << k
			}
			k++
		}
		out[r] = vals[idx]
	}
	return out
}

// transfer runs the decomposition on the values of the source's distinct registers and
// returns the destination's, before its broadcast registers are restored.
func (t *warpTransfer) transfer(in []*ir.Value) []*ir.Value {
	regs := int(t.w.RegisterPerm.InDimSize(layout.DimRegister))
	// The destination holds more distinct registers: repeat the source's to match.
	original := in
	for len(in) < regs {
		in = append(in, original...)
	}
	permuted := make([]*ir.Value, len(in))
	for i, v := range in {
		permuted[t.w.RegisterPerm.ApplyValues([]int32{int32(i)})[0]] = v
	}
	vals := t.pack(permuted)
	if len(t.w.Transpositions) == 1 && t.w.LanePermIsIdentity() && shippable(t.w.Transpositions[0]) {
		vals = t.ship(vals, t.w.Transpositions[0])
	} else {
		vals = t.swap(vals)
	}
	return t.unpack(vals)
}

// shippable reports whether the ship method can apply the transposition: it cannot mix
// elements of different registers in one lane.
func shippable(tr layout.WarpTransposition) bool {
	return tr.TopPreSel == tr.TopPostSel ||
		(tr.TopPreSel == 0x5140 && tr.TopPostSel == 0x6240) ||
		(tr.TopPreSel == 0x6420 && tr.TopPostSel == 0x5410) ||
		(tr.TopPreSel == 0x3210 && tr.TopPostSel == 0x3120)
}

// elemsPerWord is the number of elements packed into each 32-bit register.
func (t *warpTransfer) elemsPerWord() int { return 1 << t.w.PackLog2 }

// pack packs the elements into 32-bit registers when several fit.
func (t *warpTransfer) pack(vals []*ir.Value) []*ir.Value {
	n := t.elemsPerWord()
	if n == 1 {
		return vals
	}
	l, loc := t.l, t.loc
	i32 := l.Ctx.I32()
	slotBits := 32 / n
	intElem := l.Ctx.IntegerType(t.bitwidth)
	var packed []*ir.Value
	if t.bitwidth == 8 && slotBits == 16 {
		// Triton packs two bytes with shifts here, working around a ptxas bug.
		for i := 0; i < len(vals); i += n {
			lo := llvm.BuildZext(l.B, loc, i32, l.Bitcast(loc, vals[i], intElem)).Res()
			hi := llvm.BuildZext(l.B, loc, i32, l.Bitcast(loc, vals[i+1], intElem)).Res()
			hi = llvm.BuildShl(l.B, loc, hi, l.I32(loc, 16)).Res()
			packed = append(packed, llvm.BuildOr(l.B, loc, lo, hi).Res())
		}
		return packed
	}
	if t.bitwidth < slotBits {
		widened := make([]*ir.Value, len(vals))
		for i, v := range vals {
			if t.elem != intElem {
				v = l.Bitcast(loc, v, intElem)
			}
			widened[i] = llvm.BuildZext(l.B, loc, l.Ctx.IntegerType(slotBits), v).Res()
		}
		vals = widened
	}
	for i := 0; i < len(vals); i += n {
		packed = append(packed, l.Bitcast(loc, l.packVector(loc, vals[i:i+n]), i32))
	}
	return packed
}

// unpack splits 32-bit registers back into elements.
func (t *warpTransfer) unpack(vals []*ir.Value) []*ir.Value {
	n := t.elemsPerWord()
	if n == 1 {
		return vals
	}
	l, loc := t.l, t.loc
	slotBits := 32 / n
	intElem := l.Ctx.IntegerType(t.bitwidth)
	slot := t.elem
	if t.bitwidth < slotBits {
		slot = l.Ctx.IntegerType(slotBits)
	}
	vecT := l.Ctx.VectorType([]int64{int64(n)}, slot, nil)
	var out []*ir.Value
	for _, v := range vals {
		vec := l.Bitcast(loc, v, vecT)
		for i := range n {
			out = append(out, llvm.BuildExtractelement(l.B, loc, slot, vec, l.I32(loc, int64(i))).Res())
		}
	}
	if t.bitwidth < slotBits {
		for i, v := range out {
			v = llvm.BuildTrunc(l.B, loc, intElem, v).Res()
			if t.elem != intElem {
				v = l.Bitcast(loc, v, t.elem)
			}
			out[i] = v
		}
	}
	return out
}

// packVector is Triton's packLLVector: the vector of vals, built with insertelement.
func (l *Lowering) packVector(loc ir.Location, vals []*ir.Value) *ir.Value {
	vecT := l.Ctx.VectorType([]int64{int64(len(vals))}, vals[0].Type(), nil)
	vec := l.Undef(loc, vecT)
	for i, v := range vals {
		vec = llvm.BuildInsertelement(l.B, loc, vecT, vec, v, l.I32(loc, int64(i))).Res()
	}
	return vec
}

// laneBitOff emits the lane id's bit test: true where the lane's bit is clear.
func (t *warpTransfer) laneBitOff(bit int) *ir.Value {
	l, loc := t.l, t.loc
	set := llvm.BuildAnd(l.B, loc, t.laneID, l.I32(loc, int64(1)<<bit)).Res()
	return l.ICmp(loc, "eq", set, l.I32(loc, 0))
}

// selectValue emits llvm.select.
func (t *warpTransfer) selectValue(cond, a, b *ir.Value) *ir.Value {
	return llvm.BuildSelect(t.l.B, t.loc, a.Type(), cond, a, b).Res()
}

// selectSelector emits the select between two prmt selector constants.
func (t *warpTransfer) selectSelector(cond *ir.Value, a, b uint16) *ir.Value {
	return t.selectValue(cond, t.l.I32(t.loc, int64(a)), t.l.I32(t.loc, int64(b)))
}

// laneInverse returns the bases of P_lane's inverse.
func (t *warpTransfer) laneInverse() []int32 {
	bases := t.w.LanePerm.Bases(layout.DimLane)
	inv := make([]int32, len(bases))
	for j, b := range bases {
		inv[bits.TrailingZeros32(uint32(b[0]))] = 1 << j
	}
	return inv
}

// swapStage applies r_i ^= l_j for one transposition to every pair of registers, with
// selects or, when its selectors permute bytes, prmt: before the shuffle (pre) or after.
func (t *warpTransfer) swapStage(vals []*ir.Value, tr layout.WarpTransposition, pre bool, laneInv []int32) []*ir.Value {
	rIdx := tr.Register - t.w.PackLog2
	lIdx, top, bot := tr.Lane, tr.TopPostSel, tr.BotPostSel
	if pre {
		lIdx, top, bot = bits.TrailingZeros32(uint32(laneInv[tr.Lane])), tr.TopPreSel, tr.BotPreSel
	}
	off := t.laneBitOff(lIdx)
	out := make([]*ir.Value, len(vals))
	tile := 1 << (rIdx + 1)
	for base := 0; base < len(vals); base += tile {
		for i := 0; i < tile/2; i++ {
			r0, r1 := base+i, base+i+1<<rIdx
			v0, v1 := vals[r0], vals[r1]
			if top == 0x3210 && bot == 0x7654 {
				out[r0] = t.selectValue(off, v0, v1)
				out[r1] = t.selectValue(off, v1, v0)
				continue
			}
			sel01, sel11 := top^0x4444, bot^0x4444
			if pre {
				sel01, sel11 = bot, top
			}
			c00, c01 := t.l.I32(t.loc, int64(top)), t.l.I32(t.loc, int64(sel01))
			c10, c11 := t.l.I32(t.loc, int64(bot)), t.l.I32(t.loc, int64(sel11))
			sel1, sel2 := t.selectValue(off, c00, c01), t.selectValue(off, c10, c11)
			out[r0] = t.shuffler.Permute(t.l, t.loc, v0, v1, sel1)
			out[r1] = t.shuffler.Permute(t.l, t.loc, v0, v1, sel2)
		}
	}
	return out
}

// swap is Triton's transferWithinWarpSwapImpl: every transposition's first selects, one
// shuffle per register (by xor when P_lane is the identity, by index otherwise), then every
// transposition's second selects.
func (t *warpTransfer) swap(vals []*ir.Value) []*ir.Value {
	l, loc := t.l, t.loc
	t.laneID, _ = l.LaneAndWarpID(loc)
	laneInv := t.laneInverse()
	for _, tr := range t.w.Transpositions {
		vals = t.swapStage(vals, tr, true, laneInv)
	}
	trivial := t.w.LanePermIsIdentity()
	var lanePerm *ir.Value
	if !trivial {
		lanePerm = l.matrixVectorProd(loc, laneInv, len(laneInv), t.laneID)
	}
	for r := range vals {
		mask := int32(0)
		for _, tr := range t.w.Transpositions {
			if r&(1<<(tr.Register-t.w.PackLog2)) != 0 {
				mask |= laneInv[tr.Lane]
			}
		}
		switch {
		case trivial && mask != 0:
			vals[r] = l.Target.ShuffleXor(l, loc, vals[r], int(mask))
		case !trivial:
			src := llvm.BuildXor(l.B, loc, lanePerm, l.I32(loc, int64(mask))).Res()
			vals[r] = t.shuffler.ShuffleIdx(l, loc, vals[r], src)
		}
	}
	for _, tr := range t.w.Transpositions {
		vals = t.swapStage(vals, tr, false, laneInv)
	}
	return vals
}

// shipDiagonalSelectors returns the prmt selectors of the ship method's second register of
// a pair in lanes whose bit is clear, and of its first register in the others.
func shipDiagonalSelectors(post uint16) (uint16, uint16) {
	if post == 0x3120 {
		return 0x7564, 0x7564
	}
	high := (post & 0x4444) >> 2
	sel10 := post ^ high
	if post&0x1000 != 0 {
		sel10 = post ^ high<<1
	}
	return sel10, sel10 ^ 0x4444
}

// ship is Triton's transferWithinWarpShipImpl for a single transposition: each lane ships
// half of every register pair to its partner lane through one auxiliary register.
func (t *warpTransfer) ship(vals []*ir.Value, tr layout.WarpTransposition) []*ir.Value {
	l, loc := t.l, t.loc
	rIdx := tr.Register - t.w.PackLog2
	t.laneID, _ = l.LaneAndWarpID(loc)
	off := t.laneBitOff(tr.Lane)
	out := make([]*ir.Value, len(vals))
	tile := 1 << (rIdx + 1)
	for base := 0; base < len(vals); base += tile {
		for i := 0; i < tile/2; i++ {
			r0, r1 := base+i, base+i+1<<rIdx
			v0, v1 := vals[r0], vals[r1]
			if tr.TopPreSel == 0x3210 && tr.TopPostSel == 0x3210 {
				shipped := l.Target.ShuffleXor(l, loc, t.selectValue(off, v1, v0), 1<<tr.Lane)
				out[r0] = t.selectValue(off, v0, shipped)
				out[r1] = t.selectValue(off, shipped, v1)
				continue
			}
			shipSel := t.selectSelector(off, tr.BotPreSel, tr.TopPreSel)
			shipped := l.Target.ShuffleXor(l, loc, t.shuffler.Permute(l, loc, v0, v1, shipSel), 1<<tr.Lane)
			sel10, sel01 := shipDiagonalSelectors(tr.TopPostSel)
			c00, c01 := l.I32(loc, int64(tr.TopPostSel)), l.I32(loc, int64(sel01))
			c10, c11 := l.I32(loc, int64(sel10)), l.I32(loc, int64(tr.BotPostSel^0x4444))
			sel1, sel2 := t.selectValue(off, c00, c01), t.selectValue(off, c10, c11)
			out[r0] = t.shuffler.Permute(l, loc, v0, shipped, sel1)
			out[r1] = t.shuffler.Permute(l, loc, v1, shipped, sel2)
		}
	}
	return out
}
