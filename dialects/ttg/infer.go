package ttg

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// Layout inference for the ops that move a tensor's elements between dimensions without moving
// data, after Triton's TritonGPUInferLayoutInterface: the result layout keeps every element in
// the thread that held it. Blocked (and shared) layouts stay legacy layouts where Triton keeps
// them so; every other distributed layout falls back to a #ttg.linear layout computed with the
// linear layout algebra.

// LayoutInference is the layout inference of the TritonGPU dialect (tt.LayoutInference).
type LayoutInference struct{}

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*BlockedEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*SliceEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*DotOperandEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*NvidiaMmaEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*AMDMfmaEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*AMDWmmaEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*LinearEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*SwizzledSharedEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*AMDRotatingSharedEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*NVMMASharedEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*PaddedSharedEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// LayoutInference returns the dialect's layout inference (tt.InferringLayout).
func (*SharedLinearEncoding) LayoutInference() tt.LayoutInferrer { return LayoutInference{} }

// InferTransEncoding returns the layout of tt.trans's result for a source of layout enc and
// shape, transposed by order (Triton's inferTransOpEncoding).
func (LayoutInference) InferTransEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64, order []int32) (ir.Attribute, error) {
	if isIotaOrder(order) {
		return enc, nil
	}
	if len(shape) != len(order) {
		return nil, fmt.Errorf("shape and order rank do not match: %d vs %d", len(shape), len(order))
	}
	checkRank := func(rank int) error {
		if rank != len(order) {
			return fmt.Errorf("rank of encoding does not match order: %d vs %d", rank, len(order))
		}
		return nil
	}
	inv := make([]uint32, len(order))
	for i, o := range order {
		inv[o] = uint32(i)
	}
	switch e := enc.(type) {
	case *SwizzledSharedEncoding:
		if err := checkRank(len(e.Order)); err != nil {
			return nil, err
		}
		return SwizzledShared(ctx, e.Vec, e.PerPhase, e.MaxPhase, gatherU32(inv, e.Order), e.CGA.permute(order)), nil
	case *NVMMASharedEncoding:
		if slices.Equal(order, []int32{1, 0}) {
			if err := checkRank(e.Rank); err != nil {
				return nil, err
			}
			return NVMMAShared(ctx, e.SwizzlingByteWidth, !e.Transposed, e.ElementBitWidth, e.FP4Padded, e.Rank, e.CGA.permute(order)), nil
		}
	case *BlockedEncoding:
		if err := checkRank(len(e.Order)); err != nil {
			return nil, err
		}
		return Blocked(ctx, permuteU32(e.SizePerThread, order), permuteU32(e.ThreadsPerWarp, order), permuteU32(e.WarpsPerCTA, order),
			gatherU32(inv, e.Order), e.CGA.permute(order)), nil
	}
	ll, err := linearLayoutOf(enc, shape)
	if err != nil {
		return nil, err
	}
	if err := checkRank(ll.NumOutDims()); err != nil {
		return nil, err
	}
	bases := namedBasesOf(ll)
	for _, nb := range bases {
		for i, b := range nb.Bases {
			nb.Bases[i] = permuteI32(b, order)
		}
	}
	switch e := enc.(type) {
	case *SharedLinearEncoding:
		return SharedLinear(ctx, bases, e.Alignment), nil
	case *SwizzledSharedEncoding, *NVMMASharedEncoding, *AMDRotatingSharedEncoding, *PaddedSharedEncoding:
		return nil, fmt.Errorf("transpose of %s is not supported", asm.AttrString(enc))
	}
	return Linear(ctx, bases), nil
}

// InferSplitEncoding returns the layout of tt.split's results for a source of layout enc and
// shape, whose last dimension is 2 (Triton's inferSplitOpEncoding).
func (LayoutInference) InferSplitEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64) (ir.Attribute, error) {
	rank := len(shape)
	if e, ok := enc.(*BlockedEncoding); ok && rank > 0 && len(e.Order) == rank &&
		e.SizePerThread[rank-1] == 2 && e.ThreadsPerWarp[rank-1] == 1 && e.WarpsPerCTA[rank-1] == 1 && !e.CGA.splitsDim(rank-1) {
		var order []uint32
		for _, o := range e.Order {
			if o != uint32(rank-1) {
				order = append(order, o)
			}
		}
		return Blocked(ctx, slices.Clone(e.SizePerThread[:rank-1]), slices.Clone(e.ThreadsPerWarp[:rank-1]), slices.Clone(e.WarpsPerCTA[:rank-1]),
			order, e.CGA.dropDim(rank-1)), nil
	}
	if rank == 0 || shape[rank-1] != 2 {
		return nil, fmt.Errorf("SplitOp input shape should have 2 in the last dim")
	}
	ll, err := linearLayoutOf(enc, shape)
	if err != nil {
		return nil, err
	}
	split, err := joinOnAxis(ll, rank-1, false)
	if err != nil {
		return nil, err
	}
	if split, err = split.ReshapeOuts(standardOuts(shape[:rank-1])); err != nil {
		return nil, err
	}
	return Linear(ctx, namedBasesOf(split)), nil
}

// InferDefaultJoinEncoding returns the layout tt.join gives its result for operands of layout
// enc and shape (Triton's inferDefaultJoinOpEncoding): a slice of the joined dimension joins
// back into its parent, a blocked layout gets two registers in the new, fastest dimension, and
// any other layout a linear layout with the new dimension's bit in the registers.
func (inf LayoutInference) InferDefaultJoinEncoding(ctx *ir.Context, enc ir.Attribute, shape []int64) (ir.Attribute, error) {
	rank := len(shape)
	joined := append(slices.Clone(shape), 2)
	switch e := enc.(type) {
	case *SliceEncoding:
		if e.Dim == rank {
			split, err := inf.InferSplitEncoding(ctx, e.Parent, joined)
			if err == nil && LayoutsEquivalent(shape, split, enc) {
				return e.Parent, nil
			}
		}
	case *BlockedEncoding:
		order := append([]uint32{uint32(len(e.Order))}, e.Order...)
		return Blocked(ctx, append(slices.Clone(e.SizePerThread), 2), append(slices.Clone(e.ThreadsPerWarp), 1),
			append(slices.Clone(e.WarpsPerCTA), 1), order, e.CGA.insertDim(len(e.Order))), nil
	}
	ll, err := linearLayoutOf(enc, shape)
	if err != nil {
		return nil, err
	}
	if ll, err = ll.ReshapeOuts(standardOuts(append(slices.Clone(shape), 1))); err != nil {
		return nil, err
	}
	if ll, err = joinOnAxis(ll, rank, true); err != nil {
		return nil, err
	}
	return Linear(ctx, namedBasesOf(ll)), nil
}

// InferReshapeEncoding returns a layout that makes tt.reshape of a source of layout enc from
// srcShape to dstShape move no data: the source's itself when the shapes agree, otherwise the
// linear layout of the reshaped linear layout (Triton's inferReshapeOpEncoding finds a blocked
// layout first where one exists; the two place every element alike).
func (LayoutInference) InferReshapeEncoding(ctx *ir.Context, srcShape []int64, enc ir.Attribute, dstShape []int64) (ir.Attribute, error) {
	if ir.NumElements(srcShape) != ir.NumElements(dstShape) {
		return nil, fmt.Errorf("numel of dst shape does not match numel of src shape")
	}
	if slices.Equal(srcShape, dstShape) {
		return enc, nil
	}
	if b, ok := enc.(*BlockedEncoding); ok {
		if def, ok := defaultToDefault(ctx, srcShape, b, dstShape); ok {
			return def, nil
		}
		if legacy, ok := legacyReshape(ctx, srcShape, b, dstShape); ok {
			return legacy, nil
		}
	}
	ll, err := linearLayoutOf(enc, srcShape)
	if err != nil {
		return nil, err
	}
	if !isDistributed(enc) {
		return nil, fmt.Errorf("Failed MemDescReshapeOp encoding inference")
	}
	if ll, err = reshapeLayout(ll, dstShape); err != nil {
		return nil, err
	}
	return Linear(ctx, namedBasesOf(ll)), nil
}

// defaultToDefault returns the default blocked layout of dstShape when enc is the default
// blocked layout of srcShape for its warps, lanes and CTAs: Triton deems the reshape between
// them a no-op.
func defaultToDefault(ctx *ir.Context, srcShape []int64, b *BlockedEncoding, dstShape []int64) (ir.Attribute, bool) {
	warps, lanes := product(b.WarpsPerCTA), product(b.ThreadsPerWarp)
	ctas := 1 << len(b.CGA)
	src, err := layout.DefaultBlocked(srcShape, warps, lanes, ctas)
	if err != nil || blockedOf(ctx, src) != b {
		return nil, false
	}
	dst, err := layout.DefaultBlocked(dstShape, warps, lanes, ctas)
	if err != nil {
		return nil, false
	}
	return blockedOf(ctx, dst), true
}

func blockedOf(ctx *ir.Context, b layout.Blocked) *BlockedEncoding {
	var cga CGALayout
	if !b.CGA.IsDefault() {
		cga = b.CGA.Bases
	}
	return Blocked(ctx, b.SizePerThread, b.ThreadsPerWarp, b.WarpsPerCTA, b.Order, cga)
}

func product(v []uint32) int {
	p := 1
	for _, x := range v {
		p *= int(x)
	}
	return p
}

// reshapeChunk is a group of consecutive source dimensions and the destination dimensions
// they reshape into.
type reshapeChunk struct{ src, dst []int }

// reshapeDecomposition splits a reshape into independent chunks (Triton's
// getReshapeDecomposition).
func reshapeDecomposition(srcShape, dstShape []int64) []reshapeChunk {
	if len(srcShape) == 0 {
		return nil
	}
	ret := []reshapeChunk{{}}
	si, di := 0, 0
	srcN, dstN := int64(1), int64(1)
	for si < len(srcShape) || di < len(dstShape) {
		last := &ret[len(ret)-1]
		switch {
		case srcN < dstN || (si < len(srcShape) && srcN == 1) || (si < len(srcShape) && srcShape[si] == 1):
			srcN *= srcShape[si]
			last.src = append(last.src, si)
			si++
		case dstN < srcN || (di < len(dstShape) && dstShape[di] == 1):
			dstN *= dstShape[di]
			last.dst = append(last.dst, di)
			di++
		default:
			ret = append(ret, reshapeChunk{})
			srcN, dstN = 1, 1
		}
	}
	return ret
}

// legacyReshape finds a blocked layout that makes the reshape of src a no-op, where one exists
// (Triton's inferReshapeOpLegacyEncoding, past its shortcuts): single-CTA layouts whose
// merged dimensions are consecutive in the order and fill their sub-blocks minor first.
func legacyReshape(ctx *ir.Context, srcShape []int64, src *BlockedEncoding, dstShape []int64) (ir.Attribute, bool) {
	if !src.CGA.IsDefault() {
		return nil, false
	}
	subblocks := [][]uint32{src.SizePerThread, src.ThreadsPerWarp, src.WarpsPerCTA}
	for _, sub := range subblocks {
		for d, n := range srcShape {
			if n >= int64(sub[d]) && n%int64(sub[d]) != 0 {
				return nil, false
			}
		}
	}
	decomp := reshapeDecomposition(srcShape, dstShape)
	for _, c := range decomp {
		if len(c.src) == 0 || len(c.dst) == 0 {
			return nil, false
		}
	}
	inv := make([]int, len(src.Order))
	for i, o := range src.Order {
		inv[o] = i
	}
	for _, c := range decomp {
		for k := len(c.src) - 1; k > 0; k-- {
			if inv[c.src[k-1]] != inv[c.src[k]]+1 {
				return nil, false
			}
		}
	}
	for _, c := range decomp {
		remaining := make([]int64, len(c.src))
		for i, d := range c.src {
			remaining[i] = srcShape[d]
		}
		for _, sub := range subblocks {
			for i := len(c.src) - 1; i >= 0; i-- {
				n := int64(sub[c.src[i]])
				if n == 1 {
					continue
				}
				for j := i + 1; j < len(c.src); j++ {
					if remaining[j] != 1 {
						return nil, false
					}
				}
				if remaining[i] >= n {
					remaining[i] /= n
				} else {
					remaining[i] = 0
				}
				if remaining[i] == 0 && i != 0 {
					return nil, false
				}
			}
		}
	}
	dstRemaining := slices.Clone(dstShape)
	dstSubblocks := make([][]uint32, len(subblocks))
	for k, sub := range subblocks {
		out := make([]uint32, len(dstShape))
		for _, c := range decomp {
			left := int64(1)
			for _, d := range c.src {
				left *= int64(sub[d])
			}
			for i := len(c.dst) - 1; i >= 0; i-- {
				d := c.dst[i]
				v := min(left, dstRemaining[d])
				out[d] = uint32(v)
				left /= v
				dstRemaining[d] /= v
			}
			out[c.dst[0]] *= uint32(left)
		}
		dstSubblocks[k] = out
	}
	slices.SortStableFunc(decomp, func(a, b reshapeChunk) int { return inv[a.src[0]] - inv[b.src[0]] })
	dstInv := make([]uint32, len(dstShape))
	next := uint32(0)
	for _, c := range decomp {
		for i := len(c.dst) - 1; i >= 0; i-- {
			dstInv[c.dst[i]] = next
			next++
		}
	}
	order := make([]uint32, len(dstShape))
	for d, i := range dstInv {
		order[i] = uint32(d)
	}
	return Blocked(ctx, dstSubblocks[0], dstSubblocks[1], dstSubblocks[2], order, nil), true
}

// InferReduceEncoding returns the layout of the result of a reduction along axis: the slice
// of the source's layout (Triton's inferReduceOpEncoding).
func (LayoutInference) InferReduceEncoding(ctx *ir.Context, enc ir.Attribute, axis int) (ir.Attribute, error) {
	return Slice(ctx, axis, enc), nil
}

// VerifyLayoutsAreEqual checks that got places the elements of a tensor of shape as expected
// does (Triton's verifyLayoutsAreEqual).
func (LayoutInference) VerifyLayoutsAreEqual(shape []int64, expected, got ir.Attribute) error {
	if expected == got {
		return nil
	}
	if expected == nil || got == nil {
		return fmt.Errorf("layouts differ")
	}
	if !LayoutsEquivalent(shape, expected, got) {
		return fmt.Errorf("Expected result encoding %s but was %s", asm.AttrString(expected), asm.AttrString(got))
	}
	return nil
}

// LayoutsEquivalent reports whether layouts a and b place every element of a tensor of shape
// in the same place (Triton's areLayoutsEquivalent).
func LayoutsEquivalent(shape []int64, a, b ir.Attribute) bool {
	if a == b {
		return true
	}
	la, err := linearLayoutOf(a, shape)
	if err != nil {
		return false
	}
	lb, err := linearLayoutOf(b, shape)
	return err == nil && la.Equal(lb)
}

// linearLayoutOf returns the linear layout of a layout attribute for shape.
func linearLayoutOf(a ir.Attribute, shape []int64) (layout.LinearLayout, error) {
	enc, err := LayoutEncoding(a)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, shape)
}

// joinOnAxis is Triton's tryJoinOnAxis. Forward, it adds a register bit for a new size-2
// axis; backward, it drops the register basis of the axis and halves the others' coordinate
// along it.
func joinOnAxis(ll layout.LinearLayout, axis int, forward bool) (layout.LinearLayout, error) {
	outs := ll.OutDimNames()
	if forward {
		split, err := layout.Identity1D(2, layout.DimRegister, outs[axis])
		if err != nil {
			return layout.LinearLayout{}, err
		}
		return split.Mul(ll)
	}
	found := false
	var ins []layout.InDim
	for _, in := range ll.InDims() {
		nb := layout.InDim{Name: in.Name, Bases: [][]int32{}}
		for _, b := range in.Bases {
			if b[axis] == 1 && in.Name == layout.DimRegister {
				found = true
				continue
			}
			b = slices.Clone(b)
			b[axis] /= 2
			nb.Bases = append(nb.Bases, b)
		}
		ins = append(ins, nb)
	}
	if !found {
		return layout.LinearLayout{}, fmt.Errorf("Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension")
	}
	return layout.NewInferred(ins, outs)
}

// reshapeLayout reshapes the output dimensions of ll to shape, the most major dimension
// first, as Triton's reshapeLayout.
func reshapeLayout(ll layout.LinearLayout, shape []int64) (layout.LinearLayout, error) {
	rev := ll.OutDimNames()
	slices.Reverse(rev)
	ll, err := ll.TransposeOuts(rev)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	outs := standardOuts(shape)
	slices.Reverse(outs)
	if ll, err = ll.ReshapeOuts(outs); err != nil {
		return layout.LinearLayout{}, err
	}
	names := make([]string, len(shape))
	for i := range names {
		names[i] = fmt.Sprintf("dim%d", i)
	}
	return ll.TransposeOuts(names)
}

// standardOuts names the dimensions of shape dim0, dim1, ...
func standardOuts(shape []int64) []layout.OutDim {
	outs := make([]layout.OutDim, len(shape))
	for i, d := range shape {
		outs[i] = layout.OutDim{Name: fmt.Sprintf("dim%d", i), Size: int32(d)}
	}
	return outs
}

// namedBasesOf returns the bases of a distributed linear layout as a #ttg.linear holds them.
func namedBasesOf(ll layout.LinearLayout) []NamedBases {
	ins := ll.InDims()
	out := make([]NamedBases, len(ins))
	for i, in := range ins {
		bases := in.Bases
		if bases == nil {
			bases = [][]int32{}
		}
		out[i] = NamedBases{Name: in.Name, Bases: bases}
	}
	return out
}

func isIotaOrder(order []int32) bool {
	for i, o := range order {
		if int(o) != i {
			return false
		}
	}
	return true
}

// permuteU32 returns v permuted by order: element i is v[order[i]].
func permuteU32(v []uint32, order []int32) []uint32 {
	out := make([]uint32, len(order))
	for i, o := range order {
		out[i] = v[o]
	}
	return out
}

func permuteI32(v []int32, order []int32) []int32 {
	out := make([]int32, len(order))
	for i, o := range order {
		out[i] = v[o]
	}
	return out
}

// gatherU32 returns m[v[i]] for each i.
func gatherU32(m, v []uint32) []uint32 {
	out := make([]uint32, len(v))
	for i, x := range v {
		out[i] = m[x]
	}
	return out
}

// permute reorders the coordinates of every CTA basis: dimension i becomes order[i]'s.
func (c CGALayout) permute(order []int32) CGALayout {
	if c.IsDefault() {
		return nil
	}
	out := make(CGALayout, len(c))
	for i, b := range c {
		out[i] = permuteI32(b, order)
	}
	return out
}

// insertDim adds a size-1 dimension at axis to every CTA basis.
func (c CGALayout) insertDim(axis int) CGALayout {
	if c.IsDefault() {
		return nil
	}
	out := make(CGALayout, len(c))
	for i, b := range c {
		out[i] = slices.Insert(slices.Clone(b), axis, 0)
	}
	return out
}

// dropDim removes dimension axis from every CTA basis.
func (c CGALayout) dropDim(axis int) CGALayout {
	if c.IsDefault() {
		return nil
	}
	out := make(CGALayout, len(c))
	for i, b := range c {
		out[i] = slices.Delete(slices.Clone(b), axis, axis+1)
	}
	return out
}

// splitsDim reports whether the CTAs split dimension dim.
func (c CGALayout) splitsDim(dim int) bool {
	for _, b := range c {
		if b[dim] != 0 {
			return true
		}
	}
	return false
}

// InferFp4ToFpEncoding returns, forward, the layout of ttg.fp4_to_fp's result for a source of
// layout enc and shape unpacked along axis; backward, the source layout a result of layout
// enc and shape implies (Triton's inferFp4ToFpOpEncoding). When axis is the fastest dimension
// a dot operand doubles (or halves) its kWidth and a blocked layout its sizePerThread along
// axis; otherwise the result is a linear layout with a register bit more (or less) on axis.
func (LayoutInference) InferFp4ToFpEncoding(ctx *ir.Context, shape []int64, axis int, enc ir.Attribute, forward bool) (ir.Attribute, error) {
	ll, err := linearLayoutOf(enc, shape)
	if err != nil {
		return nil, err
	}
	tooFew := errors.New("Fp4ToFpOp requires at least 2 elements per thread in the axis dimension")
	if (layout.Linear{Layout: ll}).Order()[axis] == 0 {
		switch e := enc.(type) {
		case *DotOperandEncoding:
			k := e.KWidth * 2
			if !forward {
				if e.KWidth <= 1 {
					return nil, tooFew
				}
				k = e.KWidth / 2
			}
			return DotOperand(ctx, e.OpIdx, e.Parent, k), nil
		case *BlockedEncoding:
			size := slices.Clone(e.SizePerThread)
			if forward {
				size[axis] *= 2
			} else {
				if size[axis] <= 1 {
					return nil, tooFew
				}
				size[axis] /= 2
			}
			return Blocked(ctx, size, e.ThreadsPerWarp, e.WarpsPerCTA, e.Order, e.CGA), nil
		}
	}
	joined, err := joinOnAxis(ll, axis, forward)
	if err != nil {
		return nil, err
	}
	return Linear(ctx, namedBasesOf(joined)), nil
}
