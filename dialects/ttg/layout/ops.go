package layout

import (
	"fmt"
	"slices"
	"sort"
)

// Coord is a value of a named dimension.
type Coord struct {
	Dim   string
	Value int32
}

// supremum merges two lists of names keeping the relative order of both
// where they agree, the first list's names first where the order is free,
// as Triton's supremum.
func supremum(x, y []string) []string {
	posX := map[string]int{}
	posY := map[string]int{}
	for i, e := range x {
		posX[e] = i
	}
	for i, e := range y {
		posY[e] = i
	}
	var out []string
	in := map[string]bool{}
	add := func(s string) { out = append(out, s); in[s] = true }
	const inf = int(^uint(0) >> 1)
	i, j := 0, 0
	for {
		for i < len(x) && in[x[i]] {
			i++
		}
		for j < len(y) && in[y[j]] {
			j++
		}
		if i >= len(x) && j >= len(y) {
			return out
		}
		if i < len(x) && j < len(y) && x[i] == y[j] {
			add(x[i])
			i++
			j++
			continue
		}
		candX, candY := inf, inf
		if i < len(x) {
			if p, ok := posY[x[i]]; ok && p >= j {
				candX = p
			}
		}
		if j < len(y) {
			if p, ok := posX[y[j]]; ok && p >= i {
				candY = p
			}
		}
		switch {
		case i < len(x) && candX == inf:
			add(x[i])
			i++
		case j < len(y) && candY == inf:
			add(y[j])
			j++
		case candX <= candY:
			add(x[i])
			i++
		default:
			add(y[j])
			j++
		}
	}
}

// Mul returns the product inner*outer: the input and output dimensions of
// both, inner's the more minor. Shared input dimensions get inner's bits
// first; shared output dimensions put outer's values above inner's.
func (l LinearLayout) Mul(outer LinearLayout) (LinearLayout, error) {
	inner := l
	inNames := supremum(inner.InDimNames(), outer.InDimNames())
	outNames := supremum(inner.OutDimNames(), outer.OutDimNames())
	outs := make([]OutDim, len(outNames))
	for k, o := range outNames {
		sz := int64(inner.OutDimSize(o)) * int64(outer.OutDimSize(o))
		if sz > 1<<30 {
			return LinearLayout{}, fmt.Errorf("product: out-dim %q too large", o)
		}
		outs[k] = OutDim{o, int32(sz)}
	}
	ins := make([]InDim, len(inNames))
	for n, name := range inNames {
		ni, no := inner.InDimSizeLog2(name), outer.InDimSizeLog2(name)
		bs := make([][]int32, ni+no)
		store := make([]int32, len(bs)*len(outNames))
		for i := range bs {
			bs[i] = store[i*len(outNames) : (i+1)*len(outNames) : (i+1)*len(outNames)]
		}
		for k, o := range outNames {
			if ii, io := inner.inIndex(name), inner.outIndex(o); ii >= 0 && io >= 0 {
				for i, b := range inner.ins[ii].Bases {
					bs[i][k] = b[io]
				}
			}
			if oi, oo := outer.inIndex(name), outer.outIndex(o); oi >= 0 && oo >= 0 {
				shift := inner.OutDimSizeLog2(o)
				for i, b := range outer.ins[oi].Bases {
					bs[ni+i][k] = b[oo] << shift
				}
			}
		}
		ins[n] = InDim{name, bs}
	}
	return newOwned(ins, outs, false)
}

// Product multiplies layouts left to right: Product(a, b, c) = a*b*c.
func Product(ls ...LinearLayout) (LinearLayout, error) {
	r := Empty()
	for _, x := range ls {
		var err error
		if r, err = r.Mul(x); err != nil {
			return LinearLayout{}, err
		}
	}
	return r, nil
}

// Apply maps input values to output values. Every input dimension must be
// given exactly once; the result follows the output dimension order.
func (l LinearLayout) Apply(ins []Coord) ([]Coord, error) {
	vals := make([]int32, len(l.ins))
	seen := make([]bool, len(l.ins))
	for _, c := range ins {
		i := l.inIndex(c.Dim)
		if i < 0 || seen[i] {
			return nil, fmt.Errorf("apply: unexpected or repeated in-dim %q", c.Dim)
		}
		if c.Value < 0 || c.Value >= l.InDimSize(c.Dim) {
			return nil, fmt.Errorf("apply: value %d out of range for in-dim %q of size %d", c.Value, c.Dim, l.InDimSize(c.Dim))
		}
		seen[i] = true
		vals[i] = c.Value
	}
	if len(ins) != len(l.ins) {
		return nil, fmt.Errorf("apply: got %d in-dims, want %d", len(ins), len(l.ins))
	}
	outVals := l.ApplyValues(vals)
	out := make([]Coord, len(l.outs))
	for i, o := range l.outs {
		out[i] = Coord{o.Name, outVals[i]}
	}
	return out, nil
}

// ApplyValues maps input values given in input dimension order to output
// values in output dimension order; bits beyond an input's size are ignored.
func (l LinearLayout) ApplyValues(ins []int32) []int32 {
	out := make([]int32, len(l.outs))
	for d, in := range l.ins {
		if d >= len(ins) {
			break
		}
		for i, b := range in.Bases {
			if ins[d]>>i&1 == 1 {
				for k := range out {
					out[k] ^= b[k]
				}
			}
		}
	}
	return out
}

// sameNames reports whether a and b hold the same names, ignoring order.
func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// Compose returns outer∘l: l's output dimensions must be outer's input
// dimensions, no larger than them.
func (l LinearLayout) Compose(outer LinearLayout) (LinearLayout, error) {
	if !sameNames(l.OutDimNames(), outer.InDimNames()) {
		return LinearLayout{}, fmt.Errorf("compose: out-dims %v differ from in-dims %v", l.OutDimNames(), outer.InDimNames())
	}
	for _, o := range l.outs {
		if o.Size > outer.InDimSize(o.Name) {
			return LinearLayout{}, fmt.Errorf("compose: out-dim %q of size %d is larger than in-dim of size %d", o.Name, o.Size, outer.InDimSize(o.Name))
		}
	}
	perm := make([]int, len(l.outs))
	for k, o := range l.outs {
		perm[k] = outer.inIndex(o.Name)
	}
	ins := make([]InDim, len(l.ins))
	for d, in := range l.ins {
		bs := make([][]int32, len(in.Bases))
		for i, b := range in.Bases {
			vals := make([]int32, len(outer.ins))
			for k, v := range b {
				vals[perm[k]] = v
			}
			bs[i] = outer.ApplyValues(vals)
		}
		ins[d] = InDim{in.Name, bs}
	}
	return New(ins, outer.OutDims(), false)
}

// TransposeIns reorders the input dimensions.
func (l LinearLayout) TransposeIns(order []string) (LinearLayout, error) {
	if !sameNames(order, l.InDimNames()) {
		return LinearLayout{}, fmt.Errorf("transposeIns: %v is not a permutation of %v", order, l.InDimNames())
	}
	ins := make([]InDim, len(order))
	for i, n := range order {
		ins[i] = l.ins[l.inIndex(n)]
	}
	return New(ins, l.outs, false)
}

// TransposeOuts reorders the output dimensions.
func (l LinearLayout) TransposeOuts(order []string) (LinearLayout, error) {
	if !sameNames(order, l.OutDimNames()) {
		return LinearLayout{}, fmt.Errorf("transposeOuts: %v is not a permutation of %v", order, l.OutDimNames())
	}
	perm := make([]int, len(order))
	outs := make([]OutDim, len(order))
	for i, n := range order {
		perm[i] = l.outIndex(n)
		outs[i] = l.outs[perm[i]]
	}
	ins := make([]InDim, len(l.ins))
	store := make([]int32, len(perm)*l.TotalInDimSizeLog2())
	for d, in := range l.ins {
		bs := make([][]int32, len(in.Bases))
		for i, b := range in.Bases {
			nb := store[:len(perm):len(perm)]
			store = store[len(perm):]
			for k, p := range perm {
				nb[k] = b[p]
			}
			bs[i] = nb
		}
		ins[d] = InDim{in.Name, bs}
	}
	return newOwned(ins, outs, false)
}

// ReshapeIns flattens the input dimensions into one and splits it into
// newIns, whose sizes must multiply to the total input size.
func (l LinearLayout) ReshapeIns(newIns []OutDim) (LinearLayout, error) {
	total := 0
	for _, d := range newIns {
		if !isPowerOf2(int64(d.Size)) {
			return LinearLayout{}, fmt.Errorf("reshapeIns: size %d of %q is not a power of 2", d.Size, d.Name)
		}
		total += log2(d.Size)
	}
	if total != l.TotalInDimSizeLog2() {
		return LinearLayout{}, fmt.Errorf("reshapeIns: total size 2^%d differs from 2^%d", total, l.TotalInDimSizeLog2())
	}
	var flat [][]int32
	for _, in := range l.ins {
		flat = append(flat, in.Bases...)
	}
	ins := make([]InDim, len(newIns))
	for i, d := range newIns {
		n := log2(d.Size)
		ins[i] = InDim{d.Name, flat[:n]}
		flat = flat[n:]
	}
	return New(ins, l.outs, false)
}

// ReshapeOuts flattens the output dimensions into one and splits it into
// newOuts, whose sizes must multiply to the total output size.
func (l LinearLayout) ReshapeOuts(newOuts []OutDim) (LinearLayout, error) {
	total := 0
	for _, d := range newOuts {
		if !isPowerOf2(int64(d.Size)) {
			return LinearLayout{}, fmt.Errorf("reshapeOuts: size %d of %q is not a power of 2", d.Size, d.Name)
		}
		total += log2(d.Size)
	}
	if total != l.TotalOutDimSizeLog2() {
		return LinearLayout{}, fmt.Errorf("reshapeOuts: total size 2^%d differs from 2^%d", total, l.TotalOutDimSizeLog2())
	}
	ins := make([]InDim, len(l.ins))
	store := make([]int32, len(newOuts)*l.TotalInDimSizeLog2())
	for d, in := range l.ins {
		bs := make([][]int32, len(in.Bases))
		for i, b := range in.Bases {
			v := l.pack(b)
			nb := store[:len(newOuts):len(newOuts)]
			store = store[len(newOuts):]
			for k, o := range newOuts {
				nb[k] = int32(v & uint64(o.Size-1))
				v >>= log2(o.Size)
			}
			bs[i] = nb
		}
		ins[d] = InDim{in.Name, bs}
	}
	return newOwned(ins, append([]OutDim(nil), newOuts...), false)
}

// FlattenIns merges all input dimensions into the first one.
func (l LinearLayout) FlattenIns() (LinearLayout, error) {
	if len(l.ins) == 0 {
		return l.ReshapeIns(nil)
	}
	return l.ReshapeIns([]OutDim{{l.ins[0].Name, int32(l.TotalInDimSize())}})
}

// FlattenOuts merges all output dimensions into the first one.
func (l LinearLayout) FlattenOuts() (LinearLayout, error) {
	if len(l.outs) == 0 {
		return l.ReshapeOuts(nil)
	}
	return l.ReshapeOuts([]OutDim{{l.outs[0].Name, int32(l.TotalOutDimSize())}})
}

// Sublayout keeps only the named input and output dimensions, in l's order.
func (l LinearLayout) Sublayout(inNames, outNames []string) (LinearLayout, error) {
	for _, n := range inNames {
		if !l.HasInDim(n) {
			return LinearLayout{}, fmt.Errorf("sublayout: no in-dim %q", n)
		}
	}
	for _, n := range outNames {
		if !l.HasOutDim(n) {
			return LinearLayout{}, fmt.Errorf("sublayout: no out-dim %q", n)
		}
	}
	var keep []int
	var outs []OutDim
	for k, o := range l.outs {
		if slices.Contains(outNames, o.Name) {
			keep = append(keep, k)
			outs = append(outs, o)
		}
	}
	var ins []InDim
	store := make([]int32, len(keep)*l.TotalInDimSizeLog2())
	for _, in := range l.ins {
		if !slices.Contains(inNames, in.Name) {
			continue
		}
		bs := make([][]int32, len(in.Bases))
		for i, b := range in.Bases {
			nb := store[:len(keep):len(keep)]
			store = store[len(keep):]
			for j, k := range keep {
				nb[j] = b[k]
			}
			bs[i] = nb
		}
		ins = append(ins, InDim{in.Name, bs})
	}
	return newOwned(ins, outs, false)
}

// SublayoutIsZero reports whether the named inputs map to zero in the named
// outputs.
func (l LinearLayout) SublayoutIsZero(inNames, outNames []string) (bool, error) {
	s, err := l.Sublayout(inNames, outNames)
	if err != nil {
		return false, err
	}
	for _, in := range s.ins {
		for _, b := range in.Bases {
			for _, v := range b {
				if v != 0 {
					return false, nil
				}
			}
		}
	}
	return true, nil
}

// ResizeInDim keeps the first log2(size) bases of inDim.
func (l LinearLayout) ResizeInDim(inDim string, size int32) (LinearLayout, error) {
	i := l.inIndex(inDim)
	if i < 0 || !isPowerOf2(int64(size)) || size > l.InDimSize(inDim) {
		return LinearLayout{}, fmt.Errorf("resizeInDim: cannot resize %q to %d", inDim, size)
	}
	ins := cloneIns(l.ins)
	ins[i].Bases = ins[i].Bases[:log2(size)]
	return New(ins, l.outs, false)
}

// RenameInDim renames an input dimension; the renamed dimension moves last,
// as in Triton.
func (l LinearLayout) RenameInDim(oldName, newName string) (LinearLayout, error) {
	i := l.inIndex(oldName)
	if i < 0 {
		return LinearLayout{}, fmt.Errorf("renameInDim: no in-dim %q", oldName)
	}
	ins := cloneIns(l.ins)
	d := ins[i]
	ins = append(ins[:i], ins[i+1:]...)
	ins = append(ins, InDim{newName, d.Bases})
	return New(ins, l.outs, false)
}

// RemoveZeroBasesAlongDim drops the all-zero bases of input dimension dim.
func (l LinearLayout) RemoveZeroBasesAlongDim(dim string) LinearLayout {
	ins := cloneIns(l.ins)
	for d := range ins {
		if ins[d].Name != dim {
			continue
		}
		var keep [][]int32
		for _, b := range ins[d].Bases {
			if slices.ContainsFunc(b, func(v int32) bool { return v != 0 }) {
				keep = append(keep, b)
			}
		}
		ins[d].Bases = keep
	}
	r := LinearLayout{ins: ins, outs: l.OutDims()}
	r.rank = rankOf(r.columns())
	return r
}

// FreeVariableMasks returns, per input dimension, the mask of input bits that
// are free variables of the matrix: bits whose basis depends on lower bits,
// so flipping them reaches an output already reached (broadcast).
func (l LinearLayout) FreeVariableMasks() []Coord {
	var s gf2Basis
	c := 0
	out := make([]Coord, len(l.ins))
	for d, in := range l.ins {
		var mask int32
		for i, b := range in.Bases {
			if !s.insert(l.pack(b), uint64(1)<<c) {
				mask |= 1 << i
			}
			c++
		}
		out[d] = Coord{in.Name, mask}
	}
	return out
}

// NumConsecutiveInOut returns how many consecutive values of the first input
// dimension map to consecutive values of the first output dimension, as
// Triton's getNumConsecutiveInOut (the vector width of a register layout).
func (l LinearLayout) NumConsecutiveInOut() int {
	if len(l.ins) == 0 || len(l.outs) == 0 {
		return 1
	}
	first := l.ins[0].Bases
	consec := 0
	for ; consec < len(first); consec++ {
		b := first[consec]
		if b[0] != 1<<consec || slices.ContainsFunc(b[1:], func(v int32) bool { return v != 0 }) {
			break
		}
	}
	var other int32
	for d, in := range l.ins {
		for i, b := range in.Bases {
			if d != 0 || i >= consec {
				other |= b[0]
			}
		}
	}
	tz := 31
	if other != 0 {
		tz = 0
		for other>>tz&1 == 0 {
			tz++
		}
	}
	return 1 << min(consec, tz)
}

// lstsq solves A·X = B for X over GF(2), choosing zero for A's free
// variables; B's image must lie in A's. X maps B's inputs to A's inputs.
func lstsq(a, b LinearLayout) (LinearLayout, error) {
	var basis gf2Basis
	for i, c := range a.columns() {
		basis.insert(c, uint64(1)<<i)
	}
	shifts := a.outShifts()
	var cols []int32
	for _, in := range b.ins {
		for _, bv := range in.Bases {
			var v uint64
			for k, o := range b.outs {
				v |= uint64(bv[k]) << shifts[a.outIndex(o.Name)]
			}
			x, ok := basis.solve(v)
			if !ok {
				return LinearLayout{}, fmt.Errorf("invertAndCompose: image of %s is not contained in the image of the inverted layout", in.Name)
			}
			cols = append(cols, int32(x))
		}
	}
	if a.TotalInDimSizeLog2() > 30 || b.TotalInDimSizeLog2() > 30 {
		return LinearLayout{}, fmt.Errorf("invertAndCompose: layouts too large")
	}
	flatBases := make([][]int32, len(cols))
	for i := range cols {
		flatBases[i] = cols[i : i+1 : i+1]
	}
	inName, outName := "in", "out"
	flat, err := newOwned([]InDim{{inName, flatBases}}, []OutDim{{outName, int32(a.TotalInDimSize())}}, false)
	if err != nil {
		return LinearLayout{}, err
	}
	var retIns, retOuts []OutDim
	for _, in := range b.ins {
		retIns = append(retIns, OutDim{in.Name, b.InDimSize(in.Name)})
	}
	for _, in := range a.ins {
		retOuts = append(retOuts, OutDim{in.Name, a.InDimSize(in.Name)})
	}
	r, err := flat.ReshapeIns(retIns)
	if err != nil {
		return LinearLayout{}, err
	}
	return r.ReshapeOuts(retOuts)
}

// InvertAndCompose returns the layout C with outer∘C = l: for each input of
// l, an input of outer reaching the same output, as Triton's
// invertAndCompose. Input dimensions on which l and outer agree map to
// themselves; the rest take the solution with free variables zero, so
// broadcast inputs collapse onto one.
func (l LinearLayout) InvertAndCompose(outer LinearLayout) (LinearLayout, error) {
	key := string(outer.appendKey(l.appendKey(nil)))
	if c, ok := compositions.Lookup(key); ok {
		return c, nil
	}
	c, err := l.invertAndCompose(outer)
	if err == nil {
		compositions.Store(key, c)
	}
	return c, err
}

// invertAndCompose is InvertAndCompose without the memo.
func (l LinearLayout) invertAndCompose(outer LinearLayout) (LinearLayout, error) {
	outNames := l.OutDimNames()
	a, err := outer.TransposeOuts(outNames)
	if err != nil {
		return LinearLayout{}, fmt.Errorf("invertAndCompose: %w", err)
	}
	for _, o := range outNames {
		if a.OutDimSize(o) < l.OutDimSize(o) {
			return LinearLayout{}, fmt.Errorf("invertAndCompose: out-dim %q of size %d is smaller than %d", o, a.OutDimSize(o), l.OutDimSize(o))
		}
	}
	var identity, aRest, bRest []string
	for _, d := range a.InDimNames() {
		if l.HasInDim(d) {
			sa, err1 := a.Sublayout([]string{d}, outNames)
			sb, err2 := l.Sublayout([]string{d}, outNames)
			if err1 == nil && err2 == nil && sa.Equal(sb) {
				identity = append(identity, d)
				continue
			}
		}
		aRest = append(aRest, d)
	}
	for _, d := range l.InDimNames() {
		if !slices.Contains(identity, d) {
			bRest = append(bRest, d)
		}
	}
	if (len(aRest) == 0) != (len(bRest) == 0) {
		return LinearLayout{}, fmt.Errorf("invertAndCompose: layouts differ in dims %v and %v but one side has none left", aRest, bRest)
	}
	ret := Empty()
	if len(aRest) > 0 {
		ar, err := a.Sublayout(aRest, outNames)
		if err != nil {
			return LinearLayout{}, err
		}
		br, err := l.Sublayout(bRest, outNames)
		if err != nil {
			return LinearLayout{}, err
		}
		if ret, err = lstsq(ar, br); err != nil {
			return LinearLayout{}, err
		}
	}
	for _, d := range identity {
		id, err := Identity1D(a.InDimSize(d), d, d)
		if err != nil {
			return LinearLayout{}, err
		}
		if ret, err = ret.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	if ret, err = ret.TransposeIns(l.InDimNames()); err != nil {
		return LinearLayout{}, err
	}
	return ret.TransposeOuts(a.InDimNames())
}

// PseudoInvert returns a right inverse of l on its image: outputs map to an
// input that reaches them, free variables zero.
func (l LinearLayout) PseudoInvert() (LinearLayout, error) {
	id := Empty()
	for _, o := range l.outs {
		x, err := Identity1D(o.Size, o.Name, o.Name)
		if err != nil {
			return LinearLayout{}, err
		}
		if id, err = id.Mul(x); err != nil {
			return LinearLayout{}, err
		}
	}
	return id.InvertAndCompose(l)
}

// Invert returns the inverse of a bijective layout.
func (l LinearLayout) Invert() (LinearLayout, error) {
	if !l.IsInvertible() {
		return LinearLayout{}, fmt.Errorf("invert: layout is not a bijection:%s", l.Describe())
	}
	return l.PseudoInvert()
}

// DivideLeft returns C with l = b*C, when l has that block form.
func (l LinearLayout) DivideLeft(b LinearLayout) (LinearLayout, bool) {
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
	outB := make([]int, len(l.outs))
	bIdx := make([]int, len(l.outs))
	for k, o := range l.outs {
		bIdx[k] = b.outIndex(o.Name)
		outB[k] = b.OutDimSizeLog2(o.Name)
		c := log2(o.Size) - outB[k]
		if c < 0 {
			return LinearLayout{}, false
		}
		outs[k] = OutDim{o.Name, 1 << c}
	}
	ins := make([]InDim, len(l.ins))
	for d, in := range l.ins {
		nb := b.InDimSizeLog2(in.Name)
		if nb > len(in.Bases) {
			return LinearLayout{}, false
		}
		bi := b.inIndex(in.Name)
		for i := 0; i < nb; i++ {
			for k := range l.outs {
				var want int32
				if bIdx[k] >= 0 {
					want = b.ins[bi].Bases[i][bIdx[k]]
				}
				if in.Bases[i][k] != want {
					return LinearLayout{}, false
				}
			}
		}
		var bs [][]int32
		for i := nb; i < len(in.Bases); i++ {
			c := make([]int32, len(l.outs))
			for k, v := range in.Bases[i] {
				if v&(1<<outB[k]-1) != 0 {
					return LinearLayout{}, false
				}
				c[k] = v >> outB[k]
			}
			bs = append(bs, c)
		}
		ins[d] = InDim{in.Name, bs}
	}
	c, err := New(ins, outs, false)
	if err != nil {
		return LinearLayout{}, false
	}
	if p, err := b.Mul(c); err != nil || !p.Equal(l) {
		return LinearLayout{}, false
	}
	return c, true
}

// ensureNotLargerThan shrinks each output dimension to at most shape[dim] by
// zeroing its largest bases, as Triton's ensureLayoutNotLargerThan; with
// broadcastRegisters false, register bases are dropped instead of zeroed.
func ensureNotLargerThan(l LinearLayout, shape map[string]int32, broadcastRegisters bool) (LinearLayout, error) {
	if len(shape) == 0 {
		return l, nil
	}
	ins := cloneIns(l.ins)
	regIdx := l.inIndex(DimRegister)
	dropped := map[int]bool{}
	outs := l.OutDims()
	for k, o := range l.outs {
		actual, want := o.Size, shape[o.Name]
		if actual <= want {
			continue
		}
		type ref struct {
			in, i int
			v     int32
		}
		var refs []ref
		for d, in := range ins {
			for i, b := range in.Bases {
				if b[k] != 0 {
					refs = append(refs, ref{d, i, b[k]})
				}
			}
		}
		sort.SliceStable(refs, func(x, y int) bool { return refs[x].v > refs[y].v })
		for _, r := range refs {
			if actual <= want {
				break
			}
			if !broadcastRegisters && r.in == regIdx {
				dropped[r.i] = true
			} else {
				ins[r.in].Bases[r.i][k] = 0
			}
			actual >>= 1
		}
		outs[k].Size = min(o.Size, max(want, 1))
	}
	if !broadcastRegisters && regIdx >= 0 {
		var keep [][]int32
		for i, b := range ins[regIdx].Bases {
			if !dropped[i] {
				keep = append(keep, b)
			}
		}
		ins[regIdx].Bases = keep
	}
	// Bases of a dimension that was shrunk may still exceed the new size
	// when they were not powers of two; Triton asserts they are.
	return New(ins, outs, false)
}

// ensureNotSmallerThan grows each output dimension to at least shape[dim]
// by appending identity bases to the first input dimension, as Triton's
// ensureLayoutNotSmallerThan. Output dimensions are visited in l's order.
func ensureNotSmallerThan(l LinearLayout, shape map[string]int32) (LinearLayout, error) {
	if len(l.ins) == 0 {
		return LinearLayout{}, fmt.Errorf("ensureNotSmallerThan: layout has no in-dims")
	}
	k := l.ins[0].Name
	ret := l
	for _, o := range l.outs {
		want := shape[o.Name]
		if o.Size >= want {
			continue
		}
		id, err := Identity1D(want/o.Size, k, o.Name)
		if err != nil {
			return LinearLayout{}, err
		}
		if ret, err = ret.Mul(id); err != nil {
			return LinearLayout{}, err
		}
	}
	return ret, nil
}
