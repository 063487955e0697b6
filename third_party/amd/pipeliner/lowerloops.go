package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/transforms/ttg/pipeliner"
)

// bypassLDSAttr marks a load that tritonamdgpu-schedule-loops let its dot read from
// registers (Triton's AttrBypassLDS).
const bypassLDSAttr = "amdg.bypass_lds_load"

// lowerLoops is LowerLoops.cpp's lowerLoops: every scheduled loop gets its loads staged
// through LDS and its schedule completed and written back.
func lowerLoops(module *ir.Operation, useAsyncCopy, usePingpong bool) {
	var fors []scf.ForOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok {
			fors = append(fors, f)
		}
	})
	if len(fors) == 0 {
		return
	}
	info := axisinfo.NewModule(module)
	for _, forOp := range fors {
		lowerLoop(forOp, info, useAsyncCopy, usePingpong)
	}
}

// lowerLoop is LowerLoops.cpp's lowerLoop.
func lowerLoop(forOp scf.ForOp, info *axisinfo.Module, useAsyncCopy, usePingpong bool) {
	s, ok := pipeliner.DeserializeSchedule(forOp, false)
	if !ok {
		return
	}
	numStages := s.NumStages()
	waitAtTail := usePingpong && numStages == 3 && useAsyncCopy
	family := deduceISAFamily(amdArch(forOp.Operation))
	var loads []*loadInfo
	for _, l := range indirectLevels(info, forOp, numStages) {
		li := &loadInfo{load: l.Load, distToUse: l.Level, use: l.FinalUser}
		if bypass, ok := l.Load.Attr(bypassLDSAttr).(*ir.IntegerAttr); ok && ir.IntOrFloatBitWidth(bypass.Type) == 1 {
			l.Load.RemoveAttr(bypassLDSAttr)
		} else {
			li.sharedEncoding = sharedEncodingForDotUsers(l.Load, family, useAsyncCopy, info)
		}
		loads = append(loads, li)
	}
	if chainedDotsApply(forOp, numStages, loads) {
		forOp = updateChainedDotSchedule(forOp, loads, s, info, useAsyncCopy)
	} else {
		forOp = updateSingleDotSchedule(forOp, loads, s, info, numStages, useAsyncCopy, waitAtTail)
	}
	s.Serialize(forOp)
}

// singleDotPlan is where SingleDotSchedule puts each kind of op.
type singleDotPlan struct {
	stages   [schedSize]int
	clusters [schedSize]pipeliner.Cluster
}

// initSingleDotSchedule is SingleDotSchedule::initSchedule: it picks the stages of the LDS
// stores, loads and async waits and the number of buffers, lays out five fresh clusters in
// an order that lets memory ops overlap compute, and moves the symbolic global-load and
// compute clusters onto them. It returns false for a schedule it cannot complete.
func initSingleDotSchedule(maxDist, numStages int, useAsyncCopy, waitAtTail bool, s *pipeliner.Schedule) (*singleDotPlan, int, bool) {
	p := &singleDotPlan{}
	lastStage := numStages - 1
	p.stages = [schedSize]int{0, maxDist, lastStage, lastStage, lastStage}
	pairedGlobalLoadLocalStore := true
	if waitAtTail {
		p.stages[schedAsyncWait] = max(0, p.stages[schedLocalLoad]-1)
	}
	if p.stages[schedLocalStore] >= numStages || p.stages[schedLocalStore] > p.stages[schedLocalLoad] {
		return nil, 0, false
	}
	numBuffers := max(1, p.stages[schedLocalLoad]-p.stages[schedLocalStore])
	if useAsyncCopy {
		numBuffers++
	}
	asyncWaitCluster := 0
	if waitAtTail {
		asyncWaitCluster = 4
	}
	globalLoadCluster, localStoreCluster := 1, 3
	if !pairedGlobalLoadLocalStore {
		globalLoadCluster, localStoreCluster = 3, 2
	}
	localLoadCluster := globalLoadCluster
	if p.stages[schedLocalLoad] == p.stages[schedLocalStore] {
		localLoadCluster = max(3, localStoreCluster+1)
	} else if numBuffers == 1 && localLoadCluster >= localStoreCluster {
		localLoadCluster = localStoreCluster - 1
	}
	computeCluster := 2
	if p.stages[schedLocalLoad] == p.stages[schedCompute] {
		computeCluster = localLoadCluster
	}
	oldCluster := map[*ir.Operation]int{}
	ops := s.Ops()
	for _, op := range ops {
		_, c, _ := s.Lookup(op)
		oldCluster[op] = c.ID()
	}
	s.ClearClusters()
	var fresh [schedSize]pipeliner.Cluster
	for i := range fresh {
		fresh[i] = s.NewClusterAtBack()
	}
	p.clusters = [schedSize]pipeliner.Cluster{
		schedGlobalLoad: fresh[globalLoadCluster],
		schedLocalStore: fresh[localStoreCluster],
		schedLocalLoad:  fresh[localLoadCluster],
		schedCompute:    fresh[computeCluster],
		schedAsyncWait:  fresh[asyncWaitCluster],
	}
	for _, op := range ops {
		stage, _, _ := s.Lookup(op)
		if oldCluster[op] == 0 {
			s.Insert(op, stage, p.clusters[schedGlobalLoad])
		} else {
			s.Insert(op, stage, p.clusters[schedCompute])
		}
	}
	return p, numBuffers, true
}

// updateSingleDotSchedule is SingleDotSchedule::updateSchedule: the loads are staged through
// LDS, the new ops placed by the plan, and the rest of the body scheduled around them. It
// returns the loop that replaces forOp.
func updateSingleDotSchedule(forOp scf.ForOp, loads []*loadInfo, s *pipeliner.Schedule, info *axisinfo.Module, numStages int, useAsyncCopy, waitAtTail bool) scf.ForOp {
	p, numBuffers, ok := initSingleDotSchedule(maxDistToUse(loads), numStages, useAsyncCopy, waitAtTail, s)
	if !ok {
		return forOp
	}
	forOp, streamed := createStreamOps(loads, forOp, numBuffers, useAsyncCopy, info, s)
	for _, sl := range streamed {
		loadStage, loadCluster, _ := s.Lookup(sl.load)
		ops := sl.ops
		if ops.async() {
			s.Insert(ops.copyOp, loadStage, loadCluster)
			s.Insert(ops.commit, loadStage, loadCluster)
			if loadStage != p.stages[schedLocalLoad] {
				s.Insert(ops.wait, p.stages[schedAsyncWait], p.clusters[schedAsyncWait])
			}
		} else {
			s.Insert(ops.load, loadStage, loadCluster)
			s.Insert(ops.view, p.stages[schedLocalStore], p.clusters[schedLocalStore])
			s.Insert(ops.localStore, p.stages[schedLocalStore], p.clusters[schedLocalStore])
		}
		if ops.localLoad != nil && p.stages[schedLocalLoad] != p.stages[schedCompute] {
			scheduleLocalLoad(ops.localLoad, s, p.stages[schedLocalLoad], p.clusters[schedLocalLoad])
		}
	}
	pipeliner.ScheduleDependencies(forOp, s)
	pipeliner.ScheduleDistanceOneDependencies(forOp, s)
	pipeliner.ScheduleRemainingToLastStage(forOp, s, p.clusters[schedCompute])
	return forOp
}

// scheduleLocalLoad is LowerLoops.cpp's function of the same name: the local_load, and a
// convert_layout that is its only user (so that a later pass can fold them), go to stage and
// c.
func scheduleLocalLoad(localLoad *ir.Operation, s *pipeliner.Schedule, stage int, c pipeliner.Cluster) {
	s.Insert(localLoad, stage, c)
	if localLoad.SingleResult().HasOneUse() {
		if cvt := localLoad.SingleResult().FirstUse().Owner(); isConvertLayout(cvt) {
			s.Insert(cvt, stage, c)
		}
	}
}

// isConvertLayout reports whether op is a ttg.convert_layout.
func isConvertLayout(op *ir.Operation) bool {
	_, ok := ttg.AsConvertLayout(op)
	return ok
}

// updateChainedDotSchedule is ChainedDotSchedule::updateSchedule: the loads are staged
// through one LDS buffer (two with async copies), the new ops go to the clusters of the dot
// they feed, the original loads are erased, and the rest of the body is scheduled around
// them. It returns the loop that replaces forOp.
func updateChainedDotSchedule(forOp scf.ForOp, loads []*loadInfo, s *pipeliner.Schedule, info *axisinfo.Module, useAsyncCopy bool) scf.ForOp {
	clusters := s.Clusters()
	for len(clusters) < clusterCount {
		clusters = append(clusters, s.NewClusterAtBack())
	}
	numBuffers := 1
	if useAsyncCopy {
		numBuffers = 2
	}
	forOp, streamed := createStreamOps(loads, forOp, numBuffers, useAsyncCopy, info, s)
	for _, sl := range streamed {
		scheduleChainedStreamOps(sl, s, clusters)
	}
	for _, l := range loads {
		if l.load.SingleResult().HasUses() {
			continue
		}
		s.Erase(l.load)
		l.load.Erase()
	}
	pipeliner.ScheduleDependencies(forOp, s)
	pipeliner.ScheduleDistanceOneDependencies(forOp, s)
	pipeliner.ScheduleRemainingToLastStage(forOp, s, clusters[len(clusters)-1])
	return forOp
}

// scheduleChainedStreamOps places the ops staging one load in the chained-dot schedule: the
// copy with the load, the LDS write, wait and read in the clusters of the dot it feeds.
func scheduleChainedStreamOps(sl streamedLoad, s *pipeliner.Schedule, clusters []pipeliner.Cluster) {
	loadStage, loadCluster, _ := s.Lookup(sl.load)
	ops := sl.ops
	first := loadStage == stageGlobalLoad1
	if ops.async() {
		s.Insert(ops.copyOp, loadStage, loadCluster)
		s.Insert(ops.commit, loadStage, loadCluster)
		if first {
			s.Insert(ops.wait, stageLocalLoad1, clusters[clusterAsyncWait1])
			if ops.localLoad != nil {
				scheduleLocalLoad(ops.localLoad, s, stageLocalLoad1, clusters[clusterLocalLoad1])
			}
		} else {
			s.Insert(ops.wait, stageLocalLoad2, clusters[clusterAsyncWait2])
			if ops.localLoad != nil {
				scheduleLocalLoad(ops.localLoad, s, stageLocalLoad2, clusters[clusterLocalLoad2])
			}
		}
		return
	}
	s.Insert(ops.load, loadStage, loadCluster)
	writeStage, write, readStage, read := stageLocalWrite2, clusters[clusterLocalWrite2], stageLocalLoad2, clusters[clusterLocalLoad2]
	if first {
		writeStage, write, readStage, read = stageLocalWrite1, clusters[clusterLocalWrite1], stageLocalLoad1, clusters[clusterLocalLoad1]
	}
	s.Insert(ops.view, writeStage, write)
	s.Insert(ops.localStore, writeStage, write)
	if ops.localLoad == nil {
		return
	}
	s.Insert(ops.localLoad, readStage, read)
	if uses := ops.localLoad.SingleResult().Uses(); len(uses) > 0 && isConvertLayout(uses[0].Owner()) {
		s.Insert(uses[0].Owner(), readStage, read)
	}
}
