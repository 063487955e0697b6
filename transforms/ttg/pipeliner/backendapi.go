package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// This file holds the pipeliner's building blocks that other backends' pipeliners (AMD's in
// third_party/amd/pipeliner) share, as Triton's backends share PipeliningUtility.h,
// Schedule.h and PipelineExpander.h.

// Schedule is Triton's CoarseSchedule: a stage and an ordering cluster for ops of a loop
// body.
type Schedule struct{ s *coarseSchedule }

// Cluster is one ordering cluster of a Schedule.
type Cluster struct{ c *cluster }

// NewSchedule returns an empty schedule of numStages stages.
func NewSchedule(numStages int) *Schedule { return &Schedule{newSchedule(numStages)} }

// DeserializeSchedule reads the schedule written on the loop (Triton's deSerialize); it
// reports false when the loop has none. With normalize, cluster ids are renumbered from the
// smallest one, else they are kept.
func DeserializeSchedule(forOp scf.ForOp, normalize bool) (*Schedule, bool) {
	s, ok := deserializeClusters(forOp, normalize)
	if !ok {
		return nil, false
	}
	return &Schedule{s}, true
}

// Serialize writes the schedule onto the loop's ops and the loop.
func (s *Schedule) Serialize(forOp scf.ForOp) { s.s.serialize(forOp) }

// NumStages returns the number of stages.
func (s *Schedule) NumStages() int { return s.s.numStages }

// Empty reports whether no op is scheduled.
func (s *Schedule) Empty() bool { return s.s.empty() }

// NewClusterAtBack appends a cluster.
func (s *Schedule) NewClusterAtBack() Cluster { return Cluster{s.s.clusters.newAtBack()} }

// ClearClusters drops every cluster; the ops keep theirs until they are inserted again.
func (s *Schedule) ClearClusters() { s.s.clusters.items = nil }

// ID returns the cluster's position in its schedule's list.
func (c Cluster) ID() int { return c.c.id }

// Insert schedules op at stage and c, growing the number of stages to hold stage.
func (s *Schedule) Insert(op *ir.Operation, stage int, c Cluster) { s.s.insert(op, stage, c.c) }

// InsertIfAbsent schedules op unless it already is; it reports whether it did.
func (s *Schedule) InsertIfAbsent(op *ir.Operation, stage int, c Cluster) bool {
	return s.s.insertIfAbsent(op, stage, c.c)
}

// Erase takes op out of the schedule.
func (s *Schedule) Erase(op *ir.Operation) { s.s.erase(op) }

// Lookup returns op's stage and cluster, and whether it is scheduled.
func (s *Schedule) Lookup(op *ir.Operation) (int, Cluster, bool) {
	sc, ok := s.s.ops[op]
	return sc.stage, Cluster{sc.cluster}, ok
}

// Ops returns the scheduled ops in the order they were first inserted.
func (s *Schedule) Ops() []*ir.Operation { return append([]*ir.Operation(nil), s.s.order...) }

// ScheduleDependencies schedules the ops that scheduled ops depend on with them.
func ScheduleDependencies(forOp scf.ForOp, s *Schedule) { scheduleDependencies(forOp, s.s) }

// ScheduleDistanceOneDependencies schedules what ops read through loop-carried values one
// stage later.
func ScheduleDistanceOneDependencies(forOp scf.ForOp, s *Schedule) {
	scheduleDistanceOneDependencies(forOp, s.s)
}

// ScheduleRemainingToLastStage schedules the ops left to the last stage, in c unless they
// use a later cluster's results.
func ScheduleRemainingToLastStage(forOp scf.ForOp, s *Schedule, c Cluster) {
	scheduleRemainingToLastStage(forOp, s.s, c.c)
}

// ExpandLoop is Triton's pipelineForLoop on the schedule's final order: it replaces forOp
// with the kernel loop, which it returns; false when the loop cannot be pipelined.
func ExpandLoop(forOp scf.ForOp, s *Schedule, opts ExpandOptions) (scf.ForOp, bool) {
	return expandLoop(forOp, s.s.opsInOrder(forOp), opts)
}

// WrapInMaskOp is Triton's wrapInMaskOp, the default predicate of an expansion.
func WrapInMaskOp(b *ir.Builder, op *ir.Operation, pred *ir.Value) *ir.Operation {
	return wrapInMaskOp(b, op, pred)
}

// ResolveMaskOps is Triton's resolveMaskOp: the arithmetic is folded and every ttg.mask's
// ops are predicated in its place.
func ResolveMaskOps(module *ir.Operation) { resolveMaskOps(module) }

// RemovePipeliningAttributes drops the schedule attributes from every op of module.
func RemovePipeliningAttributes(module *ir.Operation) { removePipeliningAttributes(module) }

// CombineRedundantWaitOps merges async waits with nothing that commits or branches between
// them.
func CombineRedundantWaitOps(waits []ttg.AsyncWaitOp) { combineRedundantWaitOps(waits) }

// IsSafeToPipeline reports whether the loop can be pipelined at all.
func IsSafeToPipeline(forOp scf.ForOp) bool { return isSafeToPipeline(forOp) }

// NumStagesOrDefault returns the loop's tt.num_stages, else defaultNumStages.
func NumStagesOrDefault(forOp scf.ForOp, defaultNumStages int) int {
	return numStagesOrDefault(forOp, defaultNumStages)
}

// HasNumStages reports whether the loop carries a tt.num_stages.
func HasNumStages(forOp scf.ForOp) bool { return forOp.Attr(numStagesAttr) != nil }

// LoadIndirection is a load worth pipelining: how many loads lie between it and the op that
// finally uses it.
type LoadIndirection struct {
	Load      *ir.Operation
	Level     int
	FinalUser *ir.Operation
}

// LoadOpsToIndirectionLevel is Triton's loadOpsToIndirectionLevel, in the order loads were
// found.
func LoadOpsToIndirectionLevel(forOp scf.ForOp, pipelineWithoutDot bool, info *axisinfo.Module, numStages int, filterSmall bool) []LoadIndirection {
	l := loadOpsToIndirectionLevel(forOp, pipelineWithoutDot, info, numStages, filterSmall)
	out := make([]LoadIndirection, len(l.order))
	for i, op := range l.order {
		out[i] = LoadIndirection{op, l.level[op].level, l.level[op].finalUser}
	}
	return out
}

// CanBeConvertedToAsyncLoad reports whether the load moves at least 32 contiguous, equally
// masked bits per thread.
func CanBeConvertedToAsyncLoad(load tt.LoadOp, info *axisinfo.Module) bool {
	return canBeConvertedToAsyncLoad(load, info)
}

// AddIterArgsToLoop returns a loop like forOp with newInits as extra iteration arguments,
// which replaces it; the caller extends the yield.
func AddIterArgsToLoop(forOp scf.ForOp, newInits []*ir.Value) scf.ForOp {
	return addIterArgsToLoop(forOp, newInits)
}

// CreateAlloc is Triton's createAlloc: a mutable shared allocation of numBuffers buffers of
// the load's shape and the encoding enc before the loop, freed after it.
func CreateAlloc(forOp scf.ForOp, load *ir.Operation, enc ir.Attribute, numBuffers int) *ir.Value {
	return createBufferRing(forOp, load, enc, numBuffers)
}

// SingleBufferView is Triton's createSingleBufferView: buffer idx of a multi-buffered
// allocation.
func SingleBufferView(b ir.OpCreator, alloc, idx *ir.Value) *ir.Value {
	return singleBufferView(b, alloc, idx)
}

// ReplaceUsesWithLocalLoad is Triton's replaceUsesWithLocalLoad: local_allocs of old with the
// view's layout are replaced by the view, the other uses by a local_load of it (after token
// when given), built by b and left out of s; it returns that local_load or nil.
func ReplaceUsesWithLocalLoad(b *ir.Builder, s *Schedule, old, view, token *ir.Value) *ir.Operation {
	return replaceUsesWithLocalLoad(&stageBuilder{Builder: b, schedule: s.s}, old, view, token)
}

// ForwardSlice returns the ops MLIR's getForwardSlice gives for op.
func ForwardSlice(op *ir.Operation) map[*ir.Operation]bool { return forwardSlice(op) }

// IsZeroConst reports whether v is a constant zero.
func IsZeroConst(v *ir.Value) bool { return isZeroConst(v) }

// MemoryOrder is Triton's getOrderForMemory for a distributed tensor or a shared memory
// descriptor, nil for a layout without one.
func MemoryOrder(t ir.Type) []uint32 {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return orderForMemory(t)
	case *ttg.MemDescType:
		return sharedOrder(t)
	}
	return nil
}

// Clusters returns the schedule's clusters in order.
func (s *Schedule) Clusters() []Cluster {
	out := make([]Cluster, len(s.s.clusters.items))
	for i, c := range s.s.clusters.items {
		out[i] = Cluster{c}
	}
	return out
}
