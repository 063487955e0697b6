package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ScheduleLoops is Triton's `tritongpu-schedule-loops` (ScheduleLoops.cpp): from the
// tt.latency of a loop's ops (which it removes) it builds a coarse schedule, a stage and an
// ordering cluster for every op of the body, and writes it as loop.stage and loop.cluster on
// the ops and tt.scheduled_max_stage on the loop.
type ScheduleLoops struct{}

// NewScheduleLoops returns the tritongpu-schedule-loops pass.
func NewScheduleLoops() pass.Pass { return &ScheduleLoops{} }

// Name returns the pass's display name.
func (*ScheduleLoops) Name() string { return "TritonGPUScheduleLoops" }

// Argument returns "tritongpu-schedule-loops".
func (*ScheduleLoops) Argument() string { return "tritongpu-schedule-loops" }

// Description is the one-line summary --help prints.
func (*ScheduleLoops) Description() string {
	return "Generate a coarse schedule for the loops from their latencies"
}

// OpName anchors the pass on the module.
func (*ScheduleLoops) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run schedules every loop of the module.
func (*ScheduleLoops) Run(module *ir.Operation, _ *pass.Analyses) error {
	latencies := takeLatencies(module)
	for _, forOp := range loops(module) {
		scheduleLoop(forOp, latencies)
	}
	return nil
}

// takeLatencies is Triton's deserializeLatencies: the tt.latency of every op, removed from it.
func takeLatencies(root *ir.Operation) map[*ir.Operation]int {
	out := map[*ir.Operation]int{}
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if l, ok := intAttr(op, latencyAttr); ok {
			out[op] = l
			op.RemoveAttr(latencyAttr)
		}
		return ir.WalkAdvance
	})
	return out
}

// scheduleLoop schedules one loop: the ops that depend on latency ops, the scf.if ops at the
// loop's ends, the dependencies of what is scheduled, the loop-carried dependencies, and the
// rest in the last stage.
func scheduleLoop(forOp scf.ForOp, latencies map[*ir.Operation]int) {
	s := initialSchedule(forOp, latencies)
	if s == nil || s.empty() {
		return
	}
	afterPrologue := schedulePrologueAndEpilogue(forOp, s)
	scheduleDependencies(forOp, s)
	scheduleDistanceOneDependencies(forOp, s)
	scheduleRemainingToLastStage(forOp, s, afterPrologue)
	s.serialize(forOp)
}

// isSafeToPipeline is Triton's function of the same name: a loop is pipelined only when no
// loop-carried dependency spans more than one iteration, it holds no other loop and no
// gpu.barrier.
func isSafeToPipeline(forOp scf.ForOp) bool {
	return !loopHasDistGreaterThanOne(forOp) && !isOuterLoop(forOp) && !hasGPUBarrier(forOp)
}

// hasGPUBarrier reports whether a gpu.barrier is nested in the loop.
func hasGPUBarrier(forOp scf.ForOp) bool {
	return forOp.Operation.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := gpu.AsBarrier(op); ok {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	}) == ir.WalkInterrupt
}

// initialSchedule is Triton's getInitialSchedule: the schedule of the latency ops, or for a
// warp-specialized loop the schedule already written on it; nil when there is none.
func initialSchedule(forOp scf.ForOp, latencies map[*ir.Operation]int) *coarseSchedule {
	if !isSafeToPipeline(forOp) {
		return nil
	}
	for _, op := range bodyOps(forOp) {
		if _, ok := latencies[op]; ok {
			return scheduleKeyOps(forOp, latencies)
		}
	}
	if forOp.Attr(warpSpecializeAttr) == nil {
		return nil
	}
	s, ok := deserialize(forOp)
	if !ok {
		return nil
	}
	stages := map[int]bool{}
	for _, op := range bodyOps(forOp) {
		if _, lat := latencies[op]; !lat && !isLatencyOp(op) {
			continue
		}
		if sc, ok := s.ops[op]; ok {
			stages[sc.stage] = true
		}
	}
	if len(stages) <= 1 {
		normalized := newSchedule(1)
		c := normalized.clusters.newAtFront()
		for _, op := range bodyOps(forOp) {
			normalized.insert(op, 0, c)
		}
		return normalized
	}
	s.shrinkToFit()
	return s
}

// scheduleKeyOps is Triton's function of the same name: every op downstream of a latency op
// goes to the stage given by the longest latency path from it to the end of the body, in one
// cluster per stage, later stages first; scf.if ops that nothing scheduled depends on move to
// an epilogue cluster.
func scheduleKeyOps(forOp scf.ForOp, latencies map[*ir.Operation]int) *coarseSchedule {
	block := body(forOp)
	terminator := block.Terminator()
	distance := map[*ir.Operation]int{}
	var order []*ir.Operation
	var computeDistance func(op *ir.Operation) int
	computeDistance = func(op *ir.Operation) int {
		if d, ok := distance[op]; ok {
			return d
		}
		maxDist := -1
		for _, res := range op.Results() {
			for _, user := range res.Users() {
				inBlock := ancestorInBlock(block, user)
				if inBlock == nil || inBlock == terminator {
					continue
				}
				maxDist = max(maxDist, computeDistance(inBlock))
			}
		}
		d := latencies[op] + max(maxDist, 0)
		distance[op] = d
		order = append(order, op)
		return d
	}
	maxDistance := 0
	for _, op := range bodyOps(forOp) {
		if _, ok := latencies[op]; ok {
			maxDistance = max(maxDistance, computeDistance(op))
		}
	}
	stageOf := map[*ir.Operation]int{}
	maxStage := 0
	for _, op := range order {
		stageOf[op] = maxDistance - distance[op]
		maxStage = max(maxStage, stageOf[op])
	}
	s := newSchedule(maxStage + 1)
	clusters := make([]*cluster, maxStage+1)
	for i := range clusters {
		clusters[i] = s.clusters.newAtBack()
	}
	for _, op := range order {
		s.insert(op, stageOf[op], clusters[maxStage-stageOf[op]])
	}
	epilogue := s.clusters.newAtBack()
	for _, op := range order {
		if !isOp[scf.IfOp](op) {
			continue
		}
		if _, ok := latencies[op]; ok {
			continue
		}
		dependsOnScheduled := false
		for o := range forwardSlice(op) {
			if _, ok := stageOf[o]; ok {
				dependsOnScheduled = true
				break
			}
		}
		if !dependsOnScheduled {
			s.insert(op, stageOf[op], epilogue)
		}
	}
	return s
}

// ancestorInBlock returns op or the op of block that holds it, or nil.
func ancestorInBlock(block *ir.Block, op *ir.Operation) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == block {
			return o
		}
	}
	return nil
}

// schedulePrologueAndEpilogue is Triton's function of the same name: the scf.if ops that
// scheduled ops depend on go to a new first cluster at the stage of their first dependent,
// the other scf.if ops of the body to a new last cluster in the last stage. It returns the
// cluster that was first before.
func schedulePrologueAndEpilogue(forOp scf.ForOp, s *coarseSchedule) *cluster {
	numStages := s.numStages
	afterPrologue := s.clusters.first()
	ifStage := map[*ir.Operation]int{}
	var ifs []*ir.Operation
	for stage := 0; stage < numStages; stage++ {
		for _, so := range s.opsInOrder(forOp) {
			if so.stage != stage {
				continue
			}
			for _, op := range backwardSlice(so.op) {
				if _, done := ifStage[op]; done || !isOp[scf.IfOp](op) {
					continue
				}
				ifStage[op] = stage
				ifs = append(ifs, op)
			}
		}
	}
	if len(ifs) > 0 {
		prologue := s.clusters.newAtFront()
		for _, op := range ifs {
			s.insertIfAbsent(op, ifStage[op], prologue)
		}
	}
	epilogue := s.clusters.newAtBack()
	for _, op := range bodyOps(forOp) {
		if _, inPrologue := ifStage[op]; !inPrologue && isOp[scf.IfOp](op) {
			s.insertIfAbsent(op, numStages-1, epilogue)
		}
	}
	return afterPrologue
}

// scheduleDistanceOneDependencies is Triton's function of the same name: what an op reads
// through a loop-carried value goes one stage later, in a new cluster just before the op's;
// a load goes with the op instead.
func scheduleDistanceOneDependencies(forOp scf.ForOp, s *coarseSchedule) {
	numStages := s.numStages
	dist1Cluster := map[*cluster]*cluster{}
	for _, op := range bodyOps(forOp) {
		sc, ok := s.ops[op]
		if !ok || sc.stage == numStages-1 {
			continue
		}
		for _, operand := range nestedOperands(op) {
			if !operand.IsBlockArgument() || operand.Index() == 0 || operand.OwnerBlock() != op.Block() {
				continue
			}
			yielded := yieldedValue(op.Block(), operand.Index())
			if yielded == nil {
				continue
			}
			def := yielded.DefiningOp()
			if def == nil || s.has(def) {
				continue
			}
			if isOp[tt.LoadOp](def) {
				s.insertIfAbsent(def, sc.stage, sc.cluster)
				s.insertDepsOfOp(def, sc.stage, sc.cluster, true, true)
				continue
			}
			c, ok := dist1Cluster[sc.cluster]
			if !ok {
				c = s.clusters.newBefore(sc.cluster)
				dist1Cluster[sc.cluster] = c
			}
			s.insertIfAbsent(def, sc.stage+1, c)
			s.insertDepsOfOp(def, sc.stage+1, c, true, true)
		}
	}
}

// scheduleRemainingToLastStage is Triton's function of the same name: the unscheduled ops go
// to the last stage, in the cluster after the prologue or, for users of last-stage ops, in
// their producer's cluster when that is later.
func scheduleRemainingToLastStage(forOp scf.ForOp, s *coarseSchedule, afterPrologue *cluster) {
	numStages := s.numStages
	opCluster := map[*ir.Operation]*cluster{}
	var remaining []*ir.Operation
	for _, op := range bodyOps(forOp) {
		if !s.has(op) {
			opCluster[op] = afterPrologue
			remaining = append(remaining, op)
		}
	}
	var queue []*ir.Operation
	for _, so := range s.opsInOrder(forOp) {
		if so.stage == numStages-1 {
			queue = append(queue, so.op)
		}
	}
	for len(queue) > 0 {
		op := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, res := range op.Results() {
			for _, user := range res.Users() {
				userCluster, ok := opCluster[user]
				if !ok {
					continue
				}
				from := opCluster[op]
				if sc, ok := s.ops[op]; ok {
					from = sc.cluster
				}
				if userCluster.id < from.id {
					opCluster[user] = from
					queue = append(queue, user)
				}
			}
		}
	}
	for _, op := range remaining {
		s.insert(op, numStages-1, opCluster[op])
	}
}
