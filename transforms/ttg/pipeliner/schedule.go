package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// cluster is one ordering cluster of a coarse schedule: within a stage, the ops of an earlier
// cluster come first. Its id is its position in the schedule's cluster list.
type cluster struct{ id int }

// clusterList is the ordered list of a schedule's clusters (Triton's ClusterList).
type clusterList struct{ items []*cluster }

func (l *clusterList) renumber() {
	for i, c := range l.items {
		c.id = i
	}
}

// newAtBack appends a cluster.
func (l *clusterList) newAtBack() *cluster {
	c := &cluster{id: len(l.items)}
	l.items = append(l.items, c)
	return c
}

// newAtFront prepends a cluster.
func (l *clusterList) newAtFront() *cluster {
	c := &cluster{}
	l.items = append([]*cluster{c}, l.items...)
	l.renumber()
	return c
}

// newBefore inserts a cluster just before c.
func (l *clusterList) newBefore(c *cluster) *cluster {
	n := &cluster{}
	i := c.id
	l.items = append(l.items[:i], append([]*cluster{n}, l.items[i:]...)...)
	l.renumber()
	return n
}

// first returns the first cluster, or nil for an empty list.
func (l *clusterList) first() *cluster {
	if len(l.items) == 0 {
		return nil
	}
	return l.items[0]
}

// stageCluster is where a schedule puts an op.
type stageCluster struct {
	stage   int
	cluster *cluster
}

// coarseSchedule is Triton's CoarseSchedule: a stage and a cluster for ops of a loop body. The
// ops keep the order in which they were first inserted (Triton's MapVector).
type coarseSchedule struct {
	numStages int
	clusters  clusterList
	order     []*ir.Operation
	ops       map[*ir.Operation]stageCluster
}

// newSchedule returns an empty schedule of numStages stages.
func newSchedule(numStages int) *coarseSchedule {
	return &coarseSchedule{numStages: numStages, ops: map[*ir.Operation]stageCluster{}}
}

// empty reports whether no op is scheduled.
func (s *coarseSchedule) empty() bool { return len(s.ops) == 0 }

// has reports whether op is scheduled.
func (s *coarseSchedule) has(op *ir.Operation) bool {
	_, ok := s.ops[op]
	return ok
}

// insert schedules op, growing the number of stages to hold stage.
func (s *coarseSchedule) insert(op *ir.Operation, stage int, c *cluster) {
	if stage >= s.numStages {
		s.numStages = stage + 1
	}
	if _, ok := s.ops[op]; !ok {
		s.order = append(s.order, op)
	}
	s.ops[op] = stageCluster{stage, c}
}

// insertIfAbsent schedules op unless it already is; it reports whether it did.
func (s *coarseSchedule) insertIfAbsent(op *ir.Operation, stage int, c *cluster) bool {
	if s.has(op) {
		return false
	}
	s.insert(op, stage, c)
	return true
}

// insertMinimum schedules op, or moves it to stage and c where that is earlier than where it
// is; it reports whether op moved.
func (s *coarseSchedule) insertMinimum(op *ir.Operation, stage int, c *cluster) bool {
	existing, ok := s.ops[op]
	if !ok {
		s.insert(op, stage, c)
		return true
	}
	if stage < existing.stage {
		s.ops[op] = stageCluster{stage, c}
		return true
	}
	if stage > existing.stage {
		return false
	}
	if c.id < existing.cluster.id {
		s.ops[op] = stageCluster{stage, c}
		return true
	}
	return false
}

// insertDepsOfOp schedules the ops of op's block that op depends on at stage and c, and
// theirs in turn. With includeArg, a loop-carried operand stands for the value the loop
// yields for it; with insertIfEarlier, scheduled ops move to stage and c when that is
// earlier. It reports whether any op was scheduled or moved.
func (s *coarseSchedule) insertDepsOfOp(op *ir.Operation, stage int, c *cluster, includeArg, insertIfEarlier bool) bool {
	inserted := false
	for _, operand := range nestedOperands(op) {
		v := operand
		seen := map[*ir.Value]bool{}
		for v.IsBlockArgument() && includeArg && !seen[v] {
			seen[v] = true
			if v.Index() > 0 && v.OwnerBlock() == op.Block() && yieldedValue(op.Block(), v.Index()) != nil {
				v = yieldedValue(op.Block(), v.Index())
				continue
			}
			break
		}
		def := v.DefiningOp()
		if def == nil || def.Block() != op.Block() {
			continue
		}
		var changed bool
		if insertIfEarlier {
			changed = s.insertMinimum(def, stage, c)
		} else {
			changed = s.insertIfAbsent(def, stage, c)
		}
		if changed {
			inserted = true
			s.insertDepsOfOp(def, stage, c, includeArg, insertIfEarlier)
		}
	}
	return inserted
}

// shrinkToFit renumbers the stages from 0 and drops the empty ones at both ends.
func (s *coarseSchedule) shrinkToFit() {
	if len(s.ops) == 0 {
		return
	}
	minStage, maxStage := int(^uint(0)>>1), -int(^uint(0)>>1)-1
	for _, sc := range s.ops {
		minStage = min(minStage, sc.stage)
		maxStage = max(maxStage, sc.stage)
	}
	for op, sc := range s.ops {
		s.ops[op] = stageCluster{sc.stage - minStage, sc.cluster}
	}
	s.numStages = maxStage - minStage + 1
}

// scheduledOp is an op with its place in the schedule.
type scheduledOp struct {
	op *ir.Operation
	stageCluster
}

// opsInOrder returns the scheduled ops of the loop body cluster by cluster, in body order
// within a cluster.
func (s *coarseSchedule) opsInOrder(forOp scf.ForOp) []scheduledOp {
	byCluster := make([][]scheduledOp, len(s.clusters.items))
	for _, op := range bodyOps(forOp) {
		sc, ok := s.ops[op]
		if !ok {
			continue
		}
		byCluster[sc.cluster.id] = append(byCluster[sc.cluster.id], scheduledOp{op, sc})
	}
	var out []scheduledOp
	for _, ops := range byCluster {
		out = append(out, ops...)
	}
	return out
}

// serialize writes the schedule onto the loop: loop.stage and loop.cluster on the scheduled
// ops, tt.scheduled_max_stage on the loop.
func (s *coarseSchedule) serialize(forOp scf.ForOp) {
	ctx := forOp.Context()
	for _, so := range s.opsInOrder(forOp) {
		so.op.SetAttr(loopStageAttr, i32Attr(ctx, so.stage))
		so.op.SetAttr(loopClusterAttr, i32Attr(ctx, so.cluster.id))
	}
	maxStage := s.numStages - 1
	if prev, ok := intAttr(forOp.Operation, scheduledMaxStageAttr); ok {
		maxStage = max(maxStage, prev)
	}
	forOp.SetAttr(scheduledMaxStageAttr, i32Attr(ctx, maxStage))
}

// deserialize reads the schedule written on the loop; it reports false when the loop has
// none. Cluster ids are renumbered from the smallest one.
func deserialize(forOp scf.ForOp) (*coarseSchedule, bool) {
	return deserializeClusters(forOp, true)
}

// deserializeClusters is Triton's deSerialize: without normalize, the clusters keep the ids
// written on the ops, counted from zero.
func deserializeClusters(forOp scf.ForOp, normalize bool) (*coarseSchedule, bool) {
	maxStage, ok := intAttr(forOp.Operation, scheduledMaxStageAttr)
	if !ok {
		return nil, false
	}
	s := newSchedule(maxStage + 1)
	minCluster, maxCluster := -1, -1
	for _, op := range bodyOps(forOp) {
		_, hasStage := intAttr(op, loopStageAttr)
		c, hasCluster := intAttr(op, loopClusterAttr)
		if !hasStage || !hasCluster {
			continue
		}
		if maxCluster < 0 {
			minCluster, maxCluster = c, c
			continue
		}
		maxCluster = max(maxCluster, c)
		minCluster = min(minCluster, c)
	}
	if !normalize {
		minCluster = 0
	}
	byID := map[int]*cluster{}
	for i := minCluster; i < maxCluster+1; i++ {
		byID[i] = s.clusters.newAtBack()
	}
	for _, op := range bodyOps(forOp) {
		stage, ok := intAttr(op, loopStageAttr)
		if !ok {
			continue
		}
		c, _ := intAttr(op, loopClusterAttr)
		s.insert(op, stage, byID[c])
	}
	return s, true
}

// scheduleDependencies is Triton's function of the same name: the ops that scheduled ops
// depend on join their stage and cluster, stage by stage.
func scheduleDependencies(forOp scf.ForOp, s *coarseSchedule) {
	inOrder := s.opsInOrder(forOp)
	for stage := 0; stage < s.numStages; stage++ {
		for _, so := range inOrder {
			if so.stage != stage {
				continue
			}
			s.insertDepsOfOp(so.op, stage, so.cluster, false, true)
		}
	}
}

// erase takes op out of the schedule.
func (s *coarseSchedule) erase(op *ir.Operation) {
	delete(s.ops, op)
	for i, o := range s.order {
		if o == op {
			s.order = append(s.order[:i:i], s.order[i+1:]...)
			return
		}
	}
}
