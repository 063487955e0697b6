package pipeliner

import "github.com/ttgo/ttgo/ir"

// stageBuilder is Triton's OpBuilderForStage: a builder that puts every op it creates into
// the schedule at its current stage and cluster, when it has one.
type stageBuilder struct {
	*ir.Builder
	schedule *coarseSchedule
	place    *stageCluster
}

// newStageBuilder returns a builder before op, at op's place in the schedule if it has one.
func newStageBuilder(op *ir.Operation, s *coarseSchedule) *stageBuilder {
	b := &stageBuilder{Builder: ir.NewBuilder(op.Context()), schedule: s}
	b.SetInsertionPoint(op)
	if sc, ok := s.ops[op]; ok {
		b.place = &sc
	}
	return b
}

// setPlace makes the builder schedule the ops it creates at sc.
func (b *stageBuilder) setPlace(sc stageCluster) { b.place = &sc }

// Create builds the op at the insertion point and schedules it.
func (b *stageBuilder) Create(st *ir.OperationState) *ir.Operation {
	op := b.Builder.Create(st)
	if b.place != nil {
		b.schedule.insert(op, b.place.stage, b.place.cluster)
	}
	return op
}

// fork returns a builder that schedules as b does, with an insertion point of its own.
func (b *stageBuilder) fork() *stageBuilder {
	return &stageBuilder{Builder: ir.NewBuilder(b.Ctx), schedule: b.schedule, place: b.place}
}
