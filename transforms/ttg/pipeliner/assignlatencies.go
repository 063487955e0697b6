package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// AssignLatencies is Triton's `tritongpu-assign-latencies` (AssignLatencies.cpp): in every
// innermost loop that is to be pipelined, the loads that feed dots get a tt.latency, the
// number of iterations ahead they are issued, so that the chain from the first load to the
// dot covers the loop's stages. Latencies the user wrote on a loop's ops are kept as they are.
type AssignLatencies struct {
	opts AssignLatenciesOptions
}

// AssignLatenciesOptions are the pass's options.
type AssignLatenciesOptions struct {
	NumStages int64 `option:"num-stages" desc:"number of pipeline stages"`
}

// NewAssignLatencies returns the pass with Triton's default of 3 stages.
func NewAssignLatencies() pass.Pass {
	return &AssignLatencies{opts: AssignLatenciesOptions{NumStages: 3}}
}

// Name returns the pass's display name.
func (*AssignLatencies) Name() string { return "TritonGPUAssignLatencies" }

// Argument returns "tritongpu-assign-latencies".
func (*AssignLatencies) Argument() string { return "tritongpu-assign-latencies" }

// Description is the one-line summary --help prints.
func (*AssignLatencies) Description() string {
	return "Assign latencies to the operations of loops that are to be pipelined"
}

// OpName anchors the pass on the module, which the axis info analysis covers.
func (*AssignLatencies) OpName() string { return builtin.ModuleOp{}.OpName() }

// Options returns the pass's options for the pass manager to set.
func (p *AssignLatencies) Options() any { return &p.opts }

// Run assigns the latencies of the module's loops.
func (p *AssignLatencies) Run(module *ir.Operation, _ *pass.Analyses) error {
	defaultStages := int(p.opts.NumStages)
	var candidates []scf.ForOp
	for _, forOp := range loops(module) {
		if !loopHasDistGreaterThanOne(forOp) && !isOuterLoop(forOp) && numStagesOrDefault(forOp, defaultStages) > 1 {
			candidates = append(candidates, forOp)
		}
	}
	if len(candidates) == 0 {
		return nil
	}
	var info *axisinfo.Module
	latencies := map[*ir.Operation]int{}
	var order []*ir.Operation
	for _, forOp := range candidates {
		if hasUserLatencies(forOp) {
			continue
		}
		if info == nil {
			info = axisinfo.NewModule(module)
		}
		numStages := numStagesOrDefault(forOp, defaultStages)
		pipelineWithoutDot := forOp.Attr(numStagesAttr) != nil
		loads := loadOpsToIndirectionLevel(forOp, pipelineWithoutDot, info, numStages, true)
		if len(loads.order) > 0 {
			maxLevel := 0
			for _, op := range loads.order {
				maxLevel = max(maxLevel, loads.level[op].level)
			}
			latency := (numStages - 1) / (maxLevel + 1)
			for _, op := range loads.order {
				if _, ok := latencies[op]; !ok {
					order = append(order, op)
				}
				latencies[op] = latency
			}
		}
		for _, op := range assignMMALatencies(forOp, latencies, &order) {
			op.SetAttr(selfLatencyAttr, i32Attr(module.Context(), 1))
		}
	}
	ctx := module.Context()
	for _, op := range order {
		if l, ok := latencies[op]; ok {
			op.SetAttr(latencyAttr, i32Attr(ctx, l))
		}
	}
	return nil
}

// hasUserLatencies reports whether an op of the loop body already has a tt.latency, which
// then stands as the user wrote it.
func hasUserLatencies(forOp scf.ForOp) bool {
	for _, op := range bodyOps(forOp) {
		if op.Attr(latencyAttr) != nil {
			return true
		}
	}
	return false
}
