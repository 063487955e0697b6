package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// Pipeline is Triton's `tritongpu-pipeline` (SoftwarePipeliner.cpp): the scheduled loops are
// lowered (loads become asynchronous copies into shared memory rings) and expanded into a
// prologue and a kernel loop whose ops run at their stages, predicated; the schedule
// attributes are dropped, warp_group_dots become asynchronous, the async waits count the copy
// groups they may leave in flight, the arithmetic is folded, and descriptor stores in loops
// become asynchronous TMA stores through shared memory.
type Pipeline struct {
	opts PipelineOptions
}

// PipelineOptions are the pass's options.
type PipelineOptions struct {
	NumStages int64 `option:"num-stages" desc:"number of pipeline stages"`
}

// NewPipeline returns the pass with Triton's default of 3 stages.
func NewPipeline() pass.Pass { return &Pipeline{opts: PipelineOptions{NumStages: 3}} }

// Name returns the pass's display name.
func (*Pipeline) Name() string { return "TritonGPUPipeline" }

// Argument returns "tritongpu-pipeline".
func (*Pipeline) Argument() string { return "tritongpu-pipeline" }

// Description is the one-line summary --help prints.
func (*Pipeline) Description() string { return "pipeline" }

// OpName anchors the pass on the module.
func (*Pipeline) OpName() string { return builtin.ModuleOp{}.OpName() }

// Options returns the pass's options for the pass manager to set.
func (p *Pipeline) Options() any { return &p.opts }

// Run pipelines the module's scheduled loops.
func (p *Pipeline) Run(module *ir.Operation, _ *pass.Analyses) error {
	if err := lowerLoops(module); err != nil {
		return err
	}
	expandLoops(module)
	removePipeliningAttributes(module)
	for _, forOp := range loops(module) {
		if numStagesOrDefault(forOp, int(p.opts.NumStages)) >= 1 {
			asyncLaunchDots(forOp)
		}
	}
	updateWaits(module)
	foldModule(module)
	for _, forOp := range loops(module) {
		if numStagesOrDefault(forOp, int(p.opts.NumStages)) > 1 {
			if err := pipelineTMAStores(forOp); err != nil {
				return err
			}
		}
	}
	return nil
}

// expandLoops is Triton's expandLoops: every loop with a schedule is expanded by it; a loop
// whose MMAv5 waits run in its last stage gets its last iteration peeled (peelEpilogue).
// Then the masks the expansion wrapped ops in are resolved.
func expandLoops(module *ir.Operation) {
	for _, forOp := range loops(module) {
		s, ok := deserialize(forOp)
		if !ok {
			continue
		}
		peel := hasMMAv5WaitsInLastStage(forOp, s) && !insideWarpSpecialize(forOp.Operation) &&
			forOp.Attr(keepPredicateStageAttr) == nil
		n, ok := pipelineForLoop(forOp, s.opsInOrder(forOp), peel)
		if ok && peel {
			peelEpilogue(n)
		}
	}
	resolveMaskOps(module)
}

// removePipeliningAttributes is Triton's function of the same name.
func removePipeliningAttributes(module *ir.Operation) {
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		op.RemoveAttr(loopStageAttr)
		op.RemoveAttr(loopClusterAttr)
		op.RemoveAttr(scheduledMaxStageAttr)
		return ir.WalkAdvance
	})
}
