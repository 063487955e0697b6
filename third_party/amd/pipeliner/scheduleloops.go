package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// ScheduleLoops is Triton's `tritonamdgpu-schedule-loops` (ScheduleLoops.cpp): the global
// loads a loop's dots depend on go to early stages and their final users to the last one, a
// symbolic schedule that tritonamdgpu-pipeline completes; loops with two chained dots and
// four stages get the chained-dot schedule instead.
type ScheduleLoops struct {
	opts ScheduleLoopsOptions
}

// ScheduleLoopsOptions are the pass's options.
type ScheduleLoopsOptions struct {
	NumStages int64 `option:"num_stages" desc:"Number of Pipeline stages"`
}

// NewScheduleLoops returns the pass with Triton's default of 2 stages.
func NewScheduleLoops() pass.Pass { return &ScheduleLoops{opts: ScheduleLoopsOptions{NumStages: 2}} }

// Name returns the pass's display name.
func (*ScheduleLoops) Name() string { return "TritonAMDGPUScheduleLoops" }

// Argument returns "tritonamdgpu-schedule-loops".
func (*ScheduleLoops) Argument() string { return "tritonamdgpu-schedule-loops" }

// Description is the one-line summary --help prints.
func (*ScheduleLoops) Description() string { return "Generate schedule for loops" }

// OpName anchors the pass on the module.
func (*ScheduleLoops) OpName() string { return builtin.ModuleOp{}.OpName() }

// Options returns the pass's options for the pass manager to set.
func (p *ScheduleLoops) Options() any { return &p.opts }

// Run schedules every loop of the module that has more than one stage.
func (p *ScheduleLoops) Run(module *ir.Operation, _ *pass.Analyses) error {
	var fors []scf.ForOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok && pipeliner.NumStagesOrDefault(f, int(p.opts.NumStages)) > 1 {
			fors = append(fors, f)
		}
	})
	for _, forOp := range fors {
		if !pipeliner.IsSafeToPipeline(forOp) {
			continue
		}
		scheduleLoop(module, forOp, pipeliner.NumStagesOrDefault(forOp, int(p.opts.NumStages)))
	}
	return nil
}

// loadInfo is Triton's AMD LoadInfo: the shared encoding of a load feeding a dot, the stage
// distance to its use, and the use.
type loadInfo struct {
	load           *ir.Operation
	sharedEncoding ir.Attribute
	distToUse      int
	use            *ir.Operation
}

// indirectLevels is ScheduleLoops.cpp's getIndirectLevel: the loads worth pipelining, as the
// TritonGPU pipeliner finds them; small vectors are filtered out except on CDNA4 and RDNA.
func indirectLevels(info *axisinfo.Module, forOp scf.ForOp, numStages int) []pipeliner.LoadIndirection {
	family := deduceISAFamily(amdArch(forOp.Operation))
	filterSmall := family != isaCDNA4 && !family.isRDNA()
	return pipeliner.LoadOpsToIndirectionLevel(forOp, pipeliner.HasNumStages(forOp), info, numStages, filterSmall)
}

// scheduleLoop is ScheduleLoops.cpp's pipelineLoop.
func scheduleLoop(module *ir.Operation, forOp scf.ForOp, numStages int) {
	info := axisinfo.NewModule(module)
	var loads []*loadInfo
	for _, l := range indirectLevels(info, forOp, numStages) {
		load := l.Load
		if bypassed := bypassLDS(load, l.FinalUser); bypassed != nil {
			load = bypassed
		}
		loads = append(loads, &loadInfo{load: load, distToUse: l.Level, use: l.FinalUser})
	}
	if len(loads) == 0 {
		return
	}
	var s *pipeliner.Schedule
	if chainedDotsApply(forOp, numStages, loads) {
		s = buildChainedDotSchedule(forOp, numStages, loads)
	} else {
		s = buildSingleDotSchedule(numStages, loads)
	}
	if s == nil || s.Empty() {
		return
	}
	s.Serialize(forOp)
}

// maxDistToUse is the largest stage distance of the loads to their uses.
func maxDistToUse(loads []*loadInfo) int {
	maxDist := 0
	for _, l := range loads {
		maxDist = max(maxDist, l.distToUse)
	}
	return maxDist
}

// The kinds of ops the single-dot schedule places (Triton's SingleDotSchedule::SchedType).
const (
	schedGlobalLoad = iota
	schedLocalStore
	schedLocalLoad
	schedCompute
	schedAsyncWait
	schedSize
)

// buildSingleDotSchedule is SingleDotSchedule::buildSchedule: five clusters, the loads in the
// first (at stages spread by their distance to their use) and their final users in the
// second, at the last stage. It returns nil when a load's stage falls outside the table.
func buildSingleDotSchedule(numStages int, loads []*loadInfo) *pipeliner.Schedule {
	s := pipeliner.NewSchedule(numStages)
	maxDist := maxDistToUse(loads)
	lastStage := numStages - 1
	stages := [schedSize]int{0, maxDist, lastStage, lastStage, lastStage}
	var clusters [schedSize]pipeliner.Cluster
	for i := range clusters {
		clusters[i] = s.NewClusterAtBack()
	}
	globalLoad, compute := clusters[0], clusters[1]
	stagesBetweenLoads := ceilDiv(numStages-2, maxDist+1)
	for _, l := range loads {
		if _, isLoad := tt.AsLoad(l.use); !isLoad {
			s.Insert(l.use, stages[schedCompute], compute)
		}
	}
	for _, l := range loads {
		// Triton indexes its table of stages by the spread stage, as here.
		idx := (maxDist - l.distToUse) * stagesBetweenLoads
		if idx >= len(stages) {
			return nil
		}
		s.Insert(l.load, stages[idx], globalLoad)
	}
	return s
}

// ceilDiv is llvm::divideCeil for non-negative a and positive b.
func ceilDiv(a, b int) int { return (a + b - 1) / b }
