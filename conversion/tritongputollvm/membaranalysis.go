package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/allocation"
	"github.com/ttgo/ttgo/analysis/membar"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// InsertMembarBarriers runs Triton's membar analysis over mod before its lowering, as
// ConvertTritonGPUToLLVM does: each barrier the analysis adds becomes an nvvm.barrier0 at
// its place, the lowering of the ttg.local_barrier it stands for. Unlike InsertBarriers it
// follows control flow: loops, async waits and the shared-memory buffers of local_alloc
// and cp.async.
func (l *Lowering) InsertMembarBarriers(mod *ir.Operation, computeCapability int) error {
	existing := map[*ir.Operation]bool{}
	for _, op := range localBarriers(mod) {
		existing[op] = true
	}
	m, err := allocation.NewModule(mod, allocation.ScratchSize(computeCapability))
	if err != nil {
		return err
	}
	if err := membar.Run(m, func(a *allocation.Allocation) membar.Updater {
		return membar.Barriers(a, membar.NVIDIASkipBarrier)
	}); err != nil {
		return err
	}
	b := ir.NewBuilder(l.Ctx)
	for _, op := range localBarriers(mod) {
		if existing[op] {
			continue
		}
		b.SetInsertionPoint(op)
		l.legal[nvvm.BuildBarrier0(b, op.Loc()).Operation] = true
		op.Erase()
	}
	return nil
}

// localBarriers returns the ttg.local_barrier ops nested in mod, in walk order.
func localBarriers(mod *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := ttg.AsLocalBarrier(op); ok {
			out = append(out, op)
		}
		return ir.WalkAdvance
	})
	return out
}
