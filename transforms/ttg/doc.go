// Package ttgpasses holds Triton's passes over TritonGPU IR (lib/Dialect/TritonGPU/Transforms),
// one pass per file, each registered under Triton's flag name.
package ttgpasses

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewCoalesce, NewCoalesceAsyncCopy, NewRemoveLayoutConversions,
		NewAccelerateMatmul, NewF32DotTC, NewOptimizeDotOperands, NewPrefetch, NewOptimizeThreadLocality, NewOptimizeAccumulatorInit,
		NewCombineTensorSelectAndIf, NewReorderInstructions, NewReduceDataDuplication, NewFuseNestedLoops)
}
