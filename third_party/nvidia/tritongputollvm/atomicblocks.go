package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// branchCreator is an ir.OpCreator that gives the branches it creates their successors,
// which the generated builders leave out.
type branchCreator struct {
	*ir.Builder
	successors []*ir.Block
}

// Create creates the op with the successors.
func (c branchCreator) Create(st *ir.OperationState) *ir.Operation {
	st.Successors = c.successors
	return c.Builder.Create(st)
}

// splitBlockBefore is MLIR's Block::splitBlock: before and the ops after it move to a new
// block that follows before's block.
func splitBlockBefore(before *ir.Operation) *ir.Block {
	cur := before.Block()
	region := cur.Parent()
	next := ir.NewBlock(nil, nil)
	region.InsertBlock(region.BlockIndex(cur)+1, next)
	for op := before; op != nil; {
		following := op.Next()
		op.Remove()
		next.Append(op)
		op = following
	}
	return next
}

// lacksBF16Atomics reports whether the target lacks sm_90's bf16 atom.global.
func lacksBF16Atomics(p *ConvertTritonGPUToLLVM) bool { return p.opts.ComputeCapability < 90 }

// branchedAtomic is Triton's lowering of a bf16 atomic before sm_90: an llvm.atomicrmw in a
// block the predicate branches to, its old value passed to the block after; it reports true
// when the op is done (a scalar).
func (a *atomicRMW) branchedAtomic(i int, pred *ir.Value) (bool, error) {
	l, loc := a.l, a.loc
	binOp, ok := rmwLLVM[a.kind]
	if !ok {
		return true, ir.OpError(a.op, "unsupported atomic kind %q", a.kind)
	}
	if pred == nil {
		pred = l.True(loc)
	}
	undef := l.Undef(loc, a.elem)
	cur := l.B.InsertionBlock()
	end := splitBlockBefore(a.op)
	region := cur.Parent()
	atomicBlock := ir.NewBlock(nil, nil)
	region.InsertBlock(region.BlockIndex(cur)+1, atomicBlock)
	endArg := end.AddArgument(a.elem, loc)
	l.B.SetInsertionPointToEnd(cur)
	used := a.tensor == nil && a.rmw.Result().HasUses()
	var smem *ir.Value
	if used {
		smem = l.SharedMemoryBase(loc, a.op)
	}
	llvm.BuildCondBr(branchCreator{l.B, []*ir.Block{atomicBlock, end}}, loc, pred, nil, []*ir.Value{undef})
	l.B.SetInsertionPointToEnd(atomicBlock)
	atom := llvm.BuildAtomicrmw(l.B, loc, a.elem, a.ptrs[i], a.vals[i])
	atom.SetBinOp(binOp)
	atom.SetOrdering(llvmOrdering[a.sem])
	atom.SetSyncscope("device")
	old := atom.Res()
	if used {
		llvm.BuildStore(l.B, loc, old, smem)
	}
	llvm.BuildBr(branchCreator{l.B, []*ir.Block{end}}, loc, []*ir.Value{old})
	l.B.SetInsertionPoint(a.op)
	if a.tensor != nil {
		a.results[i] = endArg
		return false, nil
	}
	if used {
		l.Target.Barrier(l, loc)
		l.Replace(a.op, llvm.BuildLoad(l.B, loc, a.elem, smem).Res())
	}
	return true, nil
}

// exchangeAtomicResults shares a tensor atomic's results through its shared memory: the
// threads that ran the atomic store each register at the offset the result's layout gives
// it, and after a barrier every thread loads its registers. It stores and loads element by
// element where Triton's lowerLdSt vectorizes.
func exchangeAtomicResults(l *shared.Lowering, op *ir.Operation, t *ir.RankedTensorType, vals []*ir.Value, elem ir.Type, threadPred *ir.Value) ([]*ir.Value, error) {
	loc := op.Loc()
	ll, err := shared.LinearLayoutOf(t)
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	ll, err = ll.Sublayout([]string{layout.DimRegister, layout.DimLane, layout.DimWarp}, ll.OutDimNames())
	if err == nil {
		ll, err = ll.ReshapeOuts([]layout.OutDim{{Name: "offset", Size: int32(ll.TotalOutDimSize())}})
	}
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	base := l.SharedMemoryBase(loc, op)
	lane, warp := l.LaneAndWarpID(loc)
	ptrs := make([]*ir.Value, len(vals))
	for i := range vals {
		off := l.ApplyLinearLayout(loc, ll, []shared.LayoutIndex{
			{Dim: layout.DimRegister, Value: l.I32(loc, int64(i)), IsConst: true, Const: int32(i)},
			{Dim: layout.DimLane, Value: lane}, {Dim: layout.DimWarp, Value: warp}})
		ptrs[i] = l.GEP(loc, base.Type(), elem, base, off[0])
		l.Target.StoreShared(l, loc, ptrs[i], vals[i], threadPred)
	}
	l.Target.Barrier(l, loc)
	out := make([]*ir.Value, len(vals))
	for i, ptr := range ptrs {
		out[i] = loadSharedUnpredicated(l, loc, ptr, elem)
	}
	return out, nil
}

// loadSharedUnpredicated is Triton's NVIDIA loadDShared of one scalar under a constant true
// predicate: an aligned llvm.load of an integer, bitcast back to elem.
func loadSharedUnpredicated(l *shared.Lowering, loc ir.Location, ptr *ir.Value, elem ir.Type) *ir.Value {
	width := ir.IntOrFloatBitWidth(elem)
	loaded := llvm.BuildLoad(l.B, loc, l.Ctx.IntegerType(width), ptr,
		ir.NamedAttribute{Name: "alignment", Value: l.Ctx.I64Attr(int64(width / 8))}).Res()
	vals := unpackVector(l, loc, packVector(l, loc, []*ir.Value{loaded}))
	if _, isInt := elem.(*ir.IntegerType); !isInt {
		vals[0] = l.Bitcast(loc, vals[0], elem)
		vals = unpackVector(l, loc, packVector(l, loc, vals))
	}
	return vals[0]
}
