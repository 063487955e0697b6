package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/dialects/ttg/layoutattr"
	"github.com/ttgo/ttgo/ir"
)

// moduleIntAttr returns the integer attribute name of the module that holds op, or def.
func moduleIntAttr(op *ir.Operation, name string, def int) int {
	for o := op; o != nil; o = o.ParentOp() {
		if v, ok := intAttr(o, name); ok {
			return v
		}
	}
	return def
}

// convertScalarToTensorLoad is Triton's function of the same name: a scalar load becomes a
// load of a one-element tensor in the default blocked layout, its pointer, mask and other
// splatted, and an unsplat where it is first used gives back the scalar.
func convertScalarToTensorLoad(load tt.LoadOp, forOp scf.ForOp, s *coarseSchedule) bool {
	op := load.Operation
	ctx := op.Context()
	numWarps := moduleIntAttr(op, "ttg.num-warps", 4)
	lanes := moduleIntAttr(op, "ttg.threads-per-warp", 32)
	numCTAs := moduleIntAttr(op, "ttg.num-ctas", 1)
	blocked, err := layout.DefaultBlocked([]int64{1}, numWarps, lanes, numCTAs)
	if err != nil {
		return false
	}
	enc, err := layoutattr.FromEncoding(ctx, blocked)
	if err != nil {
		return false
	}
	b := newStageBuilder(op, s)
	tensorOf := func(t ir.Type) ir.Type { return ctx.RankedTensorType([]int64{1}, t, enc) }
	load.SetPtr(tt.BuildSplat(b, op.Loc(), tensorOf(load.Ptr().Type()), load.Ptr()).Result())
	if m := load.Mask(); m != nil {
		load.SetMask(tt.BuildSplat(b, op.Loc(), tensorOf(m.Type()), m).Result())
	}
	if o := load.Other(); o != nil {
		load.SetOther(tt.BuildSplat(b, op.Loc(), tensorOf(o.Type()), o).Result())
	}
	scalar := load.Result().Type()
	load.Result().SetType(tensorOf(scalar))
	b.SetInsertionPointAfter(op)
	b.setPlace(s.ops[firstUseOfPipelinedOp([]*ir.Operation{op}, forOp, s)])
	unsplat := tt.BuildUnsplat(b, op.Loc(), scalar, load.Result()).Operation
	load.Result().ReplaceUsesWithIf(unsplat.SingleResult(), func(use *ir.OpOperand) bool { return use.Owner() != unsplat })
	return true
}

// scalarLoadEncoding is the shared layout of a pipelined scalar load's ring.
func scalarLoadEncoding(ctx *ir.Context) ir.Attribute {
	return ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{0}, nil)
}
