package allocation

import (
	"fmt"
	"slices"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// ScratchSizeFunc returns the bytes of shared-memory scratch op needs while it runs, 0 for
// none.
type ScratchSizeFunc func(op *ir.Operation) (int64, error)

// tensorMapBytes is the scratch of a ttng.tensormap_create: one TMA descriptor.
const tensorMapBytes = 128

// ptrBitWidth is the width of a pointer.
const ptrBitWidth = 64

// ScratchSize returns the scratch sizes of Triton's defaultAllocationAnalysisScratchSizeFn
// (computeCapability 0) or of the NVIDIA backend's hook for that compute capability, which
// sizes layout conversions for the ldmatrix and stmatrix instructions the target has. Reduce,
// scan, gather, histogram, convert_layout, atomics and tensormap_create need scratch.
func ScratchSize(computeCapability int) ScratchSizeFunc {
	return func(op *ir.Operation) (int64, error) {
		size, err := scratchSize(op, computeCapability)
		if err != nil {
			return 0, ir.OpError(op, "cannot size its shared-memory scratch: %v", err)
		}
		return size, nil
	}
}

// scratchSize returns the scratch op needs, with the NVIDIA conversion sizes for a non-zero
// computeCapability.
func scratchSize(op *ir.Operation, computeCapability int) (int64, error) {
	if r, ok := tt.AsReduce(op); ok {
		return reduceScratch(r)
	}
	if s, ok := tt.AsScan(op); ok {
		return scanScratch(s)
	}
	if g, ok := tt.AsGather(op); ok {
		return gatherScratch(g)
	}
	if h, ok := tt.AsHistogram(op); ok {
		dst, ok := h.Result().Type().(*ir.RankedTensorType)
		if !ok {
			return 0, fmt.Errorf("histogram result is not a tensor")
		}
		threads := threadsPerWarp(op)
		return max(ir.NumElements(dst.Dims), threads) * int64(ir.IntOrFloatBitWidth(dst.Elem)) / 8, nil
	}
	if c, ok := ttg.AsConvertLayout(op); ok {
		return convertLayoutScratch(c, computeCapability)
	}
	if a, ok := tt.AsAtomicRmw(op); ok {
		return atomicScratch(a.Ptr(), a.Result())
	}
	if a, ok := tt.AsAtomicCas(op); ok {
		return atomicScratch(a.Ptr(), a.Result())
	}
	if _, ok := ttng.AsTensormapCreate(op); ok {
		return tensorMapBytes, nil
	}
	return 0, nil
}

// threadsPerWarp returns the ttg.threads-per-warp of the module around op, 32 by default.
func threadsPerWarp(op *ir.Operation) int64 {
	for p := op; p != nil; p = p.ParentOp() {
		if a, ok := p.Attr("ttg.threads-per-warp").(*ir.IntegerAttr); ok {
			return a.Value
		}
	}
	return 32
}

// linearLayoutOf returns the linear layout of a tensor type.
func linearLayoutOf(t ir.Type) (layout.LinearLayout, *ir.RankedTensorType, error) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return layout.LinearLayout{}, nil, fmt.Errorf("%s is not a ranked tensor", asm.TypeString(t))
	}
	if ll, ok := tensorLayouts.Lookup(rt); ok {
		return ll, rt, nil
	}
	enc, err := layoutattr.ToEncoding(rt.Encoding)
	if err != nil {
		return layout.LinearLayout{}, nil, err
	}
	ll, err := layout.ToLinearLayout(enc, rt.Dims)
	if err == nil {
		tensorLayouts.Store(rt, ll)
	}
	return ll, rt, err
}

// tensorLayouts remembers linearLayoutOf's layouts by uniqued tensor type.
var tensorLayouts layout.Memo[*ir.RankedTensorType, layout.LinearLayout]

// linearEncodingOf returns the linear encoding of a tensor type, for the per-dimension queries.
func linearEncodingOf(t ir.Type) (layout.Linear, *ir.RankedTensorType, error) {
	ll, rt, err := linearLayoutOf(t)
	return layout.Linear{Layout: ll}, rt, err
}

// bytesPerElement returns the bytes of one element of each of vs, summed, as reduce and scan
// store them.
func bytesPerElement(vs []*ir.Value) int64 {
	var n int64
	for _, v := range vs {
		n += (int64(ir.IntOrFloatBitWidth(ir.ElementTypeOrSelf(v.Type()))) + 7) / 8
	}
	return n
}

// reduceScratch is ReduceOpHelper::getScratchSizeInBytes: one element per warp along the axis
// for every other position, none when one warp covers the axis.
func reduceScratch(r tt.ReduceOp) (int64, error) {
	srcs := r.Srcs()
	if len(srcs) == 0 {
		return 0, nil
	}
	axis, _ := r.Axis()
	enc, rt, err := linearEncodingOf(srcs[0].Type())
	if err != nil {
		return 0, err
	}
	warps := enc.WarpsPerCTA()
	if int(axis) >= len(warps) || axis < 0 {
		return 0, fmt.Errorf("reduce axis %d out of range", axis)
	}
	if warps[axis] == 1 {
		return 0, nil
	}
	shape := slices.Clone(rt.Dims)
	shape[axis] = int64(warps[axis])
	return bytesPerElement(srcs) * ir.NumElements(shape), nil
}

// scanScratch is ScanLoweringHelper::getScratchSizeInBytes.
func scanScratch(s tt.ScanOp) (int64, error) {
	srcs := s.Srcs()
	if len(srcs) == 0 {
		return 0, nil
	}
	rt, ok := srcs[0].Type().(*ir.RankedTensorType)
	if !ok {
		return 0, fmt.Errorf("scan operand is not a tensor")
	}
	if _, blocked := rt.Encoding.(*ttg.BlockedEncoding); !blocked {
		return 0, nil
	}
	axis, _ := s.Axis()
	enc, _, err := linearEncodingOf(rt)
	if err != nil {
		return 0, err
	}
	warps, threads, contig := enc.WarpsPerCTA(), enc.ThreadsPerWarp(), enc.ContigPerThread()
	if int(axis) >= len(warps) || axis < 0 {
		return 0, fmt.Errorf("scan axis %d out of range", axis)
	}
	if warps[axis] == 1 {
		return 0, nil
	}
	product := func(v []uint32) int64 {
		p := int64(1)
		for _, x := range v {
			p *= int64(x)
		}
		return p
	}
	nonAxisContig := slices.Clone(contig)
	nonAxisContig[axis] = 1
	nonAxisThreads := product(threads) / int64(threads[axis])
	blocks := func(d int) int64 {
		per := int64(contig[d]) * int64(threads[d]) * int64(warps[d])
		return (rt.Dims[d] + per - 1) / per
	}
	nonAxisBlocks := int64(1)
	for d := range rt.Dims {
		if d != int(axis) {
			nonAxisBlocks *= blocks(d)
		}
	}
	elems := product(warps) * nonAxisThreads * product(nonAxisContig) * blocks(int(axis)) * nonAxisBlocks
	return bytesPerElement(srcs) * elems, nil
}

// gatherScratch is GatherLoweringHelper::getScratchSizeInBytes: the whole source, unless the
// gather stays within warps.
func gatherScratch(g tt.GatherOp) (int64, error) {
	local, err := GatherIsWarpLocal(g)
	if err != nil || local {
		return 0, err
	}
	srcTy := g.Src().Type().(*ir.RankedTensorType)
	return ir.NumElements(srcTy.Dims) * ((int64(ir.IntOrFloatBitWidth(srcTy.Elem)) + 7) / 8), nil
}

// GatherIsWarpLocal is GatherLoweringHelper::isWarpLocal for a gather: whether the lowering
// gathers by warp shuffles, without shared memory.
func GatherIsWarpLocal(g tt.GatherOp) (bool, error) {
	src, srcTy, err := linearLayoutOf(g.Src().Type())
	if err != nil {
		return false, err
	}
	idx, _, err := linearLayoutOf(g.Indices().Type())
	if err != nil {
		return false, err
	}
	axis, _ := g.Axis()
	return gatherIsWarpLocal(src, idx, int(axis), len(srcTy.Dims))
}

// gatherIsWarpLocal is GatherLoweringHelper::isWarpLocal: every column along the gather axis
// lives in one warp, the same for source and indices, held by the same lanes.
func gatherIsWarpLocal(src, idx layout.LinearLayout, axis, rank int) (bool, error) {
	gatherDim := fmt.Sprintf("dim%d", axis)
	blockWarp := []string{layout.DimBlock, layout.DimWarp}
	for _, l := range []layout.LinearLayout{src, idx} {
		zero, err := l.SublayoutIsZero(blockWarp, []string{gatherDim})
		if err != nil || !zero {
			return false, err
		}
	}
	var others []string
	for d := range rank {
		if d != axis {
			others = append(others, fmt.Sprintf("dim%d", d))
		}
	}
	for _, ins := range [][]string{blockWarp, {layout.DimLane}} {
		a, err := src.Sublayout(ins, others)
		if err != nil {
			return false, err
		}
		b, err := idx.Sublayout(ins, others)
		if err != nil {
			return false, err
		}
		if !a.Equal(b) {
			return false, nil
		}
	}
	return true, nil
}

// tensorBitWidth is Triton's getBitwidth: 64 for pointers, else the element width, at least 8.
func tensorBitWidth(t *ir.RankedTensorType) int {
	if _, ok := t.Elem.(*tt.PointerType); ok {
		return ptrBitWidth
	}
	return max(ir.IntOrFloatBitWidth(t.Elem), 8)
}

// convertLayoutScratch sizes the swizzled scratch of a layout conversion that goes through
// shared memory.
func convertLayoutScratch(c ttg.ConvertLayoutOp, computeCapability int) (int64, error) {
	src, srcOK := c.Src().Type().(*ir.RankedTensorType)
	dst, dstOK := c.Result().Type().(*ir.RankedTensorType)
	if !srcOK || !dstOK {
		return computeConvertLayoutScratch(c, computeCapability)
	}
	key := conversionScratchKey{src, dst, computeCapability}
	if bytes, ok := conversionScratch.Lookup(key); ok {
		return bytes, nil
	}
	bytes, err := computeConvertLayoutScratch(c, computeCapability)
	if err == nil {
		conversionScratch.Store(key, bytes)
	}
	return bytes, err
}

// conversionScratchKey names a layout conversion by its uniqued source and result types and
// the target.
type conversionScratchKey struct {
	src, dst          *ir.RankedTensorType
	computeCapability int
}

// conversionScratch remembers the scratch sizes of layout conversions: the shared-memory
// allocation runs in several passes of a pipeline, and a kernel converts between the same
// few layouts many times.
var conversionScratch layout.Memo[conversionScratchKey, int64]

// computeConvertLayoutScratch is convertLayoutScratch without the memo.
func computeConvertLayoutScratch(c ttg.ConvertLayoutOp, computeCapability int) (int64, error) {
	src, srcTy, err := linearLayoutOf(c.Src().Type())
	if err != nil {
		return 0, err
	}
	dst, _, err := linearLayoutOf(c.Result().Type())
	if err != nil {
		return 0, err
	}
	needed, err := layout.CvtNeedsSharedMemory(src, dst)
	if err != nil || !needed {
		return 0, err
	}
	bits := tensorBitWidth(srcTy)
	elems, err := layout.CvtScratchElems(src, dst, bits, computeCapability)
	if err != nil {
		return 0, err
	}
	return elems * int64(bits) / 8, nil
}

// atomicScratch sizes the scratch an atomic uses to share its result with the threads that
// hold broadcast copies: the whole tensor when its layout broadcasts, one element for a
// scalar, none when the result is unused.
func atomicScratch(ptr, result *ir.Value) (int64, error) {
	if !result.HasUses() {
		return 0, nil
	}
	var elems int64
	if rt, ok := result.Type().(*ir.RankedTensorType); ok {
		ll, _, err := linearLayoutOf(rt)
		if err != nil {
			return 0, err
		}
		broadcast := false
		for _, m := range ll.FreeVariableMasks() {
			if m.Value != 0 {
				broadcast = true
			}
		}
		if !broadcast {
			return 0, nil
		}
		enc, err := layoutattr.ToEncoding(rt.Encoding)
		if err != nil {
			return 0, err
		}
		elems = ir.NumElements(layout.ShapePerCTA(enc, rt.Dims))
	} else {
		elems = 1
	}
	elem := ir.ElementTypeOrSelf(ptr.Type())
	if p, ok := elem.(*tt.PointerType); ok {
		elem = p.Pointee
	}
	return elems * int64(max(8, ir.IntOrFloatBitWidth(elem))) / 8, nil
}
