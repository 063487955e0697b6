package tritongputollvm

import (
	"math/bits"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// LayoutIndex is one input of a linear layout for applyLinearLayout: the value of an input
// dimension and whether it is a known constant (Const holds it then).
type LayoutIndex struct {
	Dim     string
	Value   *ir.Value
	IsConst bool
	Const   int32
}

// ThreadID is Triton's getThreadId: tid.x masked to the CTA's thread count; in a partition
// of a ttg.warp_specialize, relative to the partition's first thread.
func (l *Lowering) ThreadID(loc ir.Location) *ir.Value {
	tid := nvvm.BuildReadPtxSregTidX(l.B, loc, l.Ctx.I32()).Res()
	if l.threadIDBase != 0 {
		tid = llvm.BuildSub(l.B, loc, tid, l.I32(loc, int64(l.threadIDBase))).Res()
	}
	upper := int64(l.NumWarps * l.ThreadsPerWarp)
	return llvm.BuildAnd(l.B, loc, tid, l.I32(loc, upper-1)).Res()
}

// LaneAndWarpID is Triton's getLaneAndWarpId.
func (l *Lowering) LaneAndWarpID(loc ir.Location) (lane, warp *ir.Value) {
	tid := l.ThreadID(loc)
	size := l.I32(loc, int64(l.ThreadsPerWarp))
	if l.NumWarps == 1 {
		return tid, l.I32(loc, 0)
	}
	return llvm.BuildUrem(l.B, loc, tid, size).Res(), llvm.BuildUdiv(l.B, loc, tid, size).Res()
}

// constIndex returns a constant input of a layout, emitting its i32 constant.
func (l *Lowering) constIndex(loc ir.Location, dim string, v int32) LayoutIndex {
	return LayoutIndex{Dim: dim, Value: l.I32(loc, int64(v)), IsConst: true, Const: v}
}

// ApplyLinearLayout is Triton's applyLinearLayout: the output coordinates of ll at the given
// inputs, one value per output dimension, with the constant inputs folded.
func (l *Lowering) ApplyLinearLayout(loc ir.Location, ll layout.LinearLayout, indices []LayoutIndex) []*ir.Value {
	if ll.NumOutDims() == 0 {
		return nil
	}
	consts := make([]int32, ll.NumInDims())
	var dynamic []LayoutIndex
	for i, idx := range indices {
		if idx.IsConst {
			consts[i] = idx.Const
		} else {
			dynamic = append(dynamic, idx)
		}
	}
	zero := l.I32(loc, 0)
	outs := ll.ApplyValues(consts)
	vals := make([]*ir.Value, len(outs))
	for i, c := range outs {
		if c == 0 {
			vals[i] = zero
		} else {
			vals[i] = l.I32(loc, int64(c))
		}
	}
	if len(dynamic) == 0 {
		return vals
	}
	x := l.I32(loc, 0)
	shift := 0
	for _, idx := range dynamic {
		x = llvm.BuildOr(l.B, loc, x, llvm.BuildShl(l.B, loc, idx.Value, l.I32(loc, int64(shift))).Res()).Res()
		shift += ll.InDimSizeLog2(idx.Dim)
	}
	for o, name := range ll.OutDimNames() {
		var cols []int32
		for _, idx := range dynamic {
			for _, b := range ll.Bases(idx.Dim) {
				cols = append(cols, b[o])
			}
		}
		out := l.matrixVectorProd(loc, cols, ll.OutDimSizeLog2(name), x)
		vals[o] = llvm.BuildXor(l.B, loc, vals[o], out).Res()
	}
	return vals
}

// matrixVectorProd is Triton's matrixVectorProd: the product over GF(2) of the matrix whose
// columns are cols (nRow bits each) with the bits of x, emitted as masked shifts along the
// matrix's diagonals.
func (l *Lowering) matrixVectorProd(loc ir.Location, cols []int32, nRow int, x *ir.Value) *ir.Value {
	nCol := len(cols)
	var rowsUnique uint32
	for r := 0; r < nRow; r++ {
		n := 0
		for _, c := range cols {
			if uint32(c)>>r&1 == 1 {
				n++
			}
		}
		if n == 1 {
			rowsUnique |= 1 << r
		}
	}
	diagonal := func(i int) (uint32, bool) {
		var mask uint32
		row, col := 0, 0
		if i < 0 {
			row = -i
		} else {
			col = i
		}
		unique := true
		for row < nRow && col < nCol {
			mask |= (uint32(cols[col]) >> row & 1) << col
			unique = unique && rowsUnique>>row&1 == 1
			row++
			col++
		}
		return mask, unique
	}
	var explicit uint32
	var masks []uint32
	for i := -nRow + 1; i < nCol; i++ {
		m, _ := diagonal(i)
		masks = append(masks, m)
	}
	for fixed := false; !fixed; {
		fixed = true
		for _, m := range masks {
			if c := m &^ explicit; c != 0 && bits.OnesCount32(c) == 1 {
				explicit |= c
				fixed = false
			}
		}
	}
	var ors, xors []*ir.Value
	for i := -nRow + 1; i < nCol; i++ {
		mask, unique := diagonal(i)
		mask &^= explicit
		if mask == 0 {
			continue
		}
		masked := llvm.BuildAnd(l.B, loc, x, l.I32(loc, int64(int32(mask)))).Res()
		var shifted *ir.Value
		if i >= 0 {
			shifted = llvm.BuildLshr(l.B, loc, masked, l.I32(loc, int64(i))).Res()
		} else {
			shifted = llvm.BuildShl(l.B, loc, masked, l.I32(loc, int64(-i))).Res()
		}
		if unique {
			ors = append(ors, shifted)
		} else {
			xors = append(xors, shifted)
		}
	}
	zero := l.I32(loc, 0)
	for i := 0; i < nCol; i++ {
		if explicit>>i&1 == 0 {
			continue
		}
		bit := llvm.BuildAnd(l.B, loc, x, l.I32(loc, int64(int32(1)<<i))).Res()
		isZero := l.ICmp(loc, "eq", bit, zero)
		basis := uint32(cols[i])
		if basis == 0 {
			continue
		}
		sel := llvm.BuildSelect(l.B, loc, l.Ctx.I32(), isZero, zero, l.I32(loc, int64(int32(basis)))).Res()
		if rowsUnique&basis == basis {
			ors = append(ors, sel)
		} else {
			xors = append(xors, sel)
		}
	}
	orPart := l.treeReduce(loc, ors, func(a, b *ir.Value) *ir.Value { return l.DisjointOr(loc, a, b) })
	xorPart := l.treeReduce(loc, xors, func(a, b *ir.Value) *ir.Value { return llvm.BuildXor(l.B, loc, a, b).Res() })
	return l.DisjointOr(loc, orPart, xorPart)
}

// treeReduce combines terms pairwise, level by level; no terms give 0.
func (l *Lowering) treeReduce(loc ir.Location, terms []*ir.Value, combine func(a, b *ir.Value) *ir.Value) *ir.Value {
	if len(terms) == 0 {
		return l.I32(loc, 0)
	}
	for len(terms) > 1 {
		var next []*ir.Value
		for i := 0; i+1 < len(terms); i += 2 {
			next = append(next, combine(terms[i], terms[i+1]))
		}
		if len(terms)%2 == 1 {
			next = append(next, terms[len(terms)-1])
		}
		terms = next
	}
	return terms[0]
}

// DisjointOr emits `llvm.or disjoint`.
func (l *Lowering) DisjointOr(loc ir.Location, a, b *ir.Value) *ir.Value {
	return llvm.BuildOr(l.B, loc, a, b, ir.NamedAttribute{Name: "isDisjoint", Value: l.Ctx.UnitAttr()}).Res()
}

// icmpPredicates numbers LLVM's integer comparison predicates as the llvm dialect does.
var icmpPredicates = map[string]int64{"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}

// ICmp emits llvm.icmp with the named predicate.
func (l *Lowering) ICmp(loc ir.Location, pred string, a, b *ir.Value) *ir.Value {
	return llvm.BuildIcmp(l.B, loc, l.Ctx.I1(), a, b, ir.NamedAttribute{Name: "predicate", Value: l.Ctx.I64Attr(icmpPredicates[pred])}).Res()
}

// EmitIndices is Triton's emitIndices: for every register of a tensor of type t, its
// coordinates, computed from the thread's lane, warp and (withCTAOffset) CTA ids.
func (l *Lowering) EmitIndices(loc ir.Location, t *ir.RankedTensorType, withCTAOffset bool) ([][]*ir.Value, error) {
	ll, err := LinearLayoutOf(t)
	if err != nil {
		return nil, err
	}
	lane, warp := l.LaneAndWarpID(loc)
	block := LayoutIndex{Dim: layout.DimBlock}
	if withCTAOffset {
		block.Value = l.Target.ClusterCTAID(l, loc)
	} else {
		block = l.constIndex(loc, layout.DimBlock, 0)
	}
	// Triton's common indices start with a register constant that the per-register
	// application replaces by a fresh one: both are emitted.
	l.I32(loc, 0)
	common := []LayoutIndex{
		l.constIndex(loc, layout.DimRegister, 0),
		{Dim: layout.DimLane, Value: lane},
		{Dim: layout.DimWarp, Value: warp, IsConst: l.NumWarps == 1},
		block,
	}
	base := l.ApplyLinearLayout(loc, ll, common)
	n := ll.InDimSize(layout.DimRegister)
	out := make([][]*ir.Value, n)
	for reg := int32(0); reg < n; reg++ {
		offs := ll.ApplyValues([]int32{reg})
		coords := make([]*ir.Value, len(base))
		for d, b := range base {
			coords[d] = llvm.BuildXor(l.B, loc, b, l.I32(loc, int64(offs[d]))).Res()
		}
		out[reg] = coords
	}
	return out, nil
}
