package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// FenceInsertion is triton-nvidia-gpu-fence-insertion: on sm_90 and later, a dot whose
// shared memory operands were written from registers (by ttg.local_alloc with a source or
// ttg.local_store) gets a ttng.fence_async_shared before it, hoisted out of the loops that
// hold none of those writes, so the async proxy of the MMA sees the generic proxy's stores.
type FenceInsertion struct {
	opts FenceInsertionOptions
}

// FenceInsertionOptions are the pass's options.
type FenceInsertionOptions struct {
	ComputeCapability int64 `option:"compute-capability" desc:"device compute capability"`
}

// NewFenceInsertion returns the triton-nvidia-gpu-fence-insertion pass for sm_90.
func NewFenceInsertion() pass.Pass {
	return &FenceInsertion{opts: FenceInsertionOptions{ComputeCapability: 90}}
}

// Name returns "TritonGPUFenceInsertion".
func (*FenceInsertion) Name() string { return "TritonGPUFenceInsertion" }

// Argument returns "triton-nvidia-gpu-fence-insertion".
func (*FenceInsertion) Argument() string { return "triton-nvidia-gpu-fence-insertion" }

// Description describes the pass.
func (*FenceInsertion) Description() string {
	return "Insert fences across generic and async proxy"
}

// OpName anchors the pass on builtin.module.
func (*FenceInsertion) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *FenceInsertion) Options() any { return &p.opts }

// Run inserts the fences.
func (p *FenceInsertion) Run(m *ir.Operation, _ *pass.Analyses) error {
	if p.opts.ComputeCapability < 90 {
		return nil
	}
	m.WalkPostOrder(func(op *ir.Operation) {
		a, b, ok := ttng.DotOperands(op)
		if !ok {
			return
		}
		writesA, writesB := registerToSharedCopies(a), registerToSharedCopies(b)
		if len(writesA) == 0 && len(writesB) == 0 {
			return
		}
		builder := ir.NewBuilder(op.Context())
		builder.SetInsertionPoint(op)
		fence := ttng.BuildFenceAsyncShared(builder, op.Loc())
		fence.SetBCluster(false)
		for loop := enclosingLoop(fence.Operation); loop != nil; loop = enclosingLoop(fence.Operation) {
			if anyInside(loop, writesA) || anyInside(loop, writesB) {
				break
			}
			fence.MoveBefore(loop)
		}
		if prev, ok := ttng.AsFenceAsyncShared(fence.Prev()); ok && prev.BCluster() == fence.BCluster() {
			fence.Erase()
		}
	})
	return nil
}

// enclosingLoop returns the closest loop-like op holding op, or nil.
func enclosingLoop(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ir.AsLoopLike(p); ok {
			return p
		}
	}
	return nil
}

func anyInside(loop *ir.Operation, ops []*ir.Operation) bool {
	for _, op := range ops {
		if loop.IsAncestorOf(op) {
			return true
		}
	}
	return false
}

// registerToSharedCopies returns the ops that write registers into the shared memory v
// reads, following v through its defining ops, loop-carried values and warp_specialize
// captures: local_allocs with a source and the local_stores into an allocation. An op
// holding a block argument it cannot see through counts as one.
func registerToSharedCopies(v *ir.Value) []*ir.Operation {
	var found []*ir.Operation
	seen := map[*ir.Value]bool{}
	add := func(op *ir.Operation) {
		for _, f := range found {
			if f == op {
				return
			}
		}
		found = append(found, op)
	}
	var visit func(v *ir.Value)
	visit = func(v *ir.Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		if _, ok := v.Type().(*ttg.MemDescType); !ok {
			return
		}
		if op := v.DefiningOp(); op != nil {
			if alloc, ok := ttg.AsLocalAlloc(op); ok {
				if alloc.Src() != nil {
					add(op)
				}
				if store := localStoreInto(alloc); store != nil {
					add(store)
					return
				}
			}
			for _, operand := range op.Operands() {
				visit(operand)
			}
			return
		}
		owner := v.OwnerBlock().ParentOp()
		if loop, ok := scf.AsFor(owner); ok {
			i := v.Index() - 1
			visit(loop.InitArgs()[i])
			yield, _ := scf.AsYield(loop.Region().Front().Terminator())
			visit(yield.ResultsOperands()[i])
			return
		}
		if partitions, ok := ttg.AsWarpSpecializePartitions(owner); ok {
			ws, _ := ttg.AsWarpSpecialize(partitions.ParentOp())
			visit(ws.ExplicitCaptures()[v.Index()])
			return
		}
		add(owner)
	}
	visit(v)
	return found
}

// localStoreInto returns the first user of alloc found that is a ttg.local_store, looking
// through chains of single-use memdesc views, or nil.
func localStoreInto(alloc ttg.LocalAllocOp) *ir.Operation {
	for _, user := range alloc.Result().Users() {
		for user.NumResults() == 1 && user.SingleResult().HasOneUse() && isMemDescView(user) {
			user = user.SingleResult().FirstUse().Owner()
		}
		if _, ok := ttg.AsLocalStore(user); ok {
			return user
		}
	}
	return nil
}

// isMemDescView reports whether op is a view of shared or tensor memory (Triton's
// MemDescViewTrait): memdesc_index, memdesc_subslice, memdesc_trans, memdesc_reshape,
// memdesc_reinterpret and tmem_subslice.
func isMemDescView(op *ir.Operation) bool {
	for _, is := range []func(*ir.Operation) bool{
		func(o *ir.Operation) bool { _, ok := ttg.AsMemdescIndex(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttg.AsMemdescSubslice(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttg.AsMemdescTrans(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttg.AsMemdescReshape(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttg.AsMemdescReinterpret(o); return ok },
		func(o *ir.Operation) bool { _, ok := ttng.AsTmemSubslice(o); return ok },
	} {
		if is(op) {
			return true
		}
	}
	return false
}
