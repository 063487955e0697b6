package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// assignMMALatencies is Triton's AssignMMALatencies: an MMAv5 whose operands can be
// pipelined overlaps with itself (self latency 1), and its users move a stage later
// (latency 1) where its accumulator can be multi-buffered or need not be. It returns the
// MMAs' self latencies in body order.
func assignMMALatencies(forOp scf.ForOp, latencies map[*ir.Operation]int, order *[]*ir.Operation) []*ir.Operation {
	var selfLatency []*ir.Operation
	for _, op := range bodyOps(forOp) {
		m, ok := asMMAv5(op)
		if !ok || hasSyncDots(forOp) {
			continue
		}
		operands := analyseMMAOperands(m, forOp, func(op *ir.Operation) bool { return latencies[op] > 0 })
		if !operands.pipelineable && (!operands.determined || hasLoadsAfterMMA(m, forOp)) {
			continue
		}
		selfLatency = append(selfLatency, op)
		set := func(l int) {
			if _, ok := latencies[op]; !ok {
				*order = append(*order, op)
			}
			latencies[op] = l
		}
		if !requiresAccMultiBuffering(m, forOp) ||
			(isAccMultibufferingPossible(m, forOp) && forOp.Attr(disallowAccMultiBufAttr) == nil) {
			set(1)
		}
		if isWarpSpecialized(forOp) {
			if hasAccReadModifyWrite(m, forOp) {
				delete(latencies, op)
			} else {
				set(latencies[op] + 1)
			}
		}
	}
	return selfLatency
}

// hasSyncDots reports whether the loop body holds a tt.dot, in which case Triton leaves its
// MMAs unpipelined.
func hasSyncDots(forOp scf.ForOp) bool {
	for _, op := range bodyOps(forOp) {
		if isOp[tt.DotOp](op) {
			return true
		}
	}
	return false
}

// isWarpSpecialized reports whether the loop or one that holds it is to be warp-specialized.
func isWarpSpecialized(forOp scf.ForOp) bool {
	for op := forOp.Operation; op != nil; op = op.ParentOp() {
		if f, ok := scf.AsFor(op); ok && f.Attr(warpSpecializeAttr) != nil {
			return true
		}
	}
	return false
}
