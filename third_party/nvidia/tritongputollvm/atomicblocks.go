package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
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

// lacksBF16Atomics reports whether op's target lacks sm_90's bf16 atom.global. As in Triton, the
// target is the ttg.target of op's closest module, not the pass's compute capability; a module
// without an NVIDIA target falls back to the pass's.
func lacksBF16Atomics(p *ConvertTritonGPUToLLVM, op *ir.Operation) bool {
	cc := int(p.opts.ComputeCapability)
	for m := op.ParentOp(); m != nil; m = m.ParentOp() {
		if _, ok := builtin.AsModule(m); ok {
			if n, err := ttg.NVIDIAComputeCapability(m); err == nil {
				cc = n
			}
			break
		}
	}
	return cc < 90
}

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

// exchangeAtomicResults is the shared-memory part of Triton's finalizeTensorAtomicResults:
// the threads that ran the atomic store their registers to the op's shared memory at the
// offsets of the result's layout, and after a barrier every thread loads its registers,
// both through LowerLdSt. As Triton, the load is given the stored values too, so LowerLdSt
// treats it as a store and keeps the registers in its vectorised order.
func exchangeAtomicResults(l *shared.Lowering, op *ir.Operation, t *ir.RankedTensorType, vals []*ir.Value, elem ir.Type, threadPred *ir.Value) ([]*ir.Value, error) {
	loc := op.Loc()
	ll, err := shared.LinearLayoutOf(t)
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	ll, err = ll.Sublayout([]string{layout.DimRegister, layout.DimLane, layout.DimWarp}, ll.OutDimNames())
	if err == nil {
		ll, err = ll.ReshapeOuts([]layout.OutDim{{Name: layout.DimOffset, Size: int32(ll.TotalOutDimSize())}})
	}
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	target, ok := l.Target.(shared.SharedMemoryTarget)
	if !ok {
		return nil, ir.OpError(op, "the target lowers no shared-memory access")
	}
	if threadPred == nil {
		threadPred = l.True(loc)
	}
	base := l.SharedMemoryBase(loc, op)
	store := func(loc ir.Location, vals []*ir.Value, addr *ir.Value, idx int, vecType *ir.VectorType) ([]*ir.Value, error) {
		vec := l.PackVector(loc, vals[idx:idx+int(vecType.Dims[0])])
		target.StoreSharedVector(l, loc, addr, vec, threadPred)
		return nil, nil
	}
	load := func(loc ir.Location, _ []*ir.Value, addr *ir.Value, _ int, vecType *ir.VectorType) ([]*ir.Value, error) {
		return l.UnpackVector(loc, target.LoadSharedVector(l, loc, addr, vecType, l.True(loc))), nil
	}
	lane, warp := l.LaneAndWarpID(loc)
	access := shared.LdSt{Cvt: ll, Vals: vals, Elem: elem, Base: base, AffineOffset: l.I32(loc, 0)}
	if _, err := l.LowerLdSt(loc, access, lane, warp, store); err != nil {
		return nil, err
	}
	l.Target.Barrier(l, loc)
	access.AffineOffset = l.I32(loc, 0)
	return l.LowerLdSt(loc, access, lane, warp, load)
}
