package layout

import (
	"fmt"
	"slices"
)

// This file holds the register permutations that Triton's shared-memory lowering applies to a
// layout and to the values of its registers at once (lib/Tools/LayoutUtils.cpp and
// ColumnAction in lib/Tools/LinearLayout.cpp): dropping broadcast registers, moving the
// registers a tile divides out to one end, and ordering the registers whose addresses are
// additive first.

// ColumnAction selects and reorders the bases of one input dimension of a layout, as Triton's
// ColumnAction: basis i of the result is basis Action[i] of the input, and the bases no
// entry names are dropped.
type ColumnAction struct {
	Action     []int
	InDim      string
	InSizeLog2 int
}

// IsIdentity reports whether the action keeps every basis in place.
func (a ColumnAction) IsIdentity() bool {
	if len(a.Action) != a.InSizeLog2 {
		return false
	}
	for i, v := range a.Action {
		if v != i {
			return false
		}
	}
	return true
}

// Apply returns l with the bases of the action's input dimension selected and reordered.
func (a ColumnAction) Apply(l LinearLayout) (LinearLayout, error) {
	i := l.inIndex(a.InDim)
	if i < 0 || len(l.ins[i].Bases) != a.InSizeLog2 {
		return LinearLayout{}, fmt.Errorf("column action over %d bases of %q applied to %s", a.InSizeLog2, a.InDim, l.Describe())
	}
	if a.IsIdentity() {
		return l, nil
	}
	ins := cloneIns(l.ins)
	bases := make([][]int32, len(a.Action))
	for k, src := range a.Action {
		bases[k] = slices.Clone(l.ins[i].Bases[src])
	}
	ins[i].Bases = bases
	return New(ins, l.outs, false)
}

// sourceIndex returns the index of the value that register i of the result takes.
func (a ColumnAction) sourceIndex(i int) int {
	src := 0
	for k, from := range a.Action {
		if i>>k&1 == 1 {
			src ^= 1 << from
		}
	}
	return src
}

// ApplyToValues is ColumnAction's apply on the values of registers: the values that the
// registers of the permuted layout hold, given those of the original one.
func ApplyToValues[T any](a ColumnAction, vals []T) []T {
	if a.IsIdentity() {
		return slices.Clone(vals)
	}
	out := make([]T, 1<<len(a.Action))
	for i := range out {
		out[i] = vals[a.sourceIndex(i)]
	}
	return out
}

// Inverse returns the action that undoes a (a permutation).
func (a ColumnAction) Inverse() ColumnAction {
	inv := make([]int, len(a.Action))
	for i, v := range a.Action {
		inv[v] = i
	}
	return ColumnAction{Action: inv, InDim: a.InDim, InSizeLog2: a.InSizeLog2}
}

// LeftCompose is Triton's ColumnAction::leftCompose: the action that applies other, then a
// (both permutations of the same bases).
func (a ColumnAction) LeftCompose(other ColumnAction) ColumnAction {
	out := make([]int, len(a.Action))
	for i := range out {
		out[i] = a.Action[other.Action[i]]
	}
	return ColumnAction{Action: out, InDim: a.InDim, InSizeLog2: a.InSizeLog2}
}

// IdentityAction returns the action over n bases of dim that keeps them in place.
func IdentityAction(dim string, n int) ColumnAction {
	action := make([]int, n)
	for i := range action {
		action[i] = i
	}
	return ColumnAction{Action: action, InDim: dim, InSizeLog2: n}
}

// RemoveBroadcastAction is Triton's actionRemoveBroadcastedRegs: the action that keeps the
// non-zero register bases of l.
func RemoveBroadcastAction(l LinearLayout) ColumnAction {
	bases := l.Bases(DimRegister)
	var keep []int
	for i, b := range bases {
		if slices.ContainsFunc(b, func(v int32) bool { return v != 0 }) {
			keep = append(keep, i)
		}
	}
	return ColumnAction{Action: keep, InDim: DimRegister, InSizeLog2: len(bases)}
}

// BroadcastAs is Triton's broadcastAs: the values of the registers of l, given those of its
// non-broadcast registers.
func BroadcastAs[T any](vals []T, l LinearLayout) []T {
	var mask int32
	for _, m := range l.FreeVariableMasks() {
		if m.Dim == DimRegister {
			mask = m.Value
		}
	}
	n := l.InDimSizeLog2(DimRegister)
	out := make([]T, 1<<n)
	for i := range out {
		src, k := 0, 0
		for j := 0; j < n; j++ {
			if mask>>j&1 == 1 {
				continue
			}
			if i>>j&1 == 1 {
				src |= 1 << k
			}
			k++
		}
		out[i] = vals[src]
	}
	return out
}

// RegPermForDivide is Triton's regPermForDivide: the permutation of a's registers after which
// b divides a on the left (b's register bases first) or on the right (b's bases, scaled to
// the top of a's outputs, last); false when a lacks one of them.
func RegPermForDivide(a, b LinearLayout, left bool) (ColumnAction, bool) {
	aBases := a.Bases(DimRegister)
	shift := make([]int, len(a.outs))
	bOut := make([]int, len(a.outs))
	for k, o := range a.outs {
		bOut[k] = b.outIndex(o.Name)
		shift[k] = log2(o.Size) - b.OutDimSizeLog2(o.Name)
		if shift[k] < 0 {
			return ColumnAction{}, false
		}
	}
	used := make([]bool, len(aBases))
	var picked []int
	for _, bb := range b.Bases(DimRegister) {
		want := make([]int32, len(a.outs))
		for k := range a.outs {
			if bOut[k] >= 0 {
				want[k] = bb[bOut[k]]
				if !left {
					want[k] <<= shift[k]
				}
			}
		}
		found := false
		for j, ab := range aBases {
			if !used[j] && slices.Equal(ab, want) {
				used[j], found = true, true
				picked = append(picked, j)
				break
			}
		}
		if !found {
			return ColumnAction{}, false
		}
	}
	var rest []int
	for j := range aBases {
		if !used[j] {
			rest = append(rest, j)
		}
	}
	order := append(slices.Clone(rest), picked...)
	if left {
		order = append(picked, rest...)
	}
	return ColumnAction{Action: order, InDim: DimRegister, InSizeLog2: len(aBases)}, true
}

// AdditiveStridesAction is Triton's actionAdditiveStrides over a layout with one output: the
// registers whose offsets share no bit with the lanes' and warps' offsets of addr (nor with
// maskSpan) go first, so that their offsets can be added to a common base as immediates. It
// returns how many registers that is, and the action.
func AdditiveStridesAction(l, addr LinearLayout, maskSpan uint32) (int, ColumnAction) {
	bits := maskSpan
	var tile []int32
	for _, in := range addr.ins {
		for _, b := range in.Bases {
			bits |= uint32(b[0])
			tile = append(tile, b[0])
		}
	}
	var front, back []int
	for i, b := range l.Bases(DimRegister) {
		if uint32(b[0])&bits == 0 || slices.Contains(tile, b[0]) {
			front = append(front, i)
		} else {
			back = append(back, i)
		}
	}
	return 1 << len(front), ColumnAction{Action: append(front, back...), InDim: DimRegister, InSizeLog2: l.InDimSizeLog2(DimRegister)}
}

// LargestVectorisation is Triton's largestVectorisation over a map from registers to
// offsets: the most consecutive registers (at most maxVecElems, or 128 bits when it is 0,
// and then without permuting) that hold consecutive offsets, and the register permutation
// that puts them first.
func LargestVectorisation(cvt LinearLayout, bitwidth, maxVecElems int) (int, ColumnAction, error) {
	allowPerm := maxVecElems == 0
	if allowPerm {
		maxVecElems = 128 / bitwidth
	}
	for v := maxVecElems; v >= 1; v /= 2 {
		tile, err := Identity1D(int32(v), DimRegister, DimOffset)
		if err != nil {
			return 0, ColumnAction{}, err
		}
		perm, ok := RegPermForDivide(cvt, tile, true)
		if !ok || (!allowPerm && !perm.IsIdentity()) {
			continue
		}
		permuted, err := perm.Apply(cvt)
		if err != nil {
			return 0, ColumnAction{}, err
		}
		if _, ok := permuted.DivideLeft(tile); ok {
			return v, perm, nil
		}
	}
	return 0, ColumnAction{}, fmt.Errorf("no vectorisation of %s", cvt.Describe())
}

// ZerosLike is Triton's zerosLike: l with every basis zero.
func ZerosLike(l LinearLayout) LinearLayout {
	ins := cloneIns(l.ins)
	for i := range ins {
		for j := range ins[i].Bases {
			ins[i].Bases[j] = make([]int32, len(l.outs))
		}
	}
	out, _ := New(ins, l.outs, false)
	return out
}

// DivideRight returns C with l = C*b, when l has that block form (Triton's divideRight).
func (l LinearLayout) DivideRight(b LinearLayout) (LinearLayout, bool) {
	for _, d := range b.InDimNames() {
		if !l.HasInDim(d) {
			return LinearLayout{}, false
		}
	}
	for _, d := range b.OutDimNames() {
		if !l.HasOutDim(d) {
			return LinearLayout{}, false
		}
	}
	outs := make([]OutDim, len(l.outs))
	for k, o := range l.outs {
		c := log2(o.Size) - b.OutDimSizeLog2(o.Name)
		if c < 0 {
			return LinearLayout{}, false
		}
		outs[k] = OutDim{o.Name, 1 << c}
	}
	ins := make([]InDim, len(l.ins))
	for d, in := range l.ins {
		nc := len(in.Bases) - b.InDimSizeLog2(in.Name)
		if nc < 0 {
			return LinearLayout{}, false
		}
		bi := b.inIndex(in.Name)
		for i := nc; i < len(in.Bases); i++ {
			for bk, bo := range b.outs {
				k := l.outIndex(bo.Name)
				shift := log2(outs[k].Size)
				v := in.Bases[i][k]
				if v&(1<<shift-1) != 0 || v>>shift != b.ins[bi].Bases[i-nc][bk] {
					return LinearLayout{}, false
				}
			}
		}
		bs := make([][]int32, nc)
		for i := range bs {
			bs[i] = slices.Clone(in.Bases[i])
		}
		ins[d] = InDim{in.Name, bs}
	}
	c, err := New(ins, outs, false)
	if err != nil {
		return LinearLayout{}, false
	}
	if p, err := c.Mul(b); err != nil || !p.Equal(l) {
		return LinearLayout{}, false
	}
	return c, true
}
