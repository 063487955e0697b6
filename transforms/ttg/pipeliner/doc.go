// Package pipeliner is Triton's software pipeliner for TritonGPU loops
// (lib/Dialect/TritonGPU/Transforms/Pipeliner): tritongpu-assign-latencies gives the loads
// that feed dots a latency in loop iterations, tritongpu-schedule-loops turns the latencies
// into a coarse schedule of stages and clusters written on the loop body's ops, and the
// pipeliner proper lowers and expands the scheduled loops.
package pipeliner

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewAssignLatencies, NewScheduleLoops, NewPipeline, NewTestPipelineLowerLoop, NewHoistTMEMAlloc)
}
