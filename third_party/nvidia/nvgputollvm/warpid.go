package nvgputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// threadsPerWarpAttr is the module attribute that gives the threads of a warp.
const threadsPerWarpAttr = "ttg.threads-per-warp"

// clusterIDPattern lowers nvg.cluster_id to the CTA's rank in its cluster.
var clusterIDPattern = rewrite.NewOpPattern(1, func(op nvgpu.ClusterIdOp, rw *rewrite.Rewriter) error {
	id := nvvm.BuildReadPtxSregClusterCtarank(rw, op.Loc(), rw.Ctx.I32())
	rw.ReplaceOp(op.Operation, []*ir.Value{id.Res()})
	return nil
})

// warpIDPattern lowers nvg.warp_id to the thread id (relative to its warp group inside a
// warp-specialized partition) divided by 32, shuffled from lane 0 so that PTXAS knows it is
// uniform across the warp; it is the constant 0 where there is a single warp.
var warpIDPattern = rewrite.NewOpPattern(1, func(op nvgpu.WarpIdOp, rw *rewrite.Rewriter) error {
	loc := op.Loc()
	if n, ok := ttg.LookupNumWarps(op.Operation); ok && n == 1 {
		rw.ReplaceOp(op.Operation, []*ir.Value{i32Constant(rw, loc, 0)})
		return nil
	}
	i32 := rw.Ctx.I32()
	tid := nvvm.BuildReadPtxSregTidX(rw, loc, i32).Res()
	if start, ok := warpGroupStartThreadID(rw.InsertionBlock()); ok {
		tid = llvm.BuildSub(rw, loc, tid, i32Constant(rw, loc, start)).Res()
	}
	warpID := llvm.BuildUdiv(rw, loc, tid, i32Constant(rw, loc, 32)).Res()
	rw.ReplaceOp(op.Operation, []*ir.Value{shuffleIdx(rw, loc, warpID, 0)})
	return nil
})

// shuffleIdx reads the i32 v of lane `lane` of the warp (`nvvm.shfl.sync idx`).
func shuffleIdx(b ir.OpCreator, loc ir.Location, v *ir.Value, lane int64) *ir.Value {
	ctx := b.Context()
	offset := i32Constant(b, loc, lane)
	clamp := i32Constant(b, loc, 0x1f)
	mask := i32Constant(b, loc, -1)
	kind := ir.NamedAttribute{Name: "kind", Value: llvm.Enum(ctx, "nvvm", "shfl_kind", "idx", true)}
	return nvvm.BuildShflSync(b, loc, ctx.I32(), mask, v, offset, clamp, kind).Res()
}

// warpGroupStartThreadID returns the first thread id of the warp group that runs block, when
// block is inside a partition of a ttg.warp_specialize with assigned warp groups.
func warpGroupStartThreadID(block *ir.Block) (int64, bool) {
	for block != nil && block.ParentOp() != nil {
		parent := block.ParentOp()
		if _, ok := ttg.AsWarpSpecializePartitions(parent); ok {
			ws, ok := ttg.AsWarpSpecialize(parent.ParentOp())
			if !ok {
				return 0, false
			}
			starts := ir.IntsAttrValue(ws.WarpGroupStartIdsAttr())
			idx := regionIndex(parent, block.Parent())
			if idx >= len(starts) {
				return 0, false
			}
			return starts[idx] * threadsPerWarp(ws.Operation), true
		}
		block = parent.Block()
	}
	return 0, false
}

// threadsPerWarp is the ttg.threads-per-warp of op's module, 32 when it has none.
func threadsPerWarp(op *ir.Operation) int64 {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := builtin.AsModule(p); ok {
			if n, ok := ir.IntAttrValue(p.Attr(threadsPerWarpAttr)); ok {
				return n
			}
		}
	}
	return 32
}

// regionIndex is the position of r among op's regions (len(op.Regions()) when absent).
func regionIndex(op *ir.Operation, r *ir.Region) int {
	for i, x := range op.Regions() {
		if x == r {
			return i
		}
	}
	return len(op.Regions())
}
