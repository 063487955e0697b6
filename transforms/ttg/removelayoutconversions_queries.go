package ttgpasses

import (
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/convertlayout"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// The questions remove-layout-conversions asks of single ops (Triton's isLayoutAnchor,
// canBeRemat, isExpensiveLoadOrStore, canFoldIntoConversion, isView and isFreeConvert).

// loadStorePtr returns the pointer operand of a load or store.
func loadStorePtr(op *ir.Operation) *ir.Value {
	if l, ok := tt.AsLoad(op); ok {
		return l.Ptr()
	}
	if s, ok := tt.AsStore(op); ok {
		return s.Ptr()
	}
	return nil
}

// isExpensiveLoadOrStore reports whether a load or store is worth keeping in its layout: a
// tensor of pointers with at least as many elements as the CTA has threads, or a block
// pointer.
func isExpensiveLoadOrStore(op *ir.Operation) bool {
	ptr := loadStorePtr(op)
	if ptr == nil {
		return false
	}
	if p, ok := ptr.Type().(*tt.PointerType); ok {
		if _, ok := p.Pointee.(*ir.RankedTensorType); ok {
			return true
		}
	}
	t := tensorOf(ptr.Type())
	if t == nil || ir.NumElements(t.Dims) == 1 {
		return false
	}
	return ir.NumElements(t.Dims) >= numWarpsOf(op)*threadsPerWarpOf(op)
}

// numWarpsOf returns the warps that run op (Triton's lookupNumWarps): the count of the
// warp_specialize partition holding it, else the ttg.num-warps of its function or module.
func numWarpsOf(op *ir.Operation) int64 {
	for p := op; p != nil; p = p.ParentOp() {
		if is[tt.FuncOp](p) || p.ParentOp() == nil {
			if a, ok := p.Attr("ttg.num-warps").(*ir.IntegerAttr); ok {
				return a.Value
			}
			continue
		}
		if n, ok := enclosingPartitionNumWarps(p); ok {
			return n
		}
	}
	return 4
}

// enclosingPartitionNumWarps returns the warps of the warp_specialize partition that op's region is,
// when op is directly in one.
func enclosingPartitionNumWarps(op *ir.Operation) (int64, bool) {
	parts, ok := ttg.AsWarpSpecializePartitions(op.ParentOp())
	if !ok {
		return 0, false
	}
	ws, ok := ttg.AsWarpSpecialize(parts.ParentOp())
	if !ok {
		return 0, false
	}
	counts, ok := ws.PartitionNumWarpsAttr().(*ir.DenseArrayAttr)
	if !ok {
		return 0, false
	}
	for i, r := range parts.Regions() {
		if r == op.ParentRegion() && i < len(counts.Int64s()) {
			return counts.Int64s()[i], true
		}
	}
	return 0, false
}

// threadsPerWarpOf returns the ttg.threads-per-warp of op's module, 32 by default.
func threadsPerWarpOf(op *ir.Operation) int64 {
	m := op
	for m.ParentOp() != nil {
		m = m.ParentOp()
	}
	if a, ok := m.Attr("ttg.threads-per-warp").(*ir.IntegerAttr); ok {
		return a.Value
	}
	return 32
}

// isDescriptorOp reports whether op implements Triton's DescriptorOpInterface.
func isDescriptorOp(op *ir.Operation) bool {
	return is[tt.DescriptorLoadOp](op) || is[tt.DescriptorStoreOp](op) || is[tt.DescriptorReduceOp](op) ||
		is[tt.DescriptorGatherOp](op) || is[tt.DescriptorScatterOp](op)
}

// isLayoutAnchor reports whether op has a layout forward propagation starts from and keeps.
func isLayoutAnchor(op *ir.Operation) bool {
	if isDescriptorOp(op) {
		return true
	}
	if is[tt.LoadOp](op) || is[tt.StoreOp](op) {
		return isExpensiveLoadOrStore(op)
	}
	if is[tt.DotOp](op) || is[tt.DotScaledOp](op) || is[ttng.WarpGroupDotOp](op) || is[tt.AtomicRmwOp](op) ||
		is[tt.AtomicCasOp](op) || is[ttng.TmemLoadOp](op) {
		return true
	}
	if g, ok := tt.AsGather(op); ok {
		return g.EfficientLayout()
	}
	// A reshape that may reorder elements can produce any layout: it stops forward
	// propagation and is left to backward rematerialization.
	if r, ok := tt.AsReshape(op); ok {
		return r.AllowReorder()
	}
	return false
}

// canBeRemat reports whether op may be duplicated in another layout.
func canBeRemat(op *ir.Operation) bool {
	if is[tt.LoadOp](op) || is[tt.StoreOp](op) {
		return !isExpensiveLoadOrStore(op)
	}
	if is[tt.AtomicRmwOp](op) || is[tt.AtomicCasOp](op) || is[tt.DotOp](op) {
		return false
	}
	if g, ok := tt.AsGather(op); ok {
		return !g.EfficientLayout()
	}
	return !is[scf.WhileOp](op) && !is[scf.ConditionOp](op)
}

// canFoldIntoConversion reports whether a convert to target of op's result folds into op, so
// that backward slices stop there.
func canFoldIntoConversion(op *ir.Operation, target ir.Attribute) bool {
	if is[tt.CatOp](op) {
		return !convertlayout.IsExpensiveCat(op, target)
	}
	if c, ok := ttg.AsConvertLayout(op); ok {
		if _, mma := target.(*ttg.NvidiaMmaEncoding); mma {
			return encodingOf(c.Src()) == target
		}
		return true
	}
	if r, ok := tt.AsReshape(op); ok {
		dst := tensorOf(r.Result().Type())
		return r.AllowReorder() && !r.EfficientLayout() &&
			!convertlayout.IsExpensiveView(r.Src().Type(), withEncoding(op.Context(), dst, target))
	}
	return is[arith.ConstantOp](op) || is[tt.MakeRangeOp](op) || is[tt.SplatOp](op) || is[tt.HistogramOp](op) ||
		is[ttg.LocalAllocOp](op) || is[ttg.LocalLoadOp](op) || is[ttg.LocalStoreOp](op)
}

// isView reports whether op only changes how a tensor is viewed.
func isView(op *ir.Operation) bool {
	return is[tt.ExpandDimsOp](op) || is[tt.ReshapeOp](op) || is[tt.TransOp](op) || is[tt.JoinOp](op) || is[tt.SplitOp](op)
}

// isFreeConvert reports whether op is a convert that only reorders each thread's registers.
func isFreeConvert(op *ir.Operation) bool {
	c, ok := ttg.AsConvertLayout(op)
	if !ok {
		return false
	}
	src, dst := tensorOf(c.Src().Type()), tensorOf(c.Result().Type())
	if src == nil || dst == nil {
		return false
	}
	srcLL, ok1 := linearLayoutOf(src)
	dstLL, ok2 := linearLayoutOf(dst)
	return ok1 && ok2 && layout.ConversionReordersRegisters(srcLL, dstLL)
}

// linearLayoutOf returns the linear layout of a tensor type.
func linearLayoutOf(t *ir.RankedTensorType) (layout.LinearLayout, bool) {
	enc, err := layoutattr.ToEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, false
	}
	ll, err := layout.ToLinearLayout(enc, t.Dims)
	return ll, err == nil
}

// linearOf returns the distributed layout of a tensor type as a linear encoding.
func linearOf(t *ir.RankedTensorType) (layout.Linear, bool) {
	enc, err := layoutattr.ToEncoding(t.Encoding)
	if err != nil {
		return layout.Linear{}, false
	}
	d, ok := enc.(layout.Distributed)
	if !ok {
		return layout.Linear{}, false
	}
	l, err := layout.ToLinear(d, t.Dims)
	return l, err == nil
}
