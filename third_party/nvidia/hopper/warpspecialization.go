package hopper

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Attributes the pass reads.
const (
	// warpSpecializeAttr asks for warp specialization of a loop.
	warpSpecializeAttr = "tt.warp_specialize"
)

// WarpSpecialization is nvgpu-warp-specialization: Hopper's automatic warp specialization
// of the loops marked tt.warp_specialize in functions of 4 warps without else branches. For
// three, then two warp groups it partitions the key ops into a producer task and consumer
// tasks (partitionTasks), propagates the tasks to every op (propagateTaskIDs) and splits the
// consumers' work between them (partitionData), keeping the first count that succeeds; then
// it moves the tasks into the partitions of a ttg.warp_specialize with buffers and tokens
// between them (partitionCode), lowers the tokens to mbarriers (lowerTokens) and sets
// tt.num_stages = 0 on every loop so that the software pipeliner leaves them alone. It leaves
// every other function as it is, as Triton does. dump-intermediate-steps is accepted for
// Triton's command lines; ttgo prints no intermediate dumps.
type WarpSpecialization struct {
	opts WarpSpecializationOptions
}

// WarpSpecializationOptions are the pass's options.
type WarpSpecializationOptions struct {
	NumStages             int64 `option:"num-stages" desc:"number of buffers for warp specialization"`
	DumpIntermediateSteps bool  `option:"dump-intermediate-steps" desc:"Dump intermediate steps"`
}

// NewWarpSpecialization returns the nvgpu-warp-specialization pass.
func NewWarpSpecialization() pass.Pass { return &WarpSpecialization{} }

// Name returns "NVGPUWarpSpecialization".
func (*WarpSpecialization) Name() string { return "NVGPUWarpSpecialization" }

// Argument returns "nvgpu-warp-specialization".
func (*WarpSpecialization) Argument() string { return "nvgpu-warp-specialization" }

// Description describes the pass.
func (*WarpSpecialization) Description() string {
	return "Automatic Warp specialization for NVIDIA GPU"
}

// OpName anchors the pass on builtin.module.
func (*WarpSpecialization) OpName() string { return "builtin.module" }

// Options returns the pass's options for the pass manager to set.
func (p *WarpSpecialization) Options() any { return &p.opts }

// Run specializes every function the pass applies to.
func (p *WarpSpecialization) Run(m *ir.Operation, _ *pass.Analyses) error {
	var err error
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		fn, ok := tt.AsFunc(op)
		if !ok {
			return ir.WalkAdvance
		}
		err = p.specializeFunc(fn)
		if err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkSkip
	})
	return err
}

// specializeFunc specializes fn when it is one the pass applies to.
func (p *WarpSpecialization) specializeFunc(fn tt.FuncOp) error {
	var marked *ir.Operation
	hasElse := false
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if loop, ok := scf.AsFor(op); ok && marked == nil && loop.Attr(warpSpecializeAttr) != nil {
			marked = op
		}
		if ifOp, ok := scf.AsIf(op); ok && !ifOp.ElseRegion().Empty() && !ifOp.ElseRegion().Front().Empty() {
			hasElse = true
		}
		return ir.WalkAdvance
	})
	if marked == nil {
		return nil
	}
	numWarps, ok := ttg.LookupNumWarps(fn.Operation)
	if !ok {
		return ir.OpError(fn.Operation, "is not contained within a context that specifies the number of warps")
	}
	if numWarps != 4 || hasElse {
		return nil
	}
	numWarpGroups := 3
	for ; numWarpGroups >= 2; numWarpGroups-- {
		partitionTasks(fn, numWarpGroups)
		if propagateTaskIDs(fn) && partitionData(fn, numWarpGroups-1) {
			break
		}
	}
	if numWarpGroups < 2 {
		return ir.OpError(marked, "nvgpu-warp-specialization: no partition of this loop into a producer and consumer warp groups was found")
	}
	if err := partitionCode(fn, int(p.opts.NumStages)); err != nil {
		return err
	}
	if err := lowerTokens(fn, numWarpGroups-1); err != nil {
		return err
	}
	zero := fn.Context().I32Attr(0)
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := scf.AsFor(op); ok {
			op.SetAttr(loopNumStagesAttr, zero)
		}
		return ir.WalkAdvance
	})
	return nil
}
