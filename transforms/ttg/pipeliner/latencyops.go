package pipeliner

import (
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// isLatencyOp reports whether op is one of the ops whose stage a warp-specialized loop's
// schedule is judged by (the isLatencyOp of Triton's getInitialSchedule).
func isLatencyOp(op *ir.Operation) bool {
	return isOp[tt.LoadOp](op) || isOp[tt.DescriptorLoadOp](op) || isOp[tt.DescriptorGatherOp](op) ||
		isOp[ttg.LocalStoreOp](op) || isOp[ttg.LocalLoadOp](op) || isOp[ttng.TmemLoadOp](op) ||
		isOp[ttng.TmemStoreOp](op) || isOp[ttg.AsyncCopyGlobalToLocalOp](op) ||
		isOp[ttng.AsyncTmaCopyGlobalToLocalOp](op) || isOp[ttng.AsyncTmaGatherOp](op) ||
		isOp[ttng.TcGen5MmaOp](op) || isOp[ttng.TcGen5MmaScaledOp](op) ||
		isOp[ttng.WaitBarrierOp](op) || isOp[ttng.ArriveBarrierOp](op)
}
