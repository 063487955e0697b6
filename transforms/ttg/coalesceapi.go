package ttgpasses

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// MemAccessPtr is Triton's getMemAccessPtr: the pointer operand of a load, store, atomic or
// async copy from global memory, or nil for other ops. Gluon's passes share it.
func MemAccessPtr(op *ir.Operation) *ir.Value { return memAccessPtr(op) }

// SingleCTACoalescedEncoding is Triton's buildCoalescedEncoding for one CTA: the blocked
// layout that coalesces the global memory accesses of op, a memory op on a tensor of
// pointers, and of the accesses connected to it.
func SingleCTACoalescedEncoding(analysis *axisinfo.Module, op *ir.Operation, numWarps, lanes int) (ir.Attribute, error) {
	t := memAccessPtr(op).Type().(*ir.RankedTensorType)
	cga := layout.CGALayout{}
	return coalescedEncoding(op.Context(), analysis, op, numWarps, lanes, cga, shapePerCTA(cga, t.Dims))
}

// ThreadsPerWarp is TritonGPUDialect::getThreadsPerWarp: the module's ttg.threads-per-warp,
// 32 by default.
func ThreadsPerWarp(module *ir.Operation) int { return threadsPerWarp(module) }
