// Package ttngpasses holds Triton's passes over TritonNvidiaGPU IR
// (lib/Dialect/TritonNvidiaGPU/Transforms), one pass per file, each registered under Triton's
// flag name.
package ttngpasses

import "github.com/ttgo/ttgo/pass"

// Register adds the package's passes to r.
func Register(r *pass.Registry) {
	r.Register(NewFenceInsertion, NewTMALowering, NewOptimizeDescriptorEncoding, NewMMALowering, NewPlanCTA, NewInterleaveTMem,
		NewTensorMemoryAllocation, NewCheckMatmulTwoCTA, NewProxyFenceInsertion, NewRemoveTMEMTokens, NewOptimizeTMemLayouts, NewPromoteLHSToTMem)
}
