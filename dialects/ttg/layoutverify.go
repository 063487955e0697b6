package ttg

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// The tensor layout verifier: Triton's TritonGPUVerifyTensorLayoutInterface, which the
// VerifyTensorLayoutsTrait of every tt, ttg and ttng op calls for the layouts of its tensors
// (tt.VerifyTensorLayouts). A layout must be distributed, of the tensor's rank, on a
// power-of-two shape, and spread over as many lanes, warps and CTAs as the op's context has.

// VerifyTensorLayout checks the blocked layout of t, a tensor of op (tt.TensorLayout).
func (a *BlockedEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the slice layout of t, a tensor of op (tt.TensorLayout).
func (a *SliceEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the dot operand layout of t, a tensor of op (tt.TensorLayout).
func (a *DotOperandEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the MMA layout of t, a tensor of op (tt.TensorLayout).
func (a *NvidiaMmaEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the MFMA layout of t, a tensor of op (tt.TensorLayout).
func (a *AMDMfmaEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the WMMA layout of t, a tensor of op (tt.TensorLayout).
func (a *AMDWmmaEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout checks the linear layout of t, a tensor of op (tt.TensorLayout).
func (a *LinearEncoding) VerifyTensorLayout(t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return verifyTensorLayout(a, t, op, ctx)
}

// VerifyTensorLayout rejects a shared layout on a tensor (tt.TensorLayout).
func (a *SwizzledSharedEncoding) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

// VerifyTensorLayout rejects a shared layout on a tensor (tt.TensorLayout).
func (a *AMDRotatingSharedEncoding) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

// VerifyTensorLayout rejects a shared layout on a tensor (tt.TensorLayout).
func (a *NVMMASharedEncoding) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

// VerifyTensorLayout rejects a shared layout on a tensor (tt.TensorLayout).
func (a *PaddedSharedEncoding) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

// VerifyTensorLayout rejects a shared layout on a tensor (tt.TensorLayout).
func (a *SharedLinearEncoding) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

// VerifyTensorLayout rejects the shared memory space as a tensor layout (tt.TensorLayout).
func (a *SharedMemorySpace) VerifyTensorLayout(_ *ir.RankedTensorType, _ *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	return nonDistributed, ctx
}

const nonDistributed = "Non-distributed layout is not allowed in tensor type."

// Module attributes that give the context of a layout, with Triton's defaults.
const (
	attrNumWarps       = "ttg.num-warps"
	attrThreadsPerWarp = "ttg.threads-per-warp"
	attrNumCTAs        = "ttg.num-ctas"
)

// verifyTensorLayout checks the distributed layout a of t, a tensor of op, and returns
// Triton's message, or "" when the layout is valid, with ctx filled.
func verifyTensorLayout(a ir.Attribute, t *ir.RankedTensorType, op *ir.Operation, ctx tt.LayoutContext) (string, tt.LayoutContext) {
	msg := layoutError(a, t, op, &ctx)
	return msg, ctx
}

// layoutError is verifyTensorLayout, filling ctx in place.
func layoutError(a ir.Attribute, t *ir.RankedTensorType, op *ir.Operation, ctx *tt.LayoutContext) string {
	if rank := LayoutRank(a); rank != len(t.Dims) {
		return fmt.Sprintf("Layout has rank %d, but the tensor it's attached to has rank %d.", rank, len(t.Dims))
	}
	for _, d := range t.Dims {
		if d <= 0 || d&(d-1) != 0 {
			shape := joinInts(t.Dims)
			return fmt.Sprintf("Layout has shape %s, but the tensor it's attached to has shape %s which is not a power of two.", shape, shape)
		}
	}
	// Triton requires a ttg.num-warps around every layout; ttgo checks the sizes only where
	// the context gives the number of warps, so TritonGPU IR without module attributes (as
	// in unit tests and tt-layout inputs) still verifies.
	if !ctx.Known {
		ctx.Module, ctx.Warps, ctx.HasWarps = layoutContext(op)
		ctx.ThreadsPerWarp = moduleInt(ctx.Module, attrThreadsPerWarp, 32)
		ctx.NumCTAs = moduleInt(ctx.Module, attrNumCTAs, 1)
		ctx.Known = true
	}
	if !ctx.HasWarps {
		return ""
	}
	lanes, warpCount, ctas, ok := threadSizes(a)
	if !ok {
		// The AMD layouts' sizes go unchecked.
		return ""
	}
	text := func() string { return asm.AttrString(a) }
	if want := ctx.ThreadsPerWarp; lanes != want {
		return fmt.Sprintf("%s.\nLayout has %d threads per warp, but the module specifies %d threads per warp.", text(), lanes, want)
	}
	if warpCount != ctx.Warps {
		return fmt.Sprintf("%s.\nLayout has %d warps per CTA, but the context requires %d warps per CTA.", text(), warpCount, ctx.Warps)
	}
	if want := ctx.NumCTAs; ctas != want {
		return fmt.Sprintf("%s.\nLayout has %d CTAs per CGA, but the context requires %d CTAs per CGA.", text(), ctas, want)
	}
	return ""
}

// threadSizes returns the lanes per warp, warps per CTA and CTAs per CGA that a distributed
// layout spreads a tensor over: the sizes of the lane, warp and block dimensions of its linear
// layout, which do not depend on the tensor's shape (tiles larger than the tensor broadcast).
// It reports false for the AMD layouts.
func threadSizes(a ir.Attribute) (lanes, warps, ctas int64, ok bool) {
	switch e := a.(type) {
	case *BlockedEncoding:
		return prod64(e.ThreadsPerWarp), prod64(e.WarpsPerCTA), 1 << len(e.CGA), true
	case *NvidiaMmaEncoding:
		return 32, prod64(e.WarpsPerCTA), 1 << len(e.CGA), true
	case *SliceEncoding:
		return threadSizes(e.Parent)
	case *DotOperandEncoding:
		return threadSizes(e.Parent)
	case *LinearEncoding:
		lanes, warps, ctas = 1, 1, 1
		for _, b := range e.Bases {
			switch b.Name {
			case layout.DimLane:
				lanes = 1 << len(b.Bases)
			case layout.DimWarp:
				warps = 1 << len(b.Bases)
			case layout.DimBlock:
				ctas = 1 << len(b.Bases)
			}
		}
		return lanes, warps, ctas, true
	}
	return 0, 0, 0, false
}

func prod64(v []uint32) int64 {
	p := int64(1)
	for _, x := range v {
		p *= int64(x)
	}
	return p
}

// layoutContext returns the closest builtin.module around op and the number of warps of op's
// context, as Triton's maybeLookupNumWarps finds it: the ttg.num-warps of the closest module or
// function that has one, or the partition's count for ops in a ttg.warp_specialize partition.
// It reports false when no context gives the number of warps.
func layoutContext(op *ir.Operation) (mod *ir.Operation, warps int64, ok bool) {
	for p := op; p != nil; p = p.ParentOp() {
		name := p.Name()
		if name == "builtin.module" && mod == nil && p != op {
			mod = p
		}
		if ok {
			continue
		}
		switch parent := p.ParentOp(); {
		case name == "builtin.module" || name == "tt.func":
			if a, isInt := p.Attr(attrNumWarps).(*ir.IntegerAttr); isInt {
				warps, ok = a.Value, true
			}
		case parent != nil && parent.Name() == "ttg.warp_specialize.partitions":
			warps, ok = partitionNumWarps(p)
		}
		if ok && mod != nil {
			return mod, warps, true
		}
	}
	return mod, warps, ok
}

// moduleInt returns the integer attribute name of mod, or def when it has none.
func moduleInt(mod *ir.Operation, name string, def int64) int64 {
	if mod != nil {
		if a, ok := mod.Attr(name).(*ir.IntegerAttr); ok {
			return a.Value
		}
	}
	return def
}

// partitionNumWarps returns the number of warps of the partition region that holds op.
func partitionNumWarps(op *ir.Operation) (int64, bool) {
	partitions := op.ParentOp()
	ws := partitions.ParentOp()
	if ws == nil {
		return 0, false
	}
	counts, ok := ws.Attr("partitionNumWarps").(*ir.DenseArrayAttr)
	if !ok {
		return 0, false
	}
	r := op.ParentRegion()
	for i, pr := range partitions.Regions() {
		if pr == r && i < len(counts.Int64s()) {
			return counts.Int64s()[i], true
		}
	}
	return 0, false
}
