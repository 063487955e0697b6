package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// The clusters of the chained-dot schedule, in order (Triton's ChainedDotSchedule::Clusters):
// a suffix says which dot a memory op feeds.
const (
	clusterDot1 = iota
	clusterAfterDot1
	clusterAsyncWait2
	clusterLocalWrite1
	clusterLocalLoad2
	clusterGlobalLoad1
	clusterDot2
	clusterAfterDot2
	clusterAsyncWait1
	clusterLocalWrite2
	clusterLocalLoad1
	clusterGlobalLoad2
	clusterCount
)

// The stages of the chained-dot schedule (Triton's ChainedDotSchedule::Stages).
const (
	stageDot1        = 2
	stageDot2        = 3
	stageGlobalLoad1 = 0
	stageLocalWrite1 = 1
	stageLocalLoad1  = 1
	stageGlobalLoad2 = 1
	stageLocalWrite2 = 2
	stageLocalLoad2  = 3
)

// loopDots returns the tt.dot ops of the loop body.
func loopDots(forOp scf.ForOp) []*ir.Operation {
	var dots []*ir.Operation
	for _, op := range forOp.Region().Front().Ops() {
		if _, ok := tt.AsDot(op); ok {
			dots = append(dots, op)
		}
	}
	return dots
}

// chainedDotsApply is ChainedDotSchedule::checkPreconditions: four stages, exactly two dots
// with the first feeding the second, and no indirect loads.
func chainedDotsApply(forOp scf.ForOp, numStages int, loads []*loadInfo) bool {
	if numStages != 4 {
		return false
	}
	dots := loopDots(forOp)
	if len(dots) != 2 || !pipeliner.ForwardSlice(dots[0])[dots[1]] {
		return false
	}
	for _, l := range loads {
		if l.distToUse != 0 {
			return false
		}
	}
	return true
}

// buildChainedDotSchedule is ChainedDotSchedule::buildSchedule: the dots one stage apart,
// each dot's loads a stage ahead of it, and the ops between the dots split so that each half
// overlaps the other dot.
func buildChainedDotSchedule(forOp scf.ForOp, numStages int, loads []*loadInfo) *pipeliner.Schedule {
	s := pipeliner.NewSchedule(numStages)
	var clusters [clusterCount]pipeliner.Cluster
	for i := range clusters {
		clusters[i] = s.NewClusterAtBack()
	}
	dots := loopDots(forOp)
	s.Insert(dots[0], stageDot1, clusters[clusterDot1])
	s.Insert(dots[1], stageDot2, clusters[clusterDot2])
	for _, l := range loads {
		switch l.use {
		case dots[0]:
			s.Insert(l.load, stageGlobalLoad1, clusters[clusterGlobalLoad1])
		case dots[1]:
			s.Insert(l.load, stageGlobalLoad2, clusters[clusterGlobalLoad2])
		}
	}
	scheduleOpsBetweenDots(forOp, dots, s, clusters)
	return s
}

// scheduleOpsBetweenDots is ChainedDotSchedule::scheduleOpsBetweenDots: on each path from the
// first dot to an operand of the second, the first op with several users overlaps the second
// dot and the operand's producer the first; the first dot's other results overlap it too.
func scheduleOpsBetweenDots(forOp scf.ForOp, dots []*ir.Operation, s *pipeliner.Schedule, clusters [clusterCount]pipeliner.Cluster) {
	dot0Slice := pipeliner.ForwardSlice(dots[0])
	for _, operand := range dots[1].Operands() {
		operandDef := operand.DefiningOp()
		if operandDef == nil || !dot0Slice[operandDef] {
			continue
		}
		queue := []*ir.Value{operand}
		for len(queue) > 0 {
			v := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			def := v.DefiningOp()
			if def == nil || !dot0Slice[def] {
				continue
			}
			if _, _, scheduled := s.Lookup(def); scheduled {
				continue
			}
			users := 0
			for _, r := range def.Results() {
				users += len(r.Uses())
			}
			if users > 1 {
				s.Insert(def, stageDot1, clusters[clusterAfterDot2])
				s.InsertIfAbsent(operandDef, stageDot2, clusters[clusterAfterDot1])
				continue
			}
			queue = append(queue, def.Operands()...)
		}
	}
	for _, v := range forOp.Region().Front().Terminator().Operands() {
		if def := v.DefiningOp(); def != nil && dot0Slice[def] {
			s.InsertIfAbsent(def, stageDot2, clusters[clusterAfterDot1])
		}
	}
}
