package ttgpasses

import (
	"slices"
	"sort"

	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// threadsPerWarpAttr is the module attribute that gives the threads of a warp.
const threadsPerWarpAttr = "ttg.threads-per-warp"

// memAccessPtr is Triton's getMemAccessPtr: the pointer operand of a load, store, atomic or
// async copy from global memory, or nil for other ops.
func memAccessPtr(op *ir.Operation) *ir.Value {
	if o, ok := tt.AsLoad(op); ok {
		return o.Ptr()
	}
	if o, ok := tt.AsAtomicRmw(op); ok {
		return o.Ptr()
	}
	if o, ok := tt.AsAtomicCas(op); ok {
		return o.Ptr()
	}
	if o, ok := ttg.AsAsyncCopyGlobalToLocal(op); ok {
		return o.Src()
	}
	if o, ok := tt.AsStore(op); ok {
		return o.Ptr()
	}
	return nil
}

// ctaLayoutOf returns the CGA layout of a tensor type's encoding.
func ctaLayoutOf(t *ir.RankedTensorType) (layout.CGALayout, error) {
	enc, err := ttg.LayoutEncoding(t.Encoding)
	if err != nil {
		return layout.CGALayout{}, err
	}
	return enc.CTALayout(), nil
}

// shapePerCTA is Triton's getShapePerCTA: the part of shape one CTA holds under cga.
func shapePerCTA(cga layout.CGALayout, shape []int64) []int64 {
	split := cga.CTASplitNum(len(shape))
	out := make([]int64, len(shape))
	for i, s := range shape {
		out[i] = s / max(1, min(s, int64(split[i])))
	}
	return out
}

// argSort is Triton's argSort: the dimensions by decreasing value, ties in dimension order.
func argSort(values []int64) []uint32 {
	order := make([]uint32, len(values))
	for i := range order {
		order[i] = uint32(i)
	}
	sort.SliceStable(order, func(a, b int) bool { return values[order[a]] > values[order[b]] })
	return order
}

// product multiplies the values.
func product(values []int64) int64 {
	p := int64(1)
	for _, v := range values {
		p *= v
	}
	return p
}

// numElementsPerThread is Triton's getNumElementsPerThread: how many elements along order[0]
// one thread of op may access at once, by the alignment and contiguity of its pointers and the
// 128-bit vector limit.
func numElementsPerThread(op *ir.Operation, order []uint32, info axisinfo.AxisInfo, perCTA []int64) int64 {
	t := memAccessPtr(op).Type().(*ir.RankedTensorType)
	bits := int64(max(elementBitWidth(t), 1))
	elemBytes := max(bits/8, 1)
	d := order[0]
	maxMultiple := max(uint32Of(info.Divisibility[d])/elemBytes, 1)
	maxContig := uint32Of(min(info.Contiguity[d], perCTA[d]))
	alignment := min(maxMultiple, maxContig)
	return min(alignment, 128/bits)
}

// uint32Of is v as Triton stores an int64 into an unsigned: its low 32 bits.
func uint32Of(v int64) int64 { return int64(uint32(v)) }

// sliceOf is MLIR's getSlice, as a set: the ops connected to op through operands and their
// definitions (a block argument standing for its block's parent op), results and their
// users, and the ops nested in an op's regions.
func sliceOf(op *ir.Operation) []*ir.Operation {
	seen := map[*ir.Operation]bool{op: true}
	list := []*ir.Operation{op}
	add := func(o *ir.Operation) {
		if o != nil && !seen[o] {
			seen[o] = true
			list = append(list, o)
		}
	}
	for i := 0; i < len(list); i++ {
		cur := list[i]
		for _, v := range cur.Operands() {
			if def := v.DefiningOp(); def != nil {
				add(def)
			} else if b := v.OwnerBlock(); b != nil {
				add(b.ParentOp())
			}
		}
		for _, r := range cur.Results() {
			for _, u := range r.Users() {
				add(u)
			}
		}
		for _, r := range cur.Regions() {
			for _, b := range r.Blocks() {
				for _, nested := range b.Ops() {
					add(nested)
				}
			}
		}
	}
	return list
}

// coalescedEncoding is Triton's buildCoalescedEncoding: the blocked layout whose order follows
// the contiguity of op's pointers and whose threads each access as many consecutive elements
// as the pointers of op, and of the memory accesses of the same shape and order connected to
// it, allow.
func coalescedEncoding(ctx *ir.Context, analysis *axisinfo.Module, op *ir.Operation, numWarps, lanes int, cga layout.CGALayout, perCTA []int64) (ir.Attribute, error) {
	ptr := memAccessPtr(op)
	ref := ptr.Type().(*ir.RankedTensorType)
	infoOf := func(o *ir.Operation) (axisinfo.AxisInfo, error) {
		info, ok := analysis.Lookup(memAccessPtr(o))
		if !ok || info.Rank() != len(ref.Dims) {
			return info, ir.OpError(o, "has no axis info for its pointers")
		}
		return info, nil
	}
	info, err := infoOf(op)
	if err != nil {
		return nil, err
	}
	order := argSort(info.Contiguity)
	perThread := numElementsPerThread(op, order, info, perCTA)
	if ptr.DefiningOp() != nil {
		for _, use := range sliceOf(op) {
			val := memAccessPtr(use)
			if use == op || val == nil {
				continue
			}
			t, ok := val.Type().(*ir.RankedTensorType)
			if !ok || !slices.Equal(t.Dims, ref.Dims) {
				continue
			}
			useInfo, err := infoOf(use)
			if err != nil {
				return nil, err
			}
			if slices.Equal(argSort(useInfo.Contiguity), order) {
				perThread = max(perThread, numElementsPerThread(use, order, useInfo, perCTA))
			}
		}
	}
	numThreads := int64(numWarps * lanes)
	perThread = min(perThread, max(product(perCTA)/numThreads, 1))
	if _, isLoad := tt.AsLoad(op); !isLoad {
		// A thread writes at most 128 bits at once: more would leave gaps in what a warp
		// writes.
		perThread = min(perThread, numElementsPerThread(op, order, info, perCTA))
	}
	sizePerThread := make([]uint32, len(ref.Dims))
	for i := range sizePerThread {
		sizePerThread[i] = 1
	}
	sizePerThread[order[0]] = uint32(perThread)
	return blockedAttr(ctx, ref.Dims, sizePerThread, order, numWarps, lanes, cga)
}

// blockedAttr is BlockedEncodingAttr::get for a shape: the blocked layout with the given
// sizePerThread and order whose lanes and warps cover the shape.
func blockedAttr(ctx *ir.Context, shape []int64, sizePerThread, order []uint32, numWarps, lanes int, cga layout.CGALayout) (ir.Attribute, error) {
	blocked, err := layout.BlockedForShapeCGA(shape, sizePerThread, order, numWarps, lanes, cga)
	if err != nil {
		return nil, err
	}
	return layoutattr.FromEncoding(ctx, blocked)
}
