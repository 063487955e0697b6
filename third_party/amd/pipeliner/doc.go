// Package pipeliner is Triton's AMD software pipeliner (third_party/amd/lib/
// TritonAMDGPUTransforms: ScheduleLoops.cpp, LowerLoops.cpp, Pipeline.cpp):
// tritonamdgpu-schedule-loops gives the global loads of a loop and the ops that use them a
// symbolic schedule, and tritonamdgpu-pipeline stages the loads through LDS (shared memory,
// with local_store or asynchronous copies), schedules what that creates, and expands the
// loops with the TritonGPU pipeliner's expander, peeling the epilogue.
package pipeliner

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewScheduleLoops, NewPipeline)
}
