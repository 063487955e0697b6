package pipeliner

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// replaceUsesAndPropagateType is Triton's function of the same name: the uses of old's
// result take val instead; memory views of it are rebuilt on val, so that their types follow
// val's (mutable, with its allocation shape), and their uses in turn; warp_group_dot_waits
// are rebuilt for their new result types.
func replaceUsesAndPropagateType(b *stageBuilder, old *ir.Operation, val *ir.Value) {
	b = b.fork()
	var replace []*ir.OpOperand
	var views []*ir.Operation
	for _, use := range old.SingleResult().Uses() {
		if isMemDescView(use.Owner()) {
			views = append(views, use.Owner())
			continue
		}
		replace = append(replace, use)
	}
	for _, view := range views {
		b.SetInsertionPoint(view)
		newVal := rebuildView(b, view, val)
		newVal.DefiningOp().SetAttrs(view.Attrs())
		replaceUsesAndPropagateType(b, view, newVal)
	}
	for _, use := range replace {
		owner := use.Owner()
		if wait, ok := ttng.AsWarpGroupDotWait(owner); ok {
			inputs := slices.Clone(wait.Inputs())
			inputs[use.Index()] = val
			types := make([]ir.Type, len(inputs))
			for i, v := range inputs {
				types[i] = v.Type()
			}
			b.SetInsertionPointAfter(owner)
			newWait := ttng.BuildWarpGroupDotWait(b, owner.Loc(), types, inputs)
			newWait.SetPendingsAttr(wait.PendingsAttr())
			owner.ReplaceAllUsesWith(newWait.Results())
			b.schedule.erase(owner)
			owner.Erase()
			continue
		}
		use.Set(val)
	}
	for _, view := range views {
		b.schedule.erase(view)
		view.Erase()
	}
}

// rebuildView builds the memory view view on src instead of its source and returns it.
func rebuildView(b *stageBuilder, view *ir.Operation, src *ir.Value) *ir.Value {
	ctx := view.Context()
	srcTy := src.Type().(*ttg.MemDescType)
	oldTy := view.SingleResult().Type().(*ttg.MemDescType)
	switch {
	case isOp[ttg.MemdescIndexOp](view):
		ty := ttg.MemDesc(ctx, oldTy.Dims, oldTy.Elem, oldTy.Encoding, oldTy.MemorySpace, srcTy.Mutable, nil)
		return ttg.BuildMemdescIndex(b, view.Loc(), ty, src, ir.View[ttg.MemdescIndexOp](view).Index()).Result()
	case isOp[ttg.MemdescSubsliceOp](view):
		ty := ttg.MemDesc(ctx, oldTy.Dims, oldTy.Elem, oldTy.Encoding, oldTy.MemorySpace, srcTy.Mutable, oldTy.AllocShape)
		n := ttg.BuildMemdescSubslice(b, view.Loc(), ty, src)
		n.SetOffsetsAttr(ir.View[ttg.MemdescSubsliceOp](view).OffsetsAttr())
		return n.Result()
	case isOp[ttg.MemdescTransOp](view):
		order, _ := ir.View[ttg.MemdescTransOp](view).OrderAttr().(*ir.DenseArrayAttr)
		lead := len(srcTy.AllocShape) - len(srcTy.Dims)
		alloc := slices.Clone(srcTy.AllocShape[:lead])
		for _, o := range order.Int64s() {
			alloc = append(alloc, srcTy.AllocShape[lead+int(o)])
		}
		ty := ttg.MemDesc(ctx, oldTy.Dims, oldTy.Elem, oldTy.Encoding, oldTy.MemorySpace, srcTy.Mutable, alloc)
		n := ttg.BuildMemdescTrans(b, view.Loc(), ty, src)
		n.SetOrderAttr(order)
		return n.Result()
	default:
		ty := ttg.MemDesc(ctx, oldTy.Dims, oldTy.Elem, oldTy.Encoding, oldTy.MemorySpace, srcTy.Mutable, nil)
		return ttg.BuildMemdescReshape(b, view.Loc(), ty, src).Result()
	}
}
