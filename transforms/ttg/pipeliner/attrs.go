package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/ir"
)

// The discardable attributes through which the pipeliner's passes talk to each other and to
// the user, spelled as Triton spells them (Dialect/Triton/IR/Dialect.h, PipeliningUtility.h).
const (
	latencyAttr             = "tt.latency"
	selfLatencyAttr         = "tt.self_latency"
	numStagesAttr           = "tt.num_stages"
	disallowAccMultiBufAttr = "tt.disallow_acc_multi_buffer"
	warpSpecializeAttr      = "tt.warp_specialize"
	loopStageAttr           = "loop.stage"
	loopClusterAttr         = "loop.cluster"
	scheduledMaxStageAttr   = "tt.scheduled_max_stage"
	keepPredicateStageAttr  = "__test_keep_predicate_stage"
)

// i32Attr returns the i32 integer attribute of v.
func i32Attr(ctx *ir.Context, v int) ir.Attribute { return ctx.I32Attr(int32(v)) }

// intAttr returns the value of op's integer attribute name, and whether op has one.
func intAttr(op *ir.Operation, name string) (int, bool) {
	v, ok := ir.IntAttrValue(op.Attr(name))
	return int(v), ok
}

// numStagesOrDefault is Triton's getNumStagesOrDefault: the loop's tt.num_stages, else the
// pass option.
func numStagesOrDefault(forOp scf.ForOp, defaultNumStages int) int {
	if n, ok := intAttr(forOp.Operation, numStagesAttr); ok {
		return n
	}
	return defaultNumStages
}
