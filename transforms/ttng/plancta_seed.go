package ttngpasses

import (
	"errors"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// The planner's seeds: the CTA tiling chosen from the function's dot, reductions or stores.

// dotCTATiling splits the CTAs of an MxN dot between M and N, preferring chunks of M as large
// as 128 and never smaller than 64 rows or columns, as Triton's getCTATiling.
func dotCTATiling(m, n int64, numCTAs uint32) (splitM, splitN uint32) {
	legal := func(chunk int64) bool { return chunk >= 64 }
	for chunk := int64(128); legal(chunk); chunk /= 2 {
		splitM = uint32(min(max(m/chunk, 1), int64(numCTAs)))
		splitN = numCTAs / splitM
		if legal(n / int64(splitN)) {
			break
		}
	}
	return splitM, splitN
}

// processDots gives each tt.dot a blocked result whose CTAs split M and N.
func (p *ctaPlanner) processDots(f *ir.Operation) error { return walkEach(f, p.processDot) }

// walkEach calls fn on each op of kind T in f, in post order, until one fails.
func walkEach[T ir.OpView](f *ir.Operation, fn func(T) error) error {
	var failure error
	f.WalkPostOrder(func(op *ir.Operation) {
		if v, ok := ir.As[T](op); ok && failure == nil {
			failure = fn(v)
		}
	})
	return failure
}

func (p *ctaPlanner) processDot(dot tt.DotOp) error {
	op := dot.Operation
	aTy, aOK := dot.A().Type().(*ir.RankedTensorType)
	bTy, bOK := dot.B().Type().(*ir.RankedTensorType)
	dTy, dOK := dot.D().Type().(*ir.RankedTensorType)
	if !aOK || !bOK || !dOK || len(dTy.Dims) != 2 {
		return ir.OpError(op, "planning the CTAs of a dot needs 2-d tensor operands")
	}
	aLayout, aDot := aTy.Encoding.(*ttg.DotOperandEncoding)
	bLayout, bDot := bTy.Encoding.(*ttg.DotOperandEncoding)
	dLayout, dBlocked := dTy.Encoding.(*ttg.BlockedEncoding)
	if !aDot || !bDot || !dBlocked {
		return ir.OpError(op, "planning the CTAs of a dot needs dot_op operands and a blocked result: the pass follows tritongpu-coalesce")
	}
	dEnc, err := layoutattr.ToEncoding(dLayout)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	numCTAs := product32(dEnc.CTALayout().CTAsPerCGA(2))
	splitM, splitN := dotCTATiling(dTy.Dims[0], dTy.Dims[1], numCTAs)
	if err := p.markTiled(op); err != nil {
		return err
	}
	numWarps, ok := ttg.LookupNumWarps(op)
	if !ok {
		return ir.OpError(op, "is not in a context with `ttg.num-warps`")
	}
	cga, err := layout.CGAFromSplitParams([]uint32{splitM, splitN}, []uint32{splitM, splitN}, []uint32{1, 0})
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	newD, err := p.blockedWithCGA(dTy.Dims, dLayout.SizePerThread, dLayout.Order, int(numWarps), p.lanes, cga)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	newA := ttg.DotOperand(p.ctx, aLayout.OpIdx, newD, 0)
	newB := ttg.DotOperand(p.ctx, bLayout.OpIdx, newD, 0)
	p.insertCasts(op, []ir.Attribute{newA, newB, newD}, []ir.Attribute{newD})
	return nil
}

// processReduces gives each tt.reduce a source layout whose CTAs never split the reduced axis,
// so that no reduction crosses CTAs.
func (p *ctaPlanner) processReduces(f *ir.Operation) error { return walkEach(f, p.processReduce) }

func (p *ctaPlanner) processReduce(reduce tt.ReduceOp) error {
	op := reduce.Operation
	srcTy, ok := reduce.Srcs()[0].Type().(*ir.RankedTensorType)
	axis64, hasAxis := reduce.Axis()
	if !ok || !hasAxis {
		return ir.OpError(op, "planning the CTAs of a reduction needs a ranked tensor source and an axis")
	}
	axis := uint32(axis64)
	enc, err := layoutattr.ToEncoding(srcTy.Encoding)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	dist, ok := enc.(layout.Distributed)
	if !ok {
		return ir.OpError(op, "planning the CTAs of a reduction needs a distributed source layout")
	}
	lin, err := layout.ToLinear(dist, srcTy.Dims)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	rank := len(srcTy.Dims)
	order, sizePerThread := lin.Order(), lin.ContigPerThread()
	ctaOrder := enc.CTALayout().CTAOrder(rank)
	ctasPerCGA := make([]uint32, rank)
	remaining := uint32(p.numCTAs)
	for i := rank - 1; i >= 0; i-- {
		dim := order[i]
		if dim == axis {
			ctasPerCGA[dim] = 1
			continue
		}
		ctasPerCGA[dim] = min(uint32(srcTy.Dims[dim])/sizePerThread[dim], remaining)
		if ctasPerCGA[dim] == 0 {
			return ir.OpError(op, "dimension %d of the reduced tensor is smaller than a thread's elements", dim)
		}
		remaining /= ctasPerCGA[dim]
	}
	for i := rank - 1; i >= 0; i-- {
		if dim := order[i]; dim != axis {
			ctasPerCGA[dim] *= remaining
			break
		}
	}
	ctaSplitNum := append([]uint32(nil), ctasPerCGA...)
	// When the reduced axis is the only dimension, every CTA holds the whole source and reduces
	// it redundantly: no reduction crosses CTAs.
	if remaining > 0 {
		ctasPerCGA[order[rank-1]] *= remaining
	}
	numWarps, ok := ttg.LookupNumWarps(op)
	if !ok {
		return ir.OpError(op, "is not in a context with `ttg.num-warps`")
	}
	cga, err := layout.CGAFromSplitParams(ctasPerCGA, ctaSplitNum, ctaOrder)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	if !p.tiled {
		if err := p.markTiled(op); err != nil {
			return err
		}
	}
	newSrc, err := p.replaceCTALayout(srcTy.Encoding, srcTy.Dims, int(numWarps), cga)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	srcLayouts := make([]ir.Attribute, op.NumOperands())
	resultLayouts := make([]ir.Attribute, op.NumResults())
	for i := range srcLayouts {
		srcLayouts[i] = newSrc
	}
	// A reduction of a 1-d tensor gives scalars, which have no layout: Triton builds a slice of
	// the 1-d layout here and asserts, ttgo leaves the results alone.
	if rank > 1 {
		for i := range resultLayouts {
			resultLayouts[i] = ttg.Slice(p.ctx, int(axis), newSrc)
		}
	}
	p.insertCasts(op, srcLayouts, resultLayouts)
	return nil
}

// processStoreLikeOps takes the CTA tiling of the function's first store-like op of a tensor
// and gives it to every store-like op.
func (p *ctaPlanner) processStoreLikeOps(f *ir.Operation) error {
	var stores []*ir.Operation
	f.WalkPostOrder(func(op *ir.Operation) {
		if storedValue(op) != nil {
			stores = append(stores, op)
		}
	})
	if len(stores) == 0 {
		return ir.OpError(f, "planning the CTAs of a function needs a dot, a reduction or a store")
	}
	numWarps, ok := ttg.LookupNumWarps(f)
	if !ok {
		return ir.OpError(f, "is not in a context with `ttg.num-warps`")
	}
	var cga layout.CGALayout
	for _, store := range stores {
		t, ok := storedValue(store).Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		if !p.tiled {
			enc, err := layoutattr.ToEncoding(t.Encoding)
			if err != nil {
				return ir.OpError(store, "%v", err)
			}
			cga = enc.CTALayout()
			p.tiled = true
		}
		newLayout, err := p.replaceCTALayout(t.Encoding, t.Dims, int(numWarps), cga)
		if err != nil {
			return ir.OpError(store, "%v", err)
		}
		p.processElementwise(store, newLayout)
	}
	p.tiled = true
	return nil
}

// storedValue returns the value whose layout a store-like op's tiling follows (the pointers of
// a store or an atomic, the source of a descriptor store), or nil for other ops.
func storedValue(op *ir.Operation) *ir.Value {
	if s, ok := tt.AsStore(op); ok {
		return s.Ptr()
	}
	if a, ok := tt.AsAtomicRmw(op); ok {
		return a.Ptr()
	}
	if a, ok := tt.AsAtomicCas(op); ok {
		return a.Ptr()
	}
	if s, ok := tt.AsDescriptorStore(op); ok {
		return s.Src()
	}
	if s, ok := tt.AsDescriptorReduce(op); ok {
		return s.Src()
	}
	if s, ok := tt.AsDescriptorScatter(op); ok {
		return s.Src()
	}
	return nil
}

// replaceCTALayout rebuilds a blocked layout of a tensor of the given shape with the CGA layout
// cga, as Triton's replaceCTALayout: the lanes and warps are laid out anew for the part of the
// shape one CTA holds. For a slice Triton rebuilds the parent with the slice's shape, of the
// wrong rank, which is undefined behaviour; ttgo gives the parent the CGA layout with the
// sliced dimension unsplit and keeps its lanes and warps.
func (p *ctaPlanner) replaceCTALayout(enc ir.Attribute, shape []int64, numWarps int, cga layout.CGALayout) (ir.Attribute, error) {
	switch l := enc.(type) {
	case *ttg.BlockedEncoding:
		return p.blockedWithCGA(shape, l.SizePerThread, l.Order, numWarps, 32, cga)
	case *ttg.SliceEncoding:
		return p.sliceWithCGA(l, cga)
	}
	return nil, errors.New("replacing the CTA layout of a layout other than blocked or slice is not supported: only those exist before plan-cta")
}

// sliceWithCGA returns the slice s whose CTAs follow cga, its parent's lanes and warps kept.
func (p *ctaPlanner) sliceWithCGA(s *ttg.SliceEncoding, cga layout.CGALayout) (ir.Attribute, error) {
	var parentBases ttg.CGALayout
	for _, b := range cga.Bases {
		nb := append(append(append([]int32(nil), b[:s.Dim]...), 0), b[s.Dim:]...)
		parentBases = append(parentBases, nb)
	}
	switch parent := s.Parent.(type) {
	case *ttg.BlockedEncoding:
		return ttg.Slice(p.ctx, s.Dim, ttg.Blocked(p.ctx, parent.SizePerThread, parent.ThreadsPerWarp, parent.WarpsPerCTA, parent.Order, parentBases)), nil
	case *ttg.SliceEncoding:
		inner, err := p.sliceWithCGA(parent, layout.CGALayout{Bases: parentBases})
		if err != nil {
			return nil, err
		}
		return ttg.Slice(p.ctx, s.Dim, inner), nil
	}
	return nil, errors.New("replacing the CTA layout of a slice of a layout other than blocked is not supported: only those exist before plan-cta")
}

// blockedWithCGA is BlockedEncodingAttr::get with a CTA layout.
func (p *ctaPlanner) blockedWithCGA(shape []int64, sizePerThread, order []uint32, numWarps, lanes int, cga layout.CGALayout) (ir.Attribute, error) {
	b, err := layout.BlockedForShapeCGA(shape, sizePerThread, order, numWarps, lanes, cga)
	if err != nil {
		return nil, err
	}
	return layoutattr.FromEncoding(p.ctx, b)
}

func product32(v []uint32) uint32 {
	p := uint32(1)
	for _, x := range v {
		p *= x
	}
	return p
}
