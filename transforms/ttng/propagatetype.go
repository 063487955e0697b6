package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// replaceUsesAndPropagateType makes the users of old's result use val, a memdesc that may
// differ from it in mutability (Triton's replaceUsesAndPropagateType): memdesc views of old
// are rebuilt over val with val's mutability and their users updated in turn, the block
// arguments of warp_specialize partitions capturing it take val's type, and a
// warp_group_dot_wait passing it through is rebuilt with the new type.
func replaceUsesAndPropagateType(rw *rewrite.Rewriter, old *ir.Operation, val *ir.Value) {
	saved := *rw.Builder
	defer func() { *rw.Builder = saved }()
	var views []*ir.Operation
	var operands []*ir.OpOperand
	result := old.SingleResult()
	for _, use := range result.Uses() {
		user := use.Owner()
		if ws, ok := ttg.AsWarpSpecialize(user); ok {
			for _, holder := range ws.PartitionOpHolder().Front().Ops() {
				if partitions, ok := ttg.AsWarpSpecializePartitions(holder); ok {
					for _, r := range partitions.PartitionRegions() {
						r.Front().Argument(use.Index()).SetType(val.Type())
					}
				}
			}
		}
		if !isMemDescView(user) {
			operands = append(operands, use)
			continue
		}
		views = append(views, user)
	}
	for _, view := range views {
		oldType := view.SingleResult().Type().(*ttg.MemDescType)
		mutable := val.Type().(*ttg.MemDescType).Mutable
		newType := ttg.MemDesc(rw.Ctx, oldType.Dims, oldType.Elem, oldType.Encoding, oldType.MemorySpace, mutable, oldType.AllocShape)
		rw.Builder.SetInsertionPoint(view)
		viewOperands := view.Operands()
		for i, v := range viewOperands {
			if v == result {
				viewOperands[i] = val
			}
		}
		rebuilt := rw.Create(&ir.OperationState{Name: view.Name(), Loc: view.Loc(), Operands: viewOperands,
			Types: []ir.Type{newType}, Props: view.Props(), Attrs: view.Attrs()})
		replaceUsesAndPropagateType(rw, view, rebuilt.SingleResult())
	}
	for _, use := range operands {
		wait, ok := ttng.AsWarpGroupDotWait(use.Owner())
		if !ok {
			rw.ModifyInPlace(use.Owner(), func() { use.Set(val) })
			continue
		}
		inputs := wait.Inputs()
		types := make([]ir.Type, len(inputs))
		for i, in := range inputs {
			if in == result {
				inputs[i] = val
			}
			types[i] = inputs[i].Type()
		}
		rw.Builder.SetInsertionPointAfter(wait.Operation)
		rebuilt := ttng.BuildWarpGroupDotWait(rw, wait.Loc(), types, inputs)
		rebuilt.SetProps(wait.Props())
		rw.ReplaceOp(wait.Operation, rebuilt.Results())
	}
	for _, view := range views {
		rw.EraseOp(view)
	}
}
