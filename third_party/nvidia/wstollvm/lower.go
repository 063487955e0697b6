package wstollvm

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// registerPlan is how many registers the warp groups run with when the module caps them
// (ttg.maxnreg): the default warp group's share and the workers' while they wait.
type registerPlan struct {
	enabled    bool
	start      int64
	low, deflt int64
}

// lowerWarpSpecialize lowers the ttg.warp_specialize ops of kernel fn: the kernel starts
// with a header that sends the default warp group to the old entry and every other warp to
// a switch loop, where it waits at a barrier for the state the default warp group writes to
// shared memory before each warp_specialize, runs its partition and comes back; the exit
// state makes it return.
func lowerWarpSpecialize(mod *ir.Operation, fn llvm.FuncOp) error {
	var wss []ttg.WarpSpecializeOp
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if ws, ok := ttg.AsWarpSpecialize(op); ok {
			wss = append(wss, ws)
		}
		return ir.WalkAdvance
	})
	if len(wss) == 0 {
		return nil
	}
	for _, ws := range wss {
		if err := checkPartitions(ws); err != nil {
			return err
		}
	}
	threadsPerWarp := int64(32)
	if n, ok := ir.IntAttrValue(mod.Attr(threadsPerWarpAttr)); ok {
		threadsPerWarp = n
	}
	defaultNumWarps, ok := ir.IntAttrValue(fn.Attr(numWarpsAttr))
	if !ok {
		if defaultNumWarps, ok = ir.IntAttrValue(mod.Attr(numWarpsAttr)); !ok {
			return ir.OpError(mod, "module missing '%s' attribute", numWarpsAttr)
		}
	}
	if err := rewriteWarpGroupBarriers(fn, wss, threadsPerWarp, threadsPerWarp*defaultNumWarps); err != nil {
		return err
	}
	totalNumWarps, ok := ir.IntAttrValue(mod.Attr(totalNumWarpsAttr))
	if !ok {
		return ir.OpError(mod, "module missing '%s' attribute", totalNumWarpsAttr)
	}
	if defaultNumWarps <= 0 || totalNumWarps <= defaultNumWarps {
		return ir.OpError(mod, "expects more warps in all (%s = %d) than in the default warp group (%d)",
			totalNumWarpsAttr, totalNumWarps, defaultNumWarps)
	}
	regs := planRegisters(mod, totalNumWarps, defaultNumWarps)
	elideTrivialCaptures(fn, wss)

	ctx := fn.Context()
	e := emitter{Builder: ir.NewBuilder(ctx), loc: fn.Loc()}
	body := fn.Body()
	entry := body.Front()
	var argTypes []ir.Type
	var argLocs []ir.Location
	for _, a := range entry.Arguments() {
		argTypes, argLocs = append(argTypes, a.Type()), append(argLocs, a.Location())
	}
	header := ir.NewBlock(argTypes, argLocs)
	switchLoop := ir.NewBlock(nil, nil)
	body.InsertBlock(0, switchLoop)
	body.InsertBlock(0, header)

	e.SetInsertionPointToStart(header)
	i32 := ctx.I32()
	tid := nvvm.BuildReadPtxSregTidX(e, e.loc, i32).Res()
	wid := llvm.BuildUdiv(e, e.loc, tid, e.i32(threadsPerWarp)).Res()
	wid = shuffleIdx(e, wid, 0)
	isDefault := llvm.BuildIcmp(e, e.loc, ctx.I1(), wid, e.i32(defaultNumWarps))
	isDefault.SetPredicate(icmpULT)
	e.Create(&ir.OperationState{Name: llvm.CondBrOp{}.OpName(), Loc: e.loc, Operands: []*ir.Value{isDefault.Res()},
		Successors: []*ir.Block{entry, switchLoop},
		Attrs:      []ir.NamedAttribute{{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseI32ArrayAttr([]int32{1, 0, 0})}}})

	for i, a := range entry.Arguments() {
		a.ReplaceAllUsesWith(header.Argument(i))
	}
	for entry.NumArguments() > 0 {
		entry.EraseArgument(0)
	}
	e.SetInsertionPointToStart(entry)
	if regs.enabled {
		e.regRealloc(regs.start, regs.deflt)
	}

	e.SetInsertionPointToStart(switchLoop)
	if regs.enabled {
		e.regRealloc(regs.start, regs.low)
	}
	e.allBarrier(switchLoopBarrier)
	statePtr := e.sharedMemoryBase(fn.Operation)
	relWid := llvm.BuildSub(e, e.loc, wid, e.i32(defaultNumWarps)).Res()
	i8 := ctx.IntegerType(8)
	warpState := llvm.BuildLoad(e, e.loc, i8, e.gep(i8, statePtr, relWid)).Res()

	maxNumWarps := totalNumWarps - defaultNumWarps
	var partitionBlocks []*ir.Block
	var partitionStates []int64
	warpToState := make([][]int64, len(wss))
	for w, ws := range wss {
		stateMap := make([]int64, maxNumWarps)
		for i := range stateMap {
			stateMap[i] = -1
		}
		rewritePartitionRegions(ws, switchLoop, regs)
		numWarps := ir.IntsAttrValue(ws.PartitionNumWarpsAttr())
		starts := ir.IntsAttrValue(ws.WarpGroupStartIdsAttr())
		for i, region := range partitionRegions(ws) {
			state := int64(len(partitionStates))
			partitionStates = append(partitionStates, state)
			partitionBlocks = append(partitionBlocks, region.Front())
			for k := starts[i] - defaultNumWarps; k < starts[i]-defaultNumWarps+numWarps[i]; k++ {
				if k >= 0 && k < maxNumWarps {
					stateMap[k] = state
				}
			}
		}
		warpToState[w] = stateMap
	}
	if len(partitionStates) > 255 {
		return ir.OpError(fn.Operation, "FIXME: too many warp group partitions")
	}
	at := body.BlockIndex(switchLoop) + 1
	for i := len(partitionBlocks) - 1; i >= 0; i-- {
		region := partitionBlocks[i].Parent()
		blocks := append([]*ir.Block(nil), region.Blocks()...)
		for j, blk := range blocks {
			region.RemoveBlock(blk)
			body.InsertBlock(at+j, blk)
		}
	}

	defaultBlock := ir.NewBlock(nil, nil)
	body.InsertBlock(at, defaultBlock)
	e.SetInsertionPointToStart(defaultBlock)
	e.allBarrier(switchLoopBarrier)
	e.allBarrier(switchLoopBarrier)
	e.branch(switchLoop, nil, ir.NamedAttribute{Name: "loop_annotation", Value: llvm.LICMDisabled(ctx)})

	switchExit := ir.NewBlock(nil, nil)
	body.InsertBlock(at+1, switchExit)
	partitionBlocks = append(partitionBlocks, switchExit)
	partitionStates = append(partitionStates, int64(len(partitionStates)))

	e.SetInsertionPointToEnd(switchLoop)
	caseValues := make([]uint64, len(partitionStates))
	for i, s := range partitionStates {
		caseValues[i] = uint64(s)
	}
	e.Create(&ir.OperationState{Name: llvm.SwitchOp{}.OpName(), Loc: e.loc, Operands: []*ir.Value{warpState},
		Successors: append([]*ir.Block{defaultBlock}, partitionBlocks...),
		Attrs: []ir.NamedAttribute{
			{Name: "case_operand_segments", Value: ctx.DenseI32ArrayAttr(make([]int32, len(partitionBlocks)))},
			{Name: ir.OperandSegmentSizesAttr, Value: ctx.DenseI32ArrayAttr([]int32{1, 0, 0})},
			{Name: "case_values", Value: ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(caseValues))}, i8, nil), caseValues)},
		}})

	for w, ws := range wss {
		lowerDefaultRegion(fn, ws, warpToState[w], regs)
	}

	var returns []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := llvm.AsReturn(op); ok {
			returns = append(returns, op)
		}
		return ir.WalkAdvance
	})
	exitState := int64(len(partitionStates) - 1)
	for _, ret := range returns {
		r := emitter{Builder: ir.NewBuilder(ctx), loc: ret.Loc()}
		r.SetInsertionPoint(ret)
		ptr := r.sharedMemoryBase(fn.Operation)
		cst := r.i8(exitState)
		for i := int64(0); i < maxNumWarps; i++ {
			llvm.BuildStore(r, r.loc, cst, r.gep(i8, ptr, int(i)))
		}
		r.allBarrier(switchLoopBarrier)
	}
	e.SetInsertionPointToStart(switchExit)
	llvm.BuildReturn(e, e.loc, nil)
	return nil
}

// planRegisters computes the register counts of the warp groups under ttg.maxnreg.
func planRegisters(mod *ir.Operation, totalNumWarps, defaultNumWarps int64) registerPlan {
	start, ok := ir.IntAttrValue(mod.Attr(maxRegistersAttr))
	if !ok {
		return registerPlan{low: -1, deflt: -1}
	}
	workers := totalNumWarps - defaultNumWarps
	low := int64(24)
	extra := (start - low) * workers / defaultNumWarps
	deflt := (start + extra) / 8 * 8
	if deflt > 256 {
		deflt = 256
		give := (deflt - start) * defaultNumWarps / workers
		low = (start - give) / 8 * 8
	}
	return registerPlan{enabled: true, start: start, low: low, deflt: deflt}
}

// checkPartitions reports a warp_specialize whose warp group assignment is missing or whose
// register counts do not cover the default warp group and every partition.
func checkPartitions(ws ttg.WarpSpecializeOp) error {
	n := len(partitionRegions(ws))
	if len(ir.IntsAttrValue(ws.WarpGroupStartIdsAttr())) != n || len(ir.IntsAttrValue(ws.PartitionNumWarpsAttr())) != n {
		return ir.OpError(ws.Operation, "expects warp group start ids for every partition")
	}
	for _, region := range partitionRegions(ws) {
		if region.Empty() || region.Front().NumArguments() != len(ws.ExplicitCaptures()) {
			return ir.OpError(ws.Operation, "expects every partition to take the captures as arguments")
		}
	}
	if ws.DefaultRegion().Empty() {
		return ir.OpError(ws.Operation, "expects a default region")
	}
	if ws.ActualRegistersAttr() != nil && len(ir.IntsAttrValue(ws.ActualRegistersAttr())) != n+1 {
		return ir.OpError(ws.Operation, "expects actual register counts for the default warp group and every partition")
	}
	return nil
}

// shuffleIdx reads the i32 v of lane `lane` (`nvvm.shfl.sync idx`), telling PTXAS that the
// result is uniform across the warp.
func shuffleIdx(e emitter, v *ir.Value, lane int64) *ir.Value {
	offset := e.i32(lane)
	clamp := e.i32(0x1f)
	mask := e.i32(-1)
	kind := ir.NamedAttribute{Name: "kind", Value: llvm.Enum(e.Ctx, "nvvm", "shfl_kind", "idx", true)}
	return nvvm.BuildShflSync(e, e.loc, e.Ctx.I32(), mask, v, offset, clamp, kind).Res()
}

// partitionRegions returns the partition regions of ws.
func partitionRegions(ws ttg.WarpSpecializeOp) []*ir.Region {
	holder := ws.PartitionOpHolder()
	if holder.Empty() {
		return nil
	}
	for op := holder.Front().First(); op != nil; op = op.Next() {
		if parts, ok := ttg.AsWarpSpecializePartitions(op); ok {
			return parts.PartitionRegions()
		}
	}
	return nil
}
