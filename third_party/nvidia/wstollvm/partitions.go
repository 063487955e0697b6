package wstollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// rewritePartitionRegions prepares the partitions of ws to become blocks of the switch loop:
// each loads its captures from the shared memory the default warp group stored them in,
// waits on the switch loop barrier, and branches back to the loop where it returned.
func rewritePartitionRegions(ws ttg.WarpSpecializeOp, switchLoop *ir.Block, regs registerPlan) {
	ctx := ws.Context()
	actual := ir.IntsAttrValue(ws.ActualRegistersAttr())
	for i, region := range partitionRegions(ws) {
		e := emitter{Builder: ir.NewBuilder(ctx), loc: ws.Loc()}
		front := region.Front()
		e.SetInsertionPointToStart(front)
		if ws.ActualRegistersAttr() != nil {
			e.regRealloc(regs.low, actual[i+1])
		}
		if front.NumArguments() > 0 {
			var types []ir.Type
			for _, a := range front.Arguments() {
				types = append(types, a.Type())
			}
			captureType := llvm.Struct(ctx, types, true)
			capturePtr := e.sharedMemoryBase(ws.Operation)
			for k, arg := range front.Arguments() {
				ptr := e.gep(captureType, capturePtr, 0, k)
				load := llvm.BuildLoad(e, e.loc, arg.Type(), ptr)
				load.SetAlignment(1)
				arg.ReplaceAllUsesWith(load.Res())
			}
			for front.NumArguments() > 0 {
				front.EraseArgument(0)
			}
		}
		e.allBarrier(switchLoopBarrier)

		var returns []*ir.Operation
		for _, blk := range region.Blocks() {
			for op := blk.First(); op != nil; op = op.Next() {
				op.Walk(func(o *ir.Operation) ir.WalkResult {
					if _, ok := ttg.AsWarpReturn(o); ok {
						returns = append(returns, o)
					}
					return ir.WalkAdvance
				})
			}
		}
		for _, ret := range returns {
			r := emitter{Builder: ir.NewBuilder(ctx), loc: ret.Loc()}
			r.SetInsertionPoint(ret)
			r.allBarrier(switchLoopBarrier)
			if ws.ActualRegistersAttr() != nil {
				r.regRealloc(actual[i+1], regs.low)
			}
			r.branch(switchLoop, nil)
			ret.Erase()
		}
	}
}

// lowerDefaultRegion inlines the default region of ws where ws was: before it, the default
// warp group writes each worker warp's state and the captures to shared memory and releases
// the workers; its yields branch to the rest of the block, whose arguments replace ws's
// results.
func lowerDefaultRegion(fn llvm.FuncOp, ws ttg.WarpSpecializeOp, stateMap []int64, regs registerPlan) {
	ctx := ws.Context()
	before := ws.Block()
	after := splitBlockBefore(before, ws.Operation)
	e := emitter{Builder: ir.NewBuilder(ctx), loc: ws.Loc()}
	e.SetInsertionPointToEnd(before)
	i8 := ctx.IntegerType(8)
	statePtr := e.sharedMemoryBase(fn.Operation)
	for i, state := range stateMap {
		llvm.BuildStore(e, e.loc, e.i8(state), e.gep(i8, statePtr, i))
	}
	if captures := ws.ExplicitCaptures(); len(captures) > 0 {
		var types []ir.Type
		for _, c := range captures {
			types = append(types, c.Type())
		}
		captureType := llvm.Struct(ctx, types, true)
		capturePtr := e.sharedMemoryBase(ws.Operation)
		for k, c := range captures {
			store := llvm.BuildStore(e, e.loc, c, e.gep(captureType, capturePtr, 0, k))
			store.SetAlignment(1)
		}
	}
	actual := ir.IntsAttrValue(ws.ActualRegistersAttr())
	e.allBarrier(switchLoopBarrier)
	if ws.ActualRegistersAttr() != nil {
		e.regRealloc(regs.deflt, actual[0])
	}
	e.allBarrier(switchLoopBarrier)
	defaultRegion := ws.DefaultRegion()
	e.branch(defaultRegion.Front(), nil)

	var yields []*ir.Operation
	for _, blk := range defaultRegion.Blocks() {
		for op := blk.First(); op != nil; op = op.Next() {
			op.Walk(func(o *ir.Operation) ir.WalkResult {
				if _, ok := ttg.AsWarpYield(o); ok {
					yields = append(yields, o)
				}
				return ir.WalkAdvance
			})
		}
	}
	for _, y := range yields {
		r := emitter{Builder: ir.NewBuilder(ctx), loc: y.Loc()}
		r.SetInsertionPoint(y)
		r.allBarrier(switchLoopBarrier)
		if ws.ActualRegistersAttr() != nil {
			r.regRealloc(actual[0], regs.deflt)
		}
		r.branch(after, y.Operands())
		y.Erase()
	}
	body := before.Parent()
	at := body.BlockIndex(after)
	blocks := append([]*ir.Block(nil), defaultRegion.Blocks()...)
	for j, blk := range blocks {
		defaultRegion.RemoveBlock(blk)
		body.InsertBlock(at+j, blk)
	}
	for _, res := range ws.Operation.Results() {
		res.ReplaceAllUsesWith(after.AddArgument(res.Type(), ws.Loc()))
	}
	ws.Erase()
}

// splitBlockBefore moves op and the ops after it in its block into a new block inserted
// right after it, and returns the new block.
func splitBlockBefore(blk *ir.Block, op *ir.Operation) *ir.Block {
	after := ir.NewBlock(nil, nil)
	region := blk.Parent()
	region.InsertBlock(region.BlockIndex(blk)+1, after)
	for o := op; o != nil; {
		next := o.Next()
		o.Remove()
		after.Append(o)
		o = next
	}
	return after
}
